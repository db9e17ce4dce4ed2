#include "blackjack_school_info.h"

#include "games/blackjack_school/blackjack_school.h"
#include "games/blackjack_school/blackjack_school_bot.h"

namespace felt {

GameInfo blackjackSchoolInfo() {
    GameInfo g;
    g.id = "blackjack-school";
    g.codeTag = "BJ";
    g.summary =
        QT_TRANSLATE_NOOP("engine",
                          "Shed your whole hand first. Follow suit or rank; 2s and Jacks make the "
                          "next player pick up, Aces change the suit and 8s skip.");
    g.name = QT_TRANSLATE_NOOP("engine", "Blackjack (school rules)");
    g.minPlayers = blackjack_school::kMinPlayers;
    g.maxPlayers = blackjack_school::kMaxPlayers;
    g.options = {
        {"pickup_debt",
         QT_TRANSLATE_NOOP("engine", "Pick-up debt"),
         QT_TRANSLATE_NOOP(
             "engine",
             "Cards that cannot be picked up because the deck and play pile are used up are owed "
             "and taken as soon as cards become available."),
         OptionType::Bool,
         "false",
         0,
         0,
         {},
         {}},
    };
    g.botKinds = standardBotKinds();
    g.searchLevels = {{40, 1.0, 1}, {150, 1.0, 1}};  // see docs/bots.md for how these were chosen
    g.create = [](const GameConfig& c) {
        return std::make_unique<blackjack_school::BlackjackSchoolState>(c);
    };
    g.makeBot = [](const std::string& kind, std::uint64_t seed) -> std::unique_ptr<Bot> {
        if (kind == "heuristic") return std::make_unique<blackjack_school::HeuristicBot>(seed);
        return nullptr;
    };
    return g;
}

}  // namespace felt
