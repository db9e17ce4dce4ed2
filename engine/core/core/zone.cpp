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
    }
    return "zone";
}

const char* zoneAnchorName(ZoneAnchor anchor) {
    switch (anchor) {
        case ZoneAnchor::ByKind:
            return "kind";
        case ZoneAnchor::OwnersPlate:
            return "plate";
    }
    return "kind";
}

}  // namespace felt
