// The table remembers: the autosave follows every move, a new session resumes
// it at the same position (history, viewer, whose turn, score sheet), a
// finished game removes it, an unreadable file is kept aside and named, and a
// folder that cannot be written is reported once without stopping the game.
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "app/wait_for.h"
#include "catalog/deal_code.h"
#include "catalog/record.h"
#include "catalog/registry.h"
#include "persist/autosave.h"
#include "session/game_session.h"
#include "setup/valid_setup.h"

using namespace felt;
using namespace felt::app;
using felt::test::waitFor;

namespace {

QVariantMap setupOf(const std::string& game, int players, const QString& firstSeat, int seed) {
    const GameInfo& g = *findGame(game);
    QVariantList seats;
    for (int s = 0; s < players; ++s)
        seats.append(
            QVariantMap{{QStringLiteral("name"), QStringLiteral("P%1").arg(s + 1)},
                        {QStringLiteral("kind"), s == 0 ? firstSeat : QStringLiteral("casual")}});
    OptionValues values;
    makeSetupValid(g, players, values);
    QVariantMap options;
    for (const auto& [k, v] : values.all())
        options.insert(QString::fromStdString(k), QString::fromStdString(v));
    return {{QStringLiteral("game"), QString::fromStdString(game)},
            {QStringLiteral("players"), players},
            {QStringLiteral("options"), options},
            {QStringLiteral("seed"), QString::number(seed)},
            {QStringLiteral("seats"), seats}};
}

// The actions of the record at `path` (the autosave), or -1 if it cannot be read.
long actionsIn(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return -1;
    const QByteArray json = f.readAll();
    const auto loaded =
        loadRecord(std::string_view(json.constData(), static_cast<std::size_t>(json.size())));
    return loaded.state ? static_cast<long>(loaded.state->history().size()) : -1;
}

}  // namespace

class TestPersist : public QObject {
    Q_OBJECT
private slots:
    void everyMoveIsKeptAndResumesExactly();
    void finishedGameRemovesTheAutosave();
    void unreadableAutosaveIsKeptAside();
    void unwritableFolderIsReportedOnce();
    void dealCodeStartsTheSameDeal();
};

void TestPersist::everyMoveIsKeptAndResumesExactly() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    GameSession first;
    first.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    Autosave keep(first, dir.path());
    QCOMPARE(first.start(setupOf("jabberwocky", 3, QStringLiteral("human"), 11)), QString());
    QVERIFY(keep.available());
    for (int move = 0; move < 5; ++move) {
        QVERIFY(waitFor([&] { return first.input()->humanTurn(); }, 60000));
        // The file on disk is the game as it stands, after every action.
        QCOMPARE(actionsIn(keep.path()), static_cast<long>(first.state()->history().size()));
        first.input()->playMove(0);
    }
    QVERIFY(waitFor([&] { return first.input()->humanTurn(); }, 60000));
    const auto history = first.state()->history();
    QVERIFY(history.size() >= 5);
    QVERIFY(!keep.summary().isEmpty());

    GameSession second;
    second.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    Autosave again(second, dir.path());
    QCOMPARE(again.resume(), QString());
    QVERIFY(second.state()->history() == history);
    QCOMPARE(second.viewer(), first.viewer());
    QCOMPARE(second.toAct(), first.toAct());
    QCOMPARE(second.scores()->rowCount(), first.scores()->rowCount());
    QCOMPARE(second.setup().value(QStringLiteral("seats")),
             first.setup().value(QStringLiteral("seats")));
    QVERIFY(waitFor([&] { return second.input()->humanTurn(); }, 60000));
}

void TestPersist::finishedGameRemovesTheAutosave() {
    QTemporaryDir dir;
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    Autosave keep(session, dir.path());
    QCOMPARE(session.start(setupOf("blackjack-school", 2, QStringLiteral("casual"), 3)), QString());
    QVERIFY(keep.available());
    QVERIFY(waitFor([&] { return session.gameOver() && !session.busy(); }, 120000));
    QVERIFY(!keep.available());
    QCOMPARE(keep.summary(), QString());
}

void TestPersist::unreadableAutosaveIsKeptAside() {
    QTemporaryDir dir;
    GameSession session;
    Autosave keep(session, dir.path());
    for (const QByteArray& bad :
         {QByteArray("{\"actions\": [\"play"), QByteArray("\x01\x02 not json"),
          QByteArray("{\"format\":\"felt-record\",\"version\":99}")}) {
        QFile f(keep.path());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bad);
        f.close();
        const QString message = keep.resume();
        QVERIFY(!message.isEmpty());
        QVERIFY(!keep.available());  // moved out of the way, so the next launch starts cleanly
        const QStringList kept =
            QDir(dir.path()).entryList({QStringLiteral("autosave-unreadable-*.felt")});
        QVERIFY(!kept.isEmpty());
        QVERIFY2(message.contains(kept.last()), qPrintable(message));
        QFile aside(QDir(dir.path()).filePath(kept.last()));
        QVERIFY(aside.open(QIODevice::ReadOnly));
        QCOMPARE(aside.readAll(), bad);  // nothing lost
        aside.remove();
        QVERIFY(!session.running());
    }
}

void TestPersist::unwritableFolderIsReportedOnce() {
    QTemporaryDir dir;
    // A folder under a regular file cannot be made, even by root.
    const QString blocker = QDir(dir.path()).filePath(QStringLiteral("file"));
    QFile f(blocker);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    Autosave keep(session, QDir(blocker).filePath(QStringLiteral("Felt")));
    QSignalSpy failed(&keep, &Autosave::writeFailed);
    QCOMPARE(session.start(setupOf("jabberwocky", 3, QStringLiteral("human"), 11)), QString());
    for (int move = 0; move < 3; ++move) {
        QVERIFY(waitFor([&] { return session.input()->humanTurn(); }, 60000));
        session.input()->playMove(0);
    }
    QCOMPARE(failed.count(), 1);
    QVERIFY(!keep.writeError().isEmpty());
    QVERIFY(session.running());
}

// The code the results panel shows starts exactly the same deal elsewhere.
void TestPersist::dealCodeStartsTheSameDeal() {
    for (const GameInfo& g : allGames()) {
        GameSession first;
        QCOMPARE(first.start(setupOf(g.id, g.maxPlayers, QStringLiteral("casual"), 90210)),
                 QString());
        const QString code = first.dealCode();
        QVERIFY(!code.isEmpty());
        DealSetup deal;
        QCOMPARE(decodeDealCode(code.toStdString(), deal), std::string());
        QVariantMap options;
        for (const auto& [k, v] : deal.options.all())
            options.insert(QString::fromStdString(k), QString::fromStdString(v));
        GameSession second;
        QCOMPARE(second.start({{QStringLiteral("game"), QString::fromStdString(deal.game->id)},
                               {QStringLiteral("players"), deal.players},
                               {QStringLiteral("seed"), QString::number(deal.seed)},
                               {QStringLiteral("options"), options}}),
                 QString());
        QVERIFY(second.state()->view(kEveryone) == first.state()->view(kEveryone));
        QCOMPARE(second.dealCode(), code);
    }
}

QTEST_MAIN(TestPersist)
#include "tst_persist.moc"
