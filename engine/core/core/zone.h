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
    PlayPile,
    Kitty  // cards dealt aside for a seat to take up later (a widow, a skat)
};

// Who sees the faces of cards in a zone (single cards may still be turned up,
// e.g. the trump card on the stock; the seat views say so card by card).
enum class ZoneVisibility { Nobody, Owner, Everyone };

// How a zone is shown is declared with it (ZoneLook), so the table lays out a
// new kind of place without code of its own: the kind says what a place *is*
// (the log's words, a game's own panels), the look how it lies on the table.
// Every field may be left "ByKind": lookOf() fills it in from the zone's kind
// and owner, so a game only states what differs from the usual table.

// How the cards of a zone lie together.
enum class ZoneArrangement {
    ByKind,
    Fan,        // held cards: the viewer's fan along the bottom, another seat's tight row
    Squared,    // squared up, each card a hair off the one below (a stock, a won pile)
    Row,        // face up side by side to be read; at a seat at the side a column
    Trick,      // each card a little towards the seat that played it; a row without one
    FannedTop,  // the latest cards fanned to be read, older ones squared up under them
};

// Where on the table a zone lies. "Owner's" regions need an owner (a seat);
// the table turns them with the seat, the viewer's at the bottom.
enum class ZoneRegion {
    ByKind,
    OwnersEdge,    // at the owner's edge of the table, where cards are held
    BeforeOwner,   // between the owner's edge and the centre (lay-downs, melds)
    OwnersLeft,    // beside the owner's cards on the owner's left
    OwnersRight,   // beside the owner's cards on the owner's right
    OwnersCorner,  // past the right end of the owner's hand (cards a seat keeps)
    OwnersPlate,   // beside the owner's name plate (a pile that only counts)
    Centre,        // the middle of the table; several such zones lie one above the other
    CentreSlot,    // one of the pile slots around the middle (ZoneSlot says which)
    Aside,         // the top right corner, under the table's buttons (out of play)
};

// The pile slots around the centre, as a seat at the bottom sees them: the
// first left and right of the middle, the inner ones nearer it, the upper and
// lower ones further out. Free: the first slot no earlier zone took.
enum class ZoneSlot {
    ByKind,
    Free,
    Left,
    Right,
    InnerLeft,
    InnerRight,
    UpperLeft,
    UpperRight,
    LowerLeft,
    LowerRight,
};

// Which zone's cards lie on top where zones meet or cards fly across them
// (the viewer's own hand is always on top of everything).
enum class ZoneLayer { ByKind, Under, Level, Over };

// How the table shows a zone, as the game declares it. It changes nothing of
// what a seat knows (visibility does that): won tricks the rules let everyone
// remember can still lie squared up face down, as they do at a real table.
struct ZoneLook {
    ZoneRegion region = ZoneRegion::ByKind;
    ZoneArrangement arrangement = ZoneArrangement::ByKind;
    bool faceDown = false;  // the cards lie face down even where their faces are known
    ZoneSlot slot = ZoneSlot::ByKind;
    ZoneLayer layer = ZoneLayer::ByKind;
    // Cards that fill this zone stay a moment before they leave it together
    // (a full trick is seen before it is swept to its winner).
    bool pauseBeforeLeaving = false;
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
constexpr ZoneLook kWonTricksLook{ZoneRegion::OwnersPlate, ZoneArrangement::Squared, true};

// `zone`'s look with every ByKind field filled in from its kind and owner.
ZoneLook lookOf(const ZoneSpec& zone);
// `zones` with their looks filled in (lookOf), as the table shows them.
std::vector<ZoneSpec> withLooks(std::vector<ZoneSpec> zones);

const char* zoneKindName(ZoneKind kind);
// Names of a look's values, as the table's layout (TableLayout.js) and the
// network's welcome spell them.
const char* zoneRegionName(ZoneRegion region);
const char* zoneArrangementName(ZoneArrangement arrangement);
const char* zoneSlotName(ZoneSlot slot);
const char* zoneLayerName(ZoneLayer layer);

}  // namespace felt
