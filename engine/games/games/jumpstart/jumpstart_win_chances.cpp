// Each seat's chance of winning a short game from here, for searches that cut
// their playouts short: how far a seat has come (its stage, and how near its
// hand is to the goal by the heuristic bot's judge), weighed as in a
// conditional logit model whose weights were fitted to the winners of 3,000
// games of four Casual bots (2, 3 and 4 players gave nearly the same weights;
// see docs/bots.md, "The search bot").
#include <cmath>
#include <vector>

#include "jumpstart.h"
#include "jumpstart_judge.h"

namespace felt::jumpstart {

namespace {

constexpr double kSecondStageWeight = 3.0;  // worth about three more goal cards
constexpr double kHandWeight = 0.9;         // per point of the judge's score
constexpr double kToActWeight = 0.25;       // the seat whose turn it is

}  // namespace

bool JumpStartState::winChances(std::vector<double>& out) const {
    // In long mode every place counts, not only the first.
    if (longMode_) return false;
    const int n = players();
    out.assign(static_cast<std::size_t>(n), 0.0);
    if (phase_ == Phase::Over) {
        const std::vector<int> winners = result().winners;
        for (int s : winners)
            out[static_cast<std::size_t>(s)] = 1.0 / static_cast<double>(winners.size());
        return !winners.empty();
    }
    const int actor = toAct();
    double total = 0;
    for (int s = 0; s < n; ++s) {
        if (!stillPlaying(s)) continue;
        const double progress = (stages_[s] == Stage::Second ? kSecondStageWeight : 0.0) +
                                kHandWeight * HandJudge(*this, s).score(hands_[s], layouts_[s]) +
                                (s == actor ? kToActWeight : 0.0);
        out[static_cast<std::size_t>(s)] = std::exp(progress);
        total += out[static_cast<std::size_t>(s)];
    }
    for (double& chance : out) chance /= total;
    return true;
}

}  // namespace felt::jumpstart
