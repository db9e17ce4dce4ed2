// Game › Create a room on a server… without the window (NetLobby::createRoom,
// app/net/net_lobby.h) against an in-process felt-server on 127.0.0.1: the
// setup's bot seats become the room's bots and its other people's seats
// open seats, the creator sits at seat 0, the invitation is the room's
// address and a friend joins with it; a wrong address, a server that says
// no and a server that is not there come back in plain words.
#include <QTcpServer>
#include <QtTest>

#include "net/net_client.h"
#include "net/net_lobby.h"
#include "room_server.h"
#include "server_helpers.h"

using felt::app::NetLobby;
using namespace felt::net;
using namespace felt::net::testing;

namespace {

constexpr int kWait = 15000;

QVariantMap setup(const char* game, int players, const QStringList& kinds) {
    QVariantList seats;
    for (const QString& kind : kinds) seats.append(QVariantMap{{QStringLiteral("kind"), kind}});
    return {{QStringLiteral("game"), QLatin1String(game)},
            {QStringLiteral("players"), players},
            {QStringLiteral("seats"), seats}};
}

QString address(const RoomServer& server) {
    return QStringLiteral("ws://127.0.0.1:%1").arg(server.port());
}

}  // namespace

class TestNetworkCreateRoom : public QObject {
    Q_OBJECT

private slots:
    void createAndInvite() {
        RoomServer server;
        QCOMPARE(server.listen(QHostAddress::LocalHost), QString());
        const QVariantMap s = setup("jabberwocky", 3, {"human", "beginner", "human"});
        const QVariantMap plan = NetLobby().roomPlan(s);
        QCOMPARE(plan.value("players").toInt(), 3);
        QCOMPARE(plan.value("bots").toInt(), 1);
        QCOMPARE(plan.value("friends").toInt(), 1);

        NetLobby ann;
        QCOMPARE(ann.createRoom(address(server), s, QStringLiteral("Ann")), QString());
        QVERIFY(ann.creating());
        QTRY_VERIFY_WITH_TIMEOUT(ann.seated(), kWait);
        QVERIFY(!ann.creating());
        QCOMPARE(ann.problem(), QString());
        QCOMPARE(ann.client()->seat(), 0);
        QCOMPARE(ann.lastServer(), address(server));
        QCOMPARE(server.rooms(), 1);
        QVERIFY2(ann.invitationUrl().startsWith(address(server) + "/?room="),
                 qPrintable(ann.invitationUrl()));
        QTRY_COMPARE(ann.seats().size(), 3);
        QTRY_COMPARE(ann.seats().value(1).toMap().value("kind").toString(), QStringLiteral("bot"));
        QVERIFY(!ann.seats().value(2).toMap().value("taken").toBool());

        // A friend pastes the room's address in Join a table…: the game begins.
        NetLobby bob;
        QCOMPARE(bob.join(ann.invitationUrl(), QStringLiteral("Bob")), QString());
        QTRY_VERIFY_WITH_TIMEOUT(bob.seated(), kWait);
        QCOMPARE(bob.client()->seat(), 2);
        QTRY_VERIFY_WITH_TIMEOUT(ann.isStarted() && bob.isStarted(), kWait);
    }

    void mistakes() {
        NetLobby lobby;
        const QVariantMap s = setup("jabberwocky", 3, {"human", "human", "human"});
        for (const char* wrong : {"http://127.0.0.1:80", "127.0.0.1", "ws://:47000", ""})
            QVERIFY2(!lobby.createRoom(QLatin1String(wrong), s, QStringLiteral("Ann")).isEmpty(),
                     wrong);
        QVERIFY(!lobby.createRoom("ws://127.0.0.1:47000", QVariantMap{}, QStringLiteral("Ann"))
                     .isEmpty());
        QVERIFY(!lobby.creating());

        // The server says no (here: a game it does not know)...
        RoomServer server;
        QCOMPARE(server.listen(QHostAddress::LocalHost), QString());
        QCOMPARE(lobby.createRoom(address(server), setup("no-such-game", 3, {}), "Ann"), QString());
        QTRY_VERIFY_WITH_TIMEOUT(!lobby.problem().isEmpty(), kWait);
        QVERIFY2(lobby.problem().startsWith("The server says:"), qPrintable(lobby.problem()));
        QVERIFY(!lobby.seated() && !lobby.creating());
        QCOMPARE(server.rooms(), 0);

        // ...or is not there at all.
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost));
        const quint16 port = closed.serverPort();
        closed.close();
        QCOMPARE(lobby.createRoom(QStringLiteral("ws://127.0.0.1:%1").arg(port), s, "Ann"),
                 QString());
        QTRY_VERIFY_WITH_TIMEOUT(lobby.problem().contains("could not reach the server"), kWait);
        QVERIFY(!lobby.creating());
    }
};

QTEST_GUILESS_MAIN(TestNetworkCreateRoom)
#include "tst_network_create_room.moc"
