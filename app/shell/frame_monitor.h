// Watches the table's Qt Quick window: logs the time to the first frame after
// start-up and, on request, every frame's time, to show animations stay
// smooth while bots think.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <vector>

class QQuickWindow;
class QWidget;

namespace felt::app {

class FrameMonitor : public QObject {
    Q_OBJECT
public:
    // window: the window Qt Quick draws the table in. view: the QQuickWidget
    // whose paints put that window's frames on screen, or null when the
    // window is on screen itself (shell/table_box.h says when which).
    FrameMonitor(QQuickWindow* window, QWidget* view, const QElapsedTimer& sinceMain,
                 bool logStartup, QString frameLog, QObject* parent = nullptr);
    ~FrameMonitor() override;

    // Call once the table shows a game: the next frame counts as the first.
    void tableReady();
    // How long after the first frame is painted firstFrameShown comes (30 ms
    // by default: see announceFirstFrame).
    void setAnnounceDelay(int ms) { announceDelayMs_ = ms; }
    void noteBotThink(qint64 microseconds);
    // Frame intervals summary: "frames N, mean X ms, p95 Y ms, max Z ms, over 33 ms: K".
    QString summary() const;

signals:
    // Once, shortly after the first frame of the table is painted into the
    // window: what can wait until then (the window's icon, the statistics,
    // the score sheet) is done after it.
    void firstFrameShown();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void onFrame();
    void announceFirstFrame();

    const QElapsedTimer& sinceMain_;
    bool logStartup_;
    int announceDelayMs_ = 30;
    bool waitingFirst_ = false;
    bool renderedFirst_ = false;  // drawn by Qt Quick, not yet painted into the view
    QWidget* view_;
    QString frameLog_;
    QElapsedTimer clock_;
    std::vector<double> frameMs_;  // every gap between frames (the window keeps drawing)
    qint64 lastFrameNs_ = -1;
    int botThinks_ = 0;
    qint64 longestThinkUs_ = 0;
};

// A memory figure of this process from /proc/self/status in kB, or -1:
// "VmRSS" (all resident pages, shared libraries included) or "RssAnon" (its
// own memory: heap, stacks, buffers).
long statusKb(const char* name);

}  // namespace felt::app
