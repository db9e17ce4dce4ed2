// The new-game panel's game chooser and Felt's own dialogs, with keys: a tile
// for every game of the catalog (named for screen readers), arrows move
// between them, Enter or Space chooses, Tab leaves; a FeltDialog answers
// Enter with its default button, Escape with No, and takes no click beside it.
import QtQuick
import QtTest
import Felt

TestCase {
    id: testCase
    name: "Chooser"
    when: windowShown
    visible: true  // for the clicks
    width: 1024
    height: 700

    GameSession {
        id: session
        view.animationSpeed: 3
    }
    GameCatalog {
        id: catalog
    }
    SetupPanel {
        id: setup
        session: session
        catalog: catalog
        anchors.horizontalCenter: parent.horizontalCenter
        maxHeight: 680
    }
    FeltDialog {
        id: dialog
        theme: session.view.theme
        title: "Restart"
        text: "Deal this game again?"
    }
    SignalSpy {
        id: accepted
        target: dialog
        signalName: "accepted"
    }
    SignalSpy {
        id: rejected
        target: dialog
        signalName: "rejected"
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

    function test_aTileForEveryGame() {
        setup.load({});
        for (const g of catalog.games) {
            const tile = find(setup, "gameTile_" + g.id);
            verify(tile, g.id);
            verify(tile.Accessible.name.indexOf(g.name) === 0, tile.Accessible.name);
            verify(tile.Accessible.name.indexOf(String(g.maxPlayers)) > 0, tile.Accessible.name);
            compare(tile.chosen, g.id === setup.game.id);
        }
    }

    function test_keysMoveAndChoose() {
        setup.load({ game: catalog.games[0].id });
        const chooser = find(setup, "gameTiles");
        chooser.forceActiveFocus();
        const first = find(setup, "gameTile_" + catalog.games[0].id);
        const second = find(setup, "gameTile_" + catalog.games[1].id);
        tryVerify(() => first.activeFocus);
        keyClick(Qt.Key_Right);
        verify(second.activeFocus);
        compare(setup.gameIndex, 0, "an arrow moves, it does not choose");
        keyClick(Qt.Key_Space);
        compare(setup.gameIndex, 1);
        verify(second.chosen && !first.chosen);
        keyClick(Qt.Key_Left);
        verify(first.activeFocus);
        keyClick(Qt.Key_Return);
        compare(setup.gameIndex, 0);
        keyClick(Qt.Key_Left);  // the first stays first
        verify(first.activeFocus);
        // A click chooses too.
        mouseClick(second);
        compare(setup.gameIndex, 1);
        // Tab leaves the tiles, and comes back to the one with the focus.
        chooser.forceActiveFocus();
        keyClick(Qt.Key_Tab);
        verify(!chooser.activeFocus);
        keyClick(Qt.Key_Backtab);
        verify(second.activeFocus);
    }

    function test_dialogAnswersEnterAndEscape() {
        accepted.clear();
        rejected.clear();
        dialog.open();
        tryVerify(() => dialog.opened);
        keyClick(Qt.Key_Return);
        compare(accepted.count, 1);
        compare(rejected.count, 0);
        verify(!dialog.visible);

        dialog.open();
        tryVerify(() => dialog.opened);
        keyClick(Qt.Key_Escape);
        compare(rejected.count, 1);
        verify(!dialog.visible);

        // Tab to No: Enter presses it.
        dialog.open();
        tryVerify(() => dialog.opened);
        keyClick(Qt.Key_Tab);
        keyClick(Qt.Key_Return);
        compare(rejected.count, 2);
        compare(accepted.count, 1);

        // Modal: a click beside it neither closes it nor reaches the panel.
        const before = setup.gameIndex;
        dialog.open();
        tryVerify(() => dialog.opened);
        const other = find(setup, "gameTile_" + catalog.games[before === 0 ? 1 : 0].id);
        mouseClick(other);
        verify(dialog.visible);
        compare(setup.gameIndex, before);
        keyClick(Qt.Key_Escape);
        compare(rejected.count, 3);
    }
}
