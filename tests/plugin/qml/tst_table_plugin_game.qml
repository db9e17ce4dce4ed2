// A game unknown to the table (registered by the test runner) played end to
// end at the real table: by bots, and by a person clicking highlighted cards.
import QtQuick
import QtTest
import Felt

TestCase {
    id: testCase
    name: "TablePluginGame"
    when: windowShown
    width: 1024
    height: 700
    visible: true

    GameSession {
        id: session
        view.animationSpeed: 3
    }
    Table {
        id: table
        anchors.fill: parent
        session: session
    }

    function cardItems() {
        const out = [];
        for (let i = 0; i < table.children.length; ++i)
            if (table.children[i].hasOwnProperty("showingFace"))
                out.push(table.children[i]);
        return out;
    }

    function test_botsPlayItToTheEnd() {
        compare(session.start({ game: "test-high-trick", players: 2, seed: "3",
                                seats: [{ kind: "random" }, { kind: "random" }] }), "");
        compare(session.controlsUrl, "");  // no QML of its own
        tryVerify(() => session.gameOver && !session.busy, 120000);
        const places = session.placements;
        compare(places.length, 2);
        verify(places.indexOf(1) >= 0);
        verify(findChild(table, "placements").visible);
        // Every card of the deck was drawn as one table item; twelve were played.
        compare(cardItems().length, 24);
        compare(cardItems().filter(c => session.zones[c.zone].kind === "won").length, 12);
    }

    function test_aPersonPlaysItByClicks() {
        compare(session.start({ game: "test-high-trick", players: 2, seed: "8",
                                seats: [{ kind: "human", name: "Ann" }, { kind: "random" }] }), "");
        let clicks = 0;
        for (let turn = 0; turn < 40 && !session.gameOver; ++turn) {
            tryVerify(() => (session.input.humanTurn || session.gameOver) && !session.busy, 120000);
            if (session.gameOver)
                break;
            // The seat plate and the information line read as the specs say.
            verify(session.tableInfo.indexOf("Leads: ") >= 0, session.tableInfo);
            const playable = cardItems().filter(c => c.playable);
            verify(playable.length > 0);
            // A card that may not be played says why and changes nothing.
            const blocked = cardItems().filter(c => !c.playable && c.inViewerHand);
            if (blocked.length > 0) {
                mouseClick(blocked[0]);
                verify(session.input.explanation.length > 0);
                session.input.cancel();
            }
            const before = session.input.humanActionTexts.length;
            verify(before > 0);
            mouseClick(playable[0]);
            ++clicks;
            tryVerify(() => !session.input.humanTurn || session.gameOver, 120000);
        }
        verify(session.gameOver);
        compare(clicks, 6);  // six cards in a hand, one click each
        compare(session.placements.length, 2);
    }
}
