// What a game declares about itself: its name, seats, options, bot kinds and
// how to create its state and bots. Each game fills one in (games/<id>/<id>_info.cpp);
// the catalog (catalog/registry.h) lists them all.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
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
    // Bot kinds offered to people, weakest first and strongest last (the setup
    // panel relies on that order). "random" always works.
    std::vector<std::string> botKinds = {"random"};
    // Extra checks of a whole setup beyond single options ("" = fine).
    std::function<std::string(int players, const OptionValues&)> checkSetup;
    std::function<std::unique_ptr<GameState>(const GameConfig&)> create;
    // Game-specific bots (kinds other than "random"); may be empty.
    std::function<std::unique_ptr<Bot>(const std::string& kind, std::uint64_t seed)> makeBot;
};

}  // namespace felt
