#include "turn_rules.h"

namespace felt::blackjack_school {

bool isPowerCard(CardId c) {
    switch (rankOf(c)) {
        case kAce:
        case 2:
        case 3:
        case 8:
        case kJack:
        case kQueen:
        case kKing:
            return true;
        default:
            return false;
    }
}

int pickupValue(CardId c) {
    const int rank = rankOf(c);
    if (rank == 2) return 2;
    if (rank == kJack) return isRedSuit(suitOf(c)) ? 3 : 5;
    return 0;
}

int effectiveSuit(const Turn& turn) {
    if (turn.top == kNoCard) return -1;
    if (rankOf(turn.top) == kAce && turn.namedSuit >= 0) return turn.namedSuit;
    return suitOf(turn.top);
}

bool matchesTop(const Turn& turn, CardId card) {
    if (turn.top == kNoCard || rankOf(turn.top) == kQueen) return true;
    return suitOf(card) == effectiveSuit(turn) || rankOf(card) == rankOf(turn.top);
}

namespace {

// A 3 demands a matching card next and a Queen allows any: both put the turn
// back to step 1, so the next card can only be a step-1 card.
bool resetsToStepOne(CardId top) {
    const int rank = rankOf(top);
    return rank == 3 || rank == kQueen;
}

}  // namespace

std::uint8_t rolesFor(const Turn& turn, CardId card) {
    const bool ace = rankOf(card) == kAce;
    if (turn.played == 0) {
        if (turn.facing > 0) {
            // Facing a pick-up: an Ace cancels it, a matching 2 or Jack passes it on.
            if (ace) return kStep1;
            return pickupValue(card) > 0 && matchesTop(turn, card) ? kStep1 : 0;
        }
        return ace || matchesTop(turn, card) ? kStep1 : 0;
    }
    if (turn.defending && pickupValue(card) == 0) return 0;
    const bool reset = resetsToStepOne(turn.top);
    std::uint8_t roles = 0;
    if ((reset || (turn.roles & kStep2)) && (ace || matchesTop(turn, card))) roles |= kStep1;
    if (!reset && rankOf(card) == rankOf(turn.top)) roles |= kStep2;
    return roles;
}

void playCard(Turn& turn, CardId card, int namedSuit) {
    const std::uint8_t roles = rolesFor(turn, card);
    const int rank = rankOf(card);
    if (turn.played == 0 && turn.facing > 0) {
        if (rank == kAce)
            turn.facing = 0;  // cancelled: the rest is a normal turn
        else
            turn.defending = true;
    }
    ++turn.played;
    turn.top = card;
    turn.namedSuit = static_cast<std::int8_t>(rank == kAce ? namedSuit : -1);
    turn.roles = roles;
    if (rank == 8) {
        ++turn.skips;
        turn.skipOffset = static_cast<std::int16_t>(turn.skipOffset + turn.direction);
    }
    if (rank == kKing) turn.direction = static_cast<std::int8_t>(-turn.direction);
    const int value = pickupValue(card);
    turn.run = static_cast<std::int16_t>(value > 0 ? turn.run + value : 0);
}

bool mayEnd(const Turn& turn, bool handEmpty) {
    if (turn.played == 0) return false;
    return handEmpty || rankOf(turn.top) != kQueen;
}

bool isCapped(const Turn& turn) {
    if (turn.played == 0) return false;
    if (pickupValue(turn.top) > 0) return true;
    return (turn.roles & kStep1) && !resetsToStepOne(turn.top);
}

int endCost(const Turn& turn, bool handEmpty) {
    if (!isCapped(turn)) return 1;
    return handEmpty && isPowerCard(turn.top) ? 1 : 0;
}

int pickupForNext(const Turn& turn) {
    return turn.run + (turn.defending ? turn.facing : 0);
}

int nextSeat(const Turn& turn, int seat, int players) {
    const int step = turn.direction + turn.skipOffset;
    return ((seat + step) % players + players) % players;
}

bool sameRankOnly(const Turn& turn) {
    return turn.played > 0 && turn.roles == kStep1 && !resetsToStepOne(turn.top);
}

}  // namespace felt::blackjack_school
