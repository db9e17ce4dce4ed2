// The opening deal as the table shows it. The engine deals inside the game's
// constructor; the table replays that deal from the pack, one position of
// every zone in turn, like dealing round the table.
#pragma once

#include "core/game_state.h"

namespace felt::app {

// The zone every card starts in before the first deal is animated: the pack.
int firstStockZone(const std::vector<ZoneSpec>& zones);
// Moves from `packZone` to where every card lies in `seen`, the view of the
// person at the screen (`viewer`): a card they may not know moves as an
// unknown card, and nothing turns face up unless `showViewer` (in hot-seat
// nothing private shows before the first person is at the screen).
EventList openingDeal(const SeatView& seen, int packZone, int viewer, bool showViewer);

}  // namespace felt::app
