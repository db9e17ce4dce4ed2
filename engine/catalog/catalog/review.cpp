#include "catalog/review.h"

#include <limits>

#include "core/rng.h"

namespace felt {

namespace {

// The seat's score at the end of the round that is under way in `start`
// (or of the game), after `first` and then the bots' play, with every card known.
double playOut(const GameInfo& game, const GameState& start, const Action& first, int seat,
               std::uint64_t seed) {
    auto state = start.clone();
    state->applyLegal(first, nullptr);
    const int round = start.roundIndex();
    std::vector<std::unique_ptr<Bot>> bots;
    std::string error;
    for (int s = 0; s < state->players(); ++s)
        bots.push_back(
            createBot(game, "heuristic", seed + 7919 * static_cast<std::uint64_t>(s), error));
    Rng rng(seed);
    for (int steps = 0; steps < 100000 && !state->isTerminal() && state->roundIndex() == round;
         ++steps) {
        const int actor = state->toAct();
        Bot* bot = bots[static_cast<std::size_t>(actor)].get();
        Action a;
        if (bot && rng.below(4) != 0) {
            a = bot->choose(*state, actor);
        } else {  // a share of random moves keeps the play-outs varied
            const auto legal = state->legalActions();
            a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        }
        state->applyLegal(a, nullptr);
    }
    const Result r = state->result();
    // The seat's score against the best of the others: points that change
    // nothing between players do not count.
    int others = std::numeric_limits<int>::min();
    for (int s = 0; s < static_cast<int>(r.scores.size()); ++s)
        if (s != seat) others = std::max(others, r.scores[static_cast<std::size_t>(s)]);
    return r.scores[static_cast<std::size_t>(seat)] -
           (others == std::numeric_limits<int>::min() ? 0 : others);
}

}  // namespace

std::vector<ReviewMark> reviewSeat(const GameInfo& game, const GameState& state, int seat,
                                   std::uint64_t seed, ReviewBudget budget, std::stop_token stop,
                                   const std::function<void(int, int)>& progress) {
    std::vector<ReviewMark> marks;
    std::string error;
    auto replay = createGame(game, state.config(), error);
    if (!replay) return marks;
    const auto& history = state.history();
    int decisions = 0, done = 0;
    {
        auto count = replay->clone();
        for (const Action& a : history) {
            if (count->toAct() == seat && count->legalActions().size() > 1) ++decisions;
            count->applyLegal(a, nullptr);
        }
    }
    for (std::size_t i = 0; i < history.size() && !stop.stop_requested(); ++i) {
        const Action& played = history[i];
        const auto legal = replay->legalActions();
        if (replay->toAct() == seat && legal.size() > 1) {
            double best = -std::numeric_limits<double>::infinity(), mine = 0;
            Action bestMove = played;
            for (const Action& move : legal) {
                double total = 0;
                for (int r = 0; r < budget.rolloutsPerMove; ++r)
                    total +=
                        playOut(game, *replay, move, seat,
                                seed ^ (i * 0x9E3779B97F4A7C15ull) ^ static_cast<std::uint64_t>(r));
                const double mean = total / budget.rolloutsPerMove;
                if (move == played) mine = mean;
                if (mean > best) {
                    best = mean;
                    bestMove = move;
                }
            }
            if (best - mine >= budget.threshold && !(bestMove == played))
                marks.push_back({static_cast<int>(i), played, bestMove, best - mine});
            if (progress) progress(++done, decisions);
        }
        replay->applyLegal(played, nullptr);
    }
    return marks;
}

}  // namespace felt
