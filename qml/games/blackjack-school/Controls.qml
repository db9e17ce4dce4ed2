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
    replacesChooser: true
    replacesTableInfo: true

    readonly property var stats: session ? session.stats : ({})
    readonly property var zones: session ? session.zones : []
    readonly property var geo: Layout.geometry(width, height, zones, session ? session.view.cardScale : 1)
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

    // Our own suit art, as on the cards (four-colour mode included).
    function suitSymbol(suit) {
        const names = ["clubs", "diamonds", "hearts", "spades"];
        if (suit < 0 || suit >= names.length)
            return "";
        const four = session && session.view.fourColour && suit < 2;
        return Qt.resolvedUrl("../../cards/" + names[suit] + (four ? "-4c" : "") + ".svg");
    }

    PileMarks {
        anchors.fill: parent
        controls: bj
    }

    // Beside the pile; with five or more players the diagonal seats' cards
    // reach that spot, so the panel moves to the free bottom-right corner
    // (the "next" marker still carries the pick-up to the next seat).
    StatusPanel {
        readonly property bool crowded: bj.players >= 5
        controls: bj
        x: crowded ? bj.width - width - 12 : bj.geo.cx + bj.geo.cardW * 1.85
        y: crowded ? bj.height - height - 12 : bj.geo.cy - height / 2
    }

    // Above the panel: the "next" marker of a seat at the side may reach it.
    DirectionRing {
        anchors.fill: parent
        controls: bj
    }

    TurnBar {
        controls: bj
        anchors.horizontalCenter: parent.horizontalCenter
        y: bj.height - bj.geo.cardH * 1.3 - buttonsHeight
    }

    SuitChooser {
        controls: bj
        anchors.horizontalCenter: parent.horizontalCenter
        y: bj.geo.cy + bj.geo.cardH * 0.5
    }
}
