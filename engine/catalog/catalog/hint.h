// Hints for a person: what the Expert would do in their seat, worked out from
// that seat's information set only (never from the true state's hidden cards).
#pragma once

#include <cstdint>
#include <stop_token>
#include <string>

#include "bots/bot.h"
#include "core/info_set.h"
#include "games/game_info.h"

namespace felt {

struct Hint {
    Action action;
    std::string text;  // the action in the game's notation
    Phrase reason;     // one sentence for a person; may be empty
};

// The Expert's choice for info.seat(). `seed` makes the search reproducible:
// the same information set and seed give the same hint (within the Expert's
// iterations, or `budget` when given; the time cap may end it sooner).
Hint expertHint(const GameInfo& game, const InfoSet& info, std::uint64_t seed,
                std::stop_token stop = {}, const ThinkBudget& budget = {});

}  // namespace felt
