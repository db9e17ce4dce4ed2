// The statistics for the table and the Statistics window: every game finished
// at a watched table (this Felt's own, a network one) is recorded (seats,
// scores, places, points per round), and QML asks for the summary, a
// player's recent games for the chart, and a reset.
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <memory>

#include "stats/stats_store.h"

namespace felt::app {

class TableSession;

class Statistics : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by the window")
    // Why statistics are not kept or what happened to an unusable file ("" if fine).
    Q_PROPERTY(QString problem READ problem NOTIFY changed)

public:
    // Keeps the games `session` finishes in the database at `path`.
    Statistics(TableSession& session, const QString& path, QObject* parent = nullptr);
    // Keeps the games `session` finishes too (a network table, for as long as it lives).
    void watch(TableSession& session);
    ~Statistics() override;
    static QString defaultPath();

    QString problem() const { return problem_; }
    // The store's rows, with their words in the language in use: shownName,
    // kindWord ("" for a person) and variantWords.
    Q_INVOKABLE QVariantList summary() const;
    Q_INVOKABLE QVariantList recentGames(const QString& game, const QString& player,
                                         int count = 20) const {
        return store_->recentGames(game, player, count);
    }
    // The game names by id, for the window's headings.
    Q_INVOKABLE QString gameName(const QString& id) const;
    Q_INVOKABLE void reset();

signals:
    void changed();

private:
    void recordFinished(const TableSession& session);

    std::unique_ptr<StatsStore> store_;
    QString problem_;
};

}  // namespace felt::app
