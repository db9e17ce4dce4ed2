// Where a TableHost's bots think and hints are worked out when it serves real
// people: on worker threads, so a search never holds up the messages. Each
// answer comes back on the thread this object lives on (the host's).
//
// Make the pool before the hosts that use it and let it go after them: its
// destructor waits for the thinks in progress (the hosts stop theirs when they
// go) and drops answers not yet delivered.
#pragma once

#include <QObject>
#include <QThreadPool>

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

private:
    QThreadPool pool_;
    int started_ = 0;
};

}  // namespace felt::net
