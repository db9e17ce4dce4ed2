#include "stats_store.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMap>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

namespace felt::app {

namespace {

QString said(const char* text) {
    return QCoreApplication::translate("statistics", text);
}

// Runs each statement; "" or the first error.
QString run(QSqlDatabase& db, const QStringList& statements) {
    for (const QString& sql : statements) {
        QSqlQuery q(db);
        if (!q.exec(sql)) return q.lastError().text();
    }
    return {};
}

}  // namespace

StatsStore::StatsStore(QString path)
    : connection_(QUuid::createUuid().toString()), path_(std::move(path)) {}

StatsStore::~StatsStore() {
    {
        QSqlDatabase db = QSqlDatabase::database(connection_, false);
        if (db.isValid()) db.close();
    }
    QSqlDatabase::removeDatabase(connection_);
}

QString StatsStore::open() {
    open_ = false;
    if (!QDir().mkpath(QFileInfo(path_).absolutePath()))
        return said(QT_TRANSLATE_NOOP("statistics", "The folder of %1 cannot be made.")).arg(path_);
    QString aside;
    for (int attempt = 0; attempt < 2; ++attempt) {
        {
            QSqlDatabase db =
                QSqlDatabase::contains(connection_)
                    ? QSqlDatabase::database(connection_, false)
                    : QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
            db.setDatabaseName(path_);
            if (!db.open()) return db.lastError().text();
            // A file that is no database fails here; one from a newer Felt says
            // so. The queries end before migrating: a statement left open keeps
            // a read lock that would deadlock with another Felt's migration.
            int version = -1;
            {
                QSqlQuery q(db);
                if (q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) && q.next()) {
                    const bool empty = q.value(0).toInt() == 0;
                    QSqlQuery v(db);
                    if (empty)
                        version = 0;
                    else if (v.exec(QStringLiteral("SELECT version FROM schema_version")) &&
                             v.next())
                        version = v.value(0).toInt();
                }
                // Busy (another Felt writing for longer than the wait) is no sign
                // of a broken file: never put a good file aside for it.
                const QString code = q.lastError().nativeErrorCode();
                if (code == QLatin1String("5") || code == QLatin1String("6"))
                    return q.lastError().text();
            }
            if (version >= 0 && version <= kSchemaVersion) {
                const QString error = migrate();
                if (!error.isEmpty()) return error;
                open_ = true;
                if (aside.isEmpty()) return {};
                return said(QT_TRANSLATE_NOOP("statistics",
                                              "The statistics file could not be used and was "
                                              "kept as %1; new statistics begin."))
                    .arg(aside);
            }
            db.close();
        }
        // Broken or newer: keep it aside, start a new one.
        aside = path_ + QStringLiteral(".unusable-") +
                QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
        if (!QFile::rename(path_, aside))
            return said(QT_TRANSLATE_NOOP("statistics", "%1 cannot be used or moved aside."))
                .arg(path_);
    }
    return said(QT_TRANSLATE_NOOP("statistics", "%1 cannot be used.")).arg(path_);
}

QString StatsStore::migrate() {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    // Step n turns schema n - 1 into schema n; each step is one transaction.
    const QList<QStringList> steps = {
        {QStringLiteral("CREATE TABLE schema_version (version INTEGER NOT NULL)"),
         QStringLiteral("INSERT INTO schema_version VALUES (0)"),
         QStringLiteral("CREATE TABLE games (id INTEGER PRIMARY KEY, game TEXT NOT NULL, "
                        "variant TEXT NOT NULL, finished TEXT NOT NULL)"),
         QStringLiteral("CREATE TABLE seats (game_id INTEGER NOT NULL REFERENCES games(id), "
                        "seat INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL, "
                        "score INTEGER NOT NULL, place INTEGER NOT NULL)")},
        {QStringLiteral("CREATE TABLE rounds (game_id INTEGER NOT NULL REFERENCES games(id), "
                        "seat INTEGER NOT NULL, round INTEGER NOT NULL, points INTEGER NOT NULL)")},
        // Each game's identity: the index makes a second row of one game impossible.
        {QStringLiteral("ALTER TABLE games ADD COLUMN game_key TEXT"),
         QStringLiteral("CREATE UNIQUE INDEX games_by_key ON games (game_key)")},
    };
    // Two Felts may open a new or old file at once: each step takes the write
    // lock first (waiting for the other), then reads the version it finds.
    for (;;) {
        QString error = run(db, {QStringLiteral("BEGIN IMMEDIATE")});
        if (!error.isEmpty()) return error;
        int version = 0;
        QSqlQuery v(db);
        if (v.exec(QStringLiteral("SELECT version FROM schema_version")) && v.next())
            version = v.value(0).toInt();
        v.finish();
        if (version >= kSchemaVersion) return run(db, {QStringLiteral("COMMIT")});
        error = run(db, steps[version]);
        if (error.isEmpty())
            error = run(
                db, {QStringLiteral("UPDATE schema_version SET version = %1").arg(version + 1)});
        if (error.isEmpty()) error = run(db, {QStringLiteral("COMMIT")});
        if (!error.isEmpty()) {
            run(db, {QStringLiteral("ROLLBACK")});
            return error;
        }
    }
}

QString StatsStore::record(const FinishedGame& game) {
    if (!open_) return said(QT_TRANSLATE_NOOP("statistics", "The statistics are not open."));
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    if (!db.transaction()) return db.lastError().text();
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "INSERT OR IGNORE INTO games (game_key, game, variant, finished) VALUES (?, ?, ?, ?)"));
    q.addBindValue(game.key.isEmpty() ? QVariant() : QVariant(game.key));
    q.addBindValue(game.game);
    q.addBindValue(game.variant.isNull() ? QStringLiteral("") : game.variant);
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    bool ok = q.exec();
    QString error = ok ? QString() : q.lastError().text();
    if (ok && q.numRowsAffected() == 0) {  // this game is counted already
        db.rollback();
        return {};
    }
    const QVariant id = q.lastInsertId();
    for (int s = 0; ok && s < game.seats.size(); ++s) {
        const FinishedSeat& seat = game.seats[s];
        QSqlQuery row(db);
        row.prepare(QStringLiteral("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?)"));
        for (const QVariant& v : {id, QVariant(s), QVariant(seat.name), QVariant(seat.kind),
                                  QVariant(seat.score), QVariant(seat.place)})
            row.addBindValue(v);
        ok = row.exec();
        for (int r = 0; ok && r < seat.roundScores.size(); ++r) {
            QSqlQuery round(db);
            round.prepare(QStringLiteral("INSERT INTO rounds VALUES (?, ?, ?, ?)"));
            for (const QVariant& v :
                 {id, QVariant(s), QVariant(r + 1), QVariant(seat.roundScores[r])})
                round.addBindValue(v);
            ok = round.exec();
            if (!ok) error = round.lastError().text();
        }
        if (!ok && error.isEmpty()) error = row.lastError().text();
    }
    if (!ok || !db.commit()) {
        if (error.isEmpty()) error = db.lastError().text();
        db.rollback();
        return error;
    }
    return {};
}

QVariantList StatsStore::summary() const {
    QVariantList out;
    if (!open_) return out;
    struct Tally {
        QString game, player, kind, variant;
        int played = 0, won = 0, best = 0, streak = 0, longest = 0;
        qint64 total = 0;
        QVector<int> places;
    };
    QMap<QString, Tally> tallies;  // ordered: game, player, variant
    QSqlQuery q(QSqlDatabase::database(connection_, false));
    q.exec(
        QStringLiteral("SELECT g.game, g.variant, s.name, s.kind, s.score, s.place FROM seats s "
                       "JOIN games g ON g.id = s.game_id ORDER BY g.id"));
    while (q.next()) {
        const QString game = q.value(0).toString(), variant = q.value(1).toString();
        const QString player = q.value(2).toString(), kind = q.value(3).toString();
        const int score = q.value(4).toInt(), place = q.value(5).toInt();
        // Every game counts once in "all variants" and once in its own variant.
        const QStringList splits =
            variant.isEmpty() ? QStringList{QString()} : QStringList{QString(), variant};
        for (const QString& split : splits) {
            Tally& t = tallies[game + QChar(1) + player + QChar(1) + kind + QChar(1) + split];
            t.game = game;
            t.player = player;
            t.kind = kind;
            t.variant = split;
            t.best = t.played == 0 ? score : std::max(t.best, score);
            ++t.played;
            t.total += score;
            if (place == 1) {
                ++t.won;
                t.longest = std::max(t.longest, ++t.streak);
            } else {
                t.streak = 0;
            }
            if (place >= 1) {
                if (t.places.size() < place) t.places.resize(place);
                ++t.places[place - 1];
            }
        }
    }
    for (const Tally& t : tallies) {
        QVariantList places;
        for (int n : t.places) places << n;
        out << QVariantMap{{QStringLiteral("game"), t.game},
                           {QStringLiteral("player"), t.player},
                           {QStringLiteral("kind"), t.kind},
                           {QStringLiteral("variant"), t.variant},
                           {QStringLiteral("played"), t.played},
                           {QStringLiteral("won"), t.won},
                           {QStringLiteral("best"), t.best},
                           {QStringLiteral("average"), double(t.total) / t.played},
                           {QStringLiteral("streak"), t.streak},
                           {QStringLiteral("longestStreak"), t.longest},
                           {QStringLiteral("places"), places}};
    }
    return out;
}

QVariantList StatsStore::recentGames(const QString& game, const QString& player, int count) const {
    QVariantList out;
    if (!open_) return out;
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT g.id, s.seat, s.score, s.place, g.finished FROM seats s JOIN games g ON "
        "g.id = s.game_id WHERE g.game = ? AND s.name = ? ORDER BY g.id DESC "
        "LIMIT ?"));
    q.addBindValue(game);
    q.addBindValue(player);
    q.addBindValue(count);
    q.exec();
    while (q.next()) {
        QSqlQuery r(db);
        r.prepare(
            QStringLiteral("SELECT points FROM rounds WHERE game_id = ? AND seat = ? ORDER "
                           "BY round"));
        r.addBindValue(q.value(0));
        r.addBindValue(q.value(1));
        r.exec();
        QVariantList rounds;
        while (r.next()) rounds << r.value(0).toInt();
        // Day and short month in the reader's language ("27 Nov", "27 nov."): the
        // chart has room for little more under each bar.
        const QDate day =
            QDateTime::fromString(q.value(4).toString(), Qt::ISODate).toLocalTime().date();
        out.prepend(
            QVariantMap{{QStringLiteral("score"), q.value(2).toInt()},
                        {QStringLiteral("won"), q.value(3).toInt() == 1},
                        {QStringLiteral("place"), q.value(3).toInt()},
                        {QStringLiteral("date"), QLocale().toString(day, QStringLiteral("d MMM"))},
                        {QStringLiteral("rounds"), rounds}});
    }
    return out;
}

QString StatsStore::reset() {
    if (!open_) return said(QT_TRANSLATE_NOOP("statistics", "The statistics are not open."));
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    if (!db.transaction()) return db.lastError().text();
    const QString error =
        run(db, {QStringLiteral("DELETE FROM rounds"), QStringLiteral("DELETE FROM seats"),
                 QStringLiteral("DELETE FROM games")});
    if (!error.isEmpty() || !db.commit()) {
        db.rollback();
        return error.isEmpty() ? db.lastError().text() : error;
    }
    return {};
}

}  // namespace felt::app
