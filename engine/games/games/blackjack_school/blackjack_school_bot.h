// A rule-of-thumb bot for Blackjack (school rules). On each decision it plans
// the rest of its turn: a bounded depth-first search over the card sequences
// the turn rules allow from its own hand, scoring each way of ending the turn.
// It likes shedding many cards, hates ending uncapped or on a power card,
// keeps Aces for cancelling pick-ups, and passes pick-ups on to the next
// player. It reads only its own hand and public facts.
#pragma once

#include <cstdint>

#include "bots/bot.h"
#include "games/blackjack_school/turn_rules.h"

namespace felt::blackjack_school {

class BlackjackSchoolState;

class HeuristicBot : public Bot {
public:
    // Deterministic: the seed is taken like every game's bot's, and unused.
    explicit HeuristicBot(std::uint64_t /*seed*/) {}
    Action choose(const GameState& game, int seat) override;

private:
    struct Plan {
        double score = -1e18;
        Action first;
    };
    void search(const Turn& turn, std::uint64_t hand, const Action& first, Plan& best);
    double scoreEnd(const Turn& turn, std::uint64_t hand, bool pickedUp) const;

    const BlackjackSchoolState* game_ = nullptr;
    int seat_ = 0;
    int nodes_ = 0;
};

}  // namespace felt::blackjack_school
