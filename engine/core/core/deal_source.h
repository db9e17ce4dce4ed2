// Where a game's shuffles come from: the seeded Rng, or stacked deck orders
// given in the config (tests, records of arranged deals).
#pragma once

#include <cstdint>
#include <vector>

#include "card.h"
#include "rng.h"

namespace felt {

class DealSource {
public:
    DealSource(std::uint64_t seed, std::vector<std::vector<CardId>> stacked)
        : rng_(seed), stacked_(std::move(stacked)) {}

    // Shuffles `cards` in place (first element = top card). A pending stacked
    // order is used for the next shuffle: listed cards come first in the listed
    // order, unlisted ones follow in random order.
    void shuffle(std::vector<CardId>& cards);
    // A uniform number in [0, bound) for other chance events (first dealer).
    int below(int bound) { return static_cast<int>(rng_.below(static_cast<std::uint32_t>(bound))); }

    // Forget stacked orders and continue from a fresh seed (determinization:
    // a searching bot must not know future shuffles).
    void reseed(Rng& from) {
        stacked_.clear();
        next_ = 0;
        rng_.reseed(from.next64(), from.next64());
    }

private:
    Rng rng_;
    std::vector<std::vector<CardId>> stacked_;
    std::size_t next_ = 0;
};

}  // namespace felt
