// Phrases as plain English for the command line, record errors and tests. The
// table never uses this: it translates the phrase (app/present/table_text).
#pragma once

#include <string>

#include "card.h"
#include "presentation.h"

namespace felt {

// Fills %1, %2... in order from the phrase's arguments and %n from its count:
// seats as "seat N" (zero-based, as in notation), cards in notation. Without a
// deck, suits and cards read as "?".
std::string englishText(const Phrase& phrase, const Deck* deck = nullptr);

}  // namespace felt
