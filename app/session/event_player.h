// Plays engine events one at a time at the table's pace, so each deal, play and
// sweep is seen. At the fastest speed everything is played at once. A zone
// whose look says so (pauseBeforeLeaving: a trick) keeps the cards played to
// it a moment before they leave it.
#pragma once

#include <QObject>
#include <QTimer>
#include <deque>
#include <functional>

#include "core/event.h"
#include "core/zone.h"

namespace felt::app {

class EventPlayer : public QObject {
    Q_OBJECT
public:
    using Handler = std::function<void(const Event&)>;
    using Done = std::function<void()>;

    EventPlayer(Handler handler, Done done, QObject* parent = nullptr);

    // The game's zones, their looks filled in (lookOf).
    void setZones(const std::vector<ZoneSpec>& zones);
    // Milliseconds a card takes to move; 0 = instant.
    void setMoveMs(int ms) { moveMs_ = ms; }
    int moveMs() const { return moveMs_; }
    // Queues `events`; `done` runs after the last one (after `settleMs` more).
    void play(EventList events, int settleMs = 0);
    void clear();
    bool busy() const { return busy_; }
    // How long to wait after an event before the next one.
    int pauseAfter(const Event& e) const;

private:
    void step();
    // Whether the next card to move leaves a zone that holds cards played to
    // it and pauses before they leave (the events before it tell of it first:
    // "takes the trick" comes after the pause, with the sweep).
    bool leavingComesNext();
    void noteMove(const Event& e);
    bool pausesBeforeLeaving(int zone) const;

    Handler handler_;
    Done done_;
    QTimer timer_;
    std::deque<Event> queue_;
    int moveMs_ = 250;
    int settleMs_ = 0;
    bool busy_ = false;
    std::vector<bool> pauses_;  // per zone: pauseBeforeLeaving
    std::vector<bool> filled_;  // per zone: cards came in since the last pause
};

}  // namespace felt::app
