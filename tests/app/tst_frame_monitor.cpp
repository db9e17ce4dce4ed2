// FrameMonitor announces the table's first frame once a frame drawn after
// the table is ready is in the window, and only once: what waits for the
// first frame (statistics, score sheet, icon) must not hold it back, and must
// not start before it. Both ways the app holds the table (shell/table_box.h):
// a Qt Quick window of its own in a window container, whose frames are on
// screen once swapped, and a QQuickWidget, whose frames are drawn offscreen
// and reach the window when the widget paints.
#include <QQuickItem>
#include <QQuickView>
#include <QQuickWidget>
#include <QQuickWindow>
#include <QScreen>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>
#include <QWidget>

#include "shell/frame_monitor.h"

using felt::app::FrameMonitor;

namespace {

// Holds back the view's paint events while closed: Qt Quick draws its frame,
// but the window does not get it. Counts the paints it lets through.
class PaintGate : public QObject {
public:
    bool open = false;
    int paints = 0;
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint) {
            if (!open) return true;
            ++paints;
        }
        return QObject::eventFilter(watched, event);
    }
};

// Runs what is already due, the monitor's announcement among it: it comes at
// once after a frame (setAnnounceDelay(0)), so a wrong one would have come.
void runWhatIsDue() {
    for (int i = 0; i < 5; ++i) QCoreApplication::processEvents();
}

// A one-colour QML scene in `dir`, by its address.
QUrl plainScene(const QTemporaryDir& dir, const char* colour) {
    QFile qml(dir.filePath(QStringLiteral("Plain.qml")));
    if (!qml.open(QIODevice::WriteOnly)) return {};
    qml.write(QByteArray("import QtQuick\nRectangle { color: \"") + colour + "\" }\n");
    return QUrl::fromLocalFile(qml.fileName());
}

}  // namespace

class TestFrameMonitor : public QObject {
    Q_OBJECT
private slots:
    void ownWindowFirstFrameIsAnnouncedOnceInTheWindow() {
        QTemporaryDir dir;
        const QUrl scene = plainScene(dir, "#ff0000");
        QVERIFY(scene.isValid());

        QWidget mainWindow;
        auto* view = new QQuickView;
        auto* box = QWidget::createWindowContainer(view, &mainWindow);
        (new QVBoxLayout(&mainWindow))->addWidget(box);
        view->setResizeMode(QQuickView::SizeRootObjectToView);
        view->setSource(scene);
        mainWindow.resize(200, 100);
        QElapsedTimer sinceStart;
        sinceStart.start();
        FrameMonitor monitor(view, nullptr, sinceStart, false, QString());
        monitor.setAnnounceDelay(0);
        int swapped = 0;
        connect(view, &QQuickWindow::frameSwapped, this, [&] { ++swapped; });
        // What the table's window shows when the frame is announced
        // (offscreen, the screen's grab is what was flushed to the window).
        QColor shown;
        int announced = 0;
        connect(&monitor, &FrameMonitor::firstFrameShown, this, [&] {
            ++announced;
            const QImage grab = view->screen()->grabWindow(view->winId()).toImage();
            shown = grab.pixelColor(grab.width() / 2, grab.height() / 2);
        });

        // Frames before the table is ready (an empty table) are not the first.
        mainWindow.show();
        QTRY_VERIFY(swapped > 0);
        view->rootObject()->setProperty("color", QColor(Qt::red).darker());
        QTRY_VERIFY(swapped > 1);
        runWhatIsDue();
        QCOMPARE(announced, 0);
        // Ready, but nothing new drawn yet: still not announced.
        monitor.tableReady();
        runWhatIsDue();
        QCOMPARE(announced, 0);
        // The table's first frame: announced once it is in the window.
        view->rootObject()->setProperty("color", QColor(0, 255, 0));
        QTRY_COMPARE(announced, 1);
        QCOMPARE(shown, QColor(0, 255, 0));
        // Later frames are not the first one.
        const int before = swapped;
        view->rootObject()->setProperty("color", QColor(Qt::blue));
        QTRY_VERIFY(swapped > before);
        runWhatIsDue();
        QCOMPARE(announced, 1);
    }

    void quickWidgetFirstFrameIsAnnouncedOncePainted() {
        QTemporaryDir dir;
        const QUrl scene = plainScene(dir, "#00ff00");
        QVERIFY(scene.isValid());

        QQuickWidget view;
        view.setResizeMode(QQuickWidget::SizeRootObjectToView);
        view.setClearColor(Qt::black);
        view.resize(200, 100);
        QElapsedTimer sinceStart;
        sinceStart.start();
        FrameMonitor monitor(view.quickWindow(), &view, sinceStart, false, QString());
        monitor.setAnnounceDelay(0);
        PaintGate gate;  // installed last, so it sees the paints first
        view.installEventFilter(&gate);
        bool drawn = false;
        connect(
            view.quickWindow(), &QQuickWindow::afterRendering, this, [&] { drawn = true; },
            Qt::DirectConnection);
        QColor shown;
        int announced = 0;
        connect(&monitor, &FrameMonitor::firstFrameShown, this, [&] {
            ++announced;
            shown = view.screen()->grabWindow(view.winId()).toImage().pixelColor(100, 50);
        });
        view.setSource(scene);
        monitor.tableReady();
        view.show();
        QTRY_VERIFY(drawn);
        // Drawn but not in the window: not announced.
        runWhatIsDue();
        QCOMPARE(announced, 0);
        gate.open = true;
        view.update();
        QTRY_COMPARE(announced, 1);
        QCOMPARE(shown, QColor(0, 255, 0));
        // Later frames are not the first one.
        const int before = gate.paints;
        view.rootObject()->setProperty("color", QColor(Qt::blue));
        QTRY_VERIFY(gate.paints > before);
        runWhatIsDue();
        QCOMPARE(announced, 1);
    }
};

QTEST_MAIN(TestFrameMonitor)
#include "tst_frame_monitor.moc"
