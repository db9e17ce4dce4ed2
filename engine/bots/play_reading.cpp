#include "play_reading.h"

#include <algorithm>

namespace felt {

std::vector<double> agreementWith(Bot& policy, const GameState& deal, const EventList& seen,
                                  int rounds) {
    const auto n = static_cast<std::size_t>(deal.players());
    std::vector<int> agreed(n, 0), moves(n, 0);
    std::vector<Action> since, legal;
    for (int back = 1; back <= rounds; ++back) {
        const auto replay = deal.roundStart(seen, back, since);
        if (!replay) break;
        for (const Action& action : since) {
            const auto seat = static_cast<std::size_t>(replay->toAct());
            replay->legalActions(legal);
            if (legal.size() > 1) {
                ++moves[seat];
                if (policy.choose(*replay, replay->toAct()) == action) ++agreed[seat];
            }
            if (!replay->apply(action).empty()) break;
        }
    }
    std::vector<double> agreement(n);
    for (std::size_t s = 0; s < n; ++s) agreement[s] = (agreed[s] + 1.0) / (moves[s] + 2.0);
    return agreement;
}

double explainsPlay(const GameState& deal, const EventList& seen, int observer, Bot& policy,
                    const std::vector<double>& agreement) {
    std::vector<Action> since;
    const auto replay = deal.roundStart(seen, 0, since);
    if (!replay) return 1.0;
    double worth = 1.0;
    std::vector<Action> legal;
    for (const Action& action : since) {
        const int seat = replay->toAct();
        if (seat != observer) {
            replay->legalActions(legal);
            if (legal.size() > 1 && !(policy.choose(*replay, seat) == action)) {
                const double a = agreement[static_cast<std::size_t>(seat)];
                const double miss = (1 - a) / ((static_cast<double>(legal.size()) - 1) * a);
                worth *= std::clamp(miss, kLeastMissWorth, 1.0);
            }
        }
        // The game's own check: a history that does not fit the deal says nothing.
        if (!replay->apply(action).empty()) return 1.0;
    }
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
