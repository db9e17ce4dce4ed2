// Hot-seat: covers the whole table until the next person confirms they are
// the one at the screen, so nobody sees another player's hand.
import QtQuick
import Felt

Rectangle {
    id: screen
    objectName: "handoverScreen"

    required property TableSession session
    readonly property string nextName: session.seatName(session.handoverSeat)
    readonly property var theme: session.view.theme

    color: theme.plate
    // Keyboard: the confirm button is in focus as soon as the screen shows.
    onVisibleChanged: if (visible) confirmButton.forceActiveFocus()
    Component.onCompleted: if (visible) confirmButton.forceActiveFocus()

    MouseArea {
        anchors.fill: parent
        // Swallows clicks meant for the table underneath.
    }
    Column {
        anchors.centerIn: parent
        spacing: 18
        Text {
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Pass the screen to %1").arg(screen.nextName)
            color: screen.theme.plateText
            font.pixelSize: Math.round(28 * screen.theme.textScale)
            font.bold: true
        }
        Text {
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Every hand is hidden until %1 is ready.").arg(screen.nextName)
            color: screen.theme.plateStats
            font.pixelSize: Math.round(16 * screen.theme.textScale)
        }
        // What the others did since this person's last turn.
        Text {
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            visible: screen.session.handoverStory.length > 0
            text: qsTr("Since your last turn:") + "\n" + screen.session.handoverStory
            color: screen.theme.plateText
            font.pixelSize: Math.round(15 * screen.theme.textScale)
            lineHeight: 1.2
        }
        TableButton {
            id: confirmButton
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("I am %1 — show my cards").arg(screen.nextName)
            font.pixelSize: Math.round(17 * screen.theme.textScale)
            onClicked: screen.session.confirmHandover()
        }
    }
}
