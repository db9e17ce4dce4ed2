// Launches the real felt executable offscreen for every registered game with
// all seats played by bots at the fastest speed, and checks that each game
// runs to its end and reports a result.
//
// Games are short: every whole-number option (target scores, rounds) at its
// minimum, handed to the app as its remembered setup in a private settings
// folder, so a game takes seconds even on a busy machine. With
// FELT_E2E_DEFAULT_OPTIONS=1 (the soak suite) the games use the default options.
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <csignal>

#include "app/wait_for.h"
#include "catalog/record.h"
#include "catalog/registry.h"
#include "net/invitation.h"

namespace {

// Only a hang gets near this: a short game takes seconds, a default one a minute.
constexpr int kHangCeilingMs = 600000;

// The smallest game of `info`: whole-number options at their minimum.
QJsonObject shortSetup(const felt::GameInfo& info, int players) {
    QJsonObject options;
    for (const felt::OptionSpec& o : info.options)
        if (o.type == felt::OptionType::Int)
            options.insert(QString::fromStdString(o.key), QString::number(o.minValue));
    return {{QStringLiteral("game"), QString::fromStdString(info.id)},
            {QStringLiteral("players"), players},
            {QStringLiteral("options"), options}};
}

// Felt offscreen with its settings and data under `home`.
QProcessEnvironment offscreenIn(const QTemporaryDir& home) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    return env;
}

}  // namespace

class TestAppEndToEnd : public QObject {
    Q_OBJECT
private slots:
    void everyGameFinishes_data();
    void everyGameFinishes();
    void helpAndVersion();
    void hostingPrintsTheInvitation();
    void unknownGameIsRefused();
    void gameOptionsFromTheCommandLine();
    void unknownLanguageIsRefused();
    void killedGameContinuesWhereItStood();
    void twoWindowsKeepTheirOwnGames();
    void brokenSettingsFileStillStarts();
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
    const bool defaults = qEnvironmentVariableIntValue("FELT_E2E_DEFAULT_OPTIONS") == 1;
    QTemporaryDir config;
    QVERIFY(config.isValid());
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // The app's settings live in this test's own folder, never the user's.
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
    app.setProcessEnvironment(env);
    QStringList args{QStringLiteral("--game"),     game,
                     QStringLiteral("--players"),  QString::number(players),
                     QStringLiteral("--seed"),     QStringLiteral("11"),
                     QStringLiteral("--autoplay"), QStringLiteral("--quit-after-game"),
                     QStringLiteral("--speed"),    QStringLiteral("3")};
    if (defaults) {
        args << QStringLiteral("--no-settings");
    } else {
        QSettings settings(config.filePath(QStringLiteral("Felt/Felt.conf")), QSettings::IniFormat);
        const auto setup = shortSetup(*felt::findGame(game.toStdString()), players);
        settings.setValue(QStringLiteral("setup/last"),
                          QString::fromUtf8(QJsonDocument(setup).toJson(QJsonDocument::Compact)));
        settings.sync();
        QCOMPARE(settings.status(), QSettings::NoError);
    }
    app.start(QStringLiteral(FELT_APP_PATH), args);
    QVERIFY2(app.waitForStarted(), "felt did not start");
    QVERIFY2(app.waitForFinished(kHangCeilingMs), "the game hung: no end after 10 minutes");
    const QString out = QString::fromUtf8(app.readAllStandardOutput());
    QCOMPARE(app.exitStatus(), QProcess::NormalExit);
    QVERIFY2(app.exitCode() == 0, qPrintable(app.readAllStandardError()));
    QVERIFY2(out.contains(QStringLiteral("result: ")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("memory: VmRSS")), qPrintable(out));
}

void TestAppEndToEnd::helpAndVersion() {
    QProcess app;
    app.start(QStringLiteral(FELT_APP_PATH), {QStringLiteral("--version")});
    QVERIFY(app.waitForFinished(kHangCeilingMs));
    QCOMPARE(app.exitCode(), 0);
    QVERIFY(app.readAllStandardOutput().startsWith("felt "));
    app.start(QStringLiteral(FELT_APP_PATH), {QStringLiteral("--help")});
    QVERIFY(app.waitForFinished(kHangCeilingMs));
    QCOMPARE(app.exitCode(), 0);
    QVERIFY(app.readAllStandardOutput().contains("--quit-after-game"));
}

// felt --host prints the table's address and its short code, the same
// invitation both (the code is what a person reads out to a friend).
void TestAppEndToEnd::hostingPrintsTheInvitation() {
    QTemporaryDir home;
    QProcess app;
    app.setProcessEnvironment(offscreenIn(home));
    app.start(QStringLiteral(FELT_APP_PATH),
              {QStringLiteral("--game"), QStringLiteral("madjack"), QStringLiteral("--host"),
               QStringLiteral("--discovery-address"), QStringLiteral("127.0.0.1")});
    QVERIFY(app.waitForStarted(kHangCeilingMs));
    QByteArray out;
    const auto printed = [&] {
        const int code = out.indexOf("invitation code: ");
        return code >= 0 && out.indexOf('\n', code) >= 0;
    };
    QElapsedTimer clock;
    clock.start();
    while (!printed() && clock.elapsed() < kHangCeilingMs) {
        app.waitForReadyRead(100);
        out += app.readAllStandardOutput();
    }
    app.kill();
    app.waitForFinished(kHangCeilingMs);
    QVERIFY2(printed(), out.constData());
    QString address, code;
    for (const QByteArray& line : out.split('\n')) {
        if (line.startsWith("invitation: ")) address = QString::fromUtf8(line.mid(12));
        if (line.startsWith("invitation code: ")) code = QString::fromUtf8(line.mid(17));
    }
    felt::net::Invitation byAddress, byCode;
    QCOMPARE(felt::net::decodeInvitation(address, byAddress), QString());
    QCOMPARE(felt::net::decodeInvitation(code, byCode), QString());
    QCOMPARE(byCode, byAddress);
}

void TestAppEndToEnd::unknownGameIsRefused() {
    QProcess app;
    app.start(QStringLiteral(FELT_APP_PATH),
              {QStringLiteral("--game"), QStringLiteral("no-such-game")});
    QVERIFY(app.waitForFinished(kHangCeilingMs));
    QCOMPARE(app.exitCode(), 2);
    QVERIFY(app.readAllStandardError().contains("Unknown game"));
}

// --option key=value sets the game's options as felt-cli's does (a desktop
// shortcut can start a short MadJack); a bad one is refused with the reason.
void TestAppEndToEnd::gameOptionsFromTheCommandLine() {
    const auto run = [](const QStringList& args) {
        QProcess app;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        app.setProcessEnvironment(env);
        app.start(QStringLiteral(FELT_APP_PATH), args);
        app.waitForFinished(kHangCeilingMs);
        return std::make_pair(app.exitCode(),
                              app.readAllStandardOutput() + app.readAllStandardError());
    };
    const QStringList game = {QStringLiteral("--game"), QStringLiteral("madjack"),
                              QStringLiteral("--players"), QStringLiteral("2")};
    const auto [code, out] =
        run(game + QStringList{QStringLiteral("--option"), QStringLiteral("target_score=1"),
                               QStringLiteral("--autoplay"), QStringLiteral("--quit-after-game"),
                               QStringLiteral("--no-settings"), QStringLiteral("--speed"),
                               QStringLiteral("3")});
    QCOMPARE(code, 0);
    // A target of 1 ends the game with its first round: one player scored 1 to 3.
    const QList<QByteArray> scores =
        out.mid(out.indexOf("scores ") + 7).split('\n').first().split(' ');
    QCOMPARE(scores.size(), 2);
    QVERIFY2(std::min(scores[0].toInt(), scores[1].toInt()) == 0 &&
                 std::max(scores[0].toInt(), scores[1].toInt()) <= 3,
             out.constData());
    const auto [badValue, whyValue] =
        run(game + QStringList{QStringLiteral("--option"), QStringLiteral("target_score=7.5")});
    QCOMPARE(badValue, 2);
    QVERIFY2(whyValue.contains("target_score"), whyValue.constData());
    const auto [badKey, whyKey] =
        run(game + QStringList{QStringLiteral("--option"), QStringLiteral("jokers=true")});
    QCOMPARE(badKey, 2);
    QVERIFY2(whyKey.contains("unknown option 'jokers'"), whyKey.constData());
    const auto [noGame, whyNoGame] =
        run({QStringLiteral("--option"), QStringLiteral("target_score=3")});
    QCOMPARE(noGame, 2);
    QVERIFY2(whyNoGame.contains("--game"), whyNoGame.constData());
}

// --language accepts only the languages built in, and says which those are.
void TestAppEndToEnd::unknownLanguageIsRefused() {
    QProcess app;
    app.start(QStringLiteral(FELT_APP_PATH), {QStringLiteral("--language"), QStringLiteral("xx")});
    QVERIFY(app.waitForFinished(kHangCeilingMs));
    QCOMPARE(app.exitCode(), 2);
    const QByteArray error = app.readAllStandardError();
    QVERIFY2(error.contains("\"xx\"") && error.contains("en"), error.constData());
}

namespace {

// The kept games' files under `folder`, with their game ids.
QMap<QString, QString> keptGames(const QString& folder) {
    QMap<QString, QString> out;
    QDirIterator it(folder, {QStringLiteral("*.felt")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) continue;
        const QByteArray json = f.readAll();
        out.insert(
            path, QString::fromStdString(
                      felt::loadRecord(
                          std::string_view(json.constData(), static_cast<std::size_t>(json.size())))
                          .record.game));
    }
    return out;
}

// The actions in the only kept game under `folder` (-1 while there is none,
// there are several or it cannot be read).
long autosavedActions(const QString& folder) {
    const QMap<QString, QString> kept = keptGames(folder);
    if (kept.size() != 1) return -1;
    QFile f(kept.firstKey());
    if (!f.open(QIODevice::ReadOnly)) return -1;
    const QByteArray json = f.readAll();
    const auto loaded =
        felt::loadRecord(std::string_view(json.constData(), static_cast<std::size_t>(json.size())));
    return loaded.state ? static_cast<long>(loaded.state->history().size()) : -1;
}

}  // namespace

// Issue 12: a game killed without warning (SIGKILL) continues from the same
// record with the same viewer when Felt is started again with --continue.
void TestAppEndToEnd::killedGameContinuesWhereItStood() {
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QProcessEnvironment env = offscreenIn(home);
    const QString data = home.filePath(QStringLiteral("data"));

    // Seed 2: a bot bids before the person's first decision.
    QProcess first;
    first.setProcessEnvironment(env);
    first.start(QStringLiteral(FELT_APP_PATH),
                {QStringLiteral("--game"), QStringLiteral("jabberwocky"),
                 QStringLiteral("--players"), QStringLiteral("4"), QStringLiteral("--seed"),
                 QStringLiteral("2"), QStringLiteral("--speed"), QStringLiteral("3")});
    QVERIFY(first.waitForStarted(kHangCeilingMs));
    QVERIFY2(felt::test::waitFor([&] { return autosavedActions(data) >= 1; }, kHangCeilingMs),
             "no move was autosaved");
    ::kill(static_cast<pid_t>(first.processId()), SIGKILL);
    QVERIFY(first.waitForFinished(kHangCeilingMs));
    const long kept = autosavedActions(data);
    QVERIFY(kept >= 1);

    QProcess second;
    second.setProcessEnvironment(env);
    second.start(QStringLiteral(FELT_APP_PATH), {QStringLiteral("--continue")});
    QByteArray out;
    QElapsedTimer clock;
    clock.start();
    while (!out.contains('\n') && clock.elapsed() < kHangCeilingMs) {
        second.waitForReadyRead(100);
        out += second.readAllStandardOutput();
    }
    second.kill();
    second.waitForFinished(kHangCeilingMs);
    QCOMPARE(QString::fromUtf8(out).trimmed(),
             QStringLiteral("continued: jabberwocky after %1 actions, viewer 0").arg(kept));
    QCOMPARE(autosavedActions(data), kept);  // nothing lost on the way back
}

namespace {

// What `p` writes on `channel` until it contains `needle` (or a hang's ceiling).
QByteArray readUntil(QProcess& p, QProcess::ProcessChannel channel, const char* needle) {
    QByteArray text;
    p.setReadChannel(channel);
    felt::test::waitFor(
        [&] {
            p.waitForReadyRead(50);
            text += p.readAll();
            return text.contains(needle);
        },
        kHangCeilingMs);
    return text;
}

}  // namespace

// Two Felts at once: the second neither offers nor overwrites the game the
// first is playing; each keeps its own, and once the first is gone (killed:
// its lock is stale) its game is offered again.
void TestAppEndToEnd::twoWindowsKeepTheirOwnGames() {
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QProcessEnvironment env = offscreenIn(home);
    const QString data = home.filePath(QStringLiteral("data"));
    const auto launch = [&](QProcess& p, const QStringList& args) {
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(FELT_APP_PATH), args);
        return p.waitForStarted(kHangCeilingMs);
    };
    const auto kills = [](QProcess& p) {
        ::kill(static_cast<pid_t>(p.processId()), SIGKILL);
        return p.waitForFinished(kHangCeilingMs);
    };
    // Seed 2: a bot bids before the person's first decision, so a move is kept.
    QProcess first;
    QVERIFY(
        launch(first, {QStringLiteral("--game"), QStringLiteral("jabberwocky"),
                       QStringLiteral("--players"), QStringLiteral("4"), QStringLiteral("--seed"),
                       QStringLiteral("2"), QStringLiteral("--speed"), QStringLiteral("3")}));
    QVERIFY(felt::test::waitFor([&] { return autosavedActions(data) >= 1; }, kHangCeilingMs));
    const QString firstFile = keptGames(data).firstKey();
    const long firstActions = autosavedActions(data);

    // --continue while the first plays: nothing to continue, nothing touched.
    QProcess second;
    QVERIFY(launch(second, {QStringLiteral("--continue")}));
    QVERIFY(readUntil(second, QProcess::StandardError, "no saved game").contains("no saved game"));
    QVERIFY(kills(second));

    // A second game started beside it is kept in a file of its own.
    QProcess third;
    QVERIFY(
        launch(third, {QStringLiteral("--game"), QStringLiteral("madjack"),
                       QStringLiteral("--players"), QStringLiteral("2"), QStringLiteral("--seed"),
                       QStringLiteral("3"), QStringLiteral("--speed"), QStringLiteral("3")}));
    QVERIFY(felt::test::waitFor(
        [&] { return keptGames(data).values().contains(QStringLiteral("madjack")); },
        kHangCeilingMs));
    QCOMPARE(keptGames(data).value(firstFile), QStringLiteral("jabberwocky"));
    QVERIFY(kills(third));
    QVERIFY(kills(first));

    // Both kept; --continue takes the newest, and the other is still there.
    QCOMPARE(keptGames(data).size(), 2);
    QProcess fourth;
    QVERIFY(launch(fourth, {QStringLiteral("--continue")}));
    const QByteArray out = readUntil(fourth, QProcess::StandardOutput, "\n");
    QVERIFY(kills(fourth));
    QVERIFY2(out.startsWith("continued: "), out.constData());
    QCOMPARE(keptGames(data).size(), 2);
    QVERIFY(firstActions >= 1);
}

// Issue 16: a settings file of random bytes (or cut short) does not stop Felt:
// it starts, plays a game to the end and exits normally.
namespace {

// A short bot game of MadJack with the settings in `home`/config; returns the
// finished process (checked to have exited normally).
std::unique_ptr<QProcess> shortGameWithHome(const QTemporaryDir& home) {
    const QProcessEnvironment env = offscreenIn(home);
    auto app = std::make_unique<QProcess>();
    app->setProcessEnvironment(env);
    app->start(QStringLiteral(FELT_APP_PATH),
               {QStringLiteral("--game"), QStringLiteral("madjack"), QStringLiteral("--players"),
                QStringLiteral("2"), QStringLiteral("--autoplay"), QStringLiteral("--speed"),
                QStringLiteral("3"), QStringLiteral("--quit-after-game")});
    app->waitForFinished(kHangCeilingMs);
    return app;
}

}  // namespace

void TestAppEndToEnd::brokenSettingsFileStillStarts() {
    for (const QByteArray& junk :
         {QByteArray("\x00\xff\xfe[setup\nlast=\"{\"game\":"), QByteArray(4096, '\x9c')}) {
        QTemporaryDir home;
        QDir(home.path()).mkpath(QStringLiteral("config/Felt"));
        QFile settings(home.filePath(QStringLiteral("config/Felt/Felt.conf")));
        QVERIFY(settings.open(QIODevice::WriteOnly));
        settings.write(junk);
        settings.close();
        const auto app = shortGameWithHome(home);
        QCOMPARE(app->state(), QProcess::NotRunning);
        QCOMPARE(app->exitStatus(), QProcess::NormalExit);
        QCOMPARE(app->exitCode(), 0);
        QVERIFY(app->readAllStandardOutput().contains("result:"));
    }
    // Settings that cannot be written (the settings folder is a file): the game
    // is played all the same, and quitting says why nothing was saved.
    QTemporaryDir home;
    QFile blocker(home.filePath(QStringLiteral("config")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    const auto app = shortGameWithHome(home);
    QCOMPARE(app->state(), QProcess::NotRunning);
    QCOMPARE(app->exitCode(), 0);
    QVERIFY(app->readAllStandardOutput().contains("result:"));
    const QByteArray errors = app->readAllStandardError();
    QVERIFY2(errors.contains("settings could not be saved"), errors.constData());
}

QTEST_APPLESS_MAIN(TestAppEndToEnd)
#include "tst_app_e2e.moc"
