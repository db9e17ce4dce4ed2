// "Could I have won?": the marks are the seat's own decisions, each with a
// legal better move and a cost over the threshold; the same seed gives the
// same marks; and playing the marked better move instead removes the mark.
#include <QTest>

#include "catalog/review.h"
#include "support/test_support.h"

using namespace felt;

class TstReview : public QObject {
    Q_OBJECT
private slots:
    void marksAreTheSeatsCostlyDecisions_data();
    void marksAreTheSeatsCostlyDecisions();
};

namespace {

// A finished game where seat 0 always plays its first legal move (often a poor
// one) and the others play the game's heuristic.
std::unique_ptr<GameState> naiveGame(const GameInfo& game, int players, std::uint64_t seed) {
    GameConfig config;
    if (!test::validConfig(game, players, seed, config)) return nullptr;
    for (const OptionSpec& o : game.options)
        if (o.type == OptionType::Int) config.options.set(o.key, std::to_string(o.minValue));
    std::string error;
    auto state = createGame(game, config, error);
    std::vector<std::unique_ptr<Bot>> bots;
    for (int s = 0; s < players; ++s) bots.push_back(createBot(game, "heuristic", seed + s, error));
    while (state && !state->isTerminal()) {
        const int actor = state->toAct();
        const Action a = actor == 0 ? state->legalActions().front()
                                    : bots[static_cast<std::size_t>(actor)]->choose(*state, actor);
        state->applyLegal(a, nullptr);
    }
    return state;
}

}  // namespace

void TstReview::marksAreTheSeatsCostlyDecisions_data() {
    QTest::addColumn<QString>("game");
    for (const GameInfo& g : allGames())
        if (g.reviewable) QTest::newRow(g.id.c_str()) << QString::fromStdString(g.id);
}

void TstReview::marksAreTheSeatsCostlyDecisions() {
    QFETCH(QString, game);
    const GameInfo& info = *findGame(game.toStdString());
    auto played = naiveGame(info, info.minPlayers, 17);
    QVERIFY(played);
    ReviewBudget budget;
    budget.rolloutsPerMove = 16;
    const auto marks = reviewSeat(info, *played, 0, 5, budget);
    QVERIFY2(!marks.empty(), "always playing the first legal move never cost anything?");
    QVERIFY(reviewSeat(info, *played, 0, 5, budget).size() == marks.size());  // deterministic
    // Each mark is a decision of seat 0 where the better move was legal.
    std::string error;
    auto replay = createGame(info, played->config(), error);
    const auto& history = played->history();
    std::size_t next = 0;
    for (std::size_t i = 0; i < history.size(); ++i) {
        if (next < marks.size() && marks[next].index == static_cast<int>(i)) {
            QCOMPARE(replay->toAct(), 0);
            QVERIFY(marks[next].played == history[i]);
            QVERIFY(replay->isLegal(marks[next].better));
            QVERIFY(marks[next].cost >= budget.threshold);
            ++next;
        }
        replay->applyLegal(history[i], nullptr);
    }
    QCOMPARE(next, marks.size());
    // The same game up to the first mark, then its better move: no mark there.
    auto better = createGame(info, played->config(), error);
    for (int i = 0; i < marks.front().index; ++i)
        better->applyLegal(history[static_cast<std::size_t>(i)], nullptr);
    better->applyLegal(marks.front().better, nullptr);
    for (const auto& m : reviewSeat(info, *better, 0, 5, budget))
        QVERIFY(m.index != marks.front().index);
}

QTEST_GUILESS_MAIN(TstReview)
#include "tst_review.moc"
