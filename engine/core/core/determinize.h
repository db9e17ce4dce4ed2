// Dealing unknown cards into hidden places while respecting what is publicly
// known (e.g. a seat that failed to follow suit holds none of that suit).
#pragma once

#include <vector>

#include "card_set.h"
#include "rng.h"

namespace felt {

struct HiddenPlace {
    int count = 0;      // how many unknown cards it holds
    CardSet forbidden;  // cards it is known not to hold
};

// Deals every card of `pool` into `places` (counts must add up to the pool
// size) at random without breaking any `forbidden` constraint. Returns one
// vector of cards per place, or an empty result if no such deal exists.
std::vector<std::vector<CardId>> dealHidden(CardSet pool, const std::vector<HiddenPlace>& places,
                                            Rng& rng);

}  // namespace felt
