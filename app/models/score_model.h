// Score history for the results panel: one row per finished round with every
// seat's points that round and running total (from RoundScore events), and
// the messages about a seat given with the scoring (e.g. "Rummy! Ann doubles
// the points"): a message counts as a note when no card moved between it and the
// round's end.
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QStringList>
#include <vector>

#include "core/event.h"
#include "present/table_text.h"

namespace felt::app {

class ScoreModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameSession")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
public:
    // DetailsRole: per seat what the round's events tell ("Bid 2 · took 3"), "" if nothing.
    enum Role { RoundRole = Qt::UserRole + 1, PointsRole, TotalsRole, NotesRole, DetailsRole };

    explicit ScoreModel(QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void reset(int seats);
    // Takes the scoring events (RoundScore, RoundEnd, GameEnd, seat messages).
    void onEvent(const Event& e, const TableText& text);
    void addScore(int seat, int points, int total);
    // Closes the current round's row (RoundEnd); `round` is the engine's number.
    void endRound(int round);
    void addNote(int seat, const QString& text);
    void clearNotes();  // a card moved: earlier messages were not about the scoring
    // The last finished round's line per seat ("Bid 1 · took 2"), "" each if none.
    QStringList lastRoundDetails() const;

signals:
    void countChanged();

private:
    struct Row {
        int round = 0;
        QVariantList points;
        QVariantList totals;
        QVariantList notes;  // one string per seat, "" for none
        QVariantList details;
    };
    int seats_ = 0;
    std::vector<Row> rows_;
    Row pending_;
    bool hasPending_ = false;
    QStringList pendingNotes_;
    // This round's bids and tricks per seat, from the Bid and TrickWon events.
    std::vector<int> bids_;
    std::vector<int> tricks_;
    std::vector<QString> accounts_;  // per seat: the game's account of its round score
    bool anyTricks_ = false;
};

}  // namespace felt::app
