// Janken Rummy rules in play: deals, turns, discards, the stock turn-over,
// scoring with the Rummy doubling, the target score, changing melds and
// wild Jokers. Hands are stacked: two players, seat 0 plays first.
#include <QTest>

#include "games/janken_rummy/janken_rummy.h"
#include "support/test_support.h"

using namespace felt;
using namespace felt::janken_rummy;

namespace {

test::Setup setupFor(int players, std::map<std::string, std::string> options = {}) {
    test::Setup s;
    s.game = "janken-rummy";
    s.players = players;
    s.options = std::move(options);
    return s;
}

// Seat 1's cards when they do not matter: ten cards worth 10 each (100 pips).
const std::vector<std::string> kFiller = {"KP", "QP", "JP", "KS", "QS",
                                          "JS", "KW", "QW", "JW", "KL"};

std::unique_ptr<GameState> twoHands(const std::vector<std::string>& seat0,
                                    const std::vector<std::string>& seat1,
                                    const std::vector<std::string>& stockTop,
                                    std::map<std::string, std::string> options = {}) {
    test::Setup s;
    s.game = "janken-rummy";
    s.players = 2;
    s.firstDealer = 1;
    s.options = std::move(options);
    std::vector<std::string> deck;
    for (std::size_t i = 0; i < 10; ++i) {
        deck.push_back(seat0.at(i));
        deck.push_back(seat1.at(i));
    }
    deck.insert(deck.end(), stockTop.begin(), stockTop.end());
    s.decks = {deck};
    return test::makeGame(s);
}

const JankenRummyState& jr(const std::unique_ptr<GameState>& g) {
    return dynamic_cast<const JankenRummyState&>(*g);
}

bool hasLegal(const GameState& g, const std::string& text) {
    const auto legal = test::legalTexts(g);
    return std::find(legal.begin(), legal.end(), text) != legal.end();
}

int stat(const GameState& g, const std::string& key, int seat = -1) {
    for (const Stat& s : g.view(kEveryone).stats)
        if (s.key == key && s.seat == seat) return s.value;
    return -999;
}

// Draws from the stock and discards the drawn card; returns that card.
CardId drawAndDiscard(GameState& g) {
    const auto& state = dynamic_cast<const JankenRummyState&>(g);
    const int seat = g.toAct();
    const CardSet before = state.hand(seat);
    if (!test::play(g, "draw stock").empty()) return kNoCard;
    const CardId drawn = (state.hand(seat) - before).first();
    if (!test::play(g, "discard " + g.deck().format(drawn)).empty()) return kNoCard;
    return drawn;
}

}  // namespace

class TstJankenRummyRules : public QObject {
    Q_OBJECT
private slots:
    void jr1_deckOfSixtyFiveAndOneJokerPerSuit();
    void jr4_dealSizesAndFirstTurn();
    void jr5_turnDrawMeldLayOffDiscard();
    void jr5_cardTakenFromDiscardMayNotBeThrownBack();
    void jr5_variantOffAllowsThrowingItBack();
    void jr5_noLayOffThatLeavesOnlyTheTakenCard();
    void jr6_stockTurnOverKeepsOrder();
    void g4_blockedHandEndsWithoutScore();
    void g1_firstDealerFromSeedAndDealPassesLeft();
    void g2_sameSeedSameGame();
    void jr7_rummyDoublesTheScore();
    void jr7_goingOutAfterEarlierMeldsScoresSingle();
    void jr7_gameEndsAtTargetScore();
    void jr8_moveFromSetIntoNewRun();
    void jr8_moveIntoAnotherMeldAndTooSmallRefused();
    void jr8_strongRunKeepsFourCards();
    void jr8_variantOffRefusesMoves();
    void jr9_wildJokerMeldsAndLayOffs();
    void jr9_jokerRankFixedAndFifteenPoints();
    void jr9_movedJokerKeepsItsRank();
    void layOffOntoOpponentMeldAtBothEnds();
    void illegalActionsExplainWhy();
    void notationRoundTrips();
    void meldAreasExposeMeldBoundaries();
};

void TstJankenRummyRules::jr1_deckOfSixtyFiveAndOneJokerPerSuit() {
    // ruling JR-1
    auto plain =
        twoHands(kFiller, {"AR", "2R", "3R", "4R", "5R", "6R", "7R", "8R", "9R", "10R"}, {});
    QCOMPARE(plain->deck().size(), 65);
    QCOMPARE(plain->deck().kind(), DeckKind::Janken65);
    test::Setup s = setupFor(3, {{"wild_jokers", "true"}});
    auto wild = test::makeGame(s);
    QCOMPARE(wild->deck().size(), 70);
    for (int suit = 0; suit < 5; ++suit) {
        const Face joker = wild->deck().face(jokerId(suit));
        QVERIFY(joker.isJoker());
        QCOMPARE(int(joker.suit), suit);
    }
}

void TstJankenRummyRules::jr4_dealSizesAndFirstTurn() {
    // ruling JR-4
    for (int players = 2; players <= 6; ++players) {
        test::Setup s = setupFor(players);
        s.firstDealer = 0;
        auto g = test::makeGame(s);
        const int dealt = players <= 4 ? 10 : 7;
        for (int seat = 0; seat < players; ++seat) QCOMPARE(jr(g).hand(seat).size(), dealt);
        QCOMPARE(int(jr(g).stock().size()), 65 - players * dealt);
        QCOMPARE(g->toAct(), 1);  // left of the dealer
        QCOMPARE(test::legalTexts(*g), std::vector<std::string>{"draw stock"});
        const CardId drawn = drawAndDiscard(*g);
        QVERIFY(drawn != kNoCard);
        QCOMPARE(jr(g).discardPile(), std::vector<CardId>{drawn});
        QVERIFY(hasLegal(*g, "draw discard"));
    }
}

void TstJankenRummyRules::jr5_turnDrawMeldLayOffDiscard() {
    // ruling JR-5: draw, then melds and lay-offs in any order, then a discard.
    auto g = twoHands({"2R", "3R", "4R", "9P", "9S", "9W", "AL", "3L", "5L", "7L"}, kFiller,
                      {"5R", "9L"});
    QCOMPARE(test::play(*g, "meld 2R 3R 4R"),
             std::string("Draw first: take the top card of the stock or of the discard pile."));
    QCOMPARE(test::playAll(*g, {"draw stock", "meld 2R 3R 4R", "layoff 5R 1", "meld 9P 9S 9W"}),
             std::string());
    QCOMPARE(jr(g).meldCount(), 2);
    QCOMPARE(jr(g).hand(0).size(), 4);
    QCOMPARE(test::play(*g, "discard 7L"), std::string());
    QCOMPARE(g->toAct(), 1);
    // Seat 1 takes the discard and lays nothing; then it must discard another card.
    QCOMPARE(test::playAll(*g, {"draw discard", "discard KL"}), std::string());
    QCOMPARE(jr(g).knownInHand(1), CardSet::single(g->deck().idsOf({4, 7}).front()));
}

void TstJankenRummyRules::jr5_cardTakenFromDiscardMayNotBeThrownBack() {
    // ruling JR-5 (variant on by default)
    auto g =
        twoHands({"2R", "4R", "6R", "8R", "10R", "QR", "AL", "3L", "5L", "7L"}, kFiller, {"KR"});
    QCOMPARE(test::playAll(*g, {"draw stock", "discard KR", "draw discard"}), std::string());
    QVERIFY(!hasLegal(*g, "discard KR"));
    QCOMPARE(
        test::play(*g, "discard KR"),
        std::string("The card taken from the discard pile may not be discarded in the same turn."));
    QCOMPARE(test::play(*g, "discard KP"), std::string());
}

void TstJankenRummyRules::jr5_variantOffAllowsThrowingItBack() {
    // ruling JR-5 variant off
    auto g = twoHands({"2R", "4R", "6R", "8R", "10R", "QR", "AL", "3L", "5L", "7L"}, kFiller,
                      {"KR"}, {{"no_discard_taken", "false"}});
    QCOMPARE(test::playAll(*g, {"draw stock", "discard KR", "draw discard", "discard KR"}),
             std::string());
}

void TstJankenRummyRules::jr5_noLayOffThatLeavesOnlyTheTakenCard() {
    // ruling JR-5: with the taken card unthrowable, a play that would leave it
    // alone in the hand would leave the turn without an end, so it is refused.
    auto g = twoHands({"2R", "3R", "4R", "9P", "9S", "9W", "6S", "7W", "8L", "9R"}, kFiller,
                      {"AW", "QL"});
    QCOMPARE(test::playAll(*g, {"draw stock", "discard AW", "draw stock", "discard QL",
                                "draw discard", "meld 2R 3R 4R", "meld 9P 9S 9W"}),
             std::string());
    QVERIFY(!hasLegal(*g, "meld 6S 7W 8L 9R"));
    QCOMPARE(test::play(*g, "meld 6S 7W 8L 9R"),
             std::string("That would leave only the card taken from the discard pile, which may "
                         "not be discarded this turn."));
    QCOMPARE(test::play(*g, "discard 9R"), std::string());
}

void TstJankenRummyRules::jr6_stockTurnOverKeepsOrder() {
    // ruling JR-6
    test::Setup s = setupFor(2);
    s.seed = 11;
    auto g = test::makeGame(s);
    std::vector<CardId> discards;
    while (!jr(g).stock().empty()) {
        const CardId c = drawAndDiscard(*g);
        QVERIFY(c != kNoCard);
        discards.push_back(c);
    }
    QCOMPARE(int(discards.size()), 45);
    QCOMPARE(jr(g).discardPile(), discards);
    const int seat = g->toAct();
    const CardSet before = jr(g).hand(seat);
    QCOMPARE(test::play(*g, "draw stock"), std::string());
    // The first card discarded is drawn first; the rest follow in discard order.
    QCOMPARE((jr(g).hand(seat) - before).first(), discards.front());
    QCOMPARE(jr(g).discardPile(), std::vector<CardId>{discards.back()});
    std::vector<CardId> expected(discards.rbegin() + 1, discards.rend() - 1);  // top last
    QCOMPARE(jr(g).stock(), expected);
    QCOMPARE(stat(*g, "stock_turnovers"), 1);
    // The drawn card came from a known stock: everyone knows it is in that hand.
    QVERIFY(jr(g).knownInHand(seat).contains(discards.front()));
}

void TstJankenRummyRules::g4_blockedHandEndsWithoutScore() {
    // ruling G-4: a whole turned-over stock without any card reaching the
    // table means the hand cannot end; it is called off with no score.
    test::Setup s = setupFor(2);
    s.seed = 11;
    auto g = test::makeGame(s);
    int turns = 0;
    while (jr(g).handNumber() == 0 && turns < 200) {
        QVERIFY(drawAndDiscard(*g) != kNoCard);
        ++turns;
    }
    QCOMPARE(turns, 45 + 44);  // the first stock, then the turned-over 44 cards
    QCOMPARE(jr(g).handNumber(), 1);
    QCOMPARE(jr(g).lastHandWinner(), -1);
    QCOMPARE(jr(g).score(0), 0);
    QCOMPARE(jr(g).score(1), 0);
    QCOMPARE(jr(g).hand(0).size(), 10);  // a new deal
}

void TstJankenRummyRules::g1_firstDealerFromSeedAndDealPassesLeft() {
    // ruling G-1
    std::vector<int> dealers;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        test::Setup s = setupFor(4);
        s.seed = seed;
        auto g = test::makeGame(s);
        dealers.push_back(jr(g).dealer());
        QCOMPARE(g->toAct(), (jr(g).dealer() + 1) % 4);
    }
    QVERIFY(std::count(dealers.begin(), dealers.end(), dealers.front()) < 30);
    auto g =
        twoHands({"2R", "3R", "4R", "9P", "9S", "9W", "6S", "7W", "8L", "9R"}, kFiller, {"KR"});
    QCOMPARE(jr(g).dealer(), 1);
    QCOMPARE(test::playAll(*g, {"draw stock", "meld 2R 3R 4R", "meld 9P 9S 9W", "meld 6S 7W 8L 9R",
                                "discard KR"}),
             std::string());
    QCOMPARE(jr(g).dealer(), 0);  // the deal passed left
    QCOMPARE(g->toAct(), 1);
}

void TstJankenRummyRules::g2_sameSeedSameGame() {
    // ruling G-2
    test::Setup s = setupFor(3, {{"wild_jokers", "true"}});
    s.seed = 99;
    auto a = test::makeGame(s);
    auto b = test::makeGame(s);
    QVERIFY(a->view(kEveryone) == b->view(kEveryone));
    const SeatView start = a->view(kEveryone);
    for (int i = 0; i < 40 && !a->isTerminal(); ++i) {
        const Action first = a->legalActions().front();
        QCOMPARE(a->apply(first), std::string());
        QCOMPARE(b->apply(first), std::string());
        QVERIFY(a->view(kEveryone) == b->view(kEveryone));
    }
    s.seed = 100;
    QVERIFY(!(test::makeGame(s)->view(kEveryone) == start));
}

void TstJankenRummyRules::jr7_rummyDoublesTheScore() {
    // ruling JR-7: everything laid in one turn, nothing laid before.
    auto g =
        twoHands({"2R", "3R", "4R", "9P", "9S", "9W", "6S", "7W", "8L", "9R"}, kFiller, {"KR"});
    EventList events;
    QCOMPARE(
        test::playAll(*g, {"draw stock", "meld 2R 3R 4R", "meld 9P 9S 9W", "meld 6S 7W 8L 9R"}),
        std::string());
    QCOMPARE(test::play(*g, "discard KR", &events), std::string());
    QCOMPARE(jr(g).score(0), 200);  // seat 1 holds 100 pips, doubled
    QCOMPARE(jr(g).lastHandWinner(), 0);
    bool rummyMessage = false;
    for (const Event& e : events)
        rummyMessage = rummyMessage || englishText(e.text).find("Rummy") != std::string::npos;
    QVERIFY(rummyMessage);
    QCOMPARE(jr(g).handNumber(), 1);
}

void TstJankenRummyRules::jr7_goingOutAfterEarlierMeldsScoresSingle() {
    // ruling JR-7: going out without a discard, after laying a meld earlier.
    auto g = twoHands({"2R", "3R", "4R", "9P", "9S", "9W", "6S", "7W", "8L", "9R"}, kFiller,
                      {"KR", "AS", "5R"});
    QCOMPARE(test::playAll(*g, {"draw stock", "meld 2R 3R 4R", "discard KR", "draw stock",
                                "discard AS", "draw stock", "layoff 5R 1", "meld 9P 9S 9W"}),
             std::string());
    QCOMPARE(jr(g).score(0), 0);
    QCOMPARE(test::play(*g, "meld 6S 7W 8L 9R"), std::string());
    // Seat 1 kept its ten filler cards plus the drawn AS minus the discarded AS.
    QCOMPARE(jr(g).score(0), 100);
    QCOMPARE(jr(g).lastHandPoints(0), 100);
}

void TstJankenRummyRules::jr7_gameEndsAtTargetScore() {
    // ruling JR-7 (variant target score)
    auto g = twoHands({"2R", "3R", "4R", "9P", "9S", "9W", "6S", "7W", "8L", "9R"}, kFiller, {"KR"},
                      {{"target_score", "150"}});
    QCOMPARE(test::playAll(*g, {"draw stock", "meld 2R 3R 4R", "meld 9P 9S 9W", "meld 6S 7W 8L 9R",
                                "discard KR"}),
             std::string());
    QVERIFY(g->isTerminal());
    QCOMPARE(g->toAct(), kNobody);
    const Result r = g->result();
    QCOMPARE(r.winners, std::vector<int>{0});
    QCOMPARE(r.scores, (std::vector<int>{200, 0}));
    QCOMPARE(r.placements, (std::vector<int>{1, 2}));
}

void TstJankenRummyRules::jr8_moveFromSetIntoNewRun() {
    // ruling JR-8, the seed's example: the 9 of Rock leaves four 9s for a new run.
    auto g = twoHands({"9R", "9P", "9S", "9W", "10R", "JR", "2L", "4L", "6L", "8L"}, kFiller,
                      {"KR"}, {{"changing_melds", "true"}});
    QCOMPARE(test::playAll(*g, {"draw stock", "meld 9R 9P 9S 9W"}), std::string());
    QVERIFY(hasLegal(*g, "move 9R from 1 new 10R JR"));
    QCOMPARE(test::play(*g, "move 9R from 1 new 10R JR"), std::string());
    QCOMPARE(jr(g).meldCount(), 2);
    QCOMPARE(int(jr(g).meld(0).size), 3);
    QCOMPARE(jr(g).meld(1).kind, MeldKind::Run);
    QCOMPARE(int(jr(g).meld(1).owner), 0);
    // The set of three may give nothing more away.
    QVERIFY(!hasLegal(*g, "move 9P from 1 new 10R JR"));
    QCOMPARE(test::play(*g, "move 9P from 1 to 2"),
             std::string("Meld 1 must keep at least 3 cards (4 for a strong run), stay in sequence "
                         "and keep a natural card."));
}

void TstJankenRummyRules::jr8_moveIntoAnotherMeldAndTooSmallRefused() {
    // ruling JR-8
    auto g = twoHands({"9R", "9P", "9S", "9W", "10R", "JR", "QR", "2L", "4L", "6L"}, kFiller,
                      {"KR"}, {{"changing_melds", "true"}});
    QCOMPARE(test::playAll(*g, {"draw stock", "meld 9R 9P 9S 9W", "meld 10R JR QR"}),
             std::string());
    QCOMPARE(test::play(*g, "move JR from 2 new 2L 4L").empty(), false);  // middle of a run
    QCOMPARE(test::play(*g, "move 9R from 1 to 2"), std::string());
    QCOMPARE(int(jr(g).meld(1).size), 4);
    QCOMPARE(int(jr(g).meld(0).size), 3);
    // Moving it back would need it to leave a run of four at its end: legal
    // by size, but a card moves only once per turn.
    QCOMPARE(test::play(*g, "move 9R from 2 to 1"),
             std::string("A card moves at most once per turn."));
    QVERIFY(!hasLegal(*g, "move 9P from 1 to 2"));
    // Table cards never go to a hand or the discard pile.
    QCOMPARE(test::play(*g, "discard 9P"), std::string("You do not hold 9P."));
}

void TstJankenRummyRules::jr8_strongRunKeepsFourCards() {
    // ruling JR-8: strong runs keep at least four cards.
    auto g = twoHands({"2R", "3P", "4S", "5R", "2P", "2W", "AL", "7L", "9L", "JL"}, kFiller, {"KR"},
                      {{"changing_melds", "true"}});
    QCOMPARE(test::playAll(*g, {"draw stock", "meld 2R 3P 4S 5R"}), std::string());
    QVERIFY(!hasLegal(*g, "move 2R from 1 new 2P 2W"));
    QVERIFY(!test::play(*g, "move 2R from 1 new 2P 2W").empty());
}

void TstJankenRummyRules::jr8_variantOffRefusesMoves() {
    // ruling JR-8 (variant off by default)
    auto g =
        twoHands({"9R", "9P", "9S", "9W", "10R", "JR", "2L", "4L", "6L", "8L"}, kFiller, {"KR"});
    QCOMPARE(test::playAll(*g, {"draw stock", "meld 9R 9P 9S 9W"}), std::string());
    QCOMPARE(test::play(*g, "move 9R from 1 new 10R JR"),
             std::string("Moving table cards needs the Changing melds variant."));
}

void TstJankenRummyRules::jr9_wildJokerMeldsAndLayOffs() {
    // ruling JR-9
    const std::map<std::string, std::string> wild = {{"wild_jokers", "true"}};
    auto g = twoHands({"3R", "5R", "*R", "9W", "9P", "*P", "6S", "7W", "8L", "*L"}, kFiller, {"KR"},
                      wild);
    QCOMPARE(test::play(*g, "draw stock"), std::string());
    QVERIFY(hasLegal(*g, "meld 3R *R=4 5R"));
    QVERIFY(hasLegal(*g, "meld 9P 9W *P=9"));      // the Joker repeats the 9 of Paper
    QVERIFY(hasLegal(*g, "meld *L=5 6S 7W 8L"));   // Scissors beats Lizard
    QVERIFY(hasLegal(*g, "meld 6S 7W 8L *R=9"));   // Rock beats Lizard
    QVERIFY(!hasLegal(*g, "meld 6S 7W 8L *P=9"));  // Paper does not
    QCOMPARE(test::play(*g, "meld 3R *R 5R"), std::string("Say which rank *R stands for."));
    QCOMPARE(test::play(*g, "meld *R=9 *P=9 *L=9"),
             std::string("A meld needs at least one card that is not a Joker."));
    QCOMPARE(test::playAll(*g, {"meld 3R *R=4 5R", "meld 9P 9W *P=9"}), std::string());
    QCOMPARE(jr(g).meld(1).kind, MeldKind::Set);
    // The Lizard Joker may join the 9s as a 9, but not the Rock run.
    QVERIFY(hasLegal(*g, "layoff *L=9 2"));
    QVERIFY(!hasLegal(*g, "layoff *L=6 1"));
    QVERIFY(!hasLegal(*g, "layoff KR 1"));
    QCOMPARE(test::playAll(*g, {"meld *L=5 6S 7W 8L", "discard KR"}), std::string());
    QCOMPARE(jr(g).lastHandWinner(), 0);
}

void TstJankenRummyRules::jr9_jokerRankFixedAndFifteenPoints() {
    // ruling JR-9: the rank is fixed once laid; a Joker left in hand costs 15.
    const std::map<std::string, std::string> opts = {{"wild_jokers", "true"},
                                                     {"changing_melds", "true"}};
    auto g = twoHands({"2R", "3R", "*R", "9P", "9S", "9W", "6S", "7W", "8L", "9R"},
                      {"KP", "QP", "JP", "KS", "QS", "JS", "KW", "QW", "JW", "*L"}, {"KR"}, opts);
    QCOMPARE(test::playAll(*g, {"draw stock", "meld 2R 3R *R=4"}), std::string());
    {
        const std::vector<CardGroup> groups = g->view(kEveryone).groups;
        QCOMPARE(groups.size(), std::size_t{1});
        QCOMPARE(groups[0].ranks, (std::vector<int>{0, 0, 4}));  // the Joker stands for 4
    }
    QCOMPARE(test::playAll(*g, {"meld 9P 9S 9W", "meld 6S 7W 8L 9R", "discard KR"}), std::string());
    QCOMPARE(jr(g).score(0), 2 * (90 + 15));  // Rummy; seat 1 keeps nine faces and a Joker
}

void TstJankenRummyRules::jr9_movedJokerKeepsItsRank() {
    // rulings JR-8 and JR-9: a Joker moved between melds keeps the rank it stands for.
    const std::map<std::string, std::string> opts = {{"wild_jokers", "true"},
                                                     {"changing_melds", "true"}};
    auto g = twoHands({"9S", "9W", "9L", "*P", "6P", "7P", "8P", "2P", "3P", "QL"}, kFiller, {"KR"},
                      opts);
    QCOMPARE(test::playAll(*g, {"draw stock", "meld 9S 9W 9L *P=9", "meld 6P 7P 8P"}),
             std::string());
    // As a 9 it makes no meld with 2P 3P; as an Ace or a 4 it would, but its rank is fixed.
    const std::string fixed = "A moved Joker keeps its rank: *P stands for 9.";
    QCOMPARE(test::play(*g, "move *P from 1 new 2P 3P"), fixed);
    QCOMPARE(test::play(*g, "move *P=4 from 1 new 2P 3P"), fixed);
    QCOMPARE(test::play(*g, "move *P=10 from 1 to 2"), fixed);
    // Written with the rank it has, as meld and layoff write Jokers, it is the same move.
    QVERIFY(hasLegal(*g, "move *P from 1 to 2"));
    QVERIFY(g->parse("move *P=9 from 1 to 2") == g->parse("move *P from 1 to 2"));
    QCOMPARE(test::play(*g, "move *P=9 from 1 to 2"), std::string());
    QCOMPARE(int(jr(g).meld(1).size), 4);
}

void TstJankenRummyRules::layOffOntoOpponentMeldAtBothEnds() {
    auto g = twoHands({"3R", "4R", "5R", "AL", "3L", "5L", "7L", "9L", "JL", "KL"},
                      {"2R", "6R", "QP", "JP", "KS", "QS", "JS", "KW", "QW", "JW"}, {"8P", "9P"});
    QCOMPARE(test::playAll(*g, {"draw stock", "meld 3R 4R 5R", "discard 8P", "draw stock"}),
             std::string());
    QCOMPARE(test::playAll(*g, {"layoff 2R 1", "layoff 6R 1"}), std::string());
    QCOMPARE(int(jr(g).meld(0).size), 5);
    QCOMPARE(int(jr(g).meld(0).owner), 0);
    const SeatView v = g->view(1);
    QCOMPARE(int(v.zones[2 + 2 + 0].cards.size()), 5);  // seat 0's meld area holds them
    QCOMPARE(g->deck().format(v.zones[4].cards.front().id), std::string("2R"));
    QCOMPARE(g->deck().format(v.zones[4].cards.back().id), std::string("6R"));
}

void TstJankenRummyRules::illegalActionsExplainWhy() {
    auto g =
        twoHands({"2R", "3R", "4R", "9P", "9S", "9W", "6S", "7W", "8L", "AL"}, kFiller, {"KR"});
    QCOMPARE(test::play(*g, "draw discard"),
             std::string("The discard pile is empty: draw from the stock."));
    QCOMPARE(test::play(*g, "draw stock"), std::string());
    QCOMPARE(test::play(*g, "draw stock"), std::string("You have already drawn this turn."));
    const CardId kr = g->deck().idsOf({0, kKing}).front();
    QCOMPARE(test::whyNotCard(*g, kr), std::string());  // may be discarded

    QCOMPARE(test::play(*g, "meld 6S 7W 8L"), std::string("A strong run needs at least 4 cards."));
    QCOMPARE(test::play(*g, "meld 2R 3R 5R").empty(), false);
    QCOMPARE(test::play(*g, "meld 9P 9S 9R"), std::string("You do not hold 9R."));
    QCOMPARE(test::play(*g, "layoff AL 3"), std::string("There is no meld 3 on the table."));
    QCOMPARE(test::play(*g, "meld 2R 3R 4R"), std::string());
    QCOMPARE(test::play(*g, "layoff AL 1"), std::string("AL does not fit at an end of meld 1."));
    QVERIFY(!g->parse("meld 2R 2R 3R").has_value());
    QVERIFY(!g->parse("layoff 9R zero").has_value());
    // Next turn: the top discard is what "draw discard" takes, so it can be clicked.
    QCOMPARE(test::play(*g, "discard KR"), std::string());
    QCOMPARE(test::whyNotCard(*g, kr), std::string());
    QCOMPARE(test::whyNotCard(*g, g->deck().idsOf({1, kKing}).front()),
             std::string("Draw first: take the top card of the stock or of the discard pile."));
}

void TstJankenRummyRules::notationRoundTrips() {
    const std::map<std::string, std::string> opts = {{"wild_jokers", "true"},
                                                     {"changing_melds", "true"}};
    auto g = twoHands({"9R", "9P", "9S", "9W", "10R", "*R", "QR", "2L", "4L", "6L"}, kFiller,
                      {"KR"}, opts);
    QCOMPARE(test::playAll(*g, {"draw stock", "meld 9R 9P 9S 9W"}), std::string());
    int moves = 0;
    for (const Action& a : g->legalActions()) {
        const std::string text = g->format(a);
        const auto back = g->parse(text);
        QVERIFY2(back.has_value() && *back == a, text.c_str());
        moves += a.kind == kMoveToNew || a.kind == kMoveToMeld;
    }
    QVERIFY(moves > 0);
    QVERIFY(hasLegal(*g, "move 9R from 1 new 10R *R=J"));
    QVERIFY(hasLegal(*g, "meld 10R *R=J QR"));
    QVERIFY(hasLegal(*g, "discard *R"));
}

void TstJankenRummyRules::meldAreasExposeMeldBoundaries() {
    auto g =
        twoHands({"2R", "3R", "4R", "9P", "9S", "9W", "6S", "7W", "8L", "AL"}, kFiller, {"KR"});
    QCOMPARE(test::playAll(*g, {"draw stock", "meld 2R 3R 4R", "meld 9P 9S 9W"}), std::string());
    QCOMPARE(stat(*g, "meld_count"), 2);
    const std::vector<CardGroup> groups = g->view(1).groups;
    QCOMPARE(groups.size(), std::size_t{2});
    QCOMPARE(groups[0].seat, 0);
    QCOMPARE(groups[0].number, 1);
    QCOMPARE(groups[0].cards.size(), std::size_t{3});
    QCOMPARE(std::string(groups[0].caption.args[1].word), std::string("run"));
    QCOMPARE(std::string(groups[1].caption.args[1].word), std::string("set"));
    QCOMPARE(stat(*g, "has_laid", 0), 1);
    QCOMPARE(stat(*g, "hand"), 1);
    const auto zones = g->zones();
    QCOMPARE(zones[4].key, std::string("melds.0"));
    QCOMPARE(zones[4].visibility, ZoneVisibility::Everyone);
    QCOMPARE(int(g->view(1).zones[4].cards.size()), 6);
}

QTEST_APPLESS_MAIN(TstJankenRummyRules)
#include "tst_janken_rummy_rules.moc"
