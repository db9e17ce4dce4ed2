// How much a hand is worth to the heuristic bot, from what its seat knows:
// its own cards and the public lay-downs, kept markers and dibs slots.
#pragma once

#include <array>
#include <cstdint>

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
    // Copies of each number card a hand holds, by suit and rank 1..10,
    // counting only cards that are not locked.
    using Held = std::array<std::array<std::uint8_t, 11>, 4>;
    Held heldIn(CardSet hand) const;
    // Copies of (suit, rank) still in play: not locked on the table, not held.
    int available(int suit, int rank, const Held& held) const;
    double firstScore(CardSet hand) const;
    double secondScore(CardSet hand, CardSet layout) const;

    const JumpStartState& game_;
    const Deck& deck_;
    int seat_;
    CardSet locked_;  // cards nobody can draw again: lay-downs, kept markers, others' dibs
    // Copies of each number card not locked, by suit and rank 1..10: counted
    // once per decision instead of for every card of every hand judged (the
    // bot's hottest path; two decks hold two copies of each).
    Held left_{};
};

}  // namespace felt::jumpstart
