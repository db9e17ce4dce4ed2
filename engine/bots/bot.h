// Bots decide for one seat. They are handed a determinization of the game for
// their seat (see askBot), never the real state, so they cannot see hidden cards.
#pragma once

#include <cstdint>
#include <memory>

#include "core/game_state.h"

namespace felt {

class Bot {
public:
    virtual ~Bot() = default;
    // `game` is indistinguishable, for `seat`, from the real game; seat == game.toAct().
    virtual Action choose(const GameState& game, int seat) = 0;
};

// Picks uniformly among the legal actions.
class RandomBot : public Bot {
public:
    explicit RandomBot(std::uint64_t seed) : rng_(seed) {}
    Action choose(const GameState& game, int seat) override;

private:
    Rng rng_;
    std::vector<Action> legal_;
};

// Asks `bot` for the decision of the seat to act in `truth`, showing it only a
// determinization drawn with `rng`.
Action askBot(Bot& bot, const GameState& truth, Rng& rng);

}  // namespace felt
