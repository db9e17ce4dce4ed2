// Whole games of every game between a host and two or three clients over
// WebSockets on 127.0.0.1, in one process: each client plays seeded choices
// from the moves it is sent, and every side ends with the same game: every
// client sees the game end, the host's result and its own final view, and
// the host's record replays to that result.
#include <QSignalSpy>
#include <QTest>

#include "catalog/record.h"
#include "catalog/registry.h"
#include "core/rng.h"
#include "net/net_client.h"
#include "net/net_server.h"
#include "net/table_host.h"
#include "net/to_wire.h"
#include "privacy_check.h"
#include "support/test_support.h"

using namespace felt;
using namespace felt::net;

namespace {

constexpr int kMaxActions = 20000;  // every game here ends far sooner

}  // namespace

class TestNetworkGame : public QObject {
    Q_OBJECT
private slots:
    void wholeGames_data();
    void wholeGames();
};

void TestNetworkGame::wholeGames_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    int row = 0;
    for (const GameInfo& g : allGames()) {
        // Two or three clients, in turn.
        const int players = std::clamp(2 + row++ % 2, g.minPlayers, g.maxPlayers);
        const QByteArray name = QByteArray::fromStdString(g.id) + "/" + QByteArray::number(players);
        QTest::newRow(name.constData()) << QString::fromStdString(g.id) << players;
    }
}

void TestNetworkGame::wholeGames() {
    QFETCH(QString, game);
    QFETCH(int, players);
    const GameInfo* info = findGame(game.toStdString());
    QVERIFY(info);
    // Seeded from the game's id alone (qHash is seeded anew in every
    // process): the same deal and the same choices on every run.
    std::uint64_t idSeed = 17;
    for (const char c : info->id) idSeed = idSeed * 131 + static_cast<unsigned char>(c);
    Rng rng(idSeed);
    HostSetup setup;
    setup.game = info->id;
    setup.players = players;
    setup.seed = rng.next64();
    if (auto random = felt::test::randomSetup(*info, players, rng)) setup.options = random->options;
    // These clients answer at once, thousands of times a second in a long
    // game: no rate limit (at 1,000 a second one act in a hundred games was
    // dropped as a flood, and the game waited for it forever).
    ClientLimits limits;
    limits.burst = 1e9;
    limits.perSecond = 1e9;
    TableHost host(setup, limits);
    QVERIFY2(host.error().empty(), host.error().c_str());
    int actions = 0;
    host.onAction = [&actions] { ++actions; };
    NetServer server(host);
    const QString error = server.listen(QHostAddress::LocalHost);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(server.port()));

    std::vector<std::unique_ptr<NetClient>> clients;
    std::vector<std::uint64_t> choices;
    for (int i = 0; i < players; ++i) {
        clients.push_back(std::make_unique<NetClient>());
        choices.push_back(rng.next64() | 1);
    }
    for (int i = 0; i < players; ++i) {
        NetClient* c = clients[static_cast<std::size_t>(i)].get();
        std::uint64_t* choice = &choices[static_cast<std::size_t>(i)];
        // Each client answers the moves it is sent, once per moves message.
        c->onMessage = [c, choice, &actions](const QByteArray&, const HostMessage& m) {
            const auto* moves = std::get_if<WireMoves>(&m);
            if (!moves || moves->toAct != c->seat() || actions >= kMaxActions) return;
            const std::string text = felt::net::test::pickMove(*moves, *choice);
            if (!text.empty()) c->act(text);
        };
        // Any free seat: the host hands them out in order.
        c->join(url, Hello{host.room(), "Client " + std::to_string(i), -1, ""});
    }
    // A refusal or an error stops the wait: no client would act again.
    const auto troubled = [&clients] {
        for (const auto& c : clients)
            if (!c->refusals().empty() || !c->errors().empty()) return true;
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(host.state().isTerminal() || actions >= kMaxActions || troubled(),
                             240000);
    for (const auto& c : clients) {
        for (const WireError& e : c->errors())
            qWarning("error %s: %s", e.code.c_str(), e.message.c_str());
        for (const WireRefused& r : c->refusals())
            qWarning("refused %s: %s", r.action.c_str(), r.reason.c_str());
    }
    QVERIFY2(host.state().isTerminal(), "the game did not end");

    // Every seat gets the result with the game's whole record: the same on every side.
    WireResult result = toWire(host.state().result());
    result.record = host.recordText();
    std::vector<bool> seated(static_cast<std::size_t>(players), false);
    for (auto& c : clients) {
        QTRY_VERIFY_WITH_TIMEOUT(c->result().has_value(), 20000);
        QVERIFY(c->seat() >= 0 && c->seat() < players);
        QVERIFY(!seated[static_cast<std::size_t>(c->seat())]);
        seated[static_cast<std::size_t>(c->seat())] = true;
        QVERIFY(*c->result() == result);
        QVERIFY(c->state() && *c->state() == toWire(host.state().view(c->seat())));
        QVERIFY(c->moves().moves.empty());
        bool sawEnd = false;
        for (const WireEvent& e : c->events()) sawEnd = sawEnd || e.kind == "gameEnd";
        QVERIFY2(sawEnd, "a client did not see the game end");
        QVERIFY(c->refusals().empty());
        QVERIFY(c->errors().empty());
        QVERIFY(c->unreadable().empty());
    }
    // The host's record of the game replays to the result every client saw.
    const LoadedGame replay = loadRecord(writeRecord(recordOf(host.state(), info->id)));
    QVERIFY2(replay.error.empty(), replay.error.c_str());
    QCOMPARE(static_cast<int>(replay.record.actions.size()), actions);
    const WireResult replayed = toWire(replay.state->result());
    QVERIFY(replayed.scores == result.scores && replayed.winners == result.winners);
}

QTEST_GUILESS_MAIN(TestNetworkGame)
#include "tst_network_game.moc"
