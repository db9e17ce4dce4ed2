// What a client's table needs from the host's messages, in the engine's own
// plain types (the reverse of to_wire.h): the table's deck, zones and stats
// from the welcome, a seat's view, its events, its offer of moves. A client
// holds no game: these are only what its seat was told, read back into the
// types the table already shows. Anything a host could send that does not
// fit (an unknown kind, a card outside the deck) is dropped or made neutral,
// never trusted.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "catalog/move_offer.h"
#include "core/event.h"
#include "core/game_state.h"
#include "wire_types.h"

namespace felt::net {

// The table a welcome describes: its deck (one of the engine's decks, found
// by its faces), zones with their looks, and stat specs.
struct WireTable {
    std::unique_ptr<Deck> deck;
    std::vector<ZoneSpec> zones;
    std::vector<StatSpec> stats;
    int players = 0;
};

// Null deck and the reason when the welcome names no deck the engine has.
WireTable tableOf(const WireWelcome& welcome, std::string& error);

// A translatable text sent by a host, as a Label that lives as long as the
// program (texts are few and come from the engine's set; past a bound, ""
// is returned rather than grow without end).
Label internedLabel(const std::string& text);

Phrase fromWire(const WirePhrase& phrase, int deckSize);
// Each face-up card with its face from `deck`.
SeatView fromWire(const WireState& state, const Deck& deck);
Event fromWire(const WireEvent& event, int deckSize);

// The seat's offer as the host described it. Each move's Action is a key
// only the client uses: the move's index and its cards (find the move's
// notation with `offer.moves[i].text`).
MoveOffer offerOf(const WireMoves& moves, int deckSize);

}  // namespace felt::net
