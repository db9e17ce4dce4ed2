#include "madjack_info.h"

#include "games/madjack/madjack.h"
#include "games/madjack/madjack_bot.h"

namespace felt {

GameInfo madJackInfo() {
    GameInfo g;
    g.id = "madjack";
    g.codeTag = "MJ";
    g.summary =
        QT_TRANSLATE_NOOP("engine",
                          "A two-player trick game with 24 cards where the Jacks of the trump "
                          "colour rank highest. Take more cards than your opponent each round.");
    g.reviewable = true;
    g.name = QT_TRANSLATE_NOOP("engine", "MadJack");
    g.minPlayers = 2;
    g.maxPlayers = 2;
    g.options = {
        {"target_score",
         QT_TRANSLATE_NOOP("engine", "Target score"),
         QT_TRANSLATE_NOOP("engine", "The game ends when a player reaches this many points."),
         OptionType::Int,
         std::to_string(madjack::kDefaultTarget),
         1,
         50,
         {},
         {}},
    };
    g.botKinds = standardBotKinds();
    g.searchLevels = {{3000}, {8000, 0.5}};  // see docs/bots.md for how these were chosen
    g.create = [](const GameConfig& c) { return std::make_unique<madjack::MadJackState>(c); };
    g.makeBot = [](const std::string& kind, std::uint64_t) -> std::unique_ptr<Bot> {
        if (kind == "heuristic") return std::make_unique<madjack::HeuristicBot>();
        return nullptr;
    };
    return g;
}

}  // namespace felt
