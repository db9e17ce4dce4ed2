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
        // Leave a full trick on the table for a moment before it is swept.
        case EventKind::TrickWon:
            return moveMs_ * 3;
        case EventKind::Shuffle:
            return moveMs_ * 2;
        case EventKind::RoundEnd:
            return moveMs_ * 4;
        default:
            return 0;
    }
}

void EventPlayer::play(EventList events, int settleMs) {
    for (Event& e : events) queue_.push_back(std::move(e));
    settleMs_ = settleMs;
    if (!busy_) {
        busy_ = true;
        settling_ = false;
        timer_.start(0);
    }
}

void EventPlayer::clear() {
    timer_.stop();
    queue_.clear();
    busy_ = false;
    settling_ = false;
}

void EventPlayer::step() {
    // Handle every event due now in one go; wait only where a pause is asked for.
    while (!queue_.empty()) {
        const Event e = std::move(queue_.front());
        queue_.pop_front();
        // A TrickWon pause comes before the sweep, so it is taken first.
        if (e.kind == EventKind::TrickWon && moveMs_ > 0 && !settling_) {
            queue_.push_front(e);
            settling_ = true;
            timer_.start(pauseAfter(e));
            return;
        }
        settling_ = false;
        handler_(e);
        const int pause = e.kind == EventKind::TrickWon ? 0 : pauseAfter(e);
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
