#include "bot_worker.h"

#include <QElapsedTimer>
#include <QMetaObject>

#include "bots/bot.h"

namespace felt::app {

// Everything one game's bots need; only touched on the worker thread.
struct BotWorker::Game {
    quint64 generation = 0;
    std::vector<std::unique_ptr<Bot>> bots;  // per seat; null for humans
    std::vector<Rng> rngs;
    std::stop_source stop;  // requested when the game is replaced or the worker quits
};

BotWorker::BotWorker(QObject* parent) : QObject(parent) {
    worker_ = new QObject;
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    thread_.setObjectName(QStringLiteral("felt-bots"));
    thread_.start();
}

BotWorker::~BotWorker() {
    ++generation_;
    if (game_) game_->stop.request_stop();
    thread_.quit();
    thread_.wait();
}

quint64 BotWorker::newGame(const GameInfo* game, std::vector<std::string> kinds,
                           std::uint64_t seed) {
    const quint64 gen = ++generation_;
    auto g = std::make_shared<Game>();
    g->generation = gen;
    if (game_) game_->stop.request_stop();  // abandon a think for the old game at once
    for (std::size_t s = 0; s < kinds.size(); ++s) {
        std::string error;
        std::unique_ptr<Bot> bot;
        if (kinds[s] != "human") {
            bot = createBot(*game, kinds[s], seed + 7919 * s, error);
            if (!bot) bot = createBot(*game, "random", seed + 7919 * s, error);
        }
        g->bots.push_back(std::move(bot));
        g->rngs.emplace_back(seed ^ (0x9E3779B97F4A7C15ull * (s + 1)));
    }
    game_ = std::move(g);
    return gen;
}

void BotWorker::ask(std::unique_ptr<GameState> truth, QObject* receiver, Answer answer) {
    std::shared_ptr<Game> game = game_;
    std::shared_ptr<GameState> state(std::move(truth));
    QMetaObject::invokeMethod(
        worker_,
        [this, game, state, receiver, answer] {
            if (game->generation != generation_.load()) return;
            const int seat = state->toAct();
            if (seat < 0 || static_cast<std::size_t>(seat) >= game->bots.size() ||
                !game->bots[static_cast<std::size_t>(seat)])
                return;
            QElapsedTimer clock;
            clock.start();
            const Action action =
                askBot(*game->bots[static_cast<std::size_t>(seat)], *state,
                       game->rngs[static_cast<std::size_t>(seat)], game->stop.get_token());
            const qint64 us = clock.nsecsElapsed() / 1000;
            const quint64 gen = game->generation;
            QMetaObject::invokeMethod(
                receiver, [answer, gen, action, us] { answer(gen, action, us); },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

}  // namespace felt::app
