// Answers worked out on worker threads, kept for the thread of the QObject
// that asked (its owner) and run there. Worker threads `post` into a
// std::mutex-guarded list; the first post wakes the owner with one event,
// which its event() hands to `deliver`. ThreadSanitizer sees std::mutex, but
// not the locks inside Debian's uninstrumented Qt: with a queued Qt call
// instead, a TSan build would report every hand-off as a possible race.
// Used by the table's BotWorker and the network host's ThinkPool.
#pragma once

#include <QCoreApplication>
#include <QEvent>
#include <QObject>
#include <deque>
#include <functional>
#include <mutex>
#include <utility>

namespace felt {

class AnswerOutbox {
public:
    // Made on `owner`'s thread; the owner must outlive its worker threads.
    explicit AnswerOutbox(QObject* owner) : owner_(owner), wake_(new QEvent(wakeType())) {}
    // A wake still on its way is deleted with the owner's posted events.
    ~AnswerOutbox() { delete wake_; }
    AnswerOutbox(const AnswerOutbox&) = delete;
    AnswerOutbox& operator=(const AnswerOutbox&) = delete;

    // Any thread: keeps `answer` for the owner's thread and wakes it, once
    // until the owner empties the outbox.
    void post(std::function<void()> answer) {
        QEvent* wake = nullptr;
        {
            const std::lock_guard lock(mutex_);
            answers_.push_back(std::move(answer));
            wake = std::exchange(wake_, nullptr);
        }
        // Without a wake event one is already on its way: it finds this answer too.
        if (wake) QCoreApplication::postEvent(owner_, wake);
    }

    // The owner's thread, from its event(): runs every answer waiting when
    // `event` is this outbox's wake (true), else leaves it be (false).
    bool deliver(QEvent* event) {
        if (event->type() != wakeType()) return false;
        std::deque<std::function<void()>> answers;
        {
            const std::lock_guard lock(mutex_);
            answers.swap(answers_);
            wake_ = new QEvent(wakeType());
        }
        for (std::function<void()>& answer : answers)
            if (answer) answer();
        return true;
    }

private:
    static QEvent::Type wakeType() {
        static const auto type = static_cast<QEvent::Type>(QEvent::registerEventType());
        return type;
    }

    QObject* owner_;
    std::mutex mutex_;
    std::deque<std::function<void()>> answers_;
    QEvent* wake_;  // null while one is on its way
};

}  // namespace felt
