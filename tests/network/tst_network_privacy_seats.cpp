// Privacy with bots, drops and hints: over seeded whole games of every game
// at its smallest and largest table, seat 0 is a bot, another seat drops, is
// played by a stand-in bot after the wait and is taken back with its token,
// and people ask for hints. Every message each seat is sent passes the same
// check as in tst_network_privacy (its own view and seen events only); a hint
// must be one of the seat's own moves and name no card the seat has not seen.
#include <QTest>

#include "catalog/registry.h"
#include "core/rng.h"
#include "host_harness.h"
#include "privacy_check.h"
#include "support/test_support.h"

using namespace felt;
using namespace felt::net;
using namespace felt::net::test;

namespace {

constexpr int kMaxSteps = 40000;  // every game here ends far sooner
constexpr std::int64_t kWait = 5000;

}  // namespace

class TestNetworkPrivacySeats : public QObject {
    Q_OBJECT
private slots:
    void botsDropsAndHints_data();
    void botsDropsAndHints();
};

void TestNetworkPrivacySeats::botsDropsAndHints_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    for (const auto& [id, players] : smallestAndLargestTables()) {
        const QByteArray name = QByteArray::fromStdString(id) + "/" + QByteArray::number(players);
        QTest::newRow(name.constData()) << QString::fromStdString(id) << players;
    }
}

void TestNetworkPrivacySeats::botsDropsAndHints() {
    QFETCH(QString, game);
    QFETCH(int, players);
    const GameInfo* info = findGame(game.toStdString());
    QVERIFY(info);
    const std::uint64_t seed = 0xb075eed + static_cast<std::uint64_t>(players) * 131;
    Rng rng(seed);
    HostSetup setup;
    setup.game = info->id;
    setup.players = players;
    setup.seed = seed;
    setup.awayWaitMs = kWait;
    setup.standInLevel = "beginner";
    if (auto random = felt::test::randomSetup(*info, players, rng)) setup.options = random->options;
    Harness h(setup, true);  // bots think only when the test runs their jobs
    QVERIFY2(h.host().error().empty(), h.host().error().c_str());
    PrivacyCheck check(h.host().state());
    std::string problems;
    h.onMessage = [&](FakeClient& c, const QByteArray& raw, const HostMessage& m) {
        const auto* w = std::get_if<WireWelcome>(&m);
        check.check(w ? w->seat : c.seat(), raw, m);
        if (auto* r = std::get_if<WireRefused>(&m)) problems += "refused: " + r->reason + "\n";
        if (auto* e = std::get_if<WireError>(&m)) problems += "error: " + e->message + "\n";
    };
    // Every message is read right after the move it follows, against the same position.
    h.host().onAction = [&] {
        check.advance(h.host().state());
        h.read();
    };

    QCOMPARE(h.host().seatBot(0, "casual"), std::string());
    std::vector<FakeClient*> people(static_cast<std::size_t>(players), nullptr);
    for (int s = 1; s < players; ++s) people[static_cast<std::size_t>(s)] = &h.join("P", s);
    h.read();
    QVERIFY(h.host().started());
    const int dropper = 1;
    const std::string dropperToken = people[dropper]->token();
    std::uint64_t choice = seed | 1;
    int moves = 0, hintsAsked = 0, standInMoves = 0, personTurns = 0;
    bool dropped = false, back = false;
    for (int step = 0; step < kMaxSteps && !h.host().state().isTerminal(); ++step) {
        QVERIFY2(problems.empty(), problems.c_str());
        if (h.waitingThinks() > 0) {
            const int toAct = h.host().state().toAct();
            const std::size_t before = h.host().state().history().size();
            h.runThinks();
            h.read();
            if (toAct == dropper && h.host().state().history().size() > before) ++standInMoves;
            continue;
        }
        moves = static_cast<int>(h.host().state().history().size());
        if (!dropped && moves >= 4) {
            h.drop(*people[dropper]);
            people[dropper] = nullptr;
            dropped = true;
            h.read();
            continue;
        }
        const int toAct = h.host().state().toAct();
        FakeClient* mover = people[static_cast<std::size_t>(toAct)];
        if (!mover) {
            if (!back && standInMoves >= 3) {
                // Back with the token: the stand-in stops, the seat is sent everything again.
                people[dropper] = &h.join("P again", -1, dropperToken);
                back = true;
                h.read();
                QVERIFY(people[dropper]->state.has_value());
                continue;
            }
            // Nobody to act: the wait passes and a stand-in takes the seat.
            h.clock += kWait;
            h.host().poll();
            h.read();
            QVERIFY2(h.waitingThinks() > 0, "the stand-in did not start thinking");
            continue;
        }
        if (hintsAsked < 4 && ++personTurns % 2 == 1) {  // every other turn, a few times
            mover->hint.reset();
            h.send(*mover, encode(AskHint{mover->token()}));
            h.runThinks();  // the hint is the only job waiting
            h.read();
            QVERIFY2(mover->hint.has_value(), "no hint came");
            ++hintsAsked;
        }
        const std::string text = pickMove(mover->moves, choice);
        QVERIFY2(!text.empty(), "the seat to act was sent no move");
        h.send(*mover, encode(Act{text, mover->token()}));
        h.read();
    }
    QVERIFY2(problems.empty(), problems.c_str());
    QVERIFY2(h.host().state().isTerminal(), "the game did not end");
    QVERIFY2(h.host().error().empty(), h.host().error().c_str());
    check.finish();
    QVERIFY2(check.failures().empty(), check.summary().c_str());
    QVERIFY(dropped);
    QVERIFY(check.hintsChecked() > 0);
    for (FakeClient* c : people)
        if (c) QVERIFY(c->result.has_value());
}

QTEST_GUILESS_MAIN(TestNetworkPrivacySeats)
#include "tst_network_privacy_seats.moc"
