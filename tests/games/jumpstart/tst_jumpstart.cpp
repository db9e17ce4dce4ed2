// Jump Start rules: one test per ruling (JS-1..JS-12) and stacked-deck scenarios.
#include <QTest>
#include <array>

#include "core/invariants.h"
#include "core/phrase_english.h"
#include "games/jumpstart/jumpstart.h"
#include "games/jumpstart/jumpstart_bot.h"
#include "games/jumpstart/jumpstart_goals.h"
#include "stacked_deal.h"
#include "support/test_support.h"

using namespace felt;
using namespace felt::jumpstart;
using test::legalTexts;
using test::play;
using test::playAll;

namespace {

JumpStartState& js(const std::unique_ptr<GameState>& g) {
    return dynamic_cast<JumpStartState&>(*g);
}

CardSet cards(const Deck& deck, const std::vector<std::string>& names) {
    CardSet set;
    for (const auto& n : names)
        for (CardId id : deck.idsOf(*deck.parseFace(n)))
            if (!set.contains(id)) {
                set.insert(id);
                break;
            }
    return set;
}

std::string text(const GameState& g, CardSet set) {
    std::string out;
    for (CardId c : set) {
        if (!out.empty()) out += ' ';
        out += g.deck().format(c);
    }
    return out;
}

bool has(const std::vector<std::string>& list, const std::string& item) {
    return std::find(list.begin(), list.end(), item) != list.end();
}

std::string checkAll(const GameState& g) {
    Rng rng(11);
    return checkInvariants(g, rng, CheckDepth::Full);
}

// Two players; seat 0 completes goal one with the upcard, then goal two with a
// run that turns the corner (9s 10s As 2s) and one that wraps downwards (10c Ac).
test::Setup wrapGame(std::map<std::string, std::string> options = {}, int players = 2) {
    std::vector<std::vector<std::string>> hands = {
        {"Kh", "Ac", "3d", "4h"}, {"5c", "6c", "7c", "8c"}, {"3c", "4c", "5d", "6d"}};
    hands.resize(static_cast<std::size_t>(players));
    std::vector<std::string> stock = {"9s", "As", "2s", "Qd", "7d"};
    if (players == 3) stock.push_back("8d");
    stock.push_back("10c");
    return stacked(players, hands, "10s", stock, std::move(options));
}

// Hands of one suit each: no five cards can meet the first goal.
std::vector<std::vector<std::string>> clubHands() {
    return {{"Ac", "2c", "3c", "4c"}, {"5c", "6c", "7c", "8c"}, {"9c", "10c", "Jc", "Qc"}};
}

}  // namespace

class TstJumpStart : public QObject {
    Q_OBJECT
private slots:
    void runsAreShownInRunOrderRoundTheCorner();
    void js1_numberCardsMarkersAndCircularRuns();
    void js1_jokersOnlyWithThreeOrMorePlayers();
    void js2_drawThenLayDownOrDiscard();
    void js3_jokerDrawsAgainAndReversesAfterTheTurn();
    void js3_twoJokersInOneTurnCancel();
    void js4_firstGoalLaysDownAndDrawsSecondHand();
    void js5_exchangeEndsTurnWithFourCards();
    void js6_secondGoalWithWrapAroundRunsGoesOut();
    void js6_secondGoalRejectsGapsMixedSuitsAndTwoMarkers();
    void js7_longModeKeepsMarkersAndBuriesNumbers();
    void js7_twoPlayersAreAlwaysShort();
    void js8_concedeInTwoPlayerGameLoses();
    void js8_longModePlacementsAndLastPlayerConcedes();
    void js8_shortModeLastPlayerInWins();
    void js9_reshuffleWithoutDibsUsesWholePile();
    void js9_reshuffleWithDibsKeepsTopDiscard();
    void js10_dibsNearestClaimantAndForcedDraw();
    void js10_dibsOrderFollowsReversedDirection();
    void js10_dibsOffByDefaultAndNotForTwo();
    void js11_tradeAccepted();
    void js11_tradeDeclinedThenOtherAction();
    void js12_twoDecksForSixToTenPlayers();
    void js12_duplicateRankBreaksRunWithTwoDecks();
    void viewsHideHandsAndStock();
    void determinizeKeepsCardsSeenTakenFromDiscard();
    void determinizeKeepsWhoDrewFromTheReshuffledPile();
    void determinizeGivesNoJokerToASeatThatShedACard();
    void js2_determinizeNeverGivesTheGoalWithTheCardShed();
    void notationRoundTripsAndExplains();
    void recordRoundTripOfScenario();
    void heuristicPlaysJokersAndClaimsHelpfulDibs();
    void heuristicExchangesToJoinRuns();
    void heuristicAcceptsOnlyHelpfulTrades();
};

void TstJumpStart::js1_numberCardsMarkersAndCircularRuns() {
    // ruling JS-1
    QVERIFY(isCircularRun(0b1100000011));   // 9 10 A 2
    QVERIFY(isCircularRun(0b0000011100));   // 3 4 5
    QVERIFY(isCircularRun(0b1000000001));   // 10 A
    QVERIFY(!isCircularRun(0b0000010100));  // 3 _ 5
    QVERIFY(!isCircularRun(0b1000000010));  // 10 _ 2
    QVERIFY(!isCircularRun(0));
    const Face jack{0, kJack}, king{1, kKing}, ace{0, kAce}, ten{3, 10}, joker{0, felt::kJoker};
    QVERIFY(isMarker(jack) && isMarker(king));
    QVERIFY(isNumberCard(ace) && isNumberCard(ten));
    QVERIFY(!isNumberCard(joker) && !isMarker(joker));
}

void TstJumpStart::js1_jokersOnlyWithThreeOrMorePlayers() {
    // ruling JS-1: two Jokers in one deck, none with two players.
    auto two = test::makeGame({"jumpstart", 2, {}, 3, {}, -1});
    auto three = test::makeGame({"jumpstart", 3, {}, 3, {}, -1});
    QVERIFY(two && three);
    QCOMPARE(two->deck().size(), 52);
    QCOMPARE(three->deck().size(), 54);
    QVERIFY(!play(*two, "joker").empty());
}

void TstJumpStart::js2_drawThenLayDownOrDiscard() {
    // ruling JS-2
    auto g = test::makeGame(stacked(2, {clubHands()[0], clubHands()[1]}, "Kc", {"5d"}));
    QVERIFY(g);
    auto& s = js(g);
    QCOMPARE(s.active(), 0);
    QVERIFY(!play(*g, "discard Ac").empty());  // draw first
    QCOMPARE(play(*g, "draw stock"), std::string());
    QCOMPARE(s.hand(0).size(), 5);
    QVERIFY(has(legalTexts(*g), "discard 5d"));
    QVERIFY(!play(*g, "draw discard").empty());  // one draw per turn
    QCOMPARE(play(*g, "discard 5d"), std::string());
    QCOMPARE(s.hand(0).size(), kHandSize);
    QCOMPARE(s.active(), 1);

    // A matching hand must be laid down: nothing else is legal.
    auto h = test::makeGame(wrapGame());
    QCOMPARE(play(*h, "draw discard"), std::string());
    QCOMPARE(legalTexts(*h), std::vector<std::string>{"lay down"});
    QCOMPARE(play(*h, "discard Kh"),
             std::string("Your hand meets the goal: you must lay it down."));
}

void TstJumpStart::js3_jokerDrawsAgainAndReversesAfterTheTurn() {
    // ruling JS-3, with three players.
    auto g = test::makeGame(
        stacked(3, {{"2c", "3c", "4c", "5c"}, {"6c", "7c", "8c", "9c"}, {"10c", "Jc", "Qc", "Kc"}},
                "2d", {"*", "3d", "4d", "5d"}));
    QVERIFY(g);
    auto& s = js(g);
    QCOMPARE(play(*g, "draw stock"), std::string());
    const auto legal = legalTexts(*g);
    QVERIFY(has(legal, "joker"));
    QVERIFY(!has(legal, "discard *"));
    QVERIFY(!play(*g, "discard *").empty());
    QCOMPARE(play(*g, "joker"), std::string());
    QCOMPARE(s.hand(0).size(), 4);
    QCOMPARE(s.phase(), Phase::Redraw);
    QCOMPARE(
        play(*g, "draw discard"),
        std::string("The Joker you played is on top of the discard pile: draw from the stock."));
    QCOMPARE(play(*g, "draw stock"), std::string());
    QCOMPARE(s.direction(), 1);  // reverses only when the turn ends
    QCOMPARE(play(*g, "discard 3d"), std::string());
    QCOMPARE(s.direction(), -1);
    QCOMPARE(s.active(), 2);
    QCOMPARE(playAll(*g, {"draw stock", "discard 4d"}), std::string());
    QCOMPARE(s.active(), 1);
    QCOMPARE(checkAll(*g), std::string());
}

void TstJumpStart::js3_twoJokersInOneTurnCancel() {
    // ruling JS-3: each Joker toggles the direction.
    auto g = test::makeGame(
        stacked(3, {{"2c", "3c", "4c", "5c"}, {"6c", "7c", "8c", "9c"}, {"10c", "Jc", "Qc", "Kc"}},
                "2d", {"*", "*", "3d"}));
    QVERIFY(g);
    QCOMPARE(
        playAll(*g, {"draw stock", "joker", "draw stock", "joker", "draw stock", "discard 3d"}),
        std::string());
    QCOMPARE(js(g).direction(), 1);
    QCOMPARE(js(g).active(), 1);
}

void TstJumpStart::js4_firstGoalLaysDownAndDrawsSecondHand() {
    // ruling JS-4
    auto g = test::makeGame(wrapGame());
    auto& s = js(g);
    QCOMPARE(playAll(*g, {"draw discard", "lay down"}), std::string());
    QCOMPARE(text(*g, s.layout(0)), text(*g, cards(g->deck(), {"Kh", "Ac", "3d", "4h", "10s"})));
    QCOMPARE(text(*g, s.hand(0)), text(*g, cards(g->deck(), {"9s", "As", "2s", "Qd"})));
    QCOMPARE(s.stage(0), Stage::Second);
    QCOMPARE(s.active(), 1);
    QVERIFY(s.discard().empty());  // no discard after laying down
    // Three number cards of three suits plus two markers is no first goal.
    QVERIFY(!meetsFirstGoal(g->deck(), cards(g->deck(), {"Kh", "Qh", "2c", "3d", "4h"})));
    QVERIFY(!meetsFirstGoal(g->deck(), cards(g->deck(), {"2s", "Ac", "3d", "4h", "10s"})));
}

void TstJumpStart::js5_exchangeEndsTurnWithFourCards() {
    // ruling JS-5
    auto g = test::makeGame(wrapGame());
    auto& s = js(g);
    QCOMPARE(play(*g, "exchange 5c 6c").substr(0, 16), std::string("Exchanges are al"));
    QCOMPARE(playAll(*g, {"draw discard", "lay down", "draw stock", "discard 7d"}), std::string());
    const auto legal = legalTexts(*g);
    QVERIFY(has(legal, "exchange 10s 9s"));
    QVERIFY(has(legal, "exchange 10s As"));
    QVERIFY(!has(legal, "exchange Ac 9s"));  // different suits
    QCOMPARE(play(*g, "exchange Ac 9s"),
             std::string("An exchange swaps two cards of the same suit."));
    const std::size_t pile = s.discard().size();
    QCOMPARE(play(*g, "exchange 10s 9s"), std::string());
    QVERIFY(s.layout(0).contains(cards(g->deck(), {"9s"}).first()));
    QVERIFY(s.hand(0).contains(cards(g->deck(), {"10s"}).first()));
    QCOMPARE(s.hand(0).size(), 4);
    QCOMPARE(s.discard().size(), pile);
    QCOMPARE(s.active(), 1);
}

void TstJumpStart::js6_secondGoalWithWrapAroundRunsGoesOut() {
    // ruling JS-6: 9s As 2s join 10s (9-10-A-2), 10c joins Ac downwards past the corner.
    auto g = test::makeGame(wrapGame());
    auto& s = js(g);
    QCOMPARE(playAll(*g, {"draw discard", "lay down", "draw stock", "discard 7d", "draw stock"}),
             std::string());
    QCOMPARE(legalTexts(*g), std::vector<std::string>{"lay down"});
    EventList events;
    QCOMPARE(play(*g, "lay down", &events), std::string());
    QVERIFY(g->isTerminal());
    QCOMPARE(s.stage(0), Stage::Out);
    QCOMPARE(s.runs(0).size(), 5);  // short mode: the second lay-down stays on the table
    const Result r = g->result();
    QCOMPARE(r.winners, std::vector<int>{0});
    QCOMPARE(r.placements, (std::vector<int>{1, 2}));
    QCOMPARE(r.scores, (std::vector<int>{1, 0}));
    QVERIFY(!events.empty() && events.back().kind == EventKind::GameEnd);
    QCOMPARE(checkAll(*g), std::string());
}

void TstJumpStart::js6_secondGoalRejectsGapsMixedSuitsAndTwoMarkers() {
    // ruling JS-6
    const Deck deck(DeckKind::French54);
    const CardSet layout = cards(deck, {"Kh", "Ac", "3d", "4h", "10s"});
    QVERIFY(meetsSecondGoal(deck, layout, cards(deck, {"Qd", "9s", "As", "2s", "10c"})));
    QVERIFY(meetsSecondGoal(deck, layout, cards(deck, {"Jc", "5h", "6h", "3h", "2h"})));
    QVERIFY(meetsSecondGoal(deck, layout, cards(deck, {"Jc", "2c", "2d", "5h", "9s"})));
    QVERIFY(!meetsSecondGoal(deck, layout, cards(deck, {"Qd", "9s", "2s", "10c", "9c"})));  // gap
    QVERIFY(
        !meetsSecondGoal(deck, layout, cards(deck, {"Qd", "9s", "As", "2s", "7d"})));  // 7d alone
    QVERIFY(
        !meetsSecondGoal(deck, layout, cards(deck, {"Qd", "Kd", "9s", "As", "2s"})));  // 2 markers
    QVERIFY(!meetsSecondGoal(deck, layout, cards(deck, {"Qd", "9s", "As", "2s", "*"})));  // Joker
}

void TstJumpStart::js7_longModeKeepsMarkersAndBuriesNumbers() {
    // ruling JS-7
    auto g = test::makeGame(wrapGame({{"mode", "long"}}, 3));
    QVERIFY(g);
    auto& s = js(g);
    QCOMPARE(playAll(*g, {"draw discard", "lay down", "draw stock", "discard 7d", "draw stock",
                          "discard 8d", "draw stock", "lay down"}),
             std::string());
    QVERIFY(!g->isTerminal());
    QCOMPARE(s.stage(0), Stage::Out);
    QCOMPARE(text(*g, s.keptMarkers(0)), text(*g, cards(g->deck(), {"Qd", "Kh"})));
    QCOMPARE(s.layout(0).size(), 0);
    QCOMPARE(s.hand(0).size(), 0);
    // The eight number cards went under the pile; the top is still the last discard.
    QCOMPARE(static_cast<int>(s.discard().size()), 10);
    QCOMPARE(g->deck().format(s.discard().back()), std::string("8d"));
    QCOMPARE(s.placement(0), 1);
    QCOMPARE(s.active(), 1);
    QCOMPARE(checkAll(*g), std::string());
}

void TstJumpStart::js7_twoPlayersAreAlwaysShort() {
    // ruling JS-7: the mode option is not available with two players.
    const GameInfo* info = findGame("jumpstart");
    OptionValues options;
    options.set("mode", "long");
    const std::string error = validateSetup(*info, 2, options);
    QVERIFY(error.find("mode") != std::string::npos);
}

void TstJumpStart::js8_concedeInTwoPlayerGameLoses() {
    // ruling JS-8
    auto g = test::makeGame(wrapGame());
    auto& s = js(g);
    QCOMPARE(play(*g, "concede"), std::string());
    QVERIFY(g->isTerminal());
    QCOMPARE(g->result().winners, std::vector<int>{1});
    QCOMPARE(g->result().placements, (std::vector<int>{2, 1}));
    // The four hand cards lie face-up under the upcard.
    QCOMPARE(static_cast<int>(s.discard().size()), 5);
    QCOMPARE(g->deck().format(s.discard().back()), std::string("10s"));
    QCOMPARE(s.stage(0), Stage::Conceded);
    QCOMPARE(checkAll(*g), std::string());
}

void TstJumpStart::js8_longModePlacementsAndLastPlayerConcedes() {
    // ruling JS-8: out first -> 1st; first to concede -> last; the one left over concedes too.
    auto g = test::makeGame(wrapGame({{"mode", "long"}}, 3));
    auto& s = js(g);
    QCOMPARE(playAll(*g, {"draw discard", "lay down", "draw stock", "discard 7d", "draw stock",
                          "discard 8d", "draw stock", "lay down", "concede"}),
             std::string());
    QVERIFY(g->isTerminal());
    const Result r = g->result();
    QCOMPARE(r.placements, (std::vector<int>{1, 3, 2}));
    QCOMPARE(r.scores, (std::vector<int>{2, 0, 1}));
    QCOMPARE(r.winners, std::vector<int>{0});
    QCOMPARE(s.stage(2), Stage::Conceded);
    QCOMPARE(s.hand(2).size(), 0);
    QCOMPARE(checkAll(*g), std::string());

    // A layout goes under the pile too when a player who laid down concedes.
    auto h = test::makeGame(wrapGame({{"mode", "long"}}, 3));
    QCOMPARE(playAll(*h, {"draw discard", "lay down", "concede", "concede"}), std::string());
    QVERIFY(h->isTerminal());
    QCOMPARE(h->result().placements, (std::vector<int>{1, 3, 2}));
    QCOMPARE(js(h).layout(0).size(), 0);
}

void TstJumpStart::js8_shortModeLastPlayerInWins() {
    // ruling JS-8 in a three-player short game: conceding players take no more turns.
    auto g = test::makeGame(wrapGame({}, 3));
    auto& s = js(g);
    QCOMPARE(play(*g, "concede"), std::string());
    QVERIFY(!g->isTerminal());
    QCOMPARE(s.active(), 1);
    QCOMPARE(s.placement(0), 0);  // short-mode places are given at the end
    QCOMPARE(playAll(*g, {"draw stock", "discard 9s"}), std::string());
    QCOMPARE(s.active(), 2);  // seat 0 is skipped from now on
    QCOMPARE(playAll(*g, {"draw stock", "discard As", "concede"}), std::string());
    QVERIFY(g->isTerminal());
    QCOMPARE(g->result().placements, (std::vector<int>{2, 2, 1}));
    QCOMPARE(g->result().winners, std::vector<int>{2});
    QCOMPARE(checkAll(*g), std::string());
}

namespace {

// Everyone holds four clubs, so no five cards meet a goal; each player draws
// from the stock and throws the drawn card away (playing Jokers, declining
// dibs) until the stock is empty.
void drainStock(GameState& g, const std::vector<CardSet>& start) {
    auto& s = dynamic_cast<JumpStartState&>(g);
    while (!s.stock().empty() || s.phase() != Phase::Start) {
        const auto legal = legalTexts(g);
        std::string next;
        switch (s.phase()) {
            case Phase::Claims:
                next = "decline";
                break;
            case Phase::Start:
            case Phase::Redraw:
                next = "draw stock";
                break;
            case Phase::Discard:
                if (has(legal, "joker")) {
                    next = "joker";
                } else {
                    const CardSet extra = s.hand(s.active()) - start[s.active()];
                    next = "discard " + g.deck().format(extra.first());
                }
                break;
            default:
                QFAIL("unexpected phase");
        }
        const std::string why = play(g, next);
        QVERIFY2(why.empty(), (next + ": " + why).c_str());
    }
}

}  // namespace

void TstJumpStart::js9_reshuffleWithoutDibsUsesWholePile() {
    // ruling JS-9
    auto g = test::makeGame(stacked(2, {clubHands()[0], clubHands()[1]}, "Kc", {}));
    QVERIFY(g);
    auto& s = js(g);
    drainStock(*g, {s.hand(0), s.hand(1)});
    QVERIFY(s.stock().empty());
    const std::size_t pile = s.discard().size();
    QCOMPARE(pile, std::size_t{52 - 8});
    QCOMPARE(play(*g, "draw stock"), std::string());
    QVERIFY(s.discard().empty());
    QCOMPARE(s.stock().size(), pile - 1);
    QCOMPARE(checkAll(*g), std::string());
    // With the stock refilled and no discard, drawing from the pile is refused.
    QCOMPARE(play(*g, "draw discard").empty(), false);
}

void TstJumpStart::js9_reshuffleWithDibsKeepsTopDiscard() {
    // ruling JS-9 with the dibs variant
    auto g = test::makeGame(stacked(3, clubHands(), "Kc", {}, {{"dibs", "true"}}));
    QVERIFY(g);
    auto& s = js(g);
    drainStock(*g, {s.hand(0), s.hand(1), s.hand(2)});
    const std::size_t pile = s.discard().size();
    const CardId top = s.discard().back();
    QCOMPARE(play(*g, "draw stock"), std::string());
    QCOMPARE(s.discard().size(), std::size_t{1});
    QCOMPARE(s.discard().back(), top);
    QCOMPARE(s.stock().size(), pile - 2);
    QCOMPARE(s.phase(), Phase::Claims);  // the kept card may still be claimed
    QCOMPARE(checkAll(*g), std::string());
}

void TstJumpStart::js10_dibsNearestClaimantAndForcedDraw() {
    // ruling JS-10: nearest after the active player wins; a waiting card must be drawn.
    auto g = test::makeGame(stacked(4,
                                    {{"2c", "3c", "4c", "5c"},
                                     {"6c", "7c", "8c", "9c"},
                                     {"10c", "Ac", "Jc", "Qc"},
                                     {"Kc", "2d", "3d", "4d"}},
                                    "5h", {"6h", "7h", "8h", "9h"}, {{"dibs", "true"}}));
    QVERIFY(g);
    auto& s = js(g);
    // Taking the top discard leaves nothing to claim.
    auto probe = g->clone();
    QCOMPARE(play(*probe, "draw discard"), std::string());
    QCOMPARE(js(probe).phase(), Phase::Discard);

    QCOMPARE(play(*g, "draw stock"), std::string());
    QCOMPARE(g->toAct(), 1);
    QCOMPARE(legalTexts(*g), (std::vector<std::string>{"claim", "decline"}));
    // The seat asked is told which card it may claim.
    QVERIFY(englishText(g->question(), &g->deck()).starts_with("Call dibs on 5h?"));
    QVERIFY(!play(*g, "discard 6h").empty());  // claims are decided before the discard
    QCOMPARE(play(*g, "decline"), std::string());
    QCOMPARE(g->toAct(), 2);
    QCOMPARE(play(*g, "claim"), std::string());  // seat 3 would be farther: not asked
    QCOMPARE(g->deck().format(s.dibsCard(2)), std::string("5h"));
    QCOMPARE(g->toAct(), 0);
    QVERIFY(s.discard().empty());
    QCOMPARE(play(*g, "discard 6h"), std::string());
    // Seat 1 draws; seat 2 already has a card waiting, so seat 3 is asked first.
    QCOMPARE(play(*g, "draw stock"), std::string());
    QCOMPARE(g->toAct(), 3);
    QCOMPARE(play(*g, "claim"), std::string());
    QCOMPARE(g->deck().format(s.dibsCard(3)), std::string("6h"));
    QCOMPARE(play(*g, "discard 7h"), std::string());
    QCOMPARE(legalTexts(*g), std::vector<std::string>{"draw dibs"});
    QCOMPARE(play(*g, "draw stock").substr(0, 14), std::string("Your dibs card"));
    QCOMPARE(play(*g, "draw dibs"), std::string());
    QCOMPARE(s.phase(), Phase::Discard);  // no claims after drawing a dibs card
    QCOMPARE(s.hand(2).size(), 5);
    QCOMPARE(checkAll(*g), std::string());
}

void TstJumpStart::js10_dibsOrderFollowsReversedDirection() {
    // ruling JS-10 with a Joker: the next turn goes the other way, so seat 3 is nearest.
    auto g = test::makeGame(stacked(4,
                                    {{"2c", "3c", "4c", "5c"},
                                     {"6c", "7c", "8c", "9c"},
                                     {"10c", "Ac", "Jc", "Qc"},
                                     {"Kc", "2d", "3d", "4d"}},
                                    "5h", {"*", "7h"}, {{"dibs", "true"}}));
    QVERIFY(g);
    QCOMPARE(playAll(*g, {"draw stock", "decline", "decline", "decline", "joker", "draw stock"}),
             std::string());
    QCOMPARE(g->toAct(), 3);
    QCOMPARE(playAll(*g, {"decline"}), std::string());
    QCOMPARE(g->toAct(), 2);
}

void TstJumpStart::js10_dibsOffByDefaultAndNotForTwo() {
    // ruling JS-10: a variant for three or more players, off by default.
    auto g = test::makeGame({"jumpstart", 3, {}, 9, {}, -1});
    QVERIFY(!js(g).dibsOn());
    const GameInfo* info = findGame("jumpstart");
    OptionValues options;
    options.set("dibs", "true");
    QVERIFY(!validateSetup(*info, 2, options).empty());
}

void TstJumpStart::js11_tradeAccepted() {
    // ruling JS-11
    auto g = test::makeGame(
        stacked(3, {{"Kh", "Qh", "2c", "3d"}, {"5s", "6c", "7c", "8c"}, {"9c", "10c", "Ac", "4d"}},
                "5h", {"6h", "7h"}, {{"marker_trading", "true"}}));
    QVERIFY(g);
    auto& s = js(g);
    QVERIFY(has(legalTexts(*g), "offer 1 Qh for s"));
    QVERIFY(has(legalTexts(*g), "offer 2 2c for marker"));
    QCOMPARE(play(*g, "offer 0 Qh for s"), std::string("Offer a trade to another player."));
    QCOMPARE(play(*g, "offer 1 2c for s"), std::string("A number card is traded for a marker."));
    QVERIFY(g->question().empty());  // an ordinary turn asks nothing
    QCOMPARE(play(*g, "offer 1 Qh for s"), std::string());
    QCOMPARE(g->toAct(), 1);
    QCOMPARE(legalTexts(*g), (std::vector<std::string>{"decline", "accept 5s"}));
    // The one asked is told what is offered, as the offer was made.
    QCOMPARE(englishText(g->question(), &g->deck()),
             std::string("seat 0 offers you a marker for a number card of spades."));
    QCOMPARE(play(*g, "accept 6c"), std::string("The offer asks for a number card of spades."));
    QCOMPARE(play(*g, "accept 5s"), std::string());
    QCOMPARE(text(*g, s.hand(0)), text(*g, cards(g->deck(), {"Kh", "2c", "3d", "5s"})));
    QCOMPARE(text(*g, s.hand(1)), text(*g, cards(g->deck(), {"Qh", "6c", "7c", "8c"})));
    QCOMPARE(s.active(), 1);  // the turn ended with four cards
    QCOMPARE(s.discard().size(), std::size_t{1});
    // Both parties know where the traded cards are; a determinization keeps them.
    Rng rng(5);
    const CardId qh = cards(g->deck(), {"Qh"}).first();
    for (int i = 0; i < 20; ++i) {
        auto sample = g->determinize(0, rng);
        QVERIFY(js(sample).hand(1).contains(qh));
    }
    QCOMPARE(checkAll(*g), std::string());
}

void TstJumpStart::js11_tradeDeclinedThenOtherAction() {
    // ruling JS-11: after a refusal the player acts normally; one offer per turn.
    auto g = test::makeGame(
        stacked(3, {{"Kh", "Qh", "2c", "3d"}, {"5s", "6c", "7c", "8c"}, {"9c", "10c", "Ac", "4d"}},
                "5h", {"6h", "7h"}, {{"marker_trading", "true"}}));
    QVERIFY(g);
    auto& s = js(g);
    QCOMPARE(play(*g, "offer 2 Qh for s"), std::string());
    QCOMPARE(legalTexts(*g), std::vector<std::string>{"decline"});  // seat 2 has no spade
    // Seat 2's view shows the offer's classes but not which marker is offered.
    const SeatView v = g->view(2);
    QVERIFY(std::find(v.stats.begin(), v.stats.end(), Stat{"offer_give", -1, kWantMarker}) !=
            v.stats.end());
    QCOMPARE(checkAll(*g), std::string());
    QCOMPARE(play(*g, "decline"), std::string());
    QCOMPARE(g->toAct(), 0);
    for (const auto& t : legalTexts(*g)) QVERIFY(t.rfind("offer", 0) != 0);
    QCOMPARE(play(*g, "offer 1 Qh for s"),
             std::string("Only one trade offer is allowed per turn."));
    QCOMPARE(playAll(*g, {"draw stock", "discard 6h"}), std::string());
    QCOMPARE(s.active(), 1);
    QVERIFY(has(legalTexts(*g), "offer 0 5s for marker"));  // a new turn, a new offer
}

void TstJumpStart::js12_twoDecksForSixToTenPlayers() {
    // ruling JS-12
    const GameInfo* info = findGame("jumpstart");
    OptionValues options;
    const std::string error = validateSetup(*info, 6, options);
    QVERIFY2(error.find("two decks") != std::string::npos, error.c_str());
    OptionValues two;
    two.set("two_decks", "true");
    QCOMPARE(validateSetup(*info, 10, two), std::string());
    QVERIFY(!validateSetup(*info, 11, two).empty());
    OptionValues few;
    few.set("two_decks", "true");
    QVERIFY(!validateSetup(*info, 4, few).empty());
    auto g = test::makeGame({"jumpstart", 8, {{"two_decks", "true"}}, 4, {}, -1});
    QVERIFY(g);
    QCOMPARE(g->deck().size(), 108);
    QCOMPARE(js(g).stock().size(), std::size_t{108 - 8 * 4 - 1});
}

void TstJumpStart::js12_duplicateRankBreaksRunWithTwoDecks() {
    // ruling JS-12 with JS-6: two copies of a rank cannot both be in a run.
    const Deck deck(DeckKind::FrenchDouble108);
    CardSet layout = cards(deck, {"Kh", "Ac", "3d", "5h", "10s"});
    CardSet both6h;
    for (CardId id : deck.idsOf(Face{kHearts, 6})) both6h.insert(id);
    QCOMPARE(both6h.size(), 2);
    QVERIFY(!meetsSecondGoal(deck, layout, both6h | cards(deck, {"Qd", "7h", "8h"})));
    QVERIFY(meetsSecondGoal(deck, layout, cards(deck, {"Qd", "6h", "7h", "8h", "4h"})));
    // The layout's own rank from the other deck is a duplicate as well.
    const CardSet second5h = CardSet::single(deck.idsOf(Face{kHearts, 5}).back());
    QVERIFY(!meetsSecondGoal(deck, layout, second5h | cards(deck, {"Qd", "6h", "7h", "8h"})));
}

void TstJumpStart::viewsHideHandsAndStock() {
    auto g = test::makeGame(wrapGame({}, 3));
    const SeatView v = g->view(1);
    auto& s = js(g);
    for (const ZoneView& z : v.zones) {
        if (z.zone == s.handZone(1)) {
            for (const CardView& c : z.cards) QVERIFY(c.id != kNoCard);
        } else if (z.zone == JumpStartState::kStockZone || z.zone == s.handZone(0) ||
                   z.zone == s.handZone(2)) {
            for (const CardView& c : z.cards) QVERIFY(c.id == kNoCard);
        }
    }
    QCOMPARE(checkAll(*g), std::string());
}

void TstJumpStart::determinizeKeepsCardsSeenTakenFromDiscard() {
    auto g = test::makeGame(stacked(3, clubHands(), "Kc", {"5d"}));
    QCOMPARE(playAll(*g, {"draw stock", "discard 5d", "draw discard"}), std::string());
    // Everyone saw seat 1 take 5d: every determinization for seat 2 keeps it there.
    Rng rng(3);
    const CardId five = cards(g->deck(), {"5d"}).first();
    for (int i = 0; i < 20; ++i) {
        auto sample = g->determinize(2, rng);
        QVERIFY(js(sample).hand(1).contains(five));
        QVERIFY(sample->view(2) == g->view(2));
    }
}

// JS-9: once the discard pile has become the stock, everyone knows which
// cards it holds and counts how many of them each player draws. Seat 0's
// samples may swap the others' unseen cards, but each other hand keeps as
// many cards of the latest reshuffle as it truly holds.
void TstJumpStart::determinizeKeepsWhoDrewFromTheReshuffledPile() {
    int checked = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        test::Setup setup;
        setup.game = "jumpstart";
        setup.players = 4;
        setup.seed = seed;
        auto g = test::makeGame(setup);
        QVERIFY(g);
        HeuristicBot bot(seed);
        Rng rng(seed);
        CardSet reshuffled;
        for (int step = 0; step < 400 && !g->isTerminal(); ++step) {
            EventList events;
            QCOMPARE(g->apply(bot.choose(*g, g->toAct()), &events), std::string());
            // A reshuffle moves the pile into the stock (a lay-down's draws can cause one).
            CardSet moved;
            for (const Event& e : events)
                if (e.kind == EventKind::Move && e.fromZone == JumpStartState::kDiscardZone &&
                    e.toZone == JumpStartState::kStockZone)
                    moved.insert(e.card);
            if (!moved.empty()) reshuffled = moved;
            if (reshuffled.empty()) continue;
            const auto count = [&](const GameState& state, int seat) {
                return (dynamic_cast<const JumpStartState&>(state).hand(seat) & reshuffled).size();
            };
            for (int i = 0; i < 5; ++i) {
                const auto sample = g->determinize(0, rng);
                for (int seat = 1; seat < 4; ++seat)
                    QVERIFY2(count(*sample, seat) == count(*g, seat),
                             qPrintable(QString("seed %1, step %2, seat %3: %4 reshuffled cards, "
                                                "not %5")
                                            .arg(seed)
                                            .arg(step)
                                            .arg(seat)
                                            .arg(count(*sample, seat))
                                            .arg(count(*g, seat))));
            }
            ++checked;
        }
    }
    QVERIFY2(checked > 100, qPrintable(QString::number(checked)));  // the pile was reshuffled
}

// Players play a Joker as soon as they can, so a seat that ended its turn
// by shedding a card (it held five and could play any Joker first) holds
// none in another seat's samples; a dealt hand, or the second hand drawn on
// laying the first goal down, may.
void TstJumpStart::determinizeGivesNoJokerToASeatThatShedACard() {
    auto g = test::makeGame(
        stacked(3, {{"Kh", "Ac", "3d", "4h"}, {"5c", "6c", "7c", "8c"}, {"9c", "10c", "Jc", "Qc"}},
                "2c", {"9h", "5d", "6d", "10s", "2s", "3s", "4s", "5s"}));
    QVERIFY(g);
    const CardSet jokers = cards(g->deck(), {"*", "*"});
    QCOMPARE(jokers.size(), 2);
    // How many of 300 samples for seat 2 give each other seat a Joker.
    const auto jokerHolders = [&] {
        Rng rng(5);
        std::array<int, 2> holding{};
        for (int i = 0; i < 300; ++i) {
            const auto sample = g->determinize(2, rng);
            if (!(sample->view(2) == g->view(2))) return std::array<int, 2>{-1, -1};
            for (int seat = 0; seat < 2; ++seat)
                if (!(js(sample).hand(seat) & jokers).empty()) ++holding[seat];
        }
        return holding;
    };
    QCOMPARE(playAll(*g, {"draw stock", "discard 9h"}), std::string());
    auto holding = jokerHolders();
    QCOMPARE(holding[0], 0);  // seat 0 shed a card
    QVERIFY2(holding[1] > 10,
             qPrintable(QString::number(holding[1])));  // seat 1 was dealt its hand
    QCOMPARE(playAll(*g, {"draw stock", "discard 5d", "draw stock", "discard 6d", "draw stock",
                          "lay down"}),
             std::string());
    QCOMPARE(js(g).stage(0), Stage::Second);
    holding = jokerHolders();
    QVERIFY2(holding[0] > 10, qPrintable(QString::number(holding[0])));  // a new second hand
    QCOMPARE(holding[1], 0);
}

// ruling JS-2: laying down is compulsory, so a seat that ended its turn by
// shedding a card did not meet its goal with that card; no sample may deal
// it a hand that would have. Over whole games of Casual bots, in the truth
// (the seat still holds the four cards it kept) and in samples.
void TstJumpStart::js2_determinizeNeverGivesTheGoalWithTheCardShed() {
    // Whether `seat` of `state` would meet its goal with the card it shed in `truth`.
    const auto metWithShed = [](const JumpStartState& state, const JumpStartState& truth,
                                int seat) {
        return state.meetsGoal(seat, state.hand(seat) | CardSet::single(truth.lastShed(seat)));
    };
    int checked = 0;
    for (const int players : {2, 4}) {
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            auto g = test::makeGame({"jumpstart", players, {}, seed, {}, -1});
            QVERIFY(g);
            const auto& truth = js(g);
            HeuristicBot bot(seed);
            Rng rng(seed);
            while (!g->isTerminal() && g->history().size() < 600) {
                const int seat = g->toAct();
                for (int other = 0; other < players; ++other) {
                    const CardId shed = truth.lastShed(other);
                    if (shed == kNoCard) continue;
                    QCOMPARE(truth.hand(other).size(), kHandSize);
                    QVERIFY(!metWithShed(truth, truth, other));
                }
                for (int i = 0; i < 20; ++i) {
                    const auto sample = g->determinize(seat, rng);
                    const auto& dealt = js(sample);
                    for (int other = 0; other < players; ++other) {
                        if (other == seat || truth.lastShed(other) == kNoCard) continue;
                        ++checked;
                        QVERIFY2(!metWithShed(dealt, truth, other),
                                 text(*sample, dealt.hand(other)).c_str());
                    }
                }
                g->applyLegal(bot.choose(*g, seat));
            }
        }
    }
    QVERIFY2(checked > 10000, qPrintable(QString::number(checked)));
}

void TstJumpStart::notationRoundTripsAndExplains() {
    auto g = test::makeGame(stacked(2, {clubHands()[0], clubHands()[1]}, "Kc", {"5d"}));
    for (const Action& a : g->legalActions()) QVERIFY(*g->parse(g->format(a)) == a);
    QVERIFY(!g->parse("draw sideways"));
    QVERIFY(!g->parse("discard 11h"));
    QCOMPARE(play(*g, "lay down"), std::string("Draw a card first."));
    QCOMPARE(play(*g, "claim"), std::string("Nobody can call dibs now."));
    QCOMPARE(play(*g, "pass"), std::string("You can still draw a card."));
    QCOMPARE(play(*g, "draw stock"), std::string());
    QCOMPARE(play(*g, "discard 5c"), std::string("5c is not in your hand."));
    QCOMPARE(play(*g, "lay down"),
             std::string("The first goal needs one marker and a number card of each suit."));
    QCOMPARE(test::whyNotCard(*g, cards(g->deck(), {"5c"}).first()),
             std::string("5c is not in your hand."));
    QCOMPARE(test::whyNotCard(*g, cards(g->deck(), {"5d"}).first()), std::string());
}

void TstJumpStart::recordRoundTripOfScenario() {
    auto g = test::makeGame(wrapGame({{"mode", "long"}, {"dibs", "true"}}, 3));
    QCOMPARE(playAll(*g, {"draw discard", "lay down", "draw stock", "discard 7d", "draw stock",
                          "claim", "discard 8d", "draw dibs"}),
             std::string());
    QCOMPARE(js(g).hand(0).size(), 5);
    QCOMPARE(test::recordRoundTrip(*g, "jumpstart"), std::string());
}

namespace {

// What the heuristic bot chooses for the seat to act (from a determinization).
std::string botChoice(const GameState& g) {
    std::string error;
    auto bot = createBot(*findGame("jumpstart"), "heuristic", 1, error);
    Rng rng(2);
    return g.format(askBot(*bot, g, rng));
}

}  // namespace

void TstJumpStart::heuristicPlaysJokersAndClaimsHelpfulDibs() {
    auto g = test::makeGame(
        stacked(3, {{"2c", "3c", "4c", "5c"}, {"6c", "7c", "8c", "9c"}, {"10c", "Jc", "Qc", "Kc"}},
                "2d", {"*", "3d"}, {{"dibs", "true"}}));
    QCOMPARE(play(*g, "draw stock"), std::string());
    QCOMPARE(g->toAct(), 1);
    QCOMPARE(botChoice(*g), std::string("claim"));  // 2d brings a second suit
    QCOMPARE(play(*g, "decline"), std::string());
    QCOMPARE(play(*g, "decline"), std::string());
    QCOMPARE(botChoice(*g), std::string("joker"));

    // A club adds nothing to a hand of clubs and a marker: no claim.
    auto h = test::makeGame(
        stacked(3, {{"2c", "3c", "4c", "5c"}, {"6c", "7c", "8c", "Kd"}, {"10c", "Jc", "Qc", "Kc"}},
                "9c", {"3d"}, {{"dibs", "true"}}));
    QCOMPARE(play(*h, "draw stock"), std::string());
    QCOMPARE(botChoice(*h), std::string("decline"));
}

void TstJumpStart::heuristicExchangesToJoinRuns() {
    // Layout 4h with 7h 8h in hand: swapping 4h for 7h or 8h joins a run.
    auto g = test::makeGame(stacked(2, {{"Kh", "Ac", "3d", "4h"}, {"6c", "7c", "8c", "9c"}}, "10s",
                                    {"7h", "8h", "5c", "Qd", "9d"}));
    QCOMPARE(playAll(*g, {"draw discard", "lay down", "draw stock", "discard 9d"}), std::string());
    const std::string choice = botChoice(*g);
    QVERIFY2(choice == "exchange 4h 7h" || choice == "exchange 4h 8h", choice.c_str());
}

void TstJumpStart::heuristicAcceptsOnlyHelpfulTrades() {
    const auto offerTo = [](const std::vector<std::string>& target) {
        auto g =
            test::makeGame(stacked(3, {{"Kh", "Qh", "2c", "3d"}, target, {"9c", "10c", "Ac", "4d"}},
                                   "5h", {"6h"}, {{"marker_trading", "true"}}));
        const std::string why = play(*g, "offer 1 Qh for s");
        return why.empty() ? botChoice(*g) : why;
    };
    // Without a marker, a spare spade for one is welcome.
    const std::string yes = offerTo({"5s", "6s", "7c", "8c"});
    QVERIFY2(yes == "accept 5s" || yes == "accept 6s", yes.c_str());
    // With a marker already, giving up a suit gains nothing.
    QCOMPARE(offerTo({"5s", "7d", "7c", "Kc"}), std::string("decline"));
}

// ruling JS-1: runs wrap (…9-10-A-2…); the table shows a seat's cards of one
// suit from the card whose lower neighbour is missing upward.
void TstJumpStart::runsAreShownInRunOrderRoundTheCorner() {
    const Deck deck(DeckKind::French54);
    const auto order = [&](const std::vector<std::string>& names) {
        std::vector<CardId> ids;
        for (const std::string& n : names) ids.push_back(deck.idsOf(*deck.parseFace(n)).front());
        std::string out;
        for (CardId c : inRunOrder(deck, ids)) out += deck.format(c) + " ";
        return out;
    };
    QCOMPARE(order({"4h", "5h", "3h"}), std::string("3h 4h 5h "));
    QCOMPARE(order({"10h", "Ah", "9h", "2h"}), std::string("9h 10h Ah 2h "));
    QCOMPARE(order({"Ah", "10h"}), std::string("10h Ah "));
    QCOMPARE(order({"7h"}), std::string("7h "));
}

QTEST_APPLESS_MAIN(TstJumpStart)
#include "tst_jumpstart.moc"
