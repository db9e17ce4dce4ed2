// qmllint disable unqualified
// (Qt 6.4's qmllint flags every use of an outer id inside a delegate; the
// pragma that declares delegates bound to their context arrived in Qt 6.5.)
// Score history, one row per round, with the totals and the final result;
// "Play again" starts the same setup with a new deal.
import QtQuick
import QtQuick.Controls.Basic
import Felt

Paper {
    id: panel

    required property GameSession session
    signal closeRequested()

    readonly property int columns: session.players
    readonly property real cellWidth: Math.max(70, (width - 32 - 100) / Math.max(1, columns))

    theme: session.view.theme

    MouseArea { anchors.fill: parent }

    Column {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 8

        Text {
            text: panel.session.gameOver ? panel.session.resultText
                  : panel.session.roundOver ? qsTr("Round %1 is over").arg(panel.session.scores.count)
                  : qsTr("Scores so far")
            font.pixelSize: 22
            font.bold: true
            color: panel.theme.paperText
        }
        Row {
            Text { width: 90; text: qsTr("Round"); font.bold: true; color: panel.theme.paperText }
            Repeater {
                model: panel.session.seats
                delegate: Text {
                    required property string name
                    width: panel.cellWidth
                    text: name
                    font.bold: true
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
            Text { width: 90; text: qsTr("Place"); font.bold: true; color: panel.theme.paperText }
            Repeater {
                model: panel.session.seats
                delegate: Text {
                    required property int index
                    readonly property int place: panel.session.placements[index] ?? 0
                    width: panel.cellWidth
                    horizontalAlignment: Text.AlignRight
                    font.bold: place === 1
                    color: place === 1 ? panel.theme.paperWin : panel.theme.paperText
                    text: place <= 0 ? "–" : String(place)
                }
            }
        }
        ListView {
            id: rounds
            width: parent.width
            height: parent.height - 170
            clip: true
            model: panel.session.scores
            onCountChanged: positionViewAtEnd()
            delegate: Row {
                id: roundRow
                required property int round
                required property var points
                required property var totals
                required property var notes
                required property var details
                Text { width: 90; text: roundRow.round; color: panel.theme.paperText }
                Repeater {
                    model: roundRow.totals.length
                    delegate: Column {
                        id: cell
                        required property int index
                        readonly property string note: roundRow.notes[index] ?? ""
                        readonly property string detail: roundRow.details[index] ?? ""
                        width: panel.cellWidth
                        Text {
                            width: parent.width
                            horizontalAlignment: Text.AlignRight
                            text: (cell.note.length > 0 ? "★ " : "")
                                  + (roundRow.points[cell.index] > 0 ? "+" : "") + roundRow.points[cell.index]
                                  + "  →  " + roundRow.totals[cell.index]
                            color: roundRow.points[cell.index] < 0 ? panel.theme.paperAlert : panel.theme.paperText
                            font.bold: cell.note.length > 0
                        }
                        // What the round's events tell about the seat: bid and tricks taken.
                        Text {
                            width: parent.width
                            visible: cell.detail.length > 0
                            horizontalAlignment: Text.AlignRight
                            text: cell.detail
                            color: panel.theme.paperMuted
                            font.pixelSize: 11
                        }
                        // What was said about this seat with the scoring (a bonus, a doubling).
                        Text {
                            width: parent.width
                            visible: cell.note.length > 0
                            horizontalAlignment: Text.AlignRight
                            text: cell.note
                            color: panel.theme.paperNote
                            font.pixelSize: 11
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
            Label {
                anchors.verticalCenter: parent.verticalCenter
                //: The deal code: anyone can play exactly this deal with Game > Play a deal code.
                text: qsTr("Deal code: %1").arg(panel.session.dealCode)
                font.family: "monospace"
            }
            FeltButton {
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
            FeltButton {
                visible: panel.session.gameOver
                text: qsTr("Replay")
                onClicked: {
                    panel.session.review.start();
                    panel.closeRequested();
                }
            }
            FeltButton {
                visible: panel.session.gameOver
                text: qsTr("Play again")
                onClicked: panel.session.playAgain()
            }
            FeltButton {
                id: continueButton
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
            FeltButton {
                visible: !panel.session.gameOver && !panel.session.roundOver
                text: qsTr("Close")
                onClicked: panel.closeRequested()
            }
        }
    }
}
