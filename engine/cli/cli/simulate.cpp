// felt-cli simulate: whole games between bots, checking invariants after every action.
#include <chrono>
#include <iomanip>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/cli.h"
#include "core/invariants.h"
#include "core/seen_history.h"

namespace felt::cli {

namespace {

std::vector<std::string> split(const std::string& text, char sep) {
    std::vector<std::string> parts;
    std::stringstream in(text);
    for (std::string part; std::getline(in, part, sep);) parts.push_back(part);
    return parts;
}

// SplitMix64: derives independent seeds for games and bots from the run seed.
std::uint64_t mix(std::uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

}  // namespace

const GameInfo* readSetup(const Args& args, GameConfig& config) {
    const std::string id = args.value("game");
    if (id.empty()) {
        usageError("--game is required");
        return nullptr;
    }
    const GameInfo* game = findGame(id);
    if (!game) {
        usageError("unknown game '" + id + "' (see felt-cli games)");
        return nullptr;
    }
    long long players = 0;
    if (!readNumber(args, "players", game->minPlayers, 1, 16, players)) return nullptr;
    config.players = static_cast<int>(players);
    for (const std::string& o : args.all("option")) {
        const std::string error = parseOptionAssignment(o, config.options);
        if (!error.empty()) {
            usageError(error);
            return nullptr;
        }
    }
    const std::string error = validateSetup(*game, config.players, config.options);
    if (!error.empty()) {
        usageError(error);
        return nullptr;
    }
    return game;
}

int runSimulate(const Args& args) {
    GameConfig base;
    const GameInfo* game = readSetup(args, base);
    if (!game) return 2;
    long long games = 0, seed = 0, maxActions = 0;
    if (!readNumber(args, "games", 100, 1, 100000000, games)) return 2;
    if (!readNumber(args, "seed", 1, 0, INT64_MAX, seed)) return 2;
    if (!readNumber(args, "max-actions", 100000, 1, 1000000000, maxActions)) return 2;
    const bool checks = args.value("checks", "full") != "off";

    std::vector<std::string> botKinds = split(args.value("bots", "random"), ',');
    if (botKinds.size() == 1) botKinds.assign(base.players, botKinds[0]);
    if (static_cast<int>(botKinds.size()) != base.players)
        return usageError("--bots names " + std::to_string(botKinds.size()) + " bots for " +
                          std::to_string(base.players) + " players");
    std::vector<std::unique_ptr<Bot>> bots;
    for (int s = 0; s < base.players; ++s) {
        std::string error;
        bots.push_back(
            createBot(*game, botKinds[s], mix(static_cast<std::uint64_t>(seed) * 131 + s), error));
        if (!bots.back()) return usageError(error);
    }

    std::vector<long long> wins(base.players, 0);
    std::vector<double> scoreSum(base.players, 0.0);
    // Public stats of each finished game's last position (e.g. the round or
    // hand number reached), averaged: how long games run in a game's own terms.
    std::map<std::string, double> finalStatSum;
    long long actions = 0, capped = 0, failures = 0;
    // Games whose view has a public "turn" counter also report turns per game.
    long long turns = 0, gamesWithTurns = 0;
    Rng sampler(static_cast<std::uint64_t>(seed) ^ 0x5eedULL);
    Rng checker(static_cast<std::uint64_t>(seed) ^ 0xc0ffeeULL);
    const auto start = std::chrono::steady_clock::now();
    for (long long g = 0; g < games; ++g) {
        GameConfig config = base;
        config.seed = mix(static_cast<std::uint64_t>(seed) + static_cast<std::uint64_t>(g));
        std::string error;
        auto state = createGame(*game, config, error);
        long long steps = 0;
        SeenHistory seen;  // what each seat saw: the bots' public history
        seen.reset(base.players);
        EventList events;
        for (; !state->isTerminal() && steps < maxActions; ++steps) {
            const Action action =
                askBot(*bots[state->toAct()], *state, sampler, {}, {}, seen.seenBy(state->toAct()));
            events.clear();
            const std::string illegal = state->apply(action, &events);
            seen.record(events);
            if (illegal.empty() && checks)
                error = checkInvariants(*state, checker, CheckDepth::Full);
            else
                error = illegal.empty() ? "" : "bot chose an illegal action: " + illegal;
            if (!error.empty()) {
                ++failures;
                std::cerr << "game " << g << " (seed " << config.seed << "), action " << steps
                          << " '" << state->format(action) << "': " << error << "\n";
                break;
            }
        }
        actions += steps;
        if (!error.empty()) continue;
        for (const Stat& st : state->view(kEveryone).stats)
            if (st.key == "turn" && st.seat == -1) {
                turns += st.value;
                ++gamesWithTurns;
            }
        if (!state->isTerminal()) {
            ++capped;
            continue;
        }
        const Result r = state->result();
        for (int w : r.winners) ++wins[w];
        for (int s = 0; s < base.players; ++s) scoreSum[s] += r.scores[s];
        for (const Stat& stat : state->view(kEveryone).stats)
            if (stat.seat < 0) finalStatSum[stat.key] += stat.value;
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const long long finished = games - capped - failures;
    std::vector<double> meanScore;
    for (double s : scoreSum)
        meanScore.push_back(finished ? s / static_cast<double>(finished) : 0.0);
    nlohmann::json finalStats = nlohmann::json::object();
    for (const auto& [key, sum] : finalStatSum)
        finalStats[key] = finished ? sum / static_cast<double>(finished) : 0.0;
    nlohmann::json out = {
        {"game", game->id},
        {"players", base.players},
        {"bots", botKinds},
        {"games", games},
        {"actions", actions},
        {"seconds", seconds},
        {"games_per_s", seconds > 0 ? static_cast<double>(games) / seconds : 0.0},
        {"mean_actions_per_game", static_cast<double>(actions) / static_cast<double>(games)},
        {"wins", wins},
        {"mean_score", meanScore},
        {"mean_final_stats", finalStats},
        {"capped_games", capped},
        {"invariant_failures", failures}};
    if (gamesWithTurns > 0)
        out["mean_turns_per_game"] =
            static_cast<double>(turns) / static_cast<double>(gamesWithTurns);
    std::cout << out.dump() << "\n";
    return failures == 0 ? 0 : 1;
}

}  // namespace felt::cli
