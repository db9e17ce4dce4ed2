#include "seat_model.h"

namespace felt::app {

SeatModel::SeatModel(QObject* parent) : QAbstractListModel(parent) {}

int SeatModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant SeatModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& r = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
        case NameRole:
            return r.info.name;
        case KindRole:
            return r.info.kind;
        case HumanRole:
            return r.info.kind == QLatin1String("human");
        case ToActRole:
            return r.toAct;
        case StatsRole:
            return r.stats;
        case ScoreRole:
            return r.score;
        case PresenceRole:
            return r.info.presence;
        default:
            return {};
    }
}

QHash<int, QByteArray> SeatModel::roleNames() const {
    return {{NameRole, "name"},        {KindRole, "kind"},   {HumanRole, "human"},
            {ToActRole, "toAct"},      {StatsRole, "stats"}, {ScoreRole, "score"},
            {PresenceRole, "presence"}};
}

void SeatModel::reset(std::vector<SeatInfo> seats) {
    beginResetModel();
    seats_ = std::move(seats);
    rows_.clear();
    for (const SeatInfo& s : seats_) rows_.push_back(Row{s, false, {}, {}});
    endResetModel();
}

void SeatModel::rename(const std::vector<SeatInfo>& seats) {
    if (seats.size() != rows_.size()) return;
    seats_ = seats;
    for (std::size_t s = 0; s < rows_.size(); ++s) rows_[s].info = seats[s];
    if (!rows_.empty())
        emit dataChanged(index(0), index(static_cast<int>(rows_.size()) - 1),
                         {NameRole, KindRole, HumanRole, PresenceRole});
}

void SeatModel::update(const SeatView& view, const std::vector<StatSpec>& specs,
                       const TableText& text) {
    for (std::size_t s = 0; s < rows_.size(); ++s) {
        Row& r = rows_[s];
        QStringList parts;
        QString score;
        for (const Stat& st : view.stats) {
            if (st.seat != static_cast<int>(s)) continue;
            const StatSpec* spec = findSpec(specs, st.key);
            if (!spec) continue;
            if (spec->places & kAsScore) score = TableText::number(st.value);
            if (!(spec->places & kOnPlate)) continue;
            const QString part = text.stat(*spec, st);
            if (!part.isEmpty()) parts << part;
        }
        const QString stats = parts.join(QStringLiteral(" · "));
        const bool toAct = view.toAct == static_cast<int>(s);
        if (stats != r.stats || score != r.score || toAct != r.toAct) {
            r.stats = stats;
            r.score = score;
            r.toAct = toAct;
            const QModelIndex i = index(static_cast<int>(s));
            emit dataChanged(i, i);
        }
    }
}

void SeatModel::showRoundResult(const QStringList& perSeat) {
    for (std::size_t s = 0; s < rows_.size(); ++s) {
        const QString line = perSeat.value(static_cast<qsizetype>(s));
        if (line.isEmpty()) continue;
        rows_[s].stats = line;
        rows_[s].toAct = false;
        const QModelIndex at = index(static_cast<int>(s));
        emit dataChanged(at, at, {StatsRole, ToActRole});
    }
}

}  // namespace felt::app
