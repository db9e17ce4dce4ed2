// The application window itself, in-process: its native menus acting on the
// table (app/shell/main_window). Settings, statistics and autosaves go to a
// temporary folder.
#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QQmlEngineExtensionPlugin>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <memory>

#include "app/wait_for.h"
#include "net/net_lobby.h"
#include "present/prompt.h"
#include "session/game_session.h"
#include "session/table_input.h"
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
    void aSecondNetworkGameFollowsOneWhoseHostLeft();
    void aLessonIsNotPromisedForNextTime();
    void whatNeedsAGameWaitsForOne();
    void aRoomIsCreatedForTheGameThePanelShows();
    void saveAsProposesAName();
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

// A friend's Felt sat at a network game whose host left (the table still
// shows it). Game > Join a table… then offers a new invitation, not the dead
// lobby, and the next game joined takes the table. (It crashed: making way
// for the new game left the lobby, which took the new game's connection.)
void TestMainWindow::aSecondNetworkGameFollowsOneWhoseHostLeft() {
    constexpr int kNetWait = 30000;  // loopback answers in milliseconds
    LaunchOptions options;
    options.fresh = true;
    const auto window = shownWindow(options);
    QVERIFY(window);
    QQuickItem* table = window->findChild<felt::app::TableBox*>()->rootObject();
    auto* lobby = window->findChild<felt::app::NetLobby*>();
    QVERIFY(lobby);
    const QVariantMap madjack{{QStringLiteral("game"), QStringLiteral("madjack")},
                              {QStringLiteral("players"), 2}};
    // Joins the table `host` hosts, and waits until its game is on this table.
    const auto joinAndPlay = [&](felt::app::NetLobby& host) {
        QObject* before = table->property("netTable").value<QObject*>();
        if (lobby->join(host.invitation(), QStringLiteral("Bob")) != QString()) return false;
        if (!waitFor([&] { return lobby->seated(); }, kNetWait)) return false;
        lobby->setReady(true);
        if (!waitFor([&] { return host.canStart(); }, kNetWait) || !host.start()) return false;
        return waitFor(
            [&] {
                QObject* now = table->property("netTable").value<QObject*>();
                return now && now != before && lobby->connected();
            },
            kNetWait);
    };

    auto first = std::make_unique<felt::app::NetLobby>();
    QCOMPARE(first->host(madjack, QStringLiteral("Ann")), QString());
    QVERIFY(joinAndPlay(*first));
    first.reset();  // the host closes Felt
    QVERIFY(waitFor([&] { return !lobby->connected(); }, kNetWait));
    QVERIFY(table->property("netTable").value<QObject*>());  // still on show

    QAction* join = menuAction(*window, QStringLiteral("&Join a table…"));
    QVERIFY(join);
    join->trigger();
    auto* joinLoader = table->findChild<QObject*>(QStringLiteral("joinLoader"));
    QVERIFY(joinLoader);
    QVERIFY(waitFor([&] {
        auto* dialog = joinLoader->property("item").value<QObject*>();
        return dialog && dialog->property("opened").toBool();
    }));

    felt::app::NetLobby second;
    QCOMPARE(second.host(madjack, QStringLiteral("Cy")), QString());
    QVERIFY(joinAndPlay(second));
    QCOMPARE(window->windowTitle(), QStringLiteral("MadJack at a network table — Felt"));
}

// A lesson is not kept when Felt closes, so Quit does not promise it; and
// Game > Hint in a lesson says where its hints are instead of doing nothing.
void TestMainWindow::aLessonIsNotPromisedForNextTime() {
    LaunchOptions options;
    options.lesson = QStringLiteral("jumpstart");
    const auto window = shownWindow(options);
    QVERIFY(window);
    felt::app::GameSession* session = window->session();
    QVERIFY(waitFor([&] { return session->guided() && session->running(); }));
    QVERIFY(menuAction(*window, QStringLiteral("&Quit")));
    QVERIFY(!menuAction(*window, QStringLiteral("&Quit (the game is kept for next time)")));
    menuAction(*window, QStringLiteral("&Hint"))->trigger();
    QVERIFY2(session->input()->explanation().contains(QStringLiteral("lesson")),
             qPrintable(session->input()->explanation()));

    // A game of one's own is kept.
    QCOMPARE(session->start({{QStringLiteral("game"), QStringLiteral("madjack")},
                             {QStringLiteral("players"), 2}}),
             QString());
    QVERIFY(!session->guided());
    QVERIFY(menuAction(*window, QStringLiteral("&Quit (the game is kept for next time)")));
}

// Before the first game (the New game panel shows) the Game menu's entries
// that act on a game are faded; a game turns them on.
void TestMainWindow::whatNeedsAGameWaitsForOne() {
    LaunchOptions options;
    options.fresh = true;
    const auto window = shownWindow(options);
    QVERIFY(window);
    const QStringList needGame{QStringLiteral("&Restart"),  QStringLiteral("&Undo"),
                               QStringLiteral("Re&do"),     QStringLiteral("&Hint"),
                               QStringLiteral("&Save As…"), QStringLiteral("Re&play and review")};
    for (const QString& text : needGame) {
        QAction* action = menuAction(*window, text);
        QVERIFY2(action, qPrintable(text));
        QVERIFY2(!action->isEnabled(), qPrintable(text + " is on without a game"));
    }
    QCOMPARE(window->session()->start({{QStringLiteral("game"), QStringLiteral("madjack")},
                                       {QStringLiteral("players"), 2}}),
             QString());
    for (const char* text : {"&Restart", "&Hint", "&Save As…", "Re&play and review"})
        QVERIFY2(menuAction(*window, QString::fromUtf8(text))->isEnabled(), text);
    QVERIFY(menuAction(*window, QStringLiteral("&New…"))->isEnabled());
}

// A new player who chose a game in the New game panel, then Game > Create a
// room on a server…: the room's dialog opens for that game (it reset the
// panel to its first game and opened nothing).
void TestMainWindow::aRoomIsCreatedForTheGameThePanelShows() {
    LaunchOptions options;
    options.fresh = true;
    const auto window = shownWindow(options);
    QVERIFY(window);
    QQuickItem* table = window->findChild<felt::app::TableBox*>()->rootObject();
    auto* panel = table->findChild<QQuickItem*>(QStringLiteral("setupPanel"));
    QVERIFY(panel && panel->isVisible());
    const QVariantMap chosen{{QStringLiteral("game"), QStringLiteral("blackjack-school")},
                             {QStringLiteral("players"), 3}};
    QVERIFY(QMetaObject::invokeMethod(panel, "load", Q_ARG(QVariant, chosen)));
    menuAction(*window, QStringLiteral("Create a room on a &server…"))->trigger();
    auto* loader = table->findChild<QObject*>(QStringLiteral("createLoader"));
    QVERIFY(loader);
    QObject* dialog = nullptr;
    QVERIFY(waitFor([&] {
        dialog = loader->property("item").value<QObject*>();
        return dialog && dialog->property("opened").toBool();
    }));
    const QVariantMap setup = dialog->property("setup").toMap();
    QCOMPARE(setup.value(QStringLiteral("game")).toString(), QStringLiteral("blackjack-school"));
    QCOMPARE(setup.value(QStringLiteral("players")).toInt(), 3);
    QCOMPARE(panel->property("game").toMap().value(QStringLiteral("id")).toString(),
             QStringLiteral("blackjack-school"));
}

// Game > Save As… proposes a file name (the game and when), so that the
// mouse alone can save (Save stayed greyed until a name was typed).
void TestMainWindow::saveAsProposesAName() {
    LaunchOptions options = gameOptions();
    options.fresh = true;
    const auto window = shownWindow(options);
    QVERIFY(window);
    QVERIFY(waitFor([&] { return window->session()->running(); }));
    QString proposed;
    QTimer::singleShot(0, window.get(), [&] {
        // The dialog runs its own loop: read it, then close it unanswered.
        waitFor([] { return qobject_cast<QFileDialog*>(QApplication::activeModalWidget()); });
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        if (!dialog) return;
        proposed = dialog->selectedFiles().value(0);
        dialog->reject();
    });
    menuAction(*window, QStringLiteral("&Save As…"))->trigger();
    const QString name = QFileInfo(proposed).fileName();
    QVERIFY2(name.startsWith(QStringLiteral("MadJack ")) && name.endsWith(QStringLiteral(".felt")),
             qPrintable(proposed));
    QVERIFY2(!name.contains(QLatin1Char(':')), qPrintable(name));
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
