// qmllint disable unqualified
// (Qt 6.4's qmllint flags every use of an outer id inside a delegate; the
// pragma that declares delegates bound to their context arrived in Qt 6.5.)
// Jump Start at the table: lay-downs shown as runs per suit, and the moves
// that need more than a card click — Joker, exchange, trade offers, conceding
// (with a confirmation), dibs and trade answers — as plain buttons and small
// dialogs built from the engine's legal action texts.
import QtQuick
import QtQuick.Controls.Basic
import Felt
import "TableLayout.js" as Layout
import "JumpStartLayout.js" as JsLayout

Item {
    id: controls

    property GameSession session
    // "" or the open dialog: "concede", "exchange", "trade".
    property string dialog: ""

    readonly property var zones: session ? session.zones : []
    readonly property var geo: Layout.geometry(width, height, zones)
    readonly property var texts: session ? session.humanActionTexts : []
    readonly property var stats: session ? session.stats : ({})
    readonly property var setup: session ? session.setup : ({})
    readonly property var options: setup["options"] ?? ({})
    readonly property int phase: stats["phase"] ?? -1
    readonly property bool claimOpen: texts.indexOf("claim") >= 0
    readonly property bool tradeReplyOpen: phase === 4 && texts.indexOf("decline") >= 0
    readonly property var exchanges: texts.filter(t => t.startsWith("exchange "))
    readonly property var offers: texts.filter(t => t.startsWith("offer "))

    // Zone index -> seat, for the two lay-down zones of every seat and the
    // markers kept on going out in long games (shown where the lay-downs were).
    readonly property var layZones: {
        const m = {};
        zones.forEach((z, i) => {
            if (z.key.startsWith("layout.") || z.key.startsWith("runs.") || z.key.startsWith("markers."))
                m[i] = z.owner;
        });
        return m;
    }
    readonly property int discardZone: zones.findIndex(z => z.key === "discard")

    // Which moves the generic action bar and card clicks leave to these controls.
    // and how the engine's numbers read on the seat plates and the info line.
    onSessionChanged: {
        if (!session)
            return;
        session.setControlledActions("jumpstart", ["concede", "offer", "claim", "decline"]);
        session.setStatDisplay("jumpstart", {
            "stage": [qsTr("first goal"), qsTr("second goal"), qsTr("out"), qsTr("conceded")],
            "placement": ["", qsTr("1st place"), qsTr("2nd place"), qsTr("3rd place"),
                          qsTr("4th place"), qsTr("5th place"), qsTr("6th place"),
                          qsTr("7th place"), qsTr("8th place"), qsTr("9th place"),
                          qsTr("10th place")],
            "phase": false, "direction": false, "jokers_this_turn": false, "offer_made": false,
            "offer_give": false, "offer_want": false
        });
    }
    onTextsChanged: dialog = ""

    // Every card's zone and face, to arrange the lay-downs and name the top discard.
    Repeater {
        id: probe
        model: controls.session ? controls.session.cards : null
        delegate: Item {
            required property int zone
            required property int position
            required property string rank
            required property int suit
            required property bool selected
            visible: false
        }
    }

    // row -> {seat, sizes, group, slot} for every card in a lay-down zone.
    readonly property var arrangement: {
        const perSeat = {};
        for (let i = 0; i < probe.count; ++i) {
            const it = probe.itemAt(i);
            if (!it || layZones[it.zone] === undefined)
                continue;
            const seat = layZones[it.zone];
            (perSeat[seat] = perSeat[seat] ?? []).push({ row: i, rank: it.rank, suit: it.suit });
        }
        const out = {};
        for (const seat in perSeat) {
            const a = JsLayout.arrangeSeat(perSeat[seat]);
            for (const row in a.cells)
                out[row] = { seat: Number(seat), sizes: a.sizes, group: a.cells[row].group,
                             slot: a.cells[row].slot, selected: probe.itemAt(row).selected };
        }
        return out;
    }

    readonly property string topDiscard: {
        let best = -1, text = "";
        for (let i = 0; i < probe.count; ++i) {
            const it = probe.itemAt(i);
            if (it && it.zone === discardZone && it.position > best && it.rank !== "") {
                best = it.position;
                text = it.rank === "*" ? "*" : it.rank + "cdhs"[it.suit];
            }
        }
        return text;
    }

    // Called by the table for every card: lay-down cards go where their run is
    // (a layout card picked for an exchange rises a little).
    function cardSpot(row, zone) {
        const c = arrangement[row];
        if (!c || layZones[zone] === undefined)
            return null;
        const s = JsLayout.spot(geo, c.seat, session.viewer, Math.max(1, session.players), c.sizes,
                                c.group, c.slot);
        if (c.selected)
            s.y -= geo.cardH * 0.15;
        return s;
    }

    function pretty(card) {
        return JsLayout.pretty(card);
    }
    function classText(c) {
        return JsLayout.classText(c);
    }
    function act(text) {
        dialog = "";
        session.applyActionText(text);
    }

    // Short or long game, and which way the turn goes (Jokers reverse it).
    Text {
        objectName: "turnOrder"
        x: 12
        y: 30
        color: "#e8f5e9"
        font.pixelSize: 13
        readonly property bool longGame: controls.options["mode"] === "long"
        text: (longGame ? qsTr("Long game: everyone is placed") : qsTr("Short game: first out wins"))
              + "   " + ((controls.stats["direction"] ?? 1) > 0 ? qsTr("Play goes clockwise ↻")
                                                              : qsTr("Play goes counter-clockwise ↺"))
    }

    // The moves without a card of their own, next to the generic action bar.
    Row {
        id: moves
        objectName: "jumpStartMoves"
        x: controls.width - width - 12
        y: controls.height - controls.geo.cardH * 1.3 - height
        spacing: 6
        visible: controls.session && controls.session.humanTurn && controls.dialog === ""
                 && !controls.claimOpen && !controls.tradeReplyOpen

        Button {
            objectName: "jokerButton"
            visible: controls.texts.indexOf("joker") >= 0
            text: qsTr("Play Joker")
            font.pixelSize: 15
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Throw the Joker on the pile, draw again; the turn order reverses.")
            onClicked: controls.act("joker")
        }
        Button {
            objectName: "exchangeButton"
            visible: controls.exchanges.length > 0
            text: qsTr("Exchange…")
            font.pixelSize: 15
            onClicked: controls.dialog = "exchange"
        }
        Button {
            objectName: "tradeButton"
            visible: controls.offers.length > 0
            text: qsTr("Offer a trade…")
            font.pixelSize: 15
            onClicked: controls.dialog = "trade"
        }
        Button {
            objectName: "concedeButton"
            visible: controls.texts.indexOf("concede") >= 0
            text: qsTr("Concede…")
            font.pixelSize: 15
            onClicked: controls.dialog = "concede"
        }
    }

    JumpStartPanel {
        objectName: "concedeDialog"
        visible: controls.dialog === "concede"
        anchors.centerIn: parent
        title: qsTr("Give up this game?")
        message: qsTr("You drop out for good: your hand and lay-downs go under the discard pile.")
        Row {
            spacing: 8
            Button {
                objectName: "confirmConcede"
                text: qsTr("Concede")
                onClicked: controls.act("concede")
            }
            Button {
                text: qsTr("Keep playing")
                onClicked: controls.dialog = ""
            }
        }
    }

    JumpStartPanel {
        objectName: "exchangeDialog"
        visible: controls.dialog === "exchange"
        anchors.centerIn: parent
        title: qsTr("Exchange a layout card")
        message: qsTr("Take a number card back from your first lay-down and put a hand card of "
                      + "the same suit there instead. This is your whole turn.")
        Repeater {
            model: controls.exchanges
            delegate: Button {
                required property string modelData
                readonly property var words: modelData.split(" ")
                width: Math.max(280, implicitWidth)
                contentItem: Text {
                    text: qsTr("Take %1 back, lay %2 in its place").arg(controls.pretty(words[1]))
                                                                  .arg(controls.pretty(words[2]))
                    textFormat: Text.StyledText
                    horizontalAlignment: Text.AlignHCenter
                    font.pixelSize: 15
                }
                onClicked: controls.act(modelData)
            }
        }
        Button {
            text: qsTr("Cancel")
            onClicked: controls.dialog = ""
        }
    }

    JumpStartTradeDialog {
        objectName: "tradeDialog"
        visible: controls.dialog === "trade"
        anchors.centerIn: parent
        session: controls.session
        offers: controls.offers
        onSend: text => controls.act(text)
        onCancel: controls.dialog = ""
    }

    // Dibs: only the deciding person sees this (the hot-seat hand-over comes first).
    JumpStartPanel {
        objectName: "dibsPrompt"
        visible: controls.session && controls.session.humanTurn && controls.claimOpen
        x: (controls.width - width) / 2
        y: controls.geo.cy - height / 2
        title: qsTr("Call dibs?")
        message: qsTr("%1 is on top of the discard pile. Claim it and it waits for you; you "
                      + "must take it at the start of your next turn.")
                     .arg(controls.pretty(controls.topDiscard))
        Row {
            spacing: 8
            Button {
                objectName: "claimButton"
                text: qsTr("Call dibs")
                onClicked: controls.act("claim")
            }
            Button {
                objectName: "declineDibsButton"
                text: qsTr("No, thanks")
                onClicked: controls.act("decline")
            }
        }
    }

    // A trade offer to the person at the screen.
    JumpStartPanel {
        objectName: "tradeReply"
        visible: controls.session && controls.session.humanTurn && controls.tradeReplyOpen
        x: (controls.width - width) / 2
        y: controls.geo.cy - height / 2
        title: qsTr("Trade offer")
        message: controls.session
                 ? qsTr("%1 offers you %2 for %3.")
                       .arg(controls.session.seatName(controls.stats["active"] ?? -1))
                       .arg(controls.classText(controls.stats["offer_give"] ?? 4))
                       .arg(controls.classText(controls.stats["offer_want"] ?? 4))
                 : ""
        Flow {
            width: 320
            spacing: 8
            Repeater {
                model: controls.texts.filter(t => t.startsWith("accept "))
                delegate: Button {
                    required property string modelData
                    contentItem: Text {
                        text: qsTr("Give %1").arg(controls.pretty(modelData.split(" ")[1]))
                        textFormat: Text.StyledText
                        font.pixelSize: 15
                    }
                    onClicked: controls.act(modelData)
                }
            }
            Button {
                objectName: "declineTradeButton"
                text: qsTr("Decline")
                onClicked: controls.act("decline")
            }
        }
    }
}
