// The table remembers: the autosave follows every move, a new session resumes
// it at the same position (history, viewer, whose turn, score sheet), a
// finished game removes it, an unreadable file is kept aside and named, and a
// folder that cannot be written is reported once without stopping the game.
// Open and Save As start in Documents, then in the folder last used.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

#include "app/full_disk.h"
#include "app/wait_for.h"
#include "catalog/deal_code.h"
#include "catalog/record.h"
#include "catalog/registry.h"
#include "persist/autosave.h"
#include "persist/record_folder.h"
#include "session/game_session.h"
#include "session/table_facts.h"
#include "setup/valid_setup.h"

using namespace felt;
using namespace felt::app;
using felt::test::waitFor;

namespace {

QVariantMap setupOf(const std::string& game, int players, const QString& firstSeat, int seed,
                    const QString& others = QStringLiteral("casual")) {
    const GameInfo& g = *findGame(game);
    QVariantList seats;
    for (int s = 0; s < players; ++s)
        seats.append(QVariantMap{{QStringLiteral("name"), QStringLiteral("P%1").arg(s + 1)},
                                 {QStringLiteral("kind"), s == 0 ? firstSeat : others}});
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
    void recordFolderIsRemembered();
    void finishedGameRemovesTheAutosave();
    void aNewGameKeepsTheKeptOnes();
    void anOlderCopyLeavesTheKeptGame();
    void olderAutosaveIsAdopted();
    void unreadableAutosaveIsKeptAside();
    void unwritableFolderIsReportedOnce();
    void fullDiskKeepsTheLastGoodFiles();
    void missingDataFolderIsMade();
    void dealCodeStartsTheSameDeal();
    void undoAndRedoAcrossRoundsAreExact();
    void hotSeatUndoBelongsToWhoeverMoved();
    void replayStepsThroughTheGameFaceUp();
    void replayOfAGameInProgressShowsOnlyTheSeat();
    void seekShowsThePositionsFactsAndMelds();
    void roundSummaryWaitsForContinue();
    void madJackSummaryCountsCardsWon();
    void unattendedRunPlaysOnAtRoundEnds();
};

void TestPersist::everyMoveIsKeptAndResumesExactly() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    GameSession first;
    first.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    auto keep = std::make_unique<Autosave>(first, dir.path());
    QCOMPARE(first.start(setupOf("jabberwocky", 3, QStringLiteral("human"), 11)), QString());
    QVERIFY(QFileInfo::exists(keep->path()));
    for (int move = 0; move < 5; ++move) {
        QVERIFY(waitFor([&] { return first.input()->humanTurn(); }, 60000));
        // The file on disk is the game as it stands, after every action.
        QCOMPARE(actionsIn(keep->path()), static_cast<long>(first.state()->history().size()));
        first.input()->playMove(0);
    }
    QVERIFY(waitFor([&] { return first.input()->humanTurn(); }, 60000));
    const auto history = first.state()->history();
    QVERIFY(history.size() >= 5);

    GameSession second;
    second.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    Autosave again(second, dir.path());
    // While the first table plays it, the game is not offered to another.
    QVERIFY(!again.available());
    QVERIFY(!again.resume().isEmpty());
    QVERIFY(!second.running());
    keep.reset();  // the first window closes; its game stays on disk
    QCOMPARE(again.keptGames().size(), 1);
    QVERIFY(again.keptGames()
                .first()
                .toMap()
                .value(QStringLiteral("summary"))
                .toString()
                .contains(QStringLiteral("3 players")));
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
    const QString file = keep.path();
    QVERIFY(QFileInfo::exists(file));
    QVERIFY(waitFor([&] { return session.gameOver() && !session.busy(); }, 120000));
    QVERIFY(!QFileInfo::exists(file));
    QCOMPARE(keep.path(), QString());
    QVERIFY(keep.keptGames().isEmpty());
}

// Starting a new game never drops a kept game Continue offers; ending this
// table's own game (the person agreed to) removes only that one.
void TestPersist::aNewGameKeepsTheKeptOnes() {
    QTemporaryDir dir;
    {
        GameSession first;
        first.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
        Autosave keep(first, dir.path());
        QCOMPARE(first.start(setupOf("jabberwocky", 3, QStringLiteral("human"), 11)), QString());
        QVERIFY(waitFor([&] { return first.input()->humanTurn(); }, 60000));
    }
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    Autosave keep(session, dir.path());
    QCOMPARE(keep.keptGames().size(), 1);
    const QString kept = keep.keptGames().first().toMap().value(QStringLiteral("key")).toString();
    QCOMPARE(session.start(setupOf("madjack", 2, QStringLiteral("human"), 5)), QString());
    const QString madjack = keep.path();
    QVERIFY(QFileInfo::exists(madjack));
    QCOMPARE(keep.keptGames().size(), 1);  // still offered, beside the game played here
    QCOMPARE(keep.keptGames().first().toMap().value(QStringLiteral("key")).toString(), kept);
    QCOMPARE(session.start(setupOf("blackjack-school", 2, QStringLiteral("human"), 5)), QString());
    QVERIFY(!QFileInfo::exists(madjack));  // replaced at this table: gone
    QCOMPARE(keep.keptGames().size(), 1);
    keep.forget(kept);
    QVERIFY(keep.keptGames().isEmpty());
    QVERIFY(QFileInfo::exists(keep.path()));  // the game played here is not forgotten
}

// A record saved along the way and opened after the game was played on does
// not overwrite the kept game: it is kept as a game of its own. The latest
// copy opened again is the kept game itself.
void TestPersist::anOlderCopyLeavesTheKeptGame() {
    QTemporaryDir dir;
    const QString older = dir.filePath(QStringLiteral("older.felt"));
    const QString latest = dir.filePath(QStringLiteral("latest.felt"));
    QString keptPath, keptKey;
    long keptActions = 0;
    {
        GameSession first;
        first.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
        Autosave keep(first, dir.path());
        QCOMPARE(first.start(setupOf("jabberwocky", 3, QStringLiteral("human"), 11)), QString());
        for (int move = 0; move < 4; ++move) {
            QVERIFY(waitFor([&] { return first.input()->humanTurn(); }, 60000));
            if (move == 2) QCOMPARE(first.saveRecord(older), QString());
            first.input()->playMove(0);
        }
        QVERIFY(waitFor([&] { return first.input()->humanTurn(); }, 60000));
        QCOMPARE(first.saveRecord(latest), QString());
        keptPath = keep.path();
        keptKey = first.gameKey();
        keptActions = actionsIn(keptPath);
        QVERIFY(keptActions > actionsIn(older));
    }
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    {
        Autosave keep(session, dir.path());
        QCOMPARE(session.loadRecord(older), QString());
        QCOMPARE(actionsIn(keptPath), keptActions);  // the kept game as it was
        QVERIFY(session.gameKey() != keptKey);
        QVERIFY(keep.path() != keptPath);
        QCOMPARE(actionsIn(keep.path()), actionsIn(older));
        // Both are kept: the other one is offered here.
        QCOMPARE(keep.keptGames().size(), 1);
        QCOMPARE(keep.keptGames().first().toMap().value(QStringLiteral("key")).toString(), keptKey);
    }
    GameSession again;
    again.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    Autosave keep(again, dir.path());
    QCOMPARE(again.loadRecord(latest), QString());
    QCOMPARE(again.gameKey(), keptKey);
    QCOMPARE(keep.path(), keptPath);
    QCOMPARE(actionsIn(keptPath), keptActions);
}

// The single autosave.felt of an earlier Felt is offered and continues.
void TestPersist::olderAutosaveIsAdopted() {
    QTemporaryDir dir;
    {
        GameSession first;
        first.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
        QCOMPARE(first.start(setupOf("jabberwocky", 3, QStringLiteral("human"), 11)), QString());
        QVERIFY(waitFor([&] { return first.input()->humanTurn(); }, 60000));
        QCOMPARE(first.saveRecord(dir.filePath(QStringLiteral("autosave.felt"))), QString());
    }
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    Autosave keep(session, dir.path());
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("autosave.felt"))));
    QCOMPARE(keep.keptGames().size(), 1);
    QCOMPARE(keep.resume(), QString());
    QCOMPARE(session.gameId(), QStringLiteral("jabberwocky"));
    QVERIFY(QFileInfo::exists(keep.path()));
    QCOMPARE(
        QDir(dir.filePath(QStringLiteral("games"))).entryList({QStringLiteral("*.felt")}).size(),
        1);
}

void TestPersist::unreadableAutosaveIsKeptAside() {
    QTemporaryDir dir;
    GameSession session;
    Autosave keep(session, dir.path());
    for (const QByteArray& bad :
         {QByteArray("{\"actions\": [\"play"), QByteArray("\x01\x02 not json"),
          QByteArray("{\"format\":\"felt-record\",\"version\":99}")}) {
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("games"))));
        QFile f(dir.filePath(QStringLiteral("games/kept.felt")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bad);
        f.close();
        QCOMPARE(keep.keptGames().size(), 1);  // offered, saying it cannot be read
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

// A full disk: the autosave and Save As report it, and the last good file
// stays whole (QSaveFile writes a new file and only then replaces the old).
void TestPersist::fullDiskKeepsTheLastGoodFiles() {
    if (!felt::test::FullDisk::kSupported) QSKIP("no file size limit to stand for a full disk");
    QTemporaryDir dir;
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    Autosave keep(session, dir.path());
    QSignalSpy failed(&keep, &Autosave::writeFailed);
    QCOMPARE(session.start(setupOf("jabberwocky", 3, QStringLiteral("human"), 11)), QString());
    QVERIFY(waitFor([&] { return session.input()->humanTurn(); }, 60000));
    const QString saved = dir.filePath(QStringLiteral("saved.felt"));
    QCOMPARE(session.saveRecord(saved), QString());
    auto bytesOf = [](const QString& path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    const QByteArray autosaved = bytesOf(keep.path());
    const QByteArray savedBefore = bytesOf(saved);
    QVERIFY(!autosaved.isEmpty() && !savedBefore.isEmpty());
    const QStringList filesBefore = QDir(dir.path()).entryList(QDir::Files);
    {
        const felt::test::FullDisk full(64);
        session.input()->playMove(0);
        QVERIFY(waitFor([&] { return failed.count() == 1; }, 60000));
        QVERIFY(!keep.writeError().isEmpty());
        QVERIFY(!session.saveRecord(saved).isEmpty());
    }
    QCOMPARE(bytesOf(keep.path()), autosaved);
    QCOMPARE(bytesOf(saved), savedBefore);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), filesBefore);  // no half-written leftovers
    // With room again, the next move is kept.
    QVERIFY(waitFor([&] { return session.input()->humanTurn(); }, 60000));
    session.input()->playMove(0);
    QVERIFY(waitFor([&] { return keep.writeError().isEmpty(); }, 60000));
    QCOMPARE(actionsIn(keep.path()), static_cast<long>(session.state()->history().size()));
}

// A first start (or a data folder someone deleted): the folders are made.
void TestPersist::missingDataFolderIsMade() {
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("not/yet/Felt"));
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    Autosave keep(session, folder);
    QCOMPARE(session.start(setupOf("madjack", 2, QStringLiteral("human"), 5)), QString());
    QVERIFY(QFileInfo::exists(keep.path()));
    QCOMPARE(keep.writeError(), QString());
    QCOMPARE(QFileInfo(keep.path()).absolutePath(),
             QFileInfo(folder + QStringLiteral("/games")).absoluteFilePath());
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

namespace {

// Every face-up row shows a card its viewer may see (an undo never reveals).
bool nothingHiddenShows(GameSession& s) {
    const CardModel& m = *s.cards();
    const SeatView seen = s.state()->view(s.viewer());
    std::vector<bool> visible(static_cast<std::size_t>(s.state()->deck().size()));
    for (const ZoneView& z : seen.zones)
        for (const CardView& c : z.cards)
            if (c.id != kNoCard) visible[c.id] = true;
    for (int r = 0; r < m.rowCount(); ++r)
        if (m.isFaceUp(r) && !visible[m.cardOfRow(r)]) return false;
    return true;
}

}  // namespace

// Undo goes back to the person's last decision, through round ends and
// reshuffles; redo replays the person's and the bots' moves exactly.
void TestPersist::undoAndRedoAcrossRoundsAreExact() {
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    // Random bots: only the kept moves make their replay after an undo the same.
    QCOMPARE(session.start(
                 setupOf("jabberwocky", 3, QStringLiteral("human"), 5, QStringLiteral("random"))),
             QString());
    TableInput& input = *session.input();
    const auto settledTurn = [&] {
        return waitFor([&] { return input.humanTurn() && !session.busy(); }, 60000);
    };
    QVERIFY(settledTurn());
    QVERIFY(!session.canUndo());  // nothing of the person's to take back yet
    QVERIFY(!session.undoUnavailable().isEmpty());
    std::vector<std::size_t> decisionPoints;  // history length at each decision
    std::vector<QStringList> logs;            // and the log then
    std::vector<QString> infos;               // and the information line
    // Play until two rounds are over (their ends reshuffle and redeal).
    for (int move = 0; move < 60 && session.scores()->rowCount() < 2; ++move) {
        decisionPoints.push_back(session.state()->history().size());
        logs.push_back(session.log());
        infos.push_back(session.tableInfo());
        input.playMove(move % std::max(1, static_cast<int>(input.moves().size())));
        QVERIFY(settledTurn());
    }
    const auto played = session.state()->history();
    const int roundsPlayed = session.scores()->rowCount();
    QVERIFY(roundsPlayed >= 2);  // the undos below cross round ends and reshuffles
    const int decisions = static_cast<int>(decisionPoints.size());
    for (int back = decisions - 1; back >= 0; --back) {
        QVERIFY(session.canUndo());
        QSignalSpy placing(&session, &GameSession::placingChanged);
        session.undo();
        QVERIFY(settledTurn());
        // The position is laid out at once (no deal played again) and the log
        // and information line are those of that position.
        QCOMPARE(session.eventsHandled(), 0);
        QVERIFY(waitFor([&] { return placing.count() == 2 && !session.placing(); }));
        const auto at = static_cast<std::size_t>(back);
        QCOMPARE(session.log(), logs[at]);
        QCOMPARE(session.tableInfo(), infos[at]);
        QCOMPARE(session.state()->history().size(), decisionPoints[static_cast<std::size_t>(back)]);
        QCOMPARE(session.toAct(), 0);
        QVERIFY(nothingHiddenShows(session));
        QVERIFY(session.canRedo());
    }
    QVERIFY(!session.canUndo());
    for (int again = 0; again < decisions; ++again) {
        session.redo();
        QVERIFY(settledTurn());
    }
    QVERIFY(session.state()->history() == played);
    QCOMPARE(session.scores()->rowCount(), roundsPlayed);
    QVERIFY(!session.canRedo());
    // A different decision after an undo drops what could be redone.
    session.undo();
    QVERIFY(settledTurn());
    const Action redoable = played[decisionPoints.back()];
    int other = -1;
    const auto& legal = session.state()->legalActions();
    for (std::size_t i = 0; i < legal.size() && other < 0; ++i)
        if (!(legal[i] == redoable)) other = static_cast<int>(i);
    if (other >= 0) {
        const QString text = QString::fromStdString(session.state()->format(legal[other]));
        QCOMPARE(input.applyActionText(text), QString());
        QVERIFY(settledTurn());
        QVERIFY(!session.canRedo());
    }
}

// Hot-seat: the person at the screen may not take back another person's move.
void TestPersist::hotSeatUndoBelongsToWhoeverMoved() {
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QVariantMap setup = setupOf("madjack", 2, QStringLiteral("human"), 8);
    QVariantList seats = setup.value(QStringLiteral("seats")).toList();
    QVariantMap second = seats[1].toMap();
    second.insert(QStringLiteral("kind"), QStringLiteral("human"));
    seats[1] = second;
    setup.insert(QStringLiteral("seats"), seats);
    QCOMPARE(session.start(setup), QString());
    TableInput& input = *session.input();
    const auto atScreen = [&] {
        QVERIFY(waitFor(
            [&] { return (session.handoverSeat() >= 0 || input.humanTurn()) && !session.busy(); },
            60000));
        if (session.handoverSeat() >= 0) session.confirmHandover();
        QVERIFY(waitFor([&] { return input.humanTurn() && !session.busy(); }, 60000));
    };
    atScreen();
    const int first = session.toAct();
    input.playMove(0);
    atScreen();
    QVERIFY(session.toAct() != first);  // the other person is at the screen now
    QVERIFY(!session.canUndo());
    QVERIFY(!session.undoUnavailable().isEmpty());
    const auto before = session.state()->history().size();
    session.undo();
    QCOMPARE(session.state()->history().size(), before);
    QCOMPARE(input.explanation(), session.undoUnavailable());
    // Once this person has moved, it is theirs to take back.
    input.playMove(0);
    atScreen();
    if (session.toAct() == first && session.viewer() == first) QVERIFY(!session.canUndo());
    // A person who takes back their own move stays at the screen: no hand-over
    // to themselves.
    for (int move = 0; move < 20 && !session.canUndo(); ++move) {
        input.playMove(0);
        atScreen();
    }
    QVERIFY2(session.canUndo(), "nobody at the screen could take a move back");
    const int viewer = session.viewer();
    session.undo();
    QVERIFY(waitFor([&] { return !session.busy(); }, 60000));
    QCOMPARE(session.handoverSeat(), -1);
    QCOMPARE(session.viewer(), viewer);
    QVERIFY(input.humanTurn());
}

// Where a replayed position after move `k` stands, as the replay bar says it.
static QString whereAfter(const ReviewMode& review, int k) {
    const QString move = QStringLiteral("after move %1 of %2").arg(k).arg(review.length());
    if (review.roundStarts().size() < 2) return QStringLiteral("A") + move.mid(1);
    int round = 0;  // rounds begun before the move
    for (const QVariant& start : review.roundStarts()) round += start.toInt() < k;
    return QStringLiteral("Round %1, %2").arg(round).arg(move);
}

// Replay: the position at step k is the record replayed to k with every card
// face up, nothing is autosaved meanwhile, "could I have won?" marks land on
// the person's decisions with the better card glowing, and leaving restores
// the game as it stood.
void TestPersist::replayStepsThroughTheGameFaceUp() {
    QTemporaryDir dir;
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    Autosave keep(session, dir.path());
    QVariantMap setup = setupOf("madjack", 2, QStringLiteral("casual"), 21);
    QVariantMap options = setup.value(QStringLiteral("options")).toMap();
    options.insert(QStringLiteral("target_score"), QStringLiteral("3"));
    setup.insert(QStringLiteral("options"), options);
    QCOMPARE(session.start(setup), QString());
    QVERIFY(waitFor([&] { return session.gameOver() && !session.busy(); }, 120000));
    const auto played = session.state()->history();
    const Result result = session.state()->result();
    ReviewMode& review = *session.review();
    review.start();
    QVERIFY(review.active());
    QCOMPARE(review.length(), static_cast<int>(played.size()));
    QVERIFY(review.offersAnalysis());
    for (int k : {0, 1, static_cast<int>(played.size()) / 2, static_cast<int>(played.size()) - 1}) {
        review.seek(k);
        QVERIFY(waitFor([&] { return !session.busy(); }, 60000));
        // Where the replay stands, in words: the deal, then "Round r, after move k of n".
        if (k == 0)
            QCOMPARE(review.where(), QStringLiteral("The deal, before the first move"));
        else
            QCOMPARE(review.where(), whereAfter(review, k));
        const auto& now = session.state()->history();
        QCOMPARE(static_cast<int>(now.size()), k);
        QVERIFY(std::equal(now.begin(), now.end(), played.begin()));
        // Every card the truth shows is face up on the table, but for the
        // piles the game lays face down (won tricks).
        const SeatView truth = session.state()->view(kEveryone);
        const auto zones = session.state()->zones();
        int shown = 0, faceUp = 0;
        for (const ZoneView& z : truth.zones)
            if (!zones[static_cast<std::size_t>(z.zone)].look.faceDown)
                shown += static_cast<int>(z.cards.size());
        for (int r = 0; r < session.cards()->rowCount(); ++r)
            faceUp += session.cards()->isFaceUp(r);
        QCOMPARE(faceUp, shown);
        // A replayed position is never kept as the game (a finished one is not kept).
        QVERIFY(QDir(dir.filePath(QStringLiteral("games")))
                    .entryList({QStringLiteral("*.felt")})
                    .isEmpty());
        QVERIFY(!session.input()->humanTurn());
    }
    review.analyse();
    QVERIFY(waitFor([&] { return !review.analysing(); }, 120000));
    QVERIFY2(!review.marks().isEmpty(), qPrintable(review.progress()));  // seeded: fixed
    {
        // "Could I have won?" answered yes or no: the marked decisions' worth
        // against how far the person (seat 0) finished behind the winner.
        double cost = 0;
        for (const QVariant& m : review.marks())
            cost += m.toMap().value(QStringLiteral("cost")).toDouble();
        const QString answer = review.progress();
        if (result.placements[0] == 1) {
            QVERIFY2(answer.startsWith(QStringLiteral("You won.")), qPrintable(answer));
        } else {
            const int behind =
                result.scores[static_cast<std::size_t>(result.winners[0])] - result.scores[0];
            const bool could = std::max(1L, std::lround(cost)) > behind;
            QVERIFY2(answer.startsWith(could ? QStringLiteral("Yes, probably.")
                                             : QStringLiteral("Probably not.")),
                     qPrintable(answer));
            QVERIFY2(answer.contains(session.seatName(result.winners[0])), qPrintable(answer));
        }
        QVERIFY2(!answer.contains(QStringLiteral("%")), qPrintable(answer));
    }
    {
        const int at = review.marks().first().toMap().value(QStringLiteral("position")).toInt();
        review.seek(at);
        QVERIFY(waitFor([&] { return !session.busy(); }, 60000));
        // The note says what was played and what would have been better.
        QVERIFY2(review.note().startsWith(QStringLiteral("Here you chose “")) &&
                     review.note().contains(QStringLiteral("better off")),
                 qPrintable(review.note()));
        QCOMPARE(review.where(), whereAfter(review, at));
        int glowing = 0;
        for (int r = 0; r < session.cards()->rowCount(); ++r)
            glowing +=
                session.cards()->data(session.cards()->index(r), CardModel::HintedRole).toBool();
        QCOMPARE(glowing, 1);
    }
    review.leave();
    QVERIFY(waitFor([&] { return !session.busy(); }, 60000));
    QVERIFY(!review.active());
    QVERIFY(session.state()->history() == played);
    QVERIFY(session.gameOver());
}

// Replay in the middle of a game never peeks: every position shows only what
// the person's seat saw then (and knowing nothing more, "could I have won?"
// waits for the game's end); leaving returns to the game as it stood.
void TestPersist::replayOfAGameInProgressShowsOnlyTheSeat() {
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QCOMPARE(session.start(setupOf("jabberwocky", 3, QStringLiteral("human"), 7)), QString());
    for (int move = 0; move < 6; ++move) {
        QVERIFY(waitFor([&] { return session.input()->humanTurn() && !session.busy(); }, 60000));
        session.input()->playMove(0);
    }
    QVERIFY(waitFor([&] { return session.input()->humanTurn() && !session.busy(); }, 60000));
    const auto played = session.state()->history();
    ReviewMode& review = *session.review();
    review.start();
    QVERIFY(review.active());
    QVERIFY(!review.showsAll());
    QVERIFY(!review.offersAnalysis());
    for (int k = 0; k <= review.length(); ++k) {
        review.seek(k);
        QVERIFY(waitFor([&] { return !session.busy(); }, 60000));
        QVERIFY2(nothingHiddenShows(session), qPrintable(QStringLiteral("position %1").arg(k)));
        int ownFaceUp = 0;
        for (int r = 0; r < session.cards()->rowCount(); ++r)
            ownFaceUp += session.cards()->isFaceUp(r);
        QVERIFY(ownFaceUp > 0);  // the seat's own hand is shown
    }
    review.leave();
    QVERIFY(waitFor([&] { return session.input()->humanTurn() && !session.busy(); }, 60000));
    QVERIFY(session.state()->history() == played);
    QVERIFY(nothingHiddenShows(session));
}

// MadJack's round summary says what decides the points (MJ-6): the cards each
// player won, not the tricks; the one with more cards scores.
void TestPersist::madJackSummaryCountsCardsWon() {
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    session.view()->setRoundSummaries(true);
    QCOMPARE(session.start(setupOf("madjack", 2, QStringLiteral("casual"), 4)), QString());
    QVERIFY(waitFor([&] { return session.roundOver(); }, 60000));
    const QModelIndex row = session.scores()->index(0);
    const QVariantList details = session.scores()->data(row, ScoreModel::DetailsRole).toList();
    const QVariantList points = session.scores()->data(row, ScoreModel::PointsRole).toList();
    QCOMPARE(details.size(), 2);
    int won[2] = {0, 0};
    for (int s = 0; s < 2; ++s) {
        const QString d = details[s].toString();
        // (No translation is loaded here: English plurals read "card(s)".)
        QVERIFY2(d.startsWith(QStringLiteral("Won ")) && d.contains(QStringLiteral(" card")),
                 qPrintable(d));
        won[s] = d.section(QLatin1Char(' '), 1, 1).toInt();
    }
    QVERIFY(won[0] + won[1] > 0);
    if (won[0] != won[1]) {
        const int more = won[0] > won[1] ? 0 : 1;
        QVERIFY(points[more].toInt() > 0);
        QCOMPARE(points[1 - more].toInt(), 0);
    }
}

// A seek in replay tells the table the position's facts (information line,
// stats for the plates, melds) when they are read, so nothing shown is stale.
void TestPersist::seekShowsThePositionsFactsAndMelds() {
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QCOMPARE(session.start(setupOf("janken-rummy", 2, QStringLiteral("casual"), 3)), QString());
    QVERIFY(waitFor([&] { return session.gameOver() && !session.busy(); }, 120000));
    ReviewMode& review = *session.review();
    review.start();
    QVariantList toldGroups;
    QString toldInfo;
    connect(&session, &GameSession::factsChanged, this, [&] {
        toldGroups = session.groups();
        toldInfo = session.tableInfo();
    });
    int withMelds = 0;
    for (int k = review.length(); k >= 0; k -= std::max(1, review.length() / 7)) {
        toldGroups = {};
        toldInfo.clear();
        review.seek(k);
        QVERIFY(waitFor([&] { return !session.busy(); }, 60000));
        TableFacts expected;
        expected.read(
            session.state()->view(kEveryone), session.state()->statSpecs(),
            TableText(&session.state()->deck(), {QStringLiteral("P1"), QStringLiteral("P2")}));
        QCOMPARE(toldGroups, expected.groups);
        QCOMPARE(toldInfo, expected.info);
        withMelds += !expected.groups.isEmpty();
    }
    QVERIFY(withMelds > 0);  // the check saw melds, not only empty tables
    review.leave();
}

// With round summaries on, the table stops at each round's end (bots too) with
// the round's bids and tricks on the score sheet, until Continue.
void TestPersist::roundSummaryWaitsForContinue() {
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    session.view()->setRoundSummaries(true);
    QCOMPARE(session.start(setupOf("jabberwocky", 3, QStringLiteral("casual"), 4)), QString());
    QVERIFY(waitFor([&] { return session.roundOver(); }, 60000));
    QVERIFY(!session.busy());  // nothing scheduled: no bot thinks, no move is pending
    const auto paused = session.state()->history().size();
    QCOMPARE(session.scores()->rowCount(), 1);
    const QVariantList details =
        session.scores()->data(session.scores()->index(0), ScoreModel::DetailsRole).toList();
    QCOMPARE(details.size(), 3);
    int tricks = 0;
    for (const QVariant& d : details) {
        QVERIFY2(d.toString().startsWith(QStringLiteral("Bid ")), qPrintable(d.toString()));
        tricks += d.toString().section(QStringLiteral("took "), 1).toInt();
    }
    // Every trick of the round is counted, the last one included: the first
    // round deals 3 cards each, so 3 tricks.
    QCOMPARE(tricks, 3);
    // And each plate says so while the summary shows, not the next round's 0.
    for (int s = 0; s < 3; ++s)
        QCOMPARE(session.seats()->data(session.seats()->index(s), SeatModel::StatsRole).toString(),
                 details[s].toString());
    QCOMPARE(session.state()->history().size(), paused);
    session.continueAfterRound();
    QVERIFY(!session.roundOver());
    QVERIFY(waitFor([&] { return session.state()->history().size() > paused; }, 60000));
}

// A run nobody watches (--autoplay, --quit-after-game) does not stop at round
// ends, and leaves the player's Round summaries setting as it was.
void TestPersist::unattendedRunPlaysOnAtRoundEnds() {
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    session.view()->setRoundSummaries(true);
    session.setUnattended(true);
    bool stopped = false;
    connect(&session, &GameSession::stateChanged, this,
            [&] { stopped = stopped || session.roundOver(); });
    QCOMPARE(session.start(setupOf("jabberwocky", 3, QStringLiteral("casual"), 4)), QString());
    QVERIFY(waitFor([&] { return session.scores()->rowCount() >= 3; }, 60000));
    QVERIFY(!stopped);
    QVERIFY(session.view()->roundSummaries());
}

// The settings in a file of the test's own, never the person's.
void TestPersist::recordFolderIsRemembered() {
    QStandardPaths::setTestModeEnabled(true);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("felt.conf"));
    const QString games = dir.filePath(QStringLiteral("games"));
    QVERIFY(QDir().mkpath(games));
    {
        QSettings settings(file, QSettings::IniFormat);
        // The first time: Documents (or home, where there is none).
        QCOMPARE(app::recordFolder(settings), app::documentsFolder());
        QVERIFY(!app::documentsFolder().isEmpty());
        app::rememberRecordFolder(settings, games + QStringLiteral("/evening.felt"));
        QCOMPARE(app::recordFolder(settings), games);
    }
    {
        QSettings again(file, QSettings::IniFormat);  // as at the next start
        QCOMPARE(app::recordFolder(again), games);
    }
    // A folder since removed counts as none.
    QVERIFY(QDir(games).removeRecursively());
    QSettings after(file, QSettings::IniFormat);
    QCOMPARE(app::recordFolder(after), app::documentsFolder());
}

QTEST_MAIN(TestPersist)
#include "tst_persist.moc"
