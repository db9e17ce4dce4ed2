// qmllint disable unqualified
// (Qt 6.4's qmllint flags every use of an outer id inside a delegate; the
// pragma that declares delegates bound to their context arrived in Qt 6.5.)
// Jump Start at the table: lay-downs, Jokers, draws, discards and exchanges
// are the table's own (card groups, clicks, selections). What is special:
// trade offers and answers, dibs, conceding with a confirmation, and which
// way the turn goes.
import QtQuick
import Felt

GameControls {
    id: controls

    // "" or the open dialog: "concede", "trade".
    property string dialog: ""

    readonly property var stats: session ? session.stats : ({})
    readonly property var setup: session ? session.setup : ({})
    readonly property var options: setup["options"] ?? ({})
    readonly property var offers: movesOfKind("offer")
    readonly property var concede: movesOfKind("concede")
    readonly property bool claimOpen: movesOfKind("claim").length > 0
    readonly property bool tradeReplyOpen: movesOfKind("accept").length > 0

    ownedKinds: ["offer", "concede", "claim", "decline", "accept"]
    onMovesChanged: dialog = ""

    function play(move) {
        dialog = "";
        session.input.playMove(move.index);
    }

    // Short or long game, and which way the turn goes (Jokers reverse it), on
    // the table's information plate.
    readonly property bool longGame: options["mode"] === "long"
    infoLine: (longGame ? qsTr("Long game: everyone is placed") : qsTr("Short game: first out wins"))
              + "   " + ((stats["direction"] ?? 1) > 0 ? qsTr("Play goes clockwise ↻")
                                                      : qsTr("Play goes anticlockwise ↺"))

    // Where the dialogs stand: the trade dialog's top (it grows downwards,
    // so the button just clicked stays under the mouse), and the middle of
    // the prompts, above the piles so that the discard pile stays in sight.
    readonly property real dialogTop: Math.max(gap, geo.h * 0.12)
    readonly property real promptMiddle: geo.h * 0.24
    // The trade answers: a button per card that may be given, in lines as
    // wide as `answersWidth`.
    readonly property real answersWidth: 320 * sizeScale
    // The text of the dialogs' buttons (larger in large print).
    readonly property int dialogPx: Math.round(15 * sizeScale * (theme.textScale ?? 1))

    // Trading and conceding, at the right edge, level with the generic action bar.
    Row {
        objectName: "jumpStartMoves"
        x: controls.width - width - controls.edge
        y: controls.actionBarBottom - height
        spacing: controls.buttonSpacing
        visible: controls.session && controls.session.input.humanTurn && controls.dialog === ""
                 && !controls.claimOpen && !controls.tradeReplyOpen

        FeltButton {
            objectName: "tradeButton"
            visible: controls.offers.length > 0
            text: qsTr("Offer a trade…")
            font.pixelSize: controls.barButtonPx
            sizeScale: controls.sizeScale
            onClicked: controls.dialog = "trade"
        }
        FeltButton {
            objectName: "concedeButton"
            visible: controls.concede.length > 0
            text: qsTr("Concede…")
            font.pixelSize: controls.barButtonPx
            sizeScale: controls.sizeScale
            onClicked: controls.dialog = "concede"
        }
    }

    Panel {
        objectName: "concedeDialog"
        theme: controls.theme
        sizeScale: controls.sizeScale
        visible: controls.dialog === "concede"
        anchors.centerIn: parent
        title: qsTr("Give up this game?")
        message: qsTr("You drop out for good: your hand and lay-downs go under the discard pile.")
        Row {
            spacing: controls.gap
            FeltButton {
                objectName: "confirmConcede"
                text: qsTr("Concede")
                font.pixelSize: controls.dialogPx
                sizeScale: controls.sizeScale
                onClicked: controls.play(controls.concede[0])
            }
            FeltButton {
                text: qsTr("Keep playing")
                font.pixelSize: controls.dialogPx
                sizeScale: controls.sizeScale
                onClicked: controls.dialog = ""
            }
        }
    }

    TradeDialog {
        objectName: "tradeDialog"
        theme: controls.theme
        sizeScale: controls.sizeScale
        visible: controls.dialog === "trade"
        // Its top stays put while it grows (a target chosen, then a card).
        anchors.horizontalCenter: parent.horizontalCenter
        y: controls.dialogTop
        session: controls.session
        offers: controls.offers
        onSend: move => controls.play(move)
        onCancel: controls.dialog = ""
    }

    // Dibs and trade answers: only the deciding person sees these (the
    // hot-seat hand-over comes first). The engine says what is asked (the
    // card, the offer) and its move labels the answers. The prompts stand
    // above the middle of the table, so the discard pile stays in sight.
    Panel {
        objectName: "dibsPrompt"
        theme: controls.theme
        sizeScale: controls.sizeScale
        visible: controls.session && controls.session.input.humanTurn && controls.claimOpen
        x: (controls.width - width) / 2
        y: Math.max(controls.gap, controls.promptMiddle - height / 2)
        title: qsTr("Call dibs?")
        message: controls.session ? controls.session.input.question : ""
        Row {
            spacing: controls.gap
            Repeater {
                model: controls.moves.filter(m => m.kind === "claim" || m.kind === "decline")
                delegate: FeltButton {
                    required property var modelData
                    objectName: modelData.kind === "claim" ? "claimButton" : "declineDibsButton"
                    text: modelData.label
                    font.pixelSize: controls.dialogPx
                    sizeScale: controls.sizeScale
                    onClicked: controls.play(modelData)
                }
            }
        }
    }

    Panel {
        objectName: "tradeReply"
        theme: controls.theme
        sizeScale: controls.sizeScale
        visible: controls.session && controls.session.input.humanTurn && controls.tradeReplyOpen
        x: (controls.width - width) / 2
        y: Math.max(controls.gap, controls.promptMiddle - height / 2)
        title: qsTr("Trade offer")
        message: controls.session
                 ? controls.session.input.question + " " + qsTr("Give one of these in return, or decline.")
                 : ""
        Flow {
            width: controls.answersWidth
            spacing: controls.gap
            Repeater {
                model: controls.moves.filter(m => m.kind === "accept" || m.kind === "decline")
                delegate: FeltButton {
                    required property var modelData
                    objectName: modelData.kind === "decline" ? "declineTradeButton" : ""
                    text: modelData.label
                    font.pixelSize: controls.dialogPx
                    sizeScale: controls.sizeScale
                    onClicked: controls.play(modelData)
                }
            }
        }
    }
}
