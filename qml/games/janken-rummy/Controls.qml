// Janken Rummy at the table: melds, lay-offs and Joker ranks are drawn and
// played by the table itself (card groups and typed moves); what is special is
// the five-suit strength circle, shown on request.
import QtQuick
import QtQuick.Controls.Basic
import Felt

GameControls {
    id: controls

    topButtonsWidth: cycleButton.width + 8

    FeltButton {
        id: cycleButton
        objectName: "suitsButton"
        // Left of the table's own top buttons, whatever their width.
        x: controls.topButtonsLeft - width - 8
        y: 8
        text: qsTr("Suits")
        sizeScale: controls.sizeScale
        font.pixelSize: 13 * controls.sizeScale
        checkable: true
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Which suit beats which")
    }

    SuitCycle {
        objectName: "suitCycle"
        theme: controls.theme
        x: Math.min(cycleButton.x, controls.width - width - 8)
        anchors.top: cycleButton.bottom
        anchors.topMargin: 8
        visible: cycleButton.checked
    }
}
