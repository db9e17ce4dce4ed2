// A stacked Jump Start deal for tests that need known hands and stock.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "games/jumpstart/jumpstart.h"
#include "support/test_support.h"

namespace felt::jumpstart {

// Hands dealt one card at a time starting with seat 0 (the dealer is the
// last seat, so seat 0 plays first), then the card turned up, then the stock
// from the top.
inline test::Setup stacked(int players, const std::vector<std::vector<std::string>>& hands,
                           const std::string& upcard, const std::vector<std::string>& stock,
                           std::map<std::string, std::string> options = {}) {
    std::vector<std::string> order;
    for (int round = 0; round < kHandSize; ++round)
        for (int s = 0; s < players; ++s) order.push_back(hands[s][round]);
    order.push_back(upcard);
    order.insert(order.end(), stock.begin(), stock.end());
    test::Setup setup;
    setup.game = "jumpstart";
    setup.players = players;
    setup.options = std::move(options);
    setup.decks = {order};
    setup.firstDealer = players - 1;
    return setup;
}

}  // namespace felt::jumpstart
