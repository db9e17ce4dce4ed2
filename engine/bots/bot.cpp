#include "bot.h"

namespace felt {

Action RandomBot::choose(const GameState& game, int) {
    game.legalActions(legal_);
    return legal_[rng_.below(static_cast<std::uint32_t>(legal_.size()))];
}

Action askBot(Bot& bot, const GameState& truth, Rng& rng) {
    const int seat = truth.toAct();
    const auto sample = truth.determinize(seat, rng);
    return bot.choose(*sample, seat);
}

}  // namespace felt
