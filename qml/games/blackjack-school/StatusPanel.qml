// Blackjack: the state of play beside the pile — direction, the pick-up that
// is pending (and who faces it), skips played this turn and the next player.
import QtQuick

Rectangle {
    id: panel
    objectName: "bjStatusPanel"

    required property var controls
    readonly property var theme: controls.theme

    readonly property bool building: controls.turnCards > 0
    // Before a card is played the player on turn faces pending_pickup; once
    // the turn has started, pickup_next is what the next player would face.
    readonly property int pickup: building ? controls.pickupNext : controls.pendingPickup
    readonly property int pickupSeat: building ? controls.nextSeat : controls.actor
    readonly property string pickupWho: controls.seatName(pickupSeat)
    // The person at the screen is spoken to ("for you", "You must"), not
    // named: the translations need whole sentences for it ("für dich").
    readonly property bool pickupIsYou: pickupSeat >= 0 && pickupSeat === controls.viewer
                                        && controls.viewerHuman
    readonly property bool live: controls.actor >= 0

    function capitalised(text) {
        return text.length > 0 ? text.charAt(0).toUpperCase() + text.slice(1) : text;
    }

    width: 164 * controls.sizeScale
    height: column.implicitHeight + 16
    radius: 10
    color: theme.plate
    border.color: theme.plateBorder
    visible: live

    Column {
        id: column
        x: 8
        y: 8
        width: panel.width - 16
        spacing: 6

        Text {
            textFormat: Text.PlainText
            width: parent.width
            text: qsTr("Turn %1").arg(panel.controls.turnNumber)
            color: panel.theme.plateStats
            font.pixelSize: Math.round(12 * panel.controls.fontScale)
        }

        Row {
            id: directionRow
            spacing: 6
            Text {
                id: directionGlyph
                objectName: "bjDirectionGlyph"
                textFormat: Text.PlainText
                text: panel.controls.direction >= 0 ? "\u21bb" : "\u21ba"
                color: panel.theme.plateActing
                // A symbol, not words: it grows with the table, not with
                // large print (the panel stays clear of the plates at 1024x700).
                font.pixelSize: Math.round(26 * panel.controls.sizeScale)
                font.bold: true
            }
            Text {
                objectName: "bjDirectionText"
                textFormat: Text.PlainText
                anchors.verticalCenter: parent.verticalCenter
                // Wraps in a longer language instead of leaving the panel.
                width: column.width - directionGlyph.width - directionRow.spacing
                wrapMode: Text.WordWrap
                text: panel.controls.direction >= 0 ? qsTr("Clockwise") : qsTr("Anticlockwise")
                color: panel.theme.plateText
                font.pixelSize: Math.round(15 * panel.controls.fontScale)
                font.bold: true
                // A word longer than the line (German: "Uhrzeigersinn",
                // in large print too) is drawn a little smaller rather
                // than cut off.
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: Math.round(10 * panel.controls.sizeScale)
            }
        }

        Row {
            visible: panel.pickup > 0
            spacing: 8
            Rectangle {
                objectName: "bjPickupBadge"
                width: 52 * panel.controls.sizeScale
                height: 52 * panel.controls.sizeScale
                radius: 26
                color: panel.theme.signalStop
                border.color: panel.theme.signalText
                border.width: 2
                Text {
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    text: "+" + panel.pickup
                    color: panel.theme.signalText
                    font.pixelSize: Math.round(22 * panel.controls.fontScale)
                    font.bold: true
                }
            }
            Text {
                objectName: "bjPickupText"
                textFormat: Text.PlainText
                anchors.verticalCenter: parent.verticalCenter
                width: column.width - 60
                wrapMode: Text.WordWrap
                text: panel.building
                      ? (panel.pickupIsYou ? qsTr("to pick up for you if the turn ends now")
                                           : qsTr("to pick up for %1 if the turn ends now").arg(panel.pickupWho))
                      : (panel.pickupIsYou ? qsTr("You must answer or pick up")
                                           : panel.capitalised(qsTr("%1 must answer or pick up").arg(panel.pickupWho)))
                color: panel.theme.plateText
                font.pixelSize: Math.round(12 * panel.controls.fontScale)
            }
        }

        Rectangle {
            objectName: "bjSkipBadge"
            visible: panel.controls.pendingSkips > 0
            width: skipText.implicitWidth + 16
            height: skipText.implicitHeight + 8
            radius: height / 2
            color: panel.theme.signalCaution
            Text {
                id: skipText
                textFormat: Text.PlainText
                anchors.centerIn: parent
                text: panel.controls.pendingSkips === 1 ? qsTr("1 player skipped")
                                                        : qsTr("%1 players skipped").arg(panel.controls.pendingSkips)
                color: panel.theme.signalText
                font.pixelSize: Math.round(13 * panel.controls.fontScale)
                font.bold: true
            }
        }

        Text {
            objectName: "bjNextText"
            textFormat: Text.PlainText
            visible: panel.controls.nextSeat >= 0
            width: parent.width
            wrapMode: Text.WordWrap
            text: panel.controls.nextSeat === panel.controls.actor
                  ? qsTr("Next: %1 again").arg(panel.controls.seatName(panel.controls.nextSeat))
                  : qsTr("Next: %1").arg(panel.controls.seatName(panel.controls.nextSeat))
            color: panel.theme.plateScore
            font.pixelSize: Math.round(14 * panel.controls.fontScale)
            font.bold: true
        }
    }
}
