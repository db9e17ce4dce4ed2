// A rule-of-thumb MadJack player. It only uses what its seat knows: its own
// hand, the cards seen so far and the public deductions about the
// opponent's hand (the determinization it is handed is never peeked into).
#pragma once

#include "bots/bot.h"

namespace felt::madjack {

class HeuristicBot : public Bot {
public:
    Action choose(const GameState& game, int seat) override;

private:
    std::vector<Action> legal_;
};

}  // namespace felt::madjack
