// Felt's button for panels and dialogs, on Qt Quick Controls (checkable
// buttons, tool tips, custom content): the toolkit's grey box replaced by
// Felt's ButtonFace. The table's own buttons are TableButtons, which look the
// same without the Controls.
import QtQuick
import QtQuick.Controls.Basic

Button {
    id: control

    property color ringColour: "transparent"
    // How much larger than its design size the table draws it (a game's
    // controls pass GameControls.sizeScale): its margins; the font is set by
    // whoever places it.
    property real sizeScale: 1

    hoverEnabled: true
    topPadding: 7 * sizeScale
    bottomPadding: 7 * sizeScale
    leftPadding: 14 * sizeScale
    rightPadding: 14 * sizeScale

    contentItem: Text {
        text: control.text
        font: control.font
        color: control.down || control.highlighted ? control.palette.highlightedText
                                                   : control.palette.buttonText
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }

    background: ButtonFace {
        down: control.down
        highlighted: control.highlighted
        hovered: control.hovered
        active: control.enabled
        ringColour: control.ringColour
        focusShown: control.visualFocus
    }
}
