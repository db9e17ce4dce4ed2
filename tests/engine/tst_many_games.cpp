// Thousands of seeded whole games per registered game, random and heuristic
// bots, over every player count: invariants hold (fully checked at a sample of
// steps, basic checks at every step), illegal probes are refused, games end,
// results add up. The per-game suites check every step fully on fewer games.
#include <QTest>

#include "core/registry.h"
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
    for (const GameInfo& g : allGames())
        for (const std::string& bot : g.botKinds)
            QTest::newRow((g.id + "/" + bot).c_str())
                << QString::fromStdString(g.id) << QString::fromStdString(bot);
}

void TstManyGames::thousandsOfGamesPerGame() {
    QFETCH(QString, game);
    QFETCH(QString, bot);
    const GameInfo* info = findGame(game.toStdString());
    QVERIFY(info);
    const int total = 1000;
    const int counts = info->maxPlayers - info->minPlayers + 1;
    int played = 0;
    for (int p = info->minPlayers; p <= info->maxPlayers; ++p) {
        test::Setup setup{info->id, p, {}, static_cast<std::uint64_t>(1000 + p), {}, -1};
        OptionValues options;
        if (!validateSetup(*info, p, options).empty())
            continue;  // e.g. needs a variant for this count
        // Real play may stagnate (ruling G-4): a few games may hit the cap, not many.
        const auto stats =
            test::runBotGames(setup, total / counts + 1, bot.toStdString(), 40, 20000);
        QVERIFY2(stats.firstFailure.empty(), stats.firstFailure.c_str());
        QVERIFY2(stats.capped * 20 <= stats.games, "more than 5% of the games hit the action cap");
        played += stats.games;
    }
    QVERIFY(played >= total * 3 / 4);
}

QTEST_APPLESS_MAIN(TstManyGames)
#include "tst_many_games.moc"
