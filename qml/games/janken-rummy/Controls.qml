// Janken Rummy at the table: melds, lay-offs and Joker ranks are drawn and
// played by the table itself (card groups and typed moves); what is special is
// the five-suit strength circle, shown on request.
import QtQuick
import QtQuick.Controls.Basic
import Felt

GameControls {
    id: controls

    Button {
        id: cycleButton
        objectName: "suitsButton"
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.topMargin: 8
        anchors.rightMargin: 90
        text: qsTr("Suits")
        checkable: true
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Which suit beats which")
    }

    SuitCycle {
        objectName: "suitCycle"
        anchors.right: parent.right
        anchors.top: cycleButton.bottom
        anchors.margins: 8
        visible: cycleButton.checked
    }
}
