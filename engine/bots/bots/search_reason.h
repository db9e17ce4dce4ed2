// The one sentence a hint gives for the search's choice.
#pragma once

#include <vector>

#include "search_bot.h"

namespace felt {

// Says how clearly the chosen move (`ranked` front, best first) beat the
// others over the `deals` it was tried on. Plain words, not the search's
// score: that mixes the chance of winning with the standing in the game, so
// a player would misread it as a chance to win.
Phrase searchReason(const std::vector<SearchOutcome::Choice>& ranked, int deals);

}  // namespace felt
