// The list of games Felt knows, with what the CLI, the settings panel and
// records need to set one up.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "bots/bot.h"
#include "core/game_state.h"
#include "core/options.h"

namespace felt {

struct GameInfo {
    std::string id;    // stable: "jabberwocky", "madjack", ...
    std::string name;  // for people
    int minPlayers = 2;
    int maxPlayers = 2;
    std::vector<OptionSpec> options;
    std::vector<std::string> botKinds = {"random"};  // "random" always works
    // Extra checks of a whole setup beyond single options ("" = fine).
    std::function<std::string(int players, const OptionValues&)> checkSetup;
    std::function<std::unique_ptr<GameState>(const GameConfig&)> create;
    // Game-specific bots (kinds other than "random"); may be empty.
    std::function<std::unique_ptr<Bot>(const std::string& kind, std::uint64_t seed)> makeBot;
};

const std::vector<GameInfo>& allGames();
const GameInfo* findGame(std::string_view id);

// Checks players and options (filling defaults into config.options) and creates
// the game. On a bad setup returns null and sets `error`.
std::unique_ptr<GameState> createGame(const GameInfo& game, GameConfig config, std::string& error);
std::string validateSetup(const GameInfo& game, int players, OptionValues& options);

// A bot of `kind` for `game`; null (and `error`) for an unknown kind.
std::unique_ptr<Bot> createBot(const GameInfo& game, const std::string& kind, std::uint64_t seed,
                               std::string& error);

}  // namespace felt
