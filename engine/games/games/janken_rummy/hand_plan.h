// The best way to split a hand into melds: sets, runs and strong runs overlap,
// so the bot searches over disjoint combinations instead of taking melds
// greedily. Best = the most pips melded, then the most cards melded.
#pragma once

#include <vector>

#include "games/janken_rummy/meld_search.h"

namespace felt::janken_rummy {

struct HandPlan {
    std::vector<FoundMeld> melds;
    CardSet melded;
    int deadwood = 0;  // pips of the cards left out
};

int pipTotal(CardSet cards);
HandPlan bestPlan(CardSet hand);

}  // namespace felt::janken_rummy
