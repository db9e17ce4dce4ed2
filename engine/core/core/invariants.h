// Checks that hold after every action of every game. Used by the property
// tests and by `felt-cli simulate`.
#pragma once

#include <string>

#include "core/game_state.h"

namespace felt {

enum class CheckDepth {
    Basic,  // zones partition the deck, turn and legal actions are consistent
    Full,   // plus every seat's view and a determinization for every seat
};

// "" when all invariants hold, else what is wrong.
std::string checkInvariants(const GameState& state, Rng& rng, CheckDepth depth = CheckDepth::Full);

}  // namespace felt
