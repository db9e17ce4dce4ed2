// Where a TableHost's bots think and hints are worked out when it serves real
// people: on worker threads, so a search never holds up the messages. Each
// answer comes back on the thread this object lives on (the host's).
//
// Every hand-off between the threads goes through a std::mutex, as in the
// table's BotWorker: jobs to the workers through a queue, answers back
// through an outbox that one wake event tells the owner's thread to empty.
// ThreadSanitizer sees std::mutex but not the locks inside Debian's
// uninstrumented Qt, so a queued call would look to it like a race.
//
// Make the pool before the hosts that use it and let it go after them: its
// destructor drops the thinks not begun, waits for those in progress (the
// hosts stop theirs when they go) and drops answers not yet delivered.
#pragma once

#include <QEvent>
#include <QObject>
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <stop_token>
#include <thread>
#include <vector>

#include "table_host.h"

namespace felt::net {

class ThinkPool : public QObject {
public:
    explicit ThinkPool(int threads = 1, QObject* parent = nullptr);
    ~ThinkPool() override;

    // For TableHost::setThinker.
    TableHost::Thinker thinker();
    // Thinks started, for tests.
    int started() const { return started_; }

protected:
    bool event(QEvent* event) override;

private:
    void work(std::stop_token quit);             // a worker thread
    void toOwner(std::function<void()> answer);  // a worker thread
    void deliverAnswers();                       // the owner's thread

    int started_ = 0;

    std::mutex jobsMutex_;
    std::condition_variable_any jobsReady_;
    std::deque<TableHost::Job> jobs_;

    // The answers waiting for the owner's thread and the one wake event: made
    // on the owner's thread, posted by a worker when the outbox fills, made
    // anew when the owner empties it (null while a wake is on its way).
    std::mutex outboxMutex_;
    std::deque<std::function<void()>> outbox_;
    QEvent* wake_ = nullptr;

    std::vector<std::jthread> threads_;  // last: joined first, before the queues go
};

}  // namespace felt::net
