#include "jumpstart_judge.h"

#include <algorithm>

#include "jumpstart_goals.h"

namespace felt::jumpstart {

namespace {

// Ranks on the circle A..10, so that rank 0 is 10 and rank 11 is the Ace.
int wrapRank(int rank) {
    return ((rank - 1) % 10 + 10) % 10 + 1;
}

}  // namespace

HandJudge::HandJudge(const JumpStartState& game, int seat)
    : game_(game), deck_(game.deck()), seat_(seat) {
    for (int s = 0; s < game.players(); ++s) {
        locked_ |= game.layout(s) | game.runs(s) | game.keptMarkers(s);
        if (s != seat && game.dibsCard(s) != kNoCard) locked_.insert(game.dibsCard(s));
    }
    for (int id = 0; id < deck_.size(); ++id) {
        const Face& f = deck_.face(static_cast<CardId>(id));
        if (isNumberCard(f)) copies_[f.suit][f.rank].insert(static_cast<CardId>(id));
    }
}

int HandJudge::available(int suit, int rank, CardSet mine) const {
    // At most two copies: clearing the lowest bit until none is left beats a
    // full bit count, which portable x86-64 builds make a library call.
    const CardSet left = copies_[suit][wrapRank(rank)] - locked_ - mine;
    int count = 0;
    for (std::uint64_t w : {left.low(), left.high()})
        for (; w != 0; w &= w - 1) ++count;
    return count;
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
    bool markerLeft = false;
    for (int id = 0; id < deck_.size() && !markerLeft; ++id)
        markerLeft = isMarker(deck_.face(static_cast<CardId>(id))) &&
                     !locked_.contains(static_cast<CardId>(id));
    if (!markerLeft) return true;
    if (stage() != Stage::Second) return false;
    // How far the runs could still grow, counting each side of each layout card.
    int reach = 0;
    for (CardId l : game_.layout(seat_)) {
        const Face& f = deck_.face(l);
        if (!isNumberCard(f)) continue;
        for (int dir = -1; dir <= 1; dir += 2)
            for (int k = 1; k <= 4 && available(f.suit, f.rank + dir * k, CardSet{}) > 0; ++k)
                ++reach;
    }
    return reach < 4;
}

double HandJudge::firstScore(CardSet hand) const {
    int markers = 0;
    double suitBest[4] = {-1, -1, -1, -1};
    for (CardId c : hand) {
        const Face& f = deck_.face(c);
        if (isMarker(f)) ++markers;
        if (!isNumberCard(f)) continue;
        // Ranks whose neighbours are still in play make the later runs easier.
        double potential = 0;
        for (int d = 1; d <= 2; ++d)
            potential += available(f.suit, f.rank + d, hand) + available(f.suit, f.rank - d, hand);
        suitBest[f.suit] = std::max(suitBest[f.suit], 1.0 + 0.01 * potential);
    }
    double s = markers > 0 ? 1.0 : 0.0;
    for (double b : suitBest) s += std::max(0.0, b);
    return s;
}

double HandJudge::secondScore(CardSet hand, CardSet layout) const {
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
        if (has(base[s] + up + 2) && available(s, base[s] + up + 1, hand)) near += 1;
        if (has(base[s] - down - 2) && available(s, base[s] - down - 1, hand)) near += 1;
        open += available(s, base[s] + up + 1, hand) + available(s, base[s] - down - 1, hand);
    }
    const double numbers =
        std::min(4.0, joined) + std::min(std::max(0.0, 4.0 - joined), 0.4 * near);
    return (markers > 0 ? 1.0 : 0.0) + numbers + 0.01 * open;
}

}  // namespace felt::jumpstart
