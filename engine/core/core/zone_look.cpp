// The usual look of each kind of zone: what the table showed for the kind
// before zones declared their looks, so a game states only what differs.
#include "zone.h"

namespace felt {

namespace {

ZoneRegion regionOf(ZoneKind kind, bool owned) {
    if (owned) {
        switch (kind) {
            case ZoneKind::Hand:
                return ZoneRegion::OwnersEdge;
            case ZoneKind::WonPile:
                return ZoneRegion::OwnersCorner;
            case ZoneKind::Stock:
            case ZoneKind::Trump:
            case ZoneKind::DibsSlot:
                return ZoneRegion::OwnersLeft;
            case ZoneKind::Discard:
                return ZoneRegion::OwnersRight;
            default:
                return ZoneRegion::BeforeOwner;  // laid out for everyone to read
        }
    }
    switch (kind) {
        case ZoneKind::Trick:
        case ZoneKind::PlayPile:
        case ZoneKind::Hand:
        case ZoneKind::Layout:
        case ZoneKind::Meld:
            return ZoneRegion::Centre;
        case ZoneKind::OutOfPlay:
            return ZoneRegion::Aside;
        default:
            return ZoneRegion::CentreSlot;  // a pile beside the middle
    }
}

ZoneArrangement arrangementOf(ZoneKind kind, ZoneRegion region) {
    switch (region) {
        case ZoneRegion::OwnersEdge:
            return ZoneArrangement::Fan;
        case ZoneRegion::BeforeOwner:
            return ZoneArrangement::Row;
        case ZoneRegion::Centre:
            // A trick leans towards its players; a play pile grows too long to
            // show whole, so only its latest cards are fanned.
            if (kind == ZoneKind::Trick) return ZoneArrangement::Trick;
            if (kind == ZoneKind::PlayPile) return ZoneArrangement::FannedTop;
            return ZoneArrangement::Row;
        default:
            return ZoneArrangement::Squared;
    }
}

// The stock (or a dummy hand) left of the middle, with the card turned from it
// (trump) next to it on the inside; what is thrown to (discard, dibs) on the
// right; the tricks won by a side above the stock.
ZoneSlot slotOf(ZoneKind kind) {
    switch (kind) {
        case ZoneKind::Stock:
        case ZoneKind::Dummy:
            return ZoneSlot::Left;
        case ZoneKind::Trump:
            return ZoneSlot::InnerLeft;
        case ZoneKind::Discard:
            return ZoneSlot::Right;
        case ZoneKind::DibsSlot:
            return ZoneSlot::InnerRight;
        case ZoneKind::WonPile:
            return ZoneSlot::UpperLeft;
        default:
            return ZoneSlot::Free;
    }
}

// Cards played to the middle lie over the rest; the stock and won piles
// under cards that fly over them.
ZoneLayer layerOf(ZoneKind kind) {
    switch (kind) {
        case ZoneKind::Trick:
        case ZoneKind::PlayPile:
            return ZoneLayer::Over;
        case ZoneKind::Stock:
        case ZoneKind::WonPile:
            return ZoneLayer::Under;
        default:
            return ZoneLayer::Level;
    }
}

}  // namespace

ZoneLook lookOf(const ZoneSpec& zone) {
    ZoneLook look = zone.look;
    const bool owned = zone.owner >= 0;
    if (look.region == ZoneRegion::ByKind) look.region = regionOf(zone.kind, owned);
    if (look.arrangement == ZoneArrangement::ByKind)
        look.arrangement = arrangementOf(zone.kind, look.region);
    if (look.slot == ZoneSlot::ByKind) look.slot = slotOf(zone.kind);
    if (look.layer == ZoneLayer::ByKind) look.layer = layerOf(zone.kind);
    // A full trick is always seen a moment before it is swept.
    look.pauseBeforeLeaving = look.pauseBeforeLeaving || zone.kind == ZoneKind::Trick;
    return look;
}

std::vector<ZoneSpec> withLooks(std::vector<ZoneSpec> zones) {
    for (ZoneSpec& z : zones) z.look = lookOf(z);
    return zones;
}

}  // namespace felt
