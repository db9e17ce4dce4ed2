// Bots cannot peek: what a bot receives (an information set) holds the seat's
// view and determinizations that carry a fresh seed, no stacked decks and no
// history of the true game, whose public history names only cards the seat
// saw, and whose hidden cards match the true ones no more often than two
// independent determinizations match each other (chance).
#include <QTest>

#include "bots/bot.h"
#include "catalog/registry.h"
#include "core/info_set.h"
#include "core/seen_history.h"
#include "support/test_support.h"

using namespace felt;

class TstInfoSet : public QObject {
    Q_OBJECT
private slots:
    void nothingHiddenReachesTheBot_data();
    void nothingHiddenReachesTheBot();
    void hiddenHandsAgreeWithTheTruthOnlyByChance_data();
    void hiddenHandsAgreeWithTheTruthOnlyByChance();
    void historyNamesOnlyCardsTheSeatSaw_data();
    void historyNamesOnlyCardsTheSeatSaw();
    void historySnapshotsStayPut();
};

namespace {

void gameRows() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    for (const GameInfo& g : allGames())
        for (int n : {g.minPlayers, g.maxPlayers})
            QTest::newRow((g.id + "/" + std::to_string(n)).c_str())
                << QString::fromStdString(g.id) << n;
}

// A position reached by `steps` random actions from a seeded deal (null if the
// game ended first).
std::unique_ptr<GameState> randomPosition(const GameInfo& info, int players, std::uint64_t seed,
                                          int steps, Rng& rng) {
    GameConfig config;
    if (!test::validConfig(info, players, seed, config)) return nullptr;
    std::string error;
    auto state = createGame(info, config, error);
    std::vector<Action> legal;
    for (int i = 0; i < steps && state && !state->isTerminal(); ++i) {
        state->legalActions(legal);
        state->applyLegal(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
    if (!state || state->isTerminal()) return nullptr;
    return state;
}

// Cards of zone `z` in a full view, as a set.
CardSet cardsOf(const SeatView& full, std::size_t z) {
    CardSet s;
    for (const CardView& c : full.zones[z].cards) s.insert(c.id);
    return s;
}

}  // namespace

void TstInfoSet::nothingHiddenReachesTheBot_data() {
    gameRows();
}

void TstInfoSet::nothingHiddenReachesTheBot() {
    QFETCH(QString, game);
    QFETCH(int, players);
    const GameInfo* info = findGame(game.toStdString());
    QVERIFY(info);
    Rng rng(11);
    for (int p = 0; p < 40; ++p) {
        const std::uint64_t seed = 1000 + static_cast<std::uint64_t>(p);
        auto truth = randomPosition(*info, players, seed, static_cast<int>(rng.below(80)), rng);
        if (!truth) continue;
        const int seat = truth->toAct();
        const InfoSet infoSet = InfoSet::observe(*truth, seat, rng);
        QCOMPARE(infoSet.seat(), seat);
        QVERIFY(infoSet.view() == truth->view(seat));
        QVERIFY(infoSet.legalActions() == truth->legalActions());
        const auto redealt = infoSet.redeal(rng);
        for (const GameState* given :
             {&infoSet.sample(), static_cast<const GameState*>(redealt.get())}) {
            // The bot cannot tell it from the truth...
            QVERIFY(given->view(seat) == truth->view(seat));
            // ...and it leads nowhere near the true deal.
            QVERIFY(given->config().seed != seed);
            QVERIFY(given->config().stackedDecks.empty());
            QVERIFY(given->history().empty());
        }
    }
}

void TstInfoSet::hiddenHandsAgreeWithTheTruthOnlyByChance_data() {
    gameRows();
}

// A card the seat cannot see is placed in the same hidden zone as in the truth
// about as often as it is placed there by a second, independent determination.
// A leak of the true deal would push the first rate towards 1.
void TstInfoSet::hiddenHandsAgreeWithTheTruthOnlyByChance() {
    QFETCH(QString, game);
    QFETCH(int, players);
    const GameInfo* info = findGame(game.toStdString());
    QVERIFY(info);
    Rng rng(23);
    long long hiddenSlots = 0, withTruth = 0, withOther = 0;
    for (int p = 0; p < 300; ++p) {
        auto truth = randomPosition(*info, players, 5000 + static_cast<std::uint64_t>(p),
                                    static_cast<int>(rng.below(60)), rng);
        if (!truth) continue;
        const int seat = truth->toAct();
        const SeatView seen = truth->view(seat);
        const InfoSet infoSet = InfoSet::observe(*truth, seat, rng);
        const SeatView truthFull = truth->view(kEveryone);
        const SeatView sampleFull = infoSet.sample().view(kEveryone);
        const SeatView otherFull = infoSet.redeal(rng)->view(kEveryone);
        for (std::size_t z = 0; z < seen.zones.size(); ++z) {
            int hidden = 0;
            for (const CardView& c : seen.zones[z].cards) hidden += c.id == kNoCard ? 1 : 0;
            if (hidden == 0) continue;
            const CardSet sample = cardsOf(sampleFull, z);
            hiddenSlots += hidden;
            withTruth += (sample & cardsOf(truthFull, z)).size();
            withOther += (sample & cardsOf(otherFull, z)).size();
        }
    }
    QVERIFY2(hiddenSlots > 500,
             qPrintable(QStringLiteral("only %1 hidden cards").arg(hiddenSlots)));
    const double rateTruth = double(withTruth) / double(hiddenSlots);
    const double rateOther = double(withOther) / double(hiddenSlots);
    // Known cards of a hidden zone (e.g. taken from a discard pile) agree in both.
    QVERIFY2(rateTruth <= rateOther + 0.04,
             qPrintable(QStringLiteral("determinizations agree with the truth %1 of the time, "
                                       "with each other %2")
                            .arg(rateTruth)
                            .arg(rateOther)));
}

void TstInfoSet::historyNamesOnlyCardsTheSeatSaw_data() {
    gameRows();
}

// A seeded game of Casual bots, its events recorded as every seat saw them: the
// information set of the seat to act holds every event so far, and names a
// moved card exactly when that seat saw its face.
void TstInfoSet::historyNamesOnlyCardsTheSeatSaw() {
    QFETCH(QString, game);
    QFETCH(int, players);
    const GameInfo& info = *findGame(game.toStdString());
    GameConfig config;
    QVERIFY(test::validConfig(info, players, 77, config));
    std::string error;
    auto state = createGame(info, config, error);
    QVERIFY2(state, error.c_str());
    SeenHistory seen;
    seen.reset(players);
    EventList truth, events;
    Rng rng(5);
    // Casual bots play (random players concede Jump Start at once).
    std::vector<std::unique_ptr<Bot>> bots;
    for (int s = 0; s < players; ++s) bots.push_back(createBot(info, "casual", 100 + s, error));
    int blanked = 0, named = 0, checked = 0;
    for (int step = 0; step < 600 && !state->isTerminal(); ++step) {
        {
            const int seat = state->toAct();
            const InfoSet set = InfoSet::observe(*state, seat, rng, seen.seenBy(seat));
            QCOMPARE(set.history().size(), truth.size());
            for (std::size_t i = 0; i < truth.size(); ++i) {
                const Event& t = truth[i];
                const Event& h = set.history()[i];
                QCOMPARE(static_cast<int>(h.kind), static_cast<int>(t.kind));
                const bool saw = t.kind != EventKind::Move || (t.seenBy & onlySeat(seat)) != 0;
                QCOMPARE(h.card, saw ? t.card : kNoCard);
                if (t.kind == EventKind::Move) ++(saw ? named : blanked);
            }
            ++checked;
        }
        events.clear();
        const Action action = askBot(*bots[static_cast<std::size_t>(state->toAct())], *state, rng,
                                     {}, {}, seen.seenBy(state->toAct()));
        state->applyLegal(action, &events);
        seen.record(events);
        truth.insert(truth.end(), events.begin(), events.end());
    }
    QVERIFY(checked > 3);  // every decision of the game
    // Cards moved, and (checked above) a seat learned a card's face exactly
    // when it saw it. (Some games hide no move in some seatings: Blackjack
    // with eight players deals every card.)
    QVERIFY2(named > 0, qPrintable(QStringLiteral("%1 named, %2 blanked").arg(named).arg(blanked)));
}

// A snapshot handed to a bot (perhaps on another thread) does not change
// when the game goes on.
void TstInfoSet::historySnapshotsStayPut() {
    SeenHistory seen;
    seen.reset(2);
    Event move;
    move.kind = EventKind::Move;
    move.card = 7;
    move.seenBy = onlySeat(0);
    seen.record({move});
    const auto before = seen.seenBy(1);
    seen.record({move, move});
    QCOMPARE(before->size(), std::size_t(1));
    QCOMPARE(before->front().card, kNoCard);  // seat 1 did not see it
    QCOMPARE(seen.seenBy(1)->size(), std::size_t(3));
    QCOMPARE(seen.seenBy(0)->back().card, CardId(7));
}

QTEST_APPLESS_MAIN(TstInfoSet)
#include "tst_info_set.moc"
