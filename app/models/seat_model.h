// The seats at the table: who sits there, who decides now, and the seat's
// numbers from the engine's view (bid, tricks, score...).
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <functional>
#include <vector>

#include "core/game_state.h"

namespace felt::app {

struct SeatInfo {
    QString name;
    QString kind;  // "human" or a bot kind
};

class SeatModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameSession")
public:
    enum Role { NameRole = Qt::UserRole + 1, KindRole, HumanRole, ToActRole, StatsRole, ScoreRole };

    explicit SeatModel(QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void reset(std::vector<SeatInfo> seats);
    // Takes toAct and the per-seat stats from a view.
    void update(const SeatView& view);
    // How a per-seat stat reads on the seat's plate: given the stat and the
    // usual "Label value" text, returns the text to show ("" leaves it out).
    using StatText = std::function<QString(const Stat&, const QString&)>;
    void setStatText(StatText f) { statText_ = std::move(f); }
    const SeatInfo& seat(int s) const { return seats_.at(static_cast<std::size_t>(s)); }
    int count() const { return static_cast<int>(seats_.size()); }

private:
    StatText statText_;
    struct Row {
        SeatInfo info;
        bool toAct = false;
        QString stats;
        QString score;
    };
    std::vector<SeatInfo> seats_;
    std::vector<Row> rows_;
};

// "cards_dealt" -> "Cards dealt".
QString statLabel(const std::string& key);

}  // namespace felt::app
