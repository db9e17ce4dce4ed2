// Statistics of finished games, kept in an SQLite database in the app's data
// folder: one row per game and one per seat (name, kind, score, place), and the
// score of every round. Each finished game is written in one transaction, so a
// crash never leaves half a game. The schema carries its version; older files
// are migrated step by step, and a file that cannot be used (broken, or from a
// newer Felt) is kept aside under another name while a fresh one starts.
#pragma once

#include <QString>
#include <QVariantList>

#include "stats/finished_game.h"

namespace felt::app {

class StatsStore {
public:
    static constexpr int kSchemaVersion = 3;

    explicit StatsStore(QString path);
    ~StatsStore();
    StatsStore(const StatsStore&) = delete;
    StatsStore& operator=(const StatsStore&) = delete;

    // Opens (creating or migrating) the database; "" or why it cannot be used.
    // A broken or newer file is renamed aside first and a new one made: the
    // message then names where it went.
    QString open();
    bool isOpen() const { return open_; }
    QString path() const { return path_; }

    // Writes one finished game; "" or why not (nothing is written then). A
    // game whose key is already there is not written again.
    QString record(const FinishedGame& game);
    // One row per game, player and variant ("" = all variants together):
    // {game, player, kind, variant, played, won, best, average, streak,
    //  longestStreak, places: [count of 1st, 2nd, ...]}.
    QVariantList summary() const;
    // The person's last `count` games of `game`, oldest first:
    // {score, won, place, date ("27 Nov", the reader's language), rounds: [..]}.
    QVariantList recentGames(const QString& game, const QString& player, int count) const;
    QString reset();

private:
    QString migrate();
    QString connection_;
    QString path_;
    bool open_ = false;
};

}  // namespace felt::app
