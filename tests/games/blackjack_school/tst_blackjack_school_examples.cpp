// Every numbered example turn of the Blackjack (school rules) source text,
// played on stacked deals, with the pick-ups it causes.
#include <QTest>

#include "bj_setup.h"

using namespace felt;
using namespace felt::test;
using namespace felt::test::bj;

#define PLAY_OK(game, ...) \
    QCOMPARE(QString::fromStdString(playAll(*(game), {__VA_ARGS__})), QString())

namespace {

// Two players, seat 0 (left of the dealer) plays first on an empty pile.
std::unique_ptr<GameState> firstTurn(std::vector<std::string> hand, bool debt = false) {
    Deal d;
    d.players = 2;
    d.dealer = 1;
    d.hands[0] = std::move(hand);
    d.debt = debt;
    return makeDeal(d);
}

// Examples 7-9 start after a previous turn of 9c 9h Jh, which leaves three
// cards to pick up and the Jh on top. Seat 0 first fills the pile a little.
std::unique_ptr<GameState> facingThree() {
    Deal d;
    d.players = 2;
    d.dealer = 1;
    d.hands[0] = {"5c", "5d", "5h", "5s", "9s", "Ac", "Jc"};
    d.hands[1] = {"9c", "9h", "Jh"};
    auto g = makeDeal(d);
    if (!g) return g;
    const std::string why = playAll(
        *g, {"play 5c", "play 5d", "play 5h", "play 5s", "play 9s", "end",  // seat 0, capped
             "play 9c", "play 9h", "play Jh", "end"});                      // seat 1
    if (!why.empty()) QTest::qFail(why.c_str(), __FILE__, __LINE__);
    return g;
}

const std::vector<std::string> kExample10 = {
    "play Ks",   "play Kc",   "play 6c", "play 6h", "play 6d", "play 6s",   "play Qs",
    "play 8h",   "play 8d",   "play 3d", "play 4d", "play 4h", "play As s", "play Ac c",
    "play Ad d", "play Ah h", "play Jh", "play Jd", "play Jc", "play Js"};

}  // namespace

class TstBlackjackSchoolExamples : public QObject {
    Q_OBJECT
private slots:
    void example1_oneCardTurnIsClean();
    void example2_pairCappedBySuit();
    void example3_threeThenMatchingCard();
    void example4_threeJacksLeaveThirteenForNext();
    void example5_playingNothingCostsOneCard();
    void example6_uncappedPairCostsOneCard();
    void example7_pickUpTheThree();
    void example8_aceCancelsThePickUp();
    void example9_jackAddsFiveForNext();
    void example10_longTurnSixteenForThePlayerAfterTwoSkips();
    void example10_onAnEmptyPileWithTwoPlayers();
    void turnComesBackToItsPlayerThroughEightsAndKings();
};

void TstBlackjackSchoolExamples::example1_oneCardTurnIsClean() {
    auto g = firstTurn({"9h"});
    QVERIFY(g);
    PLAY_OK(g, "play 9h");
    QCOMPARE(stat(*g, "end_cost"), 0);
    PLAY_OK(g, "end");
    QCOMPARE(handSize(*g, 0), 25);
    QCOMPARE(g->toAct(), 1);
    QCOMPARE(stat(*g, "pending_pickup"), 0);
}

void TstBlackjackSchoolExamples::example2_pairCappedBySuit() {
    auto g = firstTurn({"9h", "9c", "4c"});
    QVERIFY(g);
    PLAY_OK(g, "play 9h", "play 9c");
    QCOMPARE(stat(*g, "capped"), 0);
    PLAY_OK(g, "play 4c");
    QCOMPARE(stat(*g, "capped"), 1);
    QCOMPARE(stat(*g, "end_cost"), 0);
    PLAY_OK(g, "end");
    QCOMPARE(handSize(*g, 0), 23);
    QCOMPARE(g->toAct(), 1);
    QCOMPARE(stat(*g, "pending_pickup"), 0);
}

void TstBlackjackSchoolExamples::example3_threeThenMatchingCard() {
    auto g = firstTurn({"9h", "9c", "3c", "4c"});
    QVERIFY(g);
    PLAY_OK(g, "play 9h", "play 9c", "play 3c");
    QCOMPARE(stat(*g, "end_cost"), 1);  // a 3 must be answered
    PLAY_OK(g, "play 4c");
    QCOMPARE(stat(*g, "end_cost"), 0);
    PLAY_OK(g, "end");
    QCOMPARE(handSize(*g, 0), 22);
    QCOMPARE(stat(*g, "pending_pickup"), 0);
}

void TstBlackjackSchoolExamples::example4_threeJacksLeaveThirteenForNext() {
    auto g = firstTurn({"Js", "Jc", "Jh"});
    QVERIFY(g);
    PLAY_OK(g, "play Js", "play Jc", "play Jh");
    QCOMPARE(stat(*g, "end_cost"), 0);
    QCOMPARE(stat(*g, "pickup_next"), 5 + 5 + 3);
    PLAY_OK(g, "end");
    QCOMPARE(handSize(*g, 0), 23);  // the player picks up nothing
    QCOMPARE(g->toAct(), 1);
    QCOMPARE(stat(*g, "pending_pickup"), 13);
}

void TstBlackjackSchoolExamples::example5_playingNothingCostsOneCard() {
    // At the very start the deck and pile are empty: the card cannot be taken
    // (G-4), and with the debt variant it is owed until the pile can refill the deck.
    auto g = firstTurn({});
    QVERIFY(g);
    QCOMPARE(stat(*g, "pickup_cost"), 1);
    PLAY_OK(g, "pickup");
    QCOMPARE(handSize(*g, 0), 26);
    QCOMPARE(stat(*g, "debt", 0), 0);
    QCOMPARE(g->toAct(), 1);

    Deal d;
    d.players = 2;
    d.dealer = 1;
    d.hands[1] = {"9h", "9c", "4c"};
    d.debt = true;
    auto owed = makeDeal(d);
    QVERIFY(owed);
    PLAY_OK(owed, "pickup");
    QCOMPARE(stat(*owed, "debt", 0), 1);
    PLAY_OK(owed, "play 9h", "play 9c", "play 4c", "end");
    QCOMPARE(stat(*owed, "debt", 0), 0);
    QCOMPARE(handSize(*owed, 0), 27);
    QVERIFY(holds(*owed, 0, "9h") || holds(*owed, 0, "9c"));

    // Later in the game, when the deck has cards, playing nothing takes one.
    auto later = facingThree();
    QVERIFY(later);
    PLAY_OK(later, "pickup");  // seat 0 takes the three of example 7
    QCOMPARE(later->toAct(), 1);
    const int before = handSize(*later, 1);
    PLAY_OK(later, "pickup");
    QCOMPARE(handSize(*later, 1), before + 1);
}

void TstBlackjackSchoolExamples::example6_uncappedPairCostsOneCard() {
    auto g = firstTurn({"9h", "9c"});
    QVERIFY(g);
    PLAY_OK(g, "play 9h", "play 9c");
    QCOMPARE(stat(*g, "end_cost"), 1);
    PLAY_OK(g, "end");
    // The deck was empty: all but the top card (9c) went into it, so the 9h comes back.
    QCOMPARE(handSize(*g, 0), 25);
    QVERIFY(holds(*g, 0, "9h"));
    QCOMPARE(bjState(*g).pile().size(), std::size_t{1});
    QCOMPARE(g->toAct(), 1);
}

void TstBlackjackSchoolExamples::example7_pickUpTheThree() {
    auto g = facingThree();
    QVERIFY(g);
    QCOMPARE(g->toAct(), 0);
    QCOMPARE(stat(*g, "pending_pickup"), 3);
    QCOMPARE(stat(*g, "pickup_cost"), 3);
    const int before = handSize(*g, 0);
    PLAY_OK(g, "pickup");
    QCOMPARE(handSize(*g, 0), before + 3);
    QCOMPARE(g->toAct(), 1);
    QCOMPARE(stat(*g, "pending_pickup"), 0);
}

void TstBlackjackSchoolExamples::example8_aceCancelsThePickUp() {
    auto g = facingThree();
    QVERIFY(g);
    const int before = handSize(*g, 0);
    PLAY_OK(g, "play Ac c");
    QCOMPARE(stat(*g, "pending_pickup"), 0);
    QCOMPARE(stat(*g, "end_cost"), 0);
    PLAY_OK(g, "end");
    QCOMPARE(handSize(*g, 0), before - 1);
    QCOMPARE(g->toAct(), 1);
    QCOMPARE(stat(*g, "pending_pickup"), 0);
    QCOMPARE(stat(*g, "named_suit"), int(kClubs));
}

void TstBlackjackSchoolExamples::example9_jackAddsFiveForNext() {
    auto g = facingThree();
    QVERIFY(g);
    const int before = handSize(*g, 0);
    PLAY_OK(g, "play Jc");
    QCOMPARE(stat(*g, "pickup_next"), 3 + 5);
    PLAY_OK(g, "end");
    QCOMPARE(handSize(*g, 0), before - 1);
    QCOMPARE(g->toAct(), 1);
    QCOMPARE(stat(*g, "pending_pickup"), 8);
}

void TstBlackjackSchoolExamples::example10_longTurnSixteenForThePlayerAfterTwoSkips() {
    // Four players, so that two skips are visible. Seat 0 needs all twenty cards:
    // it holds thirteen and picks up the other seven from a refilled deck.
    Deal d;
    d.players = 4;
    d.dealer = 3;
    d.hands[0] = {"Ks", "Kc", "Qs", "8h", "8d", "As", "Ac", "Ad", "Ah", "Jh", "Jd", "Jc", "Js"};
    d.hands[1] = {"6c", "6h", "6d", "6s"};
    d.hands[2] = {"4s", "4d", "4h", "3h", "3d", "5d"};
    d.hands[3] = {"2d", "2c", "2h", "2s"};
    d.refill = {"6c", "6h", "6d", "6s", "4d", "4h", "3d", "5d"};
    auto g = makeDeal(d);
    QVERIFY(g);
    PLAY_OK(g, "pickup",                                                              // seat 0
            "play 6c", "play 6h", "play 6d", "play 6s", "end",                        // seat 1
            "play 4s", "play 4d", "play 4h", "play 3h", "play 3d", "play 5d", "end",  // seat 2
            "play 2d", "play 2c", "play 2h", "play 2s", "end");  // seat 3: 8 for seat 0
    QCOMPARE(g->toAct(), 0);
    QCOMPARE(stat(*g, "pending_pickup"), 8);
    PLAY_OK(g, "pickup", "pickup", "pickup", "pickup");  // seat 0 takes 8; seats 1-3 one each
    QCOMPARE(g->toAct(), 0);
    QCOMPARE(handSize(*g, 0), 21);
    for (const auto& play : kExample10) QVERIFY(holds(*g, 0, play.substr(5, 2)));

    PLAY_OK(g, "play Ks", "play Kc");
    QCOMPARE(stat(*g, "direction"), 1);  // two Kings: unchanged
    for (std::size_t i = 2; i < kExample10.size(); ++i) {
        const std::string why = play(*g, kExample10[i]);
        QVERIFY2(why.empty(), (kExample10[i] + ": " + why).c_str());
    }
    QCOMPARE(stat(*g, "pending_skips"), 2);
    QCOMPARE(stat(*g, "pickup_next"), 3 + 3 + 5 + 5);
    QCOMPARE(stat(*g, "end_cost"), 0);
    QCOMPARE(stat(*g, "next_seat"), 3);
    PLAY_OK(g, "end");
    // Seats 1 and 2 are skipped; seat 3 has no Ace (all four were played) and
    // no 2 of spades (it lies in the pile), so it can only pick up the 16.
    QCOMPARE(g->toAct(), 3);
    QCOMPARE(stat(*g, "pending_pickup"), 16);
    QCOMPARE(legalTexts(*g), std::vector<std::string>{"pickup"});
    const int before = handSize(*g, 3);
    PLAY_OK(g, "pickup");
    QCOMPARE(handSize(*g, 3), before + 16);
    QCOMPARE(g->toAct(), 0);
}

void TstBlackjackSchoolExamples::example10_onAnEmptyPileWithTwoPlayers() {
    std::vector<std::string> hand;
    for (const auto& p : kExample10) hand.push_back(p.substr(5, 2));
    auto g = firstTurn(hand);
    QVERIFY(g);
    QCOMPARE(QString::fromStdString(playAll(*g, kExample10)), QString());
    QCOMPARE(stat(*g, "pending_skips"), 2);
    QCOMPARE(stat(*g, "pickup_next"), 16);
    PLAY_OK(g, "end");
    QCOMPARE(handSize(*g, 0), 6);
    QCOMPARE(g->toAct(), 1);  // two skips go round the table once
    QCOMPARE(stat(*g, "pending_pickup"), 16);
}

void TstBlackjackSchoolExamples::turnComesBackToItsPlayerThroughEightsAndKings() {
    Deal d;
    d.players = 4;
    d.dealer = 3;
    d.hands[0] = {"Kh", "Kd", "Kc", "8c", "8s", "8h"};
    auto g = makeDeal(d);
    QVERIFY(g);
    // Three Kings leave play anticlockwise; the three 8s then each skip one
    // player anticlockwise: 0 -> 3 (skipped) -> 2 -> 1 -> 0... the turn
    // lands on the player who made it.
    PLAY_OK(g, "play Kh", "play Kd", "play Kc", "play 8c", "play 8s", "play 8h");
    QCOMPARE(stat(*g, "direction"), -1);
    QCOMPARE(stat(*g, "pending_skips"), 3);
    QCOMPARE(stat(*g, "next_seat"), 0);
    QCOMPARE(stat(*g, "end_cost"), 0);
    const int turn = stat(*g, "turn");
    PLAY_OK(g, "end");
    QCOMPARE(g->toAct(), 0);
    QCOMPARE(stat(*g, "turn"), turn + 1);
    QCOMPARE(stat(*g, "turn_cards"), 0);
    // Its new turn starts from the 8h on top.
    QVERIFY(g->isLegal(*g->parse("pickup")));
    QCOMPARE(handSize(*g, 0), 7);
}

QTEST_APPLESS_MAIN(TstBlackjackSchoolExamples)
#include "tst_blackjack_school_examples.moc"
