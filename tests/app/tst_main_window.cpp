// The application window itself, in-process: its native menus acting on the
// table (app/shell/main_window). Settings, statistics and autosaves go to a
// temporary folder.
#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QMenu>
#include <QMenuBar>
#include <QQmlEngineExtensionPlugin>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

#include "app/wait_for.h"
#include "present/prompt.h"
#include "shell/launch_options.h"
#include "shell/main_window.h"
#include "shell/table_box.h"

Q_IMPORT_QML_PLUGIN(FeltPlugin)

using felt::app::LaunchOptions;
using felt::app::MainWindow;
using felt::app::Prompt;
using felt::test::waitFor;

namespace {

// The menu entry of `window` whose text (with its mnemonic) is `text`.
QAction* menuAction(MainWindow& window, const QString& text) {
    for (QAction* top : window.menuBar()->actions())
        if (QMenu* menu = top->menu())
            for (QAction* action : menu->actions())
                if (action->text() == text) return action;
    return nullptr;
}

// A window started with `options` whose table has drawn its first frame.
std::unique_ptr<MainWindow> shownWindow(const LaunchOptions& options) {
    QElapsedTimer sinceMain;
    sinceMain.start();
    auto window = std::make_unique<MainWindow>(options, sinceMain);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get())) return nullptr;
    return window;
}

LaunchOptions gameOptions() {
    LaunchOptions options;
    options.game = QStringLiteral("madjack");
    options.players = 2;
    options.speed = 3;
    return options;
}

}  // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void statisticsSayWhyNoneAreKept_data();
    void statisticsSayWhyNoneAreKept();
    void statisticsOpenWhenKept();
};

void TestMainWindow::statisticsSayWhyNoneAreKept_data() {
    QTest::addColumn<bool>("fresh");
    QTest::addColumn<bool>("autoplay");
    QTest::addColumn<QString>("reason");
    QTest::newRow("--no-settings") << true << false << QStringLiteral("--no-settings");
    QTest::newRow("--autoplay") << false << true << QStringLiteral("--autoplay");
}

// Game > Statistics… in a window that keeps none tells why, instead of doing nothing.
void TestMainWindow::statisticsSayWhyNoneAreKept() {
    QFETCH(bool, fresh);
    QFETCH(bool, autoplay);
    QFETCH(QString, reason);
    LaunchOptions options = gameOptions();
    options.fresh = fresh;
    options.autoplay = autoplay;
    const auto window = shownWindow(options);
    QVERIFY(window);
    auto* prompt = window->findChild<Prompt*>();
    QVERIFY(prompt);
    QVERIFY(waitFor([&] { return !prompt->isOpen(); }));
    QAction* statistics = menuAction(*window, QStringLiteral("S&tatistics…"));
    QVERIFY(statistics);
    statistics->trigger();
    QVERIFY(prompt->isOpen());
    QCOMPARE(prompt->title(), QStringLiteral("Statistics"));
    QVERIFY2(prompt->text().contains(reason), qPrintable(prompt->text()));
    QVERIFY(!prompt->warning());
}

// Where statistics are kept, the same entry opens their panel.
void TestMainWindow::statisticsOpenWhenKept() {
    const auto window = shownWindow(gameOptions());
    QVERIFY(window);
    QQuickItem* table = window->findChild<felt::app::TableBox*>()->rootObject();
    // The statistics open with the first frame.
    QVERIFY(waitFor([&] { return !table->property("statistics").isNull(); }, 60000));
    auto* panel = table->findChild<QObject*>(QStringLiteral("statsPanel"));
    QVERIFY(panel);
    QVERIFY(!panel->property("item").value<QObject*>());
    menuAction(*window, QStringLiteral("S&tatistics…"))->trigger();
    QVERIFY(waitFor([&] { return panel->property("item").value<QObject*>() != nullptr; }));
    auto* prompt = window->findChild<Prompt*>();
    QVERIFY(!prompt->isOpen());
}

int main(int argc, char** argv) {
    // Settings, statistics and autosaves of this run only.
    QTemporaryDir home;
    qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toLocal8Bit());
    QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);  // as Felt draws
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Felt"));
    QApplication::setApplicationName(QStringLiteral("Felt"));
    TestMainWindow test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_main_window.moc"
