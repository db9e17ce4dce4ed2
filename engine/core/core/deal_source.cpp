#include "deal_source.h"

#include <array>

#include "card_set.h"

namespace felt {

void DealSource::shuffle(std::vector<CardId>& cards) {
    rng_.shuffle(cards);
    if (next_ >= stacked_.size()) return;
    const std::vector<CardId>& order = stacked_[next_++];
    CardSet present;
    for (CardId c : cards) present.insert(c);
    std::vector<CardId> arranged;
    arranged.reserve(cards.size());
    CardSet used;
    for (CardId c : order) {
        if (present.contains(c) && !used.contains(c)) {
            arranged.push_back(c);
            used.insert(c);
        }
    }
    for (CardId c : cards)
        if (!used.contains(c)) arranged.push_back(c);
    cards.swap(arranged);
}

}  // namespace felt
