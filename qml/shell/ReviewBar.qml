// qmllint disable unqualified
// (Qt 6.4's qmllint flags every use of an outer id inside a delegate; the
// pragma that declares delegates bound to their context arrived in Qt 6.5.)
// Replay controls: step by move or by round (buttons, arrow keys, Page
// Up/Down, Home/End, the slider), "Could I have won?" with its marks on the
// slider and the note at a marked decision, and the way back to the game.
import QtQuick
import QtQuick.Controls.Basic
import Felt

Rectangle {
    id: bar

    required property ReviewMode review
    // The table's colours (ViewSettings.theme): the bar is one of its plates.
    required property var theme

    height: column.implicitHeight + 16
    color: theme.plate
    border.color: theme.plateBorder
    focus: visible
    visible: review.active

    Keys.onPressed: event => {
        if (event.key === Qt.Key_Left) bar.review.step(-1);
        else if (event.key === Qt.Key_Right) bar.review.step(1);
        else if (event.key === Qt.Key_PageUp) bar.review.stepRound(-1);
        else if (event.key === Qt.Key_PageDown) bar.review.stepRound(1);
        else if (event.key === Qt.Key_Home) bar.review.seek(0);
        else if (event.key === Qt.Key_End) bar.review.seek(bar.review.length);
        else if (event.key === Qt.Key_Escape) bar.review.leave();
        else return;
        event.accepted = true;
    }

    Column {
        id: column
        anchors.fill: parent
        anchors.margins: 8
        spacing: 6

        Row {
            spacing: 6
            FeltButton { text: "«"; font.pixelSize: Math.round(12 * bar.theme.textScale); onClicked: bar.review.stepRound(-1); ToolTip.text: qsTr("Previous round (Page Up)"); ToolTip.visible: hovered }
            FeltButton { text: "◀"; font.pixelSize: Math.round(12 * bar.theme.textScale); onClicked: bar.review.step(-1); ToolTip.text: qsTr("Previous move (←)"); ToolTip.visible: hovered }
            FeltButton { text: "▶"; font.pixelSize: Math.round(12 * bar.theme.textScale); onClicked: bar.review.step(1); ToolTip.text: qsTr("Next move (→)"); ToolTip.visible: hovered }
            FeltButton { text: "»"; font.pixelSize: Math.round(12 * bar.theme.textScale); onClicked: bar.review.stepRound(1); ToolTip.text: qsTr("Next round (Page Down)"); ToolTip.visible: hovered }
            Label {
                objectName: "reviewWhere"
                textFormat: Text.PlainText
                anchors.verticalCenter: parent.verticalCenter
                color: bar.theme.plateText
                text: bar.review.where
                font.pixelSize: Math.round(12 * bar.theme.textScale)
            }
            FeltButton {
                visible: bar.review.offersAnalysis
                enabled: !bar.review.analysing
                text: qsTr("Could I have won?")
                font.pixelSize: Math.round(12 * bar.theme.textScale)
                onClicked: bar.review.analyse()
            }
            FeltButton {
                text: qsTr("Leave replay")
                font.pixelSize: Math.round(12 * bar.theme.textScale)
                onClicked: bar.review.leave()
            }
        }
        Item {
            width: parent.width
            height: slider.height
            Slider {
                id: slider
                objectName: "reviewSlider"
                width: parent.width
                from: 0
                to: Math.max(1, bar.review.length)
                stepSize: 1
                snapMode: Slider.SnapAlways
                value: bar.review.position
                onMoved: bar.review.seek(Math.round(value))
            }
            // Round starts (light) and costly decisions (red) along the slider.
            Repeater {
                model: bar.review.roundStarts
                delegate: Rectangle {
                    required property int modelData
                    x: slider.leftPadding + slider.availableWidth * modelData / slider.to - 1
                    y: 0
                    width: 2
                    height: 6
                    color: bar.theme.plateStats
                }
            }
            Repeater {
                model: bar.review.marks
                delegate: Rectangle {
                    required property var modelData
                    x: slider.leftPadding + slider.availableWidth * modelData.position / slider.to - 4
                    y: slider.height - 8
                    width: 8
                    height: 8
                    radius: 4
                    color: bar.theme.signalStop
                    border.color: bar.theme.plateText
                    MouseArea {
                        anchors.fill: parent
                        anchors.margins: -4
                        onClicked: bar.review.seek(modelData.position)
                    }
                }
            }
        }
        Label {
            textFormat: Text.PlainText
            width: parent.width
            visible: text.length > 0
            color: bar.theme.plateNote
            wrapMode: Text.WordWrap
            text: bar.review.note.length > 0 ? bar.review.note : bar.review.progress
            font.pixelSize: Math.round(12 * bar.theme.textScale)
        }
    }
}
