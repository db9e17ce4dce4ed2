// Stacked Blackjack (school rules) games for tests: hands are given per seat,
// and every card not named is dealt in a fixed order, so each test knows all hands.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "games/blackjack_school/blackjack_school.h"
#include "support/test_support.h"

namespace felt::test::bj {

using blackjack_school::BlackjackSchoolState;

struct Deal {
    int players = 2;
    int dealer = 0;                                 // the seat left of it plays first
    std::map<int, std::vector<std::string>> hands;  // leading cards of some hands
    std::vector<std::string> refill;                // order of the first deck refill, top first
    bool debt = false;
};

// Creates the game (QFAIL and null on a bad setup).
std::unique_ptr<GameState> makeDeal(const Deal& deal);
const BlackjackSchoolState& bjState(const GameState& state);

// The value of a public stat of the full view (seat -1 unless given).
int stat(const GameState& state, const std::string& key, int seat = -1);
// Cards of `seat` as text, sorted by card id.
std::vector<std::string> handText(const GameState& state, int seat);
bool holds(const GameState& state, int seat, const std::string& card);
int handSize(const GameState& state, int seat);

}  // namespace felt::test::bj
