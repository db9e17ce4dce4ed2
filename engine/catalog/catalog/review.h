// "Could I have won?": a look back at one seat's decisions in a finished (or
// any) game with every card known. At each decision of the seat, every legal
// move is played out to the end of the round many times by the game's own
// bots; a move whose average result for the seat was clearly worse than the
// best one is marked with what it cost and the better move. Written against
// the game interface only; deterministic for a seed.
#pragma once

#include <cstdint>
#include <functional>
#include <stop_token>
#include <string>
#include <vector>

#include "catalog/registry.h"

namespace felt {

struct ReviewMark {
    int index = 0;    // the action's place in the history
    Action played;    // what the seat did
    Action better;    // the best move found
    double cost = 0;  // points lost on average by the played move (> 0)
};

struct ReviewBudget {
    int rolloutsPerMove = 64;
    // A move is marked when it costs at least this much on average.
    double threshold = 0.5;
};

// The marks for `seat` over `state`'s history, oldest first. `progress` (if
// set) hears how many of the seat's decisions are done out of how many.
std::vector<ReviewMark> reviewSeat(const GameInfo& game, const GameState& state, int seat,
                                   std::uint64_t seed, ReviewBudget budget = {},
                                   std::stop_token stop = {},
                                   const std::function<void(int, int)>& progress = {});

}  // namespace felt
