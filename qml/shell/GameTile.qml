// One game in the new-game panel's chooser: a picture of its table, its name
// and how many play it. The chosen game's tile is marked (its colour, a thick
// edge and a tick); the tile with the keyboard focus has a ring. A game
// without a picture shows a plain felt with a fan of cards.
import QtQuick

Item {
    id: tile

    required property var theme
    property string name
    property string players
    // A URL, "" for none.
    property string picture
    property bool chosen: false
    // What the tile needs to show all of its text at its width.
    readonly property real contentHeight: column.implicitHeight + 2 * column.y

    signal choose()

    Accessible.role: Accessible.RadioButton
    Accessible.name: name + ", " + players
    Accessible.checkable: true
    Accessible.checked: chosen
    Accessible.focusable: true
    Accessible.onPressAction: tile.choose()

    // The keyboard focus.
    Rectangle {
        anchors.fill: parent
        anchors.margins: -4
        radius: 12
        color: "transparent"
        border.color: tile.theme.paperText
        border.width: 2
        visible: tile.activeFocus
    }

    Rectangle {
        id: face
        anchors.fill: parent
        radius: 8
        color: tile.chosen ? tile.theme.chipDown : mouse.containsMouse ? tile.theme.chipHover : tile.theme.chip
        border.color: tile.chosen ? tile.theme.paperText : tile.theme.chipBorder
        border.width: tile.chosen ? 3 : 1
    }

    Column {
        id: column
        x: 6
        y: 6
        width: parent.width - 12
        spacing: 4

        Item {
            width: parent.width
            height: Math.round(width * 0.625)
            Image {
                anchors.fill: parent
                visible: tile.picture.length > 0
                source: tile.picture
                fillMode: Image.PreserveAspectCrop
                smooth: true
                mipmap: true
                asynchronous: true
            }
            // No picture yet: a felt and a fan of cards.
            Rectangle {
                anchors.fill: parent
                visible: tile.picture.length === 0
                radius: 4
                gradient: Gradient {
                    GradientStop { position: 0; color: tile.theme.feltTop }
                    GradientStop { position: 1; color: tile.theme.feltBottom }
                }
                // qmllint disable unqualified
                // (Qt 6.4's qmllint flags the tile's id inside a delegate.)
                Repeater {
                    model: 3
                    Rectangle {
                        required property int index
                        width: parent.height * 0.36
                        height: parent.height * 0.5
                        x: parent.width / 2 - width / 2 + (index - 1) * width * 0.45
                        y: parent.height * 0.25
                        rotation: (index - 1) * 12
                        radius: 3
                        color: tile.theme.chip
                        border.color: tile.theme.chipBorder
                    }
                }
                // qmllint enable unqualified
            }
        }
        Text {
            objectName: "tileName"
            textFormat: Text.PlainText
            width: parent.width
            text: tile.name
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            font.bold: true
            font.pixelSize: Math.round(13 * tile.theme.textScale)
            color: tile.theme.chipText
        }
        Text {
            objectName: "tilePlayers"
            textFormat: Text.PlainText
            width: parent.width
            text: tile.players
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            font.pixelSize: Math.round(11 * tile.theme.textScale)
            color: tile.theme.chipText
        }
    }

    // The chosen game's tick.
    Rectangle {
        visible: tile.chosen
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: -6
        width: Math.round(22 * tile.theme.textScale)
        height: width
        radius: width / 2
        color: tile.theme.paperText
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: "✓"
            font.bold: true
            font.pixelSize: Math.round(14 * tile.theme.textScale)
            color: tile.theme.paper
        }
    }

    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: Qt.PointingHandCursor
        onClicked: tile.choose()
    }
}
