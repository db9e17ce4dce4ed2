// Facts about Janken cards that the rules need: which card id is which face,
// the suit-strength cycle (ruling JR-2) and the pip values used for scoring.
#pragma once

#include <cstdint>

#include "core/card.h"
#include "core/deck_layout.h"

namespace felt::janken_rummy {

inline constexpr int kSuits = 5;
inline constexpr int kRanks = 13;
inline constexpr CardId kFirstJoker = 65;  // Janken70: the five Jokers follow the 65 naturals
inline constexpr int kAceHigh = 14;        // the rank value of an Ace above the King

constexpr bool isJoker(CardId c) {
    return janken_layout::isJoker(c);
}
constexpr int suitOf(CardId c) {
    return janken_layout::suitOf(c);
}
// 1 = Ace .. 13 = King; 0 for a Joker (its rank comes from the meld).
constexpr int rankOf(CardId c) {
    return janken_layout::rankOf(c);
}
// `rank` 1..14 (14 = Ace high).
constexpr CardId naturalId(int suit, int rank) {
    return static_cast<CardId>(suit * kRanks + (rank == kAceHigh ? 0 : rank - 1));
}
constexpr CardId jokerId(int suit) {
    return static_cast<CardId>(kFirstJoker + suit);
}

// Bit b of kBeatsMask[a] set: suit a beats suit b. Rock beats Scissors and
// Lizard, Paper beats Rock and Water, Scissors beats Paper and Lizard, Water
// beats Rock and Scissors, Lizard beats Paper and Water.
inline constexpr std::uint8_t kBeatsMask[kSuits] = {0b10100, 0b01001, 0b10010, 0b00101, 0b01010};
constexpr bool beats(int a, int b) {
    return ((kBeatsMask[a] >> b) & 1) != 0;
}

// Points a card left in hand gives the player who goes out (ruling JR-7).
constexpr int pipValue(CardId c) {
    if (isJoker(c)) return 15;
    const int r = rankOf(c);
    return r >= 10 ? 10 : r;
}

// Joker ranks travel in Action::extra: four bits per Joker suit (0 = unused,
// 1 = Ace .. 13 = King; whether an Ace is low or high follows from the meld).
constexpr int jokerRankIn(std::uint32_t packed, int suit) {
    return static_cast<int>((packed >> (4 * suit)) & 0xF);
}
constexpr std::uint32_t withJokerRank(std::uint32_t packed, int suit, int rank) {
    const int r = rank == kAceHigh ? 1 : rank;
    return (packed & ~(0xFu << (4 * suit))) | (static_cast<std::uint32_t>(r) << (4 * suit));
}

}  // namespace felt::janken_rummy
