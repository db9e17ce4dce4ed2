// The rules of a single Blackjack (school rules) turn as pure functions on a
// small value. The game state applies them, and the heuristic bot uses the very
// same functions to plan whole turns, so the rules exist only once.
//
// Vocabulary: a "step-1" card matches the card below it by suit or rank (an Ace
// is wild here and names the suit it stands for); a "step-2" card repeats the
// rank of the card below it. After a step-1 card only step-2 cards may follow;
// after a step-2 card a step-1 card "caps" the turn (a same-rank card may count
// as either). A 3 or a Queen resets the turn to step 1 (on a Queen anything
// goes). 2s and Jacks build a pick-up for the next player when they end a turn.
#pragma once

#include <cstdint>

#include "core/card.h"
#include "core/deck_layout.h"

namespace felt::blackjack_school {

inline constexpr int kCards = 52;
inline constexpr int kSuits = 4;

// French52 layout: suit by suit, ranks 2..K then the Ace.
inline int suitOf(CardId c) {
    return french_layout::suitOf(c);
}
inline int rankOf(CardId c) {
    return french_layout::rankOf(c);
}
// A 2 3 8 J Q K: cards with an effect, and no way to go out.
bool isPowerCard(CardId c);
// Cards the next player picks up for this card at the end of a turn: 2, red
// Jack 3, black Jack 5; 0 for every other card.
int pickupValue(CardId c);

// The roles a card may take in the current turn (a bit set; 0 = not playable).
enum Role : std::uint8_t { kStep1 = 1, kStep2 = 2 };

struct Turn {
    CardId top = kNoCard;         // top of the play pile; kNoCard while the pile is empty
    std::int8_t namedSuit = -1;   // the suit an Ace on top stands for
    std::uint8_t roles = 0;       // roles the top card took this turn; 0: none played yet
    bool defending = false;       // answering a pick-up: only 2s and Jacks may be played
    std::int16_t played = 0;      // cards played this turn
    std::int16_t facing = 0;      // pick-up owed by the player on turn (0 once cancelled)
    std::int16_t run = 0;         // value of the 2s/Jacks at the end of this turn so far
    std::int8_t direction = 1;    // +1 clockwise (seat numbers go up), -1 the other way
    std::int8_t skips = 0;        // 8s played this turn
    std::int16_t skipOffset = 0;  // each 8 adds the direction current when it was played

    bool operator==(const Turn&) const = default;
};

// The suit cards must follow: the named suit of an Ace, else the printed one.
int effectiveSuit(const Turn& turn);
// Whether `card` matches the top card (suit or rank; anything on an empty pile or a Queen).
bool matchesTop(const Turn& turn, CardId card);
// The roles `card` can take if played now; 0 means it may not be played.
std::uint8_t rolesFor(const Turn& turn, CardId card);
// Plays `card` (which must have a role); `namedSuit` matters for Aces only.
void playCard(Turn& turn, CardId card, int namedSuit);

// Whether the turn may end now: after at least one card, and not on a Queen
// while cards remain (a Queen must be covered; a 3 may be left for a card).
bool mayEnd(const Turn& turn, bool handEmpty);
// True when ending now needs no card for being uncapped: the top card counts as
// step 1 and is not a 3 or a Queen, or it is a 2 or a Jack.
bool isCapped(const Turn& turn);
// Cards the player picks up when ending now (0 or 1): for ending uncapped, or
// for emptying the hand with a power card.
int endCost(const Turn& turn, bool handEmpty);
// The pick-up the next player faces if the turn ends now.
int pickupForNext(const Turn& turn);
// Who plays next if the turn ends now: the final direction plus every skip.
int nextSeat(const Turn& turn, int seat, int players);
// True if only same-rank cards (step 2) may follow now.
bool sameRankOnly(const Turn& turn);

}  // namespace felt::blackjack_school
