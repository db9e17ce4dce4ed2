#include "frame_monitor.h"

#include <QEvent>
#include <QFile>
#include <QQuickWindow>
#include <QTextStream>
#include <QTimer>
#include <QWidget>
#include <algorithm>
#include <chrono>
#include <cstdio>

namespace felt::app {

FrameMonitor::FrameMonitor(QQuickWindow* window, QWidget* view, const QElapsedTimer& sinceMain,
                           bool logStartup, QString frameLog, QObject* parent)
    : QObject(parent),
      sinceMain_(sinceMain),
      logStartup_(logStartup),
      view_(view),
      frameLog_(std::move(frameLog)) {
    clock_.start();
    if (view_) {
        // A QQuickWidget draws on this thread; its frame reaches the window
        // when the widget next paints (eventFilter).
        view_->installEventFilter(this);
        connect(window, &QQuickWindow::afterRendering, this, &FrameMonitor::onFrame,
                Qt::DirectConnection);
    } else {
        // frameSwapped: the frame has gone to the window (software drawing:
        // its backing store is flushed). With the GPU, Qt Quick may draw on
        // a thread of its own; the signal then reaches this thread queued.
        connect(window, &QQuickWindow::frameSwapped, this, &FrameMonitor::onFrame);
    }
}

FrameMonitor::~FrameMonitor() {
    if (frameLog_.isEmpty()) return;
    QFile f(frameLog_);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Text)) return;
    QTextStream out(&f);
    for (double ms : frameMs_) out << ms << '\n';
    out << "# " << summary() << '\n';
}

void FrameMonitor::noteBotThink(qint64 microseconds) {
    ++botThinks_;
    longestThinkUs_ = std::max(longestThinkUs_, microseconds);
}

void FrameMonitor::tableReady() {
    waitingFirst_ = true;
}

void FrameMonitor::onFrame() {
    const qint64 now = clock_.nsecsElapsed();
    if (lastFrameNs_ >= 0) {
        const double ms = double(now - lastFrameNs_) / 1e6;
        if (!frameLog_.isEmpty()) frameMs_.push_back(ms);  // every gap, long ones too
    }
    lastFrameNs_ = now;
    if (waitingFirst_) {
        waitingFirst_ = false;
        if (view_)
            renderedFirst_ = true;
        else
            announceFirstFrame();
    }
}

bool FrameMonitor::eventFilter(QObject* watched, QEvent* event) {
    if (renderedFirst_ && watched == view_ && event->type() == QEvent::Paint) {
        renderedFirst_ = false;
        announceFirstFrame();
    }
    return QObject::eventFilter(watched, event);
}

void FrameMonitor::announceFirstFrame() {
    if (view_) view_->removeEventFilter(this);
    // The frame is handed to the window system at the end of this turn of
    // the event loop: its time is taken then.
    QTimer::singleShot(0, this, [this] {
        if (!logStartup_) return;
        const std::chrono::duration<double, std::milli> epoch =
            std::chrono::system_clock::now().time_since_epoch();
        std::fprintf(stderr, "startup: first table frame %.1f ms after main(), epoch-ms %.1f\n",
                     double(sinceMain_.nsecsElapsed()) / 1e6, epoch.count());
        std::fflush(stderr);
    });
    // The window system still has to show it: what waits for the first frame
    // starts a little later (30 ms, about two frames at 60 Hz), so that it
    // does not take the CPU from the X server meanwhile. Measured side by side
    // (30 runs each, 2 loaded cores): the first game frame on screen 399 ->
    // 388 ms, Felt's CPU by then 325 -> 293 ms.
    QTimer::singleShot(announceDelayMs_, this, [this] { emit firstFrameShown(); });
}

QString FrameMonitor::summary() const {
    if (frameMs_.empty()) return QStringLiteral("no frames logged");
    std::vector<double> sorted = frameMs_;
    std::sort(sorted.begin(), sorted.end());
    double sum = 0;
    for (double v : sorted) sum += v;
    const auto at = [&](double q) {
        return sorted[std::min(sorted.size() - 1, static_cast<std::size_t>(q * sorted.size()))];
    };
    return QStringLiteral(
               "frames %1, mean %2 ms, median %3 ms, p95 %4 ms, max %5 ms, over 33 ms: %8; "
               "bot decisions %6 (on the worker thread), longest think %7 ms")
        .arg(sorted.size())
        .arg(sum / double(sorted.size()), 0, 'f', 1)
        .arg(at(0.5), 0, 'f', 1)
        .arg(at(0.95), 0, 'f', 1)
        .arg(sorted.back(), 0, 'f', 1)
        .arg(botThinks_)
        .arg(double(longestThinkUs_) / 1000.0, 0, 'f', 2)
        .arg(std::count_if(sorted.begin(), sorted.end(), [](double ms) { return ms > 33.0; }));
}

long statusKb(const char* name) {
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) return -1;
    const QByteArray key = QByteArray(name) + ':';
    // /proc files report size 0, so read them whole rather than testing atEnd().
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith(key)) return line.mid(key.size()).trimmed().split(' ').first().toLong();
    return -1;
}

}  // namespace felt::app
