// qmllint disable unqualified
// (Qt 6.4's qmllint flags every use of an outer id inside a delegate; the
// pragma that declares delegates bound to their context arrived in Qt 6.5.)
// Game > Join a table…: an invitation pasted or typed, or a table heard on
// this network (one click), and the name to sit down with (remembered).
// Enter joins with the invitation, Escape cancels, Tab goes from field to
// field. Once the host has seated this Felt the lobby panel takes over
// (Main.qml); what goes wrong shows here in plain words.
import QtQuick
import QtQuick.Controls.Basic
import Felt

NetPopup {
    id: dialog

    // NetLobby (app/net/net_lobby.h), reached through its properties.
    required property var lobby
    // The invitation's own mistake (a typo), before anything is sent.
    property string mistake: ""
    // Waiting for the host's answer.
    readonly property bool connecting: lobby.role === "joining" && !lobby.seated && lobby.problem.length === 0
    readonly property string shownProblem: mistake.length > 0 ? mistake : lobby.role === "joining" ? lobby.problem : ""

    signal closeRequested()

    function join(invitation) {
        mistake = "";
        if (nameField.text.trim().length === 0) {
            mistake = qsTr("Type the name the others will see.");
            nameField.forceActiveFocus();
            return;
        }
        lobby.playerName = nameField.text.trim();
        mistake = lobby.join(invitation, nameField.text.trim());
        // Joining leaves whatever table came before, and its listening with
        // it: the list of tables goes on while the dialog shows.
        lobby.listenForTables();
    }

    function cancel() {
        if (lobby.role === "joining" && !lobby.seated)
            lobby.leave();
        closeRequested();
    }

    onOpened: {
        lobby.listenForTables();
        nameField.text = lobby.playerName;
        invitationField.forceActiveFocus();
    }
    onClosed: lobby.stopListening()

    FocusScope {
        implicitWidth: column.implicitWidth
        implicitHeight: column.implicitHeight
        width: parent.width
        Keys.onPressed: event => {
            if (event.key === Qt.Key_Escape) {
                event.accepted = true;
                dialog.cancel();
            } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
                event.accepted = true;
                dialog.join(invitationField.text);
            }
        }

        Column {
            id: column
            width: parent.width
            spacing: 12

            Text {
                textFormat: Text.PlainText
                width: parent.width
                text: qsTr("Join a table")
                wrapMode: Text.WordWrap
                font.pixelSize: Math.round(19 * dialog.theme.textScale)
                font.bold: true
                color: dialog.theme.paperText
            }
            Text {
                id: invitationLabel
                textFormat: Text.PlainText
                width: parent.width
                text: qsTr("Invitation (the code or address the host gave you):")
                wrapMode: Text.WordWrap
                font.pixelSize: Math.round(15 * dialog.theme.textScale)
                color: dialog.theme.paperText
            }
            TextField {
                id: invitationField
                objectName: "invitationField"
                width: parent.width
                font.pixelSize: Math.round(17 * dialog.theme.textScale)
                font.family: "monospace"
                placeholderText: "XXXX-XXXX-XXXX-XXXX-XXXX-XXXX"
                placeholderTextColor: dialog.theme.paperMuted
                Accessible.name: invitationLabel.text
                onTextEdited: dialog.mistake = ""
            }
            Text {
                textFormat: Text.PlainText
                width: parent.width
                text: qsTr("Tables on this network:")
                font.pixelSize: Math.round(15 * dialog.theme.textScale)
                color: dialog.theme.paperText
            }
            Column {
                width: parent.width
                spacing: 6
                Repeater {
                    model: dialog.lobby.discovered
                    delegate: FeltButton {
                        id: row
                        required property var modelData
                        objectName: "discoveredTable"
                        width: parent.width
                        font.pixelSize: Math.round(15 * dialog.theme.textScale)
                        // The host's name comes from the network: plain text, never markup.
                        readonly property string label: qsTr("%1 at %2’s table — %n seat(s) free of %3", "", modelData.freeSeats)
                                                            .arg(modelData.gameName).arg(modelData.hostName).arg(modelData.players)
                        contentItem: Text {
                            text: row.label
                            textFormat: Text.PlainText
                            elide: Text.ElideRight
                            verticalAlignment: Text.AlignVCenter
                            font: row.font
                            color: dialog.theme.buttonText
                        }
                        Accessible.name: label
                        enabled: modelData.freeSeats > 0
                        onClicked: dialog.join(modelData.invitation)
                    }
                }
                Text {
                    textFormat: Text.PlainText
                    width: parent.width
                    visible: dialog.lobby.discovered.length === 0
                    text: dialog.lobby.discoveryProblem.length > 0 ? dialog.lobby.discoveryProblem
                                                                    : qsTr("None heard yet. Tables show here while their host waits for players.")
                    wrapMode: Text.WordWrap
                    font.pixelSize: Math.round(14 * dialog.theme.textScale)
                    font.italic: true
                    color: dialog.theme.paperMuted
                }
            }
            Text {
                id: nameLabel
                textFormat: Text.PlainText
                text: qsTr("Your name:")
                font.pixelSize: Math.round(15 * dialog.theme.textScale)
                color: dialog.theme.paperText
            }
            TextField {
                id: nameField
                objectName: "nameField"
                width: Math.min(parent.width, 320)
                maximumLength: 40
                font.pixelSize: Math.round(15 * dialog.theme.textScale)
                Accessible.name: nameLabel.text
            }
            Text {
                objectName: "joinProblem"
                width: parent.width
                visible: text.length > 0
                text: dialog.connecting ? qsTr("Asking the host for a seat…") : dialog.shownProblem
                textFormat: Text.PlainText
                wrapMode: Text.WordWrap
                font.pixelSize: Math.round(15 * dialog.theme.textScale)
                color: dialog.connecting ? dialog.theme.paperText : dialog.theme.paperAlert
            }
            Row {
                anchors.right: parent.right
                spacing: 10
                FeltButton {
                    objectName: "joinButton"
                    text: qsTr("Join")
                    highlighted: true
                    enabled: !dialog.connecting
                    font.pixelSize: Math.round(15 * dialog.theme.textScale)
                    onClicked: dialog.join(invitationField.text)
                }
                FeltButton {
                    objectName: "joinCancel"
                    text: qsTr("Cancel")
                    font.pixelSize: Math.round(15 * dialog.theme.textScale)
                    onClicked: dialog.cancel()
                }
            }
        }
    }
}
