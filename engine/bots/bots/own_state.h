// A game's heuristic bot reads its own game's state class. Handed another
// state (a bot paired with the wrong game, a wrapper around the state) it
// meets a programming mistake, never a player's: debug and sanitizer builds
// stop on it, so the tests run there name it at once; a release build takes
// the first legal move instead, so a player's game goes on. (A throw would
// end the app: the table's bot thread has nowhere to catch it.)
#pragma once

#include <cassert>

#include "core/game_state.h"

namespace felt {

// The state as `State`, or null (asserting first) when it is another game's.
template <typename State>
const State* ownState(const GameState& game) {
    const auto* state = dynamic_cast<const State*>(&game);
    assert(state && "a heuristic bot was handed another game's state");
    return state;
}

}  // namespace felt
