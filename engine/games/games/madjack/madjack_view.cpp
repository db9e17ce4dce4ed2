// What each seat may see: views, and determinizations for bots.
#include "madjack.h"

#include <algorithm>

namespace felt::madjack {

namespace {

CardSet toSet(Mask mask) {
    return CardSet::fromBits(mask);
}

}  // namespace

SeatView MadJackState::view(int seat) const {
    const auto known = [this](CardId c) { return CardView{c, deck().face(c)}; };
    SeatView v;
    v.viewer = seat;
    v.toAct = toAct();
    v.zones.reserve(kFirstWonZone + kPlayers);
    // The dummy pile is listed bottom first, so its last entry is turned next.
    ZoneView dummy{kDummyZone, {}};
    for (int i = kDummySize - 1; i >= dummyNext_; --i)
        dummy.cards.push_back(seat == kEveryone ? known(dummy_[i]) : CardView{});
    v.zones.push_back(dummy);
    ZoneView dummyCard{kDummyCardZone, {}};
    if (dummyCard_ != kNoCard) dummyCard.cards.push_back(known(dummyCard_));
    v.zones.push_back(dummyCard);
    ZoneView trick{kTrickZone, {}};
    for (int i = 0; i < trickSize_; ++i) trick.cards.push_back(known(trickCards_[i]));
    v.zones.push_back(trick);
    ZoneView aside{kSetAsideZone, {}};
    for (CardId c : toSet(setAside_)) aside.cards.push_back(known(c));
    v.zones.push_back(aside);
    for (int s = 0; s < kPlayers; ++s) {
        ZoneView hand{handZone(s), {}};
        for (CardId c : toSet(hands_[s]))
            hand.cards.push_back(seat == kEveryone || seat == s ? known(c) : CardView{});
        v.zones.push_back(hand);
    }
    for (int s = 0; s < kPlayers; ++s) {
        ZoneView pile{wonZone(s), {}};
        for (CardId c : toSet(won_[s])) pile.cards.push_back(known(c));
        v.zones.push_back(pile);
    }
    v.stats = {{"round", -1, round_ + 1},
               {"dealer", -1, dealer_},
               {"trick", -1, std::min(tricksPlayed_ + 1, kTricks)},
               {"trump_suit", -1, trumpSuit_},
               {"leader", -1, leader_},
               {"dummy_left", -1, dummyLeft()},
               {"target_score", -1, target_}};
    for (int s = 0; s < kPlayers; ++s) {
        v.stats.push_back({"collected", s, collected(s)});
        v.stats.push_back({"score", s, scores_[s]});
    }
    return v;
}

std::unique_ptr<GameState> MadJackState::clone() const {
    return std::make_unique<MadJackState>(*this);
}

std::unique_ptr<GameState> MadJackState::determinize(int seat, Rng& rng) const {
    auto copy = std::make_unique<MadJackState>(*this);
    copy->deal_.reseed(rng);
    if (phase_ == Phase::Over || seat < 0 || seat >= kPlayers) return copy;
    // Unknown to `seat`: the opponent's hand (within what its plays ruled
    // out) and the face-down dummy cards still to come.
    std::vector<CardSet> hands = {toSet(hands_[0]), toSet(hands_[1])};
    std::vector<CardId> dummyLeft(dummy_.begin() + dummyNext_, dummy_.begin() + kDummySize);
    if (!knowledge_.redeal(seat, hands, {&dummyLeft}, rng)) return copy;
    const int other = (seat + 1) % kPlayers;
    copy->hands_[other] = static_cast<Mask>(hands[static_cast<std::size_t>(other)].low());
    std::copy(dummyLeft.begin(), dummyLeft.end(), copy->dummy_.begin() + dummyNext_);
    return copy;
}

}  // namespace felt::madjack
