// A sixth game written only for the tests, to prove that the table plays any
// game through the engine's contract alone: "High Trick", two players, the
// 24-card deck (9 to Ace), six cards each. Follow the led suit if you can; the
// highest card of the led suit takes the trick and leads the next; a trick is
// a point. One deal. Two cards of the rest lie aside in a kitty, known to
// everyone but lying face down; nobody takes them up. It has no QML of
// its own, and its kitty is a kind of place no real game has: the table lays
// it out only from the look the game declares for it.
#pragma once

#include "games/game_info.h"

namespace felt::test {

inline constexpr const char* kTrickGameId = "test-high-trick";

GameInfo highTrickInfo();

}  // namespace felt::test
