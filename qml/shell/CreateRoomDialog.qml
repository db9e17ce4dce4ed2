// Game > Create a room on a server…: asks a felt-server (its ws:// or wss://
// address, remembered) for a room of the game set up in Game › New… — its
// bot seats played by the server's bots, the other people's seats open for
// friends — and sits at seat 0. Once seated the lobby takes over (Main.qml)
// and shows the room's address for friends to paste in Join a table….
// Enter creates, Escape cancels; what goes wrong shows here in plain words.
import QtQuick
import QtQuick.Controls.Basic
import Felt

NetPopup {
    id: dialog

    // NetLobby (app/net/net_lobby.h), reached through its properties.
    required property var lobby
    // The setup to ask for, as GameSession takes it (game, players, options, seats).
    property var setup: ({})
    readonly property var plan: lobby.roomPlan(setup)
    // The address's or the name's mistake, before anything is sent.
    property string mistake: ""
    readonly property bool waiting: lobby.creating || (lobby.role === "joining" && !lobby.seated && lobby.problem.length === 0)
    readonly property string shownProblem: mistake.length > 0 ? mistake : lobby.problem

    signal closeRequested()

    function create() {
        mistake = "";
        if (nameField.text.trim().length === 0) {
            mistake = qsTr("Type the name the others will see.");
            nameField.forceActiveFocus();
            return;
        }
        lobby.playerName = nameField.text.trim();
        mistake = lobby.createRoom(serverField.text, setup, nameField.text.trim());
    }

    function cancel() {
        if (waiting)
            lobby.leave();
        closeRequested();
    }

    onOpened: {
        nameField.text = lobby.playerName;
        if (serverField.text.length === 0)
            serverField.text = lobby.lastServer;
        serverField.forceActiveFocus();
    }

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
                if (!dialog.waiting)
                    dialog.create();
            }
        }

        Column {
            id: column
            width: parent.width
            spacing: 12

            Text {
                textFormat: Text.PlainText
                width: parent.width
                text: qsTr("Create a room on a server")
                wrapMode: Text.WordWrap
                font.pixelSize: Math.round(19 * dialog.theme.textScale)
                font.bold: true
                color: dialog.theme.paperText
            }
            Text {
                objectName: "roomPlan"
                textFormat: Text.PlainText
                width: parent.width
                text: qsTr("%1 for %n player(s).", "", dialog.plan.players).arg(dialog.plan.gameName) + " "
                      + qsTr("Seats: you; the server’s bots: %1; open for friends: %2.").arg(dialog.plan.bots).arg(dialog.plan.friends) + " "
                      + qsTr("To change them: Game › New…")
                wrapMode: Text.WordWrap
                font.pixelSize: Math.round(15 * dialog.theme.textScale)
                color: dialog.theme.paperText
            }
            Text {
                id: serverLabel
                textFormat: Text.PlainText
                width: parent.width
                text: qsTr("Server (its address and port, as ws://host:port or wss://host:port):")
                wrapMode: Text.WordWrap
                font.pixelSize: Math.round(15 * dialog.theme.textScale)
                color: dialog.theme.paperText
            }
            TextField {
                id: serverField
                objectName: "serverField"
                width: parent.width
                font.pixelSize: Math.round(17 * dialog.theme.textScale)
                font.family: "monospace"
                placeholderText: "wss://cards.example.org:47120"
                placeholderTextColor: dialog.theme.paperMuted
                Accessible.name: serverLabel.text
                onTextEdited: dialog.mistake = ""
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
                objectName: "createProblem"
                width: parent.width
                visible: text.length > 0
                text: dialog.waiting ? qsTr("Asking the server for a room…") : dialog.shownProblem
                textFormat: Text.PlainText
                wrapMode: Text.WordWrap
                font.pixelSize: Math.round(15 * dialog.theme.textScale)
                color: dialog.waiting ? dialog.theme.paperText : dialog.theme.paperAlert
            }
            Row {
                anchors.right: parent.right
                spacing: 10
                FeltButton {
                    objectName: "createButton"
                    text: qsTr("Create")
                    highlighted: true
                    enabled: !dialog.waiting
                    font.pixelSize: Math.round(15 * dialog.theme.textScale)
                    onClicked: dialog.create()
                }
                FeltButton {
                    objectName: "createCancel"
                    text: qsTr("Cancel")
                    font.pixelSize: Math.round(15 * dialog.theme.textScale)
                    onClicked: dialog.cancel()
                }
            }
        }
    }
}
