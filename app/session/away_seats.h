// The turns of the seats nobody at this screen plays. The session asks "this
// seat decides" and gets the action back as `decided`, whatever decides for
// the seat (a bot on the worker thread today, a friend over the network
// later: see SeatDecider).
// An answer for a game that was replaced meanwhile (a new deal, an undo, a
// replayed position) is dropped. A seat answers no sooner than two card moves
// after it was asked, so that people can follow at the slower speeds. After an
// undo, a seat facing a position it already decided decides the same again
// without being asked.
#pragma once

#include <QObject>
#include <functional>
#include <vector>

#include "session/bot_worker.h"
#include "session/seat_decider.h"
#include "setup/setup_codec.h"

namespace felt::app {

class AwaySeats : public QObject {
    Q_OBJECT
public:
    using Clock = std::function<qint64()>;  // milliseconds

    // `clock` for tests; the system's by default.
    explicit AwaySeats(Clock clock = {}, QObject* parent = nullptr);

    // Milliseconds a card takes to move (ViewSettings::moveMs); 0 = instant.
    void setMoveMs(int ms) { moveMs_ = ms; }
    // A new game, or the same one set back: who decides for each seat (null
    // for the people at this screen). Answers still to come are dropped.
    void newGame(std::vector<SeatDecider*> deciders);
    // ... a bot of its kind for every seat but the people's ("human"), or
    // `instead` for them all (a lesson's record). A seat of another kind (a
    // friend at a network table) would get its decider here.
    void newGame(const GameInfo* game, const std::vector<SeatInfo>& seats, std::uint64_t seed,
                 SeatDecider* instead = nullptr);
    // The seat to act in `state` decides from `seen`, its events; `again`: its
    // decision at this position before an undo (null if none).
    void ask(const GameState& state, std::shared_ptr<const EventList> seen, const Action* again);
    // A seat was asked and its decision has not come yet.
    bool pending() const { return pending_; }
    // How long an answer that took `spentMs` still waits before it is played.
    int pauseAfter(qint64 spentMs) const;
    // The bots' worker, which also works out hints for the people.
    BotWorker& bots() { return bots_; }
    const BotWorker& bots() const { return bots_; }

signals:
    void decided(const Action& action);
    void thought(qint64 microseconds);  // how long the decider worked on its answer

private:
    void answer(const Action& action, qint64 askedMs, quint64 game);

    BotWorker bots_;
    Clock clock_;
    std::vector<SeatDecider*> deciders_;
    quint64 game_ = 0;  // bumped by every new game
    int moveMs_ = 0;
    bool pending_ = false;
};

}  // namespace felt::app
