// Bots cannot peek: what a bot receives (an information set) holds the seat's
// view and determinizations that carry a fresh seed, no stacked decks and no
// history, and whose hidden cards match the true ones no more often than two
// independent determinizations match each other (chance).
#include <QTest>

#include "catalog/registry.h"
#include "core/info_set.h"
#include "support/test_support.h"

using namespace felt;

class TstInfoSet : public QObject {
    Q_OBJECT
private slots:
    void nothingHiddenReachesTheBot_data();
    void nothingHiddenReachesTheBot();
    void hiddenHandsAgreeWithTheTruthOnlyByChance_data();
    void hiddenHandsAgreeWithTheTruthOnlyByChance();
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

QTEST_APPLESS_MAIN(TstInfoSet)
#include "tst_info_set.moc"
