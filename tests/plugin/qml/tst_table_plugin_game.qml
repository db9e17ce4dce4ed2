// A game unknown to the table (registered by the test runner) played end to
// end at the real table: by bots, and by a person clicking highlighted cards.
// Its kitty, a kind of place no real game has, lies where its declared look
// says, face down as the look says though everyone knows its cards.
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

    function test_aNewKindOfPlaceLiesAsItsLookSays() {
        compare(session.start({ game: "test-high-trick", players: 2, seed: "5",
                                seats: [{ kind: "human", name: "Ann" }, { kind: "random" }] }), "");
        tryVerify(() => session.input.humanTurn && !session.busy, 120000);
        const zones = session.zones;
        const kitty = zones.findIndex(z => z.key === "kitty");
        verify(kitty >= 0);
        compare(zones[kitty].kind, "kitty");
        compare(zones[kitty].region, "centreSlot");
        compare(zones[kitty].slot, "upperRight");
        compare(zones[kitty].arrangement, "squared");
        const stock = zones.findIndex(z => z.key === "stock");
        const cards = cardItems().filter(c => c.zone === kitty);
        compare(cards.length, 2);
        const stockCards = cardItems().filter(c => c.zone === stock);
        verify(stockCards.length > 0);
        const g = table.geo;
        for (const c of cards) {
            // Everyone knows the kitty's cards, yet they lie face down.
            verify(!c.faceUp && !c.showingFace, "a kitty card lies face up");
            // The upper right slot beside the centre, smaller than the near piles.
            const x = c.x + c.width / 2, y = c.y + c.height / 2;
            verify(x > g.cx + 1.5 * g.cardW, "kitty card not right of the centre: " + x);
            verify(y < g.cy - 0.5 * g.cardH, "kitty card not above the centre: " + y);
            fuzzyCompare(c.scale, 0.7, 0.001);
            // Layer "over": above the stock (which lies under).
            verify(stockCards.every(s => c.z > s.z), "kitty under the stock");
        }
        // Squared up: the two cards lie nearly on each other, clear of the stock.
        verify(Math.hypot(cards[0].x - cards[1].x, cards[0].y - cards[1].y) < 5);
        verify(Math.abs(cards[0].x - stockCards[0].x) > g.cardW);
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
