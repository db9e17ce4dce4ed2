#include "knowledge.h"

#include "determinize.h"

namespace felt {

bool Knowledge::redeal(int viewer, std::vector<CardSet>& hands,
                       std::vector<std::vector<CardId>*> extras, Rng& rng) const {
    CardSet pool;
    std::vector<HiddenPlace> places;
    for (int s = 0; s < static_cast<int>(hands.size()); ++s) {
        if (s == viewer) continue;
        pool |= hands[static_cast<std::size_t>(s)];
        places.push_back({hands[static_cast<std::size_t>(s)].size(), ruledOut(s)});
    }
    for (const auto* extra : extras) {
        for (CardId c : *extra) pool.insert(c);
        places.push_back({static_cast<int>(extra->size()), {}});
    }
    const auto dealt = dealHidden(pool, places, rng);
    if (dealt.empty() && !places.empty()) return false;
    std::size_t p = 0;
    for (int s = 0; s < static_cast<int>(hands.size()); ++s) {
        if (s == viewer) continue;
        CardSet hand;
        for (CardId c : dealt[p]) hand.insert(c);
        hands[static_cast<std::size_t>(s)] = hand;
        ++p;
    }
    for (auto* extra : extras) *extra = dealt[p++];
    return true;
}

}  // namespace felt
