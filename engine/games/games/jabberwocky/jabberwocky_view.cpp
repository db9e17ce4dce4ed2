// What each seat may see: views, and determinizations for bots.
#include "jabberwocky.h"

namespace felt::jabberwocky {

namespace {

CardSet toSet(std::uint64_t mask) {
    return CardSet::fromBits(mask);
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
    // Unknown to `seat`: the other hands and the undealt pack, dealt anew
    // within the public facts (revealed voids).
    std::vector<CardSet> hands;
    for (int s = 0; s < players(); ++s) hands.push_back(toSet(hands_[s]));
    if (!knowledge_.redeal(seat, hands, {&copy->stock_}, rng)) return copy;
    for (int s = 0; s < players(); ++s) copy->hands_[s] = hands[s].low();
    return copy;
}

}  // namespace felt::jabberwocky
