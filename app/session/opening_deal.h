// The opening deal as the table shows it. The engine deals inside the game's
// constructor; the table replays that deal from the pack, one position of
// every zone in turn, like dealing round the table.
#pragma once

#include "core/game_state.h"

namespace felt::app {

// Moves from `packZone` to where every card starts. Only what `viewer`'s own
// view shows turns face up, and nothing at all unless `showViewer` (in
// hot-seat nothing private shows before the first person is at the screen).
// The zone every card starts in before the first deal is animated: the pack.
int firstStockZone(const std::vector<ZoneSpec>& zones);
EventList openingDeal(const GameState& state, int packZone, int viewer, bool showViewer);

}  // namespace felt::app
