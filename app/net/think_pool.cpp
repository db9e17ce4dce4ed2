#include "think_pool.h"

#include <QCoreApplication>
#include <algorithm>
#include <utility>

namespace felt::net {

namespace {

const QEvent::Type kAnswersWaiting = static_cast<QEvent::Type>(QEvent::registerEventType());

}  // namespace

ThinkPool::ThinkPool(int threads, QObject* parent)
    : QObject(parent), wake_(new QEvent(kAnswersWaiting)) {
    for (int i = 0; i < std::max(1, threads); ++i)
        threads_.emplace_back([this](std::stop_token quit) { work(quit); });
}

ThinkPool::~ThinkPool() {
    {
        const std::lock_guard lock(jobsMutex_);
        jobs_.clear();
    }
    for (std::jthread& t : threads_) t.request_stop();
    threads_.clear();  // joins each, after its think in progress
    // A wake still on its way is deleted with this object's posted events.
    delete wake_;
}

TableHost::Thinker ThinkPool::thinker() {
    return [this](TableHost::Job job) {
        ++started_;
        {
            const std::lock_guard lock(jobsMutex_);
            jobs_.push_back(std::move(job));
        }
        jobsReady_.notify_one();
    };
}

void ThinkPool::work(std::stop_token quit) {
    for (;;) {
        TableHost::Job job;
        {
            std::unique_lock lock(jobsMutex_);
            if (!jobsReady_.wait(lock, quit, [this] { return !jobs_.empty(); })) return;
            job = std::move(jobs_.front());
            jobs_.pop_front();
        }
        toOwner(job());
    }
}

void ThinkPool::toOwner(std::function<void()> answer) {
    QEvent* wake = nullptr;
    {
        const std::lock_guard lock(outboxMutex_);
        outbox_.push_back(std::move(answer));
        wake = std::exchange(wake_, nullptr);
    }
    // Without a wake event one is already on its way: it finds this answer too.
    if (wake) QCoreApplication::postEvent(this, wake);
}

bool ThinkPool::event(QEvent* event) {
    if (event->type() != kAnswersWaiting) return QObject::event(event);
    deliverAnswers();
    return true;
}

void ThinkPool::deliverAnswers() {
    std::deque<std::function<void()>> answers;
    {
        const std::lock_guard lock(outboxMutex_);
        answers.swap(outbox_);
        wake_ = new QEvent(kAnswersWaiting);
    }
    for (std::function<void()>& answer : answers)
        if (answer) answer();
}

}  // namespace felt::net
