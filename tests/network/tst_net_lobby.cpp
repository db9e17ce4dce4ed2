// The lobby of a network table (app/net/net_lobby.h) on 127.0.0.1: the host
// sits down through its own server, friends join with the invitation or
// with a table heard by discovery, the seats update on every side, and the
// game starts once every seat is taken. Mistakes come back in plain words.
// Every wait is on a condition with a ceiling.
#include <QSignalSpy>
#include <QUdpSocket>
#include <QtTest>

#include "net/discovery.h"
#include "net/invitation.h"
#include "net/net_client.h"
#include "net/net_lobby.h"
#include "net/net_server.h"
#include "net/table_host.h"

using felt::app::NetLobby;
using namespace felt::net;

namespace {

constexpr int kWait = 15000;

QVariantMap setup(const char* game, int players) {
    return {{QStringLiteral("game"), QLatin1String(game)}, {QStringLiteral("players"), players}};
}

QVariantMap seat(const NetLobby& lobby, int s) {
    return lobby.seats().value(s).toMap();
}

// A UDP port nobody listens on now, for a test's own discovery.
quint16 freeUdpPort() {
    QUdpSocket probe;
    probe.bind(QHostAddress::LocalHost, 0);
    return probe.localPort();
}

}  // namespace

class TestNetLobby : public QObject {
    Q_OBJECT

private slots:
    // Hosting announces the table: only ever to loopback (ctest sets the
    // variable for every test; run by hand, set it too).
    void initTestCase() {
        DiscoveryTarget target;
        const QString setting = qEnvironmentVariable("FELT_DISCOVERY_ADDRESS");
        if (setting.isEmpty() || !parseDiscoveryTarget(setting, target).empty() ||
            !target.isLoopback())
            QFAIL("FELT_DISCOVERY_ADDRESS must be 127.0.0.1 or ::1: this test hosts tables");
    }

    void hostAndJoin() {
        NetLobby host;
        QCOMPARE(host.host(setup("jabberwocky", 3), QStringLiteral("Ann")), QString());
        QCOMPARE(host.role(), QStringLiteral("hosting"));
        // ctest's FELT_DISCOVERY_ADDRESS: announcements stay on this computer,
        // and so does the table (it listens on loopback).
        QVERIFY(host.announcer());
        QVERIFY(host.announcer()->target().isLoopback());
        QVERIFY(host.announcer()->running());
        Invitation invitation;
        QCOMPARE(decodeInvitation(host.invitation(), invitation), QString());
        QCOMPARE(invitation.host, QStringLiteral("127.0.0.1"));
        QCOMPARE(invitation.port, host.server()->port());
        QCOMPARE(invitation.room.toStdString(), host.tableHost()->room());
        QVERIFY(host.invitationUrl().startsWith(QStringLiteral("felt://127.0.0.1:")));
        QVERIFY(!host.gameName().isEmpty());

        // The host takes seat 0 through its own server.
        QTRY_VERIFY_WITH_TIMEOUT(host.seated(), kWait);
        QTRY_COMPARE_WITH_TIMEOUT(seat(host, 0).value(QStringLiteral("taken")).toBool(), true,
                                  kWait);
        QCOMPARE(host.seats().size(), 3);
        QCOMPARE(seat(host, 0).value(QStringLiteral("name")).toString(), QStringLiteral("Ann"));
        QVERIFY(seat(host, 0).value(QStringLiteral("you")).toBool());
        QVERIFY(!seat(host, 1).value(QStringLiteral("taken")).toBool());
        QCOMPARE(host.freeSeats(), 2);

        NetLobby bob;
        QCOMPARE(bob.join(host.invitation(), QStringLiteral("Bob")), QString());
        QCOMPARE(bob.role(), QStringLiteral("joining"));
        QTRY_VERIFY_WITH_TIMEOUT(bob.seated(), kWait);
        QTRY_COMPARE_WITH_TIMEOUT(host.freeSeats(), 1, kWait);
        QCOMPARE(seat(host, 1).value(QStringLiteral("name")).toString(), QStringLiteral("Bob"));
        QVERIFY(!seat(host, 1).value(QStringLiteral("you")).toBool());
        QTRY_COMPARE_WITH_TIMEOUT(bob.freeSeats(), 1, kWait);
        QVERIFY(seat(bob, 1).value(QStringLiteral("you")).toBool());
        QCOMPARE(bob.gameName(), host.gameName());
        QVERIFY(!bob.tableHost());
        QVERIFY(bob.client());

        // Every seat taken: the host starts once everyone said they are ready.
        QSignalSpy hostStarted(&host, &NetLobby::started);
        QSignalSpy bobStarted(&bob, &NetLobby::started);
        NetLobby cy;
        QCOMPARE(cy.join(host.invitationUrl(), QStringLiteral("Cy")), QString());
        QTRY_COMPARE_WITH_TIMEOUT(host.freeSeats(), 0, kWait);
        QVERIFY(!host.canStart());
        QVERIFY(!host.start());  // refused, and said why
        QVERIFY(!host.problem().isEmpty());
        bob.setReady(true);
        QTRY_VERIFY_WITH_TIMEOUT(bob.ready(), kWait);
        QTRY_VERIFY_WITH_TIMEOUT(seat(host, 1).value(QStringLiteral("ready")).toBool(), kWait);
        QVERIFY(!host.canStart());  // Cy is not ready yet
        cy.setReady(true);
        QTRY_VERIFY_WITH_TIMEOUT(host.canStart(), kWait);
        QCOMPARE(hostStarted.count(), 0);  // the host starts it, not the last seat
        QVERIFY(host.start());
        QTRY_COMPARE_WITH_TIMEOUT(hostStarted.count(), 1, kWait);
        QTRY_COMPARE_WITH_TIMEOUT(bobStarted.count(), 1, kWait);
        QTRY_VERIFY_WITH_TIMEOUT(cy.isStarted(), kWait);
        QVERIFY(host.tableHost()->started());
        QVERIFY(!host.announcer()->running());
        QVERIFY(bob.problem().isEmpty());
    }

    // The new-game panel's seats: a bot kind is seated as that bot, a friend
    // over the network stays open, and the host takes the person's seat.
    void hostingFollowsTheSetupsSeats() {
        const QString where = QStringLiteral("127.0.0.1:%1").arg(freeUdpPort());
        NetLobby host;
        host.setDiscoveryAddress(where);
        QVariantMap table = setup("jabberwocky", 3);
        const auto seatOf = [](const char* kind) {
            return QVariantMap{{QStringLiteral("name"), QString()},
                               {QStringLiteral("kind"), QLatin1String(kind)}};
        };
        table.insert(QStringLiteral("seats"),
                     QVariantList{seatOf("casual"), seatOf("human"), seatOf("network")});
        QCOMPARE(host.host(table, QStringLiteral("Ann")), QString());
        QTRY_VERIFY2_WITH_TIMEOUT(host.seated(), qPrintable(host.problem()), kWait);
        QCOMPARE(host.client()->seat(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(seat(host, 0).value(QStringLiteral("kind")).toString(),
                                  QStringLiteral("bot"), kWait);
        QCOMPARE(host.freeSeats(), 1);
        QCOMPARE(seat(host, 2).value(QStringLiteral("taken")).toBool(), false);
        // A bot kind the game does not have is refused, and nothing is hosted.
        table.insert(QStringLiteral("seats"),
                     QVariantList{seatOf("human"), seatOf("no-such-bot"), seatOf("network")});
        QVERIFY(!host.host(table, QStringLiteral("Ann")).isEmpty());
        QCOMPARE(host.role(), QString());
    }

    // The host seats a bot in an open seat and removes a friend; the last
    // seat taken by a bot starts the game, and the bot plays on.
    void hostSeatsABotAndRemovesAFriend() {
        const QString where = QStringLiteral("127.0.0.1:%1").arg(freeUdpPort());
        NetLobby host;
        host.setDiscoveryAddress(where);
        QCOMPARE(host.host(setup("jabberwocky", 3), QStringLiteral("Ann")), QString());
        QTRY_VERIFY_WITH_TIMEOUT(host.seated(), kWait);
        QVERIFY(host.canSeatBots());
        NetLobby bob;
        bob.setDiscoveryAddress(where);
        QCOMPARE(bob.join(host.invitation(), QStringLiteral("Bob")), QString());
        QTRY_VERIFY_WITH_TIMEOUT(bob.seated(), kWait);
        QTRY_COMPARE_WITH_TIMEOUT(host.freeSeats(), 1, kWait);
        const int bobSeat = bob.client()->seat();

        // Bob is removed: his seat opens, and he hears why.
        QVERIFY(host.removeSeat(bobSeat));
        QTRY_COMPARE_WITH_TIMEOUT(host.freeSeats(), 2, kWait);
        QTRY_VERIFY_WITH_TIMEOUT(!bob.problem().isEmpty() || !bob.client()->isOpen(), kWait);

        // A bot in each open seat: the last one starts the game.
        QSignalSpy started(&host, &NetLobby::started);
        QVERIFY(host.seatBot(1));
        QTRY_COMPARE_WITH_TIMEOUT(seat(host, 1).value(QStringLiteral("kind")).toString(),
                                  QStringLiteral("bot"), kWait);
        QVERIFY(!host.seatBot(7));  // no such seat: refused, and the lobby says why
        QVERIFY(!host.problem().isEmpty());
        QVERIFY(host.seatBot(2));
        QTRY_VERIFY_WITH_TIMEOUT(host.canStart(), kWait);  // bots are always ready
        QVERIFY(host.start());
        QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, kWait);
        QVERIFY(host.tableHost()->started());
        QVERIFY(!host.canSeatBots());
    }

    // A table heard on the (loopback) network is joined from its row.
    void joinADiscoveredTable() {
        const QString where = QStringLiteral("127.0.0.1:%1").arg(freeUdpPort());
        NetLobby host;
        host.setDiscoveryAddress(where);
        QCOMPARE(host.host(setup("madjack", 2), QStringLiteral("Ann")), QString());
        QVERIFY(host.announcer()->target().isLoopback());
        NetLobby bob;
        bob.setDiscoveryAddress(where);
        bob.listenForTables();
        QCOMPARE(bob.discoveryProblem(), QString());
        QTRY_COMPARE_WITH_TIMEOUT(bob.discovered().size(), 1, kWait);
        const QVariantMap row = bob.discovered().value(0).toMap();
        QCOMPARE(row.value(QStringLiteral("hostName")).toString(), QStringLiteral("Ann"));
        QCOMPARE(row.value(QStringLiteral("players")).toInt(), 2);
        QSignalSpy started(&bob, &NetLobby::started);
        QCOMPARE(
            bob.join(row.value(QStringLiteral("invitation")).toString(), QStringLiteral("Bob")),
            QString());
        QTRY_VERIFY_WITH_TIMEOUT(bob.seated(), kWait);
        bob.setReady(true);
        QTRY_VERIFY_WITH_TIMEOUT(host.canStart(), kWait);
        QVERIFY(host.start());
        QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, kWait);
    }

    void mistakesInPlainWords() {
        NetLobby bob;
        QCOMPARE(bob.join(QStringLiteral("12345"), QStringLiteral("Bob")),
                 QStringLiteral(
                     "An invitation has 24 characters (43 for an IPv6 address); this one has 5."));
        QCOMPARE(bob.role(), QString());

        NetLobby host;
        QCOMPARE(host.host(setup("madjack", 2), QStringLiteral("Ann")), QString());
        const QString wrongRoom =
            QStringLiteral("felt://127.0.0.1:%1/?room=0000000000AB").arg(host.server()->port());
        QCOMPARE(bob.join(wrongRoom, QStringLiteral("Bob")), QString());
        QTRY_VERIFY_WITH_TIMEOUT(bob.problem().contains(QLatin1String("room secret")), kWait);
        QVERIFY(!bob.seated());

        // Nobody listens there any more.
        const quint16 port = host.server()->port();
        host.leave();
        QCOMPARE(host.role(), QString());
        NetLobby cy;
        QCOMPARE(
            cy.join(QStringLiteral("felt://127.0.0.1:%1/?room=x").arg(port), QStringLiteral("Cy")),
            QString());
        QTRY_VERIFY_WITH_TIMEOUT(cy.problem().contains(QLatin1String("could not reach")), kWait);
    }

    void refusesABadSetup() {
        NetLobby host;
        QVERIFY(!host.host(setup("madjack", 40), QStringLiteral("Ann")).isEmpty());
        QCOMPARE(host.role(), QString());
        QVERIFY(!host.host(setup("madjack", 2), QStringLiteral("Ann"), QStringLiteral("nonsense"))
                     .isEmpty());
        QCOMPARE(host.role(), QString());
    }
};

QTEST_GUILESS_MAIN(TestNetLobby)
#include "tst_net_lobby.moc"
