#include "zone.h"

namespace felt {

const char* zoneKindName(ZoneKind kind) {
    switch (kind) {
        case ZoneKind::Hand:
            return "hand";
        case ZoneKind::Stock:
            return "stock";
        case ZoneKind::Discard:
            return "discard";
        case ZoneKind::Trick:
            return "trick";
        case ZoneKind::Layout:
            return "layout";
        case ZoneKind::Meld:
            return "meld";
        case ZoneKind::DibsSlot:
            return "dibs";
        case ZoneKind::WonPile:
            return "won";
        case ZoneKind::Trump:
            return "trump";
        case ZoneKind::Dummy:
            return "dummy";
        case ZoneKind::OutOfPlay:
            return "out";
        case ZoneKind::PlayPile:
            return "pile";
        case ZoneKind::Kitty:
            return "kitty";
    }
    return "zone";
}

const char* zoneRegionName(ZoneRegion region) {
    switch (region) {
        case ZoneRegion::ByKind:
            return "byKind";
        case ZoneRegion::OwnersEdge:
            return "ownersEdge";
        case ZoneRegion::BeforeOwner:
            return "beforeOwner";
        case ZoneRegion::OwnersLeft:
            return "ownersLeft";
        case ZoneRegion::OwnersRight:
            return "ownersRight";
        case ZoneRegion::OwnersCorner:
            return "ownersCorner";
        case ZoneRegion::OwnersPlate:
            return "ownersPlate";
        case ZoneRegion::Centre:
            return "centre";
        case ZoneRegion::CentreSlot:
            return "centreSlot";
        case ZoneRegion::Aside:
            return "aside";
    }
    return "byKind";
}

const char* zoneArrangementName(ZoneArrangement arrangement) {
    switch (arrangement) {
        case ZoneArrangement::ByKind:
            return "byKind";
        case ZoneArrangement::Fan:
            return "fan";
        case ZoneArrangement::Squared:
            return "squared";
        case ZoneArrangement::Row:
            return "row";
        case ZoneArrangement::Trick:
            return "trick";
        case ZoneArrangement::FannedTop:
            return "fannedTop";
    }
    return "byKind";
}

const char* zoneSlotName(ZoneSlot slot) {
    switch (slot) {
        case ZoneSlot::ByKind:
            return "byKind";
        case ZoneSlot::Free:
            return "free";
        case ZoneSlot::Left:
            return "left";
        case ZoneSlot::Right:
            return "right";
        case ZoneSlot::InnerLeft:
            return "innerLeft";
        case ZoneSlot::InnerRight:
            return "innerRight";
        case ZoneSlot::UpperLeft:
            return "upperLeft";
        case ZoneSlot::UpperRight:
            return "upperRight";
        case ZoneSlot::LowerLeft:
            return "lowerLeft";
        case ZoneSlot::LowerRight:
            return "lowerRight";
    }
    return "byKind";
}

const char* zoneLayerName(ZoneLayer layer) {
    switch (layer) {
        case ZoneLayer::ByKind:
            return "byKind";
        case ZoneLayer::Under:
            return "under";
        case ZoneLayer::Level:
            return "level";
        case ZoneLayer::Over:
            return "over";
    }
    return "byKind";
}

}  // namespace felt
