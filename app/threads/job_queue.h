// Jobs handed from the owner's thread to worker threads through a
// std::mutex-guarded queue (which ThreadSanitizer can see). Workers loop on
// take() until their thread is asked to stop. Used by the table's BotWorker
// and the network host's ThinkPool, with AnswerOutbox for the way back.
#pragma once

#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <stop_token>
#include <utility>

namespace felt {

template <class Job>
class JobQueue {
public:
    // Any thread: adds a job and wakes one waiting worker.
    void push(Job job) {
        {
            const std::lock_guard lock(mutex_);
            jobs_.push_back(std::move(job));
        }
        ready_.notify_one();
    }

    // A worker: the next job, waiting for one; nothing once `quit` is asked.
    std::optional<Job> take(std::stop_token quit) {
        std::unique_lock lock(mutex_);
        if (!ready_.wait(lock, quit, [this] { return !jobs_.empty(); })) return std::nullopt;
        Job job = std::move(jobs_.front());
        jobs_.pop_front();
        return job;
    }

    // Drops the jobs no worker has taken yet.
    void clear() {
        const std::lock_guard lock(mutex_);
        jobs_.clear();
    }

private:
    std::mutex mutex_;
    std::condition_variable_any ready_;
    std::deque<Job> jobs_;
};

}  // namespace felt
