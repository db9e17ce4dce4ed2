// Stacked Jabberwocky deals for the tests: hands written per seat, turned
// into the deck order the engine deals from.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "games/jabberwocky/jabberwocky.h"
#include "support/test_support.h"

namespace felt::test {

// The deck order (top first) that gives hands[s] to seat s when `dealer`
// deals one card at a time starting on the dealer's left, then turns `trump`.
inline std::vector<std::string> jabberwockyDeal(int dealer,
                                                const std::vector<std::vector<std::string>>& hands,
                                                const std::string& trump) {
    const int n = static_cast<int>(hands.size());
    std::vector<std::string> order;
    for (std::size_t i = 0; i < hands[0].size(); ++i)
        for (int k = 1; k <= n; ++k) order.push_back(hands[(dealer + k) % n][i]);
    order.push_back(trump);
    return order;
}

// A first-round game with the given hands, dealt by `dealer`.
inline std::unique_ptr<GameState> stackedJabberwocky(
    int dealer, const std::vector<std::vector<std::string>>& hands, const std::string& trump,
    std::map<std::string, std::string> options = {}) {
    Setup s;
    s.game = "jabberwocky";
    s.players = static_cast<int>(hands.size());
    s.options = std::move(options);
    s.firstDealer = dealer;
    s.decks = {jabberwockyDeal(dealer, hands, trump)};
    return makeGame(s);
}

inline const jabberwocky::JabberwockyState& asJabberwocky(const GameState& state) {
    return dynamic_cast<const jabberwocky::JabberwockyState&>(state);
}

// Applies the first legal action until the round number changes or the game ends.
inline void playRoundThrough(GameState& state) {
    const int round = asJabberwocky(state).round();
    while (!state.isTerminal() && asJabberwocky(state).round() == round)
        state.applyLegal(state.legalActions().front());
}

}  // namespace felt::test
