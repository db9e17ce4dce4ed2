// Runs bots on a worker thread. Each request carries a generation number; a
// new game bumps it, so an answer for an old game is dropped, and quitting
// waits only for the think in progress.
#pragma once

#include <QObject>
#include <QThread>
#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <string>

#include "catalog/registry.h"

namespace felt::app {

class BotWorker : public QObject {
    Q_OBJECT
public:
    using Answer = std::function<void(quint64 generation, Action action, qint64 thinkUs)>;

    explicit BotWorker(QObject* parent = nullptr);
    ~BotWorker() override;

    // Starts a new game: drops every pending answer and prepares one bot per seat.
    quint64 newGame(const GameInfo* game, std::vector<std::string> kinds, std::uint64_t seed);
    // Asks the bot of the seat to act in `truth` (a private copy); `answer`
    // runs on the receiver's thread unless the game changed meanwhile.
    void ask(std::unique_ptr<GameState> truth, QObject* receiver, Answer answer);
    quint64 generation() const { return generation_.load(); }

private:
    struct Game;
    QThread thread_;
    QObject* worker_ = nullptr;  // lives in thread_
    std::shared_ptr<Game> game_;
    std::atomic<quint64> generation_{0};
};

}  // namespace felt::app
