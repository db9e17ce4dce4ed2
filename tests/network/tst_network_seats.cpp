// The host's seats of every kind, driven directly (no sockets) with the
// test's clock: bots seated before and during the game, people removed, the
// lobby (ready, start rules, the seats message), hints, and bot decisions that
// wait for the Thinker instead of blocking the caller.
#include <QTest>

#include "host_harness.h"
#include "net/to_wire.h"
#include "privacy_check.h"

using namespace felt;
using namespace felt::net;
using namespace felt::net::test;

namespace {

HostSetup setupOf(const std::string& game, int players, StartRule rule = StartRule::WhenSeated) {
    HostSetup s;
    s.game = game;
    s.players = players;
    s.seed = 0x5ea75;
    s.start = rule;
    return s;
}

}  // namespace

class TestNetworkSeats : public QObject {
    Q_OBJECT
private slots:
    void botsPlayTheirSeats();
    void botsWaitForTheThinker();
    void staleAnswersAreDropped();
    void seatBotRefusals();
    void removeAPerson();
    void readyAndStartRules();
    void hints();
    void oneHintAtATime();
};

// A bot seated before the start and one seated mid-game in a seat left open
// play the game to its end with one person; every move went through the host.
void TestNetworkSeats::botsPlayTheirSeats() {
    Harness h(setupOf("jabberwocky", 3));
    QVERIFY2(h.host().error().empty(), h.host().error().c_str());
    QCOMPARE(h.host().seatBot(1, "casual"), std::string());
    FakeClient& ann = h.join("Ann", 0);
    h.read();
    QVERIFY(!h.host().started());
    QCOMPARE(ann.seats.seats.size(), std::size_t(3));
    QCOMPARE(ann.seats.seats[1].kind, std::string("bot"));
    QCOMPARE(ann.seats.seats[1].level, std::string("casual"));
    QVERIFY(ann.seats.seats[1].taken && ann.seats.seats[1].ready);
    QCOMPARE(ann.seats.seats[2].kind, std::string("open"));
    QCOMPARE(ann.seats.seats[0].kind, std::string("person"));
    QCOMPARE(ann.seats.seats[0].name, std::string("Ann"));
    // The last seat taken by a bot starts the game (the default rule).
    QCOMPARE(h.host().seatBot(2, "beginner"), std::string());
    h.read();
    QVERIFY(h.host().started());
    QVERIFY(ann.seats.started);
    std::uint64_t rng = 7;
    playPeople(h, rng);
    QVERIFY2(h.host().state().isTerminal(), "the game did not end");
    QVERIFY(ann.result.has_value());
    QVERIFY(ann.refusals.empty() && ann.errors.empty() && ann.unreadable.empty());
    QVERIFY2(h.host().error().empty(), h.host().error().c_str());
    QCOMPARE(*ann.state, toWire(h.host().state().view(0)));
}

// With a Thinker that queues, a person's move returns before any bot has
// decided; the bots' moves come when their jobs run, and a stale answer (the
// seat changed hands meanwhile) is dropped.
void TestNetworkSeats::botsWaitForTheThinker() {
    Harness h(setupOf("madjack", 2), true);
    QCOMPARE(h.host().seatBot(1, "strong"), std::string());
    FakeClient& ann = h.join("Ann", 0);
    h.read();
    QVERIFY(h.host().started());
    std::uint64_t rng = 11;
    for (int round = 0; round < 6 && !h.host().state().isTerminal(); ++round) {
        if (h.host().state().toAct() == 1) {
            const std::size_t before = h.host().state().history().size();
            QCOMPARE(h.waitingThinks(), std::size_t(1));
            QCOMPARE(h.host().state().history().size(), before);  // nothing yet
            h.runThinks();
            QVERIFY(h.host().state().history().size() > before);
        } else {
            QCOMPARE(h.waitingThinks(), std::size_t(0));
            h.read();
            h.send(ann, encode(Act{pickMove(ann.moves, rng), ann.token()}));
        }
    }
    // The bot's seat is freed while it thinks: its answer must not be played.
    while (!h.host().state().isTerminal() && h.host().state().toAct() != 1) {
        h.read();
        h.send(ann, encode(Act{pickMove(ann.moves, rng), ann.token()}));
    }
    if (!h.host().state().isTerminal()) {
        QCOMPARE(h.waitingThinks(), std::size_t(1));
        const std::size_t before = h.host().state().history().size();
        QCOMPARE(h.host().removePlayer(1), std::string());
        h.runThinks();
        QCOMPARE(h.host().state().history().size(), before);
    }
    h.read();
    QVERIFY(ann.refusals.empty() && ann.errors.empty());
}

// A bot's level changes while it thinks: the first answer is for a bot that
// is no longer there and is dropped; the new one's is played, once.
void TestNetworkSeats::staleAnswersAreDropped() {
    Harness h(setupOf("madjack", 2), true);
    QCOMPARE(h.host().seatBot(0, "casual"), std::string());
    QCOMPARE(h.host().seatBot(1, "casual"), std::string());
    QVERIFY(h.host().started());
    QCOMPARE(h.waitingThinks(), std::size_t(1));
    const int toAct = h.host().state().toAct();
    QCOMPARE(h.host().seatBot(toAct, "beginner"), std::string());
    QCOMPARE(h.waitingThinks(), std::size_t(2));
    h.runOneThink();
    QCOMPARE(h.host().state().history().size(), std::size_t(0));
    h.runOneThink();
    QCOMPARE(h.host().state().history().size(), std::size_t(1));
    QCOMPARE(h.waitingThinks(), std::size_t(1));  // the next move's
    // The two bots play the game out by themselves.
    for (int n = 0; n < 20000 && h.waitingThinks() > 0; ++n) h.runOneThink();
    QVERIFY(h.host().state().isTerminal());
    QVERIFY2(h.host().error().empty(), h.host().error().c_str());
}

void TestNetworkSeats::seatBotRefusals() {
    Harness h(setupOf("madjack", 2));
    h.join("Ann", 0);
    QVERIFY(!h.host().seatBot(0, "casual").empty());       // a person's seat
    QVERIFY(!h.host().seatBot(1, "grandmaster").empty());  // no such level
    QVERIFY(!h.host().seatBot(2, "casual").empty());       // no such seat
    QVERIFY(!h.host().seatBot(-1, "casual").empty());
    QVERIFY(!h.host().removePlayer(1).empty());  // open already
    QVERIFY(!h.host().started());
    // A bot's seat is not taken by a hello, and its level can change.
    QCOMPARE(h.host().seatBot(1, "expert"), std::string());
    QCOMPARE(h.host().seats()[1].level, std::string("expert"));
    FakeClient& bob = h.join("Bob", 1);
    h.read();
    QVERIFY(bob.hasError("seat"));
    QVERIFY(bob.closed);
}

// A person removed mid-game is told so and cut off; their token no longer
// works; the open seat is taken by a newcomer who is sent the whole game.
void TestNetworkSeats::removeAPerson() {
    Harness h(setupOf("madjack", 2));
    FakeClient& ann = h.join("Ann", 0);
    FakeClient& bob = h.join("Bob", 1);
    h.read();
    QVERIFY(h.host().started());
    std::uint64_t rng = 3;
    for (int i = 0; i < 6 && !h.host().state().isTerminal(); ++i) {
        FakeClient& mover = h.host().state().toAct() == 0 ? ann : bob;
        h.send(mover, encode(Act{pickMove(mover.moves, rng), mover.token()}));
        h.read();
    }
    const std::string oldToken = bob.token();
    QCOMPARE(h.host().removePlayer(1), std::string());
    h.read();
    QVERIFY(bob.hasError("removed"));
    QVERIFY(bob.closed);
    QCOMPARE(h.host().seatOf(bob.id), -1);
    QCOMPARE(ann.seats.seats[1].kind, std::string("open"));
    QVERIFY(!ann.seats.seats[1].taken);
    // Whatever the old connection still sends is ignored.
    const std::size_t before = h.host().state().history().size();
    h.send(bob, encode(Act{"pass", oldToken}));
    QCOMPARE(h.host().state().history().size(), before);
    h.drop(bob);
    // The old token does not take the seat back.
    FakeClient& again = h.join("Bob", 1, oldToken);
    h.read();
    QVERIFY(again.hasError("token"));
    QVERIFY(again.closed);
    // Someone new does, and is sent the game so far.
    FakeClient& cleo = h.join("Cleo", 1);
    h.read();
    QCOMPARE(cleo.seat(), 1);
    QVERIFY(cleo.token() != oldToken);
    QCOMPARE(*cleo.state, toWire(h.host().state().view(1)));
    QVERIFY(!cleo.events.empty());  // the game so far (checked event by event by privacy)
    playPeople(h, rng);
    QVERIFY(h.host().state().isTerminal());
}

void TestNetworkSeats::readyAndStartRules() {
    {  // WhenReady: every seat taken and every person ready.
        Harness h(setupOf("jabberwocky", 3, StartRule::WhenReady));
        FakeClient& ann = h.join("Ann");
        FakeClient& bob = h.join("Bob");
        QCOMPARE(h.host().seatBot(2, "casual"), std::string());
        h.read();
        QVERIFY(!h.host().started());
        QVERIFY(bob.seats.seats[2].ready);  // a bot always is
        h.send(ann, encode(Ready{true, ann.token()}));
        h.read();
        QVERIFY(bob.seats.seats[0].ready);
        QVERIFY(!bob.seats.seats[1].ready);
        QVERIFY(!h.host().started());
        // Another seat's token, or a made-up one, is not this seat's.
        h.send(bob, encode(Ready{true, ann.token()}));
        h.read();
        QVERIFY(bob.hasError("token"));
        QVERIFY(!h.host().started());
        h.send(bob, encode(Ready{true, bob.token()}));
        h.read();
        QVERIFY(h.host().started());
        QVERIFY(ann.state.has_value() && bob.state.has_value());
        // Ready after the start is refused.
        h.send(bob, encode(Ready{false, bob.token()}));
        h.read();
        QCOMPARE(bob.refusals.size(), std::size_t(1));
        QCOMPARE(bob.refusals[0].action, std::string("ready"));
    }
    {  // ByHost: only start() starts, and only with every seat taken.
        Harness h(setupOf("madjack", 2, StartRule::ByHost));
        FakeClient& ann = h.join("Ann");
        h.read();
        h.send(ann, encode(Ready{true, ann.token()}));
        QVERIFY(!h.host().start().empty());  // seat 1 is open
        QCOMPARE(h.host().seatBot(1, "casual"), std::string());
        h.read();
        QVERIFY(!h.host().started());
        QVERIFY(!ann.state.has_value());
        QCOMPARE(h.host().start(), std::string());
        QVERIFY(!h.host().start().empty());  // once
        h.read();
        QVERIFY(ann.seats.started);
        QVERIFY(ann.state.has_value());
    }
}

// A hint goes to the asking seat alone, names one of its moves and is
// refused off its turn, before the start and after the end.
void TestNetworkSeats::hints() {
    Harness h(setupOf("madjack", 2, StartRule::ByHost));
    FakeClient& ann = h.join("Ann", 0);
    FakeClient& bob = h.join("Bob", 1);
    h.read();
    h.send(ann, encode(AskHint{ann.token()}));
    h.read();
    QCOMPARE(ann.refusals.size(), std::size_t(1));
    QCOMPARE(ann.refusals[0].action, std::string("hint"));
    QCOMPARE(h.host().start(), std::string());
    std::uint64_t rng = 5;
    int hinted = 0;
    while (!h.host().state().isTerminal()) {
        h.read();
        FakeClient& mover = h.host().state().toAct() == 0 ? ann : bob;
        FakeClient& other = &mover == &ann ? bob : ann;
        if (hinted < 4) {
            const std::size_t refusals = other.refusals.size();
            h.send(other, encode(AskHint{other.token()}));
            mover.hint.reset();
            h.send(mover, encode(AskHint{mover.token()}));
            h.read();
            QCOMPARE(other.refusals.size(), refusals + 1);
            QCOMPARE(other.refusals.back().reason, std::string("It is not your turn."));
            QVERIFY(mover.hint.has_value());
            bool offered = false;
            for (const WireMove& m : mover.moves.moves)
                offered = offered || (m.text == mover.hint->text && m.withheldBecause.empty());
            QVERIFY2(offered, mover.hint->text.c_str());
            QVERIFY(!mover.hint->label.empty());
            ++hinted;
            h.send(mover, encode(Act{mover.hint->text, mover.token()}));
            continue;
        }
        h.send(mover, encode(Act{pickMove(mover.moves, rng), mover.token()}));
    }
    h.send(ann, encode(AskHint{ann.token()}));
    h.read();
    QCOMPARE(ann.refusals.back().reason, std::string("The game is over."));
    // Another seat's token asks nothing.
    h.send(ann, encode(AskHint{bob.token()}));
    h.read();
    QVERIFY(ann.hasError("token"));
}

// Hints are worked out in the Thinker: a second request while one is on its
// way is refused, and a hint for a position that moved on is not sent.
void TestNetworkSeats::oneHintAtATime() {
    Harness h(setupOf("madjack", 2), true);
    FakeClient& ann = h.join("Ann", 0);
    FakeClient& bob = h.join("Bob", 1);
    h.read();
    FakeClient& mover = h.host().state().toAct() == 0 ? ann : bob;
    h.send(mover, encode(AskHint{mover.token()}));
    h.send(mover, encode(AskHint{mover.token()}));
    h.read();
    QCOMPARE(mover.refusals.size(), std::size_t(1));
    QCOMPARE(mover.refusals[0].reason, std::string("A hint is on its way."));
    QCOMPARE(h.waitingThinks(), std::size_t(1));
    h.runThinks();
    h.read();
    QVERIFY(mover.hint.has_value());
    // Asked, then the move made before the answer: no stale hint.
    mover.hint.reset();
    h.send(mover, encode(AskHint{mover.token()}));
    std::uint64_t rng = 1;
    h.send(mover, encode(Act{pickMove(mover.moves, rng), mover.token()}));
    h.runThinks();
    h.read();
    QVERIFY(!mover.hint.has_value());
    QCOMPARE(mover.refusals.back().reason,
             std::string("The table moved on before the hint was ready."));
}

QTEST_GUILESS_MAIN(TestNetworkSeats)
#include "tst_network_seats.moc"
