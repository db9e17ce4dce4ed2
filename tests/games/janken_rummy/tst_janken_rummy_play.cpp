// Janken Rummy as whole games: seeded bot games with every variant and
// player count under full invariant checks, record round trips, and the
// heuristic bot's habits.
#include <QTest>

#include "catalog/record.h"
#include "games/janken_rummy/janken_rummy.h"
#include "games/janken_rummy/janken_rummy_bot.h"
#include "support/test_support.h"

using namespace felt;
using namespace felt::janken_rummy;

namespace {

test::Setup setupFor(int players, std::map<std::string, std::string> options = {}) {
    test::Setup s;
    s.game = "janken-rummy";
    s.players = players;
    s.options = std::move(options);
    return s;
}

using Options = std::map<std::string, std::string>;

const std::vector<Options>& variants() {
    static const std::vector<Options> all = {
        {},
        {{"wild_jokers", "true"}},
        {{"changing_melds", "true"}},
        {{"no_discard_taken", "false"}},
        {{"wild_jokers", "true"}, {"changing_melds", "true"}, {"no_discard_taken", "false"}},
    };
    return all;
}

std::string describe(int players, const Options& o) {
    std::string d = std::to_string(players) + " players";
    for (const auto& [k, v] : o) d += " " + k + "=" + v;
    return d;
}

}  // namespace

class TstJankenRummyPlay : public QObject {
    Q_OBJECT
private slots:
    void randomGamesKeepInvariantsWithEveryVariant();
    void heuristicGamesKeepInvariantsWithEveryVariant();
    void heuristicBeatsRandom();
    void heuristicTakesADiscardThatCompletesAMeld();
    void recordsRoundTripWithJokersAndMoves();
};

void TstJankenRummyPlay::randomGamesKeepInvariantsWithEveryVariant() {
    // Random play is slow to finish a hand, so these games aim at a low score.
    for (int players = 2; players <= 6; ++players) {
        for (const Options& base : variants()) {
            Options o = base;
            o["target_score"] = "30";
            test::Setup s = setupFor(players, o);
            s.seed = static_cast<std::uint64_t>(players * 10 + 1);
            const auto stats = test::runBotGames(s, 2, "random", 1, 20000);
            qInfo("random, %s: %lld actions", describe(players, o).c_str(), stats.actions);
            QVERIFY2(stats.firstFailure.empty(),
                     (describe(players, o) + ": " + stats.firstFailure).c_str());
            // A game stopped at the cap was never checked to its end.
            QCOMPARE(stats.capped, 0);
        }
    }
}

void TstJankenRummyPlay::heuristicGamesKeepInvariantsWithEveryVariant() {
    for (int players = 2; players <= 6; ++players) {
        for (const Options& base : variants()) {
            Options o = base;
            o["target_score"] = "150";
            test::Setup s = setupFor(players, o);
            s.seed = static_cast<std::uint64_t>(players * 100 + 7);
            const auto stats = test::runBotGames(s, 2, "heuristic", 1, 20000);
            qInfo("heuristic, %s: %lld actions", describe(players, o).c_str(), stats.actions);
            QVERIFY2(stats.firstFailure.empty(),
                     (describe(players, o) + ": " + stats.firstFailure).c_str());
            QCOMPARE(stats.capped, 0);
        }
    }
}

void TstJankenRummyPlay::heuristicBeatsRandom() {
    // Seat 0 heuristic against three random seats, cheap checks only.
    const GameInfo* info = findGame("janken-rummy");
    int heuristicWins = 0;
    const int games = 6;
    for (int g = 0; g < games; ++g) {
        GameConfig c;
        c.players = 4;
        c.seed = 500 + static_cast<std::uint64_t>(g);
        c.options.set("target_score", "60");
        std::string error;
        auto state = createGame(*info, c, error);
        QVERIFY(state);
        std::vector<std::unique_ptr<Bot>> bots;
        for (int s = 0; s < 4; ++s)
            bots.push_back(createBot(*info, s == 0 ? "heuristic" : "random", 9 + s, error));
        Rng rng(77);
        for (int step = 0; step < 100000 && !state->isTerminal(); ++step)
            state->applyLegal(askBot(*bots[state->toAct()], *state, rng));
        QVERIFY(state->isTerminal());
        const auto winners = state->result().winners;
        heuristicWins += std::find(winners.begin(), winners.end(), 0) != winners.end();
    }
    QVERIFY2(heuristicWins >= 5, std::to_string(heuristicWins).c_str());
}

void TstJankenRummyPlay::heuristicTakesADiscardThatCompletesAMeld() {
    // Seat 1 holds 5W 6W; seat 0 throws away 7W, which completes a run.
    test::Setup s = setupFor(2);
    s.firstDealer = 1;
    const std::vector<std::string> seat0 = {"2R", "4R", "6R", "8R", "10R",
                                            "QR", "AL", "3L", "5L", "9L"};
    const std::vector<std::string> seat1 = {"5W", "6W",  "KP", "JP", "9P",
                                            "QS", "10S", "8S", "2L", "4L"};
    std::vector<std::string> deck;
    for (int i = 0; i < 10; ++i) {
        deck.push_back(seat0[i]);
        deck.push_back(seat1[i]);
    }
    deck.push_back("7W");
    s.decks = {deck};
    auto g = test::makeGame(s);
    QCOMPARE(test::playAll(*g, {"draw stock", "discard 7W"}), std::string());
    HeuristicBot bot(1);
    QCOMPARE(g->format(bot.choose(*g, 1)), std::string("draw discard"));
    QCOMPARE(test::play(*g, "draw discard"), std::string());
    QCOMPARE(g->format(bot.choose(*g, 1)), std::string("meld 5W 6W 7W"));
}

void TstJankenRummyPlay::recordsRoundTripWithJokersAndMoves() {
    const GameInfo* info = findGame("janken-rummy");
    GameConfig c;
    c.players = 3;
    c.seed = 4242;
    c.options.set("wild_jokers", "true");
    c.options.set("changing_melds", "true");
    std::string error;
    auto state = createGame(*info, c, error);
    QVERIFY(state);
    std::vector<std::unique_ptr<Bot>> bots;
    for (int s = 0; s < 3; ++s) bots.push_back(createBot(*info, "heuristic", 3 + s, error));
    Rng rng(5);
    bool sawMoveOrJoker = false;
    for (int step = 0; step < 600 && !state->isTerminal(); ++step) {
        const Action a = askBot(*bots[state->toAct()], *state, rng);
        sawMoveOrJoker = sawMoveOrJoker || a.kind == kMoveToNew || a.extra != 0;
        state->applyLegal(a);
    }
    QVERIFY(sawMoveOrJoker);
    QCOMPARE(test::recordRoundTrip(*state, "janken-rummy"), std::string());
}

QTEST_APPLESS_MAIN(TstJankenRummyPlay)
#include "tst_janken_rummy_play.moc"
