// The seats at the table: who sits there, who decides now, and the seat's
// numbers from the engine's view (bid, tricks, score...).
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <vector>

#include "core/game_state.h"
#include "present/table_text.h"
#include "setup/setup_codec.h"

namespace felt::app {

class SeatModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameSession")
public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        KindRole,
        HumanRole,
        ToActRole,
        StatsRole,
        ScoreRole,
        PresenceRole
    };

    explicit SeatModel(QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void reset(std::vector<SeatInfo> seats);
    // The same seats under new names or kinds (a network table's friend
    // joined, or a bot took a seat): the plates keep their numbers.
    void rename(const std::vector<SeatInfo>& seats);
    // Takes toAct and the per-seat stats from a view; each stat shows where
    // its spec says (on the plate, or as the seat's score).
    void update(const SeatView& view, const std::vector<StatSpec>& specs, const TableText& text);
    // While a round's summary shows: each plate says how its round ended
    // ("Bid 1 · took 2", the last trick included) instead of the next round's
    // numbers; the next update() puts the live stats back.
    void showRoundResult(const QStringList& perSeat);
    const SeatInfo& seat(int s) const { return seats_.at(static_cast<std::size_t>(s)); }
    int count() const { return static_cast<int>(seats_.size()); }

private:
    struct Row {
        SeatInfo info;
        bool toAct = false;
        QString stats;
        QString score;
    };
    std::vector<SeatInfo> seats_;
    std::vector<Row> rows_;
};

}  // namespace felt::app
