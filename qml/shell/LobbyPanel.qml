// qmllint disable unqualified
// (Qt 6.4's qmllint flags every use of an outer id inside a delegate; the
// pragma that declares delegates bound to their context arrived in Qt 6.5.)
// The lobby of a network table (NetLobby), for the host and for those who
// joined: the invitation in large letters with a Copy button (host), who
// sits where and who is ready, and how the game begins: the host starts it
// once every seat is taken (by a person or a bot) and every friend said
// they are ready. Until then the host may seat a bot in an open seat or
// remove a player (canSeatBots). Escape or Leave ends the lobby (asked
// first by the host: every player is cut off).
import QtQuick
import Felt

NetPopup {
    id: panel

    // NetLobby (app/net/net_lobby.h), reached through its properties.
    required property var lobby
    readonly property bool hosting: lobby.role === "hosting"
    // The host, or the one who created a room on a server: they hand out the invitation.
    readonly property bool sharing: hosting || lobby.invitationUrl.length > 0

    signal closeRequested()

    function leave() {
        lobby.leave();
        closeRequested();
    }

    onOpened: leaveButton.forceActiveFocus()

    FocusScope {
        implicitWidth: column.implicitWidth
        implicitHeight: column.implicitHeight
        width: parent.width
        Keys.onPressed: event => {
            if (event.key === Qt.Key_Escape) {
                event.accepted = true;
                panel.leave();
            }
        }

        Column {
            id: column
            width: parent.width
            spacing: 12

            Text {
                textFormat: Text.PlainText
                width: parent.width
                text: panel.hosting ? qsTr("Your table: %1").arg(panel.lobby.gameName)
                                    : qsTr("Table: %1").arg(panel.lobby.gameName)
                wrapMode: Text.WordWrap
                font.pixelSize: Math.round(19 * panel.theme.textScale)
                font.bold: true
                color: panel.theme.paperText
            }
            Text {
                textFormat: Text.PlainText
                width: parent.width
                visible: panel.sharing
                text: panel.hosting ? qsTr("Give your friends this invitation. They paste it in Game › Join a table…, where tables on this network also show by themselves.")
                                    : qsTr("Give your friends this room’s address. They paste it in Game › Join a table….")
                wrapMode: Text.WordWrap
                font.pixelSize: Math.round(15 * panel.theme.textScale)
                color: panel.theme.paperText
            }
            Row {
                visible: panel.sharing
                spacing: 12
                // Selectable, and the way to the clipboard: QML has no clipboard of its own.
                TextEdit {
                    id: code
                    objectName: "invitationCode"
                    anchors.verticalCenter: parent.verticalCenter
                    text: panel.lobby.invitation.length > 0 ? panel.lobby.invitation : panel.lobby.invitationUrl
                    // A server room's address is long: it wraps beside the Copy button.
                    width: Math.min(implicitWidth, column.width - copyButton.width - 12)
                    wrapMode: TextEdit.WrapAnywhere
                    readOnly: true
                    selectByMouse: true
                    font.family: "monospace"
                    font.pixelSize: Math.round((text.length > 30 ? 17 : 26) * panel.theme.textScale)
                    font.bold: true
                    color: panel.theme.paperText
                    selectionColor: panel.theme.buttonDown
                    selectedTextColor: panel.theme.buttonDownText
                    Accessible.name: qsTr("Invitation")
                }
                FeltButton {
                    id: copyButton
                    objectName: "copyInvitation"
                    anchors.verticalCenter: parent.verticalCenter
                    property bool copied: false
                    text: copied ? qsTr("Copied") : qsTr("Copy")
                    font.pixelSize: Math.round(15 * panel.theme.textScale)
                    onClicked: {
                        code.selectAll();
                        code.copy();
                        code.deselect();
                        copied = true;
                    }
                }
            }
            Text {
                width: parent.width
                visible: panel.hosting && panel.lobby.invitation.length > 0 && panel.lobby.invitationUrl.length > 0
                text: qsTr("Or as an address: %1").arg(panel.lobby.invitationUrl)
                textFormat: Text.PlainText
                wrapMode: Text.WrapAnywhere
                font.pixelSize: Math.round(13 * panel.theme.textScale)
                color: panel.theme.paperMuted
            }
            Text {
                textFormat: Text.PlainText
                text: qsTr("Seats")
                font.pixelSize: Math.round(16 * panel.theme.textScale)
                font.bold: true
                color: panel.theme.paperText
            }
            Column {
                width: parent.width
                spacing: 4
                Repeater {
                    model: panel.lobby.seats
                    delegate: Row {
                        required property var modelData
                        width: parent.width
                        spacing: 10
                        Text {
                            textFormat: Text.PlainText
                            width: 90
                            anchors.verticalCenter: parent.verticalCenter
                            text: qsTr("Seat %1").arg(modelData.seat + 1)
                            font.pixelSize: Math.round(15 * panel.theme.textScale)
                            color: panel.theme.paperMuted
                        }
                        // Names come from the network: plain text, never markup.
                        Text {
                            objectName: "seatName"
                            anchors.verticalCenter: parent.verticalCenter
                            width: parent.width - 100 - (botButton.visible ? botButton.width + 10 : 0)
                                   - (removeButton.visible ? removeButton.width + 10 : 0)
                            text: !modelData.taken ? qsTr("open")
                                  : modelData.kind === "bot" && modelData.name === "" ? qsTr("Bot %1").arg(modelData.seat + 1)
                                  : modelData.kind === "bot" ? qsTr("%1 (bot)").arg(modelData.name)
                                  : !modelData.connected && !modelData.you ? qsTr("%1 (away)").arg(modelData.name)
                                  : modelData.you && modelData.ready ? qsTr("%1 (you, ready)").arg(modelData.name)
                                  : modelData.you ? qsTr("%1 (you)").arg(modelData.name)
                                  : modelData.ready && !panel.lobby.isStarted ? qsTr("%1 (ready)").arg(modelData.name)
                                  : modelData.name
                            textFormat: Text.PlainText
                            elide: Text.ElideRight
                            font.pixelSize: Math.round(15 * panel.theme.textScale)
                            font.italic: !modelData.taken
                            color: modelData.taken ? panel.theme.paperText : panel.theme.paperMuted
                        }
                        FeltButton {
                            id: botButton
                            visible: panel.hosting && panel.lobby.canSeatBots && !modelData.taken
                            text: qsTr("Seat a bot")
                            font.pixelSize: Math.round(13 * panel.theme.textScale)
                            onClicked: panel.lobby.seatBot(modelData.seat)
                        }
                        FeltButton {
                            id: removeButton
                            visible: panel.hosting && panel.lobby.canSeatBots && modelData.taken && !modelData.you
                            text: qsTr("Remove")
                            font.pixelSize: Math.round(13 * panel.theme.textScale)
                            onClicked: panel.lobby.removeSeat(modelData.seat)
                        }
                    }
                }
            }
            Text {
                objectName: "lobbyStatus"
                textFormat: Text.PlainText
                width: parent.width
                text: panel.lobby.isStarted ? qsTr("The game has begun.")
                      : !panel.lobby.seated && panel.lobby.problem.length === 0 ? qsTr("Taking your seat…")
                      : panel.lobby.freeSeats > 0 ? qsTr("%n seat(s) still open.", "", panel.lobby.freeSeats)
                      : panel.hosting && panel.lobby.canStart ? qsTr("Everyone is here and ready: start when you like.")
                      : panel.hosting ? qsTr("Waiting for everyone to say they are ready.")
                      : qsTr("The host starts the game once everyone is ready.")
                wrapMode: Text.WordWrap
                font.pixelSize: Math.round(15 * panel.theme.textScale)
                color: panel.theme.paperNote
            }
            Text {
                width: parent.width
                visible: text.length > 0
                text: panel.lobby.problem
                textFormat: Text.PlainText
                wrapMode: Text.WordWrap
                font.pixelSize: Math.round(15 * panel.theme.textScale)
                color: panel.theme.paperAlert
            }
            Row {
                anchors.right: parent.right
                spacing: 10
                FeltButton {
                    objectName: "readyButton"
                    visible: !panel.hosting && panel.lobby.seated && !panel.lobby.isStarted
                    text: panel.lobby.ready ? qsTr("Not ready") : qsTr("I’m ready")
                    highlighted: !panel.lobby.ready
                    font.pixelSize: Math.round(15 * panel.theme.textScale)
                    onClicked: panel.lobby.setReady(!panel.lobby.ready)
                }
                FeltButton {
                    objectName: "startGame"
                    visible: panel.hosting && !panel.lobby.isStarted
                    enabled: panel.lobby.canStart
                    highlighted: enabled
                    text: qsTr("Start the game")
                    font.pixelSize: Math.round(15 * panel.theme.textScale)
                    onClicked: panel.lobby.start()
                }
                FeltButton {
                    id: leaveButton
                    objectName: "leaveLobby"
                    text: panel.hosting ? qsTr("Close the table") : qsTr("Leave")
                    font.pixelSize: Math.round(15 * panel.theme.textScale)
                    onClicked: panel.leave()
                }
            }
        }
    }
}
