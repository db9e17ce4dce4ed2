// Jump Start's table controls: lay-downs arranged as runs per suit, and the
// buttons and dialogs for Joker, exchange, trade offers and conceding.
import QtQuick
import QtTest
import Felt
import "../../../qml/JumpStartLayout.js" as JsLayout
import "../../../qml/TableLayout.js" as Layout

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

    function test_runsFollowTheCircle() {
        compare(JsLayout.runOrder([4, 5, 3]), [3, 4, 5]);
        compare(JsLayout.runOrder([10, 1, 9, 2]), [9, 10, 1, 2]);
        compare(JsLayout.runOrder([1, 10]), [10, 1]);
        compare(JsLayout.runOrder([7]), [7]);
    }

    function test_aSeatShowsMarkersThenOneRunPerSuit() {
        const cards = [{ row: 1, rank: "K", suit: 3 }, { row: 2, rank: "4", suit: 2 },
                       { row: 3, rank: "9", suit: 0 }, { row: 4, rank: "A", suit: 1 },
                       { row: 5, rank: "2", suit: 3 }, { row: 6, rank: "5", suit: 2 },
                       { row: 7, rank: "10", suit: 1 }, { row: 8, rank: "3", suit: 2 },
                       { row: 9, rank: "J", suit: 0 }];
        const a = JsLayout.arrangeSeat(cards);
        compare(a.sizes, [2, 1, 2, 3, 1]);          // markers, ♣, ♦, ♥, ♠
        compare(a.cells[1].group, 0);
        compare(a.cells[7].group, 2);                 // 10♦ before A♦
        compare(a.cells[7].slot, 0);
        compare(a.cells[4].slot, 1);
        compare([a.cells[8].slot, a.cells[2].slot, a.cells[6].slot], [0, 1, 2]);  // 3♥ 4♥ 5♥
        // On screen the groups go left to right with the run cards overlapping.
        const g = Layout.geometry(1100, 720, [{ kind: "layout", owner: 0 }]);
        let lastX = -1;
        for (let group = 0; group < a.sizes.length; ++group) {
            for (let slot = 0; slot < a.sizes[group]; ++slot) {
                const s = JsLayout.spot(g, 0, 0, 4, a.sizes, group, slot);
                verify(s.x > lastX);
                verify(s.x > 0 && s.x < g.w && s.y > 0 && s.y < g.h);
                lastX = s.x;
            }
        }
    }

    function controls() {
        return findChild(table, "jumpStartMoves").parent;
    }

    function startGame(options, seed) {
        compare(session.start({ game: "jumpstart", players: 4, seed: String(seed), options: options,
                                seats: [{ kind: "human", name: "Me" }, { kind: "heuristic" },
                                        { kind: "heuristic" }, { kind: "heuristic" }] }), "");
        tryVerify(() => session.humanTurn, 10000);
    }

    function test_concedeAsksFirst() {
        startGame({ mode: "long" }, 5);
        const concede = findChild(table, "concedeButton");
        waitForRendering(table);
        verify(concede.visible);
        // The generic bar no longer offers it without a question.
        for (let i = 0; i < session.actions.count; ++i)
            verify(!session.actions.data(session.actions.index(i, 0), 257).startsWith("Concede"));
        mouseClick(concede);
        const dialog = findChild(table, "concedeDialog");
        verify(dialog.visible);
        mouseClick(findChild(table, "confirmConcede"));
        tryVerify(() => session.stats["stage@0"] === 3, 5000);
        // Long mode: the bots play on and every seat gets a place.
        tryVerify(() => session.gameOver, 60000);
        const places = findChild(table, "placements");
        verify(places.visible);
        compare(session.stats["placement@0"], 4);
    }

    function test_tradeDialogSendsALegalOffer() {
        startGame({ marker_trading: "true" }, 7);
        const trade = findChild(table, "tradeButton");
        verify(trade.visible);
        waitForRendering(table);
        mouseClick(trade);
        const dialog = findChild(table, "tradeDialog");
        verify(dialog.visible);
        verify(!dialog.ready);
        const first = controls().offers[0].split(" ");
        dialog.target = Number(first[1]);
        dialog.give = first[2];
        dialog.want = first[4];
        verify(dialog.ready);
        mouseClick(findChild(table, "sendOffer"));
        verify(!dialog.visible);
        tryVerify(() => session.stats["offer_made"] === 1 || session.humanTurn, 5000);
        verify(session.stats["offer_made"] === 1);
    }

    function test_layDownCardsFollowTheirRuns() {
        // Bots only: run until some seat has laid down, then every lay-down
        // card sits where the run arrangement puts it.
        compare(session.start({ game: "jumpstart", players: 4, seed: "9",
                                seats: [{ kind: "heuristic" }, { kind: "heuristic" },
                                        { kind: "heuristic" }, { kind: "heuristic" }] }), "");
        tryVerify(() => Object.keys(controls().arrangement).length >= 5, 30000);
        const c = controls();
        for (const row in c.arrangement)
            verify(c.cardSpot(Number(row), session.cards.data(session.cards.index(Number(row), 0), 257)) !== null);
    }
}
