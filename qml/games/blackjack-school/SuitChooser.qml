// qmllint disable unqualified
// (Qt 6.4's qmllint flags every use of an outer id inside a delegate; the
// pragma that declares delegates bound to their context arrived in Qt 6.5.)
// Blackjack: when an Ace is clicked, the suit it will stand for is picked
// from the four suit symbols (in place of the generic list of moves).
import QtQuick
import Felt

Paper {
    id: chooser

    required property var controls

    readonly property TableSession session: controls.session
    readonly property var suitNames: [qsTr("Clubs"), qsTr("Diamonds"), qsTr("Hearts"), qsTr("Spades")]

    objectName: "bjSuitChooser"
    visible: session !== null && session.input.chooser.count > 0
    // Keyboard: the first suit is in focus when the chooser opens (the arrows
    // or Tab walk the others, Enter or Space picks, Esc cancels).
    onVisibleChanged: if (visible) focusFirst.restart()
    Keys.onEscapePressed: session.input.cancel()
    Timer {
        id: focusFirst
        interval: 0
        onTriggered: {
            const first = suitButtons.itemAt(0);
            if (first)
                first.forceActiveFocus(Qt.TabFocusReason);
        }
    }
    width: column.implicitWidth + 32
    height: column.implicitHeight + 24
    theme: controls.theme
    border.color: theme.plateActing
    border.width: 3

    // The Ace being played: the card whose chooser is open.
    readonly property string aceName: session && session.input.pendingRow >= 0
                                      ? session.cardName(session.input.pendingRow) : ""

    Column {
        id: column
        anchors.centerIn: parent
        spacing: 10
        Text {
            objectName: "bjSuitTitle"
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            text: chooser.aceName.length > 0
                  ? qsTr("Which suit does your %1 stand for?").arg(chooser.aceName)
                  : qsTr("Which suit does your Ace stand for?")
            font.bold: true
            font.pixelSize: Math.round(16 * chooser.controls.fontScale)
            color: chooser.theme.paperText
        }
        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: 10
            Repeater {
                id: suitButtons
                model: chooser.session ? chooser.session.input.chooser : null
                delegate: FeltButton {
                    id: suitButton
                    required property int index
                    required property string label
                    required property int suit
                    objectName: "bjSuit_" + suit
                    // The suit's name: under its symbol, and for screen readers.
                    text: suit >= 0 ? chooser.suitNames[suit] : label
                    width: 84 * chooser.controls.sizeScale
                    height: 96 * chooser.controls.sizeScale
                    hoverEnabled: true
                    onClicked: chooser.session.input.chooseFromChooser(index)
                    contentItem: Column {
                        spacing: 4
                        SuitSymbol {
                            objectName: "bjSuitSymbol_" + suitButton.suit
                            anchors.horizontalCenter: parent.horizontalCenter
                            width: 52 * chooser.controls.sizeScale
                            height: 52 * chooser.controls.sizeScale
                            suit: suitButton.suit
                            fourColour: chooser.controls.fourColour
                        }
                        Text {
                            textFormat: Text.PlainText
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: suitButton.text
                            font.pixelSize: Math.round(13 * chooser.controls.fontScale)
                            color: chooser.theme.chipText
                        }
                    }
                    background: Rectangle {
                        radius: 10
                        color: suitButton.down ? chooser.theme.chipDown
                                               : suitButton.hovered ? chooser.theme.chipHover : chooser.theme.chip
                        border.color: suitButton.hovered || suitButton.activeFocus ? chooser.theme.plateActing
                                                                                   : chooser.theme.chipBorder
                        border.width: 2
                    }
                }
            }
        }
        FeltButton {
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Cancel")
            sizeScale: chooser.controls.sizeScale
            font.pixelSize: Math.round(13 * chooser.controls.fontScale)
            onClicked: chooser.session.input.cancel()
        }
    }
}
