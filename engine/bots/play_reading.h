// Reading the other seats' play: a search bot that models them as its
// rollout policy can ask, for every sampled deal, whether they would have
// bid and played as they did this round with the hands the deal gives them.
// Deals that explain the play are worth more than deals that do not; the
// search then draws its deals by that worth instead of uniformly.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "bots/bot.h"
#include "core/info_set.h"

namespace felt {

// How well `deal` explains this round's play in `seen` (the events as
// `observer` saw them): 1, times `missWeight` for every move of another seat
// that `policy` would not have made with the cards the deal gives it. Moves
// without a choice say nothing. 1 when the game cannot rebuild its round.
double explainsPlay(const GameState& deal, const EventList& seen, int observer, Bot& policy,
                    double missWeight);

// Sampled deals, each kept with its worth (by explainsPlay); pick() chooses
// one of them in proportion to its worth.
class WeightedDeals {
public:
    void clear();
    void add(std::unique_ptr<GameState> deal, double worth);
    bool empty() const { return deals_.empty(); }
    int size() const { return static_cast<int>(deals_.size()); }
    // The index of a deal picked in proportion to the worths (not empty).
    int pick(Rng& rng) const;
    const GameState& deal(int i) const { return *deals_[static_cast<std::size_t>(i)]; }
    double worth(int i) const { return worths_[static_cast<std::size_t>(i)]; }
    // How many equally worthy deals the worths amount to: (sum w)^2 / sum w^2.
    double effectiveSize() const;

private:
    std::vector<std::unique_ptr<GameState>> deals_;
    std::vector<double> worths_;
    std::vector<double> runningTotal_;  // worth of deals 0..i, for pick()
};

}  // namespace felt
