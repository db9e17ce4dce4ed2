#include "score_model.h"

#include <QCoreApplication>

namespace felt::app {

ScoreModel::ScoreModel(QObject* parent) : QAbstractListModel(parent) {}

int ScoreModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant ScoreModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& r = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
        case RoundRole:
            return r.round;
        case PointsRole:
            return r.points;
        case TotalsRole:
            return r.totals;
        case NotesRole:
            return r.notes;
        case DetailsRole:
            return r.details;
        default:
            return {};
    }
}

QHash<int, QByteArray> ScoreModel::roleNames() const {
    return {{RoundRole, "round"},
            {PointsRole, "points"},
            {TotalsRole, "totals"},
            {NotesRole, "notes"},
            {DetailsRole, "details"}};
}

void ScoreModel::reset(int seats) {
    beginResetModel();
    seats_ = seats;
    rows_.clear();
    hasPending_ = false;
    bids_.assign(static_cast<std::size_t>(seats), -1);
    tricks_.assign(static_cast<std::size_t>(seats), 0);
    accounts_.assign(static_cast<std::size_t>(seats), QString());
    anyTricks_ = false;
    clearNotes();
    endResetModel();
    emit countChanged();
}

void ScoreModel::addScore(int seat, int points, int total) {
    if (seat < 0 || seat >= seats_) return;
    if (!hasPending_) {
        pending_ = Row{};
        for (int s = 0; s < seats_; ++s) {
            pending_.points << 0;
            // Until a seat scores this round its total is last round's.
            pending_.totals << (rows_.empty() ? QVariant(0) : rows_.back().totals.at(s));
        }
        hasPending_ = true;
    }
    pending_.points[seat] = points;
    pending_.totals[seat] = total;
}

void ScoreModel::endRound(int round) {
    if (!hasPending_) return;
    pending_.round = round;
    for (int s = 0; s < seats_; ++s)
        pending_.notes << (s < pendingNotes_.size() ? pendingNotes_.at(s) : QString());
    for (int s = 0; s < seats_; ++s) {
        const int bid = bids_[static_cast<std::size_t>(s)];
        const int took = tricks_[static_cast<std::size_t>(s)];
        // The game's own account of what decided the points comes first.
        QString detail = accounts_[static_cast<std::size_t>(s)];
        if (detail.isEmpty() && anyTricks_)
            detail =
                bid >= 0
                    //: The round summary: a seat's bid and the tricks it took.
                    ? QCoreApplication::translate("scores", "Bid %1 · took %2").arg(bid).arg(took)
                    : QCoreApplication::translate("scores", "Took %n trick(s)", nullptr, took);
        pending_.details << detail;
    }
    bids_.assign(static_cast<std::size_t>(seats_), -1);
    tricks_.assign(static_cast<std::size_t>(seats_), 0);
    accounts_.assign(static_cast<std::size_t>(seats_), QString());
    anyTricks_ = false;
    clearNotes();
    const int row = static_cast<int>(rows_.size());
    beginInsertRows({}, row, row);
    rows_.push_back(pending_);
    endInsertRows();
    hasPending_ = false;
    emit countChanged();
}

void ScoreModel::onEvent(const Event& e, const TableText& text) {
    switch (e.kind) {
        case EventKind::Move:
            clearNotes();  // a card moved: earlier messages were not about the scoring
            break;
        case EventKind::RoundScore:
            addScore(e.seat, e.value, e.total);
            if (!e.text.empty() && e.seat >= 0 && e.seat < seats_)
                accounts_[static_cast<std::size_t>(e.seat)] = text.phrase(e.text);
            break;
        case EventKind::Bid:
            if (e.seat >= 0 && e.seat < seats_) bids_[static_cast<std::size_t>(e.seat)] = e.value;
            break;
        case EventKind::TrickWon:
            if (e.seat >= 0 && e.seat < seats_) ++tricks_[static_cast<std::size_t>(e.seat)];
            anyTricks_ = true;
            break;
        case EventKind::RoundEnd:
            endRound(e.value);
            break;
        case EventKind::GameEnd:
            // Scores sent without a round end (one-deal games) still make a row.
            endRound(rowCount() + 1);
            break;
        case EventKind::Message:
            if (e.seat >= 0 && !e.text.empty()) addNote(e.seat, text.phrase(e.text));
            break;
        default:
            break;
    }
}

void ScoreModel::addNote(int seat, const QString& text) {
    if (seat < 0 || seat >= seats_) return;
    while (pendingNotes_.size() < seats_) pendingNotes_ << QString();
    QString& note = pendingNotes_[seat];
    note = note.isEmpty() ? text : note + QStringLiteral("; ") + text;
}

void ScoreModel::clearNotes() {
    pendingNotes_.clear();
}

QStringList ScoreModel::lastRoundDetails() const {
    QStringList out;
    for (int s = 0; s < seats_; ++s)
        out << (rows_.empty() ? QString() : rows_.back().details.value(s).toString());
    return out;
}

}  // namespace felt::app
