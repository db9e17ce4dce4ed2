// The card-id layouts of the decks in card.h, as constant-time functions. Games
// ask these for a card's suit and rank instead of doing their own arithmetic on
// ids; tst_core checks every function against Deck::face for every card.
#pragma once

#include "card.h"

namespace felt {

// French52, French54 and FrenchDouble108: suit by suit (clubs, diamonds, hearts,
// spades), ranks 2..10, J, Q, K, A inside a suit; the 108-card deck repeats the
// 52 naturals and puts its four Jokers last, like French54 its two.
namespace french_layout {
inline constexpr int kRanksPerSuit = 13;
inline constexpr int kNaturals = 52;
// Position of a natural inside its suit: 0 = deuce .. 12 = Ace. Also its strength
// in games where the Ace is high.
constexpr int strengthOf(CardId c) {
    return (c % kNaturals) % kRanksPerSuit;
}
constexpr bool isJoker(CardId c, DeckKind kind) {
    return kind == DeckKind::FrenchDouble108 ? c >= 2 * kNaturals : c >= kNaturals;
}
// Suit of a natural card (for Jokers see Deck::face: 0 black, 1 red).
constexpr int suitOf(CardId c) {
    return (c % kNaturals) / kRanksPerSuit;
}
// Rank of a natural card (see Rank: 1 = Ace .. 13 = King).
constexpr int rankOf(CardId c) {
    const int i = strengthOf(c);
    return i == kRanksPerSuit - 1 ? kAce : i + 2;
}
}  // namespace french_layout

// MadJack24: suit by suit, 9, 10, J, Q, K, A inside a suit.
namespace madjack_layout {
inline constexpr int kRanksPerSuit = 6;
constexpr int suitOf(CardId c) {
    return c / kRanksPerSuit;
}
// 0 = nine .. 5 = Ace.
constexpr int strengthOf(CardId c) {
    return c % kRanksPerSuit;
}
constexpr int rankOf(CardId c) {
    const int i = strengthOf(c);
    return i == kRanksPerSuit - 1 ? kAce : i + 9;
}
}  // namespace madjack_layout

// Janken65 and Janken70: suit by suit (R, P, S, W, L), ranks A..K, then one
// Joker per suit in suit order.
namespace janken_layout {
inline constexpr int kRanksPerSuit = 13;
inline constexpr int kNaturals = 65;
constexpr bool isJoker(CardId c) {
    return c >= kNaturals;
}
constexpr int suitOf(CardId c) {
    return isJoker(c) ? c - kNaturals : c / kRanksPerSuit;
}
// 1 = Ace .. 13 = King; 0 (kJoker) for a Joker.
constexpr int rankOf(CardId c) {
    return isJoker(c) ? 0 : c % kRanksPerSuit + 1;
}
}  // namespace janken_layout

}  // namespace felt
