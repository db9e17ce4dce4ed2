// Blackjack (school rules): one test (at least) per ruling BJ-1..BJ-9, plus
// the G-4 way forward when nothing can be drawn.
#include <QTest>

#include "bj_setup.h"

using namespace felt;
using namespace felt::test;
using namespace felt::test::bj;

#define PLAY_OK(game, ...) \
    QCOMPARE(QString::fromStdString(playAll(*(game), {__VA_ARGS__})), QString())

namespace {

std::unique_ptr<GameState> deal(int players, std::map<int, std::vector<std::string>> hands,
                                bool debt = false) {
    Deal d;
    d.players = players;
    d.dealer = players - 1;  // seat 0 plays first
    d.hands = std::move(hands);
    d.debt = debt;
    return makeDeal(d);
}

bool contains(const std::vector<std::string>& list, const std::string& item) {
    return std::find(list.begin(), list.end(), item) != list.end();
}

// The cards of the legal plays, without the suit an Ace names.
std::vector<std::string> playableCards(const GameState& g) {
    std::vector<std::string> out;
    for (const auto& t : legalTexts(g)) {
        if (t.rfind("play ", 0) != 0) continue;
        const std::string card = t.substr(5, t.find(' ', 5) - 5);
        if (!contains(out, card)) out.push_back(card);
    }
    return out;
}

}  // namespace

class TstBlackjackSchoolRulings : public QObject {
    Q_OBJECT
private slots:
    void bj1_wholeDeckDealtAndLeftOfDealerStartsOnAnEmptyPile();
    void bj2_stepTwoRepeatsTheRankAndCappingEndsCleanly();
    void bj2_runsOfThreeOrMoreAreCapped();
    void bj2_aceIsWildOnlyAsStepOne();
    void bj3_uncappedEndCostsOneCardButNotAfterTwosOrJacks();
    void bj3_emptyingTheHandWithAPowerCardCostsOneCard();
    void bj4_playingNothingIsAlwaysAllowed();
    void bj5_threeMustBeMatched();
    void bj5_anythingMayFollowAQueen();
    void bj6_onlyTheFinalRunOfTwosAndJacksCounts();
    void bj6_facingAPickUpAceCancelsOrTwosAndJacksPassItOn();
    void bj7_eightsSkipInTheDirectionCurrentWhenPlayed();
    void bj7_kingsReverseForTheRestOfTheGame();
    void bj8_refillKeepsTheTopCardAndShortPickUpsAreWaived();
    void bj8_debtVariantCollectsWhatWasOwed();
    void bj9_emptyHandAfterCappedNonPowerFinishWins();
    void bj9_uncappedFinishDoesNotWin();
    void bj9_owingCardsBlocksTheWin();
    void g4_pickupStaysLegalWhenNothingCanBeDrawn();
};

// ruling BJ-1
void TstBlackjackSchoolRulings::bj1_wholeDeckDealtAndLeftOfDealerStartsOnAnEmptyPile() {
    for (int n = 2; n <= 8; ++n) {
        for (int dealer : {0, n - 1}) {
            Setup s;
            s.game = "blackjack-school";
            s.players = n;
            s.firstDealer = dealer;
            s.seed = static_cast<std::uint64_t>(40 + n);
            auto g = makeGame(s);
            QVERIFY(g);
            const auto& st = bjState(*g);
            QCOMPARE(st.deckSize(), 0);
            QVERIFY(st.pile().empty());
            int total = 0;
            for (int k = 0; k < n; ++k) {
                const int seat = (dealer + 1 + k) % n;
                QCOMPARE(st.handSize(seat), 52 / n + (k < 52 % n ? 1 : 0));
                total += st.handSize(seat);
            }
            QCOMPARE(total, 52);
            QCOMPARE(g->toAct(), (dealer + 1) % n);
            QCOMPARE(stat(*g, "direction"), 1);
            // The first card is free: every card in hand may be played.
            QCOMPARE(int(playableCards(*g).size()), st.handSize(g->toAct()));
        }
    }
    // The first dealer comes from the seed when not given (G-1/G-2).
    Setup s;
    s.game = "blackjack-school";
    s.players = 5;
    s.seed = 9;
    auto a = makeGame(s), b = makeGame(s);
    QCOMPARE(a->view(kEveryone), b->view(kEveryone));
}

// ruling BJ-2
void TstBlackjackSchoolRulings::bj2_stepTwoRepeatsTheRankAndCappingEndsCleanly() {
    auto g = deal(2, {{0, {"5h", "5c", "7c", "7d", "Kc", "9s"}}});
    QVERIFY(g);
    PLAY_OK(g, "play 5h");
    QCOMPARE(stat(*g, "step"), 2);
    QCOMPARE(playableCards(*g), std::vector<std::string>{"5c"});  // no other 5 in this hand
    QCOMPARE(stat(*g, "end_cost"), 0);
    QVERIFY(test::whyNotCard(*g, *g->parse("play 7c")->cards.begin()).find("only another 5") !=
            std::string::npos);
    PLAY_OK(g, "play 5c");
    QCOMPARE(stat(*g, "step"), 1);
    QCOMPARE(stat(*g, "capped"), 0);
    QCOMPARE(stat(*g, "end_cost"), 1);
    const auto playable = playableCards(*g);
    QVERIFY(contains(playable, "7c") && contains(playable, "Kc"));
    QVERIFY(!contains(playable, "7d") && !contains(playable, "9s"));
    PLAY_OK(g, "play 7c");  // caps the turn
    QCOMPARE(stat(*g, "capped"), 1);
    QCOMPARE(stat(*g, "end_cost"), 0);
    // And the loop may start again: step 2 with the 7d, then a cap.
    PLAY_OK(g, "play 7d");
    QCOMPARE(stat(*g, "end_cost"), 1);
}

// ruling BJ-2
void TstBlackjackSchoolRulings::bj2_runsOfThreeOrMoreAreCapped() {
    auto g = deal(2, {{0, {"9d", "9s", "9c", "9h"}}});
    QVERIFY(g);
    PLAY_OK(g, "play 9d", "play 9s");
    QCOMPARE(stat(*g, "end_cost"), 1);
    PLAY_OK(g, "play 9c");
    QCOMPARE(stat(*g, "end_cost"), 0);
    PLAY_OK(g, "play 9h");  // four of a kind is capped too
    QCOMPARE(stat(*g, "end_cost"), 0);
    PLAY_OK(g, "end");
    QCOMPARE(handSize(*g, 0), 22);
}

// ruling BJ-2
void TstBlackjackSchoolRulings::bj2_aceIsWildOnlyAsStepOne() {
    auto g = deal(2, {{0, {"5h", "Ah", "3h", "Ac", "9d"}}});
    QVERIFY(g);
    PLAY_OK(g, "play 5h");
    const std::string why = play(*g, "play Ah h");
    QVERIFY2(why.find("wild only") != std::string::npos, why.c_str());
    QCOMPARE(g->toAct(), 0);
    QCOMPARE(stat(*g, "turn_cards"), 1);

    // 3h Ah Ac: the Ace answers the 3 as a step-1 card, the second Ace is only
    // step 2, so the turn is not capped.
    auto h = deal(2, {{0, {"3h", "Ah", "Ac"}}});
    QVERIFY(h);
    PLAY_OK(h, "play 3h", "play Ah d");
    QCOMPARE(stat(*h, "named_suit"), int(kDiamonds));
    QCOMPARE(stat(*h, "end_cost"), 0);
    PLAY_OK(h, "play Ac c");
    QCOMPARE(stat(*h, "end_cost"), 1);
    // An Ace played at the start of a turn goes on anything.
    PLAY_OK(h, "end");
    QCOMPARE(h->toAct(), 1);
}

// ruling BJ-3
void TstBlackjackSchoolRulings::bj3_uncappedEndCostsOneCardButNotAfterTwosOrJacks() {
    auto g = deal(2, {{0, {"9h", "9c"}}});
    QVERIFY(g);
    PLAY_OK(g, "play 9h", "play 9c", "end");
    QCOMPARE(handSize(*g, 0), 25);

    auto twos = deal(2, {{0, {"2h", "2c"}}});
    QVERIFY(twos);
    PLAY_OK(twos, "play 2h", "play 2c");
    QCOMPARE(stat(*twos, "capped"), 1);
    QCOMPARE(stat(*twos, "end_cost"), 0);
    PLAY_OK(twos, "end");
    QCOMPARE(handSize(*twos, 0), 24);
    QCOMPARE(stat(*twos, "pending_pickup"), 4);

    auto jacks = deal(2, {{0, {"Jh", "Jd"}}});
    QVERIFY(jacks);
    PLAY_OK(jacks, "play Jh", "play Jd", "end");
    QCOMPARE(handSize(*jacks, 0), 24);
    QCOMPARE(stat(*jacks, "pending_pickup"), 6);
}

// ruling BJ-3
void TstBlackjackSchoolRulings::bj3_emptyingTheHandWithAPowerCardCostsOneCard() {
    // Eight players: seat 0 holds seven cards and can shed them all.
    auto g = deal(8, {{0, {"5h", "5d", "5c", "5s", "2s", "2c", "2d"}}});
    QVERIFY(g);
    QCOMPARE(handSize(*g, 0), 7);
    PLAY_OK(g, "play 5h", "play 5d", "play 5c", "play 5s", "play 2s", "play 2c", "play 2d");
    QCOMPARE(handSize(*g, 0), 0);
    QCOMPARE(stat(*g, "capped"), 1);
    QCOMPARE(stat(*g, "end_cost"), 1);
    PLAY_OK(g, "end");
    QVERIFY(!g->isTerminal());
    QCOMPARE(handSize(*g, 0), 1);
    QCOMPARE(g->toAct(), 1);
    QCOMPARE(stat(*g, "pending_pickup"), 6);  // the 2s still count for the next player
}

// ruling BJ-4
void TstBlackjackSchoolRulings::bj4_playingNothingIsAlwaysAllowed() {
    auto g = deal(2, {{0, {"9h", "9c", "9d", "4d"}}, {1, {"9s", "4h"}}});
    QVERIFY(g);
    PLAY_OK(g, "play 9h", "play 9c", "play 9d", "end");
    QVERIFY(contains(legalTexts(*g), "play 9s"));  // seat 1 could play...
    QVERIFY(contains(legalTexts(*g), "pickup"));   // ...but may pick up instead
    QCOMPARE(stat(*g, "pickup_cost"), 1);
    PLAY_OK(g, "pickup");
    QCOMPARE(handSize(*g, 1), 27);
    QCOMPARE(g->toAct(), 0);
    // Once a card is played the turn cannot turn into a pick-up.
    PLAY_OK(g, "play 4d");
    QVERIFY(!contains(legalTexts(*g), "pickup"));
    QVERIFY(play(*g, "pickup").find("already played") != std::string::npos);
}

// ruling BJ-5
void TstBlackjackSchoolRulings::bj5_threeMustBeMatched() {
    auto g = deal(2, {{0, {"3c", "3d", "4c", "7h", "Ad"}}});
    QVERIFY(g);
    PLAY_OK(g, "play 3c");
    QCOMPARE(stat(*g, "end_cost"), 1);  // ending on a 3 means picking up one
    const auto playable = playableCards(*g);
    for (const auto& card : playable)
        QVERIFY2(card.back() == 'c' || card[0] == '3' || card[0] == 'A', card.c_str());
    QVERIFY(contains(playable, "4c") && contains(playable, "3d") && contains(playable, "Ad"));
    QVERIFY(!contains(playable, "7h"));
    PLAY_OK(g, "play 3d");  // another 3 answers it, and must be answered in turn
    QCOMPARE(stat(*g, "end_cost"), 1);
    QVERIFY(!contains(playableCards(*g), "4c"));
    PLAY_OK(g, "play Ad d");
    QCOMPARE(stat(*g, "end_cost"), 0);
    PLAY_OK(g, "end");
    QCOMPARE(handSize(*g, 0), 23);
}

// ruling BJ-5
void TstBlackjackSchoolRulings::bj5_anythingMayFollowAQueen() {
    auto g = deal(2, {{0, {"Qs", "7d", "Qh"}}, {1, {"4c"}}});
    QVERIFY(g);
    PLAY_OK(g, "play Qs");
    // A Queen must be covered while cards remain.
    QCOMPARE(stat(*g, "end_cost"), -1);
    QVERIFY(play(*g, "end").find("Queen must be covered") != std::string::npos);
    QVERIFY(play(*g, "pickup").find("cover the Queen") != std::string::npos);
    QCOMPARE(int(playableCards(*g).size()), handSize(*g, 0));
    PLAY_OK(g, "play 7d");  // counts as the capping step-1 card
    QCOMPARE(stat(*g, "end_cost"), 0);

    // Going out on a Queen is allowed but costs a card (a power card), and
    // the Queen left on top lets the next player start with any card.
    auto h = deal(8, {{0, {"5c", "5d", "5h", "5s", "6s", "6c", "Qc"}}});
    QVERIFY(h);
    PLAY_OK(h, "play 5c", "play 5d", "play 5h", "play 5s", "play 6s", "play 6c", "play Qc");
    QCOMPARE(stat(*h, "end_cost"), 1);
    PLAY_OK(h, "end");
    QCOMPARE(handSize(*h, 0), 1);
    QCOMPARE(h->toAct(), 1);
    QCOMPARE(int(playableCards(*h).size()), handSize(*h, 1));
}

// ruling BJ-6
void TstBlackjackSchoolRulings::bj6_onlyTheFinalRunOfTwosAndJacksCounts() {
    auto g = deal(2, {{0, {"2h", "2c", "5c", "5d", "Jd", "Js", "2s"}}});
    QVERIFY(g);
    PLAY_OK(g, "play 2h", "play 2c");
    QCOMPARE(stat(*g, "pickup_next"), 4);
    PLAY_OK(g, "play 5c");  // breaks the run
    QCOMPARE(stat(*g, "pickup_next"), 0);
    PLAY_OK(g, "play 5d", "play Jd", "play Js", "play 2s");
    QCOMPARE(stat(*g, "pickup_next"), 3 + 5 + 2);  // red Jack 3, black Jack 5, 2
    PLAY_OK(g, "end");
    QCOMPARE(stat(*g, "pending_pickup"), 10);
}

// ruling BJ-6
void TstBlackjackSchoolRulings::bj6_facingAPickUpAceCancelsOrTwosAndJacksPassItOn() {
    auto g = deal(2, {{0, {"Jc", "Js", "2s"}}, {1, {"2h", "2d", "Jd", "Ad", "7s", "7h"}}});
    QVERIFY(g);
    PLAY_OK(g, "play Jc", "play Js", "play 2s", "end");
    QCOMPARE(stat(*g, "pending_pickup"), 12);
    const auto playable = playableCards(*g);
    QVERIFY(contains(playable, "2h") && contains(playable, "2d") && contains(playable, "Ad"));
    QVERIFY(!contains(playable, "7s"));  // matches, but is no pick-up card
    QVERIFY(!contains(playable, "Jd"));  // a pick-up card, but does not match the 2s
    QVERIFY(test::whyNotCard(*g, *g->parse("play 7s")->cards.begin()).find("pick-up of 12") !=
            std::string::npos);

    // Cancel with an Ace, then an ordinary turn.
    auto cancel = g->clone();
    PLAY_OK(cancel, "play Ad h");
    QCOMPARE(stat(*cancel, "pending_pickup"), 0);
    PLAY_OK(cancel, "end");
    QCOMPARE(stat(*cancel, "pending_pickup"), 0);
    QCOMPARE(handSize(*cancel, 1), 25);

    // Pass it on: a turn of 2s and Jacks only, following the usual steps.
    PLAY_OK(g, "play 2h", "play 2d");
    QCOMPARE(stat(*g, "defending"), 1);
    QVERIFY(!contains(playableCards(*g), "Ad"));
    PLAY_OK(g, "play Jd");
    QCOMPARE(stat(*g, "pickup_next"), 12 + 2 + 2 + 3);
    PLAY_OK(g, "end");
    QCOMPARE(g->toAct(), 0);
    QCOMPARE(stat(*g, "pending_pickup"), 19);
    QCOMPARE(handSize(*g, 1), 23);

    // Or pick up the whole total.
    auto take = deal(2, {{0, {"Jc", "Js", "2s", "9s", "9c", "9d"}}});
    QVERIFY(take);
    PLAY_OK(take, "play 9d", "play 9s", "play 9c", "end", "pickup", "play Jc", "play Js", "end");
    QCOMPARE(stat(*take, "pending_pickup"), 10);
    const int before = handSize(*take, 1);
    PLAY_OK(take, "pickup");
    // One card was left in the deck and two lie below the top card: three in all.
    QCOMPARE(handSize(*take, 1), before + 3);
    QCOMPARE(take->toAct(), 0);
    QCOMPARE(stat(*take, "pending_pickup"), 0);
}

// ruling BJ-7
void TstBlackjackSchoolRulings::bj7_eightsSkipInTheDirectionCurrentWhenPlayed() {
    // Clockwise 8s, then a King: the skips stay clockwise, the last step goes
    // back (with five seats, counting all skips the final way would give seat 2).
    auto g = deal(5, {{0, {"8h", "8d", "Kd"}}});
    QVERIFY(g);
    PLAY_OK(g, "play 8h", "play 8d", "play Kd");
    QCOMPARE(stat(*g, "direction"), -1);
    QCOMPARE(stat(*g, "pending_skips"), 2);
    QCOMPARE(stat(*g, "next_seat"), 1);  // 0 - 1 + 2
    PLAY_OK(g, "end");
    QCOMPARE(g->toAct(), 1);

    // A King first: the 8 skips anticlockwise.
    auto h = deal(4, {{0, {"Kh", "Kd", "Kc", "8c"}}});
    QVERIFY(h);
    PLAY_OK(h, "play Kh", "play Kd", "play Kc", "play 8c");
    QCOMPARE(stat(*h, "next_seat"), 2);  // 0 - 1 - 1
    PLAY_OK(h, "end");
    QCOMPARE(h->toAct(), 2);

    // Two players: an 8 gives the same player another turn.
    auto two = deal(2, {{0, {"8h"}}});
    QVERIFY(two);
    PLAY_OK(two, "play 8h", "end");
    QCOMPARE(two->toAct(), 0);
}

// ruling BJ-7
void TstBlackjackSchoolRulings::bj7_kingsReverseForTheRestOfTheGame() {
    auto g = deal(4, {{0, {"Kh"}}, {3, {"7h"}}});
    QVERIFY(g);
    PLAY_OK(g, "play Kh", "end");
    QCOMPARE(g->toAct(), 3);
    QCOMPARE(stat(*g, "direction"), -1);
    PLAY_OK(g, "play 7h", "end");
    QCOMPARE(g->toAct(), 2);
    PLAY_OK(g, "pickup");
    QCOMPARE(g->toAct(), 1);
}

// ruling BJ-8
void TstBlackjackSchoolRulings::bj8_refillKeepsTheTopCardAndShortPickUpsAreWaived() {
    auto g = deal(2, {{0, {"Jc", "Js"}}});
    QVERIFY(g);
    PLAY_OK(g, "play Jc", "play Js", "end");
    QCOMPARE(stat(*g, "pending_pickup"), 10);
    PLAY_OK(g, "pickup");
    // Only the Jc lay below the top card; the other nine are waived.
    QCOMPARE(handSize(*g, 1), 27);
    QVERIFY(holds(*g, 1, "Jc"));
    QCOMPARE(bjState(*g).pile().size(), std::size_t{1});
    QCOMPARE(bjState(*g).pile().back(), *g->parse("play Js")->cards.begin());
    QCOMPARE(bjState(*g).deckSize(), 0);
    QCOMPARE(stat(*g, "debt", 1), 0);
}

// ruling BJ-8
void TstBlackjackSchoolRulings::bj8_debtVariantCollectsWhatWasOwed() {
    auto g = deal(2, {{0, {"Jc", "Js", "5s", "5d", "5c"}}}, true);
    QVERIFY(g);
    PLAY_OK(g, "play Jc", "play Js", "end", "pickup");
    QCOMPARE(handSize(*g, 1), 27);
    QCOMPARE(stat(*g, "debt", 1), 9);
    QCOMPARE(g->toAct(), 0);
    // Three more cards reach the pile: all but the top one are collected.
    PLAY_OK(g, "play 5s", "play 5d", "play 5c", "end");
    QCOMPARE(handSize(*g, 1), 30);
    QCOMPARE(stat(*g, "debt", 1), 6);
    QCOMPARE(bjState(*g).pile().size(), std::size_t{1});
    // Cards owed count against the player in the placings.
    QCOMPARE(g->result().scores[1], -(30 + 6));
}

// ruling BJ-9
void TstBlackjackSchoolRulings::bj9_emptyHandAfterCappedNonPowerFinishWins() {
    auto g = deal(8, {{0, {"5c", "5d", "5h", "5s", "6s", "6c", "6d"}}});
    QVERIFY(g);
    PLAY_OK(g, "play 5c", "play 5d", "play 5h", "play 5s", "play 6s", "play 6c", "play 6d");
    QCOMPARE(stat(*g, "end_cost"), 0);
    PLAY_OK(g, "end");
    QVERIFY(g->isTerminal());
    QCOMPARE(g->toAct(), kNobody);
    QCOMPARE(stat(*g, "winner"), 0);
    const Result r = g->result();
    QCOMPARE(r.winners, std::vector<int>{0});
    QCOMPARE(r.placements[0], 1);
    for (int s = 1; s < 8; ++s) QVERIFY(r.placements[s] >= 2);
    // The four seats with 6 cards share second place, those with 7 come sixth.
    QCOMPARE(r.placements[1], 6);
    QCOMPARE(r.placements[4], 2);
}

// ruling BJ-9
void TstBlackjackSchoolRulings::bj9_uncappedFinishDoesNotWin() {
    auto g = deal(8, {{0, {"7h", "7c", "6c", "6s", "6d", "5d", "5c"}}});
    QVERIFY(g);
    PLAY_OK(g, "play 7h", "play 7c", "play 6c", "play 6s", "play 6d", "play 5d", "play 5c");
    QCOMPARE(handSize(*g, 0), 0);
    QCOMPARE(stat(*g, "end_cost"), 1);
    PLAY_OK(g, "end");
    QVERIFY(!g->isTerminal());
    QCOMPARE(handSize(*g, 0), 1);
}

// ruling BJ-9 (with the BJ-8 debt variant)
void TstBlackjackSchoolRulings::bj9_owingCardsBlocksTheWin() {
    auto g = deal(8, {{0, {"5c", "5d", "5h", "5s", "6s", "6c", "6d"}}}, true);
    QVERIFY(g);
    // Nothing can be drawn yet: every seat that picks up now owes a card.
    for (int i = 0; i < 8; ++i) PLAY_OK(g, "pickup");
    for (int s = 0; s < 8; ++s) QCOMPARE(stat(*g, "debt", s), 1);
    QCOMPARE(g->toAct(), 0);
    PLAY_OK(g, "play 5c", "play 5d", "play 5h", "play 5s", "play 6s", "play 6c", "play 6d");
    QCOMPARE(stat(*g, "end_cost"), 0);
    PLAY_OK(g, "end");
    // A clean finish, but seat 0 still owes a card: no win. The six cards below
    // the top go to the debtors in turn order from seat 1; seats 7 and 0 wait.
    QVERIFY(!g->isTerminal());
    QCOMPARE(handSize(*g, 0), 0);
    QCOMPARE(stat(*g, "debt", 0), 1);
    QCOMPARE(stat(*g, "debt", 7), 1);
    for (int s = 1; s <= 6; ++s) QCOMPARE(stat(*g, "debt", s), 0);
    QCOMPARE(g->toAct(), 1);
}

// ruling G-4
void TstBlackjackSchoolRulings::g4_pickupStaysLegalWhenNothingCanBeDrawn() {
    auto g = deal(3, {});
    QVERIFY(g);
    for (int i = 0; i < 6; ++i) {
        QVERIFY(contains(legalTexts(*g), "pickup"));
        PLAY_OK(g, "pickup");
    }
    for (int s = 0; s < 3; ++s) QCOMPARE(handSize(*g, s), s == 0 ? 18 : 17);
    QCOMPARE(g->toAct(), 0);
    QCOMPARE(stat(*g, "turn"), 7);
}

QTEST_APPLESS_MAIN(TstBlackjackSchoolRulings)
#include "tst_blackjack_school_rulings.moc"
