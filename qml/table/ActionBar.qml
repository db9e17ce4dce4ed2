// qmllint disable unqualified
// (Qt 6.4's qmllint flags every use of an outer id inside a delegate; the
// pragma that declares delegates bound to their context arrived in Qt 6.5.)
// Buttons for the legal actions that need no card (bid 3, pass, draw...), and
// the confirm button of a multi-card selection (a meld).
import QtQuick
import QtQuick.Controls.Basic
import Felt

Row {
    id: bar

    required property GameSession session
    // True while a game's own controls show these actions instead.
    property bool replaced: false

    spacing: 6
    visible: !replaced && session.input.humanTurn && (session.input.actions.count > 0 || session.input.selectionCount > 0)

    Repeater {
        model: bar.session.input.actions
        delegate: Button {
            required property int index
            required property string label
            required property bool hinted
            text: label
            highlighted: hinted
            font.pixelSize: 15
            onClicked: bar.session.input.chooseAction(index)
        }
    }
    Button {
        visible: bar.session.input.selectionCount > 0
        enabled: bar.session.input.canConfirm
        text: qsTr("Play selected (%1)").arg(bar.session.input.selectionCount)
        font.pixelSize: 15
        onClicked: bar.session.input.confirmSelection()
    }
    Button {
        visible: bar.session.input.selectionCount > 0
        text: qsTr("Clear")
        font.pixelSize: 15
        onClicked: bar.session.input.cancel()
    }
}
