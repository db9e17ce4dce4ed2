// Janken Rummy's own table controls: melds grouped with gaps and labelled by
// kind, the chooser's Joker wording, a lay-off by clicking a hand card and then
// a meld, and the suit-strength diagram on request.
import QtQuick
import QtTest
import Felt
import "../../../qml/TableLayout.js" as Layout

TestCase {
    id: testCase
    name: "JankenRummyControls"
    when: windowShown
    width: 1100
    height: 760

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
        for (let i = 0; i < table.children.length; ++i) {
            const c = table.children[i];
            if (c.item && c.item.hasOwnProperty("zoneGroups"))
                return c.item;
        }
        return null;
    }

    function cardItem(row) {
        for (let i = 0; i < table.children.length; ++i) {
            const c = table.children[i];
            if (c.hasOwnProperty("showingFace") && c.row === row)
                return c;
        }
        return null;
    }

    function startGame(seed) {
        const problem = session.start({ game: "janken-rummy", players: 3, seed: String(seed),
                                        options: { wild_jokers: "true", changing_melds: "true" },
                                        seats: [{ kind: "human" }, { kind: "heuristic" },
                                                { kind: "heuristic" }] });
        compare(problem, "");
    }

    // Plays the person's turns (melds first, else a draw, else the first
    // discard) until `stop(texts)` says so at one of the person's turns.
    function playUntil(stop) {
        for (let i = 0; i < 400; ++i) {
            tryVerify(() => session.humanTurn || session.gameOver, 20000);
            if (session.gameOver)
                return false;
            const texts = session.humanActionTexts;
            if (stop(texts))
                return true;
            const pick = texts.find(t => t.startsWith("meld")) ?? texts.find(t => t === "draw stock")
                    ?? texts.find(t => t.startsWith("discard")) ?? texts[0];
            compare(session.applyActionText(pick), "");
        }
        return false;
    }

    function test_meldsAreGroupedWithGapsAndKinds() {
        startGame(4);
        verify(playUntil(() => Object.values(controls().zoneGroups).some(g => g.length >= 2)));
        const c = controls();
        compare(c.melds.length, session.stats["meld_count"]);
        for (const m of c.melds)
            verify(["set", "run", "strong run"].includes(c.kindNames[m.kind]));
        const zone = Number(Object.keys(c.zoneGroups).find(z => c.zoneGroups[z].length >= 2));
        const sizes = c.zoneGroups[zone];
        const total = sizes.reduce((a, b) => a + b, 0);
        const at = p => Layout.place(table.geo, session.zones, zone, p, total, -1, session.viewer, 3,
                                     false, sizes);
        const dist = (a, b) => Math.hypot(a.x - b.x, a.y - b.y);
        const inside = dist(at(0), at(1));
        const across = dist(at(sizes[0] - 1), at(sizes[0]));
        verify(across > inside * 1.5, "no gap between melds: " + inside + " vs " + across);
        // Without groups the layout is the old even row.
        const even = p => Layout.place(table.geo, session.zones, zone, p, total, -1, session.viewer, 3,
                                       false);
        fuzzyCompare(dist(even(sizes[0] - 1), even(sizes[0])), dist(even(0), even(1)), 0.01);
    }

    function test_chooserNamesTheJokerRank() {
        startGame(5);
        const c = controls();
        compare(c.chooserLabel("Meld *S=3 4S 5S"), "Joker as 3 — Meld *S 4S 5S");
        compare(c.chooserLabel("Discard 7S"), "Discard 7S");
        verify(c.chooserLabel("Layoff *R=Q 2").startsWith("Joker as Q — Lay *R off on meld 2"));
        compare(table.chooserLabel, c.chooserLabel);
    }

    function test_layOffByClickingCardThenMeld() {
        startGame(6);
        verify(playUntil(texts => texts.some(t => t.startsWith("layoff"))), "no lay-off came up");
        const c = controls();
        const want = session.humanActionTexts.find(t => t.startsWith("layoff")).split(" ");
        const card = want[1].split("=")[0];
        let row = -1;
        for (let r = 0; r < session.cards.rowCount() && row < 0; ++r)
            if (session.cardText(r) === card)
                row = r;
        verify(row >= 0);
        const item = cardItem(row);
        const handZone = item.zone;
        session.clickCard(row);
        compare(session.pendingRow, row);
        verify((c.layoffs[want[2]] ?? []).length > 0, "meld " + want[2] + " does not glow");
        c.layOff(want[2]);
        if (c.jokerChoices.length > 0) {
            verify(c.jokerChoices.every(t => t.split(" ")[2] === want[2]));
            compare(session.applyActionText(c.jokerChoices[0]), "");
            c.jokerChoices = [];
        }
        // The card left the hand for the meld's area.
        tryVerify(() => item.zone !== handZone, 5000);
        compare(session.zones[item.zone].kind, "meld");
    }

    function test_layOffByDroppingCardOnMeld() {
        startGame(6);
        verify(playUntil(texts => texts.some(t => t.startsWith("layoff"))), "no lay-off came up");
        const c = controls();
        const want = session.humanActionTexts.find(t => t.startsWith("layoff")).split(" ");
        let row = -1;
        for (let r = 0; r < session.cards.rowCount() && row < 0; ++r)
            if (session.cardText(r) === want[1].split("=")[0])
                row = r;
        const item = cardItem(row);
        const handZone = item.zone;
        const box = c.meldBox(c.melds.find(m => m.number === Number(want[2])));
        compare(table.cardDrop, c.dropCard);
        // Dropped beside every meld: nothing happens.
        verify(!c.dropCard(row, 2, 2));
        compare(item.zone, handZone);
        verify(c.dropCard(row, box.x + box.w / 2, box.y + box.h / 2));
        if (c.jokerChoices.length > 0) {
            compare(session.applyActionText(c.jokerChoices[0]), "");
            c.jokerChoices = [];
        }
        tryVerify(() => item.zone !== handZone, 5000);
        compare(session.zones[item.zone].kind, "meld");
    }

    function test_suitCycleOnRequest() {
        startGame(7);
        const c = controls();
        const diagram = findChild(c, "suitCycle");
        verify(diagram !== null);
        verify(!c.showCycle);
        findChild(c, "suitsButton").toggle();
        verify(c.showCycle);
        // Each suit beats the next two in the diagram's order (Rock, Scissors,
        // Lizard, Paper, Water): the diagram's arrows are that relation.
        compare(diagram.order, [0, 2, 4, 1, 3]);
        const beats = { 0: [2, 4], 1: [0, 3], 2: [1, 4], 3: [0, 2], 4: [1, 3] };
        for (let i = 0; i < 5; ++i) {
            const s = diagram.order[i];
            compare([diagram.order[(i + 1) % 5], diagram.order[(i + 2) % 5]].sort(), beats[s]);
        }
    }
}
