// FrameMonitor announces the table's first frame once that frame is painted
// into the window, not when Qt Quick has drawn it offscreen: what waits for
// the first frame (statistics, score sheet, icon) must not hold it back.
#include <QQuickItem>
#include <QQuickWidget>
#include <QQuickWindow>
#include <QScreen>
#include <QTemporaryDir>
#include <QTest>

#include "shell/frame_monitor.h"

using felt::app::FrameMonitor;

namespace {

// Holds back the view's paint events while closed: Qt Quick draws its frame,
// but the window does not get it.
class PaintGate : public QObject {
public:
    bool open = false;
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (!open && event->type() == QEvent::Paint) return true;
        return QObject::eventFilter(watched, event);
    }
};

}  // namespace

class TestFrameMonitor : public QObject {
    Q_OBJECT
private slots:
    void firstFrameIsAnnouncedOnceItIsInTheWindow() {
        QTemporaryDir dir;
        QFile qml(dir.filePath(QStringLiteral("Green.qml")));
        QVERIFY(qml.open(QIODevice::WriteOnly));
        qml.write("import QtQuick\nRectangle { color: \"#00ff00\" }\n");
        qml.close();

        QQuickWidget view;
        view.setResizeMode(QQuickWidget::SizeRootObjectToView);
        view.setClearColor(Qt::black);
        view.resize(200, 100);
        QElapsedTimer sinceStart;
        sinceStart.start();
        FrameMonitor monitor(view.quickWindow(), &view, sinceStart, false, QString());
        PaintGate gate;  // installed last, so it sees the paints first
        view.installEventFilter(&gate);
        bool drawn = false;
        connect(
            view.quickWindow(), &QQuickWindow::afterRendering, this, [&] { drawn = true; },
            Qt::DirectConnection);
        // What the window shows when the frame is announced (offscreen, the
        // screen's grab is the window's backing store: what was flushed to it).
        QColor shown;
        int announced = 0;
        connect(&monitor, &FrameMonitor::firstFrameShown, this, [&] {
            ++announced;
            shown = view.screen()->grabWindow(view.winId()).toImage().pixelColor(100, 50);
        });
        view.setSource(QUrl::fromLocalFile(qml.fileName()));
        monitor.tableReady();
        view.show();
        QTRY_VERIFY(drawn);
        // Drawn but not in the window: not announced, however long it waits.
        QTest::qWait(200);
        QCOMPARE(announced, 0);
        gate.open = true;
        view.update();
        QTRY_COMPARE(announced, 1);
        QCOMPARE(shown, QColor(0, 255, 0));
        // Later frames are not the first one.
        view.rootObject()->setProperty("color", QColor(Qt::blue));
        QTest::qWait(100);
        QCOMPARE(announced, 1);
    }
};

QTEST_MAIN(TestFrameMonitor)
#include "tst_frame_monitor.moc"
