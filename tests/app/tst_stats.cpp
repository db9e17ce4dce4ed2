// Statistics: finished games are counted per game and player (played, won,
// places, best and average, streaks), each game in one transaction; an older
// schema is migrated, and a broken, newer or unwritable file gives a message
// while the old file is kept aside untouched.
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QLocale>
#include <QProcess>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <cstdio>
#include <functional>

#include "app/full_disk.h"
#include "app/wait_for.h"
#include "catalog/registry.h"
#include "session/game_session.h"
#include "setup/valid_setup.h"
#include "stats/statistics.h"
#include "stats/stats_store.h"

using namespace felt;
using namespace felt::app;
using felt::test::waitFor;

class TestStats : public QObject {
    Q_OBJECT
private slots:
    void finishedGamesAreCounted();
    void aGameIsCountedOnce();
    void anOpenedFinishedGameIsNotCountedByARedo();
    void aDefaultNameIsOnePersonInEveryLanguage();
    void aFailedGameWritesNothing();
    void olderSchemaIsMigrated();
    void unusableFilesAreKeptAside();
    void unwritableFolderIsReported();
    void truncatedFileIsKeptAside();
    void fullDiskLosesNoEarlierGame();
    void twoProcessesWriteAtOnce();
};

namespace {

QVariantMap shortGame(const std::string& id, int seed,
                      const QString& annKind = QStringLiteral("casual")) {
    const GameInfo& g = *findGame(id);
    OptionValues values;
    for (const OptionSpec& o : g.options)
        if (o.type == OptionType::Int) values.set(o.key, std::to_string(o.minValue));
    makeSetupValid(g, 2, values);
    QVariantMap options;
    for (const auto& [k, v] : values.all())
        options.insert(QString::fromStdString(k), QString::fromStdString(v));
    return {{QStringLiteral("game"), QString::fromStdString(id)},
            {QStringLiteral("players"), 2},
            {QStringLiteral("seed"), QString::number(seed)},
            {QStringLiteral("options"), options},
            {QStringLiteral("seats"),
             QVariantList{QVariantMap{{QStringLiteral("name"), QStringLiteral("Ann")},
                                      {QStringLiteral("kind"), annKind}},
                          QVariantMap{{QStringLiteral("name"), QStringLiteral("Bob")},
                                      {QStringLiteral("kind"), QStringLiteral("random")}}}}};
}

QVariantMap rowOf(const QVariantList& rows, const QString& player) {
    for (const QVariant& r : rows) {
        const QVariantMap m = r.toMap();
        if (m.value(QStringLiteral("player")) == player && m.value(QStringLiteral("variant")) == "")
            return m;
    }
    return {};
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

// Opens `store` over an unusable file: a fresh database opens, and the old
// file lies in `dir` as stats.sqlite.unusable-<time>, byte for byte `bytes`,
// named in the message.
bool openedKeepingAside(StatsStore& store, const QTemporaryDir& dir, const QByteArray& bytes) {
    const QString message = store.open();
    const QStringList aside =
        QDir(dir.path()).entryList({QStringLiteral("stats.sqlite.unusable-*")});
    if (!store.isOpen() || aside.size() != 1 || !message.contains(aside.first())) {
        qWarning("store open %d, %d files aside, message: %s", store.isOpen(),
                 static_cast<int>(aside.size()), qPrintable(message));
        return false;
    }
    QFile kept(dir.filePath(aside.first()));
    return kept.open(QIODevice::ReadOnly) && kept.readAll() == bytes;
}

}  // namespace

void TestStats::finishedGamesAreCounted() {
    QTemporaryDir dir;
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    Statistics stats(session, dir.filePath(QStringLiteral("stats.sqlite")));
    QCOMPARE(stats.problem(), QString());
    int annWins = 0, annBest = INT_MIN, played = 0;
    long annTotal = 0;
    for (int seed = 1; seed <= 3; ++seed) {
        QCOMPARE(session.start(shortGame("madjack", seed)), QString());
        QVERIFY(waitFor([&] { return session.gameOver() && !session.busy(); }, 120000));
        const Result r = session.state()->result();
        annWins += r.placements[0] == 1;
        annBest = std::max(annBest, r.scores[0]);
        annTotal += r.scores[0];
        ++played;
    }
    const QVariantMap ann = rowOf(stats.summary(), QStringLiteral("Ann"));
    QCOMPARE(ann.value(QStringLiteral("game")).toString(), QStringLiteral("madjack"));
    QCOMPARE(ann.value(QStringLiteral("kind")).toString(), QStringLiteral("casual"));
    QCOMPARE(ann.value(QStringLiteral("played")).toInt(), played);
    QCOMPARE(ann.value(QStringLiteral("won")).toInt(), annWins);
    QCOMPARE(ann.value(QStringLiteral("best")).toInt(), annBest);
    QCOMPARE(ann.value(QStringLiteral("average")).toDouble(), double(annTotal) / played);
    const QVariantList recent = stats.recentGames(QStringLiteral("madjack"), QStringLiteral("Ann"));
    QCOMPARE(recent.size(), played);
    QVERIFY(!recent.last().toMap().value(QStringLiteral("rounds")).toList().isEmpty());
    // The chart's figures: each game's score, place and the day it was played.
    const QVariantMap last = recent.last().toMap();
    QCOMPARE(last.value(QStringLiteral("score")).toInt(), session.state()->result().scores[0]);
    QCOMPARE(last.value(QStringLiteral("place")).toInt(), session.state()->result().placements[0]);
    const QString today = QLocale().toString(QDate::currentDate(), QStringLiteral("d MMM"));
    const QString yesterday =  // a run across midnight
        QLocale().toString(QDate::currentDate().addDays(-1), QStringLiteral("d MMM"));
    const QString day = last.value(QStringLiteral("date")).toString();
    QVERIFY2(day == today || day == yesterday, qPrintable(day));
    stats.reset();
    QVERIFY(stats.summary().isEmpty());
}

// A game counts once, when it ends while being played: leaving its replay,
// opening its saved record (at this table or another on the same file) and
// the same game ended again (a redo after an undo) never count it again.
void TestStats::aGameIsCountedOnce() {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("stats.sqlite"));
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    Statistics stats(session, file);
    const auto played = [&] {
        return rowOf(stats.summary(), QStringLiteral("Ann"))
            .value(QStringLiteral("played"))
            .toInt();
    };
    const auto settle = [](GameSession& s, const std::function<void()>& act) {
        QSignalSpy settled(&s, &GameSession::settled);
        act();
        return waitFor([&] { return settled.count() > 0 && !s.busy(); }, 60000);
    };
    QVERIFY(settle(session, [&] { QCOMPARE(session.start(shortGame("madjack", 4)), QString()); }));
    QVERIFY(waitFor([&] { return session.gameOver() && !session.busy(); }, 120000));
    QCOMPARE(played(), 1);

    QVERIFY(settle(session, [&] { session.review()->start(); }));
    QVERIFY(settle(session, [&] { session.review()->seek(3); }));
    QVERIFY(settle(session, [&] { session.review()->leave(); }));
    QVERIFY(session.gameOver());
    QCOMPARE(played(), 1);

    const QString record = dir.filePath(QStringLiteral("game.felt"));
    QCOMPARE(session.saveRecord(record), QString());
    QVERIFY(settle(session, [&] { QCOMPARE(session.loadRecord(record), QString()); }));
    QVERIFY(session.gameOver());
    QCOMPARE(played(), 1);
    {
        GameSession other;
        other.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
        Statistics otherStats(other, file);
        QVERIFY(settle(other, [&] { QCOMPARE(other.loadRecord(record), QString()); }));
        QCOMPARE(other.gameKey(), session.gameKey());
    }
    QCOMPARE(played(), 1);

    StatsStore store(file);
    QCOMPARE(store.open(), QString());
    FinishedGame again{QStringLiteral("madjack"), QString(), {}, session.gameKey()};
    again.seats << FinishedSeat{QStringLiteral("Ann"), QStringLiteral("casual"), 1, 1, {1}};
    QCOMPARE(store.record(again), QString());
    QCOMPARE(played(), 1);

    QVERIFY(settle(session, [&] { QCOMPARE(session.start(shortGame("madjack", 5)), QString()); }));
    QVERIFY(waitFor([&] { return session.gameOver() && !session.busy(); }, 120000));
    QCOMPARE(played(), 2);
}

// A finished game opened from its record, where it was never counted (another
// Felt's, another profile's), is not counted when its last move is taken back
// and made again with Redo: that move was made before, elsewhere.
void TestStats::anOpenedFinishedGameIsNotCountedByARedo() {
    QTemporaryDir dir;
    const QString record = dir.filePath(QStringLiteral("game.felt"));
    const auto settle = [](GameSession& s, const std::function<void()>& act) {
        QSignalSpy settled(&s, &GameSession::settled);
        act();
        return waitFor([&] { return settled.count() > 0 && !s.busy(); }, 60000);
    };
    {
        GameSession played;
        played.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
        QCOMPARE(played.start(shortGame("madjack", 4, QStringLiteral("human"))), QString());
        for (int i = 0; i < 500 && !played.gameOver(); ++i) {
            QVERIFY(
                waitFor([&] { return played.input()->humanTurn() || played.gameOver(); }, 60000));
            if (!played.gameOver()) played.input()->playMove(0);
        }
        QVERIFY(waitFor([&] { return played.gameOver() && !played.busy(); }, 60000));
        QCOMPARE(played.saveRecord(record), QString());
    }
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    Statistics stats(session, dir.filePath(QStringLiteral("stats.sqlite")));
    QVERIFY(settle(session, [&] { QCOMPARE(session.loadRecord(record), QString()); }));
    QVERIFY(session.gameOver());
    QVERIFY(settle(session, [&] { session.undo(); }));
    QVERIFY(!session.gameOver());
    for (int i = 0; i < 50 && !session.gameOver(); ++i) {
        QVERIFY(session.canRedo());
        QVERIFY(settle(session, [&] { session.redo(); }));
    }
    QVERIFY(session.gameOver());
    QVERIFY2(stats.summary().isEmpty(), "the opened game was counted");
}

// A seat's default name follows the language ("Spieler 1" in German), but
// the person is counted as one whatever language Felt spoke; the rows read
// in the language in use, bot levels and variants in words, not keys.
void TestStats::aDefaultNameIsOnePersonInEveryLanguage() {
    QTemporaryDir dir;
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    Statistics stats(session, dir.filePath(QStringLiteral("stats.sqlite")));
    QVariantMap setup = shortGame("madjack", 6);
    setup.insert(QStringLiteral("seats"),
                 QVariantList{QVariantMap{{QStringLiteral("kind"), QStringLiteral("human")}},
                              QVariantMap{{QStringLiteral("kind"), QStringLiteral("casual")}}});
    const auto play = [&] {
        QCOMPARE(session.start(setup), QString());
        for (int i = 0; i < 500 && !session.gameOver(); ++i) {
            QVERIFY(
                waitFor([&] { return session.input()->humanTurn() || session.gameOver(); }, 60000));
            if (!session.gameOver()) session.input()->playMove(0);
        }
        QVERIFY(waitFor([&] { return session.gameOver() && !session.busy(); }, 60000));
    };
    play();
    QTranslator german;
    QVERIFY(german.load(QLocale(QLocale::German), QStringLiteral("felt"), QStringLiteral("_"),
                        QStringLiteral(":/i18n")));
    QCoreApplication::installTranslator(&german);
    play();
    QCOMPARE(session.seatName(0), QStringLiteral("Spieler 1"));
    const QVariantList rows = stats.summary();
    QCoreApplication::removeTranslator(&german);
    const QVariantMap person = rowOf(rows, QStringLiteral("Player 1"));
    QCOMPARE(person.value(QStringLiteral("played")).toInt(), 2);
    QCOMPARE(person.value(QStringLiteral("shownName")).toString(), QStringLiteral("Spieler 1"));
    QCOMPARE(person.value(QStringLiteral("kindWord")).toString(), QString());
    QCOMPARE(rowOf(rows, QStringLiteral("Bot 2")).value(QStringLiteral("kindWord")).toString(),
             QStringLiteral("Gelegenheitsspieler"));
    for (const QVariant& r : rows) {
        const QVariantMap m = r.toMap();
        const QString variant = m.value(QStringLiteral("variant")).toString();
        if (variant.isEmpty()) continue;
        QVERIFY2(!m.value(QStringLiteral("variantWords")).toString().contains(QLatin1Char('=')),
                 qPrintable(m.value(QStringLiteral("variantWords")).toString()));
        QVERIFY2(m.value(QStringLiteral("variantWords"))
                     .toString()
                     .contains(QStringLiteral("Zielpunkt")),
                 qPrintable(m.value(QStringLiteral("variantWords")).toString()));
    }
}

void TestStats::aFailedGameWritesNothing() {
    QTemporaryDir dir;
    StatsStore store(dir.filePath(QStringLiteral("s.sqlite")));
    QCOMPARE(store.open(), QString());
    FinishedGame game{QStringLiteral("madjack"), QString(), {}, {}};
    game.seats << FinishedSeat{QStringLiteral("Ann"), QStringLiteral("human"), 5, 1, {2, 3}};
    game.seats << FinishedSeat{
        QString(), QStringLiteral("casual"), 3, 2, {1, 2}};  // no name: refused
    QVERIFY(!store.record(game).isEmpty());
    QVERIFY(store.summary().isEmpty());  // not even the game row or Ann's seat
    game.seats[1].name = QStringLiteral("Bob");
    QCOMPARE(store.record(game), QString());
    QCOMPARE(store.summary().size(), 2);  // two players (no variant to split by)
}

void TestStats::olderSchemaIsMigrated() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("old.sqlite"));
    {
        // Schema 1: games and seats, no points per round yet.
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v1"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const char* sql :
             {"CREATE TABLE schema_version (version INTEGER NOT NULL)",
              "INSERT INTO schema_version VALUES (1)",
              "CREATE TABLE games (id INTEGER PRIMARY KEY, game TEXT NOT NULL, variant TEXT NOT "
              "NULL, finished TEXT NOT NULL)",
              "CREATE TABLE seats (game_id INTEGER NOT NULL, seat INTEGER NOT NULL, name TEXT NOT "
              "NULL, kind TEXT NOT NULL, score INTEGER NOT NULL, place INTEGER NOT NULL)",
              "INSERT INTO games VALUES (1, 'jabberwocky', '', '2026-01-01T00:00:00Z')",
              "INSERT INTO seats VALUES (1, 0, 'Ann', 'human', 42, 1)"})
            QVERIFY2(q.exec(QString::fromLatin1(sql)), sql);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("v1"));
    StatsStore store(path);
    QCOMPARE(store.open(), QString());
    const QVariantMap ann = rowOf(store.summary(), QStringLiteral("Ann"));
    QCOMPARE(ann.value(QStringLiteral("best")).toInt(), 42);
    QCOMPARE(ann.value(QStringLiteral("won")).toInt(), 1);
    // Schema 2's table exists and takes new games.
    FinishedGame game{QStringLiteral("jabberwocky"), QString(), {}, {}};
    game.seats << FinishedSeat{QStringLiteral("Ann"), QStringLiteral("human"), 7, 2, {3, 4}};
    QCOMPARE(store.record(game), QString());
    const QVariantList recent =
        store.recentGames(QStringLiteral("jabberwocky"), QStringLiteral("Ann"), 5);
    QCOMPARE(recent.size(), 2);
    QCOMPARE(recent.last().toMap().value(QStringLiteral("rounds")).toList().size(), 2);
}

void TestStats::unusableFilesAreKeptAside() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("stats.sqlite"));
    const QByteArray junk("this is no database at all, just words and \x01\x02\x03 bytes");
    writeFile(path, junk.repeated(200));
    {
        StatsStore store(path);
        QVERIFY(openedKeepingAside(store, dir, junk.repeated(200)));
        QFile::remove(dir.filePath(
            QDir(dir.path()).entryList({QStringLiteral("stats.sqlite.unusable-*")}).first()));
    }
    {
        // A file from a newer Felt: kept aside, never migrated backwards.
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("new"));
        db.setDatabaseName(path);
        QVERIFY(QFile::remove(path));
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("CREATE TABLE schema_version (version INTEGER NOT NULL)")));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO schema_version VALUES (99)")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("new"));
    StatsStore store(path);
    QVERIFY(!store.open().isEmpty());
    QVERIFY(store.isOpen());
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("stats.sqlite.unusable-*")}).size(), 1);
}

void TestStats::unwritableFolderIsReported() {
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("file"));
    writeFile(blocker, "x");
    StatsStore store(QDir(blocker).filePath(QStringLiteral("stats.sqlite")));
    QVERIFY(!store.open().isEmpty());
    QVERIFY(!store.isOpen());
    QVERIFY(!store.record({QStringLiteral("madjack"), QString(), {}, {}}).isEmpty());
}

namespace {

FinishedGame twoSeatGame(int annScore, int bobScore) {
    FinishedGame game{QStringLiteral("madjack"), QString(), {}, {}};
    game.seats << FinishedSeat{QStringLiteral("Ann"),
                               QStringLiteral("human"),
                               annScore,
                               annScore >= bobScore ? 1 : 2,
                               {annScore}};
    game.seats << FinishedSeat{QStringLiteral("Bob"),
                               QStringLiteral("casual"),
                               bobScore,
                               bobScore > annScore ? 1 : 2,
                               {bobScore}};
    return game;
}

}  // namespace

// A database cut short (a crash while copying it, a full disk elsewhere): Felt
// starts with a fresh one and keeps the damaged file aside, byte for byte.
void TestStats::truncatedFileIsKeptAside() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("stats.sqlite"));
    {
        StatsStore store(path);
        QCOMPARE(store.open(), QString());
        for (int i = 0; i < 40; ++i) QCOMPARE(store.record(twoSeatGame(i, 20)), QString());
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray whole = file.readAll();
    file.close();
    QVERIFY(whole.size() > 4096);
    const QByteArray cut = whole.left(whole.size() / 3);
    writeFile(path, cut);
    StatsStore store(path);
    QVERIFY(openedKeepingAside(store, dir, cut));
    QCOMPARE(store.record(twoSeatGame(3, 2)), QString());
}

// A game finished while the disk is full is reported and not half written;
// the games before it are all still there, and the next one is kept again.
void TestStats::fullDiskLosesNoEarlierGame() {
    if (!felt::test::FullDisk::kSupported) QSKIP("no file size limit to stand for a full disk");
    QTemporaryDir dir;
    // In a folder that does not exist yet: it is made.
    StatsStore store(dir.filePath(QStringLiteral("new/folder/stats.sqlite")));
    QCOMPARE(store.open(), QString());
    for (int i = 0; i < 3; ++i) QCOMPARE(store.record(twoSeatGame(10 + i, 5)), QString());
    {
        const felt::test::FullDisk full(64);
        QVERIFY(!store.record(twoSeatGame(1, 9)).isEmpty());
    }
    QCOMPARE(rowOf(store.summary(), QStringLiteral("Ann")).value(QStringLiteral("played")), 3);
    QCOMPARE(store.record(twoSeatGame(7, 8)), QString());
    QCOMPARE(rowOf(store.summary(), QStringLiteral("Ann")).value(QStringLiteral("played")), 4);
}

// Two Felt windows finishing games at once: two processes open a new file
// together (both migrate it) and write games as fast as they can; every game
// of both is there, whole.
void TestStats::twoProcessesWriteAtOnce() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("stats.sqlite"));
    constexpr int kGames = 40;
    QProcess writers[2];
    for (int w = 0; w < 2; ++w)
        writers[w].start(QCoreApplication::applicationFilePath(),
                         {QStringLiteral("--write-games"), path, QString::number(kGames),
                          QStringLiteral("writer%1-").arg(w)});
    for (QProcess& w : writers) {
        QVERIFY(w.waitForFinished(300000));  // a ceiling only a hang reaches
        QVERIFY2(w.exitCode() == 0, w.readAllStandardError().constData());
    }
    StatsStore store(path);
    QCOMPARE(store.open(), QString());
    QCOMPARE(rowOf(store.summary(), QStringLiteral("Ann")).value(QStringLiteral("played")),
             2 * kGames);
    QCOMPARE(rowOf(store.summary(), QStringLiteral("Bob")).value(QStringLiteral("played")),
             2 * kGames);
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("check"));
    db.setDatabaseName(path);
    QVERIFY(db.open());
    {
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("ok"));
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM rounds")) && q.next());
        QCOMPARE(q.value(0).toInt(), 2 * kGames * 2);  // two seats of one round each
    }
    db.close();
}

// The writer process of twoProcessesWriteAtOnce: `--write-games PATH N PREFIX`.
int writeGames(const QStringList& args) {
    StatsStore store(args.value(2));
    const QString opened = store.open();
    if (!opened.isEmpty()) {
        std::fprintf(stderr, "open: %s\n", qPrintable(opened));
        return 1;
    }
    for (int i = 0; i < args.value(3).toInt(); ++i) {
        FinishedGame game = twoSeatGame(i, 1);
        game.key = args.value(4) + QString::number(i);
        const QString error = store.record(game);
        if (!error.isEmpty()) {
            std::fprintf(stderr, "game %d: %s\n", i, qPrintable(error));
            return 1;
        }
    }
    return 0;
}

int main(int argc, char** argv) {
    QGuiApplication app(argc, argv);
    if (app.arguments().value(1) == QLatin1String("--write-games"))
        return writeGames(app.arguments());
    TestStats test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_stats.moc"
