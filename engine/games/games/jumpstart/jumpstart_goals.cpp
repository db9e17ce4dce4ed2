#include "jumpstart_goals.h"

#include <algorithm>
#include <array>
#include <bit>

namespace felt::jumpstart {

namespace {

constexpr std::uint16_t kAllRanks = 0x3FF;

std::uint16_t rankBit(const Face& f) {
    return static_cast<std::uint16_t>(1u << (f.rank - 1));
}

}  // namespace

bool isCircularRun(std::uint16_t mask) {
    mask &= kAllRanks;
    if (mask == 0) return false;
    if (mask == kAllRanks) return true;
    // A run on the circle has exactly one card whose lower neighbour is missing.
    const auto lowerNeighbours =
        static_cast<std::uint16_t>(((mask << 1) | (mask >> 9)) & kAllRanks);
    return std::popcount(static_cast<unsigned>(mask & ~lowerNeighbours)) == 1;
}

std::vector<CardId> inRunOrder(const Deck& deck, std::vector<CardId> cards) {
    const auto rank = [&deck](CardId c) { return static_cast<int>(deck.face(c).rank); };
    std::sort(cards.begin(), cards.end(), [&](CardId a, CardId b) { return rank(a) < rank(b); });
    if (cards.size() < 2) return cards;
    const auto has = [&](int r) {
        return std::any_of(cards.begin(), cards.end(), [&](CardId c) { return rank(c) == r; });
    };
    // The run's lowest card: its lower neighbour on the circle is missing.
    const auto start = std::find_if(cards.begin(), cards.end(), [&](CardId c) {
        return !has(rank(c) == kAce ? 10 : rank(c) - 1);
    });
    if (start != cards.end()) std::rotate(cards.begin(), start, cards.end());
    return cards;
}

bool meetsFirstGoal(const Deck& deck, CardSet hand) {
    if (hand.size() != 5) return false;
    int markers = 0;
    unsigned suits = 0;
    for (CardId c : hand) {
        const Face& f = deck.face(c);
        if (isMarker(f))
            ++markers;
        else if (isNumberCard(f))
            suits |= 1u << f.suit;
        else
            return false;  // a Joker never belongs to a goal
    }
    return markers == 1 && suits == 0xF;
}

CardId layoutCardOfSuit(const Deck& deck, CardSet layout, int suit) {
    for (CardId c : layout) {
        const Face& f = deck.face(c);
        if (isNumberCard(f) && f.suit == suit) return c;
    }
    return kNoCard;
}

bool meetsSecondGoal(const Deck& deck, CardSet layout, CardSet hand) {
    if (hand.size() != 5) return false;
    std::array<std::uint16_t, 4> runs{};
    for (CardId c : layout) {
        const Face& f = deck.face(c);
        if (isNumberCard(f)) runs[f.suit] = rankBit(f);
    }
    int markers = 0;
    std::array<bool, 4> extended{};
    for (CardId c : hand) {
        const Face& f = deck.face(c);
        if (isMarker(f)) {
            ++markers;
            continue;
        }
        if (!isNumberCard(f) || runs[f.suit] == 0) return false;
        const std::uint16_t bit = rankBit(f);
        if (runs[f.suit] & bit) return false;  // a rank twice (two decks) breaks the run
        runs[f.suit] |= bit;
        extended[f.suit] = true;
    }
    if (markers != 1) return false;
    for (int s = 0; s < 4; ++s)
        if (extended[s] && !isCircularRun(runs[s])) return false;
    return true;
}

}  // namespace felt::jumpstart
