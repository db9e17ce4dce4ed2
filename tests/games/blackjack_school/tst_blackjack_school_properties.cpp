// Blackjack (school rules): whole bot games under the generic invariant checks
// (every player count, debt on and off), records, notation, determinization,
// events and the heuristic bot's habits.
#include <QTest>
#include <algorithm>

#include "bj_setup.h"
#include "bots/bot.h"
#include "catalog/record.h"
#include "games/blackjack_school/blackjack_school_bot.h"

using namespace felt;
using namespace felt::test;
using namespace felt::test::bj;

#define PLAY_OK(game, ...) \
    QCOMPARE(QString::fromStdString(playAll(*(game), {__VA_ARGS__})), QString())

namespace {

Setup seeded(int players, bool debt, std::uint64_t seed) {
    Setup s;
    s.game = "blackjack-school";
    s.players = players;
    s.seed = seed;
    s.options["pickup_debt"] = debt ? "true" : "false";
    return s;
}

std::unique_ptr<GameState> deal(int players, std::map<int, std::vector<std::string>> hands) {
    Deal d;
    d.players = players;
    d.dealer = players - 1;
    d.hands = std::move(hands);
    return makeDeal(d);
}

// Lets the heuristic bot play the current turn to its end; returns its actions.
std::vector<std::string> botTurn(GameState& g, std::uint64_t seed = 5) {
    blackjack_school::HeuristicBot bot(seed);
    Rng rng(seed);
    const int seat = g.toAct();
    const int turn = bjState(g).turnNumber();
    std::vector<std::string> done;
    while (!g.isTerminal() && g.toAct() == seat && bjState(g).turnNumber() == turn) {
        const Action a = askBot(bot, g, rng);
        done.push_back(g.format(a));
        const std::string why = g.apply(a);
        if (!why.empty()) {
            done.push_back("ILLEGAL: " + why);
            break;
        }
    }
    return done;
}

QString joined(const std::vector<std::string>& list) {
    QString out;
    for (const auto& s : list) out += QString::fromStdString(s) + "; ";
    return out;
}

}  // namespace

class TstBlackjackSchoolProperties : public QObject {
    Q_OBJECT
private slots:
    void randomBotGames_data();
    void randomBotGames();
    void heuristicBotGames_data();
    void heuristicBotGames();
    void heuristicBeatsRandom();
    void heuristicGoesOutWithALongChain();
    void heuristicFindsTheLongChainInABigHand();
    void heuristicStacksPickUpsAndKeepsAces();
    void heuristicCancelsWithAnAceWhenItCannotStack();
    void heuristicAlwaysCaps();
    void heuristicAvoidsGoingOutOnAPowerCard();
    void notationRoundTripsAndExplains();
    void eventsShowPlaysDrawsAndRefills();
    void pickUpsSayOnlyWhatIsDrawn();
    void determinizationKeepsRefillGroupsApart();
    void recordsRoundTrip();
};

void TstBlackjackSchoolProperties::randomBotGames_data() {
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("debt");
    for (int n = 2; n <= 8; ++n)
        for (bool debt : {false, true})
            QTest::newRow((std::to_string(n) + (debt ? "p debt" : "p")).c_str()) << n << debt;
}

void TstBlackjackSchoolProperties::randomBotGames() {
    QFETCH(int, players);
    QFETCH(bool, debt);
    const RunStats stats = runBotGames(
        seeded(players, debt, 100 + static_cast<std::uint64_t>(players)), 3, "random", 9, 30000);
    QVERIFY2(stats.firstFailure.empty(), stats.firstFailure.c_str());
    QCOMPARE(stats.games, 3);
    QCOMPARE(stats.capped, 0);
}

void TstBlackjackSchoolProperties::heuristicBotGames_data() {
    randomBotGames_data();
}

void TstBlackjackSchoolProperties::heuristicBotGames() {
    QFETCH(int, players);
    QFETCH(bool, debt);
    const RunStats stats = runBotGames(
        seeded(players, debt, 200 + static_cast<std::uint64_t>(players)), 6, "heuristic", 2, 5000);
    QVERIFY2(stats.firstFailure.empty(), stats.firstFailure.c_str());
    QCOMPARE(stats.games, 6);
    QCOMPARE(stats.capped, 0);
}

void TstBlackjackSchoolProperties::heuristicBeatsRandom() {
    const GameInfo* info = findGame("blackjack-school");
    QVERIFY(info);
    int heuristicWins = 0;
    const int games = 60;
    Rng sampler(77);
    for (int g = 0; g < games; ++g) {
        GameConfig config;
        config.players = 2;
        config.seed = 1000 + static_cast<std::uint64_t>(g);
        std::string error;
        auto state = createGame(*info, config, error);
        QVERIFY(state);
        const int smart = g % 2;  // alternate seats
        blackjack_school::HeuristicBot heuristic(static_cast<std::uint64_t>(g));
        RandomBot random(static_cast<std::uint64_t>(g) + 1);
        for (int step = 0; step < 20000 && !state->isTerminal(); ++step) {
            Bot& bot = state->toAct() == smart ? static_cast<Bot&>(heuristic) : random;
            QCOMPARE(QString::fromStdString(state->apply(askBot(bot, *state, sampler))), QString());
        }
        QVERIFY(state->isTerminal());
        if (state->result().winners == std::vector<int>{smart}) ++heuristicWins;
    }
    QVERIFY2(heuristicWins >= games * 8 / 10,
             qPrintable(QString("heuristic won only %1 of %2").arg(heuristicWins).arg(games)));
}

void TstBlackjackSchoolProperties::heuristicGoesOutWithALongChain() {
    auto g = deal(8, {{0, {"5c", "5d", "5h", "5s", "6s", "6c", "6d"}}});
    QVERIFY(g);
    const auto turn = botTurn(*g);
    QVERIFY2(g->isTerminal(), qPrintable(joined(turn)));
    QCOMPARE(g->result().winners, std::vector<int>{0});
}

void TstBlackjackSchoolProperties::heuristicFindsTheLongChainInABigHand() {
    // With two players each holds 26 cards: far more ways to play the turn
    // than the bot's plan search may visit. It tries same-rank continuations
    // first and Aces last, so it opens with the chain of fives, not by
    // spending the Aces it keeps for cancelling pick-ups.
    auto g = deal(2, {{0, {"5c", "5d", "5h", "5s", "6s", "6c", "6d"}}});
    QVERIFY(g);
    const auto turn = botTurn(*g);
    const std::vector<std::string> chain = {"play 5c", "play 5d", "play 5h", "play 5s"};
    QVERIFY2(turn.size() > chain.size() && std::equal(chain.begin(), chain.end(), turn.begin()),
             qPrintable(joined(turn)));
}

void TstBlackjackSchoolProperties::heuristicStacksPickUpsAndKeepsAces() {
    // Seat 1 faces 5 on a Js and holds a Jack and an Ace: it passes the pick-up
    // on and keeps the Ace (its other cards make no long chain after an Ace).
    auto g = deal(8, {{0, {"Js"}}, {1, {"Jd", "As", "4h", "7c", "9d", "10h", "Kd"}}});
    QVERIFY(g);
    PLAY_OK(g, "play Js", "end");
    QCOMPARE(stat(*g, "pending_pickup"), 5);
    const auto turn = botTurn(*g);
    QVERIFY2(!turn.empty() && turn.front() == "play Jd", qPrintable(joined(turn)));
    QVERIFY(holds(*g, 1, "As"));
    QCOMPARE(stat(*g, "pending_pickup"), 8);
}

void TstBlackjackSchoolProperties::heuristicCancelsWithAnAceWhenItCannotStack() {
    // Seat 1 holds no 2 or Jack, so it cannot pass the 5 on: the Ace cancels it.
    auto g = deal(8, {{0, {"Js"}}, {1, {"As", "4h", "7c", "9d", "10h", "Kd", "6c"}}});
    QVERIFY(g);
    PLAY_OK(g, "play Js", "end");
    const auto turn = botTurn(*g);
    QVERIFY2(!turn.empty() && turn.front().rfind("play As", 0) == 0, qPrintable(joined(turn)));
    QCOMPARE(stat(*g, "pending_pickup"), 0);
}

void TstBlackjackSchoolProperties::heuristicAlwaysCaps() {
    // After 9h 9c the bot could stop (and pick up one) but caps with a club.
    auto g = deal(2, {{0, {"9h", "9c", "4c"}}});
    QVERIFY(g);
    PLAY_OK(g, "play 9h", "play 9c");
    const int before = handSize(*g, 0);
    const auto turn = botTurn(*g);
    QVERIFY2(turn.size() >= 2 && turn.back() == "end", qPrintable(joined(turn)));
    QCOMPARE(handSize(*g, 0), before - static_cast<int>(turn.size() - 1));
    // On many random opening turns (where a capped ending always exists) the bot
    // never ends uncapped: it loses exactly the cards it played.
    for (int seed = 1; seed <= 30; ++seed) {
        for (int players : {2, 5}) {
            auto s = makeGame(seeded(players, false, static_cast<std::uint64_t>(seed)));
            QVERIFY(s);
            const int seat = s->toAct();
            const int start = handSize(*s, seat);
            const auto played = botTurn(*s, static_cast<std::uint64_t>(seed));
            QVERIFY2(played.size() >= 2 && played.back() == "end", qPrintable(joined(played)));
            QCOMPARE(handSize(*s, seat), start - static_cast<int>(played.size() - 1));
        }
    }
}

void TstBlackjackSchoolProperties::heuristicAvoidsGoingOutOnAPowerCard() {
    // Seat 0 could shed all seven cards, but only with the 8h last (every other
    // order gets stuck after the 8h): it keeps one card rather than pay for it.
    auto g = deal(8, {{0, {"9h", "9d", "9c", "Kc", "Ks", "Kh", "8h"}}});
    QVERIFY(g);
    const auto turn = botTurn(*g);
    QVERIFY2(turn.back() == "end", qPrintable(joined(turn)));
    QVERIFY2(turn.size() == 7, qPrintable(joined(turn)));  // six plays and the end
    QCOMPARE(handSize(*g, 0), 1);
    QVERIFY(!g->isTerminal());
}

void TstBlackjackSchoolProperties::notationRoundTripsAndExplains() {
    auto g = deal(2, {{0, {"Ah", "7h", "10d"}}});
    QVERIFY(g);
    const auto ace = g->parse("play Ah s");
    QVERIFY(ace);
    QCOMPARE(int(ace->arg), int(kSpades));
    QCOMPARE(g->format(*ace), std::string("play Ah s"));
    QVERIFY(g->isLegal(*ace));
    QCOMPARE(g->format(*g->parse("  play   10d ")), std::string("play 10d"));
    const auto bare = g->parse("play Ah");
    QVERIFY(bare);
    QVERIFY(test::whyIllegal(*g, *bare).find("Name the suit") != std::string::npos);
    QVERIFY(test::whyIllegal(*g, *g->parse("play 7h s")).find("Only an Ace") != std::string::npos);
    QVERIFY(!g->parse("play 7h x"));
    QVERIFY(!g->parse("draw"));
    QVERIFY(test::whyIllegal(*g, *g->parse("end")).find("not played a card") != std::string::npos);
    QVERIFY(test::whyIllegal(*g, *g->parse("play 2c")).find("not in your hand") !=
                std::string::npos ||
            holds(*g, 0, "2c"));
    for (const Action& a : g->legalActions()) QCOMPARE(*g->parse(g->format(a)), a);
}

void TstBlackjackSchoolProperties::eventsShowPlaysDrawsAndRefills() {
    auto g = deal(2, {{0, {"9h", "9c"}}});
    QVERIFY(g);
    EventList events;
    QCOMPARE(QString::fromStdString(play(*g, "play 9h", &events)), QString());
    QCOMPARE(events.size(), std::size_t{1});
    QCOMPARE(events[0].kind, EventKind::Move);
    QCOMPARE(int(events[0].toZone), int(blackjack_school::kPileZone));
    QCOMPARE(events[0].seenBy, everyone(2));
    events.clear();
    PLAY_OK(g, "play 9c");
    QCOMPARE(QString::fromStdString(play(*g, "end", &events)), QString());
    bool refilled = false, drewPrivately = false;
    for (const Event& e : events) {
        if (e.kind == EventKind::Shuffle && e.toZone == blackjack_school::kDeckZone)
            refilled = true;
        if (e.kind == EventKind::Move && e.fromZone == blackjack_school::kDeckZone &&
            e.seenBy == onlySeat(0))
            drewPrivately = true;
    }
    QVERIFY(refilled);
    QVERIFY(drewPrivately);
}

// A pick-up message names the cards really drawn; what cannot be drawn is
// only said to be waived. (Never "picks up 3 cards" and then "3 cards waived".)
void TstBlackjackSchoolProperties::pickUpsSayOnlyWhatIsDrawn() {
    int waived = 0, pickUps = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        auto g = makeGame(seeded(8, false, seed));  // 8 players: no deck left after the deal
        RandomBot bot(seed);
        Rng rng(seed);
        for (int step = 0; step < 3000 && !g->isTerminal(); ++step) {
            EventList events;
            const Action a = askBot(bot, *g, rng);
            QCOMPARE(QString::fromStdString(g->apply(a, &events)), QString());
            for (const Event& m : events) {
                if (m.kind != EventKind::Message || m.text.empty()) continue;
                const std::string text = m.text.text;
                if (text.find("waived") != std::string::npos) ++waived;
                if (text != "%1 picks up %n card(s).") continue;
                ++pickUps;
                int drawn = 0;
                for (const Event& e : events)
                    drawn += e.kind == EventKind::Move &&
                             e.fromZone == blackjack_school::kDeckZone &&
                             e.toZone == blackjack_school::kFirstHandZone + m.seat;
                QCOMPARE(m.text.args.back().value, drawn);
            }
        }
    }
    QVERIFY(waived > 0 && pickUps > 0);  // both cases were met
}

void TstBlackjackSchoolProperties::determinizationKeepsRefillGroupsApart() {
    // Seat 0 plays five cards and picks one back; the other four are in the deck.
    // Seat 1 knows the deck holds only those cards, never any from a hand.
    auto g = deal(2, {{0, {"5c", "5d", "5h", "5s", "9s", "9c"}}});
    QVERIFY(g);
    PLAY_OK(g, "play 5c", "play 5d", "play 5h", "play 5s", "play 9s", "play 9c", "end");
    QCOMPARE(bjState(*g).deckSize(), 4);
    const std::vector<std::string> refilled = {"5c", "5d", "5h", "5s", "9s"};
    Rng rng(3);
    for (int i = 0; i < 20; ++i) {
        const auto sample = g->determinize(1, rng);
        const auto truth = sample->view(kEveryone);
        for (const CardView& c : truth.zones[blackjack_school::kDeckZone].cards) {
            const std::string name = g->deck().format(c.id);
            QVERIFY2(std::find(refilled.begin(), refilled.end(), name) != refilled.end(),
                     name.c_str());
        }
        int fromRefill = 0;
        for (const auto& card : handText(*sample, 0))
            fromRefill += std::find(refilled.begin(), refilled.end(), card) != refilled.end();
        QCOMPARE(fromRefill, 1);
        QCOMPARE(sample->view(1), g->view(1));
    }
}

void TstBlackjackSchoolProperties::recordsRoundTrip() {
    Deal d;
    d.players = 3;
    d.dealer = 2;
    d.debt = true;
    d.hands[0] = {"Jc", "Js", "9s", "9d"};
    d.hands[1] = {"Ah", "4h"};
    auto g = makeDeal(d);
    QVERIFY(g);
    PLAY_OK(g, "play Jc", "play Js", "end", "play Ah h", "end", "pickup");
    QVERIFY(g->history().size() == 6);
    QCOMPARE(QString::fromStdString(recordRoundTrip(*g, "blackjack-school")), QString());

    // A bad action in a record is reported with its index.
    GameRecord record = recordOf(*g, "blackjack-school");
    record.actions.push_back("play Ah h");
    const LoadedGame loaded = loadRecord(writeRecord(record));
    QCOMPARE(loaded.badActionIndex, 6);
    QVERIFY(!loaded.badActionReason.empty());

    // Whole seeded games, both variants.
    for (bool debt : {false, true}) {
        const RunStats stats = runBotGames(seeded(5, debt, 31), 1, "heuristic");
        QVERIFY2(stats.firstFailure.empty(), stats.firstFailure.c_str());
    }
}

QTEST_APPLESS_MAIN(TstBlackjackSchoolProperties)
#include "tst_blackjack_school_properties.moc"
