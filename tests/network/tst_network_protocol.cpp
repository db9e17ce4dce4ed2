// The protocol's messages: every kind survives a round trip, a real game's
// view and events too, and the strict readers answer anything malformed,
// oversized, too deep, of a wrong type, unknown or of another version with
// one clear sentence (never an exception, never a half-read message).
#include <QTest>

#include "catalog/registry.h"
#include "net/host_messages.h"
#include "net/json_fields.h"
#include "net/protocol.h"
#include "net/rate_limit.h"
#include "net/table_host.h"
#include "net/to_wire.h"
#include "support/test_support.h"

using namespace felt;
using namespace felt::net;

namespace {

WirePhrase samplePhrase() {
    return {"%1 plays %2 for %n points",
            {{"seat", 1, {}, ""},
             {"cards", 0, {3, 17}, ""},
             {"count", 5, {}, ""},
             {"word", 0, {}, "trumps"}}};
}

template <class T>
T roundTrip(const T& message) {
    HostMessage read;
    const std::string why = readHostMessage(encode(message), read);
    if (!why.empty()) qWarning("%s", why.c_str());
    const T* got = std::get_if<T>(&read);
    return got ? *got : T{};
}

}  // namespace

class TestNetworkProtocol : public QObject {
    Q_OBJECT
private slots:
    void clientMessagesRoundTrip();
    void hostMessagesRoundTrip();
    void realGameRoundTrip();
    void badClientMessages_data();
    void badClientMessages();
    void badHostMessages_data();
    void badHostMessages();
    void nesting();
    void rateLimit();
    void secrets();
};

void TestNetworkProtocol::clientMessagesRoundTrip() {
    const Hello hello{"room-secret", "Ada", 2, "abc123"};
    ClientMessage read;
    QCOMPARE(readClientMessage(encode(hello), read), std::string());
    QVERIFY(std::get<Hello>(read) == hello);
    const Act act{"play Qh", "tok"};
    QCOMPARE(readClientMessage(encode(act), read), std::string());
    QVERIFY(std::get<Act>(read) == act);
    // A hello without a token or a seat wish reads with the defaults.
    QCOMPARE(readClientMessage(R"({"v":1,"kind":"hello","room":"r","name":"n"})", read),
             std::string());
    QCOMPARE(std::get<Hello>(read).seat, -1);
    QVERIFY(std::get<Hello>(read).token.empty());
}

void TestNetworkProtocol::hostMessagesRoundTrip() {
    WireWelcome welcome;
    welcome.seat = 1;
    welcome.token = "t0k3n";
    welcome.game = "jabberwocky";
    welcome.players = 3;
    welcome.options = {{"target", "100"}, {"jokers", "true"}};
    welcome.deck = {{0, 2}, {3, 1}};
    welcome.zones = {{0, "hand.0", "Hand", "hand", "owner", 0},
                     {1, "won.0", "Tricks taken", "won", "everyone", 0, "ownersPlate", true},
                     {2, "trick", "Trick", "trick", "everyone", -1, "centre", false, "trick",
                      "free", "over", true}};
    welcome.stats = {{"bid", "number", "Bid", 1, 0, {}},
                     {"mode", "words", "Mode", 2, 0, {"a", "b"}}};
    QVERIFY(roundTrip(welcome) == welcome);

    const WireSeats seats{{{"Ada", true, true, "person", true, "", false, false},
                           {"", false, false, "open", false, "", false, false}},
                          false};
    QVERIFY(roundTrip(seats) == seats);

    WireState state;
    state.viewer = 2;
    state.toAct = 0;
    state.zones = {{0, {1, 255, 7}}, {1, {}}};
    state.stats = {{"score", 1, -40}};
    state.groups = {{1, 2, {4, 5, 6}, {0, 0, 9}, samplePhrase()}};
    QVERIFY(roundTrip(state) == state);

    WireEvents events;
    events.from = 12;
    events.events = {{"move", -1, 255, 3, 4, 0, 0, 0, {}},
                     {"message", 1, 255, -1, -1, 0, 0, 2, samplePhrase()},
                     {"roundScore", 0, 255, -1, -1, 0, -7, 93, {}}};
    QVERIFY(roundTrip(events) == events);

    WireMoves moves;
    moves.toAct = 1;
    moves.question = samplePhrase();
    WireMove play{"play Qh", "play", samplePhrase(), -1, -1, -1, -1, -1, {}, {}, {12}, false, {}};
    WireMove bid{"bid 0", "bid", {"Bid %1", {{"number", 0, {}, ""}}}, 0, -1, -1, -1, -1, {}, {}, {},
                 false,   {}};
    bid.withheldBecause = {"The dealer may not bid %1", {{"number", 0, {}, ""}}};
    WireMove lay{"lay", "layoff",         {}, -1, 2, 3, 1, 4, {{52, 7}}, {}, {52, 3},
                 true,  {{52, 9}, {3, 9}}};
    moves.moves = {play, bid, lay};
    moves.cardReasons = {{samplePhrase(), {4, 5, 6}}};
    QVERIFY(roundTrip(moves) == moves);

    // Strings the host writes itself (json_writer.h): quotes, backslashes,
    // control characters and UTF-8 come back as they went.
    WireEvents odd;
    odd.events = {{"message",
                   0,
                   255,
                   -1,
                   -1,
                   0,
                   0,
                   0,
                   {"\"%1\" \\ tab\t line\n\x01 — Jäger ♠",
                    {{"word", 0, {}, "quote\" back\\slash \u00e9\xe2\x99\xa5"}}}}};
    QVERIFY(roundTrip(odd) == odd);

    const WireRefused refused{"play Qh", "Qh is not in your hand", samplePhrase()};
    QVERIFY(roundTrip(refused) == refused);
    const WireError error{"rate", "too many messages"};
    QVERIFY(roundTrip(error) == error);
    const WireResult result{{10, -3, 4}, {1, 3, 2}, {0}, "{\"game\": \"x\"}"};
    QVERIFY(roundTrip(result) == result);
}

// A real game's view, events and moves as the host would send them.
void TestNetworkProtocol::realGameRoundTrip() {
    for (const GameInfo& g : allGames()) {
        GameConfig config;
        QVERIFY(felt::test::validConfig(g, g.minPlayers, 0x5eedcafe1234567ULL, config));
        std::string why;
        auto state = createGame(g, config, why);
        QVERIFY2(state, why.c_str());
        EventList events;
        std::vector<Action> legal;
        for (int i = 0; i < 30 && !state->isTerminal(); ++i) {
            state->legalActions(legal);
            state->applyLegal(legal.front(), &events);
        }
        for (int seat = 0; seat < state->players(); ++seat) {
            const WireState view = toWire(state->view(seat));
            QVERIFY(roundTrip(view) == view);
        }
        WireEvents wire;
        for (const Event& e : events)
            if (static_cast<int>(wire.events.size()) < kEventBatch)
                wire.events.push_back(toWire(e));
        QVERIFY(roundTrip(wire) == wire);
        const WireWelcome welcome = welcomeOf(*state, g.id, 0, newSecret());
        QVERIFY(roundTrip(welcome) == welcome);
        // The welcome carries the public setup, never the seed.
        QVERIFY(!encode(welcome).contains(QByteArray::number(config.seed)));
    }
}

void TestNetworkProtocol::badClientMessages_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error");
    QTest::newRow("empty") << QByteArray() << "not JSON";
    QTest::newRow("garbage") << QByteArray("\x01\xff{{") << "not JSON";
    QTest::newRow("truncated") << QByteArray(R"({"v":1,"kind":"act")") << "not JSON";
    QTest::newRow("array") << QByteArray(R"([1,2])") << "must be a JSON object";
    QTest::newRow("string") << QByteArray(R"("hello")") << "not JSON";
    QTest::newRow("no version") << QByteArray(R"({"kind":"act"})") << "missing field \"v\"";
    QTest::newRow("version as text")
        << QByteArray(R"({"v":"1","kind":"act"})") << "\"v\" must be a whole number";
    QTest::newRow("other version")
        << QByteArray(R"({"v":2,"kind":"act"})") << "protocol version 2 is not spoken here";
    QTest::newRow("fractional version")
        << QByteArray(R"({"v":1.5,"kind":"act"})") << "\"v\" must be a whole number";
    QTest::newRow("no kind") << QByteArray(R"({"v":1})") << "missing field \"kind\"";
    QTest::newRow("kind number") << QByteArray(R"({"v":1,"kind":7})")
                                 << "\"kind\" must be a string";
    QTest::newRow("unknown kind") << QByteArray(R"({"v":1,"kind":"shutdown"})")
                                  << "unknown message kind \"shutdown\"";
    QTest::newRow("host's kind") << QByteArray(R"({"v":1,"kind":"welcome"})")
                                 << "unknown message kind";
    QTest::newRow("act without action")
        << QByteArray(R"({"v":1,"kind":"act","token":"t"})") << "act: missing field \"action\"";
    QTest::newRow("action as number")
        << QByteArray(R"({"v":1,"kind":"act","action":5,"token":"t"})")
        << "act: field \"action\" must be a string";
    QTest::newRow("action as object")
        << QByteArray(R"({"v":1,"kind":"act","action":{"x":1},"token":"t"})") << "must be a string";
    QTest::newRow("extra field") << QByteArray(
                                        R"({"v":1,"kind":"act","action":"x","token":"t","seat":3})")
                                 << "act: unknown field \"seat\"";
    QTest::newRow("long action") << (R"({"v":1,"kind":"act","token":"t","action":")" +
                                     QByteArray(500, 'a') + "\"}")
                                 << "longer than 200";
    QTest::newRow("seat out of range")
        << QByteArray(R"({"v":1,"kind":"hello","room":"r","name":"n","seat":99})")
        << "\"seat\" must be a whole number from -1 to 15";
    QTest::newRow("seat huge")
        << QByteArray(R"({"v":1,"kind":"hello","room":"r","name":"n","seat":1e300})")
        << "\"seat\" must be a whole number";
    QTest::newRow("seat fraction")
        << QByteArray(R"({"v":1,"kind":"hello","room":"r","name":"n","seat":0.5})")
        << "\"seat\" must be a whole number";
    QTest::newRow("name as array")
        << QByteArray(R"({"v":1,"kind":"hello","room":"r","name":["n"]})")
        << "hello: field \"name\" must be a string";
    QTest::newRow("long name") << (R"({"v":1,"kind":"hello","room":"r","name":")" +
                                   QByteArray(41, 'n') + "\"}")
                               << "longer than 40";
    QTest::newRow("too large") << (R"({"v":1,"kind":"act","token":"t","action":")" +
                                   QByteArray(70000, 'a') + "\"}")
                               << "message too large";
    QByteArray deep = R"({"v":1,"kind":"act","action":"x","token":"t","x":)";
    deep += QByteArray(20, '[') + QByteArray(20, ']') + "}";
    QTest::newRow("deep") << deep << "nested deeper than 8 levels";
    QTest::newRow("very deep") << (QByteArray(5000, '[') + QByteArray(5000, ']')) << "";
    QTest::newRow("bad utf8")
        << QByteArray("{\"v\":1,\"kind\":\"act\",\"action\":\"\xc3\x28\",\"token\":\"t\"}") << "";
}

void TestNetworkProtocol::badClientMessages() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    ClientMessage out = Act{"untouched", ""};
    const std::string why = readClientMessage(bytes, out);
    QVERIFY2(!why.empty(), bytes.left(80).constData());
    QVERIFY2(QString::fromStdString(why).contains(error), why.c_str());
    QCOMPARE(std::get<Act>(out).action, std::string("untouched"));
}

void TestNetworkProtocol::badHostMessages_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error");
    QTest::newRow("card id 200")
        << QByteArray(
               R"({"v":1,"kind":"state","viewer":0,"toAct":0,"zones":[{"zone":0,"cards":[200]}],"stats":[],"groups":[]})")
        << "impossible card id 200";
    QTest::newRow("card id -1")
        << QByteArray(
               R"({"v":1,"kind":"state","viewer":0,"toAct":0,"zones":[{"zone":0,"cards":[-1]}],"stats":[],"groups":[]})")
        << "whole number from 0 to 255";
    QTest::newRow("zones not array")
        << QByteArray(
               R"({"v":1,"kind":"state","viewer":0,"toAct":0,"zones":{},"stats":[],"groups":[]})")
        << "\"zones\" must be an array";
    QTest::newRow("zone not object")
        << QByteArray(
               R"({"v":1,"kind":"state","viewer":0,"toAct":0,"zones":[3],"stats":[],"groups":[]})")
        << "zones must hold objects";
    QTest::newRow("events gap field")
        << QByteArray(R"({"v":1,"kind":"events","from":-4,"events":[]})") << "\"from\"";
    QTest::newRow("phrase arg unknown")
        << QByteArray(
               R"({"v":1,"kind":"refused","action":"a","reason":"r","phrase":{"text":"t","args":[{"kind":"evil"}]}})")
        << "unknown argument kind \"evil\"";
    QTest::newRow("welcome seat beyond players")
        << QByteArray(
               R"({"v":1,"kind":"welcome","seat":3,"token":"t","game":"g","players":2,"options":{},"deck":[],"zones":[],"stats":[]})")
        << "seat 3 is not at the table";
    QTest::newRow("deck not pairs")
        << QByteArray(
               R"({"v":1,"kind":"welcome","seat":0,"token":"t","game":"g","players":2,"options":{},"deck":[[1]],"zones":[],"stats":[]})")
        << "pairs";
    QTest::newRow("result winner text")
        << QByteArray(R"({"v":1,"kind":"result","scores":[1],"placements":[1],"winners":["0"]})")
        << "winners holds something other than a whole number";
    QTest::newRow("unknown kind") << QByteArray(R"({"v":1,"kind":"act","action":"x","token":"t"})")
                                  << "unknown message kind \"act\"";
}

void TestNetworkProtocol::badHostMessages() {
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    HostMessage out;
    const std::string why = readHostMessage(bytes, out);
    QVERIFY2(QString::fromStdString(why).contains(error), why.c_str());
    QVERIFY(!why.empty());
}

void TestNetworkProtocol::nesting() {
    QCOMPARE(nestingDepth(QJsonValue(3), 8), 0);
    QCOMPARE(nestingDepth(QJsonArray{1, 2}, 8), 1);
    QCOMPARE(nestingDepth(QJsonObject{{"a", QJsonArray{QJsonObject{}}}}, 8), 3);
    // Counting stops just past the limit.
    QJsonValue deep = QJsonArray{};
    for (int i = 0; i < 50; ++i) deep = QJsonArray{deep};
    QCOMPARE(nestingDepth(deep, 8), 9);
}

void TestNetworkProtocol::rateLimit() {
    RateLimit limit(3, 2);  // a burst of 3, then 2 a second
    QVERIFY(limit.allow(1000));
    QVERIFY(limit.allow(1000));
    QVERIFY(limit.allow(1000));
    QVERIFY(!limit.allow(1000));
    QVERIFY(!limit.allow(1400));  // 0.8 of a token
    QVERIFY(limit.allow(1500));
    QVERIFY(!limit.allow(1500));
    QVERIFY(!limit.allow(100));  // a clock that goes back refills nothing
    QVERIFY(limit.allow(100000));
    QVERIFY(limit.allow(100000));
    QVERIFY(limit.allow(100000));
    QVERIFY(!limit.allow(100000));  // never more than the burst
}

void TestNetworkProtocol::secrets() {
    const std::string a = newSecret(), b = newSecret();
    QCOMPARE(a.size(), std::size_t(32));
    QVERIFY(a != b);
    QVERIFY(sameSecret(a, a));
    QVERIFY(!sameSecret(a, b));
    QVERIFY(!sameSecret(a, a.substr(0, 31)));
    QVERIFY(!sameSecret("", ""));  // an empty secret opens nothing
}

QTEST_GUILESS_MAIN(TestNetworkProtocol)
#include "tst_network_protocol.moc"
