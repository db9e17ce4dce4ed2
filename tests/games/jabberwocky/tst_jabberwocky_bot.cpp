// The heuristic Jabberwocky bot: sensible bids, cheap wins, ducking, legal
// choices for the dealer, no peeking, and a clear edge over random play.
#include <QTest>

#include "bots/bot.h"
#include "games/jabberwocky/jabberwocky.h"
#include "games/jabberwocky/jabberwocky_bot.h"
#include "jabberwocky_deals.h"
#include "support/test_support.h"

using namespace felt;
using felt::jabberwocky::HeuristicBot;
using test::asJabberwocky;

namespace {

// What the heuristic bot of the seat to act chooses, shown a determinization.
std::string botChoice(const GameState& state, std::uint64_t seed = 1) {
    HeuristicBot bot(seed);
    Rng rng(seed + 100);
    return state.format(askBot(bot, state, rng));
}

// Seat 3 deals; clubs are trumps; seats 0-2 hold these cards, seat 3 `dealerHand`.
std::unique_ptr<GameState> dealerTest(const std::vector<std::string>& dealerHand) {
    return test::stackedJabberwocky(
        3, {{"10h", "5s", "4d"}, {"Jh", "Ks", "6s"}, {"3h", "7s", "Jd"}, dealerHand}, "2c");
}

}  // namespace

class TstJabberwockyBot : public QObject {
    Q_OBJECT
private slots:
    void bidsFromHonoursAndTrumps();
    void jw2_dealerBotBidsNearestLegalBid();
    void winsCheaplyWhenItNeedsTricks();
    void ducksWithTheHighestLosingCard();
    void discardsItsMostDangerousCardWhenVoid();
    void leadsItsWinnerWhenItNeedsATrickAndLowWhenNot();
    void choosesOnlyFromWhatItsSeatKnows();
    void jw3_neverRevokesOnPurpose();
    void beatsRandomPlayersClearly();
};

void TstJabberwockyBot::bidsFromHonoursAndTrumps() {
    auto strong = test::stackedJabberwocky(
        3, {{"Ac", "Kc", "Qc"}, {"Jh", "Ks", "6s"}, {"3h", "7s", "Jd"}, {"9h", "3c", "10d"}}, "2c");
    QVERIFY(strong);
    QCOMPARE(botChoice(*strong), std::string("bid 3"));
    auto weak = test::stackedJabberwocky(
        3, {{"2h", "3d", "4s"}, {"Jh", "Ks", "6s"}, {"3h", "7s", "Jd"}, {"9h", "3c", "10d"}}, "2c");
    QVERIFY(weak);
    QCOMPARE(botChoice(*weak), std::string("bid 0"));
    auto aces = test::stackedJabberwocky(
        3, {{"Ah", "Ad", "4s"}, {"Jh", "Ks", "6s"}, {"3h", "7s", "Jd"}, {"9h", "3c", "10d"}}, "2c");
    QVERIFY(aces);
    // Side aces can be ruffed by short opponents: worth a trick or two, not nothing.
    const std::string acesBid = botChoice(*aces);
    QVERIFY2(acesBid == "bid 1" || acesBid == "bid 2", acesBid.c_str());
}

// ruling JW-2
void TstJabberwockyBot::jw2_dealerBotBidsNearestLegalBid() {
    auto state = dealerTest({"Ac", "Kc", "Qc"});
    QVERIFY(state);
    QCOMPARE(test::playAll(*state, {"bid 0", "bid 0", "bid 0"}), std::string());
    // Three top trumps are worth 3, which the dealer may not bid here.
    QCOMPARE(asJabberwocky(*state).forbiddenDealerBid(), 3);
    for (std::uint64_t seed = 1; seed <= 20; ++seed)
        QCOMPARE(botChoice(*state, seed), std::string("bid 2"));
}

void TstJabberwockyBot::winsCheaplyWhenItNeedsTricks() {
    auto state = dealerTest({"Ah", "Qh", "2h"});
    QVERIFY(state);
    QCOMPARE(test::playAll(*state, {"bid 0", "bid 0", "bid 0", "bid 1"}), std::string());
    QCOMPARE(test::playAll(*state, {"play 10h", "play Jh", "play 3h"}), std::string());
    QCOMPARE(botChoice(*state), std::string("play Qh"));
}

void TstJabberwockyBot::ducksWithTheHighestLosingCard() {
    auto state = dealerTest({"Ah", "9h", "2h"});
    QVERIFY(state);
    QCOMPARE(test::playAll(*state, {"bid 0", "bid 0", "bid 1", "bid 0"}), std::string());
    QCOMPARE(test::playAll(*state, {"play 10h", "play Jh", "play 3h"}), std::string());
    QCOMPARE(botChoice(*state), std::string("play 9h"));
}

void TstJabberwockyBot::discardsItsMostDangerousCardWhenVoid() {
    auto state = dealerTest({"As", "3d", "5d"});
    QVERIFY(state);
    QCOMPARE(test::playAll(*state, {"bid 0", "bid 0", "bid 1", "bid 0"}), std::string());
    QCOMPARE(test::playAll(*state, {"play 10h", "play Jh", "play 3h"}), std::string());
    QCOMPARE(botChoice(*state), std::string("play As"));
}

void TstJabberwockyBot::leadsItsWinnerWhenItNeedsATrickAndLowWhenNot() {
    const std::vector<std::vector<std::string>> hands = {
        {"Ah", "2d", "3s"}, {"Jh", "Ks", "6s"}, {"3h", "7s", "Jd"}, {"9h", "3c", "10d"}};
    auto needs = test::stackedJabberwocky(3, hands, "2c");
    QVERIFY(needs);
    QCOMPARE(test::playAll(*needs, {"bid 1", "bid 0", "bid 1", "bid 0"}), std::string());
    QCOMPARE(botChoice(*needs), std::string("play Ah"));
    auto ducks = test::stackedJabberwocky(3, hands, "2c");
    QVERIFY(ducks);
    QCOMPARE(test::playAll(*ducks, {"bid 0", "bid 0", "bid 1", "bid 0"}), std::string());
    const std::string lead = botChoice(*ducks);
    QVERIFY2(lead == "play 2d" || lead == "play 3s", lead.c_str());
}

void TstJabberwockyBot::choosesOnlyFromWhatItsSeatKnows() {
    // Two bots with the same seed, each shown another determinization of the
    // same position, must agree: the choice may not depend on hidden cards.
    test::Setup s;
    s.game = "jabberwocky";
    s.players = 4;
    s.seed = 42;
    auto state = test::makeGame(s);
    QVERIFY(state);
    HeuristicBot a(9), b(9);
    Rng ra(1), rb(2), mover(3);
    int decisions = 0;
    while (!state->isTerminal()) {
        const int seat = state->toAct();
        const auto da = state->determinize(seat, ra);
        const auto db = state->determinize(seat, rb);
        const Action ca = a.choose(*da, seat);
        const Action cb = b.choose(*db, seat);
        QCOMPARE(state->format(ca), state->format(cb));
        QCOMPARE(state->apply(ca), std::string());
        ++decisions;
    }
    QCOMPARE(decisions, 4 * (13 + 75));
}

// ruling JW-3 (variant revokes)
void TstJabberwockyBot::jw3_neverRevokesOnPurpose() {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        test::Setup s;
        s.game = "jabberwocky";
        s.players = 4;
        s.seed = seed;
        s.options = {{"revokes", "true"}};
        auto state = test::makeGame(s);
        QVERIFY(state);
        HeuristicBot bot(seed);
        Rng rng(seed);
        while (!state->isTerminal()) {
            EventList events;
            QCOMPARE(state->apply(askBot(bot, *state, rng), &events), std::string());
            for (const Event& e : events) QVERIFY(e.kind != EventKind::Penalty);
        }
    }
}

void TstJabberwockyBot::beatsRandomPlayersClearly() {
    // Seat 0 is heuristic, seats 1-3 random; the seat moves round by the first dealer.
    const int games = 60;
    int wins = 0;
    double ownScore = 0, otherScore = 0;
    for (int g = 0; g < games; ++g) {
        test::Setup s;
        s.game = "jabberwocky";
        s.players = 4;
        s.seed = 1000 + static_cast<std::uint64_t>(g);
        auto state = test::makeGame(s);
        QVERIFY(state);
        HeuristicBot heuristic(s.seed);
        RandomBot random(s.seed);
        Rng rng(s.seed);
        while (!state->isTerminal()) {
            Bot& bot = state->toAct() == 0 ? static_cast<Bot&>(heuristic) : random;
            state->applyLegal(askBot(bot, *state, rng));
        }
        const Result r = state->result();
        wins += r.placements[0] == 1;
        ownScore += r.scores[0];
        for (int seat = 1; seat < 4; ++seat) otherScore += r.scores[seat] / 3.0;
    }
    ownScore /= games;
    otherScore /= games;
    qInfo("heuristic: %d of %d games won, mean score %.2f against %.2f", wins, games, ownScore,
          otherScore);
    QVERIFY(wins >= games * 8 / 10);
    QVERIFY(ownScore > 2.0 * otherScore);
}

QTEST_APPLESS_MAIN(TstJabberwockyBot)
#include "tst_jabberwocky_bot.moc"
