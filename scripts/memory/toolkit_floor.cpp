// The resident memory of Qt alone, for comparison with Felt's: a window
// showing one line of text (or one button) at Felt's default window size,
// drawn by the same software renderer. Prints VmRSS once the window has
// drawn and settled, then quits. Built twice by floor.sh: without Qt Widgets
// (a bare Qt Quick window: `quick`, `controls`) and with them (`widgets`:
// Felt's shell, a main window with a menu bar around the Qt Quick window in a
// window container), so the first does not even load the Widgets library.
//   toolkit_floor quick|controls      toolkit_floor_widgets
#include <malloc.h>
#include <QFile>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTimer>
#include <cstdio>
#ifdef FLOOR_WIDGETS
#include <QApplication>
#include <QMainWindow>
#include <QMenuBar>
#include <QQuickView>
#endif

namespace {

const char* const kText =
    "import QtQuick\n"
    "Rectangle { color: \"darkgreen\"\n"
    "  Text { anchors.centerIn: parent; text: \"Felt\"; font.pixelSize: 24 } }\n";
const char* const kButton =
    "import QtQuick\nimport QtQuick.Controls\n"
    "Rectangle { color: \"darkgreen\"\n"
    "  Column { anchors.centerIn: parent\n"
    "    Text { text: \"Felt\"; font.pixelSize: 24 }\n"
    "    Button { text: \"Deal\" } } }\n";

QString writeQml(const QTemporaryDir& dir, const QByteArray& body) {
    const QString path = dir.filePath(QStringLiteral("floor.qml"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(body) != body.size()) return {};
    return path;
}

// After the first frames and a settling pause, the way Felt measures itself
// after a game: freed heap pages returned first.
void reportAndQuit() {
    QTimer::singleShot(1500, qApp, [] {
        malloc_trim(0);
        QFile status(QStringLiteral("/proc/self/status"));
        if (status.open(QIODevice::ReadOnly))
            for (const QByteArray& line : status.readAll().split('\n'))
                if (line.startsWith("VmRSS")) std::printf("%s\n", line.simplified().constData());
        std::fflush(stdout);
        QCoreApplication::quit();
    });
}

}  // namespace

int main(int argc, char** argv) {
    QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
#ifdef FLOOR_WIDGETS
    QApplication app(argc, argv);
    QTemporaryDir dir;
    const QString qml = writeQml(dir, kButton);
    if (qml.isEmpty()) return 1;
    QMainWindow window;
    window.menuBar()->addMenu(QStringLiteral("&Game"))->addAction(QStringLiteral("&New"));
    auto* table = new QQuickView;
    table->setResizeMode(QQuickView::SizeRootObjectToView);
    table->setSource(QUrl::fromLocalFile(qml));
    window.setCentralWidget(QWidget::createWindowContainer(table, &window));
    window.resize(1200, 780);
    window.show();
    reportAndQuit();
    return app.exec();
#else
    const QByteArray mode = argc > 1 ? QByteArray(argv[1]) : QByteArray("quick");
    if (mode != "quick" && mode != "controls") {
        std::fprintf(stderr, "usage: toolkit_floor quick|controls\n");
        return 2;
    }
    QGuiApplication app(argc, argv);
    QTemporaryDir dir;
    const QString qml = writeQml(dir, mode == "quick" ? kText : kButton);
    if (qml.isEmpty()) return 1;
    QQmlApplicationEngine engine;
    engine.loadData(
        "import QtQuick\nWindow { width: 1200; height: 780; visible: true\n"
        "  Loader { anchors.fill: parent; source: \"" +
        QUrl::fromLocalFile(qml).toEncoded() + "\" } }\n");
    if (engine.rootObjects().isEmpty()) return 1;
    reportAndQuit();
    return app.exec();
#endif
}
