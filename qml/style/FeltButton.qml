// Felt's button, used everywhere instead of the toolkit's grey one: round
// corners and dark cloth like the seat plates, edged in gold. Its colours come
// from the palette Main.qml sets from the table's theme (felt colour, high
// contrast), so panels and the table share them. A first choice
// (`highlighted`) or a pressed button takes the colours of the plate whose
// turn it is; `ringColour` draws a ring around it (a hint's suggestion).
import QtQuick
import QtQuick.Controls.Basic

Button {
    id: control

    property color ringColour: "transparent"

    hoverEnabled: true
    topPadding: 7
    bottomPadding: 7
    leftPadding: 14
    rightPadding: 14

    contentItem: Text {
        text: control.text
        font: control.font
        color: control.down || control.highlighted ? control.palette.highlightedText
                                                   : control.palette.buttonText
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }

    background: Rectangle {
        implicitWidth: 92
        implicitHeight: 38
        radius: 8
        color: control.down || control.highlighted ? control.palette.highlight
                                                   : control.hovered && control.enabled ? control.palette.light
                                                                                        : control.palette.button
        border.color: control.palette.mid
        border.width: 1
        opacity: control.enabled ? 1 : 0.5

        // The hint's ring, and the keyboard focus (drawn outside, so that
        // it shows on the felt and on the light panels alike).
        Rectangle {
            anchors.fill: parent
            anchors.margins: -4
            radius: 11
            color: "transparent"
            border.width: 3
            border.color: control.ringColour
            visible: control.ringColour.a > 0
        }
        Rectangle {
            anchors.fill: parent
            anchors.margins: -3
            radius: 10
            color: "transparent"
            border.width: 2
            border.color: control.palette.highlight
            visible: control.visualFocus
        }
    }
}
