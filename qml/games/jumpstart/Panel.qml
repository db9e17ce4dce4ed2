// A small Jump Start dialog: a title, a line of explanation and the buttons
// given as children, on the theme's paper (`theme` is the controls').
import QtQuick
import Felt

Paper {
    id: panel

    property string title
    property string message
    default property alias content: buttons.data

    width: Math.max(340, column.implicitWidth + 32)
    height: column.implicitHeight + 28
    radius: 10

    // Clicks on the panel stay on the panel.
    MouseArea { anchors.fill: parent }

    Column {
        id: column
        anchors.centerIn: parent
        width: Math.max(308, buttons.implicitWidth)
        spacing: 10
        Text {
            text: panel.title
            font.bold: true
            font.pixelSize: 17
            color: panel.theme.paperText
        }
        Text {
            width: parent.width
            text: panel.message
            visible: text.length > 0
            textFormat: Text.StyledText
            wrapMode: Text.WordWrap
            color: panel.theme.paperText
            font.pixelSize: 14
        }
        Column {
            id: buttons
            spacing: 6
        }
    }
}
