#include "deck_lookup.h"

namespace felt {

std::unique_ptr<Deck> deckWithFaces(const std::vector<Face>& faces) {
    for (DeckKind kind : {DeckKind::French52, DeckKind::French54, DeckKind::FrenchDouble108,
                          DeckKind::MadJack24, DeckKind::Janken65, DeckKind::Janken70}) {
        auto deck = std::make_unique<Deck>(kind);
        if (deck->faces() == faces) return deck;
    }
    return nullptr;
}

}  // namespace felt
