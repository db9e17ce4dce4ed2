#include "think_pool.h"

#include <QMetaObject>

namespace felt::net {

ThinkPool::ThinkPool(int threads, QObject* parent) : QObject(parent) {
    pool_.setMaxThreadCount(std::max(1, threads));
}

ThinkPool::~ThinkPool() {
    pool_.clear();
    pool_.waitForDone();
}

TableHost::Thinker ThinkPool::thinker() {
    return [this](TableHost::Job job) {
        ++started_;
        pool_.start([this, job = std::move(job)] {
            std::function<void()> answer = job();
            // Queued to this object's thread; dropped with it if it is gone by then.
            QMetaObject::invokeMethod(this, std::move(answer), Qt::QueuedConnection);
        });
    };
}

}  // namespace felt::net
