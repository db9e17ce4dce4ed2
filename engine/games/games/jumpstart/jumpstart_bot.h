// The heuristic Jump Start bot: it keeps the cards that serve its current
// goal, prefers number cards whose neighbours are still in play, takes the
// top discard (or calls dibs on it) only when it helps, uses exchanges when
// they join more cards to its runs, trades spare markers for missing suits,
// plays every Joker for an extra draw, and concedes only when no goal can be
// reached any more. It reads only its own hand and the public zones.
#pragma once

#include "bots/bot.h"

namespace felt::jumpstart {

class JumpStartState;

class HeuristicBot : public Bot {
public:
    explicit HeuristicBot(std::uint64_t seed) : rng_(seed) {}
    Action choose(const GameState& game, int seat) override;

private:
    Rng rng_;
    std::vector<Action> legal_;
};

}  // namespace felt::jumpstart
