// A small Jump Start dialog: a title, a line of explanation and the buttons
// given as children, on the theme's paper (`theme` is the controls').
// `sizeScale` (the controls' GameControls.sizeScale) grows it with the table,
// and its texts grow for large print as well (`fontScale`).
import QtQuick
import Felt

Paper {
    id: panel

    property string title
    property string message
    property real sizeScale: 1
    readonly property real fontScale: sizeScale * (theme.textScale ?? 1)
    default property alias content: buttons.data

    width: Math.max(340 * sizeScale, column.implicitWidth + 32 * sizeScale)
    height: column.implicitHeight + 28 * sizeScale
    radius: 10 * sizeScale

    // Clicks on the panel stay on the panel.
    MouseArea { anchors.fill: parent }

    Column {
        id: column
        anchors.centerIn: parent
        width: Math.max(308 * panel.sizeScale, buttons.implicitWidth)
        spacing: 10 * panel.sizeScale
        Text {
            textFormat: Text.PlainText
            text: panel.title
            font.bold: true
            font.pixelSize: Math.round(17 * panel.fontScale)
            color: panel.theme.paperText
        }
        Text {
            width: parent.width
            text: panel.message
            visible: text.length > 0
            textFormat: Text.PlainText
            wrapMode: Text.WordWrap
            color: panel.theme.paperText
            font.pixelSize: Math.round(14 * panel.fontScale)
        }
        Column {
            id: buttons
            spacing: 6 * panel.sizeScale
        }
    }
}
