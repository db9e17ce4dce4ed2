#include "catalog/hint.h"

#include "bots/search_bot.h"
#include "catalog/bot_levels.h"

namespace felt {

Hint expertHint(const GameInfo& game, const InfoSet& info, std::uint64_t seed, std::stop_token stop,
                const ThinkBudget& budget) {
    SearchBot expert(seed, searchSettings(game, "expert"));
    Hint hint;
    hint.action = expert.decide(info, std::move(stop), budget);
    hint.text = info.format(hint.action);
    hint.reason = expert.reason();
    return hint;
}

}  // namespace felt
