// qmllint disable unqualified
// (Qt 6.4's qmllint flags every use of an outer id inside a delegate; the
// pragma that declares delegates bound to their context arrived in Qt 6.5.)
// Jump Start trade offer: choose the opponent, the card to give and what to
// ask for. Only combinations among the engine's legal offers can be sent;
// every word on the buttons comes from the engine's description of them.
import QtQuick
import Felt

Panel {
    id: dialog

    required property TableSession session
    // The legal offers: typed moves of kind "offer" (targetSeat, rows[0] =
    // the card given, value = the class asked for: a suit 0-3 or 4, a marker).
    required property var offers
    signal send(var move)
    signal cancel()
    property int target: -1
    property int give: -1
    property int want: -1

    function unique(list) {
        return [...new Set(list)];
    }
    readonly property var targets: unique(offers.map(m => m.targetSeat))
    readonly property var gives: unique(offers.filter(m => m.targetSeat === target).map(m => m.rows[0]))
    readonly property var wantMoves: offers.filter(m => m.targetSeat === target && m.rows[0] === give)
    readonly property var chosen: wantMoves.find(m => m.value === want)

    title: qsTr("Offer a trade")
    message: qsTr("Offer a marker for a number card of a suit, or a number card for a marker. "
                  + "One offer per turn; if it is accepted, your turn ends.")

    onVisibleChanged: {
        target = targets.length === 1 ? targets[0] : -1;
        give = -1;
        want = -1;
    }
    onGiveChanged: want = wantMoves.length === 1 ? wantMoves[0].value : -1

    // The choices' lines and their buttons grow with the table.
    readonly property real rowWidth: 320 * sizeScale
    readonly property real labelPx: 14 * fontScale
    readonly property real buttonPx: 15 * fontScale

    Text { text: qsTr("To"); font.bold: true; font.pixelSize: dialog.labelPx; color: dialog.theme.paperText }
    Flow {
        width: dialog.rowWidth
        spacing: 6 * dialog.sizeScale
        Repeater {
            model: dialog.targets
            delegate: FeltButton {
                required property int modelData
                text: dialog.session.seatName(modelData)
                checkable: true
                checked: dialog.target === modelData
                font.pixelSize: dialog.buttonPx
                sizeScale: dialog.sizeScale
                onClicked: dialog.target = modelData
            }
        }
    }
    Text { text: qsTr("Give"); font.bold: true; font.pixelSize: dialog.labelPx; visible: dialog.target >= 0; color: dialog.theme.paperText }
    Flow {
        width: dialog.rowWidth
        spacing: 6 * dialog.sizeScale
        Repeater {
            model: dialog.gives
            delegate: FeltButton {
                required property int modelData
                text: dialog.session.cardName(modelData)
                checkable: true
                checked: dialog.give === modelData
                font.pixelSize: dialog.buttonPx
                sizeScale: dialog.sizeScale
                onClicked: dialog.give = modelData
            }
        }
    }
    Text { text: qsTr("Ask for"); font.bold: true; font.pixelSize: dialog.labelPx; visible: dialog.give >= 0; color: dialog.theme.paperText }
    Flow {
        width: dialog.rowWidth
        spacing: 6 * dialog.sizeScale
        visible: dialog.give >= 0
        Repeater {
            model: dialog.wantMoves
            delegate: FeltButton {
                required property var modelData
                // The move's own label names the card, the player and what is asked.
                text: modelData.label
                checkable: true
                checked: dialog.want === modelData.value
                font.pixelSize: dialog.labelPx
                sizeScale: dialog.sizeScale
                onClicked: dialog.want = modelData.value
            }
        }
    }
    Row {
        spacing: 8 * dialog.sizeScale
        FeltButton {
            objectName: "sendOffer"
            text: qsTr("Offer")
            font.pixelSize: dialog.buttonPx
            sizeScale: dialog.sizeScale
            enabled: dialog.chosen !== undefined
            onClicked: dialog.send(dialog.chosen)
        }
        FeltButton {
            text: qsTr("Cancel")
            font.pixelSize: dialog.buttonPx
            sizeScale: dialog.sizeScale
            onClicked: dialog.cancel()
        }
    }
}
