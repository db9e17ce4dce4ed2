// The status line under the table: whose turn it is and what happens, on the
// seat plates' cloth. It gives way to the replay controls while a game is
// reviewed (the status of the game's end would be stale there).
import QtQuick
import Felt

Rectangle {
    id: strip

    required property TableSession session
    readonly property var theme: session.view.theme

    height: line.implicitHeight + 10
    color: theme.plate
    // Kept while a game runs, even with nothing to say yet: the table above
    // keeps its height (it came a moment after the first frame, and every
    // card moved up).
    visible: session.running && !session.reviewing

    Rectangle {
        width: parent.width
        height: 1
        color: strip.theme.plateBorder
    }
    Text {
        id: line
        objectName: "statusLine"
        textFormat: Text.PlainText
        x: 12
        width: parent.width - 24
        anchors.verticalCenter: parent.verticalCenter
        text: strip.session.statusText
        color: strip.theme.plateText
        font.pixelSize: Math.round(14 * strip.theme.textScale)
        font.bold: true
        elide: Text.ElideRight
    }
}
