// Which of the engine's decks has exactly these faces, card id by card id: a
// network client knows its table's deck only as the faces the host listed.
#pragma once

#include <memory>
#include <vector>

#include "core/card.h"

namespace felt {

// The deck whose faces are `faces` in this order, or null when none is.
std::unique_ptr<Deck> deckWithFaces(const std::vector<Face>& faces);

}  // namespace felt
