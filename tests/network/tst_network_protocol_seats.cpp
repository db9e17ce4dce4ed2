// The messages of seats and faults: ready and hint from a client, hint and
// closing from the host, the seats message's lobby facts. Each round trips,
// each reader refuses what is malformed with one sentence, a seats message of
// a host that does not say the lobby's facts still reads, and every seed of
// the fuzz target's corpus either reads and round trips or is refused.
#include <QDir>
#include <QFile>
#include <QTest>

#include "net/host_messages.h"
#include "net/protocol.h"

using namespace felt;
using namespace felt::net;

namespace {

template <class T>
bool hostRoundTrip(const T& message) {
    HostMessage read;
    if (!readHostMessage(encode(message), read).empty()) return false;
    const T* got = std::get_if<T>(&read);
    return got && *got == message;
}

template <class T>
bool clientRoundTrip(const T& message) {
    ClientMessage read;
    if (!readClientMessage(encode(message), read).empty()) return false;
    const T* got = std::get_if<T>(&read);
    return got && *got == message;
}

}  // namespace

class TestNetworkProtocolSeats : public QObject {
    Q_OBJECT
private slots:
    void roundTrips();
    void badMessages_data();
    void badMessages();
    void seatsWithoutLobbyFacts();
    void fuzzCorpus();
};

void TestNetworkProtocolSeats::roundTrips() {
    QVERIFY(clientRoundTrip(Ready{true, "tok"}));
    QVERIFY(clientRoundTrip(Ready{false, "tok"}));
    QVERIFY(clientRoundTrip(AskHint{"tok"}));
    QVERIFY(hostRoundTrip(WireHint{"play Qh", {"Play %1", {{"cards", 0, {11}, ""}}}, {}}));
    QVERIFY(hostRoundTrip(
        WireHint{"pass", {}, {"Nothing in your hand beats %1", {{"cards", 0, {3}, ""}}}}));
    QVERIFY(hostRoundTrip(WireClosing{"The host has closed the table.", "ended", "{}"}));
    WireSeats seats;
    seats.started = true;
    seats.seats = {{"Ada", true, false, "person", true, "casual", true, true},
                   {"", true, false, "bot", true, "expert", false, false},
                   {"", false, false, "open", false, "", false, false}};
    QVERIFY(hostRoundTrip(seats));
}

void TestNetworkProtocolSeats::badMessages_data() {
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("fromHost");
    QTest::addColumn<QString>("expected");
    QTest::newRow("ready without ready")
        << QByteArray(R"({"v":1,"kind":"ready","token":"t"})") << false << "missing field";
    QTest::newRow("ready as text")
        << QByteArray(R"({"v":1,"kind":"ready","ready":"yes","token":"t"})") << false
        << "true or false";
    QTest::newRow("ready with more")
        << QByteArray(R"({"v":1,"kind":"ready","ready":true,"token":"t","seat":2})") << false
        << "unknown field";
    QTest::newRow("hint without token")
        << QByteArray(R"({"v":1,"kind":"hint"})") << false << "missing field";
    QTest::newRow("hint with a move")
        << QByteArray(R"({"v":1,"kind":"hint","token":"t","action":"x"})") << false
        << "unknown field";
    QTest::newRow("hint token too long")
        << (R"({"v":1,"kind":"hint","token":")" + QByteArray(200, 'a') + "\"}") << false
        << "longer than";
    QTest::newRow("host hint without move")
        << QByteArray(R"({"v":1,"kind":"hint","text":""})") << true << "names a move";
    QTest::newRow("host hint with a bad card")
        << QByteArray(
               R"({"v":1,"kind":"hint","text":"x","reason":{"text":"%1","args":[{"kind":"cards","cards":[999]}]}})")
        << true << "cards";
    QTest::newRow("closing without reason")
        << QByteArray(R"({"v":1,"kind":"closing"})") << true << "missing field";
    QTest::newRow("seat of a strange kind")
        << QByteArray(
               R"({"v":1,"kind":"seats","started":false,"seats":[{"name":"","taken":true,"connected":false,"kind":"ghost"}]})")
        << true << "unknown seat kind";
    QTest::newRow("standIn as a number")
        << QByteArray(
               R"({"v":1,"kind":"seats","started":false,"seats":[{"name":"","taken":true,"connected":false,"standIn":1}]})")
        << true << "true or false";
}

void TestNetworkProtocolSeats::badMessages() {
    QFETCH(QByteArray, bytes);
    QFETCH(bool, fromHost);
    QFETCH(QString, expected);
    std::string why;
    if (fromHost) {
        HostMessage m;
        why = readHostMessage(bytes, m);
    } else {
        ClientMessage m;
        why = readClientMessage(bytes, m);
    }
    QVERIFY2(why.find(expected.toStdString()) != std::string::npos, why.c_str());
}

// A host that says only name, taken and connected is still understood.
void TestNetworkProtocolSeats::seatsWithoutLobbyFacts() {
    HostMessage m;
    QCOMPARE(
        readHostMessage(
            R"({"v":1,"kind":"seats","started":false,"seats":[{"name":"A","taken":true,"connected":true}]})",
            m),
        std::string());
    const WireSeats& seats = std::get<WireSeats>(m);
    QCOMPARE(seats.seats.size(), std::size_t(1));
    QVERIFY(seats.seats[0].kind.empty());
    QVERIFY(!seats.seats[0].away && !seats.seats[0].standIn && !seats.seats[0].ready);
}

// The fuzz target's promise, on its seeds: read and round trip, or one
// sentence; the seeds added for seats and faults read.
void TestNetworkProtocolSeats::fuzzCorpus() {
    const QDir dir(QStringLiteral(FELT_NET_CORPUS));
    const QStringList files = dir.entryList(QDir::Files);
    QVERIFY(files.contains(QStringLiteral("ready.json")));
    QVERIFY(files.contains(QStringLiteral("hint_answer.json")));
    const QStringList mine{QStringLiteral("ready.json"), QStringLiteral("hint.json"),
                           QStringLiteral("hint_answer.json"), QStringLiteral("closing.json"),
                           QStringLiteral("seats.json")};
    int read = 0;
    for (const QString& name : files) {
        const int readBefore = read;
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        ClientMessage client;
        const std::string clientWhy = readClientMessage(bytes, client);
        if (clientWhy.empty()) {
            ++read;
            const QByteArray again = std::visit([](const auto& m) { return encode(m); }, client);
            ClientMessage back;
            QCOMPARE(readClientMessage(again, back), std::string());
            QVERIFY2(back == client, qPrintable(name));
        } else {
            QVERIFY2(clientWhy.size() < 1000, qPrintable(name));
        }
        HostMessage host;
        const std::string why = readHostMessage(bytes, host);
        if (why.empty()) {
            ++read;
            const QByteArray again = std::visit([](const auto& m) { return encode(m); }, host);
            HostMessage back;
            QCOMPARE(readHostMessage(again, back), std::string());
            QVERIFY2(back == host, qPrintable(name));
        } else {
            QVERIFY2(!why.empty() && why.size() < 1000, qPrintable(name));
        }
        // The seeds of this work are good messages, one way or the other.
        if (mine.contains(name)) QVERIFY2(read == readBefore + 1, qPrintable(name));
    }
    QVERIFY(read >= static_cast<int>(mine.size()));
}

QTEST_GUILESS_MAIN(TestNetworkProtocolSeats)
#include "tst_network_protocol_seats.moc"
