#include "play_reading.h"

#include <algorithm>
#include <cmath>

namespace felt {

namespace {

// How much likelier a move is from a player who plays as the policy than from
// one who picks among its `choices` moves at random, as a log.
double logOddsOfMove(bool policysMove, std::size_t choices) {
    const double k = static_cast<double>(choices);
    return policysMove ? std::log((1 - kPolicyPlayerStrays) * k)
                       : std::log(kPolicyPlayerStrays / (k - 1) * k);
}

// Replays `since` on `replay`, telling `onChoice(seat, agreed, choices)`, for
// every move with a choice by a seat other than `skip`, whether `policy` would
// have made it. False when a move does not fit the deal.
template <typename OnChoice>
bool replayChoices(GameState& replay, const std::vector<Action>& since, Bot& policy, int skip,
                   OnChoice onChoice) {
    std::vector<Action> legal;
    for (const Action& action : since) {
        const int seat = replay.toAct();
        if (seat != skip) {
            replay.legalActions(legal);
            if (legal.size() > 1)
                onChoice(seat, policy.choose(replay, seat) == action, legal.size());
        }
        if (!replay.apply(action).empty()) return false;
    }
    return true;
}

}  // namespace

std::vector<double> playsAsPolicy(Bot& policy, const GameState& deal, const EventList& seen,
                                  int rounds) {
    std::vector<double> logOdds(static_cast<std::size_t>(deal.players()), 0.0);
    std::vector<Action> since;
    for (int back = 1; back <= rounds; ++back) {
        const auto replay = deal.roundStart(seen, back, since);
        if (!replay) break;
        // A round whose play stops fitting counts the moves up to there.
        replayChoices(*replay, since, policy, -1, [&](int seat, bool agreed, std::size_t choices) {
            logOdds[static_cast<std::size_t>(seat)] += logOddsOfMove(agreed, choices);
        });
    }
    std::vector<double> chance;
    for (double l : logOdds) chance.push_back(1 / (1 + std::exp(-l)));
    return chance;
}

double explainsPlay(const GameState& deal, const EventList& seen, int observer, Bot& policy,
                    const std::vector<double>& asPolicy) {
    std::vector<Action> since;
    const auto replay = deal.roundStart(seen, 0, since);
    if (!replay) return 1.0;
    std::vector<double> likelihood(asPolicy.size(), 1.0);  // of the seat's moves, as the policy
    const bool fits = replayChoices(
        *replay, since, policy, observer, [&](int seat, bool agreed, std::size_t choices) {
            if (!agreed)
                likelihood[static_cast<std::size_t>(seat)] *=
                    kPolicyPlayerStrays /
                    ((static_cast<double>(choices) - 1) * (1 - kPolicyPlayerStrays));
        });
    // The game's own check: a history that does not fit the deal says nothing.
    if (!fits) return 1.0;
    // Seats whose every move the deal explains leave the worth at exactly 1.
    double worth = 1.0;
    for (std::size_t s = 0; s < asPolicy.size(); ++s)
        if (likelihood[s] < 1) worth *= asPolicy[s] * likelihood[s] + (1 - asPolicy[s]);
    return worth;
}

void WeightedDeals::clear() {
    deals_.clear();
    worths_.clear();
    runningTotal_.clear();
}

void WeightedDeals::add(std::unique_ptr<GameState> deal, double worth) {
    deals_.push_back(std::move(deal));
    worths_.push_back(worth);
    runningTotal_.push_back((runningTotal_.empty() ? 0.0 : runningTotal_.back()) + worth);
}

int WeightedDeals::pick(Rng& rng) const {
    if (!(runningTotal_.back() > 0))  // nothing has any worth: all alike
        return static_cast<int>(rng.below(static_cast<std::uint32_t>(deals_.size())));
    // 53 random bits: a uniform point in [0, total).
    const double u = static_cast<double>(rng.next64() >> 11) * 0x1.0p-53;
    const double point = u * runningTotal_.back();
    const auto it = std::upper_bound(runningTotal_.begin(), runningTotal_.end(), point);
    return static_cast<int>(
        std::min(static_cast<std::size_t>(it - runningTotal_.begin()), deals_.size() - 1));
}

double WeightedDeals::effectiveSize() const {
    double sum = 0, squares = 0;
    for (double w : worths_) {
        sum += w;
        squares += w * w;
    }
    return squares > 0 ? sum * sum / squares : 0.0;
}

}  // namespace felt
