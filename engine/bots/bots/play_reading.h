// Reading the other seats' play: a search bot that models them as its
// rollout policy can ask, for every sampled deal, whether they would have
// bid and played as they did this round with the hands the deal gives them.
// Whether a seat is read at all depends on how it played in the rounds that
// ended, where play showed every hand: a player who plays as the policy is
// read closely, one who does not is not read as if it did.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "bots/bot.h"
#include "core/info_set.h"

namespace felt {

// A player who plays as the policy still picks at random between moves the
// policy finds equal: Casual Jabberwocky bots made the policy's move in
// 96-98% of their choices over whole games. It makes any other move with
// this chance.
inline constexpr double kPolicyPlayerStrays = 0.02;

// For every seat, the chance that it plays as `policy` (making another move
// with chance kPolicyPlayerStrays) rather than choosing among its moves at
// random, judged from its moves with a choice in the rounds that ended (at
// most `rounds` of them, latest first) against the hands those rounds
// showed, from even odds: one half before any round has ended. Read from
// `seen` through `deal`'s GameState::roundStart.
std::vector<double> playsAsPolicy(Bot& policy, const GameState& deal, const EventList& seen,
                                  int rounds);

// How well `deal` explains this round's play in `seen` (the events as
// `observer` saw them), against a deal that explains every move: for each
// other seat, with `asPolicy` p of it, p L + (1 - p), where L is the chance
// of its moves this round that `policy` would not have made with the cards
// the deal gives it, from a player who plays as the policy, against the
// chance of the policy's moves (kPolicyPlayerStrays / ((k - 1) (1 -
// kPolicyPlayerStrays)) for each, with k moves to choose from). Moves without
// a choice say nothing. 1 when the game cannot rebuild its round.
double explainsPlay(const GameState& deal, const EventList& seen, int observer, Bot& policy,
                    const std::vector<double>& asPolicy);

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
