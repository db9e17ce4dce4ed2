// The base of a game's own table controls, qml/games/<game id>/Controls.qml,
// which the table loads by that convention when the file exists. Every hook
// the table reads is declared here with its default; a game's controls
// override only what is truly special about the game. Everything they need
// comes from the session's typed data: moves (kind, label, rows, target seat
// or group, value, suit), stats by key, groups and card names.
import QtQuick
import Felt
import "TableLayout.js" as Layout

Item {
    id: base

    // Set by the table when the controls are loaded.
    property TableSession session
    // The table's colours by role (ViewSettings.theme), for every colour the
    // controls draw. The session comes just after the controls are made:
    // until then every role reads as clear, so no binding meets a missing one.
    readonly property var theme: session ? session.view.theme : new Proxy({}, { get: () => "transparent" })
    // The table's top-right buttons (Undo, Hint, Scores) begin here: a game's
    // own top button goes left of it (set by the table, follows the language).
    property real topButtonsLeft: width
    // How much room the controls' own top buttons take left of that (the
    // table's information line stops before them).
    property real topButtonsWidth: 0
    // How much larger than at its 1280x800 design size the table draws its
    // plates, buttons and texts (set by the table, TableLayout.growth): the
    // controls' own buttons and texts grow by it too.
    property real sizeScale: 1
    // Large print (View > Large print: the theme's textScale, 1.3) comes on
    // top of that for every text: font sizes take fontScale.
    readonly property real textScale: session ? theme.textScale : 1
    readonly property real fontScale: sizeScale * textScale

    // The table's measures, for placing the controls' own pieces (no bare
    // numbers in their bindings). `geo` is the table's geometry
    // (TableLayout.geometry: card size, the felt's centre and radii) and
    // `actionBarBottom` where the generic action bar ends, above the
    // person's hand; both set by the table.
    property var geo: Layout.geometry(width, height, [], 1, 1)
    property real actionBarBottom: height
    // The radii of the ring painted on the felt (Table.qml draws it so).
    readonly property real ringRx: geo.rx * 0.8
    readonly property real ringRy: geo.ry * 0.75
    // The gap the table keeps between its pieces and from the window's
    // edges (round its top buttons), and the wider margin of the person's
    // plate and the log at the bottom left.
    readonly property real gap: 8
    readonly property real edge: 12
    // The table's buttons: between two in a row, and their text sizes (the
    // top-right ones, and those of the action bar).
    readonly property real buttonSpacing: 6 * sizeScale
    readonly property real topButtonPx: Math.round(13 * fontScale)
    readonly property real barButtonPx: Math.round(15 * fontScale)

    // The table's seat plates and the number of cards in each zone (set by
    // the table), so that the controls' own panels can find room clear of
    // the plates and the cards: plateBoxes, and TableLayout's zoneBoxes.
    property Repeater plates: null
    property var zoneFill: []
    readonly property var plateBoxes: {
        const boxes = [];
        for (let i = 0; i < (plates ? plates.count : 0); ++i) {
            const p = plates.itemAt(i);
            if (p && p.visible)
                boxes.push({ x: p.x, y: p.y, w: p.width, h: p.height });
        }
        return boxes;
    }

    // A line added to the table's information plate, under the game's numbers.
    property string infoLine: ""

    // Move kinds these controls present themselves: the table shows no button
    // and takes no card click for them (the session is told).
    property var ownedKinds: []

    // Generic pieces of the table these controls replace with their own.
    property bool replacesActionBar: false
    // Controls that replace the action bar: the top of what they show in
    // its place (actionBarBottom while nothing shows). The table keeps its
    // messages above it, clear of the buttons.
    property real barTop: actionBarBottom
    property bool replacesChooser: false
    property bool replacesTableInfo: false

    // The moves of the person deciding, and those of one kind.
    readonly property var moves: session ? session.input.moves : []
    function movesOfKind(kind) {
        return moves.filter(m => m.kind === kind);
    }

    onSessionChanged: if (session) session.input.ownedKinds = ownedKinds
    onOwnedKindsChanged: if (session) session.input.ownedKinds = ownedKinds
}
