#include "blundering_bot.h"

namespace felt {

Action BlunderingBot::choose(const GameState& game, int seat) {
    game.legalActions(legal_);
    if (legal_.size() > 1 && rng_.below(10000) < rate_ * 10000)
        return legal_[rng_.below(static_cast<std::uint32_t>(legal_.size()))];
    return inner_->choose(game, seat);
}

}  // namespace felt
