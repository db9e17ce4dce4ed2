// A decision a seat can take. The meaning of the fields is defined by each game;
// the struct is small and trivially copyable so legal-action lists cost nothing.
#pragma once

#include <cstdint>

#include "card_set.h"

namespace felt {

struct Action {
    std::uint8_t kind = 0;    // game-defined action type
    std::int8_t arg = -1;     // small game-defined argument (a suit, a seat, ...)
    std::int16_t value = -1;  // game-defined number (a bid, a meld index, ...)
    std::uint32_t extra = 0;  // packed game-defined data (e.g. Joker ranks)
    CardSet cards;            // the physical cards the action involves

    bool operator==(const Action&) const = default;
};

}  // namespace felt
