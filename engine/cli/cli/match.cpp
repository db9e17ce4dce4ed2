// felt-cli match: bots of different kinds play K games with seats rotated, and
// one JSON line reports each kind's win share (with a 95% interval), mean
// score and think times; for Jabberwocky also how often its bids were made.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/cli.h"
#include "core/seen_history.h"

namespace felt::cli {

namespace {

std::vector<std::string> splitKinds(const std::string& text) {
    std::vector<std::string> parts;
    std::stringstream in(text);
    for (std::string part; std::getline(in, part, ',');) parts.push_back(part);
    return parts;
}

std::uint64_t mixSeed(std::uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

struct KindStats {
    std::vector<double> perGameShare;  // mean win share of this kind's seats, per game
    double scoreSum = 0;
    long long seatGames = 0;
    std::vector<double> thinkMs;
    long long bidsMade = 0, bids = 0;
};

}  // namespace

int runMatch(const Args& args) {
    GameConfig base;
    const GameInfo* game = readSetup(args, base);
    if (!game) return 2;
    long long games = 0, seed = 0;
    if (!readNumber(args, "games", 0, 1, 100000000, games)) return 2;
    if (!readNumber(args, "seed", 1, 0, INT64_MAX, seed)) return 2;
    // Two bots can stall a game for good (each keeps what the other needs,
    // ruling G-4); such a game stops here and counts as a draw.
    long long maxActions = 0;
    if (!readNumber(args, "max-actions", 100000, 1, 1000000000, maxActions)) return 2;
    long long capped = 0;
    if (!args.has("bots")) return usageError("--bots is required: one bot kind per seat");
    const std::vector<std::string> kinds = splitKinds(args.value("bots"));
    const int n = base.players;
    if (static_cast<int>(kinds.size()) != n)
        return usageError("--bots names " + std::to_string(kinds.size()) + " bots for " +
                          std::to_string(n) + " players");
    if (games % n != 0)
        return usageError("--games must be a multiple of the players (" + std::to_string(n) +
                          ") so that every bot sits in every seat equally often");
    for (const std::string& k : kinds) {
        std::string error;
        if (!createBot(*game, k, 1, error)) return usageError(error);
    }

    std::map<std::string, KindStats> stats;
    const bool countBids = game->id == "jabberwocky";
    for (long long g = 0; g < games; ++g) {
        GameConfig config = base;
        // Each deal is played n times in a row, once per rotation of the seats,
        // so every kind meets the same cards from every seat.
        config.seed =
            mixSeed(static_cast<std::uint64_t>(seed) * 1000003 + static_cast<std::uint64_t>(g / n));
        const int rotation = static_cast<int>(g % n);
        std::vector<std::string> seatKind(n);
        std::vector<std::unique_ptr<Bot>> bots;
        std::vector<Rng> samplers;
        for (int s = 0; s < n; ++s) {
            seatKind[s] = kinds[static_cast<std::size_t>((s + rotation) % n)];
            std::string error;
            const std::uint64_t botSeed = mixSeed(static_cast<std::uint64_t>(seed) ^
                                                  (static_cast<std::uint64_t>(g) * 131 + s));
            bots.push_back(createBot(*game, seatKind[s], botSeed, error));
            samplers.emplace_back(mixSeed(botSeed + 17));
        }
        std::string error;
        auto state = createGame(*game, config, error);
        if (!state) return usageError(error);
        EventList events;
        SeenHistory seen;  // what each seat saw: the bots' public history
        seen.reset(n);
        for (long long step = 0; !state->isTerminal() && step < maxActions; ++step) {
            const int seat = state->toAct();
            const auto start = std::chrono::steady_clock::now();
            const Action action =
                askBot(*bots[seat], *state, samplers[seat], {}, {}, seen.seenBy(seat));
            const double ms =
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                    .count();
            stats[seatKind[seat]].thinkMs.push_back(ms);
            events.clear();
            const std::string illegal = state->apply(action, &events);
            if (!illegal.empty()) {
                std::cerr << "felt-cli: " << seatKind[seat]
                          << " chose an illegal action: " << illegal << "\n";
                return 1;
            }
            seen.record(events);
            for (const Event& e : events)
                if (e.kind == EventKind::RoundScore && e.seat >= 0) {
                    KindStats& k = stats[seatKind[e.seat]];
                    ++k.bids;
                    k.bidsMade += e.value > 0 ? 1 : 0;
                }
        }
        const Result r = state->result();
        const bool stalled = !state->isTerminal();
        capped += stalled ? 1 : 0;
        std::map<std::string, std::pair<double, int>> shareThisGame;
        for (int s = 0; s < n; ++s) {
            const bool won = std::find(r.winners.begin(), r.winners.end(), s) != r.winners.end();
            auto& [sum, seats] = shareThisGame[seatKind[s]];
            if (stalled)
                sum += 1.0 / n;
            else
                sum += won ? 1.0 / static_cast<double>(r.winners.size()) : 0.0;
            ++seats;
            stats[seatKind[s]].scoreSum += r.scores[s];
            ++stats[seatKind[s]].seatGames;
        }
        for (const auto& [kind, share] : shareThisGame)
            stats[kind].perGameShare.push_back(share.first / share.second);
    }

    nlohmann::json bots = nlohmann::json::object();
    for (auto& [kind, k] : stats) {
        const double count = static_cast<double>(k.perGameShare.size());
        double mean = 0, var = 0;
        for (double x : k.perGameShare) mean += x / count;
        for (double x : k.perGameShare) var += (x - mean) * (x - mean) / std::max(1.0, count - 1);
        const double half = 1.96 * std::sqrt(var / count);
        std::sort(k.thinkMs.begin(), k.thinkMs.end());
        double thinkMean = 0;
        for (double t : k.thinkMs) thinkMean += t / static_cast<double>(k.thinkMs.size());
        // By reference to the vector, not to `k`: C++20 does not let a lambda
        // capture a structured binding (GCC allows it, clang 14 does not).
        const std::vector<double>& thinkMs = k.thinkMs;
        const auto at = [&thinkMs](double q) {
            return thinkMs.empty() ? 0.0
                                   : thinkMs[static_cast<std::size_t>(
                                         q * static_cast<double>(thinkMs.size() - 1))];
        };
        nlohmann::json j = {
            {"win_share", mean},
            {"win_share_ci", {std::max(0.0, mean - half), std::min(1.0, mean + half)}},
            {"mean_score", k.scoreSum / static_cast<double>(k.seatGames)},
            {"think_ms_mean", thinkMean},
            {"think_ms_p95", at(0.95)},
            {"think_ms_max", k.thinkMs.empty() ? 0.0 : k.thinkMs.back()},
            {"decisions", k.thinkMs.size()}};
        if (countBids)
            j["made_bid_rate"] =
                k.bids ? static_cast<double>(k.bidsMade) / static_cast<double>(k.bids) : 0.0;
        bots[kind] = j;
    }
    nlohmann::json out = {{"game", game->id},       {"players", n},          {"games", games},
                          {"capped_games", capped}, {"fair_share", 1.0 / n}, {"bots", bots}};
    std::cout << out.dump() << "\n";
    return 0;
}

}  // namespace felt::cli
