// Thousands of seeded whole games per registered game, random and heuristic
// bots, over every player count: invariants hold (fully checked at a sample of
// steps, basic checks at every step), illegal probes are refused, games end,
// results add up. The per-game suites check every step fully on fewer games.
//
// Environment (set by tests/engine/CMakeLists.txt so ctest -j spreads the rows):
//   FELT_MANY_GAMES_SHARD=k/n   run only the data rows whose index is k modulo n
//   FELT_MANY_GAMES_TOTAL=N     games per row (default 1000; the fast suite plays fewer)
#include <QTest>
#include <cstdio>

#include "catalog/registry.h"
#include "support/test_support.h"

using namespace felt;

class TstManyGames : public QObject {
    Q_OBJECT
private slots:
    void thousandsOfGamesPerGame_data();
    void thousandsOfGamesPerGame();
};

void TstManyGames::thousandsOfGamesPerGame_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("bot");
    int shard = 0, shards = 1;
    const QByteArray spec = qgetenv("FELT_MANY_GAMES_SHARD");
    if (!spec.isEmpty() && std::sscanf(spec.constData(), "%d/%d", &shard, &shards) != 2)
        QFAIL("FELT_MANY_GAMES_SHARD must look like 3/10");
    int row = 0;
    for (const GameInfo& g : allGames())
        for (const std::string& bot : g.botKinds)
            // The search levels are too slow for thousands of games; tst_search
            // plays them at small budgets. "casual" is the heuristic bot.
            if (bot == "random" || bot == "heuristic" || bot == "beginner")
                if (row++ % shards == shard)
                    QTest::newRow((g.id + "/" + bot).c_str())
                        << QString::fromStdString(g.id) << QString::fromStdString(bot);
    // More rows than shards would be fine; fewer would leave a shard empty.
    QVERIFY2(row >= shards, "more shards than data rows: lower the count in CMakeLists.txt");
}

void TstManyGames::thousandsOfGamesPerGame() {
    QFETCH(QString, game);
    QFETCH(QString, bot);
    const GameInfo* info = findGame(game.toStdString());
    QVERIFY(info);
    Rng rng(2026);
    // Batches of ten games, each batch with its own player count and options.
    const int total = qEnvironmentVariableIntValue("FELT_MANY_GAMES_TOTAL") > 0
                          ? qEnvironmentVariableIntValue("FELT_MANY_GAMES_TOTAL")
                          : 1000;
    const int batch = 10;
    int played = 0;
    for (int b = 0; b < total / batch; ++b) {
        const int players = info->minPlayers + b % (info->maxPlayers - info->minPlayers + 1);
        const auto setup = test::randomSetup(*info, players, rng);
        QVERIFY2(setup, ("no valid setup for " + std::to_string(players) + " players").c_str());
        // Real play may stagnate (ruling G-4): a few games may hit the cap, not many.
        const auto stats = test::runBotGames(*setup, batch, bot.toStdString(), 40, 20000);
        QVERIFY2(stats.firstFailure.empty(), stats.firstFailure.c_str());
        QVERIFY2(stats.capped * 2 <= stats.games, "half of a batch hit the action cap");
        played += stats.games - stats.capped;
    }
    QVERIFY(played >= total * 95 / 100);
}

QTEST_APPLESS_MAIN(TstManyGames)
#include "tst_many_games.moc"
