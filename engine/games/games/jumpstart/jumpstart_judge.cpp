#include "jumpstart_judge.h"

#include <algorithm>

#include "jumpstart_goals.h"

namespace felt::jumpstart {

namespace {

// Ranks on the circle A..10, so that rank 0 is 10 and rank 11 is the Ace.
int wrapRank(int rank) {
    // The judge looks at most a dozen ranks away, so a step or two of ten
    // wraps any rank it asks about: cheaper than a division.
    while (rank < 1) rank += 10;
    while (rank > 10) rank -= 10;
    return rank;
}

// What the judge reads of a deck: how many copies it has of each number
// card, by suit and rank 1..10, and which cards are markers.
struct DeckFacts {
    explicit DeckFacts(const Deck& deck) {
        for (int id = 0; id < deck.size(); ++id) {
            const Face& f = deck.face(static_cast<CardId>(id));
            if (isNumberCard(f)) ++copies[f.suit][f.rank];
            if (isMarker(f)) markers.insert(static_cast<CardId>(id));
        }
    }
    std::array<std::array<std::uint8_t, 11>, 4> copies{};
    CardSet markers;
};

// Made once for each of the decks Jump Start plays (ruling JS-1), not for
// every decision.
const DeckFacts& factsOf(const Deck& deck) {
    switch (deck.kind()) {
        case DeckKind::French52: {
            static const DeckFacts facts(deck);
            return facts;
        }
        case DeckKind::French54: {
            static const DeckFacts facts(deck);
            return facts;
        }
        case DeckKind::FrenchDouble108: {
            static const DeckFacts facts(deck);
            return facts;
        }
        default:
            break;
    }
    thread_local DeckFacts other(deck);
    other = DeckFacts(deck);
    return other;
}

}  // namespace

HandJudge::HandJudge(const JumpStartState& game, int seat)
    : game_(game), deck_(game.deck()), seat_(seat) {
    for (int s = 0; s < game.players(); ++s) {
        locked_ |= game.layout(s) | game.runs(s) | game.keptMarkers(s);
        if (s != seat && game.dibsCard(s) != kNoCard) locked_.insert(game.dibsCard(s));
    }
    left_ = factsOf(deck_).copies;
    for (CardId c : locked_) {
        const Face& f = deck_.face(c);
        if (isNumberCard(f)) --left_[f.suit][f.rank];
    }
}

HandJudge::Held HandJudge::heldIn(CardSet hand) const {
    Held held{};
    for (CardId c : hand - locked_) {
        const Face& f = deck_.face(c);
        if (isNumberCard(f)) ++held[f.suit][f.rank];
    }
    return held;
}

int HandJudge::available(int suit, int rank, const Held& held) const {
    const int r = wrapRank(rank);
    return left_[suit][r] - held[suit][r];
}

double HandJudge::score(CardSet hand, CardSet layout) const {
    return stage() == Stage::First ? firstScore(hand) : secondScore(hand, layout);
}

double HandJudge::best5(CardSet hand, CardSet layout) const {
    const bool done = stage() == Stage::First ? meetsFirstGoal(deck_, hand)
                                              : meetsSecondGoal(deck_, layout, hand);
    if (done) return kComplete;
    double best = -1;
    for (CardId c : hand)
        if (!deck_.face(c).isJoker())
            best = std::max(best, score(hand - CardSet::single(c), layout));
    return best;
}

bool HandJudge::hopeless() const {
    if ((factsOf(deck_).markers - locked_).empty()) return true;
    if (stage() != Stage::Second) return false;
    // How far the runs could still grow, counting each side of each layout card.
    int reach = 0;
    const Held none{};
    for (CardId l : game_.layout(seat_)) {
        const Face& f = deck_.face(l);
        if (!isNumberCard(f)) continue;
        for (int dir = -1; dir <= 1; dir += 2)
            for (int k = 1; k <= 4 && available(f.suit, f.rank + dir * k, none) > 0; ++k) ++reach;
    }
    return reach < 4;
}

double HandJudge::firstScore(CardSet hand) const {
    const Held held = heldIn(hand);
    int markers = 0;
    double suitBest[4] = {-1, -1, -1, -1};
    for (CardId c : hand) {
        const Face& f = deck_.face(c);
        if (isMarker(f)) ++markers;
        if (!isNumberCard(f)) continue;
        // Ranks whose neighbours are still in play make the later runs easier.
        double potential = 0;
        for (int d = 1; d <= 2; ++d)
            potential += available(f.suit, f.rank + d, held) + available(f.suit, f.rank - d, held);
        suitBest[f.suit] = std::max(suitBest[f.suit], 1.0 + 0.01 * potential);
    }
    double s = markers > 0 ? 1.0 : 0.0;
    for (double b : suitBest) s += std::max(0.0, b);
    return s;
}

double HandJudge::secondScore(CardSet hand, CardSet layout) const {
    const Held held = heldIn(hand);
    int markers = 0;
    std::uint16_t ranks[4] = {0, 0, 0, 0};
    int base[4] = {0, 0, 0, 0};
    for (CardId c : layout) {
        const Face& f = deck_.face(c);
        if (isNumberCard(f)) base[f.suit] = f.rank;
    }
    for (CardId c : hand) {
        const Face& f = deck_.face(c);
        if (isMarker(f)) ++markers;
        if (isNumberCard(f)) ranks[f.suit] |= static_cast<std::uint16_t>(1u << (f.rank - 1));
    }
    double joined = 0, near = 0, open = 0;
    for (int s = 0; s < 4; ++s) {
        if (base[s] == 0) continue;
        const auto has = [&](int r) { return (ranks[s] >> (wrapRank(r) - 1)) & 1u; };
        int up = 0, down = 0;
        while (up < 9 && has(base[s] + up + 1)) ++up;
        while (down < 9 - up && has(base[s] - down - 1)) ++down;
        joined += up + down;
        // A card one gap beyond the run counts partly if the gap can still be filled.
        if (has(base[s] + up + 2) && available(s, base[s] + up + 1, held)) near += 1;
        if (has(base[s] - down - 2) && available(s, base[s] - down - 1, held)) near += 1;
        open += available(s, base[s] + up + 1, held) + available(s, base[s] - down - 1, held);
    }
    const double numbers =
        std::min(4.0, joined) + std::min(std::max(0.0, 4.0 - joined), 0.4 * near);
    return (markers > 0 ? 1.0 : 0.0) + numbers + 0.01 * open;
}

}  // namespace felt::jumpstart
