// MadJack: rulings MJ-1..MJ-6, the seed's worked example, the open points
// decided in docs/games/madjack.md, determinization, bots and records.
#include <QTest>

#include "bots/bot.h"
#include "catalog/record.h"
#include "games/madjack/madjack.h"
#include "support/test_support.h"

using namespace felt;
using namespace felt::madjack;
using felt::test::legalTexts;
using felt::test::play;
using felt::test::playAll;

namespace {

const Deck& pack() {
    static const Deck deck(DeckKind::MadJack24);
    return deck;
}

CardId card(const std::string& text) {
    return pack().idsOf(*pack().parseFace(text)).front();
}

Mask cards(const std::vector<std::string>& texts) {
    Mask m = 0;
    for (const auto& t : texts) m |= bitOf(card(t));
    return m;
}

const MadJackState& mj(const GameState& g) {
    return dynamic_cast<const MadJackState&>(g);
}

std::vector<std::string> sorted(std::vector<std::string> v) {
    std::sort(v.begin(), v.end());
    return v;
}

// A stacked first deal with seat 1 dealing: seat 0 (the non-dealer) gets the
// first card, cards alternate, and the dummy is turned in the listed order.
test::Setup stacked(const std::vector<std::string>& seat0, const std::vector<std::string>& seat1,
                    const std::vector<std::string>& dummy,
                    std::map<std::string, std::string> options = {}) {
    std::vector<std::string> order;
    for (std::size_t i = 0; i < seat0.size(); ++i) {
        order.push_back(seat0[i]);
        order.push_back(seat1[i]);
    }
    order.insert(order.end(), dummy.begin(), dummy.end());
    return {"madjack", 2, std::move(options), 1, {order}, 1};
}

// Deal A: the seed's example arises in trick 3 (dummy 10c, no clubs left in
// either hand); it also shows the MadJack at work in trick 1.
test::Setup dealA(std::map<std::string, std::string> options = {}) {
    return stacked({"9c", "Jc", "Ah", "10h", "Jh", "Kh", "9d", "10d", "Jd", "Qd"},
                   {"Qc", "Js", "9h", "Qh", "Kd", "Ad", "9s", "10s", "Qs", "Ks"},
                   {"Ac", "Kc", "10c", "As"}, std::move(options));
}
const std::vector<std::string> kDealATricks1To4 = {
    "play 9c", "play Js",  // dummy Ac: the MadJack wins and takes the Ac
    "play Qc", "play Jc",  // dummy Kc: the Jack of clubs wins and takes the Kc
    "play Ah", "play 9h",  // dummy 10c: the seed's example, 10c set aside
    "play 9d", "play 9s",  // dummy As: the 9s wins but the As is set aside
};
// Tricks 5-10 of deal A: seat 0 ends with 15 cards against 7.
const std::vector<std::string> kDealAWide = {"play Ad", "play Jh", "play Qd",  "play Kd",
                                             "play Qh", "play Jd", "play 10d", "play Ks",
                                             "play Kh", "play Qs", "play 10h", "play 10s"};
// Tricks 5-10 of deal A played otherwise: seat 0 ends with 13 cards against 9.
const std::vector<std::string> kDealANarrow = {"play Ad", "play 10d", "play Kd",  "play Qd",
                                               "play Qh", "play Kh",  "play Jh",  "play 10s",
                                               "play Jd", "play Qs",  "play 10h", "play Ks"};

// Deal T: the four Jacks form the dummy, so every dummy card is unbeatable;
// played as below the round is a 10-10 tie and seat 1 takes the last trick.
test::Setup dealTie() {
    return stacked({"9c", "10d", "9h", "10s", "Ac", "Ad", "Ah", "Qc", "Qs", "Kd"},
                   {"10c", "9d", "10h", "9s", "Kc", "As", "Ks", "Qd", "Qh", "Kh"},
                   {"Jc", "Jd", "Jh", "Js"});
}
const std::vector<std::string> kDealTiePlay = {
    "play 9c",  "play 10c", "play 9d", "play 10d", "play 9h", "play 10h", "play 9s",
    "play 10s", "play Ac",  "play Qd", "play Ad",  "play Qh", "play Ah",  "play Kh",
    "play Qc",  "play Kc",  "play As", "play Qs",  "play Ks", "play Kd"};

// Deal W: seat 0 holds the black minor suits, seat 1 the reds and spades;
// played as below seat 1 collects 16 cards against 4.
test::Setup dealWide() {
    return stacked({"9c", "10c", "Qc", "Kc", "Ac", "9d", "10d", "Qd", "Kd", "Ad"},
                   {"9h", "10h", "Qh", "Kh", "Ah", "9s", "10s", "Qs", "Ks", "As"},
                   {"Jc", "Jd", "Jh", "Js"});
}
const std::vector<std::string> kDealWidePlay = {
    "play 9c", "play 9h", "play 9d", "play 10h", "play 10c", "play Qh",  "play 9s",
    "play Qc", "play Kh", "play Kc", "play Ah",  "play Ac",  "play 10s", "play 10d",
    "play Qs", "play Qd", "play Ks", "play Kd",  "play As",  "play Ad"};

// Deal N: by trick 3 (dummy 9c) nobody holds a club; seat 1 leads 10d and
// seat 0, without trump or diamonds, answers with the 9h.
test::Setup dealNoFollow() {
    return stacked({"9s", "Kc", "Qc", "9h", "10h", "Jh", "Qh", "Kh", "Ah", "10s"},
                   {"Ac", "Js", "9d", "Qs", "Ks", "As", "10d", "Jd", "Qd", "Kd"},
                   {"Jc", "10c", "9c", "Ad"});
}

// Plays one whole game between two bots; returns the winner.
int playBotGame(std::uint64_t seed, const std::string& bot0, const std::string& bot1) {
    const GameInfo* info = findGame("madjack");
    GameConfig config;
    config.players = 2;
    config.seed = seed;
    std::string error;
    auto game = createGame(*info, config, error);
    std::unique_ptr<Bot> bots[2] = {createBot(*info, bot0, seed * 3 + 1, error),
                                    createBot(*info, bot1, seed * 3 + 2, error)};
    Rng sampler(seed);
    while (!game->isTerminal()) game->applyLegal(askBot(*bots[game->toAct()], *game, sampler));
    return game->result().winners.front();
}

}  // namespace

class TstMadJack : public QObject {
    Q_OBJECT
private slots:
    void mj1_dealTenEachFourDummyNonDealerLeadsDealerAlternates();
    void mj1_firstDealerComesFromTheSeed();
    void mj2_dummySuitIsTrumpAndTheMadJackCountsAsTrump();
    void mj3_secondPlayerFollowsTheFirstCardWhenNoTrump();
    void mj4_winnerTakesDummyOnlyWhenOutrankingIt();
    void mj5_lastSixTricksFreePlayAndLedSuitJacksPromoted();
    void mj6_marginsScoreOneTwoOrThreePoints();
    void mj6_tieGoesToTheLastTrickWinner();
    void mj6_targetScoreVariantEndsTheGame();
    void seedExample_dummyTenOfClubsNobodyHoldsClubs();
    void madJackFollowsAndWinsAsTrump();
    void dummyJackSetsItsPrintedSuitAndIsSetAside();
    void eventsDescribeTrumpTricksAndDummy();
    void explainIllegalGivesTheReason();
    void seatViewsHideHandsAndDummy();
    void knownAbsencesFollowThePlays();
    void determinizeRespectsRevealedVoids();
    void determinizeKeepsDeductionsSoundInBotGames();
    void randomBotGamesKeepInvariants();
    void heuristicBotGamesKeepInvariants();
    void heuristicBeatsRandom();
    void recordRoundTripOfAStackedGame();
};

// ruling MJ-1
void TstMadJack::mj1_dealTenEachFourDummyNonDealerLeadsDealerAlternates() {
    auto g = test::makeGame(dealA());
    const auto& st = mj(*g);
    QCOMPARE(st.hand(0).size(), 10);
    QCOMPARE(st.hand(1).size(), 10);
    QCOMPARE(st.dummyCard(), card("Ac"));
    QCOMPARE(st.dummyLeft(), 3);
    QCOMPARE(st.dealer(), 1);
    QCOMPARE(g->toAct(), 0);  // the non-dealer leads trick 1
    QCOMPARE(st.handMask(0), cards({"9c", "Jc", "Ah", "10h", "Jh", "Kh", "9d", "10d", "Jd", "Qd"}));
    QCOMPARE(playAll(*g, {"play 9c", "play Js"}), std::string());
    QCOMPARE(g->toAct(), 1);  // the trick's winner leads the next one
    QCOMPARE(st.dummyCard(), card("Kc"));
    QCOMPARE(playAll(*g, {"play Qc", "play Jc"}), std::string());
    QCOMPARE(g->toAct(), 0);
    QCOMPARE(
        playAll(*g, std::vector<std::string>(kDealATricks1To4.begin() + 4, kDealATricks1To4.end())),
        std::string());
    QCOMPARE(playAll(*g, kDealAWide), std::string());
    // Round two: the other seat deals, so seat 1 leads; both get ten new cards.
    QCOMPARE(st.round(), 1);
    QCOMPARE(st.dealer(), 0);
    QCOMPARE(g->toAct(), 1);
    QCOMPARE(st.hand(0).size(), 10);
    QCOMPARE(st.hand(1).size(), 10);
    QCOMPARE(st.dummyLeft(), 3);
    QCOMPARE(st.collected(0) + st.collected(1), 0);
}

// ruling MJ-1 (with G-1): the first dealer is drawn from the seed.
void TstMadJack::mj1_firstDealerComesFromTheSeed() {
    int dealt[2] = {0, 0};
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        auto a = test::makeGame({"madjack", 2, {}, seed, {}, -1});
        auto b = test::makeGame({"madjack", 2, {}, seed, {}, -1});
        QCOMPARE(mj(*a).dealer(), mj(*b).dealer());
        QVERIFY(a->view(kEveryone) == b->view(kEveryone));
        ++dealt[mj(*a).dealer()];
    }
    QVERIFY(dealt[0] > 5 && dealt[1] > 5);
    auto forced = test::makeGame({"madjack", 2, {}, 7, {}, 0});
    QCOMPARE(mj(*forced).dealer(), 0);
    QCOMPARE(forced->toAct(), 1);
}

// ruling MJ-2
void TstMadJack::mj2_dummySuitIsTrumpAndTheMadJackCountsAsTrump() {
    auto g = test::makeGame(dealA());
    const auto& st = mj(*g);
    QCOMPARE(st.trumpSuit(), int(kClubs));
    QCOMPARE(sorted(legalTexts(*g)), sorted({"play 9c", "play Jc"}));
    QCOMPARE(play(*g, "play 9c"), std::string());
    // Seat 1 holds Qc and the Js; the Js is the MadJack and so a club here,
    // while the other spades are not trumps.
    QCOMPARE(sorted(legalTexts(*g)), sorted({"play Qc", "play Js"}));
    QCOMPARE(play(*g, "play Js"), std::string());
    QCOMPARE(st.won(1), cards({"9c", "Js", "Ac"}));
    // Jack of trump above MadJack above Ace; plain order otherwise.
    QCOMPARE(trumpStrength(card("Jc"), kClubs), 7);
    QCOMPARE(trumpStrength(card("Js"), kClubs), 6);
    QVERIFY(beats(card("Jc"), card("Js"), kClubs));
    QVERIFY(beats(card("Js"), card("Ac"), kClubs));
    QVERIFY(!beats(card("As"), card("Js"), kClubs));
    QVERIFY(beats(card("Js"), card("As"), kClubs));
}

// ruling MJ-3
void TstMadJack::mj3_secondPlayerFollowsTheFirstCardWhenNoTrump() {
    auto g = test::makeGame(dealA());
    QCOMPARE(playAll(*g, {"play 9c", "play Js", "play Qc", "play Jc"}), std::string());
    // Trick 3, trump clubs: seat 0 holds no trump and may play anything.
    QCOMPARE(legalTexts(*g).size(), std::size_t(8));
    QCOMPARE(play(*g, "play Ah"), std::string());
    // Seat 1 has no trump either, so it must follow hearts.
    QCOMPARE(sorted(legalTexts(*g)), sorted({"play 9h", "play Qh"}));
    QVERIFY(!play(*g, "play Kd").empty());
    QCOMPARE(play(*g, "play 9h"), std::string());
    // Trick 4, trump spades: seat 0 has none and leads a diamond; seat 1 must
    // still play trump rather than follow the diamond.
    QCOMPARE(play(*g, "play 9d"), std::string());
    QCOMPARE(sorted(legalTexts(*g)), sorted({"play 9s", "play 10s", "play Qs", "play Ks"}));
    QVERIFY(!play(*g, "play Kd").empty());
}

// ruling MJ-4
void TstMadJack::mj4_winnerTakesDummyOnlyWhenOutrankingIt() {
    auto g = test::makeGame(dealA());
    const auto& st = mj(*g);
    QCOMPARE(playAll(*g, {"play 9c", "play Js"}), std::string());
    QCOMPARE(st.won(1), cards({"9c", "Js", "Ac"}));  // MadJack outranks the Ace: taken
    QCOMPARE(playAll(*g, {"play Qc", "play Jc"}), std::string());
    QCOMPARE(st.won(0), cards({"Qc", "Jc", "Kc"}));  // the Jack outranks the King: taken
    QCOMPARE(playAll(*g, {"play Ah", "play 9h"}), std::string());
    QCOMPARE(st.won(0), cards({"Qc", "Jc", "Kc", "Ah", "9h"}));
    QCOMPARE(st.setAside(), cards({"10c"}));  // no trump won it: set aside
    QCOMPARE(playAll(*g, {"play 9d", "play 9s"}), std::string());
    // The 9s wins as the only trump but is below the As, which is set aside.
    QCOMPARE(st.won(1), cards({"9c", "Js", "Ac", "9d", "9s"}));
    QCOMPARE(st.setAside(), cards({"10c", "As"}));
    QCOMPARE(st.dummyCard(), kNoCard);
    QCOMPARE(st.dummyLeft(), 0);
    QCOMPARE(g->toAct(), 1);
}

// ruling MJ-5
void TstMadJack::mj5_lastSixTricksFreePlayAndLedSuitJacksPromoted() {
    auto g = test::makeGame(dealA());
    const auto& st = mj(*g);
    QCOMPARE(playAll(*g, kDealATricks1To4), std::string());
    QCOMPARE(st.trumpSuit(), -1);  // no trump until the lead
    QCOMPARE(play(*g, "play Ad"), std::string());
    QCOMPARE(st.trumpSuit(), int(kDiamonds));
    // Seat 0 holds diamonds but need not follow: every card is playable.
    QCOMPARE(sorted(legalTexts(*g)),
             sorted({"play 10h", "play Jh", "play Kh", "play 10d", "play Jd", "play Qd"}));
    QCOMPARE(play(*g, "play Jh"), std::string());  // the MadJack of diamonds beats the Ace
    QCOMPARE(st.won(0) & cards({"Ad", "Jh"}), cards({"Ad", "Jh"}));
    QCOMPARE(g->toAct(), 0);
    QCOMPARE(playAll(*g, {"play Qd", "play Kd"}), std::string());
    QCOMPARE(g->toAct(), 1);  // a higher card of the led suit wins
    QCOMPARE(playAll(*g, {"play Qh", "play Jd"}), std::string());
    QCOMPARE(g->toAct(), 0);  // hearts led: the Jd is their MadJack
    QCOMPARE(playAll(*g, {"play 10d", "play Ks"}), std::string());
    QCOMPARE(g->toAct(), 0);  // a card of another suit never wins
    // The led suit's own Jack beats its MadJack; other Jacks are plain cards.
    QVERIFY(beats(card("Jh"), card("Jd"), kHearts));
    QVERIFY(!beats(card("Jd"), card("Jh"), kHearts));
    QVERIFY(!beats(card("Jc"), card("9h"), kHearts));
    QVERIFY(beats(card("Jd"), card("Ah"), kHearts));
    QCOMPARE(beatersOfLead(card("Ah")), cards({"Jh", "Jd"}));
    QCOMPARE(beatersOfLead(card("Jh")), Mask{0});
}

// ruling MJ-6
void TstMadJack::mj6_marginsScoreOneTwoOrThreePoints() {
    QCOMPARE(MadJackState::pointsForMargin(1), 1);
    QCOMPARE(MadJackState::pointsForMargin(5), 1);
    QCOMPARE(MadJackState::pointsForMargin(6), 2);
    QCOMPARE(MadJackState::pointsForMargin(11), 2);
    QCOMPARE(MadJackState::pointsForMargin(12), 3);
    QCOMPARE(MadJackState::pointsForMargin(24), 3);

    auto wide = test::makeGame(dealA());
    QCOMPARE(playAll(*wide, kDealATricks1To4), std::string());
    EventList events;
    for (std::size_t i = 0; i + 1 < kDealAWide.size(); ++i)
        QCOMPARE(play(*wide, kDealAWide[i]), std::string());
    QCOMPARE(play(*wide, kDealAWide.back(), &events), std::string());
    QCOMPARE(mj(*wide).score(0), 2);  // 15 cards to 7: margin 8
    QCOMPARE(mj(*wide).score(1), 0);
    bool scored = false;
    for (const Event& e : events)
        if (e.kind == EventKind::RoundScore && e.seat == 0) scored = e.value == 2 && e.total == 2;
    QVERIFY(scored);

    auto narrow = test::makeGame(dealA());
    QCOMPARE(playAll(*narrow, kDealATricks1To4), std::string());
    QCOMPARE(playAll(*narrow, kDealANarrow), std::string());
    QCOMPARE(mj(*narrow).score(0), 1);  // 13 cards to 9: margin 4
    QCOMPARE(mj(*narrow).score(1), 0);

    auto crushing = test::makeGame(dealWide());
    QCOMPARE(playAll(*crushing, kDealWidePlay), std::string());
    QCOMPARE(mj(*crushing).score(0), 0);
    QCOMPARE(mj(*crushing).score(1), 3);  // 16 cards to 4: margin 12
}

// ruling MJ-6
void TstMadJack::mj6_tieGoesToTheLastTrickWinner() {
    auto g = test::makeGame(dealTie());
    const auto& st = mj(*g);
    QCOMPARE(playAll(*g, std::vector<std::string>(kDealTiePlay.begin(), kDealTiePlay.end() - 1)),
             std::string());
    QCOMPARE(st.collected(0), 10);
    QCOMPARE(st.collected(1), 8);
    QCOMPARE(st.setAside(), cards({"Jc", "Jd", "Jh", "Js"}));
    QCOMPARE(play(*g, kDealTiePlay.back()), std::string());  // seat 1 takes the last trick
    QCOMPARE(st.score(0), 0);
    QCOMPARE(st.score(1), 1);
}

// ruling MJ-6 (variant: target score)
void TstMadJack::mj6_targetScoreVariantEndsTheGame() {
    auto two = test::makeGame(dealA({{"target_score", "2"}}));
    QCOMPARE(mj(*two).targetScore(), 2);
    QCOMPARE(playAll(*two, kDealATricks1To4), std::string());
    QCOMPARE(playAll(*two, kDealAWide), std::string());
    QVERIFY(two->isTerminal());
    QCOMPARE(two->toAct(), kNobody);
    QCOMPARE(two->result().winners, std::vector<int>{0});
    QCOMPARE(two->result().scores, (std::vector<int>{2, 0}));
    QCOMPARE(two->result().placements, (std::vector<int>{1, 2}));
    QVERIFY(two->legalActions().empty());

    auto three = test::makeGame(dealA({{"target_score", "3"}}));
    QCOMPARE(playAll(*three, kDealATricks1To4), std::string());
    QCOMPARE(playAll(*three, kDealAWide), std::string());
    QVERIFY(!three->isTerminal());
    QCOMPARE(mj(*three).round(), 1);

    QCOMPARE(mj(*test::makeGame({"madjack", 2, {}, 1, {}, -1})).targetScore(), 10);
    const GameInfo* info = findGame("madjack");
    for (const char* bad : {"0", "51", "ten"}) {
        OptionValues values;
        values.set("target_score", bad);
        QVERIFY(!validateSetup(*info, 2, values).empty());
    }
    OptionValues none;
    QVERIFY(!validateSetup(*info, 3, none).empty());  // two players only
}

// The seed's worked example: dummy 10c, neither player holds a club; the
// first player leads Ah, the second must answer with a heart and plays 9h;
// the Ah wins but the dummy card is set aside.
void TstMadJack::seedExample_dummyTenOfClubsNobodyHoldsClubs() {
    auto g = test::makeGame(dealA());
    const auto& st = mj(*g);
    QCOMPARE(playAll(*g, {"play 9c", "play Js", "play Qc", "play Jc"}), std::string());
    QCOMPARE(st.dummyCard(), card("10c"));
    QCOMPARE(st.handMask(0) & trumpSet(kClubs), Mask{0});
    QCOMPARE(st.handMask(1) & trumpSet(kClubs), Mask{0});
    QCOMPARE(g->toAct(), 0);
    QCOMPARE(play(*g, "play Ah"), std::string());
    QVERIFY(legalTexts(*g) == std::vector<std::string>({"play 9h", "play Qh"}));
    QCOMPARE(play(*g, "play 9h"), std::string());
    QCOMPARE(g->toAct(), 0);  // the Ah won
    QVERIFY(st.won(0) & bitOf(card("Ah")));
    QVERIFY(st.won(0) & bitOf(card("9h")));
    QVERIFY(!(st.won(0) & bitOf(card("10c"))));
    QCOMPARE(st.setAside(), cards({"10c"}));
}

// ruling MJ-2 / MJ-3 / MJ-4: the MadJack must be played as a trump and wins
// as one, even against a higher card of its printed suit.
void TstMadJack::madJackFollowsAndWinsAsTrump() {
    // Dummy Ks makes spades trump; seat 0's only trump is the MadJack Jc.
    auto g = test::makeGame(stacked({"Jc", "Ac", "9d", "10d", "Qd", "9h", "10h", "Qh", "Kh", "Ah"},
                                    {"9c", "10c", "Qc", "Kc", "Jd", "Kd", "Ad", "Jh", "9s", "10s"},
                                    {"Ks", "Qs", "Js", "As"}));
    QVERIFY(legalTexts(*g) == std::vector<std::string>({"play Jc"}));
    QVERIFY(!play(*g, "play Ac").empty());
    QCOMPARE(play(*g, "play Jc"), std::string());
    QCOMPARE(sorted(legalTexts(*g)), sorted({"play 9s", "play 10s"}));
    QCOMPARE(play(*g, "play 10s"), std::string());
    QCOMPARE(mj(*g).won(0), cards({"Jc", "10s", "Ks"}));  // MadJack over the King: taken
    // Trick 2, dummy Qs: seat 0 leads without trump, so anything goes.
    QCOMPARE(g->toAct(), 0);
    QCOMPARE(legalTexts(*g).size(), std::size_t(9));
    QCOMPARE(play(*g, "play Ac"), std::string());
    QVERIFY(legalTexts(*g) == std::vector<std::string>({"play 9s"}));
    QCOMPARE(play(*g, "play 9s"), std::string());
    QCOMPARE(g->toAct(), 1);                         // the 9s (trump) beats the Ace of clubs
    QVERIFY(mj(*g).setAside() & bitOf(card("Qs")));  // but not the Qs
    // Trick 3, dummy Js (the trump Jack): nobody can beat it.
    QCOMPARE(mj(*g).dummyCard(), card("Js"));
    QCOMPARE(playAll(*g, {"play 9c", "play 9d"}), std::string());
    QCOMPARE(g->toAct(), 1);  // no trump was played: the led club wins
    QVERIFY(mj(*g).setAside() & bitOf(card("Js")));
}

// Decision (docs/games/madjack.md): a turned Jack names its printed suit as
// trump, is that suit's top card and therefore can never be beaten.
void TstMadJack::dummyJackSetsItsPrintedSuitAndIsSetAside() {
    auto g = test::makeGame(dealTie());
    const auto& st = mj(*g);
    const int expectedTrump[] = {kClubs, kDiamonds, kHearts, kSpades};
    for (int trick = 0; trick < 4; ++trick) {
        QCOMPARE(st.trumpSuit(), expectedTrump[trick]);
        QCOMPARE(st.dummyCard(), jackOf(expectedTrump[trick]));
        QCOMPARE(playAll(*g, {kDealTiePlay[2 * trick], kDealTiePlay[2 * trick + 1]}),
                 std::string());
        QVERIFY(st.setAside() & bitOf(jackOf(expectedTrump[trick])));
    }
    QCOMPARE(st.collected(0) + st.collected(1), 8);
}

void TstMadJack::eventsDescribeTrumpTricksAndDummy() {
    auto g = test::makeGame(dealA());
    EventList events;
    QCOMPARE(play(*g, "play 9c", &events), std::string());
    QCOMPARE(events.size(), std::size_t(1));
    QCOMPARE(events[0].kind, EventKind::Move);
    QCOMPARE(events[0].toZone, std::int16_t(kTrickZone));
    events.clear();
    QCOMPARE(play(*g, "play Js", &events), std::string());
    bool won = false, dummyTaken = false, nextTrump = false;
    for (const Event& e : events) {
        won |= e.kind == EventKind::TrickWon && e.seat == 1 && e.value == 1;
        dummyTaken |= e.kind == EventKind::Move && e.card == card("Ac") &&
                      e.fromZone == kDummyCardZone && e.toZone == kFirstWonZone + 1;
        nextTrump |= e.kind == EventKind::Trump && e.card == card("Kc") && e.value == kClubs;
    }
    QVERIFY(won && dummyTaken && nextTrump);
    QCOMPARE(playAll(*g, {"play Qc", "play Jc", "play Ah", "play 9h", "play 9d", "play 9s"}),
             std::string());
    events.clear();
    QCOMPARE(play(*g, "play Ad", &events), std::string());
    QVERIFY(!events.empty() && events[0].kind == EventKind::Trump && events[0].value == kDiamonds &&
            events[0].seat == 1);
}

void TstMadJack::explainIllegalGivesTheReason() {
    auto g = test::makeGame(dealA());
    QCOMPARE(play(*g, "play Ah"),
             std::string("You must play a trump: clubs are trumps in this trick, and the Jack of "
                         "spades counts as one."));
    QCOMPARE(play(*g, "play Qc"), std::string("That card is not in your hand."));
    QCOMPARE(test::whyNotCard(*g, card("9c")), std::string());
    QVERIFY(!g->parse("play 2h").has_value());
    QVERIFY(!g->parse("bid 3").has_value());
    QVERIFY(!g->parse("play").has_value());
    QCOMPARE(g->parse(" play   Jc ")->cards, CardSet::single(card("Jc")));
    Action odd = *g->parse("play 9c");
    odd.kind = 9;
    QVERIFY(g->apply(odd).find("not a move of this game") != std::string::npos);
    QCOMPARE(playAll(*g, {"play 9c", "play Js", "play Qc", "play Jc", "play Ah"}), std::string());
    QCOMPARE(play(*g, "play Kd"),
             std::string("You hold no trump, so you must follow the suit led (hearts)."));
    auto over = test::makeGame(dealA({{"target_score", "1"}}));
    QCOMPARE(playAll(*over, kDealATricks1To4), std::string());
    QCOMPARE(playAll(*over, kDealAWide), std::string());
    QCOMPARE(over->apply(Action{kPlay, -1, -1, 0, CardSet::single(card("9c"))}),
             std::string("The game is over."));
}

void TstMadJack::seatViewsHideHandsAndDummy() {
    auto g = test::makeGame(dealA());
    QCOMPARE(playAll(*g, {"play 9c", "play Js", "play Qc", "play Jc", "play Ah"}), std::string());
    const SeatView v = g->view(0);
    const auto zone = [&](int id) { return v.zones[static_cast<std::size_t>(id)].cards; };
    QCOMPARE(zone(kDummyZone).size(), std::size_t(1));
    QCOMPARE(zone(kDummyZone)[0].id, kNoCard);  // the As stays face down
    QCOMPARE(zone(kDummyCardZone).size(), std::size_t(1));
    QCOMPARE(zone(kDummyCardZone)[0].id, card("10c"));
    QCOMPARE(zone(kSetAsideZone).size(), std::size_t(0));
    QCOMPARE(zone(kTrickZone).size(), std::size_t(1));
    for (const CardView& c : zone(kFirstHandZone)) QVERIFY(c.id != kNoCard);
    for (const CardView& c : zone(kFirstHandZone + 1)) QCOMPARE(c.id, kNoCard);
    QCOMPARE(zone(kFirstHandZone + 1).size(), std::size_t(8));
    QCOMPARE(zone(kFirstWonZone + 1).size(), std::size_t(3));  // 9c, Js and the Ac
    const Stat trump{"trump_suit", -1, kClubs};
    QVERIFY(std::find(v.stats.begin(), v.stats.end(), trump) != v.stats.end());
    const Stat collected{"collected", 0, 3};
    QVERIFY(std::find(v.stats.begin(), v.stats.end(), collected) != v.stats.end());
}

void TstMadJack::knownAbsencesFollowThePlays() {
    auto g = test::makeGame(dealA());
    const auto& st = mj(*g);
    QCOMPARE(playAll(*g, {"play 9c", "play Js", "play Qc", "play Jc"}), std::string());
    QCOMPARE(st.knownAbsent(0), Mask{0});
    QCOMPARE(st.knownAbsent(1), Mask{0});
    QCOMPARE(playAll(*g, {"play Ah", "play 9h"}), std::string());
    QCOMPARE(st.knownAbsent(0), trumpSet(kClubs));  // led a heart with clubs trump
    QCOMPARE(st.knownAbsent(1), trumpSet(kClubs));  // followed hearts: no more to learn
    QCOMPARE(play(*g, "play 9d"), std::string());
    QCOMPARE(st.knownAbsent(0), trumpSet(kClubs) | trumpSet(kSpades));
    // In the last six tricks nothing is learnt: anything may be played.
    QCOMPARE(playAll(*g, {"play 9s", "play Ad", "play 10h"}), std::string());
    QCOMPARE(st.knownAbsent(0), trumpSet(kClubs) | trumpSet(kSpades));
    // A second player who neither trumps nor follows shows both are missing.
    auto h = test::makeGame(dealNoFollow());
    QCOMPARE(playAll(*h, {"play Kc", "play Ac", "play Js", "play Qc", "play 10d", "play 9h"}),
             std::string());
    QCOMPARE(mj(*h).knownAbsent(0), trumpSet(kClubs) | suitMask(kDiamonds));
    QCOMPARE(mj(*h).knownAbsent(1), trumpSet(kClubs));
}

void TstMadJack::determinizeRespectsRevealedVoids() {
    // Deal W: in trick 1 (clubs trump) seat 1 answers 9c with the 9h, so it
    // holds neither clubs nor the Js; from seat 0 the Js must be in the dummy.
    auto g = test::makeGame(dealWide());
    QCOMPARE(playAll(*g, {"play 9c", "play 9h"}), std::string());
    QCOMPARE(mj(*g).knownAbsent(1), trumpSet(kClubs));
    Rng rng(5);
    int jhInHand = 0;
    for (int i = 0; i < 300; ++i) {
        const auto sample = g->determinize(0, rng);
        const auto& s = mj(*sample);
        QCOMPARE(s.hand(0), mj(*g).hand(0));
        QCOMPARE(s.handMask(1) & trumpSet(kClubs), Mask{0});
        QCOMPARE(s.hand(1).size(), 9);
        QVERIFY(sample->view(0) == g->view(0));
        jhInHand += (s.handMask(1) & bitOf(card("Jh"))) != 0;
    }
    // The unconstrained cards still move between the hand and the dummy.
    QVERIFY(jhInHand > 150 && jhInHand < 300);
}

void TstMadJack::determinizeKeepsDeductionsSoundInBotGames() {
    Rng rng(11);
    std::vector<Action> legal;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        auto g = test::makeGame({"madjack", 2, {}, seed, {}, -1});
        while (!g->isTerminal()) {
            const auto& st = mj(*g);
            for (int seat = 0; seat < 2; ++seat) {
                const int other = 1 - seat;
                // The deductions hold for the real hand and for every sample.
                QCOMPARE(st.handMask(other) & st.knownAbsent(other), Mask{0});
                const auto sample = g->determinize(seat, rng);
                QCOMPARE(mj(*sample).handMask(other) & st.knownAbsent(other), Mask{0});
                QCOMPARE(mj(*sample).hand(seat), st.hand(seat));
            }
            g->legalActions(legal);
            g->applyLegal(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        }
    }
}

void TstMadJack::randomBotGamesKeepInvariants() {
    const auto stats = test::runBotGames({"madjack", 2, {}, 3, {}, -1}, 300, "random", 1);
    QVERIFY2(stats.firstFailure.empty(), stats.firstFailure.c_str());
    QCOMPARE(stats.games, 300);
    QCOMPARE(stats.capped, 0);
    const auto shortGames =
        test::runBotGames({"madjack", 2, {{"target_score", "1"}}, 4, {}, -1}, 200, "random", 1);
    QVERIFY2(shortGames.firstFailure.empty(), shortGames.firstFailure.c_str());
}

void TstMadJack::heuristicBotGamesKeepInvariants() {
    const auto stats = test::runBotGames({"madjack", 2, {}, 5, {}, -1}, 300, "heuristic", 1);
    QVERIFY2(stats.firstFailure.empty(), stats.firstFailure.c_str());
    QCOMPARE(stats.games, 300);
    QCOMPARE(stats.capped, 0);
}

void TstMadJack::heuristicBeatsRandom() {
    int wins = 0;
    const int games = 200;
    for (int i = 0; i < games; ++i) {
        const bool first = i % 2 == 0;  // alternate seats
        const int winner =
            playBotGame(static_cast<std::uint64_t>(100 + i), first ? "heuristic" : "random",
                        first ? "random" : "heuristic");
        wins += winner == (first ? 0 : 1);
    }
    QVERIFY2(wins >= games * 9 / 10, qPrintable(QString("heuristic won only %1").arg(wins)));
}

void TstMadJack::recordRoundTripOfAStackedGame() {
    auto g = test::makeGame(dealA());
    QCOMPARE(playAll(*g, kDealATricks1To4), std::string());
    QCOMPARE(playAll(*g, {"play Ad", "play Jh", "play Qd"}), std::string());
    QCOMPARE(test::recordRoundTrip(*g, "madjack"), std::string());
    const GameRecord record = recordOf(*g, "madjack");
    QCOMPARE(record.actions.size(), std::size_t(11));
    QCOMPARE(record.actions.front(), std::string("play 9c"));
    // A record whose 3rd action breaks MJ-3 is rejected with its index and reason.
    GameRecord bad = record;
    bad.actions = {"play 9c", "play Js", "play Kc"};
    const LoadedGame loaded = loadRecord(writeRecord(bad));
    QVERIFY(!loaded.error.empty());
    QCOMPARE(loaded.badActionIndex, 2);
    QCOMPARE(loaded.badActionText, std::string("play Kc"));
}

QTEST_APPLESS_MAIN(TstMadJack)
#include "tst_madjack.moc"
