// The heuristic Janken Rummy bot. It plans the best split of its hand into
// melds, lays melds down and lays off what it cannot use as soon as it can,
// takes the top discard only when it joins a meld, and throws away the card
// it needs least: high pips, far from other cards of the hand, and not a card
// the opponents are known to collect (they took its neighbours from the pile).
#pragma once

#include "bots/bot.h"

namespace felt::janken_rummy {

class JankenRummyState;

class HeuristicBot : public Bot {
public:
    explicit HeuristicBot(std::uint64_t seed) : rng_(seed) {}
    Action choose(const GameState& game, int seat) override;

private:
    Action chooseDraw(const JankenRummyState& game, int seat);
    Action choosePlay(const JankenRummyState& game, int seat);

    Rng rng_;
    std::vector<Action> legal_;
};

}  // namespace felt::janken_rummy
