// felt-cli bench: uniformly random playouts on one thread, the engine's raw speed.
#include <chrono>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/cli.h"

namespace felt::cli {

int runBench(const Args& args) {
    GameConfig config;
    const GameInfo* game = readSetup(args, config);
    if (!game) return 2;
    long long seconds = 0;
    if (!readNumber(args, "seconds", 3, 1, 3600, seconds)) return 2;

    using Clock = std::chrono::steady_clock;
    Rng rng(12345);
    std::vector<Action> legal;
    legal.reserve(512);
    long long decisions = 0, games = 0;
    std::string error;
    const auto start = Clock::now();
    const auto deadline = start + std::chrono::seconds(seconds);
    while (Clock::now() < deadline) {
        config.seed = rng.next64();
        auto state = createGame(*game, config, error);
        // Cap runaway games so a bench always finishes (G-4).
        for (int step = 0; step < 1000000 && !state->isTerminal(); ++step) {
            state->legalActions(legal);
            state->applyLegal(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
            ++decisions;
        }
        ++games;
    }
    const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    nlohmann::json out = {{"game", game->id},
                          {"players", config.players},
                          {"seconds", elapsed},
                          {"games", games},
                          {"decisions", decisions},
                          {"actions_per_s", static_cast<double>(decisions) / elapsed},
                          {"games_per_s", static_cast<double>(games) / elapsed}};
    std::cout << out.dump() << "\n";
    return 0;
}

}  // namespace felt::cli
