// felt-server's rooms in process, on 127.0.0.1: the server's own messages
// (create, rooms and their answers) and their strict readers; creating,
// listing and joining rooms; two rooms side by side; hostile and careless
// clients (an unknown room, too many rooms, a malformed or impossible create,
// an act before any room, too many connections); rooms closing when nobody
// comes; and the same over wss with the test certificate.
#include <QFile>
#include <QSignalSpy>
#include <QSslCertificate>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>

#include "net/host_messages.h"
#include "net/net_client.h"
#include "room_server.h"
#include "server_helpers.h"
#include "server_messages.h"

using namespace felt;
using namespace felt::net;
using namespace felt::net::testing;

class TestNetworkServerRooms : public QObject {
    Q_OBJECT
private slots:
    void messagesRoundTrip();
    void strictRequests_data();
    void strictRequests();
    void strictReplies_data();
    void strictReplies();
    void createListJoin();
    void publicRooms();
    void twoRooms();
    void unknownRoom();
    void tooManyRooms();
    void badCreate();
    void actBeforeRoom();
    void oversizedAndFlood();
    void connectionCap();
    void halfAHandshakeIsCut();
    void idleRoomCloses();
    void tls();
};

void TestNetworkServerRooms::messagesRoundTrip() {
    const Create create{"jabberwocky", 3, {{"target", "50"}}, {{1, "casual"}, {2, "expert"}}, 30,
                        "strong"};
    ServerRequest request;
    QCOMPARE(readServerRequest(encode(create), request), std::string());
    QVERIFY(std::get<Create>(request) == create);
    QCOMPARE(readServerRequest(encode(ListRooms{}), request), std::string());
    QVERIFY(std::holds_alternative<ListRooms>(request));
    const Hello hello{"abc", "Ann", 1, ""};
    QCOMPARE(readServerRequest(encode(hello), request), std::string());
    QVERIFY(std::get<Hello>(request) == hello);

    ServerReply reply;
    const Created created{"0123abcd", "madjack", 4};
    QCOMPARE(readServerReply(encode(created), reply), std::string());
    QVERIFY(std::get<Created>(reply) == created);
    RoomList list;
    list.total = 3;
    list.rooms = {{"madjack", 4, 2, false, ""}, {"jumpstart", 2, 0, true, "f00d"}};
    QCOMPARE(readServerReply(encode(list), reply), std::string());
    QVERIFY(std::get<RoomList>(reply) == list);
    QCOMPARE(readServerReply(encode(WireError{"room", "no such room"}), reply), std::string());
    QCOMPARE(std::get<WireError>(reply).code, std::string("room"));
}

void TestNetworkServerRooms::strictRequests_data() {
    QTest::addColumn<QByteArray>("message");
    QTest::addColumn<QString>("expected");  // a part of the one sentence
    QTest::newRow("no game") << QByteArray(R"({"v":1,"kind":"create","players":3})")
                             << "missing field \"game\"";
    QTest::newRow("no players") << QByteArray(R"({"v":1,"kind":"create","game":"madjack"})")
                                << "missing field \"players\"";
    QTest::newRow("no seats") << QByteArray(
                                     R"({"v":1,"kind":"create","game":"madjack","players":0})")
                              << "\"players\"";
    QTest::newRow("too many seats")
        << QByteArray(R"({"v":1,"kind":"create","game":"madjack","players":17})") << "\"players\"";
    QTest::newRow("players as text")
        << QByteArray(R"({"v":1,"kind":"create","game":"madjack","players":"4"})") << "\"players\"";
    QTest::newRow("fraction") << QByteArray(
                                     R"({"v":1,"kind":"create","game":"madjack","players":3.5})")
                              << "\"players\"";
    QTest::newRow("options not an object")
        << QByteArray(R"({"v":1,"kind":"create","game":"madjack","players":4,"options":[1]})")
        << "\"options\"";
    QTest::newRow("option not text")
        << QByteArray(R"({"v":1,"kind":"create","game":"madjack","players":4,"options":{"a":1}})")
        << "option \"a\" must be a string";
    QTest::newRow("option nested")
        << QByteArray(
               R"({"v":1,"kind":"create","game":"madjack","players":4,"options":{"a":{"b":"c"}}})")
        << "option \"a\"";
    QTest::newRow("unknown field")
        << QByteArray(R"({"v":1,"kind":"create","game":"madjack","players":4,"seed":7})")
        << "unknown field \"seed\"";
    QTest::newRow("long game id") << QByteArray(R"({"v":1,"kind":"create","game":")" +
                                                QByteArray(65, 'x') + R"(","players":4})")
                                  << "longer than 64";
    QByteArray many = R"({"v":1,"kind":"create","game":"madjack","players":4,"options":{)";
    for (int i = 0; i < 33; ++i) many += (i ? ",\"o" : "\"o") + QByteArray::number(i) + "\":\"x\"";
    QTest::newRow("too many options") << many + "}}"
                                      << "more than 32 options";
    QTest::newRow("bots not a list")
        << QByteArray(R"({"v":1,"kind":"create","game":"madjack","players":4,"bots":{"seat":1}})")
        << "\"bots\"";
    QTest::newRow("bot seat as text")
        << QByteArray(
               R"({"v":1,"kind":"create","game":"madjack","players":4,"bots":[{"seat":"1","level":"casual"}]})")
        << "\"seat\"";
    QTest::newRow("bot without level")
        << QByteArray(R"({"v":1,"kind":"create","game":"madjack","players":4,"bots":[{"seat":1}]})")
        << "missing field \"level\"";
    QTest::newRow("bot with a field")
        << QByteArray(
               R"({"v":1,"kind":"create","game":"madjack","players":4,"bots":[{"seat":1,"level":"casual","think":9}]})")
        << "unknown field \"think\"";
    QTest::newRow("negative wait")
        << QByteArray(
               R"({"v":1,"kind":"create","game":"madjack","players":4,"awayWaitSeconds":-5})")
        << "\"awayWaitSeconds\"";
    QTest::newRow("empty stand-in")
        << QByteArray(R"({"v":1,"kind":"create","game":"madjack","players":4,"standInLevel":""})")
        << "\"standInLevel\"";
    QTest::newRow("rooms with a field")
        << QByteArray(R"({"v":1,"kind":"rooms","all":true})") << "unknown field \"all\"";
    QTest::newRow("act first") << QByteArray(R"({"v":1,"kind":"act","action":"pass","token":"x"})")
                               << "say hello to a room";
    QTest::newRow("unknown kind") << QByteArray(R"({"v":1,"kind":"destroy"})")
                                  << "unknown message kind \"destroy\"";
    QTest::newRow("other version") << QByteArray(R"({"v":2,"kind":"create"})") << "version 2";
    QTest::newRow("not JSON") << QByteArray("create madjack") << "not JSON";
    QTest::newRow("bad hello") << QByteArray(R"({"v":1,"kind":"hello","room":7,"name":"x"})")
                               << "\"room\"";
}

void TestNetworkServerRooms::strictRequests() {
    QFETCH(QByteArray, message);
    QFETCH(QString, expected);
    ServerRequest out = ListRooms{};
    const std::string why = readServerRequest(message, out);
    QVERIFY2(QString::fromStdString(why).contains(expected), why.c_str());
    QVERIFY(std::holds_alternative<ListRooms>(out));  // untouched
}

void TestNetworkServerRooms::strictReplies_data() {
    QTest::addColumn<QByteArray>("message");
    QTest::addColumn<QString>("expected");
    QTest::newRow("created without room")
        << QByteArray(R"({"v":1,"kind":"created","game":"madjack","players":4})") << "\"room\"";
    QTest::newRow("more free than seats")
        << QByteArray(
               R"({"v":1,"kind":"roomList","total":1,"rooms":[{"game":"madjack","players":2,"free":3,"started":false}]})")
        << "more free seats";
    QTest::newRow("total below listed")
        << QByteArray(
               R"({"v":1,"kind":"roomList","total":0,"rooms":[{"game":"madjack","players":2,"free":1,"started":false}]})")
        << "fewer rooms in total";
    QTest::newRow("room not an object")
        << QByteArray(R"({"v":1,"kind":"roomList","total":1,"rooms":[3]})")
        << "other than an object";
    QTest::newRow("a host's message")
        << QByteArray(R"({"v":1,"kind":"seats","seats":[],"started":false})")
        << "unexpected message kind \"seats\"";
}

void TestNetworkServerRooms::strictReplies() {
    QFETCH(QByteArray, message);
    QFETCH(QString, expected);
    ServerReply out;
    const std::string why = readServerReply(message, out);
    QVERIFY2(QString::fromStdString(why).contains(expected), why.c_str());
}

void TestNetworkServerRooms::createListJoin() {
    RoomServer server;
    QCOMPARE(server.listen(QHostAddress::LocalHost), QString());
    RawClient c(urlOf(server));
    QTRY_VERIFY(c.open());
    c.send(encode(Create{"jabberwocky", 3, {}}));
    QTRY_COMPARE(c.created.size(), std::size_t(1));
    const Created created = c.created.front();
    QCOMPARE(created.game, std::string("jabberwocky"));
    QCOMPARE(created.players, 3);
    QVERIFY(created.room.size() >= 32);
    QCOMPARE(server.rooms(), 1);

    c.send(encode(ListRooms{}));
    QTRY_COMPARE(c.lists.size(), std::size_t(1));
    QCOMPARE(c.lists[0].total, 1);
    QCOMPARE(c.lists[0].rooms.size(), std::size_t(1));
    QVERIFY((c.lists[0].rooms[0] == ListedRoom{"jabberwocky", 3, 3, false, ""}));  // no secret

    // Two join; the list then shows one seat free, and still no secret.
    NetClient ann, bob;
    ann.join(urlOf(server), Hello{created.room, "Ann", -1, ""});
    bob.join(urlOf(server), Hello{created.room, "Bob", -1, ""});
    QTRY_VERIFY(ann.welcome() && bob.welcome());
    QVERIFY(ann.seat() != bob.seat());
    QCOMPARE(ann.welcome()->game, std::string("jabberwocky"));
    c.send(encode(ListRooms{}));
    QTRY_COMPARE(c.lists.size(), std::size_t(2));
    QVERIFY((c.lists[1].rooms.at(0) == ListedRoom{"jabberwocky", 3, 1, false, ""}));

    // The creator takes the last seat on the same connection: the game starts.
    c.send(encode(Hello{created.room, "Cy", -1, ""}));
    QTRY_VERIFY(c.welcome.has_value());
    QTRY_VERIFY(ann.state().has_value() && bob.state().has_value());
    QVERIFY(c.errors.empty() && c.unreadable.empty() && ann.errors().empty());
}

void TestNetworkServerRooms::publicRooms() {
    RoomServerLimits limits;
    limits.publicRooms = true;
    RoomServer server(limits);
    QCOMPARE(server.listen(QHostAddress::LocalHost), QString());
    const std::string room = createRoom(urlOf(server), Create{"madjack", 2, {}});
    QVERIFY(!room.empty());
    RawClient c(urlOf(server));
    QTRY_VERIFY(c.open());
    c.send(encode(ListRooms{}));
    QTRY_COMPARE(c.lists.size(), std::size_t(1));
    QCOMPARE(c.lists[0].rooms.at(0).room, room);
}

void TestNetworkServerRooms::twoRooms() {
    RoomServer server;
    QCOMPARE(server.listen(QHostAddress::LocalHost), QString());
    const std::string a = createRoom(urlOf(server), Create{"madjack", 2, {}});
    const std::string b = createRoom(urlOf(server), Create{"jumpstart", 2, {}});
    QVERIFY(!a.empty() && !b.empty() && a != b);
    NetClient a1, a2, b1;
    a1.join(urlOf(server), Hello{a, "A1", -1, ""});
    a2.join(urlOf(server), Hello{a, "A2", -1, ""});
    b1.join(urlOf(server), Hello{b, "B1", -1, ""});
    QTRY_VERIFY(a1.welcome() && a2.welcome() && b1.welcome());
    QCOMPARE(a1.welcome()->game, std::string("madjack"));
    QCOMPARE(b1.welcome()->game, std::string("jumpstart"));
    // Room a is full and plays; room b still waits for its second player.
    QTRY_VERIFY(a1.state() && a2.state());
    QVERIFY(!b1.state());
    QVERIFY(b1.seats().seats.size() == 2 && !b1.seats().started);
    // A token of room a does not open a seat of room b.
    RawClient thief(urlOf(server));
    QTRY_VERIFY(thief.open());
    thief.send(encode(Hello{b, "Thief", -1, a1.token()}));
    QTRY_VERIFY(thief.hasError("token"));
    QTRY_VERIFY(thief.closed);
}

void TestNetworkServerRooms::unknownRoom() {
    RoomServer server;
    QCOMPARE(server.listen(QHostAddress::LocalHost), QString());
    QVERIFY(!createRoom(urlOf(server), Create{"madjack", 2, {}}).empty());
    RawClient c(urlOf(server));
    QTRY_VERIFY(c.open());
    c.send(encode(Hello{newSecret(), "Eve", -1, ""}));
    QTRY_VERIFY(c.hasError("room"));
    QTRY_VERIFY(c.closed);
    QVERIFY(!c.welcome);
}

void TestNetworkServerRooms::tooManyRooms() {
    RoomServerLimits limits;
    limits.maxRoomsPerCreator = 2;
    limits.maxRooms = 3;
    RoomServer server(limits);
    QCOMPARE(server.listen(QHostAddress::LocalHost), QString());
    RawClient c(urlOf(server));
    QTRY_VERIFY(c.open());
    for (int i = 0; i < 3; ++i) c.send(encode(Create{"madjack", 2, {}}));
    QTRY_COMPARE(c.created.size() + c.errors.size(), std::size_t(3));
    QCOMPARE(c.created.size(), std::size_t(2));
    QVERIFY(c.hasError("limit"));
    QVERIFY(c.open());  // a refused create is not hostile: the connection stays
    QCOMPARE(server.rooms(), 2);
    // The server-wide cap also holds (every test client comes from 127.0.0.1,
    // so the per-address cap is lifted by a second server with other limits).
    limits.maxRoomsPerCreator = 10;
    RoomServer wide(limits);
    QCOMPARE(wide.listen(QHostAddress::LocalHost), QString());
    RawClient d(urlOf(wide));
    QTRY_VERIFY(d.open());
    for (int i = 0; i < 4; ++i) d.send(encode(Create{"madjack", 2, {}}));
    QTRY_COMPARE(d.created.size() + d.errors.size(), std::size_t(4));
    QCOMPARE(d.created.size(), std::size_t(3));
    QVERIFY(d.hasError("limit"));
    QCOMPARE(wide.rooms(), 3);
}

void TestNetworkServerRooms::badCreate() {
    RoomServerLimits limits;
    limits.maxPlayersPerRoom = 4;
    RoomServer server(limits);
    QCOMPARE(server.listen(QHostAddress::LocalHost), QString());
    RawClient c(urlOf(server));
    QTRY_VERIFY(c.open());
    c.send(encode(Create{"no-such-game", 2, {}}));
    QTRY_COMPARE(c.errors.size(), std::size_t(1));
    QCOMPARE(c.errors[0].code, std::string("create"));
    QVERIFY2(QString::fromStdString(c.errors[0].message).contains("unknown game"),
             c.errors[0].message.c_str());
    c.send(encode(Create{"jumpstart", 5, {}}));  // more than this server's rooms seat
    QTRY_COMPARE(c.errors.size(), std::size_t(2));
    QCOMPARE(c.errors[1].code, std::string("create"));
    c.send(encode(Create{"madjack", 2, {{"no-such-option", "1"}}}));
    QTRY_COMPARE(c.errors.size(), std::size_t(3));
    QCOMPARE(c.errors[2].code, std::string("create"));
    QVERIFY(c.open());
    QCOMPARE(server.rooms(), 0);
    // A malformed create is refused and the connection closed (before a room
    // nobody is owed patience).
    c.send(R"({"v":1,"kind":"create","game":"madjack","players":"two"})");
    QTRY_COMPARE(c.errors.size(), std::size_t(4));
    QCOMPARE(c.errors[3].code, std::string("protocol"));
    QTRY_VERIFY(c.closed);
    QCOMPARE(server.rooms(), 0);
}

void TestNetworkServerRooms::actBeforeRoom() {
    RoomServer server;
    QCOMPARE(server.listen(QHostAddress::LocalHost), QString());
    RawClient c(urlOf(server));
    QTRY_VERIFY(c.open());
    c.send(encode(Act{"pass", "x"}));
    QTRY_VERIFY(c.hasError("hello"));
    QTRY_VERIFY(c.closed);
    RawClient b(urlOf(server));
    QTRY_VERIFY(b.open());
    b.socket.sendBinaryMessage(encode(ListRooms{}));
    QTRY_VERIFY(b.hasError("protocol"));
    QTRY_VERIFY(b.closed);
}

void TestNetworkServerRooms::oversizedAndFlood() {
    RoomServerLimits limits;
    limits.client.burst = 5;
    limits.client.perSecond = 1;
    limits.client.droppedBeforeClose = 10;
    RoomServer server(limits);
    QCOMPARE(server.listen(QHostAddress::LocalHost), QString());
    // A little over the protocol's limit: told so, and closed (no room yet).
    RawClient big(urlOf(server));
    QTRY_VERIFY(big.open());
    big.send("{\"v\":1,\"kind\":\"rooms\",\"x\":\"" + QByteArray(kMaxClientMessageBytes, 'x') +
             "\"}");
    QTRY_VERIFY(big.hasError("protocol"));
    QVERIFY(QString::fromStdString(big.errors[0].message).contains("too large"));
    QTRY_VERIFY(big.closed);
    // Far over it: the socket cuts it off before holding it.
    RawClient huge(urlOf(server));
    QTRY_VERIFY(huge.open());
    huge.send(QByteArray(4 * kMaxClientMessageBytes, 'x'));
    QTRY_VERIFY(huge.closed);
    QVERIFY(huge.errors.empty());
    // A flood of room lists: the burst is answered, the rest dropped unread,
    // and a connection that keeps on is closed.
    RawClient flood(urlOf(server));
    QTRY_VERIFY(flood.open());
    for (int i = 0; i < 40; ++i) flood.send(encode(ListRooms{}));
    QTRY_VERIFY(flood.closed);
    QVERIFY(flood.lists.size() >= 5 && flood.lists.size() < 40);
    QVERIFY(flood.hasError("rate"));
}

void TestNetworkServerRooms::connectionCap() {
    RoomServerLimits limits;
    limits.maxConnections = 2;
    RoomServer server(limits);
    QCOMPARE(server.listen(QHostAddress::LocalHost), QString());
    RawClient a(urlOf(server)), b(urlOf(server));
    QTRY_VERIFY(a.open() && b.open());
    QTRY_COMPARE(server.connections(), 2);
    RawClient c(urlOf(server));
    QTRY_VERIFY(c.closed);
    QVERIFY(a.open() && b.open());
    QCOMPARE(server.connections(), 2);
    // Per room: its seats and two more (a rejoin overlapping the old connection).
    RoomServerLimits roomy;
    roomy.extraConnectionsPerRoom = 0;
    RoomServer small(roomy);
    QCOMPARE(small.listen(QHostAddress::LocalHost), QString());
    const std::string room = createRoom(urlOf(small), Create{"madjack", 2, {}});
    NetClient p1, p2;
    p1.join(urlOf(small), Hello{room, "P1", -1, ""});
    p2.join(urlOf(small), Hello{room, "P2", -1, ""});
    QTRY_VERIFY(p1.welcome() && p2.welcome());
    RawClient third(urlOf(small));
    QTRY_VERIFY(third.open());
    third.send(encode(Hello{room, "P3", -1, ""}));
    QTRY_VERIFY(third.hasError("full"));
    QTRY_VERIFY(third.closed);
}

// A connection that never finishes its WebSocket handshake (a request cut
// short, TLS spoken to a plain server) is cut after the hello wait, and
// counts against the connection cap meanwhile (they stayed open for ever).
void TestNetworkServerRooms::halfAHandshakeIsCut() {
    RoomServerLimits limits;
    limits.helloTimeoutMs = 300;
    limits.maxConnections = 2;
    RoomServer server(limits);
    QCOMPARE(server.listen(QHostAddress::LocalHost), QString());
    QTcpSocket cut, tls;
    for (QTcpSocket* socket : {&cut, &tls}) {
        socket->connectToHost(QHostAddress::LocalHost, server.port());
        QVERIFY(socket->waitForConnected(10000));
    }
    cut.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    tls.write(QByteArray::fromHex("16030100a5010000a10303"));
    // Two half-open connections fill the cap: a third is turned away.
    RawClient early(urlOf(server));
    QTRY_VERIFY_WITH_TIMEOUT(early.closed, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(cut.state(), QAbstractSocket::UnconnectedState, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(tls.state(), QAbstractSocket::UnconnectedState, 10000);
    RawClient later(urlOf(server));
    QTRY_VERIFY_WITH_TIMEOUT(later.open(), 10000);
}

void TestNetworkServerRooms::idleRoomCloses() {
    RoomServerLimits limits;
    limits.idleRoomMs = 300;
    limits.sweepMs = 50;
    RoomServer server(limits);
    QCOMPARE(server.listen(QHostAddress::LocalHost), QString());
    const std::string room = createRoom(urlOf(server), Create{"madjack", 2, {}});
    QVERIFY(!room.empty());
    // Somebody in it keeps it open (well past the idle time)...
    NetClient p1;
    p1.join(urlOf(server), Hello{room, "P1", -1, ""});
    QTRY_VERIFY(p1.welcome());
    QTest::qWait(600);
    QCOMPARE(server.rooms(), 1);
    // ...and once nobody is, it closes; its secret then opens nothing.
    p1.close();
    QTRY_COMPARE(server.rooms(), 0);
    RawClient late(urlOf(server));
    QTRY_VERIFY(late.open());
    late.send(encode(Hello{room, "Late", -1, p1.token()}));
    QTRY_VERIFY(late.hasError("room"));
}

void TestNetworkServerRooms::tls() {
    QSslConfiguration serverTls;
    const QString dir = QStringLiteral(FELT_TLS_DIR);
    QCOMPARE(loadTls(dir + "/localhost.crt", dir + "/localhost.key", serverTls), QString());
    QVERIFY(!loadTls(dir + "/README.md", dir + "/localhost.key", serverTls).isEmpty());
    RoomServer server;
    server.useTls(serverTls);
    QCOMPARE(server.listen(QHostAddress::LocalHost), QString());
    QVERIFY(server.secure());

    // A client that trusts exactly the test certificate.
    QSslConfiguration trusting = QSslConfiguration::defaultConfiguration();
    trusting.setCaCertificates(QSslCertificate::fromPath(dir + "/localhost.crt"));
    RawClient c(urlOf(server, "wss"), &trusting);
    QTRY_VERIFY_WITH_TIMEOUT(c.open(), 20000);
    c.send(encode(Create{"madjack", 2, {}}));
    QTRY_COMPARE(c.created.size(), std::size_t(1));
    c.send(encode(Hello{c.created[0].room, "Ann", -1, ""}));
    QTRY_VERIFY(c.welcome.has_value());

    // A client that trusts only the system's authorities refuses it...
    RawClient sceptic(urlOf(server, "wss"));
    QSignalSpy sslErrors(&sceptic.socket, &QWebSocket::sslErrors);
    QTRY_VERIFY_WITH_TIMEOUT(sslErrors.count() > 0 || sceptic.closed, 20000);
    QVERIFY(!sceptic.open());
    // ...and plain ws gets nothing from a wss server.
    RawClient plain(urlOf(server, "ws"));
    QTRY_VERIFY_WITH_TIMEOUT(
        plain.closed || plain.socket.error() != QAbstractSocket::UnknownSocketError, 20000);
    QVERIFY(!plain.open());
}

QTEST_GUILESS_MAIN(TestNetworkServerRooms)
#include "tst_network_server_rooms.moc"
