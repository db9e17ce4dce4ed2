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

// Where the table lays a zone out: where its kind puts it, or beside its
// owner's name plate (a pile that only counts, such as the tricks a seat won).
enum class ZoneAnchor { ByKind, OwnersPlate };

// How the table shows a zone, as the game declares it. It changes nothing of
// what a seat knows (visibility does that): won tricks the rules let everyone
// remember can still lie squared up face down, as they do at a real table.
struct ZoneLook {
    ZoneAnchor anchor = ZoneAnchor::ByKind;
    bool faceDown = false;  // the cards lie face down even where their faces are known
};

struct ZoneSpec {
    int id = 0;
    std::string key;    // stable name, e.g. "hand.2", "stock", "trick"
    std::string label;  // for people, e.g. "Stock"
    ZoneKind kind = ZoneKind::Hand;
    int owner = -1;  // seat, or -1 for a shared zone
    ZoneVisibility visibility = ZoneVisibility::Nobody;
    ZoneLook look = {};
};

// A pile of won tricks: squared up face down beside its winner's plate.
constexpr ZoneLook kWonTricksLook{ZoneAnchor::OwnersPlate, true};

const char* zoneKindName(ZoneKind kind);
const char* zoneAnchorName(ZoneAnchor anchor);

}  // namespace felt
