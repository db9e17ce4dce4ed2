// Felt's button for panels and dialogs, on Qt Quick Controls (checkable
// buttons, tool tips, custom content): the toolkit's grey box replaced by
// Felt's ButtonFace. The table's own buttons are TableButtons, which look the
// same without the Controls. Both answer the same keys (ButtonKeys.js).
import QtQuick
import QtQuick.Controls.Basic
import "ButtonKeys.js" as ButtonKeys

Button {
    id: control

    property color ringColour: "transparent"
    // How much larger than its design size the table draws it (a game's
    // controls pass GameControls.sizeScale): its margins; the font is set by
    // whoever places it.
    property real sizeScale: 1

    hoverEnabled: true
    // As wide as its text at its font: the label's own implicit width can
    // stay that of an earlier, smaller font once the table grows (Qt 6.4,
    // eliding text), which cut short "Concede" in Jump Start's dialog.
    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            Math.ceil(labelMetrics.advanceWidth) + leftPadding + rightPadding)
    TextMetrics {
        id: labelMetrics
        font: control.font
        text: control.text
    }
    topPadding: 7 * sizeScale
    bottomPadding: 7 * sizeScale
    leftPadding: 14 * sizeScale
    rightPadding: 14 * sizeScale

    // Qt's button takes Space itself; Return and Enter press it the same way
    // (down while held, clicked when the key comes up), the arrows move along
    // the row once the keyboard brought the focus here: a button clicked with
    // the mouse leaves them to what lies behind it (the replay's steps).
    property bool enterDown: false
    down: pressed || enterDown
    Keys.onPressed: event => {
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            if (!event.isAutoRepeat)
                enterDown = true;
            event.accepted = true;
        } else if (control.visualFocus && ButtonKeys.moveAlongRow(control, event)) {
            event.accepted = true;
        }
    }
    Keys.onReleased: event => {
        if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter) && enterDown && !event.isAutoRepeat) {
            enterDown = false;
            event.accepted = true;
            // As Qt's button does for Space (Qt 6.4 has no click()).
            if (control.checkable)
                control.toggle();
            control.clicked();
        }
    }
    onActiveFocusChanged: if (!activeFocus) enterDown = false

    contentItem: Text {
        textFormat: Text.PlainText
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
