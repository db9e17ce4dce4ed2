// Game > Join a table…'s own logic, against a stand-in lobby: the name comes
// from the settings, Enter joins with the typed invitation, a mistake shows
// in plain words and a missing name is asked for before anything is sent, a
// discovered table joins with one click, and Escape while waiting for the
// host gives up the attempt. (The lobby itself is tested in tst_net_lobby.)
import QtQuick
import QtTest
import Felt

TestCase {
    id: testCase
    name: "JoinDialog"
    when: windowShown
    visible: true
    width: 1024
    height: 700

    GameSession {
        id: session
        view.animationSpeed: 3
    }

    // NetLobby's face as the dialog sees it.
    QtObject {
        id: fakeLobby
        property string role: ""
        property bool seated: false
        property string problem: ""
        property var discovered: []
        property string discoveryProblem: ""
        property string playerName: "Ann"
        property int joins: 0
        property string lastInvitation: ""
        property string lastName: ""
        property int listening: 0
        property int leaves: 0
        property string answer: ""
        function join(invitation, name) {
            joins++;
            listening = 0;  // as NetLobby: it leaves the table it was at, listening included
            lastInvitation = invitation;
            lastName = name;
            if (answer.length === 0)
                role = "joining";
            return answer;
        }
        function leave() {
            leaves++;
            role = "";
        }
        function listenForTables() {
            listening = 1;
        }
        function stopListening() {
            listening = 0;
        }
    }

    JoinDialog {
        id: dialog
        lobby: fakeLobby
        theme: session.view.theme
    }
    SignalSpy {
        id: closeRequested
        target: dialog
        signalName: "closeRequested"
    }

    function find(item, name) {
        if (item.objectName === name)
            return item;
        for (let i = 0; i < item.children.length; ++i) {
            const found = find(item.children[i], name);
            if (found)
                return found;
        }
        return null;
    }

    function init() {
        fakeLobby.role = "";
        fakeLobby.answer = "";
        fakeLobby.joins = 0;
        fakeLobby.leaves = 0;
        fakeLobby.discovered = [];
        fakeLobby.playerName = "Ann";
        closeRequested.clear();
        dialog.mistake = "";
        find(dialog.contentItem, "invitationField").text = "";
        dialog.open();
        tryCompare(dialog, "opened", true);
    }

    function cleanup() {
        dialog.close();
        tryCompare(dialog, "visible", false);
    }

    function test_enterJoinsWithTheTypedInvitation() {
        compare(fakeLobby.listening, 1);
        const field = find(dialog.contentItem, "invitationField");
        verify(field.activeFocus);
        compare(find(dialog.contentItem, "nameField").text, "Ann");
        for (const c of "2b4k")
            keyClick(c);
        keyClick(Qt.Key_Return);
        compare(fakeLobby.joins, 1);
        compare(fakeLobby.lastInvitation, "2b4k");
        compare(fakeLobby.lastName, "Ann");
        compare(fakeLobby.playerName, "Ann");
        verify(dialog.connecting);
        compare(find(dialog.contentItem, "joinProblem").text, "Asking the host for a seat…");
        verify(!find(dialog.contentItem, "joinButton").enabled);
        // Escape while waiting gives the attempt up.
        keyClick(Qt.Key_Escape);
        compare(fakeLobby.leaves, 1);
        compare(closeRequested.count, 1);
    }

    // A join that fails (a table that does not answer) leaves the dialog
    // open, still hearing the tables on the network (the list went quiet).
    function test_stillHearsTablesAfterAFailedJoin() {
        compare(fakeLobby.listening, 1);
        find(dialog.contentItem, "invitationField").text = "felt://127.0.0.1:9/?room=ABCD";
        keyClick(Qt.Key_Return);
        compare(fakeLobby.joins, 1);
        fakeLobby.problem = "Felt could not reach the table.";
        verify(dialog.opened);
        compare(fakeLobby.listening, 1);
        fakeLobby.problem = "";
    }

    function test_aMistakeInPlainWords() {
        fakeLobby.answer = "The invitation is mistyped (its check character does not match).";
        find(dialog.contentItem, "invitationField").text = "2B4K-0000";
        keyClick(Qt.Key_Return);
        compare(find(dialog.contentItem, "joinProblem").text, fakeLobby.answer);
        verify(find(dialog.contentItem, "joinProblem").visible);
        // Escape now only closes: nothing was joined.
        keyClick(Qt.Key_Escape);
        compare(fakeLobby.leaves, 0);
        compare(closeRequested.count, 1);
    }

    function test_aNameFirst() {
        find(dialog.contentItem, "nameField").text = "  ";
        find(dialog.contentItem, "invitationField").text = "2B4K";
        keyClick(Qt.Key_Return);
        compare(fakeLobby.joins, 0);
        compare(find(dialog.contentItem, "joinProblem").text, "Type the name the others will see.");
        verify(find(dialog.contentItem, "nameField").activeFocus);
    }

    function test_aDiscoveredTableInOneClick() {
        fakeLobby.discovered = [{ game: "madjack", gameName: "MadJack", players: 4, freeSeats: 2,
                              hostName: "<b>Bo</b>", address: "127.0.0.1", port: 47110,
                              invitation: "felt://127.0.0.1:47110/?room=ABC" }];
        const row = find(dialog.contentItem, "discoveredTable");
        verify(row);
        // A name from the network stays plain text.
        verify(row.contentItem.text.indexOf("<b>Bo</b>") >= 0);
        compare(row.contentItem.textFormat, Text.PlainText);
        mouseClick(row);
        compare(fakeLobby.joins, 1);
        compare(fakeLobby.lastInvitation, "felt://127.0.0.1:47110/?room=ABC");
    }
}
