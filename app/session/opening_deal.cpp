#include "opening_deal.h"

#include <algorithm>

namespace felt::app {

int firstStockZone(const std::vector<ZoneSpec>& zones) {
    for (const ZoneSpec& z : zones)
        if (z.kind == ZoneKind::Stock) return z.id;
    return -1;
}

EventList openingDeal(const SeatView& seen, int packZone, int viewer, bool showViewer) {
    std::size_t longest = 0;
    for (const ZoneView& z : seen.zones) longest = std::max(longest, z.cards.size());
    EventList deal;
    for (std::size_t i = 0; i < longest; ++i) {
        for (const ZoneView& zone : seen.zones) {
            if (zone.zone == packZone || i >= zone.cards.size()) continue;
            const CardId card = showViewer ? zone.cards[i].id : kNoCard;
            emitMove(&deal, card, packZone, zone.zone, card != kNoCard ? onlySeat(viewer) : 0);
        }
    }
    return deal;
}

}  // namespace felt::app
