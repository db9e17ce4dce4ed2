// Deal codes: a game, its player count, options and seed as a short text a
// person can read out or paste ("JW-14K2-9QXM-7"). The code opens with the
// game's two-letter tag, carries a format version (a code from a Felt that
// writes another format is refused, never misread) and ends with a check
// character that catches any one mistyped character and any two swapped
// neighbours. Letters that look alike read the same (O as 0, I and L as 1),
// case, spaces and dashes do not matter.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "catalog/registry.h"

namespace felt {

struct DealSetup {
    const GameInfo* game = nullptr;
    int players = 0;
    std::uint64_t seed = 0;
    OptionValues options;  // every option of the game, normalised
};

// The format this Felt writes and reads.
inline constexpr int kDealCodeVersion = 1;

// The code of a setup, or "" with `error` set when the setup is not valid.
std::string encodeDealCode(const DealSetup& setup, std::string& error);
// Reads a code into `out`: "" or one sentence saying what is wrong.
std::string decodeDealCode(std::string_view code, DealSetup& out);

}  // namespace felt
