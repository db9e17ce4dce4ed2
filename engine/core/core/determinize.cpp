#include "determinize.h"

#include <functional>

namespace felt {

// Cards are taken in random order and placed by bipartite matching (Kuhn's
// augmenting paths) onto the places' slots: with no constraints this is a
// uniformly random deal, and with constraints it always finds a valid deal
// when one exists.
std::vector<std::vector<CardId>> dealHidden(CardSet pool, const std::vector<HiddenPlace>& places,
                                            Rng& rng) {
    int total = 0;
    for (const HiddenPlace& p : places) total += p.count;
    if (total != pool.size()) return {};
    std::vector<CardId> cards;
    cards.reserve(static_cast<std::size_t>(total));
    for (CardId c : pool) cards.push_back(c);
    rng.shuffle(cards);
    // Fast path: when no place rules out any card of the pool, a shuffled pool
    // cut into the places' counts is already a uniformly random valid deal.
    bool constrained = false;
    for (const HiddenPlace& p : places) constrained = constrained || !(p.forbidden & pool).empty();
    if (!constrained) {
        std::vector<std::vector<CardId>> result(places.size());
        auto next = cards.begin();
        for (std::size_t p = 0; p < places.size(); ++p) {
            result[p].assign(next, next + places[p].count);
            next += places[p].count;
        }
        return result;
    }
    std::vector<int> slotPlace;
    for (int p = 0; p < static_cast<int>(places.size()); ++p)
        for (int i = 0; i < places[p].count; ++i) slotPlace.push_back(p);
    rng.shuffle(slotPlace);  // random slot order so ties are broken at random

    const int n = static_cast<int>(cards.size());
    std::vector<int> slotCard(n, -1);
    std::vector<char> seen(n);
    std::function<bool(int)> place = [&](int card) {
        for (int s = 0; s < n; ++s) {
            if (seen[s] || places[slotPlace[s]].forbidden.contains(cards[card])) continue;
            seen[s] = 1;
            if (slotCard[s] < 0 || place(slotCard[s])) {
                slotCard[s] = card;
                return true;
            }
        }
        return false;
    };
    for (int c = 0; c < n; ++c) {
        std::fill(seen.begin(), seen.end(), 0);
        if (!place(c)) return {};
    }
    std::vector<std::vector<CardId>> result(places.size());
    for (int s = 0; s < n; ++s) result[slotPlace[s]].push_back(cards[slotCard[s]]);
    return result;
}

}  // namespace felt
