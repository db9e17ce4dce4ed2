// A hostile client speaking raw WebSocket on 127.0.0.1 to a table where two
// honest clients sit: a wrong room secret, silence, another seat's token,
// moves out of turn, illegal and unreadable moves, malformed, wrongly typed,
// binary and oversized messages, and a flood. Each is refused with a clear
// error; the game does not change and the honest clients notice nothing.
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>

#include "catalog/registry.h"
#include "net/host_messages.h"
#include "net/net_client.h"
#include "net/net_server.h"
#include "net/table_host.h"
#include "net/to_wire.h"
#include "support/raw_client.h"

using namespace felt;
using namespace felt::net;
using felt::net::testing::RawClient;

namespace {

// An illegal move of this game that still reads as a move (found by asking
// the engine, never by knowing its rules).
std::string illegalMove(const GameState& state) {
    std::vector<std::string> candidates;
    for (int n = 0; n < 100; ++n) candidates.push_back("bid " + std::to_string(n));
    for (int c = 0; c < state.deck().size(); ++c)
        candidates.push_back("play " + state.deck().format(static_cast<CardId>(c)));
    for (const std::string& text : candidates)
        if (auto a = state.parse(text); a && !state.isLegal(*a)) return text;
    return {};
}

}  // namespace

class TestNetworkHostile : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void strangers();
    void silence();
    void halfAHandshake();
    void anotherSeatsToken();
    void outOfTurnAndIllegal();
    void malformed();
    void oversized();
    void flood();
    void readyAndHintOutOfPlace();

private:
    // The table: Jabberwocky for three; the hostile client takes the seat to
    // act first, the honest ones the other two.
    void seatHostile();
    void expectUnchanged();
    WireState truthView(int seat) const { return toWire(host_->state().view(seat)); }

    std::unique_ptr<TableHost> host_;
    std::unique_ptr<NetServer> server_;
    QUrl url_;
    std::vector<std::unique_ptr<NetClient>> honest_;
    std::unique_ptr<RawClient> hostile_;
    std::size_t history_ = 0;
};

void TestNetworkHostile::init() {
    HostSetup setup;
    setup.game = "jabberwocky";
    setup.players = 3;
    setup.seed = 0x4057113;
    host_ = std::make_unique<TableHost>(setup);
    QVERIFY2(host_->error().empty(), host_->error().c_str());
    ServerLimits limits;
    limits.helloTimeoutMs = 300;
    server_ = std::make_unique<NetServer>(*host_, limits);
    const QString error = server_->listen(QHostAddress::LocalHost);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    url_ = QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(server_->port()));
}

void TestNetworkHostile::cleanup() {
    hostile_.reset();
    honest_.clear();
    server_.reset();
    host_.reset();
}

void TestNetworkHostile::seatHostile() {
    const int hostileSeat = host_->state().toAct();
    hostile_ = std::make_unique<RawClient>(url_);
    QTRY_VERIFY_WITH_TIMEOUT(hostile_->open(), 10000);
    hostile_->send(encode(Hello{host_->room(), "Mallory", hostileSeat, ""}));
    QTRY_VERIFY_WITH_TIMEOUT(hostile_->welcome.has_value(), 10000);
    for (int seat = 0; seat < 3; ++seat) {
        if (seat == hostileSeat) continue;
        honest_.push_back(std::make_unique<NetClient>());
        honest_.back()->join(url_, Hello{host_->room(), "Honest", seat, ""});
    }
    QTRY_VERIFY_WITH_TIMEOUT(host_->started(), 10000);
    for (auto& c : honest_) QTRY_VERIFY_WITH_TIMEOUT(c->state().has_value(), 10000);
    history_ = host_->state().history().size();
}

// Nothing changed and the honest clients were told nothing but the news.
void TestNetworkHostile::expectUnchanged() {
    QCOMPARE(host_->state().history().size(), history_);
    for (auto& c : honest_) {
        QVERIFY(c->isOpen());
        QVERIFY(c->refusals().empty());
        QVERIFY(c->errors().empty());
        QVERIFY(c->unreadable().empty());
        QVERIFY(*c->state() == truthView(c->seat()));
    }
}

void TestNetworkHostile::strangers() {
    // The wrong room secret: told so, and shown the door.
    RawClient wrongRoom(url_);
    QTRY_VERIFY_WITH_TIMEOUT(wrongRoom.open(), 10000);
    wrongRoom.send(encode(Hello{"not-the-secret", "Eve", -1, ""}));
    QTRY_VERIFY_WITH_TIMEOUT(wrongRoom.hasError("room"), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!wrongRoom.open(), 10000);
    // A move before any hello.
    RawClient rude(url_);
    QTRY_VERIFY_WITH_TIMEOUT(rude.open(), 10000);
    rude.send(encode(Act{"bid 1", "x"}));
    QTRY_VERIFY_WITH_TIMEOUT(rude.hasError("hello"), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!rude.open(), 10000);
    // Garbage before any hello.
    RawClient garbage(url_);
    QTRY_VERIFY_WITH_TIMEOUT(garbage.open(), 10000);
    garbage.send("{{{");
    QTRY_VERIFY_WITH_TIMEOUT(garbage.hasError("protocol"), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!garbage.open(), 10000);
    QVERIFY(!host_->started());
    QCOMPARE(host_->state().history().size(), std::size_t(0));
    // The table still seats its real players.
    seatHostile();
    expectUnchanged();
}

void TestNetworkHostile::silence() {
    RawClient mute(url_);
    QTRY_VERIFY_WITH_TIMEOUT(mute.open(), 10000);
    // No hello: closed after the server's wait (300 ms here).
    QTRY_VERIFY_WITH_TIMEOUT(!mute.open(), 10000);
    QCOMPARE(mute.socket.closeCode(), QWebSocketProtocol::CloseCodePolicyViolated);
    QTRY_COMPARE_WITH_TIMEOUT(server_->connections(), 0, 10000);
}

// Connections that never become WebSockets: a request cut short, TLS spoken
// to a plain table, nothing at all. Each is cut after the server's wait (they
// stayed open for ever, each holding a file descriptor).
void TestNetworkHostile::halfAHandshake() {
    const QByteArray openings[] = {QByteArray("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"),
                                   QByteArray::fromHex("16030100a5010000a10303"), QByteArray()};
    std::vector<std::unique_ptr<QTcpSocket>> sockets;
    for (const QByteArray& opening : openings) {
        sockets.push_back(std::make_unique<QTcpSocket>());
        sockets.back()->connectToHost(QHostAddress::LocalHost, server_->port());
        QVERIFY(sockets.back()->waitForConnected(10000));
        if (!opening.isEmpty()) sockets.back()->write(opening);
    }
    for (const auto& socket : sockets)
        QTRY_COMPARE_WITH_TIMEOUT(socket->state(), QAbstractSocket::UnconnectedState, 10000);
    // A whole client is still welcome.
    RawClient honest(url_);
    QTRY_VERIFY_WITH_TIMEOUT(honest.open(), 10000);
}

void TestNetworkHostile::anotherSeatsToken() {
    seatHostile();
    NetClient& victim = *honest_.front();
    // The hostile client learnt the victim's token somehow; acting with it
    // on its own connection is still refused...
    hostile_->send(encode(Act{"bid 1", victim.token()}));
    QTRY_VERIFY_WITH_TIMEOUT(hostile_->hasError("token"), 10000);
    QVERIFY(hostile_->open());
    // ...and its own token cannot take the victim's seat.
    RawClient thief(url_);
    QTRY_VERIFY_WITH_TIMEOUT(thief.open(), 10000);
    thief.send(encode(Hello{host_->room(), "Thief", victim.seat(), hostile_->welcome->token}));
    QTRY_VERIFY_WITH_TIMEOUT(thief.hasError("token"), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!thief.open(), 10000);
    // Nor can a made-up one.
    RawClient guesser(url_);
    QTRY_VERIFY_WITH_TIMEOUT(guesser.open(), 10000);
    guesser.send(encode(Hello{host_->room(), "Guess", -1, std::string(32, '0')}));
    QTRY_VERIFY_WITH_TIMEOUT(guesser.hasError("token"), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!guesser.open(), 10000);
    expectUnchanged();
}

void TestNetworkHostile::outOfTurnAndIllegal() {
    seatHostile();
    const std::string token = hostile_->welcome->token;
    // Unreadable as a move, and illegal though readable: the engine's reason.
    hostile_->send(encode(Act{"fly to the moon", token}));
    QTRY_COMPARE_WITH_TIMEOUT(hostile_->refusals.size(), std::size_t(1), 10000);
    QVERIFY(hostile_->refusals[0].reason.find("is not a move") != std::string::npos);
    const std::string illegal = illegalMove(host_->state());
    QVERIFY(!illegal.empty());
    hostile_->send(encode(Act{illegal, token}));
    QTRY_COMPARE_WITH_TIMEOUT(hostile_->refusals.size(), std::size_t(2), 10000);
    QVERIFY(!hostile_->refusals[1].reason.empty());
    QVERIFY(!hostile_->refusals[1].phrase.empty());
    expectUnchanged();
    // A legal move, then the same again out of turn: the second is refused.
    const std::string move = host_->state().format(host_->state().legalActions().front());
    hostile_->send(encode(Act{move, token}));
    QTRY_COMPARE_WITH_TIMEOUT(host_->state().history().size(), history_ + 1, 10000);
    history_ = host_->state().history().size();
    if (host_->state().toAct() != hostile_->welcome->seat) {
        const std::string theirs = host_->state().format(host_->state().legalActions().front());
        hostile_->send(encode(Act{theirs, token}));
        QTRY_COMPARE_WITH_TIMEOUT(hostile_->refusals.size(), std::size_t(3), 10000);
        QCOMPARE(hostile_->refusals[2].reason, std::string("It is not your turn."));
    }
    for (auto& c : honest_) QTRY_VERIFY_WITH_TIMEOUT(*c->state() == truthView(c->seat()), 10000);
    expectUnchanged();
}

void TestNetworkHostile::malformed() {
    seatHostile();
    const std::string token = hostile_->welcome->token;
    const QByteArray bad[] = {
        "{{{",
        "[]",
        R"({"v":1,"kind":"act","action":7,"token":"x"})",
        R"({"v":1,"kind":"act","action":"bid 1"})",
        R"({"v":1,"kind":"launch"})",
        R"({"v":9,"kind":"act","action":"bid 1","token":"x"})",
        QByteArray(R"({"v":1,"kind":"act","action":"x","token":"t","deep":)") +
            QByteArray(300, '[') + QByteArray(300, ']') + "}",
        encode(Hello{host_->room(), "Again", -1, ""}),
    };
    for (const QByteArray& b : bad) hostile_->send(b);
    hostile_->socket.sendBinaryMessage(QByteArray("\x00\x01\x02", 3));
    const std::size_t expected = std::size(bad) + 1;
    QTRY_COMPARE_WITH_TIMEOUT(hostile_->errors.size(), expected, 10000);
    for (const WireError& e : hostile_->errors) QVERIFY2(!e.message.empty(), e.code.c_str());
    QVERIFY(hostile_->open());  // a seated client is told, not thrown out
    expectUnchanged();
}

void TestNetworkHostile::oversized() {
    seatHostile();
    // Over the protocol's limit: an error, still connected.
    hostile_->send(R"({"v":1,"kind":"act","token":"t","action":")" + QByteArray(100000, 'a') +
                   "\"}");
    QTRY_VERIFY_WITH_TIMEOUT(hostile_->hasError("protocol"), 10000);
    QVERIFY(hostile_->errors.back().message.find("too large") != std::string::npos);
    QVERIFY(hostile_->open());
    // Far over it: the socket cuts the connection before holding it all.
    hostile_->send(QByteArray(4 * 1024 * 1024, 'x'));
    QTRY_VERIFY_WITH_TIMEOUT(!hostile_->open(), 20000);
    QCOMPARE(hostile_->socket.closeCode(), QWebSocketProtocol::CloseCodeTooMuchData);
    expectUnchanged();
}

void TestNetworkHostile::flood() {
    seatHostile();
    const std::string token = hostile_->welcome->token;
    // Far more than the limit allows at once, all of them refusable.
    for (int i = 0; i < 400; ++i) hostile_->send(encode(Act{"fly", token}));
    QTRY_VERIFY_WITH_TIMEOUT(hostile_->hasError("rate"), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!hostile_->open(), 20000);
    // Only the first few were read at all.
    QVERIFY(hostile_->refusals.size() <= 50);
    expectUnchanged();
    // The seat is not lost: its token takes it back on a new connection.
    auto back = std::make_unique<NetClient>();
    back->join(url_, Hello{host_->room(), "Back", -1, token});
    QTRY_VERIFY_WITH_TIMEOUT(back->state().has_value() && !back->moves().moves.empty(), 10000);
    back->act(back->moves().moves.front().text);
    QTRY_COMPARE_WITH_TIMEOUT(host_->state().history().size(), history_ + 1, 10000);
}

// The lobby's and the hint's messages are as untrusted as moves: unreadable
// ones, another seat's token, a hint off turn, ready after the start. Each
// is refused to the hostile client alone, and a hint goes to nobody else.
void TestNetworkHostile::readyAndHintOutOfPlace() {
    // Before a hello, neither is read.
    RawClient early(url_);
    QTRY_VERIFY_WITH_TIMEOUT(early.open(), 10000);
    early.send(encode(AskHint{"x"}));
    QTRY_VERIFY_WITH_TIMEOUT(early.hasError("hello"), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!early.open(), 10000);
    seatHostile();
    const std::string token = hostile_->welcome->token;
    const QByteArray bad[] = {
        R"({"v":1,"kind":"ready","ready":"yes","token":"x"})",
        R"({"v":1,"kind":"ready","token":"x"})",
        R"({"v":1,"kind":"hint"})",
        R"({"v":1,"kind":"hint","token":"x","action":"play Ah"})",
        R"({"v":1,"kind":"hint","token":["x"]})",
        encode(AskHint{honest_.front()->token()}),
        encode(Ready{true, honest_.front()->token()}),
    };
    for (const QByteArray& b : bad) hostile_->send(b);
    QTRY_COMPARE_WITH_TIMEOUT(hostile_->errors.size(), std::size(bad), 10000);
    QCOMPARE(hostile_->errors[5].code, std::string("token"));
    QCOMPARE(hostile_->errors[6].code, std::string("token"));
    // Ready after the start: refused. A hint on its own turn: answered.
    hostile_->send(encode(Ready{false, token}));
    QTRY_COMPARE_WITH_TIMEOUT(hostile_->refusals.size(), std::size_t(1), 10000);
    QCOMPARE(hostile_->refusals[0].action, std::string("ready"));
    hostile_->send(encode(AskHint{token}));
    QTRY_VERIFY_WITH_TIMEOUT(hostile_->hints == 1, 10000);
    // Off its turn: refused, and the seat to act is told nothing.
    const std::string move = host_->state().format(host_->state().legalActions().front());
    hostile_->send(encode(Act{move, token}));
    QTRY_COMPARE_WITH_TIMEOUT(host_->state().history().size(), history_ + 1, 10000);
    history_ = host_->state().history().size();
    if (host_->state().toAct() != hostile_->welcome->seat) {
        hostile_->send(encode(AskHint{token}));
        QTRY_COMPARE_WITH_TIMEOUT(hostile_->refusals.size(), std::size_t(2), 10000);
        QCOMPARE(hostile_->refusals[1].reason, std::string("It is not your turn."));
    }
    QVERIFY(hostile_->open());
    for (auto& c : honest_) QTRY_VERIFY_WITH_TIMEOUT(*c->state() == truthView(c->seat()), 10000);
    for (auto& c : honest_) QVERIFY(!c->hint().has_value());
    expectUnchanged();
}

QTEST_GUILESS_MAIN(TestNetworkHostile)
#include "tst_network_hostile.moc"
