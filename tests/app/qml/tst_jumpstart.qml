// Jump Start's table controls: trade offers and conceding (with a question);
// lay-downs are the table's card groups, in the engine's run order.
import QtQuick
import QtTest
import Felt
import "../../../qml/table/TableLayout.js" as Layout

TestCase {
    id: testCase
    name: "JumpStart"
    when: windowShown
    width: 1100
    height: 720
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

    function controls() {
        return findChild(table, "jumpStartMoves").parent;
    }

    function startGame(options, seed) {
        compare(session.start({ game: "jumpstart", players: 4, seed: String(seed), options: options,
                                seats: [{ kind: "human", name: "Me" }, { kind: "heuristic" },
                                        { kind: "heuristic" }, { kind: "heuristic" }] }), "");
        tryVerify(() => session.input.humanTurn, 120000);
    }

    function test_concedeAsksFirst() {
        startGame({ mode: "long" }, 5);
        const concede = findChild(table, "concedeButton");
        waitForRendering(table);
        verify(concede.visible);
        // The generic bar no longer offers it without a question.
        for (let i = 0; i < session.input.actions.count; ++i)
            verify(!session.input.actions.data(session.input.actions.index(i, 0), 257).startsWith("Concede"));
        mouseClick(concede);
        const dialog = findChild(table, "concedeDialog");
        verify(dialog.visible);
        mouseClick(findChild(table, "confirmConcede"));
        tryVerify(() => session.stats["stage@0"] === 3, 120000);
        // Long mode: the bots play on and every seat gets a place.
        tryVerify(() => session.gameOver, 60000);
        const places = findChild(table, "placements");
        verify(places.visible);
        compare(session.placements[0], 4);
    }

    function test_tradeDialogSendsALegalOffer() {
        startGame({ marker_trading: "true" }, 7);
        const trade = findChild(table, "tradeButton");
        verify(trade.visible);
        waitForRendering(table);
        mouseClick(trade);
        const dialog = findChild(table, "tradeDialog");
        verify(dialog.visible);
        verify(dialog.chosen === undefined);
        // The dialog grows as choices are made, but its top stays put.
        const top = dialog.mapToItem(table, 0, 0).y;
        const height = dialog.height;
        const first = controls().offers[0];
        dialog.target = first.targetSeat;
        dialog.give = first.rows[0];
        dialog.want = first.value;
        tryVerify(() => dialog.height > height, 120000);
        compare(dialog.mapToItem(table, 0, 0).y, top);
        verify(dialog.chosen !== undefined);
        compare(dialog.chosen.index, first.index);
        mouseClick(findChild(table, "sendOffer"));
        verify(!dialog.visible);
        tryVerify(() => session.stats["offer_made"] === 1 || session.input.humanTurn, 120000);
        verify(session.stats["offer_made"] === 1);
    }

    function test_layDownCardsLieWithTheirGroups() {
        // Bots only: run until some seat has laid down, then every lay-down
        // card sits where its group puts it.
        compare(session.start({ game: "jumpstart", players: 4, seed: "9",
                                seats: [{ kind: "heuristic" }, { kind: "heuristic" },
                                        { kind: "heuristic" }, { kind: "heuristic" }] }), "");
        tryVerify(() => session.groups.length >= 2, 120000);
        const places = Layout.groupPlaces(session.groups);
        let checked = 0;
        for (let i = 0; i < table.children.length; ++i) {
            const c = table.children[i];
            if (!c.hasOwnProperty("showingFace") || c.group < 0 || c.group >= places.length)
                continue;
            const p = places[c.group];
            const spot = Layout.groupSpot(table.geo, p.seat, session.viewer, 4, p.sizes, p.local,
                                          c.groupSlot);
            compare(c.spot.x, spot.x);
            compare(c.spot.y, spot.y);
            ++checked;
        }
        verify(checked >= 5, "checked " + checked + " of " + session.groups.length + " groups");
    }
}
