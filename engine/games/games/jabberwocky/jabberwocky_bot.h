// A rule-of-thumb Jabberwocky player.
//
// Bidding: every card in hand gets a chance of taking a trick (how many higher
// cards of its suit opponents may hold, how likely its suit is to be ruffed
// before it can win, extra value for long trumps); the bid is the rounded sum,
// moved to the nearest legal bid when the dealer restriction forbids it.
//
// Play: each legal card gets a chance of winning the current trick, from the
// cards still unseen by this seat, the seats still to play and the voids they
// have shown. While the seat still needs tricks it plays the cheapest card that
// is (nearly) sure to win, otherwise its best chance if that is decent, else a
// low card. Once its bid is reached (or out of reach) it ducks: the highest card
// that surely loses, shedding the card most likely to win a trick later.
//
// It only reads what its seat knows: its own hand, the trump card, the trick,
// the cards played this round, bids, tricks taken and publicly revealed voids.
#pragma once

#include <cstdint>
#include <vector>

#include "bots/bot.h"

namespace felt::jabberwocky {

class JabberwockyState;

class HeuristicBot : public Bot {
public:
    explicit HeuristicBot(std::uint64_t seed) : rng_(seed) {}
    Action choose(const GameState& game, int seat) override;

private:
    int chooseBid(const JabberwockyState& game, int seat) const;
    CardId chooseCard(const JabberwockyState& game, int seat);

    Rng rng_;  // breaks ties between equally good leads
    std::vector<Action> legal_;
};

}  // namespace felt::jabberwocky
