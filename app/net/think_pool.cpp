#include "think_pool.h"

#include <algorithm>
#include <utility>

namespace felt::net {

ThinkPool::ThinkPool(int threads, QObject* parent) : QObject(parent) {
    for (int i = 0; i < std::max(1, threads); ++i)
        threads_.emplace_back([this](std::stop_token quit) { work(quit); });
}

ThinkPool::~ThinkPool() {
    jobs_.clear();
    for (std::jthread& t : threads_) t.request_stop();
    threads_.clear();  // joins each, after its think in progress
}

TableHost::Thinker ThinkPool::thinker() {
    return [this](TableHost::Job job) {
        ++started_;
        jobs_.push(std::move(job));
    };
}

void ThinkPool::work(std::stop_token quit) {
    while (std::optional<TableHost::Job> job = jobs_.take(quit)) outbox_.post((*job)());
}

bool ThinkPool::event(QEvent* event) {
    return outbox_.deliver(event) || QObject::event(event);
}

}  // namespace felt::net
