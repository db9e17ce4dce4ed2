// Where a TableHost's bots think and hints are worked out when it serves real
// people: on worker threads, so a search never holds up the messages. Each
// answer comes back on the thread this object lives on (the host's).
//
// Every hand-off between the threads goes through a std::mutex, as in the
// table's BotWorker: jobs to the workers through a JobQueue, answers back
// through an AnswerOutbox (a queued Qt call would look like a race to
// ThreadSanitizer, which cannot see inside Debian's uninstrumented Qt).
//
// Make the pool before the hosts that use it and let it go after them: its
// destructor drops the thinks not begun, waits for those in progress (the
// hosts stop theirs when they go) and drops answers not yet delivered.
#pragma once

#include <QObject>
#include <stop_token>
#include <thread>
#include <vector>

#include "table_host.h"
#include "threads/answer_outbox.h"
#include "threads/job_queue.h"

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
    void work(std::stop_token quit);  // a worker thread

    int started_ = 0;

    JobQueue<TableHost::Job> jobs_;
    AnswerOutbox outbox_{this};  // the answers, back to the owner's thread

    std::vector<std::jthread> threads_;  // last: joined first, before the queues go
};

}  // namespace felt::net
