// The engine's types turned into the wire types, one to one. Nothing here
// chooses what a seat may see: callers pass only what is already the seat's
// (its view, its seen events); see seat_messages.h.
#pragma once

#include <string>

#include "core/event.h"
#include "core/game_state.h"
#include "wire_types.h"

namespace felt::net {

WirePhrase toWire(const Phrase& phrase);
WireState toWire(const SeatView& view);
WireEvent toWire(const Event& event);
WireResult toWire(const Result& result);

// The public description of a table: the game, its options, the deck's faces
// by card id, zones and stat specs. Never the seed, a stacked deck or history.
WireWelcome welcomeOf(const GameState& state, const std::string& gameId, int seat,
                      const std::string& token);

// The wire's words for the engine's kinds (from_wire.h reads them back).
const char* eventKindName(EventKind kind);
const char* argKindName(PhraseArg::Kind kind);
const char* statKindName(StatKind kind);
const char* visibilityName(ZoneVisibility visibility);

}  // namespace felt::net
