#include "knowledge.h"

#include <algorithm>

#include "determinize.h"

namespace felt {

bool Knowledge::redeal(int viewer, std::vector<CardSet>& hands,
                       std::vector<std::vector<CardId>*> extras, Rng& rng) const {
    const std::uint32_t me = viewer >= 0 ? 1u << viewer : 0u;
    const auto unknown = [&](CardId c) { return (knownBy_[c] & me) == 0; };
    // Every place the viewer cannot see into: the other hands, then the extras.
    std::vector<int> seats;
    std::vector<CardSet> hidden;  // per place: its cards whose place the viewer does not know
    for (int s = 0; s < static_cast<int>(hands.size()); ++s) {
        if (s == viewer) continue;
        CardSet cards;
        for (CardId c : hands[static_cast<std::size_t>(s)])
            if (unknown(c)) cards.insert(c);
        seats.push_back(s);
        hidden.push_back(cards);
    }
    for (const auto* extra : extras) {
        CardSet cards;
        for (CardId c : *extra)
            if (unknown(c)) cards.insert(c);
        seats.push_back(-1);
        hidden.push_back(cards);
    }
    CardSet all;
    for (const CardSet& h : hidden) all |= h;
    std::vector<std::uint16_t> groups{0};
    if (classes_) {
        groups.clear();
        for (CardId c : all)
            if (std::find(groups.begin(), groups.end(), class_[c]) == groups.end())
                groups.push_back(class_[c]);
        std::sort(groups.begin(), groups.end());
    }
    // Each class is dealt on its own; what each place receives, by class.
    std::vector<std::vector<std::vector<CardId>>> dealt;  // [class][place]
    for (std::uint16_t g : groups) {
        CardSet pool;
        std::vector<HiddenPlace> places;
        for (std::size_t p = 0; p < hidden.size(); ++p) {
            CardSet mine;
            for (CardId c : hidden[p])
                if (!classes_ || class_[c] == g) mine.insert(c);
            pool |= mine;
            places.push_back({mine.size(), seats[p] >= 0 ? ruledOut(seats[p]) : CardSet{}});
        }
        auto cards = dealHidden(pool, places, rng);
        if (cards.empty() && !pool.empty()) return false;
        cards.resize(places.size());
        dealt.push_back(std::move(cards));
    }
    std::size_t p = 0;
    for (; p < seats.size() && seats[p] >= 0; ++p) {
        CardSet& hand = hands[static_cast<std::size_t>(seats[p])];
        hand -= hidden[p];
        for (const auto& byPlace : dealt)
            for (CardId c : byPlace[p]) hand.insert(c);
    }
    // An extra keeps its order of known cards and of classes: each unseen
    // position takes the next dealt card of its own class.
    for (auto* extra : extras) {
        std::vector<std::size_t> next(groups.size(), 0);
        for (CardId& c : *extra) {
            if (!unknown(c)) continue;
            const std::size_t g =
                classes_ ? static_cast<std::size_t>(
                               std::find(groups.begin(), groups.end(), class_[c]) - groups.begin())
                         : 0;
            c = dealt[g][p][next[g]++];
        }
        ++p;
    }
    return true;
}

}  // namespace felt
