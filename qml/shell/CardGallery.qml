// qmllint disable unqualified
// (Qt 6.4's qmllint flags outer ids in delegates; see Table.qml.)
// Every card Felt draws: the French suits (and the four-colour clubs and
// diamonds), the five Janken suits, the Jokers and every back, on the felt in
// use, at a size that can be changed to check the art small and large.
import QtQuick
import Felt
import QtQuick.Controls.Basic

Rectangle {
    id: gallery

    property bool fourColour: false
    readonly property real pixelRatio: Math.max(1, Screen.devicePixelRatio)
    // The backs on offer (ViewSettings::cardBacks) and the table's colours
    // (ViewSettings::theme), whose felt the gallery lies on.
    property var backs: ["blue", "red", "green"]
    required property var theme
    readonly property color felt: theme.feltTop
    signal closeRequested()

    property real cardW: 64
    readonly property real cardH: cardW * 1.4
    readonly property var ranks: ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    // One row per suit: [janken, suit, four-colour].
    readonly property var suitRows: [[false, 0, false], [false, 1, false], [false, 2, false],
        [false, 3, false], [false, 0, true], [false, 1, true], [true, 0, false], [true, 1, false],
        [true, 2, false], [true, 3, false], [true, 4, false]]
    // [janken, suit] of each Joker: French black and red, then one per Janken suit.
    readonly property var jokers: [[false, 0], [false, 1], [true, 0], [true, 1], [true, 2],
        [true, 3], [true, 4]]

    color: felt
    radius: 12
    border.color: theme.feltRing
    border.width: 2
    // The room it may take (the window's, less a margin).
    property real maxWidth: 1160
    property real maxHeight: 760

    width: Math.min(cardW * 13 + 12 * 6 + 60, maxWidth)
    height: Math.min(header.height + column.spacing + rows.implicitHeight + 40, maxHeight)

    MouseArea { anchors.fill: parent }

    Column {
        id: column
        x: 20
        y: 20
        width: gallery.width - 40
        spacing: 10
        Row {
            id: header
            spacing: 16
            Text {
                textFormat: Text.PlainText
                text: qsTr("Card faces")
                color: gallery.theme.logText
                font.pixelSize: Math.round(20 * gallery.theme.textScale)
                font.bold: true
                anchors.verticalCenter: parent.verticalCenter
            }
            Label {
                textFormat: Text.PlainText
                text: qsTr("Card size")
                font.pixelSize: Math.round(12 * gallery.theme.textScale)
                color: gallery.theme.logText
                anchors.verticalCenter: parent.verticalCenter
            }
            Slider {
                objectName: "gallerySize"
                from: 40
                to: 120
                value: gallery.cardW
                onMoved: gallery.cardW = Math.round(value)
                anchors.verticalCenter: parent.verticalCenter
            }
            FeltButton {
                text: qsTr("Close")
                font.pixelSize: Math.round(12 * gallery.theme.textScale)
                onClicked: gallery.closeRequested()
            }
        }
        Flickable {
            id: flick
            width: parent.width
            height: gallery.height - 40 - header.height - column.spacing
            objectName: "galleryScroller"
            contentWidth: rows.implicitWidth
            contentHeight: rows.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            // Both ways, and each scroll bar always drawn while there is more
            // to see that way (the toolkit's own shows only while moving).
            flickableDirection: Flickable.HorizontalAndVerticalFlick
            // The last row and column scroll clear of the bars.
            rightMargin: verticalBar.visible ? verticalBar.width + 2 : 0
            bottomMargin: horizontalBar.visible ? horizontalBar.height + 2 : 0
            ScrollBar.vertical: ScrollBar {
                id: verticalBar
                objectName: "galleryVerticalBar"
                policy: flick.contentHeight > flick.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                contentItem: Rectangle {
                    implicitWidth: 8
                    implicitHeight: 8
                    radius: 4
                    color: gallery.theme.logText
                }
            }
            ScrollBar.horizontal: ScrollBar {
                id: horizontalBar
                objectName: "galleryHorizontalBar"
                policy: flick.contentWidth > flick.width + 1 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                // In the felt's own ink, as the table's texts.
                contentItem: Rectangle {
                    implicitWidth: 8
                    implicitHeight: 8
                    radius: 4
                    color: gallery.theme.logText
                }
            }

            Column {
                id: rows
                spacing: 8
                Repeater {
                    model: gallery.suitRows
                    delegate: Row {
                        id: suitRow
                        required property var modelData
                        spacing: 6
                        Repeater {
                            model: gallery.ranks
                            delegate: Card {
                                required property string modelData
                                width: gallery.cardW
                                height: gallery.cardH
                                flipMs: 0
                                theme: gallery.theme
                                pixelRatio: gallery.pixelRatio
                                faceUp: true
                                janken: suitRow.modelData[0]
                                suit: suitRow.modelData[1]
                                fourColour: suitRow.modelData[2] || gallery.fourColour
                                rank: modelData
                            }
                        }
                    }
                }
                Row {
                    spacing: 6
                    Repeater {
                        model: gallery.jokers
                        delegate: Card {
                            required property var modelData
                            width: gallery.cardW
                            height: gallery.cardH
                            flipMs: 0
                            theme: gallery.theme
                            pixelRatio: gallery.pixelRatio
                            faceUp: true
                            joker: true
                            janken: modelData[0]
                            suit: modelData[1]
                            rank: "*"
                        }
                    }
                    Item { width: gallery.cardW * 0.5; height: 1 }
                    Repeater {
                        model: gallery.backs
                        delegate: Card {
                            required property string modelData
                            width: gallery.cardW
                            height: gallery.cardH
                            flipMs: 0
                            theme: gallery.theme
                            pixelRatio: gallery.pixelRatio
                            faceUp: false
                            back: modelData
                        }
                    }
                }
            }
        }
    }
}
