// Bots decide for one seat. A bot is handed that seat's information set (see
// core/info_set.h), never the real state, so it cannot see hidden cards.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <stop_token>
#include <string>

#include "core/game_state.h"
#include "core/info_set.h"

namespace felt {

// How long a bot may think. Zero means "no limit of this kind"; a budget with
// neither limit lets each bot use its own default. A bot that searches stops at
// whichever limit comes first; with only an iteration limit its choice is
// reproducible.
struct ThinkBudget {
    int iterations = 0;
    std::chrono::milliseconds time{0};
    bool unlimited() const { return iterations <= 0 && time.count() <= 0; }
};

class Bot {
public:
    virtual ~Bot() = default;

    // The decision for info.seat(), which is the seat to act. When `stop` is
    // requested the bot returns at once with a legal action (the caller may
    // drop it). Simple bots decide on info.sample(); search bots override this.
    virtual Action decide(const InfoSet& info, std::stop_token stop = {},
                          const ThinkBudget& budget = {});

    // For bots that decide on one state the seat cannot tell from the truth.
    // `game` is such a state; seat == game.toAct().
    virtual Action choose(const GameState& game, int seat) = 0;

    // Why the last decision was taken, in one line for a person ("" if the bot
    // cannot say).
    virtual Phrase reason() const { return {}; }
};

// Picks uniformly among the legal actions.
class RandomBot : public Bot {
public:
    explicit RandomBot(std::uint64_t seed) : rng_(seed) {}
    Action choose(const GameState& game, int seat) override;

private:
    Rng rng_;
    std::vector<Action> legal_;
};

// Asks `bot` for the decision of the seat to act in `truth`, showing it only
// that seat's information set, drawn with `rng` (the caller's own generator),
// with `seen`: the game's events as that seat saw them (SeenHistory::seenBy),
// when the caller keeps them.
Action askBot(Bot& bot, const GameState& truth, Rng& rng, std::stop_token stop = {},
              const ThinkBudget& budget = {}, std::shared_ptr<const EventList> seen = {});

}  // namespace felt
