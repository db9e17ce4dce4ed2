// Finding a playable option set: some player counts need options changed
// (e.g. a second deck for many players). Used for command-line starts, the
// new-game panel's "make it valid" button and tests, without game knowledge.
#pragma once

#include <string>

#include "catalog/registry.h"

namespace felt::app {

// Keeps `values` if the setup is valid; otherwise tries changing one, then two
// options (each to its other values) and keeps the first valid combination.
// Returns "" on success, else the engine's complaint about the original setup.
std::string makeSetupValid(const GameInfo& game, int players, OptionValues& values);

// `value` brought into what `option` takes: a whole number clamped to its
// range, anything else it does not take (a number for a flag, an unknown
// choice, text for a number) its default. For values carried over from
// another game or an older Felt.
std::string inRange(const OptionSpec& option, const std::string& value);

}  // namespace felt::app
