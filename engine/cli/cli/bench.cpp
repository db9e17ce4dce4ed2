// felt-cli bench: uniformly random playouts on one thread, the engine's raw speed.
#include <chrono>
#include <iostream>
#include <nlohmann/json.hpp>

#include "bots/search_bot.h"
#include "catalog/bot_levels.h"
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
    // The options are checked once (readSetup did): each game is then dealt
    // straight away, so short games measure play, not option parsing.
    std::string error = validateSetup(*game, config.players, config.options);
    if (!error.empty()) {
        std::cerr << error << "\n";
        return 2;
    }
    const auto start = Clock::now();
    const auto deadline = start + std::chrono::seconds(seconds);
    while (Clock::now() < deadline) {
        config.seed = rng.next64();
        auto state = game->create(config);
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

// Search speed: the Expert's search (same settings, but a fixed iteration
// budget and the given playout policy share) from positions reached by random
// play, timed per iteration.
int runSearchBench(const Args& args) {
    GameConfig config;
    const GameInfo* game = readSetup(args, config);
    if (!game) return 2;
    long long positions = 0, iterations = 0, round = 0;
    if (!readNumber(args, "positions", 20, 1, 100000, positions)) return 2;
    if (!readNumber(args, "iterations", 20000, 1, 100000000, iterations)) return 2;
    if (!readNumber(args, "round", 0, 0, 1000, round)) return 2;
    const double share = std::stod(args.value("policy-share", "0"));
    if (!(share >= 0 && share <= 1)) return usageError("--policy-share takes a number from 0 to 1");

    using Clock = std::chrono::steady_clock;
    Rng rng(4242);
    std::vector<Action> legal;
    std::string error;
    SearchSettings settings = searchSettings(*game, "expert");
    settings.policyShare = share;
    if (share == 0) settings.rolloutPolicy = nullptr;
    double seconds = 0;
    long long total = 0, searched = 0;
    for (long long p = 0; p < positions; ++p) {
        config.seed = rng.next64();
        auto state = createGame(*game, config, error);
        while (!state->isTerminal() && state->roundIndex() < round) {
            state->legalActions(legal);
            state->applyLegal(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        }
        // Skip forced moves: a search with one choice returns at once.
        while (!state->isTerminal() && state->legalActions().size() < 2) {
            state->legalActions(legal);
            state->applyLegal(legal.front());
        }
        if (state->isTerminal()) continue;
        const InfoSet info = InfoSet::observe(*state, state->toAct(), rng);
        SearchBot bot(rng.next64(), settings);
        const auto start = Clock::now();
        const SearchOutcome found = bot.search(
            info, {}, ThinkBudget{static_cast<int>(iterations), std::chrono::milliseconds(0)});
        seconds += std::chrono::duration<double>(Clock::now() - start).count();
        total += found.iterations;
        ++searched;
    }
    nlohmann::json out = {
        {"game", game->id},
        {"players", config.players},
        {"positions", searched},
        {"iterations", total},
        {"seconds", seconds},
        {"policy_share", share},
        {"iterations_per_s", seconds > 0 ? static_cast<double>(total) / seconds : 0.0},
        {"us_per_iteration", total > 0 ? 1e6 * seconds / static_cast<double>(total) : 0.0}};
    std::cout << out.dump() << "\n";
    return 0;
}

}  // namespace felt::cli
