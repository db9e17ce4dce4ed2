#include "jumpstart_info.h"

#include "games/jumpstart/jumpstart.h"
#include "games/jumpstart/jumpstart_bot.h"

namespace felt {

namespace {

const Label kTwoDecksLabel = QT_TRANSLATE_NOOP("engine", "Two decks");

OptionSpec boolOption(std::string key, std::string label, std::string description,
                      Availability available) {
    OptionSpec o;
    o.key = std::move(key);
    o.label = std::move(label);
    o.description = std::move(description);
    o.type = OptionType::Bool;
    o.defaultValue = "false";
    o.available = std::move(available);
    return o;
}

}  // namespace

GameInfo jumpStartInfo() {
    GameInfo g;
    g.id = "jumpstart";
    g.codeTag = "JS";
    g.summary =
        QT_TRANSLATE_NOOP("engine",
                          "A race to complete two goals, each a marker and four number cards, by "
                          "drawing and discarding; dibs, trades and Jokers shake things up.");
    g.name = QT_TRANSLATE_NOOP("engine", "Jump Start");
    g.minPlayers = 2;
    g.maxPlayers = 10;
    OptionSpec mode;
    mode.key = "mode";
    mode.label = QT_TRANSLATE_NOOP("engine", "Game mode");
    mode.description = QT_TRANSLATE_NOOP(
        "engine",
        "Short: the first player to complete both goals wins. Long: play on until one player is "
        "left and rank everyone. Two-player games are always short.");
    mode.type = OptionType::Choice;
    mode.defaultValue = "short";
    mode.choices = {"short", "long"};
    mode.choiceLabels = {QT_TRANSLATE_NOOP("engine", "Short"), QT_TRANSLATE_NOOP("engine", "Long")};
    mode.available.minPlayers = 3;
    g.options = {
        mode,
        boolOption(
            "dibs", QT_TRANSLATE_NOOP("engine", "Calling dibs"),
            QT_TRANSLATE_NOOP(
                "engine",
                "When the active player leaves the top discard, the others may claim it; the "
                "nearest claimant in turn order gets it and must draw it on their next turn."),
            {3, 99, "", ""}),
        boolOption("marker_trading", QT_TRANSLATE_NOOP("engine", "Marker trading"),
                   QT_TRANSLATE_NOOP("engine",
                                     "Instead of drawing, offer another player a marker for a "
                                     "number card of a named suit, or a number card for a marker "
                                     "(one offer per turn)."),
                   {3, 99, "", ""}),
        boolOption("two_decks", kTwoDecksLabel,
                   QT_TRANSLATE_NOOP(
                       "engine",
                       "Shuffle two decks with four Jokers together; needed for 6 to 10 players."),
                   {6, 10, "", ""}),
    };
    g.botKinds = standardBotKinds();
    // See docs/bots.md for how these were chosen.
    g.searchLevels = {{.iterations = 1000,
                       .policyShare = 1.0,
                       .treeDepth = 1,
                       .pairedPlayouts = true,
                       .playoutHorizon = 16,
                       .horizonMinPlayers = 3,
                       .horizonIterations = 700},
                      {.iterations = 4000,
                       .policyShare = 1.0,
                       .treeDepth = 1,
                       .pairedPlayouts = true,
                       .playoutHorizon = 16}};
    g.checkSetup = [](int players, const OptionValues& options) -> Phrase {
        if (players >= 6 && !options.flag("two_decks"))
            return say(QT_TRANSLATE_NOOP("engine",
                                         "Jump Start with %1 players needs two decks: turn on "
                                         "\"%2\"."),
                       numberArg(players), wordArg(kTwoDecksLabel));
        return {};
    };
    g.create = [](const GameConfig& c) { return std::make_unique<jumpstart::JumpStartState>(c); };
    g.makeBot = [](const std::string& kind, std::uint64_t seed) -> std::unique_ptr<Bot> {
        if (kind == "heuristic") return std::make_unique<jumpstart::HeuristicBot>(seed);
        return nullptr;
    };
    return g;
}

}  // namespace felt
