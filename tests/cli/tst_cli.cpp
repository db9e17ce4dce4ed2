// felt-cli as a user runs it: JSON out, exit codes, one clear line on bad input.
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "catalog/registry.h"

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runCli(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(FELT_CLI_PATH), args);
    // Waits for the CLI to finish; the ceiling is only reached by a hang, which
    // must read as a failure, not as exit code 0 with half the output.
    const bool finished = p.waitForFinished(120000);
    if (!finished) {
        p.kill();
        p.waitForFinished();
    }
    const bool clean = finished && p.exitStatus() == QProcess::NormalExit;
    return {clean ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
}

QJsonObject lastJsonLine(const QByteArray& out) {
    const auto lines = out.trimmed().split('\n');
    return QJsonDocument::fromJson(lines.last()).object();
}

// Checks a failed run printed exactly one line on stderr containing `words`.
void expectOneLineError(const Run& r, const char* words) {
    QCOMPARE(r.exitCode, 2);
    const QByteArray err = r.err.trimmed();
    QVERIFY2(!err.isEmpty() && !err.contains('\n'), err.constData());
    QVERIFY2(err.contains(words), err.constData());
}

QString writeFile(QTemporaryDir& dir, const QString& name, const QByteArray& content) {
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly)) return {};
    f.write(content);
    return f.fileName();
}

}  // namespace

class TstCli : public QObject {
    Q_OBJECT
private slots:
    void gamesListsEveryRegisteredGame();
    void simulatePlaysWholeGamesWithoutFailures();
    void simulateRejectsBadArguments_data();
    void simulateRejectsBadArguments();
    void replayPrintsTheResult();
    void replayReportsTheFirstIllegalAction();
    void replayRejectsBrokenFiles();
    void benchReportsSpeed();
    void matchReportsSharesAndDrawsStalledGames();
    void codeEncodesAndDecodes();
    void commandHelpPrintsThatCommandsUsage();
};

void TstCli::gamesListsEveryRegisteredGame() {
    const Run r = runCli({"games"});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray games = QJsonDocument::fromJson(r.out).array();
    QCOMPARE(games.size(), static_cast<qsizetype>(felt::allGames().size()));
    for (const auto& info : felt::allGames()) {
        bool found = false;
        for (const auto& g : games) {
            const QJsonObject o = g.toObject();
            if (o["id"].toString().toStdString() != info.id) continue;
            found = true;
            QCOMPARE(o["min_players"].toInt(), info.minPlayers);
            QCOMPARE(o["max_players"].toInt(), info.maxPlayers);
            QCOMPARE(o["options"].toArray().size(), static_cast<qsizetype>(info.options.size()));
        }
        QVERIFY2(found, info.id.c_str());
    }
}

void TstCli::simulatePlaysWholeGamesWithoutFailures() {
    for (const auto& info : felt::allGames()) {
        const Run r = runCli({"simulate", "--game", QString::fromStdString(info.id), "--players",
                              QString::number(info.minPlayers), "--games", "3", "--seed", "4"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = lastJsonLine(r.out);
        QCOMPARE(o["games"].toInt(), 3);
        QCOMPARE(o["invariant_failures"].toInt(), 0);
        QVERIFY(o["actions"].toInt() > 0);
        for (const char* key : {"seconds", "games_per_s", "wins", "mean_score", "capped_games"})
            QVERIFY2(o.contains(key), key);
        QCOMPARE(o["wins"].toArray().size(), static_cast<qsizetype>(info.minPlayers));
    }
    // The same seed gives the same games.
    const QStringList args = {"simulate", "--game", "jabberwocky", "--players", "4",
                              "--games",  "2",      "--seed",      "9"};
    QCOMPARE(lastJsonLine(runCli(args).out)["mean_score"],
             lastJsonLine(runCli(args).out)["mean_score"]);
}

void TstCli::simulateRejectsBadArguments_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("words");
    QTest::newRow("no game") << QStringList{"simulate"} << "--game is required";
    QTest::newRow("unknown game") << QStringList{"simulate", "--game", "poker"}
                                  << "unknown game 'poker'";
    QTest::newRow("players") << QStringList{"simulate", "--game", "jabberwocky", "--players", "9"}
                             << "3 to 5";
    QTest::newRow("not a number") << QStringList{"simulate", "--game", "jabberwocky", "--games",
                                                 "x"}
                                  << "--games";
    QTest::newRow("unknown option")
        << QStringList{"simulate", "--game", "jabberwocky", "--option", "x=1"}
        << "unknown option 'x'";
    QTest::newRow("bad value") << QStringList{"simulate", "--game", "jabberwocky", "--option",
                                              "revokes=2"}
                               << "true or false";
    QTest::newRow("bad bot") << QStringList{"simulate", "--game", "jabberwocky", "--bots", "genius"}
                             << "unknown bot 'genius'";
    QTest::newRow("bot count") << QStringList{"simulate", "--game", "jabberwocky",  "--players",
                                              "3",        "--bots", "random,random"}
                               << "2 bots for 3 players";
    QTest::newRow("unknown command") << QStringList{"dance"} << "unknown command";
}

void TstCli::simulateRejectsBadArguments() {
    QFETCH(QStringList, args);
    QFETCH(QString, words);
    const Run r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(words.toUtf8()), r.err.constData());
}

void TstCli::replayPrintsTheResult() {
    QTemporaryDir dir;
    const QString path = writeFile(dir, "game.json", R"({"format": "felt-record", "version": 1,
        "game": "jabberwocky", "players": 3, "seed": 12, "first_dealer": 0,
        "actions": ["bid 0", "bid 1"]})");
    const Run r = runCli({"replay", path});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = lastJsonLine(r.out);
    QCOMPARE(o["game"].toString(), QString("jabberwocky"));
    QCOMPARE(o["actions"].toInt(), 2);
    QCOMPARE(o["finished"].toBool(), false);
    QCOMPARE(o["to_act"].toInt(), 0);  // the dealer bids last
}

void TstCli::replayReportsTheFirstIllegalAction() {
    QTemporaryDir dir;
    // 3 cards each: bids 1 and 1 leave the dealer unable to bid 1.
    const QString path = writeFile(dir, "bad.json", R"({"format": "felt-record", "version": 1,
        "game": "jabberwocky", "players": 3, "seed": 12, "first_dealer": 0,
        "actions": ["bid 1", "bid 1", "bid 1"]})");
    const Run r = runCli({"replay", path});
    QCOMPARE(r.exitCode, 2);
    const QJsonObject o = lastJsonLine(r.out);
    QCOMPARE(o["index"].toInt(), 2);
    QCOMPARE(o["action"].toString(), QString("bid 1"));
    QVERIFY(o["reason"].toString().contains("dealer may not bid 1"));
}

void TstCli::replayRejectsBrokenFiles() {
    QTemporaryDir dir;
    expectOneLineError(runCli({"replay", dir.filePath("missing.json")}), "cannot open");
    expectOneLineError(runCli({"replay", writeFile(dir, "a.json", "{\"format\": \"felt-rec")}),
                       "malformed JSON");
    expectOneLineError(
        runCli({"replay", writeFile(dir, "b.json", R"({"format": "felt-record", "version": 1,
        "game": "go-fish", "players": 3, "seed": 1, "actions": []})")}),
        "unknown game 'go-fish'");
    expectOneLineError(
        runCli({"replay", writeFile(dir, "c.json", R"({"format": "felt-record", "version": 1,
        "game": "jabberwocky", "players": 3, "seed": 1, "options": {"wild": true}, "actions": []})")}),
        "unknown option 'wild'");
    expectOneLineError(
        runCli({"replay", writeFile(dir, "d.json", R"({"format": "felt-record", "version": 1,
        "game": "jabberwocky", "players": 3, "seed": 1, "options": {"revokes": 3}, "actions": []})")}),
        "true or false");
    expectOneLineError(
        runCli({"replay", writeFile(dir, "e.bin", QByteArray("\x00\xff\xfe garbage", 12))}),
        "malformed JSON");
    // A file without end stops at the size limit at once (it used to grow without bound).
    QElapsedTimer clock;
    clock.start();
    const Run endless = runCli({"replay", "/dev/zero"});
    expectOneLineError(endless, "larger than a record may be");
    qInfo("replay /dev/zero refused after %lld ms", static_cast<long long>(clock.elapsed()));
    // Bad bytes are escaped in the one line, never echoed raw.
    const Run raw = runCli({"replay", writeFile(dir, "f.json", "{\"format\": \"felt-\xff\xfe")});
    expectOneLineError(raw, "\\xFF");
    QVERIFY2(!raw.err.contains('\xff'), raw.err.constData());
}

void TstCli::benchReportsSpeed() {
    const Run r = runCli({"bench", "--game", "jabberwocky", "--players", "4", "--seconds", "1"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = lastJsonLine(r.out);
    QVERIFY(o["actions_per_s"].toDouble() > 0);
    QVERIFY(o["games"].toInt() > 0);
}

// felt-cli match: the kinds' win shares add up to one game per game; a game
// still going after --max-actions stops and counts as a draw.
void TstCli::matchReportsSharesAndDrawsStalledGames() {
    const QStringList args = {"match",           "--game",  "madjack", "--players", "2", "--bots",
                              "casual,beginner", "--games", "4",       "--seed",    "3"};
    Run r = runCli(args);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QJsonObject o = lastJsonLine(r.out);
    QCOMPARE(o["capped_games"].toInt(), 0);
    const QJsonObject bots = o["bots"].toObject();
    QCOMPARE(bots["casual"]["win_share"].toDouble() + bots["beginner"]["win_share"].toDouble(),
             1.0);
    r = runCli(args + QStringList{"--max-actions", "5"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    o = lastJsonLine(r.out);
    QCOMPARE(o["capped_games"].toInt(), 4);
    const QJsonObject drawn = o["bots"].toObject();
    QCOMPARE(drawn["casual"]["win_share"].toDouble(), 0.5);
    QCOMPARE(drawn["beginner"]["win_share"].toDouble(), 0.5);
}

// felt-cli code: encode prints a code, decode prints its setup as JSON, and a
// mistyped code exits 2 with one line saying so.
void TstCli::codeEncodesAndDecodes() {
    const Run made = runCli({"code", "encode", "--game", "madjack", "--players", "2", "--seed",
                             "4242", "--option", "target_score=3"});
    QCOMPARE(made.exitCode, 0);
    const QString code = QString::fromUtf8(made.out).trimmed();
    QVERIFY2(code.startsWith(QStringLiteral("MJ-")), qPrintable(code));
    const Run read = runCli({"code", "decode", code.toLower()});
    QCOMPARE(read.exitCode, 0);
    const QJsonObject setup = lastJsonLine(read.out);
    QCOMPARE(setup.value("game").toString(), QStringLiteral("madjack"));
    QCOMPARE(setup.value("players").toInt(), 2);
    QCOMPARE(setup.value("seed").toInteger(), 4242);
    QCOMPARE(setup.value("options").toObject().value("target_score").toString(),
             QStringLiteral("3"));
    QString typo = code;
    typo[4] = typo[4] == QLatin1Char('7') ? QLatin1Char('8') : QLatin1Char('7');
    const Run bad = runCli({"code", "decode", typo});
    QCOMPARE(bad.exitCode, 2);
    QCOMPARE(bad.err.trimmed().count('\n'), 0);
    QVERIFY(bad.err.contains("mistyped"));
    QCOMPARE(runCli({"code", "encode", "--game", "madjack", "--players", "2"}).exitCode, 2);
}

// felt-cli COMMAND --help prints the usage of that command alone, exit 0.
void TstCli::commandHelpPrintsThatCommandsUsage() {
    for (const char* command : {"match", "simulate", "code", "games", "replay"}) {
        for (const char* flag : {"--help", "-h"}) {
            const Run r = runCli({command, flag});
            QCOMPARE(r.exitCode, 0);
            QVERIFY2(r.out.contains(QByteArray("  ") + command), r.out.constData());
            QVERIFY2(r.out.count('\n') < 12, r.out.constData());  // not the whole usage
        }
    }
    const Run match = runCli({"match", "--game", "madjack", "--help"});
    QVERIFY(match.out.contains("--bots") && !match.out.contains("simulate"));
    QCOMPARE(runCli({"nonsense", "--help"}).exitCode, 2);
}

QTEST_GUILESS_MAIN(TstCli)
#include "tst_cli.moc"
