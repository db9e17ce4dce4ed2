// The new-game panel (qml/shell/SetupPanel.qml) offers a network table this
// Felt hosted and kept when it closed: its row names the game and the
// friends, and Continue hosts it again (the lobby shows its invitation);
// Remove… asks first and then forgets it. The lobby (LobbyPanel.qml): the
// host's Start the game waits until the friend said "I'm ready". On
// 127.0.0.1 only.
#include <QQmlEngineExtensionPlugin>
#include <QQuickItem>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "app/table_window.h"
#include "app/wait_for.h"
#include "net/net_client.h"
#include "net/net_lobby.h"

Q_IMPORT_QML_PLUGIN(FeltPlugin)

using felt::app::NetLobby;
using felt::test::TableWindow;
using felt::test::waitFor;

namespace {

const char* const kScene = R"(
import QtQuick
import Felt
Main {
    width: 1024
    height: 700
}
)";

constexpr int kWait = 20000;

// A MadJack table hosted by Ann for Bob, who sat down; Ann's Felt then closed.
void keepATable(const QString& folder) {
    const auto seatOf = [](const char* kind) {
        return QVariantMap{{QStringLiteral("name"), QString()},
                           {QStringLiteral("kind"), QLatin1String(kind)}};
    };
    const QVariantMap setup{
        {QStringLiteral("game"), QStringLiteral("madjack")},
        {QStringLiteral("players"), 2},
        {QStringLiteral("seats"), QVariantList{seatOf("human"), seatOf("network")}}};
    NetLobby ann;
    ann.setSaveFolder(folder);
    QCOMPARE(ann.host(setup, QStringLiteral("Ann")), QString());
    NetLobby bob;
    QCOMPARE(bob.join(ann.invitation(), QStringLiteral("Bob")), QString());
    QVERIFY(waitFor([&] { return bob.seated(); }, kWait));
    bob.setReady(true);
    QVERIFY(waitFor([&] { return ann.canStart(); }, kWait));
    QVERIFY(ann.start());
    QVERIFY(waitFor([&] { return ann.isStarted() && bob.isStarted(); }, kWait));
}

// By the item tree (a Repeater's delegates are not its QObject children).
QQuickItem* find(QQuickItem* in, const char* name) {
    if (!in) return nullptr;
    if (in->objectName() == QLatin1String(name)) return in;
    for (QQuickItem* child : in->childItems())
        if (QQuickItem* found = find(child, name)) return found;
    return nullptr;
}

void click(TableWindow& w, QQuickItem* item) {
    const QPointF centre = item->mapToScene({item->width() / 2, item->height() / 2});
    QTest::mouseClick(&w.window(), Qt::LeftButton, {}, centre.toPoint());
}

}  // namespace

class TestNetworkKeptPanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void continueFromThePanel() {
        QTemporaryDir folder;
        keepATable(folder.path());
        if (QTest::currentTestFailed()) return;
        NetLobby lobby;
        lobby.setSaveFolder(folder.path());
        QCOMPARE(lobby.keptTables().size(), 1);

        TableWindow w({1024, 700}, kScene);
        QVERIFY2(w.ok(), qPrintable(w.error()));
        w.root()->setProperty("lobby", QVariant::fromValue(&lobby));
        QVERIFY(QMetaObject::invokeMethod(w.root(), "showSetup"));
        QQuickItem* panel = find(w.root(), "setupPanel");
        QVERIFY(panel);
        QVERIFY(w.waitForFrames());
        QQuickItem* button = find(panel, "continueButton");
        QVERIFY(button && button->isVisible());
        // Its row says which table: the game and the friend at it.
        bool named = false;
        for (QQuickItem* sibling : button->parentItem()->childItems()) {
            const QString text = sibling->property("text").toString();
            named = named || (text.contains(QStringLiteral("MadJack")) &&
                              text.contains(QStringLiteral("Bob")));
        }
        QVERIFY(named);

        click(w, button);
        QVERIFY(waitFor([&] { return lobby.role() == QLatin1String("hosting"); }, kWait));
        QVERIFY(waitFor([&] { return !panel->isVisible(); }, kWait));
        QVERIFY(waitFor([&] { return lobby.seated() && lobby.client()->seat() == 0; }, kWait));
        // The lobby (a popup, over the window) shows the same invitation.
        QVERIFY(waitFor(
            [&] {
                QQuickItem* code = find(w.window().contentItem(), "invitationCode");
                return code && code->isVisible() &&
                       code->property("text").toString().contains(lobby.invitation());
            },
            kWait));
        QVERIFY(lobby.keptTables().isEmpty());  // hosted now, by this Felt
    }

    void theHostStartsOnceTheFriendIsReady() {
        const QVariantMap setup{{QStringLiteral("game"), QStringLiteral("madjack")},
                                {QStringLiteral("players"), 2}};
        NetLobby ann;
        QCOMPARE(ann.host(setup, QStringLiteral("Ann")), QString());
        TableWindow host({1024, 700}, kScene);
        QVERIFY2(host.ok(), qPrintable(host.error()));
        host.root()->setProperty("lobby", QVariant::fromValue(&ann));
        NetLobby bob;
        QCOMPARE(bob.join(ann.invitation(), QStringLiteral("Bob")), QString());
        TableWindow guest({1024, 700}, kScene);
        QVERIFY2(guest.ok(), qPrintable(guest.error()));
        guest.root()->setProperty("lobby", QVariant::fromValue(&bob));
        QVERIFY(waitFor([&] { return ann.freeSeats() == 0 && bob.seated(); }, kWait));
        QVERIFY(QMetaObject::invokeMethod(host.root(), "showLobby"));
        QVERIFY(QMetaObject::invokeMethod(guest.root(), "showLobby"));
        QQuickItem* start = nullptr;
        QQuickItem* ready = nullptr;
        QVERIFY(waitFor(
            [&] {
                start = find(host.window().contentItem(), "startGame");
                ready = find(guest.window().contentItem(), "readyButton");
                return start && start->isVisible() && ready && ready->isVisible();
            },
            kWait));
        QVERIFY(host.waitForFrames());
        QVERIFY(!start->isEnabled());
        click(host, start);  // does nothing yet
        QVERIFY(guest.waitForFrames());
        click(guest, ready);
        QVERIFY(waitFor([&] { return start->isEnabled(); }, kWait));
        QVERIFY(!ann.isStarted());
        click(host, start);
        QVERIFY(waitFor([&] { return ann.isStarted() && bob.isStarted(); }, kWait));
    }

    void removeAsksThenForgets() {
        QTemporaryDir folder;
        keepATable(folder.path());
        if (QTest::currentTestFailed()) return;
        NetLobby lobby;
        lobby.setSaveFolder(folder.path());
        TableWindow w({1024, 700}, kScene);
        QVERIFY2(w.ok(), qPrintable(w.error()));
        w.root()->setProperty("lobby", QVariant::fromValue(&lobby));
        QVERIFY(QMetaObject::invokeMethod(w.root(), "showSetup"));
        QQuickItem* panel = find(w.root(), "setupPanel");
        QVERIFY(w.waitForFrames());
        QQuickItem* remove = find(panel, "forgetButton");
        QVERIFY(remove && remove->isVisible());
        click(w, remove);
        QObject* confirm = panel->findChild<QObject*>(QStringLiteral("confirmForget"));
        QVERIFY(confirm);
        QVERIFY(waitFor([&] { return confirm->property("opened").toBool(); }, kWait));
        QCOMPARE(lobby.keptTables().size(), 1);  // nothing gone before the answer
        QVERIFY(QMetaObject::invokeMethod(confirm, "accept"));
        QVERIFY(waitFor([&] { return lobby.keptTables().isEmpty(); }, kWait));
        QVERIFY(waitFor(
            [&] {
                return !find(panel, "continueButton") ||
                       !find(panel, "continueButton")->isVisible();
            },
            kWait));
    }
};

QTEST_MAIN(TestNetworkKeptPanel)
#include "tst_network_kept_panel.moc"
