#include "bot_worker.h"

#include <QElapsedTimer>

namespace felt::app {

// Everything one game's bots need; the bots and generators are only touched
// on the worker thread, `stop` from either thread (std::stop_source is).
struct BotWorker::Game {
    std::stop_source stop;
    std::vector<std::unique_ptr<Bot>> bots;  // per seat; null for people
    std::vector<Rng> rngs;
    const GameInfo* info = nullptr;
    std::uint64_t seed = 0;
};

BotWorker::BotWorker(QObject* parent) : QObject(parent) {
    thread_ = std::jthread([this](std::stop_token quit) { runJobs(quit); });
}

BotWorker::~BotWorker() {
    if (game_) game_->stop.request_stop();
    cancelHint();
    thread_.request_stop();
    thread_.join();
}

void BotWorker::runJobs(std::stop_token quit) {
    while (std::optional<Job> job = jobs_.take(quit)) (*job)();
}

bool BotWorker::event(QEvent* event) {
    return outbox_.deliver(event) || QObject::event(event);
}

void BotWorker::newGame(const GameInfo* game, std::vector<std::string> kinds, std::uint64_t seed) {
    if (game_) game_->stop.request_stop();
    cancelHint();
    auto g = std::make_shared<Game>();
    g->info = game;
    g->seed = seed;
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
}

void BotWorker::ask(std::unique_ptr<GameState> truth, std::shared_ptr<const EventList> seen,
                    Answer answer, ThinkBudget budget) {
    std::shared_ptr<Game> game = game_;
    if (!game) return;
    std::shared_ptr<GameState> state(std::move(truth));
    jobs_.push([this, game, state, seen, answer = std::move(answer), budget] {
        const std::stop_token stop = game->stop.get_token();
        const auto seat = static_cast<std::size_t>(state->toAct());
        if (stop.stop_requested() || seat >= game->bots.size() || !game->bots[seat]) return;
        QElapsedTimer clock;
        clock.start();
        const Action action =
            askBot(*game->bots[seat], *state, game->rngs[seat], stop, budget, seen);
        const qint64 us = clock.nsecsElapsed() / 1000;
        if (stop.stop_requested()) {
            ++stopped_;
            return;
        }
        // Delivered on the owner's thread, where a new game may have started
        // meanwhile: the stop source says so.
        outbox_.post([game, answer, action, us] {
            if (!game->stop.stop_requested()) answer(action, us);
        });
    });
}

void BotWorker::cancelHint() {
    if (hintStop_) hintStop_->request_stop();
    hintStop_.reset();
}

void BotWorker::hint(std::unique_ptr<GameState> truth, std::shared_ptr<const EventList> seen,
                     HintAnswer answer) {
    std::shared_ptr<Game> game = game_;
    if (!game || !game->info) return;
    cancelHint();
    auto stop = std::make_shared<std::stop_source>();
    hintStop_ = stop;
    std::shared_ptr<GameState> state(std::move(truth));
    jobs_.push([this, game, stop, state, seen, answer = std::move(answer)] {
        // A new game stops the hint as well as the bots.
        const std::stop_callback onNewGame(game->stop.get_token(),
                                           [stop] { stop->request_stop(); });
        if (stop->stop_requested() || state->isTerminal()) {
            ++droppedHints_;
            return;
        }
        // Seeded by the game and the position: asking again gives the same hint.
        const std::uint64_t seed =
            game->seed ^ (0xA24BAED4963EE407ull * (state->history().size() + 1));
        Rng rng(seed);
        const InfoSet info = InfoSet::observe(*state, state->toAct(), rng, seen);
        Hint hint = expertHint(*game->info, info, seed, stop->get_token());
        if (stop->stop_requested()) {
            ++droppedHints_;
            return;
        }
        outbox_.post([this, stop, answer, hint] {
            if (stop->stop_requested())
                ++droppedHints_;
            else
                answer(hint);
        });
    });
}

}  // namespace felt::app
