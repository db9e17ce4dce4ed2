// Zones are the places a card can be. Each game declares its zones so the
// table can lay out any game without game-specific code.
#pragma once

#include <string>
#include <vector>

namespace felt {

enum class ZoneKind {
    Hand,
    Stock,
    Discard,
    Trick,
    Layout,
    Meld,
    DibsSlot,
    WonPile,
    Trump,
    Dummy,
    OutOfPlay,
    PlayPile
};

// Who sees the faces of cards in a zone (single cards may still be turned up,
// e.g. the trump card on the stock; the seat views say so card by card).
enum class ZoneVisibility { Nobody, Owner, Everyone };

struct ZoneSpec {
    int id = 0;
    std::string key;    // stable name, e.g. "hand.2", "stock", "trick"
    std::string label;  // for people, e.g. "Stock"
    ZoneKind kind = ZoneKind::Hand;
    int owner = -1;  // seat, or -1 for a shared zone
    ZoneVisibility visibility = ZoneVisibility::Nobody;
};

const char* zoneKindName(ZoneKind kind);

}  // namespace felt
