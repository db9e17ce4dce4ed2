// qmllint disable unqualified
// (Qt 6.4's qmllint flags every use of an outer id inside a delegate; the
// pragma that declares delegates bound to their context arrived in Qt 6.5.)
// Janken Rummy at the table: each seat's melds drawn apart with a frame, their
// number and kind; lay-offs by clicking a hand card and then a glowing meld;
// a Joker's rank asked in plain words; the suit-strength cycle on request.
import QtQuick
import QtQuick.Controls.Basic
import Felt
import "TableLayout.js" as Layout

Item {
    id: controls

    property GameSession session
    readonly property var geo: Layout.geometry(width, height, session ? session.zones : [])
    readonly property int players: session ? Math.max(1, session.players) : 1
    readonly property var kindNames: [qsTr("set"), qsTr("run"), qsTr("strong run")]
    readonly property var rankNames: ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q",
                                      "K", "A"]

    // Every meld on the table from the engine's meld-boundary stats:
    // {number, seat, zone, start, size, kind, jokers}, and the group sizes per
    // meld zone. Assigned only when they change: every card's place and every
    // frame depend on them, and the stats change with every action.
    property var melds: []
    property var zoneGroups: ({})

    function readMelds() {
        const out = [];
        if (!session)
            return out;
        const st = session.stats;
        const zs = session.zones;
        const count = st["meld_count"] ?? 0;
        const filled = {};
        const zoneCards = {};
        for (let k = 1; k <= count; ++k) {
            for (let s = 0; s < players; ++s) {
                const size = st["meld." + k + ".size@" + s];
                if (size === undefined)
                    continue;
                const zone = zs.findIndex(z => z.key === "melds." + s);
                const start = filled[s] ?? 0;
                filled[s] = start + size;
                zoneCards[zone] = zoneCards[zone] ?? session.zoneCardTexts(zone);
                // Laid Jokers with the rank they stand for (14: the Ace above the King).
                const jokers = [];
                for (let i = 0; i < size; ++i) {
                    const text = zoneCards[zone][start + i] ?? "";
                    const rank = st["joker." + text + "@" + s];
                    if (text.startsWith("*") && rank !== undefined)
                        jokers.push({ offset: i, rank: rankNames[rank] ?? String(rank) });
                }
                out.push({ number: k, seat: s, zone: zone, start: start, size: size,
                           kind: st["meld." + k + ".kind@" + s] ?? 0, jokers: jokers });
            }
        }
        return out;
    }

    function refreshMelds() {
        const fresh = readMelds();
        if (JSON.stringify(fresh) === JSON.stringify(melds))
            return;
        const groups = {};
        for (const m of fresh) {
            if (m.zone < 0)
                continue;
            if (!groups[m.zone])
                groups[m.zone] = [];
            groups[m.zone].push(m.size);
        }
        zoneGroups = groups;
        melds = fresh;
    }

    onSessionChanged: refreshMelds()
    Connections {
        target: controls.session
        function onStateChanged() { controls.refreshMelds(); }
        function onGameChanged() { controls.refreshMelds(); }
    }

    // The hand card whose chooser is open, in the engine's notation ("7S", "*R").
    readonly property string pendingCard: session && session.pendingRow >= 0
                                          ? session.cardText(session.pendingRow) : ""
    // Its legal lay-offs by meld number: {number: ["layoff *R=5 2", ...]}.
    readonly property var layoffs: {
        const out = {};
        if (pendingCard.length === 0)
            return out;
        for (const t of session.humanActionTexts) {
            const parts = t.split(" ");
            if (parts.length !== 3 || parts[0] !== "layoff" || parts[1].split("=")[0] !== pendingCard)
                continue;
            (out[parts[2]] = out[parts[2]] ?? []).push(t);
        }
        return out;
    }
    property var jokerChoices: []
    readonly property bool showCycle: cycleButton.checked

    function kindOf(number) {
        const m = melds.find(x => x.number === number);
        return m ? kindNames[m.kind] : "";
    }

    // The generic chooser's wording for this game's moves: Joker ranks in words,
    // lay-offs naming the meld's kind.
    function chooserLabel(label) {
        const ranks = [];
        const re = /\*[RPSWL]=(\w+)/g;
        let m;
        while ((m = re.exec(label)) !== null)
            ranks.push(m[1]);
        let text = label.replace(/=(\w+)/g, "");
        const lay = /^Layoff (\S+) (\d+)$/.exec(text);
        if (lay)
            text = qsTr("Lay %1 off on meld %2 (%3)").arg(lay[1]).arg(lay[2]).arg(kindOf(Number(lay[2])));
        if (ranks.length > 0)
            text = (ranks.length === 1 ? qsTr("Joker as %1").arg(ranks[0])
                                       : qsTr("Jokers as %1").arg(ranks.join(", "))) + " — " + text;
        return text;
    }

    // A hand card dropped at (x, y): laid off onto the meld there when it fits.
    function dropCard(row, x, y) {
        const card = session.cardText(row);
        const m = melds.find(m => {
            const b = meldBox(m);
            return x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h;
        });
        if (card.length === 0 || !m)
            return false;
        const texts = session.humanActionTexts.filter(t => {
            const parts = t.split(" ");
            return parts.length === 3 && parts[0] === "layoff" && parts[1].split("=")[0] === card
                    && parts[2] === String(m.number);
        });
        if (texts.length === 1)
            session.applyActionText(texts[0]);
        else if (texts.length > 1)
            jokerChoices = texts;
        else
            session.applyActionText("layoff " + card + " " + m.number);  // shows the engine's reason
        return texts.length > 0;
    }

    function layOff(number) {
        const texts = layoffs[number] ?? [];
        if (texts.length === 1) {
            session.applyActionText(texts[0]);
        } else if (texts.length > 1) {
            jokerChoices = texts;
            session.cancel();
        }
    }

    // Corners of a meld's cards on the table, with the layout's own placement.
    function cardSpot(m, offset) {
        const total = (zoneGroups[m.zone] ?? []).reduce((a, b) => a + b, 0);
        return Layout.place(geo, session.zones, m.zone, m.start + offset, total, -1, session.viewer,
                            players, false, zoneGroups[m.zone]);
    }

    function meldBox(m) {
        const zs = session.zones;
        const total = (zoneGroups[m.zone] ?? []).reduce((a, b) => a + b, 0);
        const first = Layout.place(geo, zs, m.zone, m.start, total, -1, session.viewer, players, false,
                                   zoneGroups[m.zone]);
        const last = Layout.place(geo, zs, m.zone, m.start + m.size - 1, total, -1, session.viewer,
                                  players, false, zoneGroups[m.zone]);
        const w = geo.cardW * first.scale / 2 + 3, h = geo.cardH * first.scale / 2 + 3;
        return { x: Math.min(first.x, last.x) - w, y: Math.min(first.y, last.y) - h,
                 w: Math.abs(last.x - first.x) + 2 * w, h: Math.abs(last.y - first.y) + 2 * h };
    }

    onPendingCardChanged: if (pendingCard.length > 0) jokerChoices = []

    Repeater {
        model: controls.session && controls.session.zones.length > 0 ? controls.melds : []
        delegate: Item {
            id: meldFrame
            required property var modelData
            readonly property var box: controls.meldBox(modelData)
            readonly property bool target: (controls.layoffs[String(modelData.number)] ?? []).length > 0
            x: box.x
            y: box.y
            width: box.w
            height: box.h

            Rectangle {
                anchors.fill: parent
                radius: 6
                color: meldFrame.target ? "#33ffe082" : "transparent"
                border.color: meldFrame.target ? "#ffe082" : "#b3e5c5"
                border.width: meldFrame.target ? 3 : 1
                opacity: meldFrame.target ? 1 : 0.8
            }
            Rectangle {
                x: 2
                y: -height + 2
                width: tag.implicitWidth + 8
                height: tag.implicitHeight + 2
                radius: 3
                color: meldFrame.target ? "#ffe082" : "#cc17432a"
                Text {
                    id: tag
                    anchors.centerIn: parent
                    text: meldFrame.modelData.number + " · " + controls.kindNames[meldFrame.modelData.kind]
                    color: meldFrame.target ? "#3e2723" : "#e8f5e9"
                    font.pixelSize: 11
                }
            }
            // What each laid Joker stands for, on the card's visible left strip.
            Repeater {
                model: meldFrame.modelData.jokers
                delegate: Rectangle {
                    required property var modelData
                    readonly property var at: controls.cardSpot(meldFrame.modelData, modelData.offset)
                    // Near the top left corner: the part that shows in a row and in a column.
                    x: at.x - controls.geo.cardW * at.scale / 2 + 1 - meldFrame.x
                    y: at.y - controls.geo.cardH * at.scale * 0.38 - meldFrame.y
                    width: jokerRank.implicitWidth + 6
                    height: jokerRank.implicitHeight + 2
                    radius: 3
                    color: "#fff59d"
                    border.color: "#5d4037"
                    Text {
                        id: jokerRank
                        anchors.centerIn: parent
                        text: "=" + parent.modelData.rank
                        font.pixelSize: 11
                        font.bold: true
                        color: "#3e2723"
                    }
                }
            }
            MouseArea {
                anchors.fill: parent
                enabled: meldFrame.target
                visible: enabled
                cursorShape: Qt.PointingHandCursor
                onClicked: controls.layOff(String(meldFrame.modelData.number))
            }
        }
    }

    // A lay-off where the Joker could stand for more than one rank.
    Rectangle {
        anchors.centerIn: parent
        visible: controls.jokerChoices.length > 0
        width: jokerColumn.implicitWidth + 24
        height: jokerColumn.implicitHeight + 24
        radius: 10
        color: "#f5f5ef"
        border.color: "#263238"
        Column {
            id: jokerColumn
            anchors.centerIn: parent
            spacing: 6
            Text {
                text: qsTr("Which rank does the Joker stand for?")
                font.bold: true
                font.pixelSize: 15
            }
            Repeater {
                model: controls.jokerChoices
                delegate: Button {
                    required property string modelData
                    width: Math.max(220, implicitWidth)
                    text: controls.chooserLabel(modelData.charAt(0).toUpperCase() + modelData.slice(1))
                    onClicked: {
                        controls.jokerChoices = [];
                        controls.session.applyActionText(modelData);
                    }
                }
            }
            Button {
                width: Math.max(220, implicitWidth)
                text: qsTr("Cancel")
                onClicked: controls.jokerChoices = []
            }
        }
    }

    // While a hand card's chooser is open: say that the glowing melds take it.
    Rectangle {
        visible: Object.keys(controls.layoffs).length > 0
        anchors.horizontalCenter: parent.horizontalCenter
        y: controls.height - controls.geo.cardH * 1.3 - height
        width: hint.implicitWidth + 20
        height: hint.implicitHeight + 10
        radius: 6
        color: "#cc3e2723"
        Text {
            id: hint
            anchors.centerIn: parent
            text: qsTr("Click a glowing meld to lay %1 off there").arg(controls.pendingCard)
            color: "#ffe082"
            font.pixelSize: 14
        }
    }

    Button {
        id: cycleButton
        objectName: "suitsButton"
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.topMargin: 8
        anchors.rightMargin: 90
        text: qsTr("Suits")
        checkable: true
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Which suit beats which")
    }

    JankenRummyCycle {
        objectName: "suitCycle"
        anchors.right: parent.right
        anchors.top: cycleButton.bottom
        anchors.margins: 8
        visible: controls.showCycle
    }
}
