// The table of a game run by a host over the network: this Felt's seat
// plays it through a NetClient. It shows exactly what the host sends to that
// seat — its view, its events at the table's pace, its moves — through the
// same presenter and input as a game of this Felt's own, and sends the
// person's moves back as the host's notation. It holds no game and knows no
// rule: a refused move comes back with the host's reason, a hint is the
// host's answer, the result is the host's.
#pragma once

#include <QString>
#include <optional>

#include "catalog/record.h"
#include "net/from_wire.h"
#include "session/table_session.h"

namespace felt::net {
class NetClient;
}

namespace felt::app {

class NetSession : public TableSession {
    Q_OBJECT
    // Why the host left or removed this seat ("" while it plays on).
    Q_PROPERTY(QString farewell READ farewell NOTIFY stateChanged)

public:
    // `view`: the window's view settings (shared with its own table).
    explicit NetSession(ViewSettings* view, QObject* parent = nullptr);

    // Plays at the table `client` sits at (welcomed; the game may not have
    // begun yet). The client stays its owner's.
    void attach(net::NetClient* client);
    // Stops listening to the client (it is going away); the table keeps what it shows.
    void detach();

    void askHint() override;
    void continueAfterRound() override;
    void undo() override { input_.setExplanation(undoUnavailable()); }
    void redo() override {}
    bool isHuman(int seat) const override;

    bool networked() const override { return true; }
    bool running() const override { return shape_.has_value(); }
    QString gameId() const override { return gameId_; }
    int players() const override { return shape_ ? shape_->players : 0; }
    QVariantMap setup() const override;
    // Known once the host sent the game's record (at its end).
    QString dealCode() const override { return dealCode_; }
    QString saveRecord(const QString& path) const override;
    bool hasRecord() const { return record_.has_value(); }
    // The finished game's record: replayed at this Felt's own table (the
    // window takes it from replayWanted()).
    bool canReplay() const override { return gameOver() && record_.has_value(); }
    void replay() override;
    std::string recordText() const;
    int viewer() const override { return seat_; }
    int toAct() const override;
    bool gameOver() const override;
    QVariantList placements() const override;
    QString undoUnavailable() const override;
    QString farewell() const { return farewell_; }
    // Counted by this Felt's statistics like a game of its own, once its
    // record came (the same game at two Felts sharing them counts once).
    std::optional<FinishedGame> finishedGame() const override;

signals:
    // The person asked to replay the finished game (canReplay).
    void replayWanted();

private:
    void onWelcome();
    std::vector<SeatInfo> seatInfos() const;
    // Plays events the table has not shown yet, else shows the latest view
    // and offers this seat's moves: called on every message and whenever
    // the table catches up.
    void refresh();
    void onDecided(const Action& action);
    void onRefused();
    // The host's complaint about this client; a move dropped unread as part
    // of a flood is offered again.
    void onError(const QString& code);
    void onHint();
    void onHostLeft(const QString& reason);
    // Takes the game's record once the host sends it (its end, or ended for good).
    void takeRecord();

    net::NetClient* client_ = nullptr;
    std::optional<net::WireTable> shape_;  // the table the welcome described
    QString gameId_;
    int seat_ = -1;
    std::size_t eventsPlayed_ = 0;  // of the client's events, played at the table
    bool dealt_ = false;
    bool roundShown_ = false;  // the round's summary is on the table
    // A move is on its way: nothing is offered until the host answers with
    // new moves (or refuses it).
    bool sent_ = false;
    int movesAtSend_ = 0;
    MoveOffer offer_;  // the moves last offered (their notation goes to the host)
    QString farewell_;
    std::optional<LoadedGame> record_;  // the game's record, from the host at the end
    QString dealCode_;
};

}  // namespace felt::app
