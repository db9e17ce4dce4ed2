// Reading the other seats' play: a search bot that models them as its
// rollout policy can ask, for every sampled deal, whether they would have
// bid and played as they did this round with the hands the deal gives them.
// How much a move the policy would not have made counts against a deal
// depends on how often that seat played as the policy in the rounds that
// ended, where play showed every hand: a player who does not play like the
// model is not read as if it did.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "bots/bot.h"
#include "core/info_set.h"

namespace felt {

// For every seat, the share of its moves with a choice in the rounds that
// ended (at most `rounds` of them, latest first) that `policy` would have
// made with the hand the round showed, counted as (agreeing + 1) / (moves +
// 2): one half before any round has ended. Read from `seen` through
// `deal`'s GameState::roundStart.
std::vector<double> agreementWith(Bot& policy, const GameState& deal, const EventList& seen,
                                  int rounds);

// How well `deal` explains this round's play in `seen` (the events as
// `observer` saw them): 1, times the following for every move of another
// seat that `policy` would not have made with the cards the deal gives it,
// from that seat's `agreement` a and the k moves it had: the chance of that
// move when a player makes the policy's move with chance a and any other
// with the rest, against the chance of the policy's move, (1 - a) / ((k - 1)
// a), at least kLeastMissWorth and at most 1. Moves without a choice say
// nothing. 1 when the game cannot rebuild its round.
double explainsPlay(const GameState& deal, const EventList& seen, int observer, Bot& policy,
                    const std::vector<double>& agreement);
inline constexpr double kLeastMissWorth = 0.01;

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
