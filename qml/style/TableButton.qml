// A button on the table (Scores, Undo, Hint, the moves that need no card, a
// chooser's choices), looking like every Felt button (ButtonFace) but made of
// plain Qt Quick items: the table's first frame then needs no Qt Quick
// Controls, which cost about 5 ms of every start. Clicked by the mouse, by
// Space, Return or Enter once reached with Tab (the arrows move along its
// row: ButtonKeys.js), or by a screen reader.
import QtQuick
import "ButtonKeys.js" as ButtonKeys

Item {
    id: button

    property string text: ""
    property font font
    property bool highlighted: false
    property color ringColour: "transparent"
    // Said when the mouse rests on the button (why a move is withheld).
    property string toolTip: ""
    // Drawn faded (a move withheld now), while its tool tip stays clear.
    property bool faded: false
    readonly property bool hovered: mouse.containsMouse
    readonly property bool down: mouse.pressed && mouse.containsMouse || keyDown
    property bool keyDown: false
    readonly property alias contentItem: label
    // How much larger than its design size the table draws it (TableLayout.growth):
    // its margins and least size; the font is set by whoever places it.
    property real sizeScale: 1

    signal clicked()

    implicitWidth: Math.max(face.implicitWidth * sizeScale, label.implicitWidth + 28 * sizeScale)
    implicitHeight: Math.max(face.implicitHeight * sizeScale, label.implicitHeight + 14 * sizeScale)
    activeFocusOnTab: true

    Accessible.role: Accessible.Button
    Accessible.name: text
    Accessible.description: toolTip
    Accessible.focusable: true
    Accessible.onPressAction: if (enabled) clicked()

    Keys.onPressed: event => {
        if (ButtonKeys.presses(event)) {
            if (!event.isAutoRepeat)
                keyDown = true;
            event.accepted = true;
        } else if (ButtonKeys.moveAlongRow(button, event)) {
            event.accepted = true;
        }
    }
    Keys.onReleased: event => {
        if (ButtonKeys.presses(event) && keyDown && !event.isAutoRepeat) {
            keyDown = false;
            event.accepted = true;
            button.clicked();
        }
    }
    onActiveFocusChanged: if (!activeFocus) keyDown = false

    ButtonFace {
        id: face
        anchors.fill: parent
        down: button.down
        highlighted: button.highlighted
        hovered: button.hovered
        active: button.enabled
        ringColour: button.ringColour
        opacity: button.faded ? 0.5 : 1
        // Focus comes only from the keyboard (a click does not take it).
        focusShown: button.activeFocus
    }
    Text {
        id: label
        textFormat: Text.PlainText
        x: 14 * button.sizeScale
        y: 7 * button.sizeScale
        width: button.width - 28 * button.sizeScale
        height: button.height - 14 * button.sizeScale
        text: button.text
        font: button.font
        color: button.down || button.highlighted ? button.palette.highlightedText : button.palette.buttonText
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
        opacity: button.faded ? 0.5 : 1
    }
    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        onClicked: button.clicked()
    }

    // The tool tip, above the button, after the mouse has rested a moment;
    // made only while the mouse is on a button that has one.
    // qmllint disable unqualified
    Loader {
        anchors.fill: parent
        z: 1
        active: button.hovered && button.toolTip !== ""
        sourceComponent: Item {
            Timer {
                id: restTimer
                interval: 600
                running: true
            }
            Rectangle {
                objectName: "toolTip"
                visible: !restTimer.running
                x: (button.width - width) / 2
                y: -height - 6
                width: tipText.implicitWidth + 16
                height: tipText.implicitHeight + 10
                radius: 6
                color: button.palette.button
                border.color: button.palette.mid
                Text {
                    id: tipText
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    text: button.toolTip
                    color: button.palette.buttonText
                    // At the button's own size, which follows large print.
                    font.pixelSize: button.font.pixelSize > 0 ? button.font.pixelSize : 13
                }
            }
        }
    }
    // qmllint enable unqualified
}
