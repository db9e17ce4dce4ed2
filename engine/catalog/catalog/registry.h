// The catalog: the list of games Felt knows, with what the CLI, the settings
// panel and records need to set one up. It composes the games and the bots;
// engine/core knows neither.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "games/game_info.h"

namespace felt {

const std::vector<GameInfo>& allGames();
const GameInfo* findGame(std::string_view id);
// Adds a game to the catalog (e.g. one written for the tests); false when a
// game with that id exists. Call it before anything reads the catalog.
bool registerGame(GameInfo game);

// Checks players and options (filling defaults into config.options) and creates
// the game. On a bad setup returns null and sets `error`.
std::unique_ptr<GameState> createGame(const GameInfo& game, GameConfig config, std::string& error);
std::string validateSetup(const GameInfo& game, int players, OptionValues& options);

// A bot of `kind` for `game`; null (and `error`) for an unknown kind.
std::unique_ptr<Bot> createBot(const GameInfo& game, const std::string& kind, std::uint64_t seed,
                               std::string& error);

}  // namespace felt
