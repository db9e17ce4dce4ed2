// qmllint disable unqualified
// (Qt 6.4's qmllint flags every use of an outer id inside a delegate; the
// pragma that declares delegates bound to their context arrived in Qt 6.5.)
// The card table: green felt, seats around it, one persistent Card item per
// physical card (so every move animates), the action bar, the chooser, the
// hot-seat hand-over screen and the results panel.
import QtQuick
import QtQuick.Shapes
import Felt
import "TableLayout.js" as Layout

Item {
    id: table

    required property TableSession session
    property bool showScores: false
    // False while the window waits for its first frame: the score sheet is
    // made after it.
    property bool startedUp: true
    property int focusRow: -1
    // Device pixels per pixel, for the cards' art.
    readonly property real pixelRatio: Math.max(1, Screen.devicePixelRatio)
    // The session's zones, as it hands them. (A copy as a JavaScript array,
    // made once per game, was no faster to read and held 0.45 MiB more.)
    readonly property var zones: session.zones
    readonly property var geo: Layout.geometry(width, height, zones, session.view.cardScale, textScale)
    // Colours by role and the text scale (View > High contrast, Large print).
    readonly property var theme: session.view.theme
    readonly property real textScale: theme.textScale
    // How much larger than at its design size the table draws its plates,
    // buttons and texts (TableLayout.growth); Large print comes on top.
    readonly property real ui: geo.ui
    readonly property real fontScale: textScale * ui
    readonly property int moveMs: session.view.moveMs
    // Where each card group (meld, run...) of the view lies: its seat, its
    // index among that seat's groups and the sizes of them all.
    readonly property var groupPlaces: Layout.groupPlaces(session.groups)
    // Each seat's name plate as it lies ({x, y, w, h}), for the piles that
    // lie beside their owner's plate.
    property var plateBoxes: []

    function setPlateBox(seat, box) {
        const old = plateBoxes[seat];
        if (old && old.x === box.x && old.y === box.y && old.w === box.w && old.h === box.h
                && plateBoxes.length === plates.count)
            return;  // unchanged: what lies beside the plates is not laid out again
        const boxes = plateBoxes.slice(0, plates.count);
        boxes[seat] = box;
        plateBoxes = boxes;
    }
    // How many cards lie in each group and in each zone right now (the card
    // model counts them): a group's frame shows only around cards that are
    // there (cards leave their groups as they move).
    readonly property var groupFill: session.cards.groupFill
    readonly property var zoneFill: session.cards.zoneFill
    // The row whose chooser is open: the groups it can be played onto glow,
    // and a click on one plays it there.
    readonly property int heldRow: session.input.pendingRow
    readonly property var glowingGroups: session.input.heldTargetGroups
    // Where the groups lie, captions included ({x, y, w, h, glowing}): the
    // chooser keeps clear of them.
    readonly property var groupBoxes: {
        const out = [];
        for (let i = 0; i < groupFrames.count; ++i) {
            const f = groupFrames.itemAt(i);
            if (f && f.visible)
                out.push({ x: f.x, y: f.y - 20 * fontScale, w: f.width, h: f.height + 20 * fontScale,
                           glowing: f.target });
        }
        return out;
    }
    readonly property var glowingBoxes: groupBoxes.filter(b => b.glowing)
    // The rectangle around group `index`'s cards ({x, y, w, h}), or null.
    function groupBox(index, size) {
        const place = groupPlaces[index];
        if (!place || size < 1)
            return null;
        const players = Math.max(1, session.players);
        const first = Layout.groupSpot(geo, place.seat, session.viewer, players, place.sizes, place.local, 0);
        const last = Layout.groupSpot(geo, place.seat, session.viewer, players, place.sizes, place.local,
                                      size - 1);
        const w = geo.cardW * first.scale / 2 + 3, h = geo.cardH * first.scale / 2 + 3;
        return { x: Math.min(first.x, last.x) - w, y: Math.min(first.y, last.y) - h,
                 w: Math.abs(last.x - first.x) + 2 * w, h: Math.abs(last.y - first.y) + 2 * h };
    }
    // What lies at (x, y): the number of the group whose frame is there, or -1.
    function groupAt(x, y) {
        for (let i = 0; i < groupFrames.count; ++i) {
            const f = groupFrames.itemAt(i);
            if (f && f.visible && x >= f.x && x <= f.x + f.width && y >= f.y && y <= f.y + f.height)
                return session.groups[i].number;
        }
        return -1;
    }
    // The zone of the topmost card at (x, y) other than row `except`, else
    // the zone of `except` where that card lay before it was dragged (let go
    // there, it is put back), else of an empty zone whose first card would
    // lie there; -1 for none.
    function zoneAt(x, y, except) {
        let zone = -1, top = -Infinity;
        for (let i = 0; i < cardRepeater.count; ++i) {
            const c = cardRepeater.itemAt(i);
            if (!c || c.row === except || !c.visible || c.zone < 0 || c.z < top)
                continue;
            if (c.contains(c.mapFromItem(table, x, y))) {
                zone = c.zone;
                top = c.z;
            }
        }
        if (zone >= 0)
            return zone;
        const dragged = except >= 0 ? cardRepeater.itemAt(except) : null;
        if (dragged && dragged.zone >= 0) {
            const home = Layout.cardBox(geo, dragged.spot);
            if (x >= home.x && x <= home.x + home.w && y >= home.y && y <= home.y + home.h)
                return dragged.zone;
        }
        const players = Math.max(1, session.players);
        for (let z = 0; z < zones.length; ++z) {
            if ((zoneFill[z] ?? 0) > 0)
                continue;
            const b = Layout.cardBox(geo, Layout.place(geo, zones, z, 0, 1, -1, session.viewer, players, false));
            if (x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h)
                return z;
        }
        return -1;
    }
    // What a lesson's bubble points at (LessonPlayer.anchor): {item, x, y, w,
    // h} in the table's coordinates, or null (the bubble sits in the middle).
    function lessonTarget(anchor) {
        const shown = item => item && item.visible && item.width > 0;
        // The box around the shown items (the first one named).
        const around = items => {
            let box = null;
            for (const item of items) {
                if (!shown(item))
                    continue;
                const p = item.mapToItem(table, 0, 0);
                const b = { x: p.x, y: p.y, w: item.width, h: item.height };
                box = !box ? Object.assign({ item: item }, b)
                           : { item: box.item, x: Math.min(box.x, b.x), y: Math.min(box.y, b.y),
                               w: Math.max(box.x + box.w, b.x + b.w) - Math.min(box.x, b.x),
                               h: Math.max(box.y + box.h, b.y + b.h) - Math.min(box.y, b.y) };
            }
            return box;
        };
        // The first shown item under `item` that `wanted` accepts.
        const find = (item, wanted) => {
            for (let i = 0; item && i < item.children.length; ++i) {
                const child = item.children[i];
                if (!child.visible)
                    continue;
                if (wanted(child) && child.width > 0)
                    return child;
                const inner = find(child, wanted);
                if (inner)
                    return inner;
            }
            return null;
        };
        switch (anchor?.kind) {
        case "card":
            return around([cardRepeater.itemAt(anchor.row)]);
        case "zone": {
            const cards = cardItems().filter(c => c.zone === anchor.zone);
            const box = around(cards);
            if (box || anchor.zone < 0)
                return box;
            // An empty zone: where its first card would lie.
            const b = Layout.cardBox(geo, Layout.place(geo, zones, anchor.zone, 0, 1, -1, session.viewer,
                                                       Math.max(1, session.players), false));
            return { item: table, x: b.x, y: b.y, w: b.w, h: b.h };
        }
        case "plate":
            return around([plates.itemAt(anchor.seat)]);
        case "stat": {
            if (anchor.seat >= 0)
                return around([plates.itemAt(anchor.seat)]);
            if (infoPlate.visible)
                return around([infoPlate]);
            // A game's own controls show it: the item named after it ("bjDirectionGlyph").
            const key = anchor.name.replace(/_/g, "").toLowerCase();
            return around([find(gameControls.item, c => (c.objectName ?? "").toLowerCase().includes(key))]);
        }
        case "button": {
            // The button (the action bar's or the game's own) of a move of that
            // kind, else the cards those moves are made with; the asked one when it glows.
            const all = session.input.moves;
            const asked = all[session.input.hintMove];
            const moves = asked?.kind === anchor.name ? [asked] : all.filter(m => m.kind === anchor.name);
            const labels = moves.map(m => m.label);
            const byLabel = c => c.text !== undefined && labels.includes(c.text);
            const button = find(actionBar, byLabel) ?? find(gameControls.item, byLabel)
                           ?? find(gameControls.item, c => c.kind === anchor.name);
            if (button)
                return around([button]);
            const rows = [].concat(...moves.map(m => m.rows));
            return around(rows.map(r => cardRepeater.itemAt(r)));
        }
        }
        return null;
    }
    // The row of the topmost card at (x, y), or -1: as the scene stacks them,
    // the higher z on top and, at equal z, the later card (as zoneAt).
    function cardAt(x, y) {
        let row = -1, top = -Infinity;
        for (let i = 0; i < cardRepeater.count; ++i) {
            const c = cardRepeater.itemAt(i);
            if (c && c.visible && c.z >= top && c.contains(c.mapFromItem(table, x, y))) {
                row = i;
                top = c.z;
            }
        }
        return row;
    }
    // Whether a glowing group's frame (which takes clicks) lies at (x, y)
    // above z.
    function glowingFrameAbove(x, y, z) {
        for (let i = 0; i < groupFrames.count; ++i) {
            const f = groupFrames.itemAt(i);
            if (f && f.visible && f.target && f.z > z && x >= f.x && x <= f.x + f.width && y >= f.y
                    && y <= f.y + f.height)
                return true;
        }
        return false;
    }
    // Row `row` dropped at (x, y): the table says what lies there, the input
    // which move that plays (or why none).
    function dropAt(row, x, y) {
        session.input.dropOn(row, zoneAt(x, y, row), groupAt(x, y));
    }

    focus: true
    activeFocusOnTab: true

    // A card's accessible name: its face only when it is up (rank and suit are
    // arguments so that the name follows them).
    function cardLabel(row, faceUp, rank, suit) {
        if (!faceUp || (rank === "" && suit < 0))
            return qsTr("face-down card");
        return session.cardName(row);
    }
    // A zone's name for screen readers ("Hand of Bot 2", "Stock").
    function zoneName(zone) {
        const z = zones[zone];
        if (!z)
            return "";
        return z.owner >= 0 && z.kind === "hand" ? qsTr("%1 of %2").arg(z.label).arg(session.seatName(z.owner))
                                                 : z.label;
    }
    function withPart(text, part) {
        return text.length > 0 ? text + ", " + part : part;
    }
    // Where a card lies and what it can do now, for screen readers.
    function cardState(zone, playable, selected, hinted) {
        let text = zoneName(zone);
        if (playable)
            text = withPart(text, qsTr("playable"));
        if (selected)
            text = withPart(text, qsTr("selected"));
        if (hinted)
            text = withPart(text, qsTr("suggested by the hint"));
        return text;
    }

    function cardItems() {
        const items = [];
        for (let i = 0; i < cardRepeater.count; ++i)
            items.push(cardRepeater.itemAt(i));
        return items;
    }

    // Keyboard: arrows walk the cards that can be used (playable or selected)
    // left to right (Left or Up back, Right or Down on, stopping at either
    // end as every row of choices does), Enter or Space clicks the one in
    // focus, Esc cancels; Tab goes on to the game's own buttons, then Undo,
    // Hint and Scores (genericButtons, below), and back.
    function moveFocus(step) {
        const playable = cardItems().filter(c => c && (c.playable || c.selected)).sort((a, b) => a.x - b.x);
        if (playable.length === 0) {
            focusRow = -1;
            return;
        }
        let i = playable.findIndex(c => c.row === focusRow);
        i = i < 0 ? (step > 0 ? 0 : playable.length - 1)
                  : Math.max(0, Math.min(playable.length - 1, i + step));
        focusRow = playable[i].row;
    }

    // The mouse moved over the table or pressed on it since the last key:
    // the card in focus wears no ring then (it hid the glow of a playable or
    // hinted card from people who play with the mouse). The next key shows
    // the ring where it is and does nothing else.
    property bool mouseInUse: false
    function keyUsed() {
        const shown = !mouseInUse;
        mouseInUse = false;
        return shown;
    }
    HoverHandler {
        // Only a pointer that moves: Qt Quick also sends a resting pointer
        // "hover" events whenever the items under it move.
        property point last: Qt.point(-1, -1)
        onPointChanged: {
            const p = point.scenePosition;
            if (Math.abs(p.x - last.x) + Math.abs(p.y - last.y) > 2)
                table.mouseInUse = true;
            last = p;
        }
    }

    Keys.onLeftPressed: if (keyUsed()) moveFocus(-1)
    Keys.onUpPressed: if (keyUsed()) moveFocus(-1)
    Keys.onRightPressed: if (keyUsed()) moveFocus(1)
    Keys.onDownPressed: if (keyUsed()) moveFocus(1)
    Keys.onReturnPressed: if (keyUsed() && focusRow >= 0) session.input.clickCard(focusRow)
    Keys.onEnterPressed: if (keyUsed() && focusRow >= 0) session.input.clickCard(focusRow)
    Keys.onSpacePressed: if (keyUsed() && focusRow >= 0) session.input.clickCard(focusRow)
    // Focus is always somewhere visible: coming to the table (Tab, a new
    // decision) shows a card in focus, and when the item in focus goes away
    // (a chooser closed, a button gone) the table takes it back. (Qt gives the
    // focus of an item that hides to an item around the table, and that of a
    // loaded item that goes to its loader.)
    function holdsTable(item) {
        for (let p = table.parent; p; p = p.parent) {
            if (p === item)
                return true;
        }
        return false;
    }
    onActiveFocusChanged: if (activeFocus && focusRow < 0) moveFocus(1)
    function keepFocusVisible() {
        const f = Window.activeFocusItem;
        const emptyLoader = !!f && f.hasOwnProperty("sourceComponent") && f.children.length === 0;
        if (!f || !f.visible || !f.enabled || holdsTable(f) || emptyLoader)
            forceActiveFocus(Qt.OtherFocusReason);
        if (focusRow >= 0 && !cardItems().some(c => c && c.row === focusRow && (c.playable || c.selected)))
            focusRow = -1;
        if (activeFocus && focusRow < 0)
            moveFocus(1);
    }
    Connections {
        target: table.session.input
        function onChanged() { focusCheck.restart(); }
        function onSelectionChanged() { focusCheck.restart(); }
    }
    Timer {
        id: focusCheck
        interval: 0
        onTriggered: table.keepFocusVisible()
    }
    // The score sheet closed: the cards have the keyboard again.
    onShowScoresChanged: if (!showScores) focusCheck.restart()
    // Esc closes what is open (scores, a selection) and keeps the card in focus.
    Keys.onEscapePressed: {
        showScores = false;
        session.input.cancel();
    }
    // Page Up, Page Down, Home and End scroll the score sheet while it shows.
    readonly property var sheet: resultsLoader.visible ? resultsLoader.item : null
    Keys.onPressed: event => {
        if (sheet)
            event.accepted = sheet.scrollRounds(event.key);
    }

    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0.0; color: table.theme.feltTop }
            GradientStop { position: 1.0; color: table.theme.feltBottom }
        }
    }
    // The ring on the felt. A path, not a rounded Rectangle: the software
    // renderer keeps a rounded Rectangle's corners as a picture as large as
    // the ring is high (0.7 MiB at 1200 x 780), a path is drawn each frame.
    Shape {
        id: feltRing
        x: table.geo.cx - table.geo.rx * 0.8
        y: table.geo.cy - table.geo.ry * 0.75
        width: table.geo.rx * 1.6
        height: table.geo.ry * 1.5
        readonly property real r: height / 2
        ShapePath {
            strokeColor: table.theme.feltRing
            strokeWidth: 2
            fillColor: "transparent"
            startX: feltRing.r
            startY: 1
            PathLine { x: feltRing.width - feltRing.r; y: 1 }
            PathArc { x: feltRing.width - feltRing.r; y: feltRing.height - 1; radiusX: feltRing.r - 1; radiusY: feltRing.r - 1 }
            PathLine { x: feltRing.r; y: feltRing.height - 1 }
            PathArc { x: feltRing.r; y: 1; radiusX: feltRing.r - 1; radiusY: feltRing.r - 1 }
        }
    }

    // The game's numbers (round, dealer, trump...) on a plate of their own,
    // up to the top buttons (the game's own ones included), wrapping.
    Rectangle {
        id: infoPlate
        objectName: "infoPlate"
        readonly property real room: Math.min(table.width * 0.6,
                                              table.topButtonsLeft - table.gameTopButtonsWidth - 24)
        // A line a game's own controls add (say, a short or a long game,
        // and which way the turn goes).
        readonly property string gameLine: (gameControls.item as GameControls)?.infoLine ?? ""
        x: 8
        y: 8
        width: Math.min(room, Math.max(infoLine.implicitWidth, gameInfoLine.implicitWidth) + 16)
        height: infoLines.height + 8
        radius: 8
        color: table.theme.plate
        border.color: table.theme.plateBorder
        visible: (infoLine.text.length > 0 || gameLine.length > 0) && !gameControls.replaces("replacesTableInfo")
        Column {
            id: infoLines
            x: 8
            y: 4
            width: infoPlate.room - 16
            Text {
                id: infoLine
                textFormat: Text.PlainText
                width: parent.width
                text: table.session.tableInfo
                visible: text.length > 0
                color: table.theme.plateStats
                font.pixelSize: Math.round(13 * table.fontScale)
                wrapMode: Text.WordWrap
            }
            Text {
                id: gameInfoLine
                objectName: "gameInfoLine"
                textFormat: Text.PlainText
                width: parent.width
                text: infoPlate.gameLine
                visible: text.length > 0
                color: table.theme.plateStats
                font.pixelSize: Math.round(13 * table.fontScale)
                wrapMode: Text.WordWrap
            }
        }
    }

    // What lies along the top edge, that seat plates keep clear of: the top
    // buttons (a game's own included) and the information plate.
    readonly property var topBoxes: {
        const left = topButtonsLeft - gameTopButtonsWidth;
        const boxes = [{ x: left, y: 0, w: width - left, h: scoresButton.y + scoresButton.height }];
        if (infoPlate.visible)
            boxes.push({ x: 0, y: 0, w: infoPlate.x + infoPlate.width, h: infoPlate.y + infoPlate.height });
        return boxes;
    }

    // Where the top-right buttons begin (Undo's place even while it is
    // hidden, so that a game's button beside them stays put).
    readonly property real topButtonsLeft: undoButton.x
    readonly property real gameTopButtonsWidth: (gameControls.item as GameControls)?.topButtonsWidth ?? 0
    TableButton {
        id: scoresButton
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 8
        text: qsTr("Scores")
        sizeScale: table.ui
        font.pixelSize: Math.round(13 * table.fontScale)
        visible: table.session.running
        onClicked: table.showScores = !table.showScores
    }

    // Take back the last decision (Game > Undo); when that is not allowed the
    // click says why in the explanation line.
    TableButton {
        id: undoButton
        anchors.right: hintButton.left
        anchors.top: parent.top
        anchors.margins: 8
        text: qsTr("Undo")
        sizeScale: table.ui
        font.pixelSize: Math.round(13 * table.fontScale)
        visible: table.session.running && !table.session.gameOver && table.session.input.humanTurn
                 && !table.session.guided
        opacity: table.session.canUndo ? 1 : 0.6
        onClicked: table.session.undo()
    }

    // The Expert's suggestion for the person deciding (Game > Hint does the same).
    TableButton {
        id: hintButton
        anchors.right: scoresButton.left
        anchors.top: parent.top
        anchors.margins: 8
        text: qsTr("Hint")
        sizeScale: table.ui
        font.pixelSize: Math.round(13 * table.fontScale)
        visible: table.session.running && table.session.input.humanTurn && !table.session.guided
        onClicked: table.session.askHint()
    }

    // For screen readers: each zone (a hand, the stock, a trick...) with how
    // many cards lie there, and an announcer whose name is the newest event
    // ("Bot 2 takes the trick.") with whose turn it is as its description.
    Repeater {
        model: table.zones
        delegate: Item {
            required property int index
            objectName: "zone"
            width: 1
            height: 1
            Accessible.role: Accessible.Grouping
            Accessible.name: table.zoneName(index)
            Accessible.description: qsTr("%n card(s)", "", table.zoneFill[index] ?? 0)
        }
    }
    Item {
        objectName: "announcer"
        width: 1
        height: 1
        Accessible.role: Accessible.StatusBar
        Accessible.name: table.session.log.length > 0 ? table.session.log[table.session.log.length - 1] : ""
        Accessible.description: table.session.statusText
    }

    // Seats.
    Repeater {
        id: plates
        model: table.session.seats
        delegate: SeatBadge {
            required property int index
            required property string name
            required property bool human
            required property bool toAct
            required property string stats
            required property string score
            required property string presence
            readonly property bool isViewer: index === table.session.viewer
            seatName: name
            presenceText: presence
            theme: table.theme
            sizeScale: table.ui
            isHuman: human
            acting: toAct
            statsText: stats
            scoreText: score
            readonly property var place: Layout.clearOf(Layout.platePlace(table.geo, index, table.session.viewer,
                                                                          Math.max(1, table.session.players),
                                                                          width, height),
                                                        width, height, table.topBoxes)
            x: isViewer ? 12 : place.x
            y: isViewer ? table.height - height - 12 : place.y
            z: 500
            // Piles that lie by their owner's plate follow it.
            readonly property var plateBox: ({ x: x, y: y, w: width, h: height })
            onPlateBoxChanged: table.setPlateBox(index, plateBox)
            Component.onCompleted: table.setPlateBox(index, plateBox)
        }
    }

    // Cards: one item per physical card for the whole game.
    Repeater {
        id: cardRepeater
        model: table.session.cards
        delegate: Card {
            id: cardItem
            required property int index
            required property int zone
            required property int position
            required property int zoneCount
            required property int fromSeat
            required faceUp
            required rank
            required rankIndex
            required suit
            required joker
            required janken
            required playable
            required selected
            required hinted

            required property int group
            required property int groupSlot
            required standsFor

            readonly property int row: index
            // Cards of a group (meld, run) lie with their group; the others by zone.
            readonly property var groupPlace: group >= 0 ? table.groupPlaces[group] : undefined
            readonly property var spot: groupPlace
                                        ? Layout.groupSpot(table.geo, groupPlace.seat, table.session.viewer,
                                                           Math.max(1, table.session.players), groupPlace.sizes,
                                                           groupPlace.local, groupSlot)
                                        : Layout.place(table.geo, table.zones, zone, position,
                                                       zoneCount, fromSeat, table.session.viewer,
                                                       Math.max(1, table.session.players), selected,
                                                       readsPlates ? table.plateBoxes : null)
            // Only the cards whose place depends on the plates follow them
            // (each card that read them was laid out again as they settled).
            readonly property bool readsPlates: Layout.readsPlates(table.zones[zone], table.session.viewer)
            // The viewer's held cards (as the zone's look lays them out) may be
            // dragged and are dimmed when they cannot be played.
            readonly property bool inViewerHand: Layout.isViewersHand(table.zones[zone], table.session.viewer)

            // For screen readers: the card's name only when its face is up
            // (a face-down card is just that), where it lies and what it can do.
            Accessible.role: Accessible.Button
            Accessible.name: table.cardLabel(row, faceUp, rank, suit)
            Accessible.description: table.cardState(zone, playable, selected, hinted)
            Accessible.focusable: playable
            Accessible.onPressAction: table.session.input.clickCard(row)

            width: table.geo.cardW
            height: table.geo.cardH
            z: spot.z ?? Layout.layer(table.zones, zone, table.session.viewer) + position
            pixelRatio: table.pixelRatio
            fourColour: table.session.view.fourColour
            back: table.session.view.cardBack
            theme: table.theme
            flipMs: table.session.placing ? 0 : table.moveMs * 0.6
            dimmed: table.session.input.humanTurn && table.session.input.actions.count === 0 && inViewerHand && !playable
                    && !selected
            visible: zone >= 0 || table.session.running

            // Puts the card where it lies (x, y, rotation, scale), gliding
            // there unless cards are placed without a story.
            CardMotion {
                target: cardItem
                pose: Qt.vector4d(cardItem.spot.x - cardItem.width / 2, cardItem.spot.y - cardItem.height / 2,
                                  cardItem.spot.rot, cardItem.spot.scale)
                duration: table.moveMs
                animated: !table.session.placing
                // A dragged card follows the hand, and goes back at once when let go.
                held: cardMouse.dragged && cardMouse.row === cardItem.row
            }
        }
    }

    // Clicks and drags on the cards: one mouse area over them all (one in
    // each of 52 cards held 0.3 MiB), which finds the card under the pointer
    // as the cards' own would: the topmost. It lies above the cards and
    // below the plates, and lets through a press on no card or on a glowing
    // group's frame that lies above the card there.
    MouseArea {
        id: cardMouse
        objectName: "cardMouse"
        anchors.fill: parent
        z: 499
        // The card pressed, and whether it is being dragged. A playable hand
        // card may be dragged onto a group or a pile; it goes back to its
        // place unless the move took it away.
        property int row: -1
        property bool dragged: false
        property bool ignoreClick: false
        drag.threshold: 14
        onPressed: mouse => {
            table.mouseInUse = true;
            row = table.cardAt(mouse.x, mouse.y);
            const card = row >= 0 ? cardRepeater.itemAt(row) : null;
            if (!card || table.glowingFrameAbove(mouse.x, mouse.y, card.z)) {
                row = -1;
                mouse.accepted = false;
                return;
            }
            dragged = false;
            ignoreClick = false;
            drag.target = card.inViewerHand && table.session.input.humanTurn && card.playable ? card : null;
        }
        onPositionChanged: if (drag.active) dragged = true
        onReleased: mouse => {
            drag.target = null;
            if (!dragged)
                return;
            dragged = false;
            table.dropAt(row, mouse.x, mouse.y);
            ignoreClick = true;
        }
        // The drag was taken away (a dialog opened, the window lost the
        // mouse): the card goes back rather than float.
        onCanceled: {
            drag.target = null;
            dragged = false;
        }
        // A click counts where the press and the release find the same card
        // (a press slid off its card before the release clicks nothing).
        onClicked: mouse => {
            if (ignoreClick || row < 0 || table.cardAt(mouse.x, mouse.y) !== row)
                return;
            table.focusRow = -1;
            table.session.input.clickCard(row);
        }
    }

    // The keyboard's focus frame, on the card in focus: one for the table,
    // moved into that card so that it follows it (not one per card). A thick
    // dark line round the card, which shows on a white face (its neighbour's
    // in a fanned hand), in a light halo, which shows on the felt.
    Rectangle {
        objectName: "cardFocusFrame"
        readonly property Item card: table.focusRow >= 0 ? cardRepeater.itemAt(table.focusRow) : null
        parent: card ?? table
        // Only while the cards have the keyboard: a button in focus wears
        // its own ring, and one ring shows at a time.
        visible: card !== null && table.activeFocus && !table.mouseInUse
        anchors.fill: parent
        anchors.margins: -7
        radius: 9
        color: "transparent"
        border.color: table.theme.focusHalo
        border.width: 3
        Rectangle {
            objectName: "cardFocusLine"
            anchors.fill: parent
            anchors.margins: 3
            radius: 6
            color: "transparent"
            border.color: table.theme.focus
            border.width: 4
        }
    }

    // Each group's frame and caption; while a held card can be played onto a
    // group, that group glows and a click on it plays the card there.
    Repeater {
        id: groupFrames
        model: table.session.groups
        delegate: Item {
            id: frame
            required property int index
            required property var modelData
            readonly property var box: table.groupFill[index] === modelData.size
                                       ? table.groupBox(index, modelData.size) : null
            readonly property bool target: table.glowingGroups.indexOf(modelData.number) >= 0
            visible: box !== null
            x: box ? box.x : 0
            y: box ? box.y : 0
            width: box ? box.w : 0
            height: box ? box.h : 0
            z: target ? 450 : 190

            // Groups without a caption (lay-downs by suit) need no frame until they glow.
            Rectangle {
                anchors.fill: parent
                visible: frame.target || frame.modelData.caption.length > 0
                radius: 6
                color: frame.target ? table.theme.targetFill : "transparent"
                border.color: frame.target ? table.theme.playable : table.theme.groupFrame
                border.width: frame.target ? 3 : 1
                opacity: frame.target ? 1 : 0.8
            }
            Rectangle {
                x: 2
                y: -height + 2
                visible: frame.modelData.caption.length > 0
                width: caption.implicitWidth + 8
                height: caption.implicitHeight + 2
                radius: 3
                color: frame.target ? table.theme.playable : table.theme.caption
                Text {
                    id: caption
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    text: frame.modelData.caption
                    color: frame.target ? table.theme.playableText : table.theme.captionText
                    font.pixelSize: Math.round(11 * table.fontScale)
                }
            }
            MouseArea {
                anchors.fill: parent
                enabled: frame.target
                visible: enabled
                cursorShape: Qt.PointingHandCursor
                onClicked: table.session.input.dropOn(table.heldRow, -1, frame.modelData.number)
            }
        }
    }

    // While a held card can go onto a glowing group: say so.
    Rectangle {
        visible: table.glowingGroups.length > 0
        anchors.horizontalCenter: parent.horizontalCenter
        y: table.height - table.geo.cardH * 1.3 - height
        z: 610
        width: groupHint.implicitWidth + 20
        height: groupHint.implicitHeight + 10
        radius: 6
        color: table.theme.toast
        Text {
            id: groupHint
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: qsTr("Or click a glowing group on the table to play %1 there")
                      .arg(table.session.cardName(table.heldRow))
            color: table.theme.playable
            font.pixelSize: Math.round(14 * table.fontScale)
        }
    }

    // A game's own controls, when it has any: qml/games/<game id>/Controls.qml
    // (a GameControls), given the session; placed by the file itself.
    Loader {
        id: gameControls
        anchors.fill: parent
        z: 650
        active: table.session.running  // an empty source loads nothing
        source: table.session.controlsUrl
        onLoaded: {
            item.session = Qt.binding(() => table.session);  // a network game's too
            item.topButtonsLeft = Qt.binding(() => table.topButtonsLeft);
            item.sizeScale = Qt.binding(() => table.ui);
            item.geo = Qt.binding(() => table.geo);
            item.actionBarBottom = Qt.binding(() => table.actionBarBottom);
            item.plates = plates;
            item.zoneFill = Qt.binding(() => table.zoneFill);
        }
        // The controls may take over generic pieces by declaring
        // replacesActionBar / replacesChooser / replacesTableInfo: true.
        function replaces(piece) {
            return status === Loader.Ready && item[piece] === true;
        }
    }

    // The action bar stays between the seat plates level with it (with many
    // players the seats beside the person's have theirs there): its buttons
    // wrap onto more rows instead.
    readonly property real actionBarBottom: table.height - table.geo.cardH * 1.3
    readonly property real actionBarRoom: {
        const top = actionBarBottom - 100 * ui;
        let half = width / 2 - 8;
        for (let i = 0; i < plates.count; ++i) {
            const p = plates.itemAt(i);
            if (!p || p.isViewer || p.y > actionBarBottom || p.y + p.height < top)
                continue;
            half = Math.min(half, p.x > width / 2 ? p.x - width / 2 - 8 : width / 2 - p.x - p.width - 8);
        }
        return Math.max(180, 2 * half);
    }
    ActionBar {
        id: actionBar
        objectName: "actionBar"
        session: table.session
        replaced: gameControls.replaces("replacesActionBar")
        maxWidth: table.actionBarRoom
        sizeScale: table.ui
        anchors.horizontalCenter: parent.horizontalCenter
        y: table.actionBarBottom - height
        z: 600
    }

    // Where a game's own turn buttons lie when they take the action bar's
    // place, for what must keep clear of them; else null.
    readonly property var gameBarBox: {
        if (!gameControls.replaces("replacesActionBar"))
            return null;
        const top = (gameControls.item as GameControls).barTop;
        return { x: 0, y: top, w: width, h: Math.max(0, actionBarBottom - top) };
    }

    // Why a click did nothing, in the engine's words: under the middle of
    // the table, and above the buttons of the turn (the action bar's, or
    // what the game's controls show in its place).
    Rectangle {
        id: toast
        objectName: "toast"
        readonly property real barTop: gameControls.replaces("replacesActionBar")
                                       ? (gameControls.item as GameControls).barTop
                                       : actionBar.visible ? actionBar.y : table.actionBarBottom
        anchors.horizontalCenter: parent.horizontalCenter
        y: Math.min(table.geo.cy + table.geo.cardH * 0.95, barTop - 6 - height)
        width: Math.min(table.width * 0.7, toastText.implicitWidth + 28)
        height: toastText.implicitHeight + 16
        radius: 8
        color: table.theme.toast
        visible: table.session.input.explanation.length > 0
        z: 700
        Text {
            id: toastText
            textFormat: Text.PlainText
            anchors.centerIn: parent
            width: Math.min(table.width * 0.7 - 28, implicitWidth)
            text: table.session.input.explanation
            color: table.theme.toastText
            font.pixelSize: Math.round(15 * table.fontScale)
            wrapMode: Text.WordWrap
        }
        MouseArea {
            anchors.fill: parent
            onClicked: table.session.input.cancel()
        }
    }

    // The log, above the person's plate, as wide as TableLayout.chrome says.
    Column {
        id: log
        objectName: "log"
        // Its lines stay below the seat plates above it (large print, many
        // players): the room between, and whether line `i` and those newer
        // than it fit there (older lines are left out).
        readonly property real room: {
            const bottom = table.height - table.geo.logBottom;
            let roof = 0;
            for (const b of table.plateBoxes)
                if (b && b.x < x + width && b.x + b.w > x && b.y + b.h <= bottom)
                    roof = Math.max(roof, b.y + b.h + 4);
            return bottom - roof;
        }
        function fits(i) {
            let h = 0;
            for (let j = i; j < lines.count; ++j)
                h += (lines.itemAt(j)?.implicitHeight ?? 0) + spacing;
            return h <= room;
        }
        x: 12
        y: table.height - table.geo.logBottom - height
        width: table.geo.logW
        spacing: 2
        z: 550
        visible: table.session.running
        Repeater {
            id: lines
            model: table.session.log
            delegate: Text {
                textFormat: Text.PlainText
                required property string modelData
                required property int index
                visible: log.fits(index)
                width: parent.width
                text: modelData
                color: table.theme.logText
                font.pixelSize: table.geo.logPx
                wrapMode: Text.WordWrap
            }
        }
    }

    Chooser {
        objectName: "chooser"
        session: table.session
        sizeScale: table.ui
        replaced: gameControls.replaces("replacesChooser")
        // A little above the centre: the viewer's own rows (melds) below it stay
        // in sight and clickable while it is open. Where that would cover a
        // group (an opponent's melds across the table), lower down, as high
        // as it lies clear of every group, else of the groups the card can be
        // played onto.
        anchors.horizontalCenter: parent.horizontalCenter
        // (Through a property of its own: with this reckoning bound to `y`
        // itself, Qt 6.4 crashed as the chooser's column laid itself out.)
        y: place
        readonly property real place: Layout.clearTop(
            table.geo, width, height, Math.max(8, table.geo.cy - table.geo.cardH * 0.6 - height / 2),
            Math.min(table.geo.cy + table.geo.cardH * 0.6 - height / 2, table.actionBarBottom - 40 * table.ui - height),
            table.groupBoxes, table.glowingBoxes)
        z: 800
    }

    // Tab follows the order of the table's children: from the hand it goes to
    // the game's own buttons (its controls, the action bar, a chooser) before
    // the generic Undo, Hint and Scores, which move here once made (they are
    // declared above, with the top edge they keep clear).
    Item {
        id: genericButtons
        anchors.fill: parent
        Component.onCompleted: {
            for (const button of [undoButton, hintButton, scoresButton])
                button.parent = genericButtons;
        }
    }

    // The score sheet is made in the background once a game runs and the
    // window shows its first frame (startedUp): that frame comes sooner, and
    // the sheet's first showing (a game's end) does not stall a frame. The
    // hand-over screen below is small: made when it shows.
    Loader {
        id: resultsLoader
        anchors.centerIn: parent
        width: Math.min(table.width * 0.8, 760)
        height: Math.min(table.height * 0.8, 560)
        asynchronous: true
        // A lesson tells the end of a round or of the game in its bubbles (and
        // goes on by itself): the panel would hide the table they talk about
        // and offer its own Continue or "Play again".
        visible: table.session.running && !table.session.reviewing
                 && (table.showScores
                     || ((table.session.gameOver || table.session.roundOver) && !table.session.guided))
        z: 900
        // By address, not by type: its Qt Quick Controls load only then.
        readonly property bool wanted: table.session.running && table.startedUp
        function make() {
            if (wanted && !item && status !== Loader.Loading)
                setSource(Qt.resolvedUrl("../shell/ResultsPanel.qml"), { session: table.session });
        }
        onWantedChanged: make()
        Component.onCompleted: make()
        // The panel follows the table to another session (a network game).
        onLoaded: item.session = Qt.binding(() => table.session)
        Connections {
            target: resultsLoader.item
            ignoreUnknownSignals: true
            function onCloseRequested() {
                table.showScores = false;
            }
        }
    }

    Loader {
        anchors.fill: parent
        active: table.session.handoverSeat >= 0
        z: 1000
        sourceComponent: HandoverScreen {
            session: table.session
        }
        // The screen gone, its button's focus stays on this loader: the cards take it.
        onActiveChanged: if (!active) focusCheck.restart()
    }
}
