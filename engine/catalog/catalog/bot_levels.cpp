#include "catalog/bot_levels.h"

#include "bots/blundering_bot.h"

namespace felt {

SearchSettings searchSettings(const GameInfo& game, const std::string& level) {
    const bool expert = level == "expert";
    const SearchLevel& l = expert ? game.searchLevels.expert : game.searchLevels.strong;
    SearchSettings s;
    s.budget = {l.iterations, expert ? kExpertTimeCap : kStrongTimeCap};
    s.policyShare = l.policyShare;
    s.treeDepth = l.treeDepth;
    s.pairedPlayouts = l.pairedPlayouts;
    s.opponentsByPolicy = l.opponentsByPolicy;
    s.readPlayDeals = l.readPlayDeals;
    s.playoutHorizon = l.playoutHorizon;
    s.horizonMinPlayers = l.horizonMinPlayers;
    s.horizonIterations = l.horizonIterations;
    if (game.makeBot) {
        const auto make = game.makeBot;
        const auto heuristic = [make](std::uint64_t seed) { return make("heuristic", seed); };
        if (s.policyShare > 0) s.rolloutPolicy = heuristic;
        s.tieBreaker = heuristic;
    }
    return s;
}

std::unique_ptr<Bot> createLevelBot(const GameInfo& game, const std::string& kind,
                                    std::uint64_t seed) {
    if (kind == "casual") return game.makeBot ? game.makeBot("heuristic", seed) : nullptr;
    if (kind == "beginner") {
        auto inner = game.makeBot ? game.makeBot("heuristic", seed) : nullptr;
        if (!inner) return nullptr;
        return std::make_unique<BlunderingBot>(std::move(inner), kBeginnerMistakeRate, seed);
    }
    if (kind == "strong" || kind == "expert")
        return std::make_unique<SearchBot>(seed, searchSettings(game, kind));
    return nullptr;
}

}  // namespace felt
