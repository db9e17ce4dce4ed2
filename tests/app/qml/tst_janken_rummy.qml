// Card groups at the table, shown with Janken Rummy's melds: every meld is a
// framed, captioned group laid apart from the others, a held hand card makes
// the melds it fits glow and a click on one (or a drop) lays it off there;
// and the game's own control, the suit-strength diagram on request.
import QtQuick
import QtTest
import Felt
import "../../../qml/table/TableLayout.js" as Layout

TestCase {
    id: testCase
    name: "JankenRummyControls"
    when: windowShown
    width: 1100
    height: 760
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
        for (let i = 0; i < table.children.length; ++i) {
            const c = table.children[i];
            if (c.item && c.item.hasOwnProperty("ownedKinds"))
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
    // discard) until `stop()` says so at one of the person's turns.
    function playUntil(stop) {
        for (let i = 0; i < 400; ++i) {
            tryVerify(() => session.input.humanTurn || session.gameOver, 120000);
            if (session.gameOver)
                return false;
            if (stop())
                return true;
            const moves = session.input.moves;
            const pick = moves.find(m => m.kind === "meld") ?? moves.find(m => m.kind === "draw")
                    ?? moves.find(m => m.kind === "discard") ?? moves[0];
            session.input.playMove(pick.index);
        }
        return false;
    }

    // A point of the table where card `row` shows on top (in a fanned hand
    // its neighbour covers part of it).
    function pointOnCard(row) {
        const item = cardItem(row);
        for (let fx = 0.1; fx < 1; fx += 0.1) {
            for (let fy = 0.2; fy < 1; fy += 0.3) {
                const p = item.mapToItem(table, item.width * fx, item.height * fy);
                if (table.cardAt(p.x, p.y) === row)
                    return p;
            }
        }
        return null;
    }

    // Drags card `row` with the mouse from where it shows to (x, y) of the table.
    function dragCard(row, x, y) {
        const from = pointOnCard(row);
        verify(from !== null, "card " + row + " shows nowhere");
        mousePress(table, from.x, from.y);
        for (let step = 1; step <= 8; ++step)
            mouseMove(table, from.x + (x - from.x) * step / 8, from.y + (y - from.y) * step / 8);
        mouseRelease(table, x, y);
    }

    function layoff() {
        return session.input.moves.find(m => m.kind === "layoff");
    }

    function test_meldsAreFramedGroupsLaidApart() {
        startGame(4);
        verify(playUntil(() => session.groups.length >= 2));
        const places = Layout.groupPlaces(session.groups);
        for (let i = 0; i < session.groups.length; ++i) {
            const g = session.groups[i];
            verify(/\d+ · (set|run|strong run)/.test(g.caption), g.caption);
            verify(g.size >= 3);
        }
        // Two groups of one seat: the gap between them is wider than a step inside one.
        const seat = places.findIndex((p, i) => places.some((q, j) => j > i && q.seat === p.seat));
        verify(seat >= 0, "no seat with two melds");
        const p = places[seat];
        const at = (group, slot) => Layout.groupSpot(table.geo, p.seat, session.viewer, 3, p.sizes,
                                                     group, slot);
        const inside = Math.hypot(at(0, 1).x - at(0, 0).x, at(0, 1).y - at(0, 0).y);
        const across = Math.hypot(at(1, 0).x - at(0, p.sizes[0] - 1).x,
                                  at(1, 0).y - at(0, p.sizes[0] - 1).y);
        verify(across > inside * 1.5, "no gap between melds: " + inside + " vs " + across);
    }

    function test_layOffByClickingCardThenMeld() {
        startGame(6);
        verify(playUntil(() => layoff() !== undefined), "no lay-off came up");
        const want = layoff();
        const row = want.rows[0];
        const item = cardItem(row);
        const handZone = item.zone;
        const onCard = pointOnCard(row);
        verify(onCard !== null, "the card shows nowhere");
        if (session.input.moves.filter(m => m.rows.indexOf(row) >= 0).length < 2)
            skip("the card had a single move");
        mouseClick(table, onCard.x, onCard.y);
        compare(session.input.pendingRow, row);
        verify(table.glowingGroups.indexOf(want.targetGroup) >= 0, "the meld does not glow");
        // A click on the glowing meld (over its cards) plays the card there.
        const g = session.groups.findIndex(x => x.number === want.targetGroup);
        const box = table.groupBox(g, session.groups[g].size);
        mouseClick(table, box.x + box.w / 2, box.y + box.h / 2);
        if (session.input.chooser.count > 0)  // a Joker whose rank is to be chosen
            session.input.chooseFromChooser(0);
        // The card left the hand for the meld's area.
        tryVerify(() => item.zone !== handZone, 120000);
        compare(session.zones[item.zone].kind, "meld");
    }

    // With two players an opponent's melds lie across the table, where the
    // chooser opens: it moves off the groups the card can join.
    function test_chooserLeavesTheGlowingGroupsInSight() {
        let tried = 0;
        for (let seed = 1; seed <= 12 && tried === 0; ++seed) {
            compare(session.start({ game: "janken-rummy", players: 2, seed: String(seed),
                                    seats: [{ kind: "human" }, { kind: "heuristic" }] }), "");
            // A lay-off onto the opponent's meld whose card has other moves
            // too (a click opens the chooser).
            const wanted = m => m.kind === "layoff"
                    && session.groups.find(g => g.number === m.targetGroup)?.seat !== session.viewer
                    && session.input.moves.filter(o => o.rows.indexOf(m.rows[0]) >= 0).length > 1;
            if (!playUntil(() => session.input.moves.some(wanted)))
                continue;
            const row = session.input.moves.find(wanted).rows[0];
            const onCard = pointOnCard(row);
            verify(onCard !== null, "the card shows nowhere");
            mouseClick(table, onCard.x, onCard.y);
            compare(session.input.pendingRow, row);
            const chooser = findChild(table, "chooser");
            tryVerify(() => chooser.visible && table.glowingBoxes.length > 0, 5000);
            waitForRendering(table);
            for (const b of table.glowingBoxes) {
                const clear = b.x >= chooser.x + chooser.width || b.x + b.w <= chooser.x
                        || b.y >= chooser.y + chooser.height || b.y + b.h <= chooser.y;
                verify(clear, "the chooser covers a glowing group (seed " + seed + ")");
            }
            ++tried;
        }
        verify(tried > 0, "no chooser with a lay-off came up");
    }

    function test_layOffByDroppingCardOnMeld() {
        startGame(6);
        verify(playUntil(() => layoff() !== undefined), "no lay-off came up");
        const want = layoff();
        const item = cardItem(want.rows[0]);
        const handZone = item.zone;
        // Nothing lies at the very corner of the table.
        compare(table.groupAt(1, 1), -1);
        const g = session.groups.findIndex(x => x.number === want.targetGroup);
        const frames = [];
        for (let i = 0; i < table.children.length; ++i)
            if (table.children[i].hasOwnProperty("box"))
                frames.push(table.children[i]);
        const frame = frames[g];
        compare(table.groupAt(frame.x + frame.width / 2, frame.y + frame.height / 2), want.targetGroup);
        table.dropAt(want.rows[0], frame.x + frame.width / 2, frame.y + frame.height / 2);
        if (session.input.chooser.count > 0)
            session.input.chooseFromChooser(0);
        tryVerify(() => item.zone !== handZone, 120000);
        compare(session.zones[item.zone].kind, "meld");
    }

    // A hand card dropped on the discard pile discards it; dropped on the
    // stock it stays, and the table says why.
    function test_discardByDroppingCardOnPile() {
        startGame(6);
        verify(playUntil(() => session.input.moves.some(m => m.kind === "discard")), "no discard came up");
        const want = session.input.moves.find(m => m.kind === "discard");
        const item = cardItem(want.rows[0]);
        const handZone = item.zone;
        const pile = session.zones.findIndex(z => z.kind === "discard");
        const stock = session.zones.findIndex(z => z.kind === "stock");
        // The middle of a pile: its top card's, or (empty) where its first card would lie.
        const middle = zone => {
            const n = table.zoneFill[zone];
            const spot = Layout.place(table.geo, table.zones, zone, Math.max(0, n - 1), Math.max(1, n), -1,
                                      session.viewer, 3, false);
            return { x: spot.x, y: spot.y };
        };
        const s = middle(stock);
        compare(table.zoneAt(s.x, s.y, want.rows[0]), stock);
        // Dragged out and let go back in the hand: it is only put back.
        const home = Qt.point(item.x, item.y);
        const from = pointOnCard(want.rows[0]);
        compare(table.zoneAt(from.x, from.y, want.rows[0]), handZone);
        mousePress(table, from.x, from.y);
        for (let step = 1; step <= 6; ++step)
            mouseMove(table, from.x, from.y - 15 * step);
        for (let step = 5; step >= 0; --step)
            mouseMove(table, from.x, from.y - 15 * step);
        mouseRelease(table, from.x, from.y);
        compare(item.zone, handZone);
        compare(session.input.explanation, "");
        compare(session.input.chooser.count, 0);
        compare(session.input.pendingRow, -1);
        tryCompare(item, "y", home.y);
        // Dragged with the mouse onto the stock: it stays, and goes back.
        dragCard(want.rows[0], s.x, s.y);
        verify(session.input.explanation.length > 0, "no reason given");
        compare(item.zone, handZone);
        tryCompare(item, "y", home.y);
        const p = middle(pile);
        compare(table.zoneAt(p.x, p.y, want.rows[0]), pile);
        dragCard(want.rows[0], p.x, p.y);
        tryVerify(() => item.zone === pile, 120000);
    }

    // A press on the stock that slides off it onto the open felt before the
    // release draws nothing; a click on it draws.
    function test_pressSlidOffACardClicksNothing() {
        startGame(6);
        verify(playUntil(() => session.input.moves.some(m => m.kind === "draw")), "no draw came up");
        const stock = session.zones.findIndex(z => z.kind === "stock");
        const n = table.zoneFill[stock];
        const spot = Layout.place(table.geo, table.zones, stock, n - 1, n, -1, session.viewer, 3, false);
        const row = table.cardAt(spot.x, spot.y);
        verify(row >= 0 && cardItem(row).zone === stock, "the stock shows nowhere");
        const felt = Qt.point(table.width / 2, table.geo.cy - table.geo.cardH * 1.6);
        compare(table.cardAt(felt.x, felt.y), -1);
        mousePress(table, spot.x, spot.y);
        for (let step = 1; step <= 6; ++step)
            mouseMove(table, spot.x + (felt.x - spot.x) * step / 6, spot.y + (felt.y - spot.y) * step / 6);
        mouseRelease(table, felt.x, felt.y);
        compare(table.zoneFill[stock], n);
        verify(session.input.moves.some(m => m.kind === "draw"), "the turn went on");
        mouseClick(table, spot.x, spot.y);
        tryVerify(() => table.zoneFill[stock] === n - 1, 5000, "a click on the stock drew nothing");
    }

    // A drag taken away before the card was let go (the window lost the
    // mouse) puts the card back on its spot.
    function test_cancelledDragPutsTheCardBack() {
        startGame(6);
        verify(playUntil(() => session.input.moves.some(m => m.kind === "discard")), "no discard came up");
        const item = cardItem(session.input.moves.find(m => m.kind === "discard").rows[0]);
        const home = Qt.point(item.x, item.y);
        const area = findChild(table, "cardMouse");
        mousePress(item, item.width / 2, item.height / 2);
        for (let step = 1; step <= 6; ++step)
            mouseMove(item, item.width / 2, item.height / 2 - 10 * step);
        verify(area.dragged, "the card was not dragged");
        verify(item.y < home.y - 20, "the card did not follow the mouse");
        area.visible = false;  // takes the mouse away from it, as a grab elsewhere would
        tryVerify(() => !area.pressed, 5000);
        verify(!area.dragged);
        tryCompare(item, "y", home.y);
        compare(item.x, home.x);
        area.visible = true;
        mouseRelease(item);
    }

    function test_suitCycleOnRequest() {
        startGame(7);
        const c = controls();
        verify(c !== null);
        const diagram = findChild(c, "suitCycle");
        verify(diagram !== null);
        verify(!diagram.visible);
        const button = findChild(c, "suitsButton");
        button.toggle();
        verify(button.checked);
        verify(diagram.visible);
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
