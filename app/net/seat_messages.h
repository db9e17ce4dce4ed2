// What one seat is sent after a change at the table. This is the one place
// that decides it, and it reads only the seat's own share of the game: its
// view (GameState::view(seat)), the events as it saw them
// (SeenHistory::seenBy(seat)) and, when it is to act, its legal moves and the
// engine's words for them. The truth never passes through here, so a hidden
// card cannot be sent by mistake: it is not in anything this code holds.
#pragma once

#include <QByteArray>
#include <vector>

#include "core/game_state.h"
#include "core/seen_history.h"
#include "wire_types.h"

namespace felt::net {

// The seat's moves now: none unless it is to act.
WireMoves movesFor(const GameState& state, int seat);

// The messages that bring `seat` up to date: its events from `eventsSent` on
// (in batches; `eventsSent` is advanced), its state, its moves and, once the
// game is over, the result with `record` (the game's record: by then nothing
// is hidden; "" sends none; the caller keeps it within kMaxRecordChars).
std::vector<QByteArray> seatUpdate(const GameState& state, const SeenHistory& seen, int seat,
                                   int& eventsSent, const std::string& record = {});

}  // namespace felt::net
