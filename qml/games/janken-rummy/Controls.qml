// Janken Rummy at the table: melds, lay-offs and Joker ranks are drawn and
// played by the table itself (card groups and typed moves); what is special is
// the five-suit strength circle, shown on request.
import QtQuick
import QtQuick.Controls.Basic
import Felt

GameControls {
    id: controls

    topButtonsWidth: cycleButton.width + gap

    FeltButton {
        id: cycleButton
        objectName: "suitsButton"
        // Left of the table's own top buttons, whatever their width, as they are.
        x: controls.topButtonsLeft - width - controls.gap
        y: controls.gap
        text: qsTr("Suits")
        sizeScale: controls.sizeScale
        font.pixelSize: controls.topButtonPx
        checkable: true
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Which suit beats which")
    }

    SuitCycle {
        objectName: "suitCycle"
        theme: controls.theme
        x: Math.min(cycleButton.x, controls.width - width - controls.gap)
        anchors.top: cycleButton.bottom
        anchors.topMargin: controls.gap
        visible: cycleButton.checked
    }
}
