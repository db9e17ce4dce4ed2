// Privacy as a property: over seeded whole games of every game at its
// smallest and largest table, every message each seat is sent shows only
// what that seat's view and its own seen events show (tests/network/
// privacy_check.h), never the seed or another seat's token. The games run
// through the TableHost directly, and one more over real sockets on
// 127.0.0.1, with clients choosing seeded moves from what they were sent.
#include <QSignalSpy>
#include <QTest>
#include <deque>

#include "catalog/registry.h"
#include "core/rng.h"
#include "host_harness.h"
#include "net/host_messages.h"
#include "net/net_client.h"
#include "net/net_server.h"
#include "net/table_host.h"
#include "privacy_check.h"
#include "support/test_support.h"

using namespace felt;
using namespace felt::net;
using namespace felt::net::test;

namespace {

constexpr int kMaxActions = 20000;  // every game here ends far sooner

HostSetup hostSetup(const GameInfo& game, int players, std::uint64_t seed) {
    Rng rng(seed);
    HostSetup setup;
    setup.game = game.id;
    setup.players = players;
    setup.seed = seed;
    // Short games: numbers (target scores) at their minimum.
    if (auto random = felt::test::randomSetup(game, players, rng)) setup.options = random->options;
    return setup;
}

}  // namespace

class TestNetworkPrivacy : public QObject {
    Q_OBJECT
private slots:
    void directGames_data();
    void directGames();
    void overSockets();
};

void TestNetworkPrivacy::directGames_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    for (const auto& [id, players] : smallestAndLargestTables()) {
        const QByteArray name = QByteArray::fromStdString(id) + "/" + QByteArray::number(players);
        QTest::newRow(name.constData()) << QString::fromStdString(id) << players;
    }
}

void TestNetworkPrivacy::directGames() {
    QFETCH(QString, game);
    QFETCH(int, players);
    const GameInfo* info = findGame(game.toStdString());
    QVERIFY(info);
    for (std::uint64_t seed : {0x5eed0001ULL + static_cast<std::uint64_t>(players) * 977,
                               0xfe17c0deULL + static_cast<std::uint64_t>(players)}) {
        // A clock a second apart per message: seeded bots act faster than any
        // person, and the rate limit is not what this test is about.
        std::int64_t clock = 0;
        TableHost host(hostSetup(*info, players, seed), {}, [&clock] { return clock += 1000; });
        QVERIFY2(host.error().empty(), host.error().c_str());
        net::test::PrivacyCheck check(host.state());
        host.onAction = [&] { check.advance(host.state()); };

        struct Seat {
            TableHost::ClientId id = 0;
            std::deque<QByteArray> inbox;
            std::string token;
            WireMoves moves;
            bool result = false;
            bool closed = false;
        };
        std::vector<Seat> seats(static_cast<std::size_t>(players));
        for (Seat& s : seats)
            s.id = host.connect([&s](const QByteArray& m) { s.inbox.push_back(m); },
                                [&s] { s.closed = true; });
        std::string problems;  // refusals, errors, unreadable messages
        // Reads and checks everything the host has sent so far.
        auto deliver = [&] {
            for (int i = 0; i < players; ++i) {
                Seat& s = seats[static_cast<std::size_t>(i)];
                while (!s.inbox.empty()) {
                    const QByteArray raw = s.inbox.front();
                    s.inbox.pop_front();
                    HostMessage m;
                    if (std::string why = readHostMessage(raw, m); !why.empty()) {
                        problems += why + "\n";
                        continue;
                    }
                    check.check(i, raw, m);
                    if (auto* w = std::get_if<WireWelcome>(&m)) s.token = w->token;
                    if (auto* mv = std::get_if<WireMoves>(&m)) s.moves = *mv;
                    if (std::holds_alternative<WireResult>(m)) s.result = true;
                    if (auto* r = std::get_if<WireRefused>(&m)) problems += r->reason + "\n";
                    if (auto* e = std::get_if<WireError>(&m)) problems += e->message + "\n";
                }
            }
        };
        for (int i = 0; i < players; ++i) {
            host.receive(seats[static_cast<std::size_t>(i)].id,
                         encode(Hello{host.room(), "Player " + std::to_string(i), i, ""}));
            deliver();
        }
        QVERIFY2(problems.empty(), problems.c_str());
        QVERIFY(host.started());
        std::uint64_t choice = seed | 1;
        int actions = 0;
        while (!host.state().isTerminal() && actions < kMaxActions) {
            const int toAct = host.state().toAct();
            Seat& s = seats[static_cast<std::size_t>(toAct)];
            const std::string text = net::test::pickMove(s.moves, choice);
            QVERIFY2(!text.empty(), "the seat to act was sent no move");
            const std::size_t before = host.state().history().size();
            host.receive(s.id, encode(Act{text, s.token}));
            deliver();
            QVERIFY2(problems.empty(), problems.c_str());
            QCOMPARE(host.state().history().size(), before + 1);
            ++actions;
        }
        QVERIFY2(host.state().isTerminal(), "the game did not end");
        check.finish();
        for (const Seat& s : seats) {
            QVERIFY(s.result);
            QVERIFY(!s.closed);
        }
        QVERIFY2(check.failures().empty(), check.summary().c_str());
        QVERIFY(check.messagesChecked() > actions);
    }
}

// One short game over WebSockets on 127.0.0.1: the same check on every
// message as the clients read it off their sockets.
void TestNetworkPrivacy::overSockets() {
    const GameInfo* info = findGame("madjack");
    QVERIFY(info);
    TableHost host(hostSetup(*info, 2, 4242));
    QVERIFY2(host.error().empty(), host.error().c_str());
    net::test::PrivacyCheck check(host.state());
    int applied = 0;
    host.onAction = [&] {
        check.advance(host.state());
        ++applied;
    };
    NetServer server(host);
    const QString error = server.listen(QHostAddress::LocalHost);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(server.port()));

    std::vector<std::unique_ptr<NetClient>> clients;
    std::vector<int> states(2, 0);
    for (int i = 0; i < 2; ++i) {
        clients.push_back(std::make_unique<NetClient>());
        clients.back()->onMessage = [&check, &states, i](const QByteArray& raw,
                                                         const HostMessage& m) {
            check.check(i, raw, m);
            if (std::holds_alternative<WireState>(m)) ++states[static_cast<std::size_t>(i)];
        };
        clients.back()->join(url, Hello{host.room(), "Remote " + std::to_string(i), i, ""});
    }
    // Lock-step: each move once both seats have the last one's update, so
    // that every message is checked against the game it was sent from.
    std::uint64_t choice = 99;
    for (int step = 0; step < kMaxActions && !host.state().isTerminal(); ++step) {
        QTRY_VERIFY_WITH_TIMEOUT(states[0] == applied + 1 && states[1] == applied + 1, 20000);
        NetClient& c = *clients[static_cast<std::size_t>(host.state().toAct())];
        QTRY_VERIFY_WITH_TIMEOUT(!c.moves().moves.empty(), 20000);
        c.act(net::test::pickMove(c.moves(), choice));
        QTRY_VERIFY_WITH_TIMEOUT(applied == step + 1, 20000);
    }
    QVERIFY(host.state().isTerminal());
    for (auto& c : clients) {
        QTRY_VERIFY_WITH_TIMEOUT(c->result().has_value(), 20000);
        QVERIFY(c->unreadable().empty());
        QVERIFY(c->refusals().empty());
    }
    check.finish();
    QVERIFY2(check.failures().empty(), check.summary().c_str());
}

QTEST_GUILESS_MAIN(TestNetworkPrivacy)
#include "tst_network_privacy.moc"
