// AwaySeats: the turns of seats nobody at this screen plays, with a decider
// that answers when the test says so and a clock the test sets, so nothing
// here depends on how fast the machine is.
#include <QSignalSpy>
#include <QTest>

#include "app/wait_for.h"
#include "catalog/registry.h"
#include "core/seen_history.h"
#include "session/away_seats.h"
#include "setup/valid_setup.h"

using namespace felt;
using namespace felt::app;
using felt::test::waitFor;

namespace {

// A seat that answers only when the test hands it an action, as a friend
// over the network would whenever they decide.
struct HeldDecider : SeatDecider {
    std::vector<Decided> waiting;
    void decide(std::unique_ptr<GameState>, std::shared_ptr<const EventList>,
                Decided decided) override {
        waiting.push_back(std::move(decided));
    }
};

std::unique_ptr<GameState> aGame() {
    const GameInfo& info = *findGame("jabberwocky");
    GameConfig config;
    config.players = 3;
    config.seed = 5;
    makeSetupValid(info, 3, config.options);
    std::string error;
    return createGame(info, config, error);
}

}  // namespace

class TestAwaySeats : public QObject {
    Q_OBJECT
private slots:
    void init();
    void theSeatsAnswerIsPlayed();
    void aPersonsSeatIsNeverAsked();
    void anAnswerForAReplacedGameIsDropped();
    void anAnswerPausedWhenTheGameIsReplacedIsDropped();
    void aSeatWaitsAtSlowSpeedAndNotAtInstant();
    void thePauseCountsTheTimeTheSeatTook();
    void theDecisionBeforeAnUndoIsMadeAgainWithoutAsking();
    void aBotOfItsKindDecidesForABotsSeat();

private:
    std::unique_ptr<GameState> game_;
    qint64 now_ = 1000;  // the seats' clock, moved by hand
    HeldDecider decider_;
    std::unique_ptr<AwaySeats> seats_;
    Action first_, second_;
};

void TestAwaySeats::init() {
    game_ = aGame();
    QVERIFY(game_ && game_->legalActions().size() > 1);
    first_ = game_->legalActions()[0];
    second_ = game_->legalActions()[1];
    decider_.waiting.clear();
    seats_ = std::make_unique<AwaySeats>([this] { return now_; });
    seats_->newGame({&decider_, &decider_, &decider_});
}

void TestAwaySeats::theSeatsAnswerIsPlayed() {
    QSignalSpy decided(seats_.get(), &AwaySeats::decided);
    QSignalSpy thought(seats_.get(), &AwaySeats::thought);
    seats_->ask(*game_, nullptr, nullptr);
    QVERIFY(seats_->pending());
    QCOMPARE(decider_.waiting.size(), 1u);
    QCOMPARE(decided.count(), 0);
    decider_.waiting.front()(second_, 1234);
    QCOMPARE(decided.count(), 1);
    QVERIFY(decided.first().first().value<Action>() == second_);
    QCOMPARE(thought.count(), 1);
    QCOMPARE(thought.first().first().toLongLong(), 1234);
    QVERIFY(!seats_->pending());
}

void TestAwaySeats::aPersonsSeatIsNeverAsked() {
    std::vector<SeatDecider*> deciders(3, &decider_);
    deciders[static_cast<std::size_t>(game_->toAct())] = nullptr;
    seats_->newGame(deciders);
    seats_->ask(*game_, nullptr, nullptr);
    QVERIFY(decider_.waiting.empty());
}

// A new deal, an undo or a replayed position while the seat decides: its
// answer is for a position the table no longer shows.
void TestAwaySeats::anAnswerForAReplacedGameIsDropped() {
    QSignalSpy decided(seats_.get(), &AwaySeats::decided);
    QSignalSpy thought(seats_.get(), &AwaySeats::thought);
    seats_->ask(*game_, nullptr, nullptr);
    seats_->newGame({&decider_, &decider_, &decider_});
    QVERIFY(!seats_->pending());
    decider_.waiting.front()(first_, 10);
    QCOMPARE(decided.count(), 0);
    QCOMPARE(thought.count(), 0);
    QVERIFY(!seats_->pending());
}

void TestAwaySeats::anAnswerPausedWhenTheGameIsReplacedIsDropped() {
    seats_->setMoveMs(20);
    QSignalSpy decided(seats_.get(), &AwaySeats::decided);
    seats_->ask(*game_, nullptr, nullptr);
    decider_.waiting.front()(first_, 10);  // waits 40 ms on the frozen clock
    QCOMPARE(decided.count(), 0);
    seats_->newGame({&decider_, &decider_, &decider_});
    seats_->ask(*game_, nullptr, nullptr);
    decider_.waiting.back()(second_, 10);
    // Both pauses are as long and the first began first: once the second
    // answer is played, the first one's pause is over too.
    QVERIFY(waitFor([&] { return decided.count() > 0; }));
    QCOMPARE(decided.count(), 1);
    QVERIFY(decided.first().first().value<Action>() == second_);
}

void TestAwaySeats::aSeatWaitsAtSlowSpeedAndNotAtInstant() {
    QSignalSpy decided(seats_.get(), &AwaySeats::decided);
    seats_->setMoveMs(0);
    seats_->ask(*game_, nullptr, nullptr);
    decider_.waiting.back()(first_, 10);
    QCOMPARE(decided.count(), 1);  // at once, inside the answer

    seats_->setMoveMs(250);
    seats_->ask(*game_, nullptr, nullptr);
    decider_.waiting.back()(second_, 10);
    QCOMPARE(decided.count(), 1);  // the clock stood still: two moves' wait
    QVERIFY(seats_->pending());
    QVERIFY(waitFor([&] { return decided.count() == 2; }));
    QVERIFY(!seats_->pending());
}

// Time the seat spent deciding counts towards its pause.
void TestAwaySeats::thePauseCountsTheTimeTheSeatTook() {
    seats_->setMoveMs(250);
    QCOMPARE(seats_->pauseAfter(0), 500);
    QCOMPARE(seats_->pauseAfter(100), 400);
    QCOMPARE(seats_->pauseAfter(600), 0);
    QSignalSpy decided(seats_.get(), &AwaySeats::decided);
    seats_->ask(*game_, nullptr, nullptr);
    now_ += 600;
    decider_.waiting.back()(first_, 600000);
    QCOMPARE(decided.count(), 1);
}

void TestAwaySeats::theDecisionBeforeAnUndoIsMadeAgainWithoutAsking() {
    QSignalSpy decided(seats_.get(), &AwaySeats::decided);
    QSignalSpy thought(seats_.get(), &AwaySeats::thought);
    seats_->ask(*game_, nullptr, &second_);
    QVERIFY(decider_.waiting.empty());
    QCOMPARE(decided.count(), 1);
    QVERIFY(decided.first().first().value<Action>() == second_);
    QCOMPARE(thought.count(), 0);  // nobody thought
}

// From a setup: the seat to act is a bot's, so the worker's bot answers.
void TestAwaySeats::aBotOfItsKindDecidesForABotsSeat() {
    std::vector<SeatInfo> seats(3, {QStringLiteral("P"), QStringLiteral("human")});
    seats[static_cast<std::size_t>(game_->toAct())].kind = QStringLiteral("random");
    AwaySeats away;
    away.newGame(findGame("jabberwocky"), seats, 5);
    QSignalSpy decided(&away, &AwaySeats::decided);
    SeenHistory seen;
    seen.reset(3);
    away.ask(*game_, seen.seenBy(game_->toAct()), nullptr);
    QVERIFY(waitFor([&] { return decided.count() == 1; }));
    QVERIFY(game_->isLegal(decided.first().first().value<Action>()));
}

QTEST_GUILESS_MAIN(TestAwaySeats)
#include "tst_away_seats.moc"
