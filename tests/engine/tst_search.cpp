// The generic search bot and the four levels: forced moves, reproducibility for
// an iteration budget, cancellation, a winning move found in positions where
// one exists, hints, and whole games of every level at small budgets.
#include <QTest>
#include <functional>
#include <stop_token>
#include <utility>

#include "bots/position_record.h"
#include "bots/search_bot.h"
#include "bots/search_reason.h"
#include "catalog/bot_levels.h"
#include "catalog/hint.h"
#include "catalog/registry.h"
#include "core/phrase_english.h"
#include "games/jabberwocky/jabberwocky_deals.h"
#include "support/test_support.h"

using namespace felt;

class TstSearch : public QObject {
    Q_OBJECT
private slots:
    void levelsAreListedWeakestFirst();
    void forcedMoveNeedsNoSearch();
    void sameSeedAndIterationsGiveTheSameChoice_data();
    void sameSeedAndIterationsGiveTheSameChoice();
    void cancelledSearchAnswersAtOnce();
    void flatSearchGrowsOnlyTheRootsMoves();
    void pairedPlayoutsJudgeEveryMoveOnEveryDeal();
    void pairedSearchPlaysThePolicysMoveWhenPlayoutsTie();
    void opponentsMoveAsThePolicyWould();
    void aStalledPlayoutIsWorthLessThanALoss();
    void playoutsStopAtTheHorizonAndAreJudgedByWinChances();
    void aHorizonChangesNothingWhereTheGameCannotJudge();
    void aHorizonAppliesFromItsNumberOfPlayers();
    void positionRecordCountsReturnsToAPosition();
    void searchingPlayersDoNotWaitForEachOtherForGood();
    void ducksATrickItBidNotToTake();
    void takesAnImmediateWin_data();
    void takesAnImmediateWin();
    void hintIsLegalAndDependsOnlyOnTheView_data();
    void hintIsLegalAndDependsOnlyOnTheView();
    void hintReasonSaysHowClearlyTheMoveWon_data();
    void hintReasonSaysHowClearlyTheMoveWon();
    void everyLevelPlaysWholeGames_data();
    void everyLevelPlaysWholeGames();
};

namespace {

void gameRows() {
    QTest::addColumn<QString>("game");
    for (const GameInfo& g : allGames())
        QTest::newRow(g.id.c_str()) << QString::fromStdString(g.id);
}

std::unique_ptr<GameState> newGame(const GameInfo& info, int players, std::uint64_t seed) {
    GameConfig config;
    if (!test::validConfig(info, players, seed, config)) return nullptr;
    std::string error;
    return createGame(info, config, error);
}

// Plays random moves until the seat to act has at least `minChoices` legal actions.
void advanceToChoice(GameState& state, Rng& rng, int randomSteps, std::size_t minChoices = 2) {
    std::vector<Action> legal;
    for (int i = 0; i < randomSteps && !state.isTerminal(); ++i) {
        state.legalActions(legal);
        state.applyLegal(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
    while (!state.isTerminal() && state.legalActions().size() < minChoices) {
        state.legalActions(legal);
        state.applyLegal(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
}

// Jump Start positions with a choice: for each seed in [firstSeed, endSeed), a
// new game of `players` after `randomSteps` random moves drawn with `rng`
// (then on to at least three legal actions), unless random play ended it,
// with the information set of the seat to act.
struct Position {
    std::unique_ptr<GameState> state;
    InfoSet infoSet;
};
std::vector<Position> jumpStartChoices(int players, std::uint64_t firstSeed, std::uint64_t endSeed,
                                       Rng& rng, int randomSteps) {
    std::vector<Position> out;
    for (std::uint64_t seed = firstSeed; seed < endSeed; ++seed) {
        auto state = newGame(*findGame("jumpstart"), players, seed);
        advanceToChoice(*state, rng, randomSteps, 3);
        if (state->isTerminal()) continue;  // random play may concede the game away
        InfoSet infoSet = InfoSet::observe(*state, state->toAct(), rng);
        out.push_back({std::move(state), std::move(infoSet)});
    }
    return out;
}

// A four-player Jabberwocky game (seed 8) after `randomSteps` random moves drawn
// with Rng(rngSeed), where the seat to act has a choice, and that seat's
// information set.
struct JabberwockyChoice {
    std::unique_ptr<GameState> state;
    InfoSet infoSet;
};
JabberwockyChoice jabberwockyChoice(std::uint64_t rngSeed, int randomSteps) {
    auto state = newGame(*findGame("jabberwocky"), 4, 8);
    Rng rng(rngSeed);
    advanceToChoice(*state, rng, randomSteps);
    InfoSet infoSet = InfoSet::observe(*state, state->toAct(), rng);
    return {std::move(state), std::move(infoSet)};
}

SearchSettings smallSearch(int iterations) {
    SearchSettings s;
    s.budget = {iterations, std::chrono::milliseconds(0)};
    return s;
}

// Jump Start's Expert settings (paired playouts), every playout cut off at once
// and, without a horizon, judged as unfinished.
SearchSettings pairedCutOffAtOnce(int playouts) {
    SearchSettings s = searchSettings(*findGame("jumpstart"), "expert");
    s.maxPlayoutMoves = 0;
    s.playoutHorizon = 0;
    s.budget = {playouts, std::chrono::milliseconds(0)};
    return s;
}

}  // namespace

void TstSearch::levelsAreListedWeakestFirst() {
    for (const GameInfo& g : allGames()) {
        const std::vector<std::string> want = {"random", "beginner", "heuristic",
                                               "casual", "strong",   "expert"};
        QCOMPARE(g.botKinds, want);
        for (const std::string& kind : g.botKinds) {
            std::string error;
            QVERIFY2(createBot(g, kind, 1, error), error.c_str());
        }
    }
}

void TstSearch::forcedMoveNeedsNoSearch() {
    // MadJack's last trick: each seat holds one card, so the move is forced.
    const GameInfo* info = findGame("madjack");
    auto state = newGame(*info, 2, 3);
    std::vector<Action> legal;
    Rng rng(1);
    while (!state->isTerminal()) {
        state->legalActions(legal);
        if (legal.size() == 1) break;
        state->applyLegal(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
    QVERIFY(!state->isTerminal());
    const InfoSet infoSet = InfoSet::observe(*state, state->toAct(), rng);
    SearchBot bot(5, smallSearch(1000));
    const SearchOutcome out = bot.search(infoSet, {}, {});
    QCOMPARE(out.iterations, 0);
    QVERIFY(out.best == legal.front());
}

void TstSearch::sameSeedAndIterationsGiveTheSameChoice_data() {
    gameRows();
}

void TstSearch::sameSeedAndIterationsGiveTheSameChoice() {
    QFETCH(QString, game);
    const GameInfo* info = findGame(game.toStdString());
    Rng rng(7);
    for (int p = 0; p < 4; ++p) {
        auto state = newGame(*info, info->minPlayers, 40 + static_cast<std::uint64_t>(p));
        advanceToChoice(*state, rng, static_cast<int>(rng.below(30)));
        if (state->isTerminal()) continue;
        const InfoSet infoSet = InfoSet::observe(*state, state->toAct(), rng);
        SearchBot a(99, smallSearch(300)), b(99, smallSearch(300));
        const SearchOutcome x = a.search(infoSet, {}, {});
        const SearchOutcome y = b.search(infoSet, {}, {});
        QCOMPARE(x.iterations, 300);
        QVERIFY(x.best == y.best);
        QCOMPARE(x.choices.size(), y.choices.size());
        for (std::size_t i = 0; i < x.choices.size(); ++i)
            QCOMPARE(x.choices[i].visits, y.choices[i].visits);
        QVERIFY(state->isLegal(x.best));
    }
}

void TstSearch::cancelledSearchAnswersAtOnce() {
    const auto [state, infoSet] = jabberwockyChoice(2, 5);
    std::stop_source stop;
    stop.request_stop();
    // An endless budget: only the stop request can end this search.
    SearchBot bot(1, smallSearch(1 << 30));
    const SearchOutcome out = bot.search(infoSet, stop.get_token(), {});
    QCOMPARE(out.iterations, 0);
    QVERIFY(state->isLegal(out.best));
}

// treeDepth 1 keeps the tree to the root's moves; without a limit it grows
// below them.
void TstSearch::flatSearchGrowsOnlyTheRootsMoves() {
    const InfoSet infoSet = jabberwockyChoice(3, 6).infoSet;
    SearchSettings flat = smallSearch(500);
    flat.treeDepth = 1;
    const SearchOutcome shallow = SearchBot(4, flat).search(infoSet, {}, {});
    QCOMPARE(shallow.iterations, 500);
    QCOMPARE(shallow.treeNodes, 1 + static_cast<int>(shallow.choices.size()));
    QCOMPARE(shallow.choices.size(), infoSet.legalActions().size());
    const SearchOutcome deep = SearchBot(4, smallSearch(500)).search(infoSet, {}, {});
    QVERIFY(deep.treeNodes > 1 + static_cast<int>(deep.choices.size()));
}

// Paired playouts: every legal move is played out on each sampled deal, so all
// moves get the same number of playouts and the best is the one with the
// highest mean; the same seed gives the same figures.
void TstSearch::pairedPlayoutsJudgeEveryMoveOnEveryDeal() {
    const GameInfo* info = findGame("jumpstart");
    SearchSettings paired = searchSettings(*info, "expert");
    QVERIFY(paired.pairedPlayouts);
    Rng rng(5);
    bool bestWasNotFirst = false;
    for (const auto& [state, infoSet] : jumpStartChoices(4, 12, 20, rng, 9)) {
        const int moves = static_cast<int>(infoSet.legalActions().size());
        paired.budget = {20 * moves, std::chrono::milliseconds(0)};
        const SearchOutcome a = SearchBot(6, paired).search(infoSet, {}, {});
        const SearchOutcome b = SearchBot(6, paired).search(infoSet, {}, {});
        QCOMPARE(a.iterations, 20 * moves);
        QCOMPARE(static_cast<int>(a.choices.size()), moves);
        for (const auto& c : a.choices) QCOMPARE(c.visits, 20);
        for (const auto& c : a.choices) QVERIFY(a.choices.front().meanReward >= c.meanReward);
        QVERIFY(a.best == a.choices.front().action);
        for (std::size_t i = 0; i < a.choices.size(); ++i)
            QCOMPARE(a.choices[i].meanReward, b.choices[i].meanReward);
        bestWasNotFirst = bestWasNotFirst || !(a.best == infoSet.legalActions().front());
    }
    QVERIFY(bestWasNotFirst);  // else the ranking above proves nothing
}

// Playouts cut off at once judge every move alike (an unfinished game is worth
// nothing), so the paired search must play as its policy would, not the first
// legal move.
void TstSearch::pairedSearchPlaysThePolicysMoveWhenPlayoutsTie() {
    const GameInfo* info = findGame("jumpstart");
    const SearchSettings paired = pairedCutOffAtOnce(60);
    Rng rng(8);
    int differsFromFirst = 0;
    for (std::uint64_t seed = 30; seed < 45; ++seed) {
        auto state = newGame(*info, 4, seed);
        advanceToChoice(*state, rng, 3, 3);
        if (state->isTerminal()) continue;
        bool endsTheGame = false;  // a finished game is judged, not cut off
        for (const Action& a : state->legalActions()) {
            auto next = state->clone();
            next->applyLegal(a);
            endsTheGame = endsTheGame || next->isTerminal();
        }
        if (endsTheGame) continue;
        const InfoSet infoSet = InfoSet::observe(*state, state->toAct(), rng);
        // The heuristic bot breaks near-ties at random: any of its choices will do.
        std::vector<Action> usual;
        for (std::uint64_t p = 1; p <= 30; ++p)
            usual.push_back(paired.rolloutPolicy(p)->choose(infoSet.sample(), infoSet.seat()));
        const SearchOutcome out = SearchBot(2, paired).search(infoSet, {}, {});
        QVERIFY2(std::find(usual.begin(), usual.end(), out.best) != usual.end(),
                 state->format(out.best).c_str());
        const bool firstIsUsual =
            std::find(usual.begin(), usual.end(), infoSet.legalActions().front()) != usual.end();
        differsFromFirst += firstIsUsual ? 0 : 1;
    }
    QVERIFY(differsFromFirst > 0);  // else the first legal move would pass too
}

namespace {

// A rollout policy that notes whom it moved for and plays the last legal move.
class NotingPolicy : public Bot {
public:
    explicit NotingPolicy(std::shared_ptr<std::vector<int>> seats) : seats_(std::move(seats)) {}
    Action choose(const GameState& game, int seat) override {
        seats_->push_back(seat);
        return game.legalActions().back();
    }

private:
    std::shared_ptr<std::vector<int>> seats_;
};

}  // namespace

// With opponentsByPolicy the other seats' moves are the policy's, in the tree
// (playouts cut at once, so every move past the root is the tree's) and in the
// playouts (a flat tree); the searching seat never asks the policy when its
// share of playout moves is 0, and without the setting nobody does.
void TstSearch::opponentsMoveAsThePolicyWould() {
    const InfoSet infoSet = jabberwockyChoice(4, 9).infoSet;
    const auto seatsAsked = [&](bool byPolicy, bool inTree) {
        auto seats = std::make_shared<std::vector<int>>();
        SearchSettings s = smallSearch(400);
        s.rolloutPolicy = [seats](std::uint64_t) { return std::make_unique<NotingPolicy>(seats); };
        s.opponentsByPolicy = byPolicy;
        if (inTree)
            s.maxPlayoutMoves = 0;
        else
            s.treeDepth = 1;
        SearchBot(3, s).search(infoSet, {}, {});
        return *seats;
    };
    for (const bool inTree : {true, false}) {
        const std::vector<int> asked = seatsAsked(true, inTree);
        QVERIFY(!asked.empty());
        for (int seat : asked) QVERIFY(seat != infoSet.seat());
        QVERIFY(seatsAsked(false, inTree).empty());
    }
}

// Playouts cut off unfinished count as lost for every seat: with every playout
// cut at once, ending the game (in two-player Jump Start, conceding it) must
// beat every move that leaves it going. Judged by the scores so far, an
// endless game looked better than a loss and searches played for stalls.
void TstSearch::aStalledPlayoutIsWorthLessThanALoss() {
    const SearchSettings paired = pairedCutOffAtOnce(40);
    Rng rng(9);
    int checked = 0;
    for (const auto& [state, infoSet] : jumpStartChoices(2, 50, 60, rng, 2)) {
        const Action chosen = SearchBot(3, paired).decide(infoSet);
        auto after = state->clone();
        after->applyLegal(chosen);
        QVERIFY2(after->isTerminal(), state->format(chosen).c_str());
        ++checked;
    }
    QVERIFY(checked > 0);
}

namespace {

// A rollout policy that counts its moves and plays as the game's heuristic bot.
class CountingPolicy : public Bot {
public:
    CountingPolicy(std::uint64_t seed, std::shared_ptr<int> moves)
        : inner_(findGame("jumpstart")->makeBot("heuristic", seed)), moves_(std::move(moves)) {}
    Action choose(const GameState& game, int seat) override {
        ++*moves_;
        return inner_->choose(game, seat);
    }

private:
    std::unique_ptr<Bot> inner_;
    std::shared_ptr<int> moves_;
};

// What a search with `settings` found, its playouts played by a counting
// heuristic bot, and how many moves that bot made.
std::pair<SearchOutcome, int> countedSearch(SearchSettings settings, const InfoSet& infoSet,
                                            int budget, std::uint64_t seed) {
    auto moves = std::make_shared<int>(0);
    settings.rolloutPolicy = [moves](std::uint64_t p) {
        return std::make_unique<CountingPolicy>(p, moves);
    };
    const SearchOutcome out =
        SearchBot(seed, settings).search(infoSet, {}, {budget, std::chrono::milliseconds(0)});
    return {out, *moves};
}

}  // namespace

// With a playout horizon a playout makes at most that many moves, and one cut
// there is worth the game's estimate of the seat's chance to win, never the 0
// of a playout cut off unfinished: every move that keeps the seat in the game
// has a mean above 0.
void TstSearch::playoutsStopAtTheHorizonAndAreJudgedByWinChances() {
    const GameInfo* info = findGame("jumpstart");
    constexpr int kHorizon = 3;
    Rng rng(4);
    int checked = 0;
    for (const auto& [state, infoSet] : jumpStartChoices(4, 60, 66, rng, 6)) {
        SearchSettings s = searchSettings(*info, "expert");
        s.playoutHorizon = kHorizon;
        const auto [out, moves] =
            countedSearch(s, infoSet, 40 * static_cast<int>(infoSet.legalActions().size()), 7);
        // Each playout's moves after the root move, and the policy's own
        // choice asked once for ties.
        QVERIFY2(moves <= kHorizon * out.iterations + 1, std::to_string(moves).c_str());
        QVERIFY(moves > out.iterations);
        std::vector<double> chances;
        for (const auto& c : out.choices) {
            auto next = infoSet.sample().clone();
            next->applyLegal(c.action);
            QVERIFY(next->winChances(chances));
            // Conceding leaves no chance at all.
            if (chances[static_cast<std::size_t>(infoSet.seat())] > 0)
                QVERIFY2(c.meanReward > 0, state->format(c.action).c_str());
        }
        ++checked;
    }
    QVERIFY(checked > 0);
}

// Jabberwocky gives no estimate of the winner: its playouts still run to the
// end of the round, and the search is the same as without a horizon.
void TstSearch::aHorizonChangesNothingWhereTheGameCannotJudge() {
    const InfoSet infoSet = jabberwockyChoice(6, 9).infoSet;
    SearchSettings cut = smallSearch(300);
    cut.playoutHorizon = 2;
    const SearchOutcome plain = SearchBot(5, smallSearch(300)).search(infoSet, {}, {});
    const SearchOutcome withHorizon = SearchBot(5, cut).search(infoSet, {}, {});
    QCOMPARE(withHorizon.choices.size(), plain.choices.size());
    for (std::size_t i = 0; i < plain.choices.size(); ++i) {
        QVERIFY(withHorizon.choices[i].action == plain.choices[i].action);
        QCOMPARE(withHorizon.choices[i].meanReward, plain.choices[i].meanReward);
    }
}

// Jump Start's Strong cuts its playouts only with three or more players: with
// two it searches as without a horizon, with four no playout passes it, and
// the level's own budget is then its horizon iterations.
void TstSearch::aHorizonAppliesFromItsNumberOfPlayers() {
    const GameInfo* info = findGame("jumpstart");
    const SearchSettings strong = searchSettings(*info, "strong");
    QVERIFY(strong.playoutHorizon > 0);
    QCOMPARE(strong.horizonMinPlayers, 3);
    QVERIFY(strong.horizonIterations > 0 && strong.horizonIterations < strong.budget.iterations);
    Rng rng(6);
    for (const int players : {2, 4}) {
        auto state = newGame(*info, players, 70);
        advanceToChoice(*state, rng, 6, 3);
        QVERIFY(!state->isTerminal());
        const InfoSet infoSet = InfoSet::observe(*state, state->toAct(), rng);
        const int budget = 30 * static_cast<int>(infoSet.legalActions().size());
        SearchSettings noHorizon = strong;
        noHorizon.playoutHorizon = 0;
        const auto [cut, cutMoves] = countedSearch(strong, infoSet, budget, 8);
        const auto [playedOut, playedMoves] = countedSearch(noHorizon, infoSet, budget, 8);
        if (players == 2) {
            QCOMPARE(cutMoves, playedMoves);
            QCOMPARE(cut.choices.size(), playedOut.choices.size());
            for (std::size_t i = 0; i < cut.choices.size(); ++i)
                QCOMPARE(cut.choices[i].meanReward, playedOut.choices[i].meanReward);
        } else {
            QVERIFY2(cutMoves <= strong.playoutHorizon * cut.iterations + 1,
                     std::to_string(cutMoves).c_str());
            QVERIFY(playedMoves > strong.playoutHorizon * playedOut.iterations + 1);
        }
        // Paired playouts count one iteration per move and deal.
        const int moves = static_cast<int>(infoSet.legalActions().size());
        SearchSettings sized = strong;
        sized.budget = {8 * moves, std::chrono::milliseconds(0)};
        sized.horizonIterations = 3 * moves;
        const SearchOutcome own = SearchBot(9, sized).search(infoSet, {}, {});
        QCOMPARE(own.iterations, (players == 2 ? 8 : 3) * moves);
        const ThinkBudget given{5 * moves, std::chrono::milliseconds(0)};
        QCOMPARE(SearchBot(9, sized).search(infoSet, {}, given).iterations, 5 * moves);
    }
}

namespace {

Event moveEvent(CardId card, int from, int to) {
    EventList one;
    emitMove(&one, card, from, to, 0);
    return one.front();
}

}  // namespace

// A position is the size of every zone and the shuffles so far: moving known
// cards about without drawing keeps play where it was.
void TstSearch::positionRecordCountsReturnsToAPosition() {
    EventList history = {moveEvent(3, 0, 2), moveEvent(kNoCard, 0, 3)};
    QCOMPARE(PositionRecord(history).repeats(), 0);
    // Card 3 goes to the discard pile (zone 1) and is taken back, twice; a
    // message in between changes nothing.
    for (int i = 0; i < 2; ++i) {
        history.push_back(moveEvent(3, 2, 1));
        history.push_back(Event{});
        history.push_back(moveEvent(3, 1, 2));
    }
    const PositionRecord twice(history);
    QCOMPARE(twice.repeats(), 2);
    QVERIFY(!twice.leadsSomewhereNew({moveEvent(3, 2, 1)}));
    QVERIFY(!twice.leadsSomewhereNew({moveEvent(8, 2, 1)}));  // which card does not matter
    QVERIFY(!twice.leadsSomewhereNew({Event{}}));
    QVERIFY(twice.leadsSomewhereNew({moveEvent(kNoCard, 0, 2)}));  // a draw from the stock
    QVERIFY(twice.leadsSomewhereNew({moveEvent(3, 2, 1), moveEvent(kNoCard, 0, 2)}));
    // Drawing changes the sizes for good.
    EventList drawn = history;
    drawn.push_back(moveEvent(kNoCard, 0, 2));
    drawn.push_back(moveEvent(5, 2, 1));
    QCOMPARE(PositionRecord(drawn).repeats(), 0);
    // After a shuffle the same sizes are a new position: a refilled stock
    // runs through its sizes again.
    EventList reshuffled = history;
    emitShuffle(&reshuffled, 0);
    QCOMPARE(PositionRecord(reshuffled).repeats(), 0);
    reshuffled.push_back(moveEvent(3, 2, 1));
    reshuffled.push_back(moveEvent(3, 1, 2));
    QCOMPARE(PositionRecord(reshuffled).repeats(), 1);
}

// Four searching players in Jump Start's long mode: once two have gone out,
// the last two used to pass their turns for good (exchanges and their
// reverse, the top discard taken and a card shed again), each judging that
// whoever draws from the stock first feeds the other (ruling G-4: the rules
// do not end that). Back in the same position for the third time, a search
// now takes its best way out.
void TstSearch::searchingPlayersDoNotWaitForEachOtherForGood() {
    test::Setup setup{"jumpstart", 4, {{"mode", "long"}}, 3, {}, -1};
    const auto stats = test::runBotGames(setup, 3, "strong", 50, 1500,
                                         ThinkBudget{150, std::chrono::milliseconds(0)});
    QVERIFY2(stats.firstFailure.empty(), stats.firstFailure.c_str());
    QCOMPARE(stats.capped, 0);
}

// Jabberwocky, a constructed position: the dealer bid 0 and holds Ah 9h 2h;
// hearts were led and nobody trumped, so the Ace would take the trick and
// break the bid while either small heart surely loses.
void TstSearch::ducksATrickItBidNotToTake() {
    auto state = test::stackedJabberwocky(
        3, {{"10h", "5s", "4d"}, {"Jh", "Ks", "6s"}, {"3h", "7s", "Jd"}, {"Ah", "9h", "2h"}}, "2c");
    QVERIFY(state);
    QCOMPARE(test::playAll(*state, {"bid 0", "bid 0", "bid 1", "bid 0"}), std::string());
    QCOMPARE(test::playAll(*state, {"play 10h", "play Jh", "play 3h"}), std::string());
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        Rng rng(seed);
        SearchBot bot(seed, smallSearch(2000));
        const std::string choice = state->format(askBot(bot, *state, rng));
        QVERIFY2(choice == "play 9h" || choice == "play 2h", choice.c_str());
    }
}

void TstSearch::takesAnImmediateWin_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("search");
    for (const GameInfo& g : allGames())
        for (const char* search : {"plain", "expert"})
            QTest::newRow((g.id + "/" + search).c_str()) << QString::fromStdString(g.id) << search;
}

// Positions found by random play where one of the seat's actions lets it end
// the game (at once or with up to two more moves of its own) as the only winner in the true state
// and in every determinization (it is about the seat's own cards), while another action does not:
// the search must take a winning action.
// "plain" is the bare search with random playouts, "expert" the game's Expert
// settings (flat or paired where the game uses them) at the same budget.
void TstSearch::takesAnImmediateWin() {
    QFETCH(QString, game);
    QFETCH(QString, search);
    const GameInfo* info = findGame(game.toStdString());
    SearchSettings settings = smallSearch(400);
    if (search == QLatin1String("expert")) {
        settings = searchSettings(*info, "expert");
        settings.budget = {400, std::chrono::milliseconds(0)};
    }
    Rng rng(31);
    std::vector<Action> legal;
    // Whether `a` lets `seat` end the game as its only winner on its own, in at
    // most two more moves of its own (e.g. play the last card, then end the turn).
    std::function<bool(const GameState&, int, int)> winsAlone = [&](const GameState& state,
                                                                    int seat, int depth) {
        if (state.isTerminal()) return state.result().winners == std::vector<int>{seat};
        if (depth == 0 || state.toAct() != seat) return false;
        for (const Action& next : state.legalActions()) {
            auto after = state.clone();
            after->applyLegal(next);
            if (winsAlone(*after, seat, depth - 1)) return true;
        }
        return false;
    };
    const auto winsAtOnce = [&](const GameState& state, const Action& a, int seat) {
        auto next = state.clone();
        next->applyLegal(a);
        return winsAlone(*next, seat, 2);
    };
    int found = 0;
    for (int g = 0; g < 400 && found < 3; ++g) {
        auto state = newGame(*info, info->minPlayers, 700 + static_cast<std::uint64_t>(g));
        while (!state->isTerminal() && found < 3) {
            state->legalActions(legal);
            const int seat = state->toAct();
            const InfoSet infoSet = InfoSet::observe(*state, seat, rng);
            // Winning in the truth and in every one of 20 determinizations: a
            // win that depends on the seat's own cards, not on hidden ones.
            std::vector<Action> winning;
            for (const Action& a : legal) {
                bool always = winsAtOnce(*state, a, seat);
                for (int d = 0; d < 20 && always; ++d)
                    always = winsAtOnce(*infoSet.redeal(rng), a, seat);
                if (always) winning.push_back(a);
            }
            if (!winning.empty() && winning.size() < legal.size()) {
                SearchBot bot(3, settings);
                const Action chosen = bot.decide(infoSet);
                QVERIFY2(std::find(winning.begin(), winning.end(), chosen) != winning.end(),
                         ("missed the win, chose " + state->format(chosen) + " of " +
                          std::to_string(legal.size()) + ", winning " + state->format(winning[0]))
                             .c_str());
                ++found;
            }
            state->applyLegal(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        }
    }
    if (found == 0) QSKIP("no position where one choice surely wins at once and another does not");
}

void TstSearch::hintIsLegalAndDependsOnlyOnTheView_data() {
    gameRows();
}

// Two true games that the seat cannot tell apart (same view, hidden cards
// dealt differently) give the same hint for the same hint seed.
void TstSearch::hintIsLegalAndDependsOnlyOnTheView() {
    QFETCH(QString, game);
    const GameInfo* info = findGame(game.toStdString());
    Rng rng(13);
    std::unique_ptr<GameState> truth;
    for (std::uint64_t seed = 77; !truth || truth->isTerminal(); ++seed) {
        truth = newGame(*info, info->minPlayers, seed);
        advanceToChoice(*truth, rng, 6);
    }
    const int seat = truth->toAct();
    Rng dealer(99);
    auto twin = truth->determinize(seat, dealer);  // same view, other hidden cards
    QVERIFY(twin->view(seat) == truth->view(seat));
    // The information sets are drawn with the same generator state, as a
    // session would for two games it cannot tell apart.
    Rng r1(5), r2(5);
    // The Expert's iterations without its time cap: a loaded machine must not
    // cut one search shorter than the other.
    const ThinkBudget iterationsOnly{searchSettings(*info, "expert").budget.iterations, {}};
    const Hint a = expertHint(*info, InfoSet::observe(*truth, seat, r1), 21, {}, iterationsOnly);
    const Hint b = expertHint(*info, InfoSet::observe(*twin, seat, r2), 21, {}, iterationsOnly);
    QVERIFY(truth->isLegal(a.action));
    QCOMPARE(QString::fromStdString(a.text), QString::fromStdString(b.text));
    QVERIFY(!a.reason.empty());
}

void TstSearch::hintReasonSaysHowClearlyTheMoveWon_data() {
    QTest::addColumn<QList<double>>("scores");  // the ranked moves' scores, chosen first
    QTest::addColumn<QString>("says");
    QTest::newRow("far ahead") << QList<double>{0.62, 0.50, 0.10} << "far better than any other";
    QTest::newRow("clearly ahead") << QList<double>{0.55, 0.50} << "clearly better than any other";
    QTest::newRow("level") << QList<double>{0.51, 0.50} << "another move did almost as well";
    // A tree's most visited move may have scored a little less than the next.
    QTest::newRow("visited most, scored less")
        << QList<double>{0.49, 0.50} << "another move did almost as well";
    QTest::newRow("nothing to compare") << QList<double>{0.7} << "no time to compare";
}

// The hint's reason says in words how clearly the move beat the others,
// never the search's score, which a player would take for a chance to win.
void TstSearch::hintReasonSaysHowClearlyTheMoveWon() {
    QFETCH(QList<double>, scores);
    QFETCH(QString, says);
    std::vector<SearchOutcome::Choice> ranked;
    for (double score : scores) ranked.push_back({Action{}, 100, score});
    const QString text = QString::fromStdString(englishText(searchReason(ranked, 4000)));
    QVERIFY2(text.contains(says), qPrintable(text));
    QVERIFY2(!text.contains('%'), qPrintable(text));
    if (scores.size() > 1) QVERIFY2(text.contains("Tried on 4000 possible deal"), qPrintable(text));
}

void TstSearch::everyLevelPlaysWholeGames_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("level");
    for (const GameInfo& g : allGames())
        for (const char* level : {"beginner", "casual", "strong", "expert"})
            QTest::newRow((g.id + "/" + level).c_str()) << QString::fromStdString(g.id) << level;
}

// Property run: every level finishes legal games in every game (small search
// budgets keep it fast; the strength runs are in docs/bots.md).
void TstSearch::everyLevelPlaysWholeGames() {
    QFETCH(QString, game);
    QFETCH(QString, level);
    const GameInfo* info = findGame(game.toStdString());
    // The search levels at the smallest table only: their games are the slow ones.
    const bool search = level == QLatin1String("strong") || level == QLatin1String("expert");
    for (int players : {info->minPlayers, info->maxPlayers}) {
        if (search && players != info->minPlayers) continue;
        GameConfig config;
        QVERIFY(test::validConfig(*info, players, 17, config));
        test::Setup setup{info->id, players, config.options.all(), 17, {}, -1};
        const auto stats = test::runBotGames(setup, 1, level.toStdString(), 25, 20000,
                                             ThinkBudget{8, std::chrono::milliseconds(0)});
        QVERIFY2(stats.firstFailure.empty(), stats.firstFailure.c_str());
        // A rummy game between bots may stagnate (ruling G-4); at 8 iterations
        // a search bot can, so only the other games must end.
        if (game != QLatin1String("janken-rummy")) QCOMPARE(stats.capped, 0);
    }
}

QTEST_APPLESS_MAIN(TstSearch)
#include "tst_search.moc"
