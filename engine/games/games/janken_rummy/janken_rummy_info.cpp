#include "janken_rummy_info.h"

#include "games/janken_rummy/janken_rummy.h"
#include "games/janken_rummy/janken_rummy_bot.h"

namespace felt {

GameInfo jankenRummyInfo() {
    GameInfo g;
    g.id = "janken-rummy";
    g.codeTag = "JR";
    g.summary = QT_TRANSLATE_NOOP(
        "engine",
        "Rummy on a five-suit deck where each suit beats two others: lay sets, runs and strong "
        "runs, and go out first to score the cards left in hands.");
    g.name = QT_TRANSLATE_NOOP("engine", "Janken Rummy");
    g.minPlayers = 2;
    g.maxPlayers = 6;
    g.options = {
        {"wild_jokers",
         QT_TRANSLATE_NOOP("engine", "Wild Jokers"),
         QT_TRANSLATE_NOOP(
             "engine",
             "Adds one Joker per suit. A Joker keeps its suit and stands for any rank; it may "
             "repeat "
             "a card of a set; every meld needs one card that is not a Joker. 15 points in hand."),
         OptionType::Bool,
         "false",
         0,
         0,
         {},
         {}},
        {"changing_melds",
         QT_TRANSLATE_NOOP("engine", "Changing melds"),
         QT_TRANSLATE_NOOP("engine",
                           "A card may move from a table meld to another meld or into a new meld "
                           "with hand cards, "
                           "if the meld it leaves keeps at least 3 cards (4 for a strong run)."),
         OptionType::Bool,
         "false",
         0,
         0,
         {},
         {}},
        {"no_discard_taken",
         QT_TRANSLATE_NOOP("engine", "Keep the card taken"),
         QT_TRANSLATE_NOOP(
             "engine",
             "The card taken from the discard pile may not be discarded in the same turn."),
         OptionType::Bool,
         "true",
         0,
         0,
         {},
         {}},
        {"target_score",
         QT_TRANSLATE_NOOP("engine", "Target score"),
         QT_TRANSLATE_NOOP("engine",
                           "The game ends after the hand in which someone reaches this score."),
         OptionType::Int,
         "500",
         10,
         10000,
         {},
         {}},
    };
    g.botKinds = standardBotKinds();
    g.searchLevels = {{300, 1.0, 1}, {1500, 1.0, 1}};  // see docs/bots.md for how these were chosen
    g.create = [](const GameConfig& c) {
        return std::make_unique<janken_rummy::JankenRummyState>(c);
    };
    g.makeBot = [](const std::string& kind, std::uint64_t seed) -> std::unique_ptr<Bot> {
        if (kind == "heuristic") return std::make_unique<janken_rummy::HeuristicBot>(seed);
        return nullptr;
    };
    return g;
}

}  // namespace felt
