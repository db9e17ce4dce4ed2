// Discovery (app/net/discovery.h): where announcements go (and that every
// test sends to loopback only), announcements read strictly, and an
// announcer heard by a listener on 127.0.0.1, the table forgotten once it
// falls silent. Waits are on conditions, with ceilings.
#include <QUdpSocket>
#include <QtTest>

#include "net/discovery.h"

using namespace felt::net;

namespace {

Announcement sample() {
    return {"madjack", 4, 2, "Alice", 47110, "Q7K2M9XZ0AB1"};
}

// A listener on loopback at a free port, and the target that reaches it.
struct Loop {
    explicit Loop(DiscoveryListener::Clock clock = {})
        : listener(DiscoveryTarget{QHostAddress(QHostAddress::LocalHost), 0}, nullptr,
                   std::move(clock)) {
        error = listener.listen();
        target = DiscoveryTarget{QHostAddress(QHostAddress::LocalHost), listener.port()};
    }
    DiscoveryListener listener;
    DiscoveryTarget target;
    QString error;
};

}  // namespace

class TestDiscovery : public QObject {
    Q_OBJECT

private slots:
    // ctest sets FELT_DISCOVERY_ADDRESS=127.0.0.1 for every test
    // (tests/CMakeLists.txt): an announcer made the app's way sends there.
    void testsSendToLoopbackOnly() {
        const QByteArray setting = qgetenv("FELT_DISCOVERY_ADDRESS");
        QVERIFY2(!setting.isEmpty(), "FELT_DISCOVERY_ADDRESS is not set for this test");
        std::string problem;
        const DiscoveryTarget target = discoveryTarget(QString(), &problem);
        QCOMPARE(problem, std::string());
        QVERIFY(target.isLoopback());
        QCOMPARE(target.address, QHostAddress(QHostAddress::LocalHost));
        DiscoveryAnnouncer announcer(target);
        QVERIFY(announcer.target().isLoopback());
    }

    void targets() {
        DiscoveryTarget t;
        QCOMPARE(parseDiscoveryTarget(QString(), t), std::string());
        QCOMPARE(t.address, QHostAddress(QHostAddress::Broadcast));
        QCOMPARE(t.port, kDiscoveryPort);
        QCOMPARE(parseDiscoveryTarget(QStringLiteral("127.0.0.1:47200"), t), std::string());
        QCOMPARE(t.address, QHostAddress(QHostAddress::LocalHost));
        QCOMPARE(t.port, 47200);
        QCOMPARE(parseDiscoveryTarget(QStringLiteral("::1"), t), std::string());
        QCOMPARE(t.address, QHostAddress(QHostAddress::LocalHostIPv6));
        QCOMPARE(t.port, kDiscoveryPort);
        QCOMPARE(parseDiscoveryTarget(QStringLiteral("[::1]:5000"), t), std::string());
        QCOMPARE(t.address, QHostAddress(QHostAddress::LocalHostIPv6));
        QCOMPARE(t.port, 5000);
        QVERIFY(!parseDiscoveryTarget(QStringLiteral("lan.example"), t).empty());
        QVERIFY(!parseDiscoveryTarget(QStringLiteral("127.0.0.1:0"), t).empty());
        QVERIFY(!parseDiscoveryTarget(QStringLiteral("127.0.0.1:x"), t).empty());
        // The option wins over the environment; an unreadable one falls back to loopback.
        QCOMPARE(discoveryTarget(QStringLiteral("::1")).address,
                 QHostAddress(QHostAddress::LocalHostIPv6));
        std::string problem;
        QVERIFY(discoveryTarget(QStringLiteral("nonsense"), &problem).isLoopback());
        QVERIFY(!problem.empty());
    }

    void announcementsRoundTrip() {
        Announcement out;
        QCOMPARE(readAnnouncement(encode(sample()), out), std::string());
        QCOMPARE(out, sample());
        QVERIFY(encode(sample()).size() < 200);
    }

    void malformedAnnouncements_data() {
        QTest::addColumn<QByteArray>("bytes");
        const QByteArray good = encode(sample());
        auto with = [&](const char* from, const char* to) {
            QByteArray b = good;
            return b.replace(from, to);
        };
        QTest::newRow("not json") << QByteArray("hello");
        QTest::newRow("array") << QByteArray("[1]");
        QTest::newRow("other version") << with("\"v\":1", "\"v\":2");
        QTest::newRow("other kind") << with("\"kind\":\"table\"", "\"kind\":\"hello\"");
        QTest::newRow("unknown key") << with("\"free\"", "\"extra\":1,\"free\"");
        QTest::newRow("missing room") << with("\"room\"", "\"rooms\"");
        QTest::newRow("port 0") << with("\"port\":47110", "\"port\":0");
        QTest::newRow("port too big") << with("\"port\":47110", "\"port\":70000");
        QTest::newRow("port as text") << with("\"port\":47110", "\"port\":\"47110\"");
        QTest::newRow("more free than seats") << with("\"free\":2", "\"free\":5");
        QTest::newRow("too many players") << with("\"players\":4", "\"players\":99");
        QTest::newRow("unknown game") << with("\"madjack\"", "\"nosuchgame\"");
        QTest::newRow("secret with a quote") << with("Q7K2", "Q7'2");
        QTest::newRow("long name")
            << with("\"Alice\"", QByteArray("\"" + QByteArray(41, 'a') + "\"").constData());
        QTest::newRow("too large")
            << with("\"Alice\"", QByteArray("\"" + QByteArray(1100, 'a') + "\"").constData());
        QTest::newRow("nested") << with("\"Alice\"", "{\"a\":[[[[[[[[1]]]]]]]]}");
    }
    void malformedAnnouncements() {
        QFETCH(QByteArray, bytes);
        Announcement out = sample();
        out.hostName = "untouched";
        const Announcement before = out;
        QVERIFY(!readAnnouncement(bytes, out).empty());
        QCOMPARE(out, before);
    }

    void heardOnLoopback() {
        Loop loop;
        QCOMPARE(loop.error, QString());
        QVERIFY(loop.listener.port() != 0);
        DiscoveryAnnouncer announcer(loop.target);
        announcer.setAnnouncement(sample());
        announcer.start();
        QTRY_COMPARE_WITH_TIMEOUT(loop.listener.heard().size(), std::size_t(1), 10000);
        QCOMPARE(loop.listener.heard()[0].announcement, sample());
        const QVariantMap row = loop.listener.tables().value(0).toMap();
        QCOMPARE(row.value(QStringLiteral("hostName")).toString(), QStringLiteral("Alice"));
        QCOMPARE(row.value(QStringLiteral("address")).toString(), QStringLiteral("127.0.0.1"));
        QCOMPARE(row.value(QStringLiteral("freeSeats")).toInt(), 2);
        QCOMPARE(row.value(QStringLiteral("invitation")).toString(),
                 QStringLiteral("felt://127.0.0.1:47110/?room=Q7K2M9XZ0AB1"));
        QVERIFY(!row.value(QStringLiteral("gameName")).toString().isEmpty());

        // A change (a seat taken) replaces the row, it does not add one.
        Announcement fuller = sample();
        fuller.freeSeats = 1;
        QSignalSpy changed(&loop.listener, &DiscoveryListener::tablesChanged);
        announcer.setAnnouncement(fuller);
        QTRY_COMPARE_WITH_TIMEOUT(loop.listener.heard()[0].announcement.freeSeats, 1, 10000);
        QCOMPARE(loop.listener.heard().size(), std::size_t(1));
        QVERIFY(changed.count() >= 1);
    }

    // Malformed datagrams are dropped and counted; good ones still get through.
    void ignoresMalformed() {
        Loop loop;
        QCOMPARE(loop.error, QString());
        QUdpSocket raw;
        raw.writeDatagram(QByteArray("{\"v\":1,\"kind\":\"table\"}"), loop.target.address,
                          loop.target.port);
        raw.writeDatagram(QByteArray(4000, 'x'), loop.target.address, loop.target.port);
        raw.writeDatagram(encode(sample()), loop.target.address, loop.target.port);
        QTRY_COMPARE_WITH_TIMEOUT(loop.listener.heard().size(), std::size_t(1), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(loop.listener.ignored(), 2, 10000);
    }

    // A table not heard for a while is dropped (a test clock, moved by hand).
    void forgetsSilentTables() {
        qint64 clock = 0;
        Loop loop([&clock] { return clock; });
        QCOMPARE(loop.error, QString());
        QUdpSocket raw;
        raw.writeDatagram(encode(sample()), loop.target.address, loop.target.port);
        QTRY_COMPARE_WITH_TIMEOUT(loop.listener.heard().size(), std::size_t(1), 10000);
        clock = kForgetAfterMs;
        loop.listener.forgetOld();
        QCOMPARE(loop.listener.heard().size(), std::size_t(1));
        clock = kForgetAfterMs + 1;
        QSignalSpy changed(&loop.listener, &DiscoveryListener::tablesChanged);
        loop.listener.forgetOld();
        QCOMPARE(loop.listener.heard().size(), std::size_t(0));
        QCOMPARE(changed.count(), 1);
    }
};

QTEST_GUILESS_MAIN(TestDiscovery)
#include "tst_discovery.moc"
