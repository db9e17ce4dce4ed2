// libFuzzer target: option values. The first bytes choose the game and player
// count; each line is "key=value" as on felt-cli's command line. Validation
// must accept or refuse with a message, and an accepted set must create a game.
#include <cstdlib>
#include <string>

#include "catalog/registry.h"
#include "fuzz_input.h"

using namespace felt;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::FuzzInput in(data, size);
    const auto& games = allGames();
    const GameInfo& info = games[in.byte() % games.size()];
    GameConfig config;
    config.players = static_cast<int>(in.byte() % 10);
    config.seed = in.u64();
    for (std::string_view line : in.lines())
        if (!parseOptionAssignment(std::string(line), config.options).empty()) return 0;
    OptionValues checked = config.options;
    const std::string invalid = validateSetup(info, config.players, checked);
    std::string error;
    auto state = createGame(info, config, error);
    // Validation and creation agree; a refusal always says why.
    if (invalid.empty() != (state != nullptr)) std::abort();
    if (!state && error.empty()) std::abort();
    return 0;
}
