// What each seat may see: views, and determinizations for bots.
#include "jabberwocky.h"

#include "core/determinize.h"

namespace felt::jabberwocky {

namespace {

CardSet toSet(std::uint64_t mask) {
    return CardSet::fromBits(mask);
}
std::uint64_t bitOf(CardId c) {
    return std::uint64_t{1} << c;
}

}  // namespace

SeatView JabberwockyState::view(int seat) const {
    SeatView v;
    v.viewer = seat;
    v.toAct = toAct();
    const auto known = [this](CardId c) { return CardView{c, deck().face(c)}; };
    ZoneView stock{kStockZone, {}};
    for (CardId c : stock_) stock.cards.push_back(seat == kEveryone ? known(c) : CardView{});
    v.zones.push_back(stock);
    v.zones.push_back({kTrumpZone, {known(trumpCard_)}});
    ZoneView trick{kTrickZone, {}};
    for (int i = 0; i < trickSize_; ++i) trick.cards.push_back(known(trickCards_[i]));
    v.zones.push_back(trick);
    for (int s = 0; s < players(); ++s) {
        ZoneView hand{handZone(s), {}};
        for (CardId c : toSet(hands_[s]))
            hand.cards.push_back(seat == kEveryone || seat == s ? known(c) : CardView{});
        v.zones.push_back(hand);
    }
    for (int s = 0; s < players(); ++s) {
        ZoneView won{wonZone(s), {}};
        for (CardId c : toSet(won_[s])) won.cards.push_back(known(c));
        v.zones.push_back(won);
    }
    v.stats = {{"round", -1, round_ + 1},
               {"cards_dealt", -1, cardsInRound(round_)},
               {"dealer", -1, dealer_},
               {"trump_suit", -1, trumpSuit_},
               {"trump_broken", -1, trumpBroken_ ? 1 : 0},
               {"leader", -1, leader_}};
    for (int s = 0; s < players(); ++s) {
        v.stats.push_back({"bid", s, bids_[s]});
        v.stats.push_back({"tricks", s, tricks_[s]});
        v.stats.push_back({"score", s, scores_[s]});
    }
    return v;
}

std::unique_ptr<GameState> JabberwockyState::clone() const {
    return std::make_unique<JabberwockyState>(*this);
}

std::unique_ptr<GameState> JabberwockyState::determinize(int seat, Rng& rng) const {
    auto copy = std::make_unique<JabberwockyState>(*this);
    copy->deal_.reseed(rng);
    if (phase_ == Phase::Over) return copy;
    // Unknown to `seat`: the other hands and the undealt pack.
    CardSet pool;
    std::vector<HiddenPlace> places;
    std::vector<int> owners;
    for (int s = 0; s < players(); ++s) {
        if (s == seat) continue;
        pool |= toSet(hands_[s]);
        CardSet forbidden;
        for (int suit = 0; suit < 4; ++suit)
            if (voids_[s] & (1u << suit)) forbidden |= toSet(suitMask(suit));
        places.push_back({std::popcount(hands_[s]), forbidden});
        owners.push_back(s);
    }
    for (CardId c : stock_) pool.insert(c);
    places.push_back({static_cast<int>(stock_.size()), {}});
    const auto dealt = dealHidden(pool, places, rng);
    if (dealt.empty()) return copy;  // cannot happen: the true deal satisfies every constraint
    for (std::size_t p = 0; p < owners.size(); ++p) {
        std::uint64_t hand = 0;
        for (CardId c : dealt[p]) hand |= bitOf(c);
        copy->hands_[owners[p]] = hand;
    }
    copy->stock_ = dealt.back();
    return copy;
}

}  // namespace felt::jabberwocky
