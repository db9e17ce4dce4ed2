// qmllint disable unqualified
// (Qt 6.4's qmllint flags every use of an outer id inside a delegate; the
// pragma that declares delegates bound to their context arrived in Qt 6.5.)
// Lists the moves one clicked card could make when there is more than one.
import QtQuick
import Felt

Rectangle {
    id: chooser

    required property TableSession session
    // True while a game's own controls offer the choice instead.
    property bool replaced: false
    readonly property var theme: session.view.theme
    // How much larger than its design size the table draws it (TableLayout.growth).
    property real sizeScale: 1

    visible: !replaced && session.input.chooser.count > 0
    // Keyboard: the first entry is in focus when the chooser opens ("Select
    // it for a combination" where it shows, else the first move; the arrows
    // or Tab walk the others, Enter or Space picks, Esc cancels).
    onVisibleChanged: if (visible) focusFirst.restart()
    Timer {
        id: focusFirst
        interval: 0
        onTriggered: {
            const first = selectButton.visible ? selectButton : moveButtons.itemAt(0);
            if (first)
                first.forceActiveFocus(Qt.TabFocusReason);
        }
    }
    width: column.implicitWidth + 24 * sizeScale
    height: column.implicitHeight + 24 * sizeScale
    radius: 10
    color: theme.paper
    border.color: theme.paperBorder

    Column {
        id: column
        anchors.centerIn: parent
        spacing: 6
        Text {
            textFormat: Text.PlainText
            // One move offered: its card's only use, which ends the turn
            // while other moves were open: the chooser asks to confirm it.
            text: chooser.session.input.chooser.count === 1 && !chooser.session.input.chooserOffersSelect
                  ? qsTr("This ends your turn:") : qsTr("Which move?")
            color: chooser.theme.paperText
            font.bold: true
            font.pixelSize: Math.round(15 * chooser.sizeScale * chooser.theme.textScale)
        }
        // Building a combination comes first: the moves below may end the
        // turn (a discard), one click from a person still gathering a meld.
        TableButton {
            id: selectButton
            visible: chooser.session.input.chooserOffersSelect
            width: Math.max(200 * chooser.sizeScale, implicitWidth)
            sizeScale: chooser.sizeScale
            font.pixelSize: Math.round(13 * chooser.sizeScale * chooser.theme.textScale)
            text: qsTr("Select it for a combination")
            onClicked: chooser.session.input.selectPendingCard()
        }
        Repeater {
            id: moveButtons
            model: chooser.session.input.chooser
            delegate: TableButton {
                required property int index
                required property string label
                width: Math.max(200 * chooser.sizeScale, implicitWidth)
                sizeScale: chooser.sizeScale
                font.pixelSize: Math.round(13 * chooser.sizeScale * chooser.theme.textScale)
                text: label
                onClicked: chooser.session.input.chooseFromChooser(index)
            }
        }
        TableButton {
            width: Math.max(200 * chooser.sizeScale, implicitWidth)
            sizeScale: chooser.sizeScale
            font.pixelSize: Math.round(13 * chooser.sizeScale * chooser.theme.textScale)
            text: qsTr("Cancel")
            onClicked: chooser.session.input.cancel()
        }
    }
    Keys.onEscapePressed: chooser.session.input.cancel()
}
