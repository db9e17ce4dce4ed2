#include "jabberwocky_info.h"

#include "games/jabberwocky/jabberwocky.h"
#include "games/jabberwocky/jabberwocky_bot.h"

namespace felt {

GameInfo jabberwockyInfo() {
    GameInfo g;
    g.id = "jabberwocky";
    g.codeTag = "JW";
    g.summary =
        QT_TRANSLATE_NOOP("engine",
                          "Bid exactly how many tricks you will take, round after round with a "
                          "changing number of cards. Exact bids score; misses do not.");
    g.reviewable = true;
    g.name = QT_TRANSLATE_NOOP("engine", "Jabberwocky");
    g.minPlayers = 3;
    g.maxPlayers = 5;
    g.options = {
        {"trump_turner",
         QT_TRANSLATE_NOOP("engine", "Trump card turned by"),
         QT_TRANSLATE_NOOP("engine", "Who turns up the trump card after the deal."),
         OptionType::Choice,
         "dealer",
         0,
         0,
         {"dealer", "left"},
         {},
         {QT_TRANSLATE_NOOP("engine", "The dealer"),
          QT_TRANSLATE_NOOP("engine", "The player left of the dealer")}},
        {"revokes",
         QT_TRANSLATE_NOOP("engine", "Revokes allowed"),
         QT_TRANSLATE_NOOP(
             "engine",
             "Players may fail to follow suit on purpose; each revoke costs 3 points at once."),
         OptionType::Bool,
         "false",
         0,
         0,
         {},
         {}},
    };
    g.botKinds = standardBotKinds();
    // See docs/bots.md for how these were chosen.
    g.searchLevels = {
        {300},
        {.iterations = 8000, .policyShare = 0.5, .opponentsByPolicy = true, .readPlayDeals = 4000}};
    g.create = [](const GameConfig& c) {
        return std::make_unique<jabberwocky::JabberwockyState>(c);
    };
    g.makeBot = [](const std::string& kind, std::uint64_t seed) -> std::unique_ptr<Bot> {
        if (kind == "heuristic") return std::make_unique<jabberwocky::HeuristicBot>(seed);
        return nullptr;
    };
    return g;
}

}  // namespace felt
