// qmllint disable unqualified
// (Qt 6.4's qmllint flags every use of an outer id inside a delegate; the
// pragma that declares delegates bound to their context arrived in Qt 6.5.)
// Blackjack: the buttons that finish a turn, in place of the generic ones.
// "End turn" says when ending now costs a card and "Pick up" how many cards
// it takes; a line underneath says what the turn needs next. The bar keeps
// to the room it is given: the buttons go one under the other when they do
// not fit side by side, the line wraps, and where even then it finds no room
// it is said by the buttons' tool tips instead.
import QtQuick
import QtQuick.Controls.Basic
import Felt

Item {
    id: bar
    objectName: "bjTurnButtons"

    required property var controls

    readonly property TableSession session: controls.session
    readonly property var theme: controls.theme
    property real maxWidth: 10000
    property real maxHeight: 10000
    readonly property real oneRowWidth: {
        let w = -buttons.spacing;
        for (let i = 0; i < buttonRepeater.count; ++i)
            w += (buttonRepeater.itemAt(i)?.implicitWidth ?? 0) + buttons.spacing;
        return Math.max(0, w);
    }
    // The line under the buttons, when it fits under them.
    readonly property bool hintFits: hint.text.length > 0
                                     && buttons.height + 6 + hint.height <= maxHeight

    width: Math.max(buttons.width, hintFits ? hint.width : 0)
    height: buttons.height + (hint.visible ? hint.height + 6 : 0)
    visible: session !== null && session.input.humanTurn && session.input.actions.count > 0

    function labelFor(kind, label) {
        const c = controls;
        if (kind === "end") {
            if (c.endCost > 0)
                return c.endCost === 1 ? qsTr("End turn (+1 card)") : qsTr("End turn (+%1 cards)").arg(c.endCost);
            return qsTr("End turn");
        }
        if (kind === "pickup") {
            if (c.pickupCost <= 0)
                return qsTr("Pick up (nothing to draw)");
            return c.pickupCost === 1 ? qsTr("Pick up 1 card") : qsTr("Pick up %1 cards").arg(c.pickupCost);
        }
        return label;
    }

    // Ending for free urges on, ending at a cost warns, a pick-up that is
    // pending alarms.
    function colourFor(kind) {
        if (kind === "end")
            return controls.endCost > 0 ? theme.signalCaution : theme.signalGo;
        if (kind === "pickup")
            return controls.pendingPickup > 0 ? theme.signalStop : theme.signalIdle;
        return theme.signalIdle;
    }

    // What the turn needs now, in a few words.
    readonly property string hintText: {
        const c = controls;
        if (c.turnCards === 0) {
            if (c.pendingPickup > 0)
                return qsTr("Facing +%1: an Ace cancels it, a matching 2 or Jack passes it on.").arg(c.pendingPickup);
            if (c.pileZone >= 0 && (c.zoneFill[c.pileZone] ?? 0) === 0)
                return qsTr("The pile is empty: any card will do, or pick up.");
            return qsTr("Play a card that matches the top card, or pick up.");
        }
        if (c.endCost < 0)
            return qsTr("A Queen must be covered: play any card on it.");
        if (c.defending)
            return qsTr("Passing the pick-up on: only 2s and Jacks may follow.");
        if (c.capped && c.endCost > 0)
            return qsTr("Going out on a power card costs a card.");
        if (c.capped)
            return qsTr("Capped: end your turn, or go on with the same rank.");
        return qsTr("Not capped: play a matching card to cap, or end and take a card.");
    }

    Grid {
        id: buttons
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: 8
        columns: bar.oneRowWidth <= bar.maxWidth ? Math.max(1, buttonRepeater.count) : 1
        horizontalItemAlignment: Grid.AlignHCenter
        Repeater {
            id: buttonRepeater
            model: bar.session ? bar.session.input.actions : null
            delegate: FeltButton {
                id: button
                required property int index
                required property string label
                required property string kind
                objectName: "bjAction_" + kind
                text: bar.labelFor(kind, label)
                font.pixelSize: Math.round(16 * bar.controls.fontScale)
                font.bold: true
                padding: 10
                leftPadding: 18
                rightPadding: 18
                contentItem: Text {
                    textFormat: Text.PlainText
                    text: button.text
                    font: button.font
                    color: button.down ? bar.theme.buttonDownText : bar.theme.signalText
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                }
                background: Rectangle {
                    implicitWidth: 120
                    implicitHeight: 40
                    radius: 8
                    // Pressed as every button is; under the mouse a shade lighter.
                    color: button.down ? bar.theme.buttonDown : bar.colourFor(button.kind)
                    border.color: bar.theme.signalText
                    // The keyboard's focus shows as a thick frame.
                    border.width: button.activeFocus ? 3 : 1
                    Rectangle {
                        anchors.fill: parent
                        radius: parent.radius
                        color: bar.theme.signalText
                        opacity: 0.15
                        visible: button.hovered && !button.down
                    }
                }
                ToolTip.text: bar.hintText
                ToolTip.visible: hovered && !bar.hintFits && bar.hintText.length > 0
                onClicked: bar.session.input.chooseAction(index)
            }
        }
    }

    Text {
        id: hint
        objectName: "bjHint"
        textFormat: Text.PlainText
        anchors.horizontalCenter: parent.horizontalCenter
        y: buttons.height + 6
        width: Math.min(implicitWidth, bar.maxWidth)
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
        text: bar.hintText
        visible: bar.hintFits
        color: bar.theme.logText
        font.pixelSize: Math.round(13 * bar.controls.fontScale)
        style: Text.Outline
        styleColor: bar.theme.feltBottom
    }
}
