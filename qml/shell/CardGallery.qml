// qmllint disable unqualified
// (Qt 6.4's qmllint flags outer ids in delegates; see Table.qml.)
// Every kind of card face Felt draws (French, four-colour, Janken, Jokers,
// back), to check the art and pick the colour scheme.
import QtQuick
import Felt
import QtQuick.Controls.Basic

Rectangle {
    id: gallery

    property bool fourColour: false
    signal closeRequested()

    readonly property real cardW: 84
    readonly property real cardH: cardW * 1.4

    color: "#1f6b3f"
    radius: 12
    border.color: "#0f2f1c"
    border.width: 2
    width: cardW * 11.5 + 40
    height: column.implicitHeight + 40

    MouseArea { anchors.fill: parent }

    Column {
        id: column
        x: 20
        y: 20
        spacing: 14
        Text {
            text: qsTr("Card faces")
            color: "#ffffff"
            font.pixelSize: 20
            font.bold: true
        }
        Row {
            spacing: 8
            Repeater {
                model: ["A", "10", "Q", "7", "K", "5", "J", "2"]
                delegate: Card {
                    required property int index
                    required property string modelData
                    width: gallery.cardW
                    height: gallery.cardH
                    flipMs: 0
                    faceUp: true
                    suit: index % 4
                    rank: modelData
                    fourColour: gallery.fourColour || index >= 4
                }
            }
            Card { width: gallery.cardW; height: gallery.cardH; flipMs: 0; faceUp: true; joker: true; suit: 0; rank: "*" }
            Card { width: gallery.cardW; height: gallery.cardH; flipMs: 0; faceUp: true; joker: true; suit: 1; rank: "*" }
            Card { width: gallery.cardW; height: gallery.cardH; flipMs: 0; faceUp: false }
        }
        Row {
            spacing: 8
            Repeater {
                model: 10
                delegate: Card {
                    required property int index
                    width: gallery.cardW
                    height: gallery.cardH
                    flipMs: 0
                    faceUp: true
                    janken: true
                    joker: index >= 5
                    suit: index % 5
                    rank: index >= 5 ? "*" : ["A", "4", "9", "J", "K"][index]
                }
            }
        }
        Button {
            text: qsTr("Close")
            onClicked: gallery.closeRequested()
        }
    }
}
