// The four levels offered for every game, and how each is made:
//   beginner  the game's heuristic bot, with one decision in four played at random
//   casual    the game's heuristic bot ("heuristic" is the same player)
//   strong    search (ISMCTS) with random playouts
//   expert    search with more iterations and playouts partly played by the heuristic bot
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "bots/search_bot.h"
#include "games/game_info.h"

namespace felt {

inline constexpr double kBeginnerMistakeRate = 0.25;
// Caps on one decision's think time at the table, whatever the iteration budget.
inline constexpr std::chrono::milliseconds kStrongTimeCap{45};
inline constexpr std::chrono::milliseconds kExpertTimeCap{140};

// Null when `kind` is not a level (or "heuristic").
std::unique_ptr<Bot> createLevelBot(const GameInfo& game, const std::string& kind,
                                    std::uint64_t seed);
// The search settings of "strong" or "expert" in `game`.
SearchSettings searchSettings(const GameInfo& game, const std::string& level);

}  // namespace felt
