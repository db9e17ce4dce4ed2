#include "knowledge.h"

#include <algorithm>

#include "determinize.h"

namespace felt {

// Without known places or classes (Jabberwocky, MadJack), every unseen card
// goes into one pool: the quick path of a search's every sample.
bool Knowledge::redealPlainly(int viewer, std::vector<CardSet>& hands,
                              std::vector<std::vector<CardId>*>& extras, Rng& rng) const {
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

bool Knowledge::redeal(int viewer, std::vector<CardSet>& hands,
                       std::vector<std::vector<CardId>*> extras, Rng& rng) const {
    if (!places_) return redealPlainly(viewer, hands, extras, rng);
    const Places* facts = places_.get();
    const bool classes = facts->classes;
    const CardSet known =
        viewer >= 0 ? facts->knownTo[static_cast<std::size_t>(viewer)] : CardSet{};
    // Every place the viewer cannot see into (the other hands, then the
    // extras) and its cards whose place the viewer does not know.
    constexpr std::size_t kMaxPlaces = kMaxSeats + 8;
    const std::size_t count = hands.size() - (viewer >= 0 ? 1 : 0) + extras.size();
    if (count > kMaxPlaces) return false;
    std::array<int, kMaxPlaces> seats{};
    std::array<CardSet, kMaxPlaces> hidden{};
    std::size_t n = 0;
    for (int s = 0; s < static_cast<int>(hands.size()); ++s) {
        if (s == viewer) continue;
        seats[n] = s;
        hidden[n++] = hands[static_cast<std::size_t>(s)] - known;
    }
    for (const auto* extra : extras) {
        seats[n] = -1;
        for (CardId c : *extra)
            if (!known.contains(c)) hidden[n].insert(c);
        ++n;
    }
    // Each class is dealt on its own: `dealt[k][p]`, what place p receives of
    // the k-th class (one class when the game declares none).
    std::vector<std::uint16_t> groups;
    if (classes) {
        CardSet all;
        for (std::size_t p = 0; p < n; ++p) all |= hidden[p];
        for (CardId c : all)
            if (std::find(groups.begin(), groups.end(), facts->group[c]) == groups.end())
                groups.push_back(facts->group[c]);
        std::sort(groups.begin(), groups.end());
    } else {
        groups.push_back(0);
    }
    std::vector<std::vector<std::vector<CardId>>> dealt;
    dealt.reserve(groups.size());
    std::vector<HiddenPlace> places(n);
    for (std::uint16_t g : groups) {
        CardSet pool;
        for (std::size_t p = 0; p < n; ++p) {
            CardSet mine = hidden[p];
            if (classes)
                for (CardId c : hidden[p])
                    if (facts->group[c] != g) mine.erase(c);
            pool |= mine;
            places[p] = {mine.size(), seats[p] >= 0 ? ruledOut(seats[p]) : CardSet{}};
        }
        auto cards = dealHidden(pool, places, rng);
        if (cards.empty() && !pool.empty()) return false;
        cards.resize(places.size());
        dealt.push_back(std::move(cards));
    }
    std::size_t p = 0;
    for (; p < n && seats[p] >= 0; ++p) {
        CardSet& hand = hands[static_cast<std::size_t>(seats[p])];
        hand -= hidden[p];
        for (const auto& byPlace : dealt)
            for (CardId c : byPlace[p]) hand.insert(c);
    }
    // An extra keeps the order of its known cards and of its classes: each
    // unseen position takes the next dealt card of its own class.
    for (auto* extra : extras) {
        std::vector<std::size_t> next(groups.size(), 0);
        for (CardId& c : *extra) {
            if (known.contains(c)) continue;
            const std::size_t g =
                classes
                    ? static_cast<std::size_t>(
                          std::find(groups.begin(), groups.end(), facts->group[c]) - groups.begin())
                    : 0;
            c = dealt[g][p][next[g]++];
        }
        ++p;
    }
    return true;
}

}  // namespace felt
