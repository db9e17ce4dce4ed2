// qmllint disable unqualified
// (Qt 6.4's qmllint flags every use of an outer id inside a delegate; the
// pragma that declares delegates bound to their context arrived in Qt 6.5.)
// Blackjack: marks on the play pile. A gold bar runs under the cards laid in
// the current turn (so the turn can be read as it is built), and the Ace on
// top carries the suit it was named as.
import QtQuick
import Felt
import "../../table/TableLayout.js" as Layout

Item {
    id: marks

    required property var controls

    readonly property var geo: controls.geo

    Repeater {
        model: marks.controls.session ? marks.controls.session.cards : null
        delegate: Item {
            id: mark
            required property int zone
            required property int position
            required property int zoneCount
            required property string rank

            readonly property bool inPile: zone >= 0 && zone === marks.controls.pileZone
            // Only the fanned-out top of the pile can carry marks.
            readonly property bool fanned: inPile && position >= zoneCount - Layout.pileFanSize()
            readonly property bool thisTurn: fanned && position >= zoneCount - marks.controls.turnCards
            readonly property bool firstOfTurn: thisTurn
                && position === Math.max(zoneCount - marks.controls.turnCards, zoneCount - Layout.pileFanSize())
            readonly property bool isTop: inPile && position === zoneCount - 1
            readonly property var spot: fanned ? Layout.place(marks.geo, marks.controls.zones, zone, position,
                                                              zoneCount, -1, marks.controls.viewer,
                                                              marks.controls.players, false)
                                               : ({ x: 0, y: 0, scale: 1 })
            readonly property real cardW: marks.geo.cardW * spot.scale
            readonly property real cardH: marks.geo.cardH * spot.scale

            x: spot.x - cardW / 2
            y: spot.y - cardH / 2
            width: cardW
            height: cardH
            visible: fanned

            Rectangle {
                objectName: "bjTurnBar"
                visible: mark.thisTurn
                x: 2
                y: mark.cardH + 5
                // Up to the next card's edge, or the whole card on top.
                width: (mark.isTop ? mark.cardW : marks.geo.cardW * 0.42) - 4
                height: 5
                radius: 2
                color: marks.controls.theme.plateActing
            }
            Text {
                textFormat: Text.PlainText
                visible: mark.firstOfTurn
                x: 2
                y: mark.cardH + 12
                text: {
                    const n = marks.controls.turnCards;
                    return n === 1 ? qsTr("this turn: 1 card") : qsTr("this turn: %1 cards").arg(n);
                }
                color: marks.controls.theme.logText
                font.pixelSize: Math.round(13 * marks.controls.fontScale)
                font.bold: true
                style: Text.Outline
                styleColor: marks.controls.theme.feltBottom
            }

            // The suit an Ace on top stands for.
            Rectangle {
                objectName: "bjNamedSuit"
                visible: mark.isTop && mark.rank === "A" && marks.controls.namedSuit >= 0
                x: mark.cardW - width * 0.55
                y: -height * 0.45
                width: namedRow.implicitWidth + 14
                height: 34 * marks.controls.sizeScale
                radius: 17
                color: marks.controls.theme.chip
                border.color: marks.controls.theme.plateActing
                border.width: 2
                Row {
                    id: namedRow
                    anchors.centerIn: parent
                    spacing: 4
                    Text {
                        textFormat: Text.PlainText
                        anchors.verticalCenter: parent.verticalCenter
                        text: qsTr("Ace =")
                        font.pixelSize: Math.round(13 * marks.controls.fontScale)
                        font.bold: true
                        color: marks.controls.theme.chipText
                    }
                    SuitSymbol {
                        anchors.verticalCenter: parent.verticalCenter
                        width: 22 * marks.controls.sizeScale
                        height: 22 * marks.controls.sizeScale
                        suit: marks.controls.namedSuit
                        fourColour: marks.controls.fourColour
                    }
                }
            }
        }
    }
}
