#include "event_player.h"

namespace felt::app {

EventPlayer::EventPlayer(Handler handler, Done done, QObject* parent)
    : QObject(parent), handler_(std::move(handler)), done_(std::move(done)) {
    timer_.setSingleShot(true);
    connect(&timer_, &QTimer::timeout, this, &EventPlayer::step);
}

int EventPlayer::pauseAfter(const Event& e) const {
    switch (e.kind) {
        // Cards leave one after another but fly together, like a real deal.
        case EventKind::Move:
            return moveMs_ / 4;
        case EventKind::Shuffle:
            return moveMs_ * 2;
        case EventKind::RoundEnd:
            return moveMs_ * 4;
        default:
            return 0;
    }
}

void EventPlayer::setZones(const std::vector<ZoneSpec>& zones) {
    pauses_.clear();
    for (const ZoneSpec& z : zones) pauses_.push_back(z.look.pauseBeforeLeaving);
    filled_.assign(pauses_.size(), false);
}

bool EventPlayer::pausesBeforeLeaving(int zone) const {
    return zone >= 0 && static_cast<std::size_t>(zone) < pauses_.size() &&
           pauses_[static_cast<std::size_t>(zone)];
}

void EventPlayer::noteMove(const Event& e) {
    if (e.kind != EventKind::Move) return;
    if (pausesBeforeLeaving(e.fromZone)) filled_[static_cast<std::size_t>(e.fromZone)] = false;
    if (pausesBeforeLeaving(e.toZone)) filled_[static_cast<std::size_t>(e.toZone)] = true;
}

bool EventPlayer::leavingComesNext() {
    for (const Event& e : queue_) {
        if (e.kind != EventKind::Move) continue;
        if (!pausesBeforeLeaving(e.fromZone) || !filled_[static_cast<std::size_t>(e.fromZone)])
            return false;
        filled_[static_cast<std::size_t>(e.fromZone)] = false;  // one pause per filling
        return true;
    }
    return false;
}

void EventPlayer::play(EventList events, int settleMs) {
    for (Event& e : events) queue_.push_back(std::move(e));
    settleMs_ = settleMs;
    if (!busy_) {
        busy_ = true;
        timer_.start(0);
    }
}

void EventPlayer::clear() {
    timer_.stop();
    queue_.clear();
    busy_ = false;
    filled_.assign(pauses_.size(), false);
}

void EventPlayer::step() {
    // Handle every event due now in one go; wait only where a pause is asked for.
    while (!queue_.empty()) {
        // Leave a full trick on the table for a moment before it is swept.
        if (leavingComesNext() && moveMs_ > 0) {
            timer_.start(moveMs_ * 3);
            return;
        }
        const Event e = std::move(queue_.front());
        queue_.pop_front();
        noteMove(e);
        handler_(e);
        const int pause = pauseAfter(e);
        if (pause > 0) {
            timer_.start(pause);
            return;
        }
    }
    if (settleMs_ > 0 && moveMs_ > 0) {
        const int wait = settleMs_;
        settleMs_ = 0;
        timer_.start(wait);
        return;
    }
    busy_ = false;
    done_();
}

}  // namespace felt::app
