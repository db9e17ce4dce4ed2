// Property tests: many seeded Jabberwocky games between bots with every
// invariant checked after every action (cards in exactly one zone, views hide
// what they must, determinizations agree with views, only legal actions are
// accepted, games end, results add up, records replay to the same game).
#include <QTest>

#include "support/test_support.h"

using namespace felt;

namespace {

void runGames(int players, const std::string& bot, int games, std::uint64_t seed,
              std::map<std::string, std::string> options = {}) {
    test::Setup s;
    s.game = "jabberwocky";
    s.players = players;
    s.seed = seed;
    s.options = std::move(options);
    const test::RunStats stats = test::runBotGames(s, games, bot);
    QVERIFY2(stats.firstFailure.empty(), stats.firstFailure.c_str());
    QCOMPARE(stats.games, games);
    QCOMPARE(stats.capped, 0);
    // A whole game is 13 rounds of one bid per player plus 75 cards (3+4+...+9+...+3) per player.
    QCOMPARE(stats.actions, static_cast<long long>(games) * players * (13 + 75));
}

}  // namespace

class TstJabberwockyProperties : public QObject {
    Q_OBJECT
private slots:
    void randomGamesThreePlayers() { runGames(3, "random", 120, 1); }
    void randomGamesFourPlayers() { runGames(4, "random", 100, 2); }
    void randomGamesFivePlayers() { runGames(5, "random", 80, 3); }
    void heuristicGamesThreePlayers() { runGames(3, "heuristic", 30, 4); }
    void heuristicGamesFourPlayers() { runGames(4, "heuristic", 30, 5); }
    void heuristicGamesFivePlayers() { runGames(5, "heuristic", 30, 6); }
    // ruling JW-3 (variant revokes)
    void jw3_randomGamesWithRevokes() { runGames(4, "random", 80, 7, {{"revokes", "true"}}); }
    void jw3_heuristicGamesWithRevokes() { runGames(5, "heuristic", 20, 8, {{"revokes", "true"}}); }
    // ruling JW-1 (variant trump_turner)
    void jw1_randomGamesWithLeftTurner() {
        runGames(3, "random", 40, 9, {{"trump_turner", "left"}});
    }
};

QTEST_APPLESS_MAIN(TstJabberwockyProperties)
#include "tst_jabberwocky_properties.moc"
