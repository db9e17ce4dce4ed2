#include "think_pool.h"

#include <algorithm>
#include <utility>

namespace felt::net {

ThinkPool::ThinkPool(int threads, QObject* parent) : QObject(parent) {
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
        outbox_.post(job());
    }
}

bool ThinkPool::event(QEvent* event) {
    return outbox_.deliver(event) || QObject::event(event);
}

}  // namespace felt::net
