// What each seat sees of a Blackjack (school rules) game, and determinization.
#include <algorithm>
#include <map>

#include "blackjack_school.h"

namespace felt::blackjack_school {

SeatView BlackjackSchoolState::view(int seat) const {
    SeatView v;
    v.viewer = seat;
    v.toAct = toAct();
    const Deck& cards = deck();
    const auto known = [&cards](CardId c) { return CardView{c, cards.face(c)}; };
    ZoneView deckView{kDeckZone, {}};
    for (CardId c : deck_) deckView.cards.push_back(seat == kEveryone ? known(c) : CardView{});
    v.zones.push_back(deckView);
    ZoneView pileView{kPileZone, {}};
    for (CardId c : pile_) pileView.cards.push_back(known(c));
    v.zones.push_back(pileView);
    for (int s = 0; s < players(); ++s) {
        ZoneView hand{handZone(s), {}};
        for (CardId c : CardSet::fromBits(hands_[s]))
            hand.cards.push_back(seat == kEveryone || seat == s ? known(c) : CardView{});
        v.zones.push_back(hand);
    }
    const bool aceOnTop = turn_.top != kNoCard && rankOf(turn_.top) == kAce;
    v.stats = {{"turn", -1, turnNumber_},
               {"dealer", -1, dealer_},
               {"direction", -1, turn_.direction},
               {"pending_pickup", -1, turn_.facing},
               {"pickup_next", -1, pickupForNext(turn_)},
               {"pending_skips", -1, turn_.skips},
               {"next_seat", -1, nextSeatNow()},
               {"turn_cards", -1, turn_.played},
               {"capped", -1, isCapped(turn_) ? 1 : 0},
               {"end_cost", -1, endCostNow()},
               {"pickup_cost", -1, pickupCostNow()},
               {"step", -1, sameRankOnly(turn_) ? 2 : 1},
               {"defending", -1, turn_.defending ? 1 : 0},
               {"named_suit", -1, aceOnTop ? turn_.namedSuit : -1},
               {"winner", -1, winner_}};
    for (int s = 0; s < players(); ++s) v.stats.push_back({"debt", s, debt_[s]});
    return v;
}

std::unique_ptr<GameState> BlackjackSchoolState::determinize(int seat, Rng& rng) const {
    auto copy = std::make_unique<BlackjackSchoolState>(*this);
    copy->deal_.reseed(rng);
    if (over_) return copy;
    // Cards `seat` cannot see are the other hands and the deck. Everyone knows
    // which refill each unseen card came from and how many cards of each refill
    // every seat drew, so cards are only exchanged within one refill group.
    std::map<std::uint16_t, std::vector<CardId>> groups;
    for (int s = 0; s < players(); ++s)
        if (s != seat)
            for (CardId c : CardSet::fromBits(hands_[s])) groups[refillOf_[c]].push_back(c);
    for (CardId c : deck_) groups[refillOf_[c]].push_back(c);
    // Sorted first, so that the result depends only on what `seat` knows, not
    // on where the unseen cards truly lie.
    for (auto& [refill, cards] : groups) {
        std::sort(cards.begin(), cards.end());
        rng.shuffle(cards);
    }
    std::map<std::uint16_t, std::size_t> nextOf;
    const auto take = [&](CardId old) { return groups[refillOf_[old]][nextOf[refillOf_[old]]++]; };
    for (int s = 0; s < players(); ++s) {
        if (s == seat) continue;
        std::uint64_t hand = 0;
        for (CardId c : CardSet::fromBits(hands_[s])) hand |= bitOf(take(c));
        copy->hands_[s] = hand;
    }
    for (std::size_t i = 0; i < deck_.size(); ++i) copy->deck_[i] = take(deck_[i]);
    return copy;
}

}  // namespace felt::blackjack_school
