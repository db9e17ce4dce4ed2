// Runs the event loop until a condition holds: the app tests wait for bots,
// the event player and hand-overs this way.
#pragma once

#include <QElapsedTimer>
#include <QTest>

namespace felt::test {

// True once `done()` holds, false after `timeoutMs` (QTRY_* would poll only every 50 ms).
template <typename F>
bool waitFor(F done, int timeoutMs = 10000) {
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > timeoutMs) return false;
        QTest::qWait(1);
    }
    return true;
}

}  // namespace felt::test
