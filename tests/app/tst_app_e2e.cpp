// Launches the real felt executable offscreen for every registered game with
// all seats played by bots at the fastest speed, and checks that each game
// runs to its end and reports a result.
#include <QProcess>
#include <QTest>

#include "catalog/registry.h"

class TestAppEndToEnd : public QObject {
    Q_OBJECT
private slots:
    void everyGameFinishes_data();
    void everyGameFinishes();
    void helpAndVersion();
    void unknownGameIsRefused();
};

void TestAppEndToEnd::everyGameFinishes_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    for (const felt::GameInfo& g : felt::allGames()) {
        QTest::newRow((g.id + "-min").c_str()) << QString::fromStdString(g.id) << g.minPlayers;
        if (g.maxPlayers != g.minPlayers)
            QTest::newRow((g.id + "-max").c_str()) << QString::fromStdString(g.id) << g.maxPlayers;
    }
}

void TestAppEndToEnd::everyGameFinishes() {
    QFETCH(QString, game);
    QFETCH(int, players);
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    app.setProcessEnvironment(env);
    app.start(QStringLiteral(FELT_APP_PATH),
              {QStringLiteral("--game"), game, QStringLiteral("--players"),
               QString::number(players), QStringLiteral("--seed"), QStringLiteral("11"),
               QStringLiteral("--autoplay"), QStringLiteral("--quit-after-game"),
               QStringLiteral("--speed"), QStringLiteral("3"), QStringLiteral("--no-settings")});
    QVERIFY2(app.waitForStarted(), "felt did not start");
    QVERIFY2(app.waitForFinished(90000), "the game did not finish in 90 s");
    const QString out = QString::fromUtf8(app.readAllStandardOutput());
    QCOMPARE(app.exitStatus(), QProcess::NormalExit);
    QVERIFY2(app.exitCode() == 0, qPrintable(app.readAllStandardError()));
    QVERIFY2(out.contains(QStringLiteral("result: ")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("memory: VmRSS")), qPrintable(out));
}

void TestAppEndToEnd::helpAndVersion() {
    QProcess app;
    app.start(QStringLiteral(FELT_APP_PATH), {QStringLiteral("--version")});
    QVERIFY(app.waitForFinished(10000));
    QCOMPARE(app.exitCode(), 0);
    QVERIFY(app.readAllStandardOutput().startsWith("felt "));
    app.start(QStringLiteral(FELT_APP_PATH), {QStringLiteral("--help")});
    QVERIFY(app.waitForFinished(10000));
    QCOMPARE(app.exitCode(), 0);
    QVERIFY(app.readAllStandardOutput().contains("--quit-after-game"));
}

void TestAppEndToEnd::unknownGameIsRefused() {
    QProcess app;
    app.start(QStringLiteral(FELT_APP_PATH),
              {QStringLiteral("--game"), QStringLiteral("no-such-game")});
    QVERIFY(app.waitForFinished(10000));
    QCOMPARE(app.exitCode(), 2);
    QVERIFY(app.readAllStandardError().contains("Unknown game"));
}

QTEST_APPLESS_MAIN(TestAppEndToEnd)
#include "tst_app_e2e.moc"
