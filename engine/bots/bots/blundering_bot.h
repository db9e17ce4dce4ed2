// A gentler player: another bot's choice, except that now and then it plays a
// random legal move instead, as a newcomer who overlooks things would.
#pragma once

#include <cstdint>
#include <memory>

#include "bot.h"

namespace felt {

class BlunderingBot : public Bot {
public:
    // `mistakeRate` in 0..1: the share of decisions (with a real choice) taken at random.
    BlunderingBot(std::unique_ptr<Bot> inner, double mistakeRate, std::uint64_t seed)
        : inner_(std::move(inner)), rate_(mistakeRate), rng_(seed, 0xb1f0ULL) {}

    Action choose(const GameState& game, int seat) override;

private:
    std::unique_ptr<Bot> inner_;
    double rate_;
    Rng rng_;
    std::vector<Action> legal_;
};

}  // namespace felt
