// Runs bots on a worker thread. Each game has its own stop source: a new game
// (or quitting) asks the think in progress to stop at once, and an answer for
// a game that is no longer the current one is dropped here, never delivered.
#pragma once

#include <QObject>
#include <QThread>
#include <atomic>
#include <functional>
#include <memory>
#include <stop_token>
#include <string>

#include "bots/bot.h"
#include "catalog/hint.h"
#include "catalog/registry.h"

namespace felt::app {

class BotWorker : public QObject {
    Q_OBJECT
public:
    using Answer = std::function<void(Action action, qint64 thinkUs)>;
    using HintAnswer = std::function<void(Hint hint)>;

    explicit BotWorker(QObject* parent = nullptr);
    ~BotWorker() override;  // stops the think in progress, then joins the thread

    // Starts a new game: stops the current think, drops every pending answer
    // and prepares one bot per seat ("human" seats get none).
    void newGame(const GameInfo* game, std::vector<std::string> kinds, std::uint64_t seed);
    // Asks the bot of the seat to act in `truth` (a private copy) within
    // `budget`; `answer` runs on the receiver's thread, only if the game is
    // still the current one by then.
    void ask(std::unique_ptr<GameState> truth, QObject* receiver, Answer answer,
             ThinkBudget budget = {});
    // Works out the Expert's choice for the seat to act in `truth` from that
    // seat's information set only (never the hidden cards). `answer` runs on
    // the receiver's thread unless the game changed or cancelHint() came first.
    void hint(std::unique_ptr<GameState> truth, QObject* receiver, HintAnswer answer);
    void cancelHint();
    // Thinks that ended because they were asked to stop (for tests and tools).
    int stoppedThinks() const { return stopped_.load(); }
    // Hints dropped because the position moved on or a new game began.
    int droppedHints() const { return droppedHints_.load(); }

private:
    struct Game;
    QThread thread_;
    QObject* worker_ = nullptr;  // lives in thread_
    std::shared_ptr<Game> game_;
    std::shared_ptr<std::stop_source> hintStop_;
    std::atomic<int> stopped_{0};
    std::atomic<int> droppedHints_{0};
};

}  // namespace felt::app
