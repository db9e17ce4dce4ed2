// Runs bots on a worker thread, deciding for their seats (a SeatDecider). Each game has its own
// stop source: a new game (or quitting) asks the think in progress to stop at once, and an answer
// for a game that is no longer the current one is dropped here, never delivered.
//
// Every hand-off between the threads goes through a std::mutex: jobs to the
// worker through a JobQueue, answers back through an AnswerOutbox. Thread-
// Sanitizer sees std::mutex (not the locks inside Debian's uninstrumented
// Qt), so a TSan build can check the hand-off.
#pragma once

#include <QObject>
#include <atomic>
#include <functional>
#include <memory>
#include <stop_token>
#include <string>
#include <thread>

#include "bots/bot.h"
#include "catalog/hint.h"
#include "catalog/registry.h"
#include "session/seat_decider.h"
#include "threads/answer_outbox.h"
#include "threads/job_queue.h"

namespace felt::app {

class BotWorker : public QObject, public SeatDecider {
    Q_OBJECT
public:
    using Answer = Decided;
    using HintAnswer = std::function<void(Hint hint)>;

    explicit BotWorker(QObject* parent = nullptr);
    ~BotWorker() override;  // stops the think in progress, then joins the thread

    // Starts a new game: stops the current think, drops every pending answer
    // and prepares one bot per seat ("human" seats get none).
    void newGame(const GameInfo* game, std::vector<std::string> kinds, std::uint64_t seed);
    // Asks the bot of the seat to act in `truth` (a private copy) within
    // `budget`; `answer` runs on this object's thread, only if the game is
    // still the current one by then.
    // `seen`: the game's events as the seat to act saw them (SeenHistory).
    void ask(std::unique_ptr<GameState> truth, std::shared_ptr<const EventList> seen, Answer answer,
             ThinkBudget budget = {});
    void decide(std::unique_ptr<GameState> truth, std::shared_ptr<const EventList> seen,
                Decided decided) override {
        ask(std::move(truth), std::move(seen), std::move(decided));
    }
    // Works out the Expert's choice for the seat to act in `truth` from that
    // seat's information set only (never the hidden cards). `answer` runs on
    // this object's thread unless the game changed or cancelHint() came first.
    void hint(std::unique_ptr<GameState> truth, std::shared_ptr<const EventList> seen,
              HintAnswer answer);
    void cancelHint();
    // Thinks that ended because they were asked to stop (for tests and tools).
    int stoppedThinks() const { return stopped_.load(); }
    // Hints dropped because the position moved on or a new game began.
    int droppedHints() const { return droppedHints_.load(); }

protected:
    bool event(QEvent* event) override;

private:
    struct Game;
    using Job = std::function<void()>;

    void runJobs(std::stop_token quit);

    std::shared_ptr<Game> game_;
    std::shared_ptr<std::stop_source> hintStop_;
    std::atomic<int> stopped_{0};
    std::atomic<int> droppedHints_{0};

    JobQueue<Job> jobs_;

    AnswerOutbox outbox_{this};  // the answers, back to the owner's thread

    std::jthread thread_;  // last: joined first, before the queues go
};

}  // namespace felt::app
