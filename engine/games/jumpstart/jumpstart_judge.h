// How much a hand is worth to the heuristic bot, from what its seat knows:
// its own cards and the public lay-downs, kept markers and dibs slots.
#pragma once

#include "core/card_set.h"
#include "jumpstart.h"

namespace felt::jumpstart {

class HandJudge {
public:
    HandJudge(const JumpStartState& game, int seat);

    Stage stage() const { return game_.stage(seat_); }

    // Worth of a four-card hand for the current goal (with `layout` as the
    // first lay-down in stage two): roughly the number of goal cards held.
    double score(CardSet hand, CardSet layout) const;
    // Worth of a five-card hand: kComplete if it meets the goal, else the best
    // four cards left after one discard.
    double best5(CardSet hand, CardSet layout) const;
    // No marker can be had any more, or the runs cannot grow to four cards.
    bool hopeless() const;

    static constexpr double kComplete = 100.0;

private:
    // Copies of (suit, rank) still in play: not locked on the table, not in `mine`.
    int available(int suit, int rank, CardSet mine) const;
    double firstScore(CardSet hand) const;
    double secondScore(CardSet hand, CardSet layout) const;

    const JumpStartState& game_;
    const Deck& deck_;
    int seat_;
    CardSet locked_;  // cards nobody can draw again: lay-downs, kept markers, others' dibs
    // Every copy of each number card, by suit and rank 1..10 (two decks hold
    // two): looked up instead of searching the deck, the bot's hottest path.
    CardSet copies_[4][11];
};

}  // namespace felt::jumpstart
