// qmllint disable unqualified
// (Qt 6.4's qmllint flags every use of an outer id inside a delegate; the
// pragma that declares delegates bound to their context arrived in Qt 6.5.)
// Blackjack (school rules) at the table. A turn is built one card at a time,
// so the table shows what that turn has done so far and what ending it now
// would mean: the End turn / Pick up buttons with their cost, a suit chooser
// for Aces, the pick-up that is pending and who faces it, the direction of
// play, skips and the next player, the suit an Ace on the pile stands for,
// and the cards of the current turn on the pile. Everything comes from the
// engine's public stats (docs/games/blackjack_school.md).
import QtQuick
import Felt
import "../../table/TableLayout.js" as Layout

GameControls {
    id: bj

    // Generic pieces these controls show in their own way.
    replacesActionBar: true
    barTop: turnBar.visible ? turnBar.y : actionBarBottom
    replacesChooser: true
    replacesTableInfo: true

    readonly property var stats: session ? session.stats : ({})
    readonly property var zones: session ? session.zones : []
    readonly property int players: session ? Math.max(1, session.players) : 1
    readonly property int viewer: session ? session.viewer : 0
    readonly property int pileZone: zones.findIndex(z => z.kind === "pile")

    readonly property int turnNumber: stat("turn", 0)
    readonly property int direction: stat("direction", 1)
    readonly property int pendingPickup: stat("pending_pickup", 0)
    readonly property int pickupNext: stat("pickup_next", 0)
    readonly property int pendingSkips: stat("pending_skips", 0)
    readonly property int nextSeat: stat("next_seat", -1)
    readonly property int turnCards: stat("turn_cards", 0)
    readonly property bool capped: stat("capped", 0) === 1
    readonly property int endCost: stat("end_cost", -1)
    readonly property int pickupCost: stat("pickup_cost", -1)
    readonly property int step: stat("step", 1)
    readonly property bool defending: stat("defending", 0) === 1
    readonly property int namedSuit: stat("named_suit", -1)
    // The seat whose turn it is (-1 when the game is over).
    readonly property int actor: session ? session.toAct : -1
    // Whether a person sits at the screen's seat (then it is "you").
    readonly property bool viewerHuman: session ? session.isHuman(viewer) : false

    function stat(key, fallback) {
        const v = stats[key];
        return v === undefined ? fallback : v;
    }

    function seatName(seat) {
        if (!session || seat < 0)
            return "";
        return seat === viewer && viewerHuman ? qsTr("you") : session.seatName(seat);
    }

    // Suit symbols (SuitSymbol) in the four-colour deck's inks when chosen.
    readonly property bool fourColour: session ? session.view.fourColour : false

    PileMarks {
        anchors.fill: parent
        controls: bj
    }

    // What the panels keep clear of: the seat plates and every hand as it
    // lies now (the person's with a raised card), and the pile.
    readonly property var handBoxes: Layout.zoneBoxes(geo, zones, zoneFill, viewer, players, ["hand"],
                                                             plateBoxes)
    readonly property var pileBoxes: Layout.zoneBoxes(geo, zones, zoneFill, viewer, players, ["pile"])
    // The turn's buttons take the action bar's place: above the person's
    // hand, below the pile and the line under it that counts the turn's
    // cards (PileMarks, `marksRoom` high), between the other seats' hands
    // and plates level with it.
    readonly property real pileBottom: pileBoxes.length > 0 ? pileBoxes[0].y + pileBoxes[0].h
                                                            : geo.cy + geo.cardH / 2
    readonly property real marksRoom: 30
    readonly property real turnBottom: actionBarBottom - gap / 2
    readonly property real turnTop: pileBottom + (pileBoxes.length > 0 ? marksRoom : 0)
    readonly property real turnRoom: Layout.roomAcross(geo, turnTop, turnBottom, plateBoxes.concat(handBoxes))

    // The state of play beside the pile (`edge` from it), or where the
    // seats' cards and plates leave room for it: the other side of the
    // pile, the bottom-right corner the person's hand keeps free (the
    // "next" marker still carries the pick-up to the next seat), or, when
    // all three are taken (large print, many seats), the first free spot up
    // the window's right or left edge (clear of the log); with none free,
    // the one of the three it covers least of.
    StatusPanel {
        id: statusPanel
        controls: bj
        readonly property var pile: bj.pileBoxes[0] ?? { x: bj.geo.cx, y: bj.geo.cy, w: 0, h: 0 }
        readonly property var spot: Layout.freeSpot(bj.geo, [
            { x: pile.x + pile.w + bj.edge, y: bj.geo.cy - height / 2 },
            { x: pile.x - bj.edge - width, y: bj.geo.cy - height / 2 },
            { x: bj.width - width - bj.gap, y: bj.height - height - bj.gap }
        ], width, height, bj.plateBoxes.concat(bj.handBoxes, bj.pileBoxes, turnBar.box, [Layout.logRoom(bj.geo)]),
           Layout.edgeSpots(bj.geo, width, height, bj.gap))
        x: spot.x
        y: spot.y
    }

    // Above the panel: the "next" marker of a seat at the side may reach it.
    DirectionRing {
        anchors.fill: parent
        controls: bj
    }

    TurnBar {
        id: turnBar
        controls: bj
        maxWidth: bj.turnRoom
        maxHeight: bj.turnBottom - bj.turnTop
        anchors.horizontalCenter: parent.horizontalCenter
        y: bj.turnBottom - height
        readonly property var box: visible ? [{ x: x, y: y, w: width, h: height }] : []
    }

    // Under the pile, over the turn's buttons.
    SuitChooser {
        controls: bj
        anchors.horizontalCenter: parent.horizontalCenter
        y: bj.geo.cy + bj.geo.cardH / 2
    }
}
