#include "opening_deal.h"

#include <algorithm>

namespace felt::app {

int firstStockZone(const std::vector<ZoneSpec>& zones) {
    for (const ZoneSpec& z : zones)
        if (z.kind == ZoneKind::Stock) return z.id;
    return -1;
}

EventList openingDeal(const GameState& state, int packZone, int viewer, bool showViewer) {
    const SeatView truth = state.view(kEveryone);
    const SeatView seen = state.view(viewer);
    std::size_t longest = 0;
    for (const ZoneView& z : truth.zones) longest = std::max(longest, z.cards.size());
    EventList deal;
    for (std::size_t i = 0; i < longest; ++i) {
        for (std::size_t z = 0; z < truth.zones.size(); ++z) {
            const ZoneView& zone = truth.zones[z];
            if (zone.zone == packZone || i >= zone.cards.size()) continue;
            const bool shown = showViewer && seen.zones[z].cards[i].id != kNoCard;
            emitMove(&deal, zone.cards[i].id, packZone, zone.zone, shown ? onlySeat(viewer) : 0);
        }
    }
    return deal;
}

}  // namespace felt::app
