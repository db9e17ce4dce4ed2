// Faults that lose nothing: a person who drops keeps the seat for the wait
// (the test's clock), a bot plays it after, the person takes it back with the
// token; the table saved and rebuilt after a host restart seats everyone again
// under their tokens and the game goes on to the end; a host that leaves says
// so, and its clients keep what they saw. Directly and over sockets on
// 127.0.0.1, with bots on worker threads (ThinkPool) over sockets.
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "host_harness.h"
#include "net/net_client.h"
#include "net/net_server.h"
#include "net/think_pool.h"
#include "net/to_wire.h"
#include "privacy_check.h"

using namespace felt;
using namespace felt::net;
using namespace felt::net::test;

namespace {

HostSetup setupOf(const std::string& game, int players) {
    HostSetup s;
    s.game = game;
    s.players = players;
    s.seed = 0xfa017;
    return s;
}

}  // namespace

class TestNetworkFaults : public QObject {
    Q_OBJECT
private slots:
    void dropWaitStandInReturn();
    void saveAndRestore();
    void restoreRefusesDamage();
    void shutdownSaysGoodbye();
    void overSockets();
};

void TestNetworkFaults::dropWaitStandInReturn() {
    HostSetup setup = setupOf("madjack", 2);
    setup.awayWaitMs = 60000;
    setup.standInLevel = "beginner";
    Harness h(setup, true);
    FakeClient& ann = h.join("Ann", 0);
    FakeClient* bob = &h.join("Bob", 1);
    h.read();
    const std::string bobToken = bob->token();
    std::uint64_t rng = 21;
    while (h.host().state().toAct() != 1) {
        h.send(ann, encode(Act{pickMove(ann.moves, rng), ann.token()}));
        h.read();
    }
    h.drop(*bob);
    h.read();
    QVERIFY(ann.seats.seats[1].away);
    QVERIFY(!ann.seats.seats[1].standIn);
    QVERIFY(!ann.seats.seats[1].connected);
    QVERIFY(ann.seats.seats[1].taken);
    // The seat waits for the whole wait, not a moment less.
    h.clock += 59999;
    h.host().poll();
    QCOMPARE(h.waitingThinks(), std::size_t(0));
    h.clock += 1;
    h.host().poll();
    h.read();
    QVERIFY(ann.seats.seats[1].standIn);
    QCOMPARE(ann.seats.seats[1].level, std::string("beginner"));
    QCOMPARE(h.waitingThinks(), std::size_t(1));
    // The person comes back while the bot thinks: its answer is dropped.
    const std::size_t before = h.host().state().history().size();
    bob = &h.join("Bob", -1, bobToken);
    h.runThinks();
    h.read();
    QCOMPARE(h.host().state().history().size(), before);
    QCOMPARE(bob->seat(), 1);
    QCOMPARE(bob->token(), bobToken);
    QVERIFY(!ann.seats.seats[1].away && !ann.seats.seats[1].standIn);
    QCOMPARE(*bob->state, toWire(h.host().state().view(1)));
    QVERIFY(!bob->moves.moves.empty());
    // Away again with a wait of nothing said: the bot plays a while, then gives back.
    h.drop(*bob);
    h.clock += 60000;
    h.host().poll();
    QCOMPARE(h.waitingThinks(), std::size_t(1));
    h.runThinks();
    QVERIFY(h.host().state().history().size() > before);
    h.read();
    bob = &h.join("Bob", 1, bobToken);
    h.read();
    QCOMPARE(*bob->state, toWire(h.host().state().view(1)));
    QCOMPARE(bob->events.size(), ann.events.size());  // every event again, as its seat saw it
    playPeople(h, rng);
    QVERIFY(h.host().state().isTerminal());
    QVERIFY(ann.result && bob->result);
    QVERIFY(ann.refusals.empty() && bob->refusals.empty());
}

// Save mid-game, rebuild a new host from the file, rejoin with the tokens:
// the same views and events, and the game goes on to its end.
void TestNetworkFaults::saveAndRestore() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("table.json"));
    HostSetup setup = setupOf("jabberwocky", 3);
    auto h = std::make_unique<Harness>(setup);
    h->host().setAutosave(path);
    QCOMPARE(h->host().seatBot(2, "casual"), std::string());
    FakeClient& ann = h->join("Ann", 0);
    FakeClient& bob = h->join("Bob", 1);
    h->read();
    std::uint64_t rng = 77;
    playPeople(*h, rng, 12);
    QVERIFY(!h->host().state().isTerminal());
    QVERIFY2(h->host().autosaveError().empty(), h->host().autosaveError().c_str());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray saved = file.readAll();
    QCOMPARE(saved, h->host().saved());  // the autosave kept up with every move
    // Only its owner may read it: the room secret and tokens take the seats.
    QCOMPARE(file.permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther),
             QFileDevice::Permissions());
    const std::string annToken = ann.token(), bobToken = bob.token();
    const WireState annView = *ann.state, bobView = *bob.state;
    const std::vector<WireEvent> annEvents = ann.events, bobEvents = bob.events;
    const std::string room = h->host().room();
    const std::size_t moves = h->host().state().history().size();
    h.reset();  // the host goes away

    std::string error;
    h = Harness::restored(saved, error);
    QVERIFY2(h, error.c_str());
    h->host().setAutosave(path);
    QCOMPARE(h->host().room(), room);
    QCOMPARE(h->host().state().history().size(), moves);
    QVERIFY(h->host().started());
    const std::vector<WireSeat> seats = h->host().seats();
    QVERIFY(seats[0].away && seats[1].away);
    QCOMPARE(seats[2].kind, std::string("bot"));
    QCOMPARE(seats[0].name, std::string("Ann"));
    // A made-up token still takes nothing.
    FakeClient& guess = h->join("Eve", 0, std::string(32, 'a'));
    h->read();
    QVERIFY(guess.hasError("token"));
    FakeClient& ann2 = h->join("Ann", -1, annToken);
    FakeClient& bob2 = h->join("Bob", -1, bobToken);
    h->host().poll();  // the bot's seat resumes
    h->read();
    QCOMPARE(ann2.seat(), 0);
    QCOMPARE(bob2.seat(), 1);
    QCOMPARE(*ann2.state, annView);
    QCOMPARE(*bob2.state, bobView);
    QVERIFY(ann2.events == annEvents);
    QVERIFY(bob2.events == bobEvents);
    playPeople(*h, rng);
    QVERIFY(h->host().state().isTerminal());
    QVERIFY(ann2.result && bob2.result);
    QVERIFY(ann2.refusals.empty() && bob2.refusals.empty());
    QVERIFY2(h->host().error().empty(), h->host().error().c_str());
    QVERIFY(!QFile::exists(path));  // a finished game leaves nothing to continue
}

void TestNetworkFaults::restoreRefusesDamage() {
    Harness h(setupOf("madjack", 2));
    h.join("Ann");
    h.join("Bob");
    std::uint64_t rng = 5;
    playPeople(h, rng, 6);
    const QByteArray saved = h.host().saved();
    std::string error;
    QVERIFY(Harness::restored(saved, error));
    const QByteArray damaged[] = {
        saved.left(saved.size() / 2),
        QByteArray("[]"),
        QByteArray(saved).replace("\"felt network table\"", "\"a shopping list\""),
        QByteArray(saved).replace("\"version\": 1", "\"version\": 7"),
        QByteArray(saved).replace("\"kind\": \"person\"", "\"kind\": \"ghost\""),
        QByteArray(saved).replace("\"room\":", "\"extra\": 1, \"room\":"),
    };
    for (const QByteArray& bad : damaged) {
        error.clear();
        QVERIFY2(!Harness::restored(bad, error), bad.left(80).constData());
        QVERIFY(!error.empty());
    }
}

void TestNetworkFaults::shutdownSaysGoodbye() {
    Harness h(setupOf("madjack", 2));
    FakeClient& ann = h.join("Ann");
    FakeClient& bob = h.join("Bob");
    h.read();
    h.host().shutdown("The host has closed the table.");
    h.read();
    for (FakeClient* c : {&ann, &bob}) {
        QVERIFY(c->closing.has_value());
        QCOMPARE(c->closing->reason, std::string("The host has closed the table."));
        QVERIFY(c->closed);
        QVERIFY(c->state.has_value());  // what it saw stays with it
    }
    const std::size_t before = h.host().state().history().size();
    std::uint64_t rng = 1;
    h.send(ann, encode(Act{pickMove(ann.moves, rng), ann.token()}));
    QCOMPARE(h.host().state().history().size(), before);
    FakeClient& late = h.join("Late");
    h.read();
    QVERIFY(late.closing.has_value());
    QVERIFY(late.closed);
}

// Over sockets, bots on a worker thread: a client drops, a stand-in plays for
// it when the (test) clock says the wait is over, it comes back with its
// token, the host restarts from its autosave, everyone rejoins, and at last
// the host leaves: the clients keep their last view and events.
void TestNetworkFaults::overSockets() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    ThinkPool pool(1);
    std::int64_t clock = 0;
    HostSetup setup = setupOf("jabberwocky", 3);
    setup.awayWaitMs = 60000;
    auto host = std::make_unique<TableHost>(setup, generousLimits(), [&clock] { return clock; });
    host->setThinker(pool.thinker());
    host->setAutosave(path);
    ServerLimits limits;
    limits.pollMs = 10;
    auto server = std::make_unique<NetServer>(*host, limits);
    QVERIFY(server->listen(QHostAddress::LocalHost).isEmpty());
    QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(server->port()));
    QCOMPARE(host->seatBot(2, "strong"), std::string());
    auto ann = std::make_unique<NetClient>();
    auto bob = std::make_unique<NetClient>();
    ann->join(url, Hello{host->room(), "Ann", 0, ""});
    bob->join(url, Hello{host->room(), "Bob", 1, ""});
    QTRY_VERIFY_WITH_TIMEOUT(host->started(), 20000);
    QTRY_VERIFY_WITH_TIMEOUT(ann->state() && bob->state(), 20000);
    std::uint64_t rng = 9;
    // People play when it is their turn (once their moves are the ones of
    // now: a seat may act twice running); the bot's seat moves on its own.
    auto movesAreCurrent = [&](const NetClient& c) {
        std::vector<std::string> sent, legal;
        for (const WireMove& m : c.moves().moves)
            if (m.withheldBecause.empty()) sent.push_back(m.text);
        for (const Action& a : host->state().legalActions())
            legal.push_back(host->state().format(a));
        std::sort(sent.begin(), sent.end());
        std::sort(legal.begin(), legal.end());
        return c.moves().toAct == host->state().toAct() && sent == legal;
    };
    auto playUntil = [&](auto done) {
        for (int n = 0; n < 2000 && !done() && !host->state().isTerminal(); ++n) {
            const int toAct = host->state().toAct();
            NetClient* c = toAct == 0 ? ann.get() : toAct == 1 ? bob.get() : nullptr;
            const std::size_t before = host->state().history().size();
            if (c && c->isOpen() && c->seat() == toAct) {
                if (!QTest::qWaitFor([&] { return movesAreCurrent(*c); }, 20000)) {
                    qWarning("seat %d was not sent its moves", toAct);
                    return false;
                }
                c->act(pickMove(c->moves(), rng));
            }
            const bool moved = QTest::qWaitFor(
                [&] {
                    return host->state().history().size() > before || host->state().isTerminal() ||
                           done();
                },
                20000);
            if (!moved) {
                qWarning(
                    "no move by seat %d after %zu moves (%s) open %d seat %d refusals %zu "
                    "errors %zu seats %s",
                    toAct, before, host->error().c_str(), c ? c->isOpen() : -1, c ? c->seat() : -1,
                    c ? c->refusals().size() : 0, c ? c->errors().size() : 0,
                    host->seats()[static_cast<std::size_t>(toAct)].kind.c_str());
                if (c && !c->refusals().empty())
                    qWarning("%s", c->refusals().back().reason.c_str());
                return false;
            }
        }
        return true;
    };
    QVERIFY(playUntil([&] { return host->state().history().size() >= 6; }));
    QVERIFY(pool.started() > 0);  // the bot thought on the pool

    // Bob drops; the seat waits until the test's clock passes the wait.
    const std::string bobToken = bob->token();
    bob->close();
    QTRY_VERIFY_WITH_TIMEOUT(ann->seats().seats[1].away, 20000);
    QVERIFY(!ann->seats().seats[1].standIn);
    clock += 60000;
    QTRY_VERIFY_WITH_TIMEOUT(ann->seats().seats[1].standIn, 20000);
    const std::size_t atDrop = host->state().history().size();
    QVERIFY(playUntil([&] { return host->state().history().size() >= atDrop + 6; }));
    // Bob comes back with his token.
    bob = std::make_unique<NetClient>();
    bob->join(url, Hello{host->room(), "Bob", -1, bobToken});
    QTRY_VERIFY_WITH_TIMEOUT(bob->state().has_value() && !ann->seats().seats[1].away, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(*bob->state() == toWire(host->state().view(1)), 20000);

    // The host restarts from its autosave; everyone comes back with their token.
    const std::string annToken = ann->token();
    server.reset();
    host.reset();
    QTRY_VERIFY_WITH_TIMEOUT(!ann->isOpen() && !bob->isOpen(), 20000);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    std::string error;
    host = TableHost::restore(file.readAll(), error, generousLimits(), [&clock] { return clock; });
    QVERIFY2(host, error.c_str());
    host->setThinker(pool.thinker());
    server = std::make_unique<NetServer>(*host, limits);
    QVERIFY(server->listen(QHostAddress::LocalHost).isEmpty());
    url = QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(server->port()));
    ann = std::make_unique<NetClient>();
    bob = std::make_unique<NetClient>();
    ann->join(url, Hello{host->room(), "Ann", -1, annToken});
    bob->join(url, Hello{host->room(), "Bob", -1, bobToken});
    QTRY_VERIFY_WITH_TIMEOUT(ann->state() && bob->state(), 20000);
    QTRY_VERIFY_WITH_TIMEOUT(*ann->state() == toWire(host->state().view(0)), 20000);
    QVERIFY(playUntil([&] { return false; }));
    QVERIFY(host->state().isTerminal());
    QTRY_VERIFY_WITH_TIMEOUT(ann->result() && bob->result(), 20000);

    // The host leaves: one closing message, then the connection ends; the
    // clients keep the game as their seats saw it.
    QSignalSpy left(ann.get(), &NetClient::hostLeft);
    host->shutdown("The host has left.");
    QTRY_VERIFY_WITH_TIMEOUT(!ann->isOpen() && !bob->isOpen(), 20000);
    QCOMPARE(left.count(), 1);
    QCOMPARE(*ann->farewell(), std::string("The host has left."));
    QCOMPARE(*bob->farewell(), std::string("The host has left."));
    QCOMPARE(*ann->state(), toWire(host->state().view(0)));
    QVERIFY(!ann->events().empty());
    QVERIFY(ann->result().has_value());
    QVERIFY(ann->unreadable().empty() && bob->unreadable().empty());
}

QTEST_GUILESS_MAIN(TestNetworkFaults)
#include "tst_network_faults.moc"
