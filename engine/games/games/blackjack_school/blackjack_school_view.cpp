// What each seat sees of a Blackjack (school rules) game, and determinization.
#include <algorithm>

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
    for (int s = 0; s < players(); ++s) {
        v.stats.push_back({"debt", s, debt_[s]});
        v.stats.push_back({"in_hand", s, handSize(s)});
    }
    return v;
}

std::unique_ptr<GameState> BlackjackSchoolState::determinize(int seat, Rng& rng) const {
    auto copy = std::make_unique<BlackjackSchoolState>(*this);
    copy->deal_.reseed(rng);
    if (over_) return copy;
    // Unseen by `seat`: the other hands and the deck, dealt anew within the
    // refill classes (cards change places only with cards of the same refill).
    std::vector<CardSet> hands;
    for (int s = 0; s < players(); ++s) hands.push_back(CardSet::fromBits(hands_[s]));
    if (!knowledge_.redeal(seat, hands, {&copy->deck_}, rng)) return copy;
    for (int s = 0; s < players(); ++s) copy->hands_[s] = hands[s].low();
    return copy;
}

}  // namespace felt::blackjack_school
