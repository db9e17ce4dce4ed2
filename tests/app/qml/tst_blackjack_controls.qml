// Blackjack (school rules) at the table: the game's own controls replace the
// generic buttons and chooser, and show the turn's state from the engine's
// stats. Seeds are fixed deals: in seed 1 the person (seat 0) starts with 26
// cards including 9♦ 9♥ 9♠ A♠; in seed 11, after a pick-up, the bot passes
// three cards to the person.
import QtQuick
import QtTest
import Felt
import "../../../qml/table/TableLayout.js" as Layout

TestCase {
    id: testCase
    name: "BlackjackControls"
    when: windowShown
    // Shown, so that clicks reach the table (a TestCase is hidden by default).
    visible: true
    width: 1280
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

    function startTwoPlayers(seed) {
        compare(session.start({ game: "blackjack-school", players: 2, seed: String(seed),
                                seats: [{ kind: "human", name: "Me" }, { kind: "heuristic" }] }), "");
        tryVerify(() => session.input.humanTurn, 120000);
        tryVerify(() => findChild(table, "bjAction_pickup") !== null || findChild(table, "bjAction_end") !== null,
                  120000);
    }

    function cardItems() {
        const out = [];
        for (let i = 0; i < table.children.length; ++i) {
            const c = table.children[i];
            if (c.hasOwnProperty("showingFace") && c.hasOwnProperty("row"))
                out.push(c);
        }
        return out;
    }

    function handCard(rank, suit) {
        return cardItems().find(c => c.inViewerHand && c.rank === rank && c.suit === suit);
    }

    function genericPieces() {
        const out = [];
        for (let i = 0; i < table.children.length; ++i)
            if (table.children[i].hasOwnProperty("replaced"))
                out.push(table.children[i]);
        return out;
    }

    // Visible items called `name` (the pile marks exist once per card).
    function shown(name, item) {
        item = item ?? table;
        let out = [];
        for (let i = 0; i < item.children.length; ++i) {
            const c = item.children[i];
            if (!c.visible)
                continue;
            if (c.objectName === name)
                out.push(c);
            out = out.concat(shown(name, c));
        }
        return out;
    }

    function play(rank, suit) {
        const card = handCard(rank, suit);
        verify(card, "no " + rank + "/" + suit + " in the hand");
        session.input.clickCard(card.row);
    }

    function waitForTurnCards(n) {
        tryVerify(() => session.input.humanTurn && session.stats["turn_cards"] === n, 120000);
    }

    function test_buttonsCarryTheCostAndGenericPiecesStepAside() {
        startTwoPlayers(1);
        compare(genericPieces().length, 2);
        for (const piece of genericPieces()) {
            verify(piece.replaced);
            verify(!piece.visible);
        }
        compare(findChild(table, "bjAction_pickup").text, "Pick up 1 card");
        compare(findChild(table, "bjDirectionText").text, "Clockwise");
        compare(findChild(table, "bjNextText").text, "Next: Bot 2".replace("Bot 2", session.seatName(1)));

        play("9", 1);
        waitForTurnCards(1);
        compare(findChild(table, "bjAction_end").text, "End turn");
        play("9", 2);
        waitForTurnCards(2);
        // A lone pair is not capped: ending costs a card, and the button says so.
        compare(session.stats["end_cost"], 1);
        compare(findChild(table, "bjAction_end").text, "End turn (+1 card)");
        verify(findChild(table, "bjHint").text.indexOf("Not capped") === 0);
        // The gold bar runs under both cards of the turn.
        tryVerify(() => shown("bjTurnBar").length === 2, 120000);
    }

    function test_aceNamesItsSuitWithTheSuitButtons() {
        startTwoPlayers(1);
        play("9", 1);
        waitForTurnCards(1);
        play("9", 2);
        waitForTurnCards(2);
        play("A", 3);
        compare(session.input.chooser.count, 4);
        for (const piece of genericPieces())
            verify(!piece.visible);
        compare(findChild(table, "bjSuitTitle").text, "Which suit does your Ace of spades stand for?");
        const hearts = findChild(table, "bjSuit_2");
        verify(hearts && hearts.visible);
        // The cards' own symbol (CardArt.js), loaded.
        const symbol = findChild(table, "bjSuitSymbol_2");
        verify(String(symbol.source).endsWith("cards/hearts.svg"), String(symbol.source));
        tryVerify(() => symbol.status === Image.Ready, 120000);
        // The row of suits is laid out at the next polish.
        const panel = findChild(table, "bjSuitChooser");
        tryVerify(() => panel.height > hearts.height * 1.5, 120000);
        waitForRendering(table);
        mouseClick(hearts);
        waitForTurnCards(3);
        compare(session.input.chooser.count, 0);
        compare(session.stats["named_suit"], 2);
        tryVerify(() => shown("bjNamedSuit").length === 1, 120000);
        compare(findChild(table, "bjAction_end").text, "End turn");
    }

    // The first card of the game goes on an empty pile: the line under the
    // buttons says any card will do, not "match the top card" (there is none).
    function test_anEmptyPileTakesAnyCard() {
        compare(session.start({ game: "blackjack-school", players: 2, seed: "5",
                                seats: [{ kind: "human", name: "Me" }, { kind: "heuristic" }] }), "");
        tryVerify(() => session.input.humanTurn && findChild(table, "bjHint") !== null, 120000);
        const bar = findChild(table, "bjTurnButtons");
        const pile = bar.controls.pileZone;
        compare(bar.controls.zoneFill[pile], 0);  // the person plays first
        compare(findChild(table, "bjHint").text, "The pile is empty: any card will do, or pick up.");
    }

    function test_pendingPickUpShowsWhoFacesIt() {
        // The table as large as in Felt's first window (1200 x 780 less the
        // menu bar and the status line).
        testCase.width = 1200;
        testCase.height = 732;
        startTwoPlayers(11);
        mouseClick(findChild(table, "bjAction_pickup"));
        tryVerify(() => session.input.humanTurn && session.stats["pending_pickup"] > 0, 120000);
        const total = session.stats["pending_pickup"];
        const badge = findChild(table, "bjPickupBadge");
        verify(badge.visible);
        compare(badge.children[0].text, "+" + total);
        compare(findChild(table, "bjPickupText").text, "You must answer or pick up");
        compare(findChild(table, "bjAction_pickup").text, "Pick up " + total + " cards");
        // A card that cannot answer says why, in a message that leaves the
        // pick-up button whole.
        const stuck = cardItems().find(c => c.inViewerHand && !c.playable);
        verify(stuck, "every card answers the pick-up");
        session.input.clickCard(stuck.row);
        const toast = findChild(table, "toast");
        tryVerify(() => toast.visible, 5000, "no reason shown");
        waitForRendering(table);
        const button = findChild(table, "bjAction_pickup");
        const top = button.mapToItem(table, 0, 0).y;
        verify(toast.y + toast.height <= top, "the message covers the button: " + (toast.y + toast.height)
               + " > " + top);
    }

    function cleanup() {
        testCase.width = 1280;
        testCase.height = 760;
    }

    // 26 cards in a 2-player game: every card keeps a strip wide enough to read
    // and click its index, and the whole fan stays on the table.
    function test_bigHandStaysUsable() {
        startTwoPlayers(1);
        const hand = cardItems().filter(c => c.inViewerHand).sort((a, b) => a.x - b.x);
        compare(hand.length, 26);
        const g = table.geo;
        for (let i = 0; i < hand.length; ++i) {
            verify(hand[i].x >= 0 && hand[i].x + hand[i].width <= table.width);
            if (i > 0)
                verify(hand[i].x - hand[i - 1].x >= g.cardW * 0.25, "strip " + i);
        }
        // A click on the left strip of a card reaches that card.
        const target = handCard("9", 1);
        mouseClick(target, 10, target.height * 0.3);
        waitForTurnCards(1);
    }

    // The play pile fans out its last cards wide enough to read; older cards
    // lie squared up under them.
    function test_pileFansItsLastCards() {
        const g = Layout.geometry(1280, 760);
        const zones = [{ kind: "stock", owner: -1, region: "centreSlot", arrangement: "squared", slot: "left" },
                       { kind: "pile", owner: -1, region: "centre", arrangement: "fannedTop" }];
        const count = 30;
        const spots = [];
        for (let p = 0; p < count; ++p)
            spots.push(Layout.place(g, zones, 1, p, count, -1, 0, 2, false));
        const fan = Layout.pileFanSize();
        for (let p = count - fan + 1; p < count; ++p)
            verify(spots[p].x - spots[p - 1].x >= g.cardW * 0.4);
        for (let p = 0; p < count - fan; ++p)
            verify(spots[count - fan].x - spots[p].x < g.cardW * 0.1);
    }
}
