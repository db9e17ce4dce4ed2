#include "bot.h"

namespace felt {

Action Bot::decide(const InfoSet& info, std::stop_token, const ThinkBudget&) {
    return choose(info.sample(), info.seat());
}

Action RandomBot::choose(const GameState& game, int) {
    game.legalActions(legal_);
    return legal_[rng_.below(static_cast<std::uint32_t>(legal_.size()))];
}

Action askBot(Bot& bot, const GameState& truth, Rng& rng, std::stop_token stop,
              const ThinkBudget& budget, std::shared_ptr<const EventList> seen) {
    const InfoSet info = InfoSet::observe(truth, truth.toAct(), rng, std::move(seen));
    return bot.decide(info, std::move(stop), budget);
}

}  // namespace felt
