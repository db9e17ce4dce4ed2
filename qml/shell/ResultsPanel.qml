// qmllint disable unqualified
// (Qt 6.4's qmllint flags every use of an outer id inside a delegate; the
// pragma that declares delegates bound to their context arrived in Qt 6.5.)
// Score history, one row per round, with the totals and the final result;
// "Play again" starts the same setup with a new deal. Plain Qt Quick, no
// Controls: the sheet is made in the background at every start (the table
// needs it at the first round's end), and the Controls cost 1.2 MiB.
import QtQuick
import Felt

Paper {
    id: panel

    required property TableSession session
    signal closeRequested()

    readonly property int columns: session.players
    // The first column (the round) and each seat's take more room in large print.
    readonly property real firstWidth: Math.round(90 * theme.textScale)
    readonly property real cellWidth: Math.max(70 * theme.textScale, (width - 32 - firstWidth - 10) / Math.max(1, columns))

    theme: session.view.theme

    MouseArea { anchors.fill: parent }

    // Page Up and Page Down scroll the rounds a page, Home and End go to the
    // first and the last; false for any other key. The table hands these
    // keys here while the sheet shows (its buttons keep the arrows).
    function scrollRounds(key) {
        const first = rounds.originY;
        const last = Math.max(first, rounds.originY + rounds.contentHeight - rounds.height);
        if (key === Qt.Key_PageUp)
            rounds.contentY = Math.max(first, rounds.contentY - rounds.height);
        else if (key === Qt.Key_PageDown)
            rounds.contentY = Math.min(last, rounds.contentY + rounds.height);
        else if (key === Qt.Key_Home)
            rounds.positionViewAtBeginning();
        else if (key === Qt.Key_End)
            rounds.positionViewAtEnd();
        else
            return false;
        rounds.followEnd = key === Qt.Key_End;
        return true;
    }
    // Shown in the middle of a round (Scores), it takes the keyboard on Close:
    // Enter or Space closes it again (the round's end puts Continue in focus).
    onVisibleChanged: {
        if (visible && rounds.followEnd)
            rounds.positionViewAtEnd();
        if (visible && closeButton.visible)
            closeButton.forceActiveFocus(Qt.TabFocusReason);
    }

    Column {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 8

        Text {
            textFormat: Text.PlainText
            text: panel.session.gameOver ? panel.session.resultText
                  : panel.session.roundOver ? qsTr("Round %1 is over").arg(panel.session.scores.count)
                  : qsTr("Scores so far")
            font.pixelSize: Math.round(22 * panel.theme.textScale)
            font.bold: true
            color: panel.theme.paperText
        }
        Row {
            Text { width: panel.firstWidth; text: qsTr("Round"); font.bold: true; font.pixelSize: Math.round(12 * panel.theme.textScale); color: panel.theme.paperText }
            Repeater {
                model: panel.session.seats
                delegate: Text {
                    textFormat: Text.PlainText
                    required property string name
                    width: panel.cellWidth
                    text: name
                    font.bold: true
                    font.pixelSize: Math.round(12 * panel.theme.textScale)
                    elide: Text.ElideRight
                    horizontalAlignment: Text.AlignRight
                    color: panel.theme.paperText
                }
            }
        }
        // Every seat's place at the end, from the engine's result.
        Row {
            objectName: "placements"
            visible: panel.session.placements.length > 0
            Text { width: panel.firstWidth; text: qsTr("Place"); font.bold: true; font.pixelSize: Math.round(12 * panel.theme.textScale); color: panel.theme.paperText }
            Repeater {
                model: panel.session.seats
                delegate: Text {
                    textFormat: Text.PlainText
                    required property int index
                    readonly property int place: panel.session.placements[index] ?? 0
                    width: panel.cellWidth
                    horizontalAlignment: Text.AlignRight
                    font.bold: place === 1
                    font.pixelSize: Math.round(12 * panel.theme.textScale)
                    color: place === 1 ? panel.theme.paperWin : panel.theme.paperText
                    text: place <= 0 ? "–" : String(place)
                }
            }
        }
        ListView {
            id: rounds
            objectName: "rounds"
            width: parent.width
            // What the title, the header lines and the buttons leave.
            height: parent.height - Math.round(170 * panel.theme.textScale)
            clip: true
            model: panel.session.scores
            // The newest round shows: the list keeps to its end as rounds come
            // and their rows settle, until the player scrolls away.
            property bool followEnd: true
            onCountChanged: {
                followEnd = true;
                positionViewAtEnd();
            }
            onContentHeightChanged: if (followEnd) positionViewAtEnd()
            onHeightChanged: if (followEnd) positionViewAtEnd()
            onMovementStarted: followEnd = false
            delegate: Row {
                id: roundRow
                required property int round
                required property var points
                required property var totals
                required property var notes
                required property var details
                Text { width: panel.firstWidth; text: roundRow.round; font.pixelSize: Math.round(12 * panel.theme.textScale); color: panel.theme.paperText }
                Repeater {
                    model: roundRow.totals.length
                    delegate: Column {
                        id: cell
                        required property int index
                        readonly property string note: roundRow.notes[index] ?? ""
                        readonly property string detail: roundRow.details[index] ?? ""
                        width: panel.cellWidth
                        Text {
                            textFormat: Text.PlainText
                            width: parent.width
                            horizontalAlignment: Text.AlignRight
                            text: (cell.note.length > 0 ? "★ " : "")
                                  + (roundRow.points[cell.index] > 0 ? "+" : "") + roundRow.points[cell.index]
                                  + "  →  " + roundRow.totals[cell.index]
                            color: roundRow.points[cell.index] < 0 ? panel.theme.paperAlert : panel.theme.paperText
                            font.bold: cell.note.length > 0
                            font.pixelSize: Math.round(12 * panel.theme.textScale)
                        }
                        // What the round's events tell about the seat: bid and tricks taken.
                        Text {
                            textFormat: Text.PlainText
                            width: parent.width
                            visible: cell.detail.length > 0
                            horizontalAlignment: Text.AlignRight
                            text: cell.detail
                            color: panel.theme.paperMuted
                            font.pixelSize: Math.round(11 * panel.theme.textScale)
                        }
                        // What was said about this seat with the scoring (a bonus, a doubling).
                        Text {
                            textFormat: Text.PlainText
                            width: parent.width
                            visible: cell.note.length > 0
                            horizontalAlignment: Text.AlignRight
                            text: cell.note
                            color: panel.theme.paperNote
                            font.pixelSize: Math.round(11 * panel.theme.textScale)
                            font.italic: true
                            elide: Text.ElideRight
                        }
                    }
                }
            }
        }
        Row {
            spacing: 10
            visible: panel.session.dealCode.length > 0
            Text {
                textFormat: Text.PlainText
                anchors.verticalCenter: parent.verticalCenter
                color: panel.theme.paperText
                //: The deal code: anyone can play exactly this deal with Game > Play a deal code.
                text: qsTr("Deal code: %1").arg(panel.session.dealCode)
                font.family: "monospace"
                font.pixelSize: Math.round(12 * panel.theme.textScale)
            }
            TableButton {
                font.pixelSize: Math.round(12 * panel.theme.textScale)
                text: qsTr("Copy")
                onClicked: {
                    clipboard.text = panel.session.dealCode;
                    clipboard.selectAll();
                    clipboard.copy();
                }
            }
            TextEdit {
                id: clipboard
                visible: false
            }
        }
        Row {
            spacing: 10
            TableButton {
                font.pixelSize: Math.round(12 * panel.theme.textScale)
                visible: panel.session.canReplay
                text: qsTr("Replay")
                onClicked: {
                    panel.session.replay();
                    panel.closeRequested();
                }
            }
            TableButton {
                font.pixelSize: Math.round(12 * panel.theme.textScale)
                // At a network table the host decides what comes next.
                visible: panel.session.gameOver && !panel.session.networked
                text: qsTr("Play again")
                onClicked: panel.session.playAgain()
            }
            TableButton {
                id: continueButton
                font.pixelSize: Math.round(12 * panel.theme.textScale)
                objectName: "continueRound"
                visible: panel.session.roundOver
                highlighted: true
                text: qsTr("Continue")
                onClicked: panel.session.continueAfterRound()
                // Keyboard: the summary opens with Continue in focus, its
                // ring shown (Enter or Space continues).
                onVisibleChanged: if (visible && panel.visible) forceActiveFocus(Qt.TabFocusReason)
                Component.onCompleted: if (visible && panel.visible) forceActiveFocus(Qt.TabFocusReason)
            }
            TableButton {
                id: closeButton
                objectName: "closeScores"
                font.pixelSize: Math.round(12 * panel.theme.textScale)
                visible: !panel.session.gameOver && !panel.session.roundOver
                text: qsTr("Close")
                onClicked: panel.closeRequested()
            }
        }
    }
}
