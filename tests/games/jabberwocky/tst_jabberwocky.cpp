// Jabberwocky rules: one test per ruling JW-1..JW-5, the seed's worked example,
// trick winners, dealing, revealed voids, notation and refusal reasons.
#include <QTest>
#include <algorithm>
#include <bit>

#include "catalog/record.h"
#include "core/info_set.h"
#include "core/seen_history.h"
#include "games/jabberwocky/jabberwocky.h"
#include "jabberwocky_deals.h"
#include "support/test_support.h"

using namespace felt;
using felt::jabberwocky::JabberwockyState;
using test::asJabberwocky;

namespace {

// Four players, seat 3 deals, clubs are trumps. Seat 3 is void in spades and
// seat 1 in diamonds, which the scripted tricks below reveal.
const std::vector<std::vector<std::string>> kHands = {
    {"Kh", "5s", "4d"},
    {"3h", "Ks", "As"},
    {"Ah", "7s", "Jd"},
    {"9h", "3c", "10d"},
};
const std::vector<std::string> kBids = {"bid 0", "bid 0", "bid 1", "bid 1"};
const std::vector<std::string> kTrick1 = {"play Kh", "play 3h", "play Ah", "play 9h"};
const std::vector<std::string> kTrick2 = {"play 7s", "play 3c", "play 5s", "play Ks"};
const std::vector<std::string> kTrick3 = {"play 10d", "play 4d", "play As", "play Jd"};

CardId cardOf(const GameState& state, const std::string& text) {
    return state.deck().idsOf(*state.deck().parseFace(text)).front();
}

std::string describe(const Event& e) {
    return std::to_string(static_cast<int>(e.kind)) + "/" + std::to_string(e.seat) + "/" +
           std::to_string(e.card) + "/" + std::to_string(e.fromZone) + ">" +
           std::to_string(e.toZone) + "/" + std::to_string(e.seenBy) + "/" +
           std::to_string(e.value) + "/" + std::to_string(e.total) + "/" + englishText(e.text);
}

test::Setup seeded(int players, std::uint64_t seed) {
    test::Setup s;
    s.game = "jabberwocky";
    s.players = players;
    s.seed = seed;
    return s;
}

}  // namespace

class TstJabberwocky : public QObject {
    Q_OBJECT
private slots:
    void jw1_roundsDealThreeUpToNineAndBackToThree();
    void jw1_trumpCardIsTurnedAndVisibleToEveryone();
    void jw1_trumpTurnerVariantChangesOnlyWhoIsShownTurning();
    void jw2_biddingStartsLeftOfDealerWithBidsFromZeroToCards();
    void jw2_dealerMayNotMakeBidsEqualTricks();
    void jw2_seedExampleBids203ForbidDealerBidOfOne();
    void jw3_followSuitIsEnforcedWithAReason();
    void jw3_revokesVariantAcceptsRevokeAndDeductsThreeAtOnce();
    void jw4_trumpMayNotBeLedUntilBroken();
    void jw4_leaderHoldingOnlyTrumpsMayLeadTrump();
    void jw4_trumpPlayedOffSuitBreaksTrump();
    void jw5_exactBidScoresOnePointOthersNothing();
    void jw5_highestTotalWinsAndTiesShareTheWin();
    void trickWinners();
    void dealPassesLeftEachRound();
    void determinizeRespectsRevealedVoids();
    void roundStartReplaysToTheSameState();
    void endedRoundsAreRebuiltWhole();
    void notationRoundTripsAndRejectsNonsense();
    void refusalReasons();
    void recordRoundTripOfStackedAndWholeGames();
};

// ruling JW-1
void TstJabberwocky::jw1_roundsDealThreeUpToNineAndBackToThree() {
    const std::vector<int> expected = {3, 4, 5, 6, 7, 8, 9, 8, 7, 6, 5, 4, 3};
    for (int r = 0; r < jabberwocky::kRounds; ++r)
        QCOMPARE(jabberwocky::cardsInRound(r), expected[r]);
    for (int players = 3; players <= 5; ++players) {
        auto state = test::makeGame(seeded(players, 11));
        QVERIFY(state);
        std::vector<int> dealt;
        while (!state->isTerminal()) {
            const auto& jw = asJabberwocky(*state);
            QCOMPARE(jw.round(), static_cast<int>(dealt.size()));
            for (int s = 0; s < players; ++s) QCOMPARE(jw.hand(s).size(), expected[jw.round()]);
            dealt.push_back(jw.hand(0).size());
            test::playRoundThrough(*state);
        }
        QCOMPARE(dealt, expected);
        QCOMPARE(asJabberwocky(*state).round(), jabberwocky::kRounds - 1);
        QCOMPARE(state->toAct(), kNobody);
    }
}

// ruling JW-1
void TstJabberwocky::jw1_trumpCardIsTurnedAndVisibleToEveryone() {
    auto state = test::makeGame(seeded(4, 5));
    QVERIFY(state);
    while (!state->isTerminal()) {
        const auto& jw = asJabberwocky(*state);
        const CardId trump = jw.trumpCard();
        QCOMPARE(jw.trumpSuit(), JabberwockyState::suitOf(trump));
        for (int s = 0; s < 4; ++s) QVERIFY(!jw.hand(s).contains(trump));
        for (int viewer = -1; viewer < 4; ++viewer) {
            const SeatView v = state->view(viewer);
            QCOMPARE(v.zones[jabberwocky::kTrumpZone].cards.size(), std::size_t{1});
            QCOMPARE(v.zones[jabberwocky::kTrumpZone].cards[0].id, trump);
            // The rest of the pack stays hidden and holds what was not dealt or turned.
            QCOMPARE(static_cast<int>(v.zones[jabberwocky::kStockZone].cards.size()),
                     52 - 4 * jabberwocky::cardsInRound(jw.round()) - 1);
        }
        // The trump card stays up for the whole round.
        const int round = jw.round();
        while (!state->isTerminal() && asJabberwocky(*state).round() == round) {
            QCOMPARE(asJabberwocky(*state).trumpCard(), trump);
            QCOMPARE(state->view(2).zones[jabberwocky::kTrumpZone].cards[0].id, trump);
            state->applyLegal(state->legalActions().front());
        }
    }
}

// ruling JW-1 (variant trump_turner)
void TstJabberwocky::jw1_trumpTurnerVariantChangesOnlyWhoIsShownTurning() {
    test::Setup byDealer = seeded(4, 21);
    test::Setup byLeft = byDealer;
    byLeft.options["trump_turner"] = "left";
    auto a = test::makeGame(byDealer);
    auto b = test::makeGame(byLeft);
    QVERIFY(a && b);
    int trumpEvents = 0;
    while (!a->isTerminal()) {
        QVERIFY(a->view(kEveryone) == b->view(kEveryone));
        QVERIFY(a->legalActions() == b->legalActions());
        const Action action = a->legalActions().front();
        EventList ea, eb;
        a->applyLegal(action, &ea);
        b->applyLegal(action, &eb);
        QCOMPARE(ea.size(), eb.size());
        for (std::size_t i = 0; i < ea.size(); ++i) {
            if (ea[i].kind == EventKind::Trump) {
                ++trumpEvents;
                const int dealer = asJabberwocky(*a).dealer();
                QCOMPARE(static_cast<int>(ea[i].seat), dealer);
                QCOMPARE(static_cast<int>(eb[i].seat), (dealer + 1) % 4);
                eb[i].seat = ea[i].seat;
            }
            QCOMPARE(describe(eb[i]), describe(ea[i]));
        }
    }
    QCOMPARE(trumpEvents, jabberwocky::kRounds - 1);  // the first round is dealt at creation
    QCOMPARE(a->result().scores, b->result().scores);
}

// ruling JW-2
void TstJabberwocky::jw2_biddingStartsLeftOfDealerWithBidsFromZeroToCards() {
    auto state = test::stackedJabberwocky(3, kHands, "2c");
    QVERIFY(state);
    const auto& jw = asJabberwocky(*state);
    QCOMPARE(jw.dealer(), 3);
    QCOMPARE(jw.phase(), jabberwocky::Phase::Bidding);
    for (int seat : {0, 1, 2}) {
        QCOMPARE(state->toAct(), seat);
        QCOMPARE(test::legalTexts(*state),
                 (std::vector<std::string>{"bid 0", "bid 1", "bid 2", "bid 3"}));
        QCOMPARE(test::play(*state, "bid 4"), std::string("A bid must be between 0 and 3."));
        QCOMPARE(test::play(*state, "bid 3"), std::string());
    }
    // The dealer bids last; bids already total 9 > 3 tricks, so nothing is forbidden.
    QCOMPARE(state->toAct(), 3);
    QCOMPARE(jw.forbiddenDealerBid(), -1);
    QCOMPARE(test::legalTexts(*state).size(), std::size_t{4});
    QCOMPARE(test::play(*state, "bid 0"), std::string());
    QCOMPARE(jw.phase(), jabberwocky::Phase::Playing);
    QCOMPARE(state->toAct(), 0);  // the player left of the dealer leads
    for (int s = 0; s < 4; ++s) QCOMPARE(jw.bid(s), s == 3 ? 0 : 3);
}

// ruling JW-2
void TstJabberwocky::jw2_dealerMayNotMakeBidsEqualTricks() {
    auto state = test::stackedJabberwocky(3, kHands, "2c");
    QVERIFY(state);
    QCOMPARE(test::playAll(*state, {"bid 0", "bid 0", "bid 1"}), std::string());
    QCOMPARE(asJabberwocky(*state).forbiddenDealerBid(), 2);
    QCOMPARE(test::legalTexts(*state), (std::vector<std::string>{"bid 0", "bid 1", "bid 3"}));
    const SeatView before = state->view(kEveryone);
    QCOMPARE(
        test::play(*state, "bid 2"),
        std::string("The dealer may not bid 2: the bids would add up to the number of tricks."));
    QVERIFY(state->view(kEveryone) == before);
    QCOMPARE(test::play(*state, "bid 3"), std::string());
}

// ruling JW-2: the seed's example (4 players, 6 cards, bids 2, 0, 3: the dealer may not bid 1)
void TstJabberwocky::jw2_seedExampleBids203ForbidDealerBidOfOne() {
    test::Setup s = seeded(4, 3);
    s.firstDealer = 1;
    auto state = test::makeGame(s);
    QVERIFY(state);
    for (int r = 0; r < 3; ++r) test::playRoundThrough(*state);
    const auto& jw = asJabberwocky(*state);
    QCOMPARE(jabberwocky::cardsInRound(jw.round()), 6);
    QCOMPARE(jw.dealer(), 0);
    QCOMPARE(test::playAll(*state, {"bid 2", "bid 0", "bid 3"}), std::string());
    QCOMPARE(state->toAct(), 0);
    QCOMPARE(test::legalTexts(*state),
             (std::vector<std::string>{"bid 0", "bid 2", "bid 3", "bid 4", "bid 5", "bid 6"}));
    QVERIFY(test::play(*state, "bid 1").find("may not bid 1") != std::string::npos);
    QCOMPARE(test::play(*state, "bid 0"), std::string());
}

// ruling JW-3
void TstJabberwocky::jw3_followSuitIsEnforcedWithAReason() {
    auto state = test::stackedJabberwocky(3, kHands, "2c");
    QVERIFY(state);
    QCOMPARE(test::playAll(*state, kBids), std::string());
    QCOMPARE(test::play(*state, "play Kh"), std::string());
    QCOMPARE(state->toAct(), 1);
    QCOMPARE(test::legalTexts(*state), std::vector<std::string>{"play 3h"});
    const std::string reason = "You must follow suit: hearts were led.";
    QCOMPARE(test::play(*state, "play Ks"), reason);
    QCOMPARE(test::whyNotCard(*state, cardOf(*state, "As")), reason);
    QCOMPARE(test::whyNotCard(*state, cardOf(*state, "3h")), std::string());
    QCOMPARE(test::play(*state, "play 3h"), std::string());
}

// ruling JW-3 (variant revokes)
void TstJabberwocky::jw3_revokesVariantAcceptsRevokeAndDeductsThreeAtOnce() {
    auto state = test::stackedJabberwocky(3, kHands, "2c", {{"revokes", "true"}});
    QVERIFY(state);
    QCOMPARE(test::playAll(*state, kBids), std::string());
    QCOMPARE(test::play(*state, "play Kh"), std::string());
    QCOMPARE(test::legalTexts(*state), (std::vector<std::string>{"play 3h", "play Ks", "play As"}));
    EventList events;
    QCOMPARE(test::play(*state, "play Ks", &events), std::string());
    const auto penalty = std::find_if(events.begin(), events.end(),
                                      [](const Event& e) { return e.kind == EventKind::Penalty; });
    QVERIFY(penalty != events.end());
    QCOMPARE(static_cast<int>(penalty->seat), 1);
    QCOMPARE(penalty->value, 3);
    QCOMPARE(penalty->total, -3);
    const auto& jw = asJabberwocky(*state);
    QCOMPARE(jw.score(1), -3);  // deducted at once, before the round is scored
    // A revoke proves nothing about the seat's hearts: no void is recorded.
    QCOMPARE(jw.voids(1) & (1u << kHearts), 0u);
    // A genuine void is still recorded in the variant, and costs nothing.
    QCOMPARE(test::playAll(*state, {"play Ah", "play 9h"}), std::string());
    QCOMPARE(test::playAll(*state, {"play 7s", "play 3c"}), std::string());
    QVERIFY(jw.voids(3) & (1u << kSpades));
    QCOMPARE(jw.score(3), 0);
    // Following suit while able is of course still allowed and free.
    events.clear();
    QCOMPARE(test::play(*state, "play 5s", &events), std::string());
    QVERIFY(std::none_of(events.begin(), events.end(),
                         [](const Event& e) { return e.kind == EventKind::Penalty; }));
}

// ruling JW-4
void TstJabberwocky::jw4_trumpMayNotBeLedUntilBroken() {
    const std::vector<std::vector<std::string>> hands = {
        {"Kh", "5c", "4d"}, {"8c", "9c", "6s"}, {"2h", "7s", "Jd"}, {"9h", "10d", "3s"}};
    auto state = test::stackedJabberwocky(3, hands, "2c");
    QVERIFY(state);
    QCOMPARE(test::playAll(*state, kBids), std::string());
    QCOMPARE(test::legalTexts(*state), (std::vector<std::string>{"play 4d", "play Kh"}));
    QCOMPARE(test::play(*state, "play 5c"),
             std::string("Trumps are not broken yet: lead another suit (clubs are trumps)."));
    QVERIFY(!asJabberwocky(*state).trumpBroken());
}

// ruling JW-4
void TstJabberwocky::jw4_leaderHoldingOnlyTrumpsMayLeadTrump() {
    const std::vector<std::vector<std::string>> hands = {
        {"5c", "6c", "7c"}, {"8c", "9c", "6s"}, {"2h", "7s", "Jd"}, {"9h", "10d", "3s"}};
    auto state = test::stackedJabberwocky(3, hands, "2c");
    QVERIFY(state);
    QCOMPARE(test::playAll(*state, kBids), std::string());
    QCOMPARE(test::legalTexts(*state), (std::vector<std::string>{"play 5c", "play 6c", "play 7c"}));
    QCOMPARE(test::play(*state, "play 7c"), std::string());
    QVERIFY(asJabberwocky(*state).trumpBroken());
    // Leading trump from a hand of trumps shows the leader holds no other suit.
    QCOMPARE(static_cast<int>(asJabberwocky(*state).voids(0)), 0xF & ~(1 << kClubs));
}

// ruling JW-4
void TstJabberwocky::jw4_trumpPlayedOffSuitBreaksTrump() {
    const std::vector<std::vector<std::string>> hands = {
        {"Kh", "5c", "4d"}, {"8c", "9c", "6s"}, {"2h", "7s", "Jd"}, {"9h", "10d", "3s"}};
    auto state = test::stackedJabberwocky(3, hands, "2c");
    QVERIFY(state);
    QCOMPARE(test::playAll(*state, kBids), std::string());
    QCOMPARE(test::play(*state, "play Kh"), std::string());
    QVERIFY(!asJabberwocky(*state).trumpBroken());
    QCOMPARE(test::play(*state, "play 8c"), std::string());  // seat 1 has no hearts
    QVERIFY(asJabberwocky(*state).trumpBroken());
    QCOMPARE(test::playAll(*state, {"play 2h", "play 9h"}), std::string());
    // Seat 1 won with its trump and may now lead trump although it holds a spade.
    QCOMPARE(state->toAct(), 1);
    QCOMPARE(test::legalTexts(*state), (std::vector<std::string>{"play 9c", "play 6s"}));
    QCOMPARE(test::play(*state, "play 9c"), std::string());
}

// ruling JW-5
void TstJabberwocky::jw5_exactBidScoresOnePointOthersNothing() {
    auto state = test::stackedJabberwocky(3, kHands, "2c");
    QVERIFY(state);
    QCOMPARE(test::playAll(*state, kBids), std::string());
    QCOMPARE(test::playAll(*state, kTrick1), std::string());
    QCOMPARE(test::playAll(*state, kTrick2), std::string());
    EventList events;
    for (const auto& text : kTrick3) QCOMPARE(test::play(*state, text, &events), std::string());
    // Bids 0,0,1,1 against tricks 0,0,2,1: seat 2 took one trick too many.
    std::vector<int> points(4, -1);
    for (const Event& e : events)
        if (e.kind == EventKind::RoundScore) points[e.seat] = e.value;
    QCOMPARE(points, (std::vector<int>{1, 1, 0, 1}));
    const auto& jw = asJabberwocky(*state);
    for (int s = 0; s < 4; ++s) QCOMPARE(jw.score(s), points[s]);
    QCOMPARE(jw.round(), 1);
}

// ruling JW-5
void TstJabberwocky::jw5_highestTotalWinsAndTiesShareTheWin() {
    int sharedWins = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        auto state = test::makeGame(seeded(4, seed));
        QVERIFY(state);
        while (!state->isTerminal()) state->applyLegal(state->legalActions().front());
        const Result r = state->result();
        const auto& jw = asJabberwocky(*state);
        int top = jw.score(0);
        for (int s = 1; s < 4; ++s) top = std::max(top, jw.score(s));
        std::vector<int> winners;
        for (int s = 0; s < 4; ++s) {
            QCOMPARE(r.scores[s], jw.score(s));
            if (jw.score(s) == top) winners.push_back(s);
            int better = 0;
            for (int o = 0; o < 4; ++o) better += jw.score(o) > jw.score(s);
            QCOMPARE(r.placements[s], better + 1);
        }
        QCOMPARE(r.winners, winners);
        if (winners.size() > 1) ++sharedWins;
    }
    QVERIFY2(sharedWins > 0, "some of these games should end in a shared win");
}

void TstJabberwocky::trickWinners() {
    auto state = test::stackedJabberwocky(3, kHands, "2c");
    QVERIFY(state);
    const auto& jw = asJabberwocky(*state);
    QCOMPARE(test::playAll(*state, kBids), std::string());
    // Highest card of the led suit wins.
    QCOMPARE(test::playAll(*state, kTrick1), std::string());
    QCOMPARE(state->toAct(), 2);
    QCOMPARE(jw.tricksWon(2), 1);
    // A trump beats the led suit, even the King.
    QCOMPARE(test::playAll(*state, kTrick2), std::string());
    QCOMPARE(state->toAct(), 3);
    QCOMPARE(jw.tricksWon(3), 1);
    QVERIFY(jw.trumpBroken());
    // An off-suit card loses, even an Ace.
    QCOMPARE(test::play(*state, kTrick3[0]), std::string());
    QCOMPARE(test::play(*state, kTrick3[1]), std::string());
    QCOMPARE(test::play(*state, kTrick3[2]), std::string());
    QCOMPARE(test::play(*state, kTrick3[3]), std::string());
    QCOMPARE(jw.score(2), 0);
    QCOMPARE(std::vector<int>({jw.score(0), jw.score(1), jw.score(3)}),
             std::vector<int>({1, 1, 1}));
    // The cards went to the winners' piles, visible to everyone, before the next deal.
}

void TstJabberwocky::dealPassesLeftEachRound() {
    test::Setup s = seeded(5, 9);
    s.firstDealer = 2;
    auto state = test::makeGame(s);
    QVERIFY(state);
    for (int r = 0; r < jabberwocky::kRounds; ++r) {
        const auto& jw = asJabberwocky(*state);
        QCOMPARE(jw.round(), r);
        QCOMPARE(jw.dealer(), (2 + r) % 5);
        QCOMPARE(state->toAct(), (jw.dealer() + 1) % 5);
        QCOMPARE(jw.trickLeader(), (jw.dealer() + 1) % 5);
        // Bids go round to the left and end with the dealer.
        for (int k = 1; k <= 5; ++k) {
            QCOMPARE(state->toAct(), (jw.dealer() + k) % 5);
            state->applyLegal(state->legalActions().front());
        }
        QCOMPARE(jw.phase(), jabberwocky::Phase::Playing);
        test::playRoundThrough(*state);
    }
    QVERIFY(state->isTerminal());
}

void TstJabberwocky::determinizeRespectsRevealedVoids() {
    auto state = test::stackedJabberwocky(3, kHands, "2c");
    QVERIFY(state);
    QCOMPARE(test::playAll(*state, kBids), std::string());
    QCOMPARE(test::playAll(*state, kTrick1), std::string());
    QCOMPARE(test::playAll(*state, kTrick2), std::string());  // seat 3 showed no spades
    const auto& jw = asJabberwocky(*state);
    QCOMPARE(static_cast<int>(jw.voids(3)), 1 << kSpades);
    Rng rng(77);
    int variedHands = 0;
    for (int i = 0; i < 300; ++i) {
        const auto sample = state->determinize(0, rng);
        const auto& d = asJabberwocky(*sample);
        QCOMPARE(d.hand(0), jw.hand(0));
        QCOMPARE(d.hand(3).size(), 1);
        QCOMPARE(d.handMask(3) & JabberwockyState::suitMask(kSpades), std::uint64_t{0});
        QVERIFY(sample->view(0) == state->view(0));
        variedHands += d.hand(3) != jw.hand(3);
    }
    QVERIFY2(variedHands > 200, "hidden cards should be dealt afresh");
}

// For search bots that read play: at every point of whole random games, the
// round rebuilt from what one seat saw, replayed, shows every seat exactly
// what the game shows it, for the true game and for a sample of it alike;
// the events of another game rebuild nothing.
void TstJabberwocky::roundStartReplaysToTheSameState() {
    Rng rng(3);
    int rebuilt = 0;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        auto truth = test::makeGame(seeded(4, seed));
        QVERIFY(truth);
        SeenHistory seen;
        seen.reset(4);
        std::vector<Action> legal;
        while (!truth->isTerminal()) {
            const int seat = static_cast<int>(rng.below(4));
            const InfoSet info = InfoSet::observe(*truth, seat, rng, seen.seenBy(seat));
            for (const GameState* state :
                 {static_cast<const GameState*>(truth.get()), &info.sample()}) {
                std::vector<Action> since;
                const auto start = state->roundStart(info.history(), 0, since);
                QVERIFY(start);
                QVERIFY(asJabberwocky(*start).phase() == jabberwocky::Phase::Bidding);
                for (const Action& a : since) QCOMPARE(start->apply(a), std::string());
                for (int s = 0; s < 4; ++s) QVERIFY(start->view(s) == state->view(s));
                ++rebuilt;
            }
            truth->legalActions(legal);
            EventList events;
            truth->applyLegal(legal[rng.below(static_cast<std::uint32_t>(legal.size()))], &events);
            seen.record(events);
        }
    }
    QVERIFY(rebuilt > 1000);

    // Play from another deal does not fit this one.
    auto other = test::makeGame(seeded(4, 99));
    auto state = test::makeGame(seeded(4, 1));
    SeenHistory seen;
    seen.reset(4);
    EventList events;
    for (int i = 0; i < 7; ++i) {
        events.clear();
        other->applyLegal(other->legalActions().front(), &events);
        seen.record(events);
        state->applyLegal(state->legalActions().front());
    }
    std::vector<Action> since;
    QVERIFY(!state->roundStart(*seen.seenBy(0), 0, since));
    QVERIFY(since.empty());
}

// A round that ended showed every hand: rebuilt from what one seat saw, it
// starts as the game did (hands, trump card, dealer) and its moves replay.
// The first round's trump card was never shown again, so it cannot be rebuilt.
void TstJabberwocky::endedRoundsAreRebuiltWhole() {
    Rng rng(5);
    auto truth = test::makeGame(seeded(4, 7));
    QVERIFY(truth);
    SeenHistory seen;
    seen.reset(4);
    std::vector<std::unique_ptr<GameState>> starts;  // the game at each round's start
    starts.push_back(truth->clone());
    std::vector<Action> legal;
    while (asJabberwocky(*truth).round() < 9) {
        truth->legalActions(legal);
        EventList events;
        const int round = truth->roundIndex();
        truth->applyLegal(legal[rng.below(static_cast<std::uint32_t>(legal.size()))], &events);
        seen.record(events);
        if (truth->roundIndex() != round) starts.push_back(truth->clone());
    }
    const auto history = seen.seenBy(2);
    std::vector<Action> since;
    for (int back = 1; back <= 8; ++back) {
        const auto start = truth->roundStart(*history, back, since);
        QVERIFY(start);
        const auto& rebuilt = asJabberwocky(*start);
        const auto& then = asJabberwocky(*starts[starts.size() - 1 - back]);
        QCOMPARE(rebuilt.round(), then.round());
        QCOMPARE(rebuilt.dealer(), then.dealer());
        QCOMPARE(rebuilt.trumpCard(), then.trumpCard());
        for (int s = 0; s < 4; ++s) QCOMPARE(rebuilt.hand(s), then.hand(s));
        QCOMPARE(since.size(), std::size_t(4 + 4 * jabberwocky::cardsInRound(then.round())));
        for (const Action& a : since) QCOMPARE(start->apply(a), std::string());
    }
    QVERIFY(!truth->roundStart(*history, 9, since));  // the first round
    QVERIFY(since.empty());
    QVERIFY(!truth->roundStart(*history, 10, since));
}

void TstJabberwocky::notationRoundTripsAndRejectsNonsense() {
    auto state = test::stackedJabberwocky(3, kHands, "2c");
    QVERIFY(state);
    for (const std::string text : {"bid 0", "bid 3", "play 10d", "play Qh", "play As"}) {
        const auto action = state->parse(text);
        QVERIFY2(action, text.c_str());
        QCOMPARE(state->format(*action), text);
    }
    QCOMPARE(state->format(*state->parse("  play   10D ")), std::string("play 10d"));
    QCOMPARE(state->format(*state->parse("play Td")), std::string("play 10d"));
    for (const std::string text :
         {"bid", "bid x", "bid -1", "bid 123", "play", "play 1h", "play Zz", "pass", ""})
        QVERIFY2(!state->parse(text), text.c_str());
}

void TstJabberwocky::refusalReasons() {
    auto state = test::stackedJabberwocky(3, kHands, "2c");
    QVERIFY(state);
    QCOMPARE(test::play(*state, "play Kh"),
             std::string("Bid first: play starts when everyone has bid."));
    QCOMPARE(test::whyNotCard(*state, cardOf(*state, "Kh")),
             std::string("Bid first: play starts when everyone has bid."));
    QCOMPARE(test::play(*state, "bid 12"), std::string("A bid must be between 0 and 3."));
    QCOMPARE(test::playAll(*state, kBids), std::string());
    QCOMPARE(test::play(*state, "bid 1"), std::string("Bidding is over for this round."));
    QCOMPARE(test::play(*state, "play Qd"), std::string("That card is not in your hand."));
    QCOMPARE(test::play(*state, "play Ah"), std::string("That card is not in your hand."));
    Action twoCards = *state->parse("play Kh");
    twoCards.cards.insert(cardOf(*state, "4d"));
    QCOMPARE(test::whyIllegal(*state, twoCards), std::string("That is not a move of this game."));
    while (!state->isTerminal()) state->applyLegal(state->legalActions().front());
    QCOMPARE(test::play(*state, "bid 0"), std::string("The game is over."));
    QCOMPARE(test::whyNotCard(*state, cardOf(*state, "Kh")), std::string("The game is over."));
}

void TstJabberwocky::recordRoundTripOfStackedAndWholeGames() {
    auto state = test::stackedJabberwocky(3, kHands, "2c", {{"revokes", "true"}});
    QVERIFY(state);
    QCOMPARE(test::playAll(*state, kBids), std::string());
    QCOMPARE(test::playAll(*state, {"play Kh", "play Ks"}), std::string());  // a revoke
    QCOMPARE(test::recordRoundTrip(*state, "jabberwocky"), std::string());
    while (!state->isTerminal()) state->applyLegal(state->legalActions().back());
    QCOMPARE(test::recordRoundTrip(*state, "jabberwocky"), std::string());

    // A record whose action breaks the rules is rejected at that action, with the reason.
    GameRecord record = recordOf(*test::stackedJabberwocky(3, kHands, "2c"), "jabberwocky");
    record.actions = {"bid 0", "bid 0", "bid 1", "bid 2"};
    const LoadedGame loaded = loadRecord(writeRecord(record));
    QCOMPARE(loaded.badActionIndex, 3);
    QCOMPARE(loaded.badActionText, std::string("bid 2"));
    QVERIFY(loaded.badActionReason.find("may not bid 2") != std::string::npos);
}

QTEST_APPLESS_MAIN(TstJabberwocky)
#include "tst_jabberwocky.moc"
