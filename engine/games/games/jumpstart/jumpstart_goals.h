// The two Jump Start goals and the card classes they are built from.
// Number cards are A..10 (rank 1..10), markers are J/Q/K, Jokers are neither.
// Ranks form a circle for runs: ... 9 10 A 2 ... (ruling JS-1).
#pragma once

#include <cstdint>
#include <vector>

#include "core/card.h"
#include "core/card_set.h"

namespace felt::jumpstart {

inline bool isNumberCard(const Face& f) {
    return f.rank >= kAce && f.rank <= 10;
}
inline bool isMarker(const Face& f) {
    return f.rank >= kJack;
}

// True when the ranks in `mask` (bit r-1 for rank r, ten bits) form one run of
// consecutive ranks on the circle A..10 (an empty mask is no run).
bool isCircularRun(std::uint16_t mask);

// First goal (JS-4): exactly one marker and four number cards of four different suits.
bool meetsFirstGoal(const Deck& deck, CardSet hand);

// Second goal (JS-6): one marker and four number cards that, suit by suit,
// extend the layout's number card of that suit to one run of distinct ranks.
// `layout` is the first lay-down (one marker, one number card per suit).
bool meetsSecondGoal(const Deck& deck, CardSet layout, CardSet hand);

// Number cards of one suit in run order: from the card whose lower neighbour
// (circularly, 10 below A) is missing upward. Cards that form no single run
// keep rank order after the run found.
std::vector<CardId> inRunOrder(const Deck& deck, std::vector<CardId> cards);

// The layout's number card of `suit`, or kNoCard.
CardId layoutCardOfSuit(const Deck& deck, CardSet layout, int suit);

}  // namespace felt::jumpstart
