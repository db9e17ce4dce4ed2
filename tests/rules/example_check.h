// Replays a rules example's game record and tests each claim of its tag
// against the engine (legal actions, who acts, public stats, zones, winners).
#pragma once

#include <string>

#include "example_tags.h"

namespace felt::rules {

// "" when every claim of `example` holds in the game `recordJson` plays;
// otherwise one line per claim that fails (or why the record did not load).
// `gameId` is the game of the rules text; the record must be of that game.
std::string checkExample(const ExampleTag& example, const std::string& recordJson,
                         const std::string& gameId);

}  // namespace felt::rules
