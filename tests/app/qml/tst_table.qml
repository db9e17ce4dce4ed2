import QtQuick
import QtTest
import Felt

TestCase {
    id: testCase
    name: "Table"
    when: windowShown
    width: 1000
    height: 700

    GameSession {
        id: session
        view.animationSpeed: 3
    }
    GameCatalog {
        id: catalog
    }
    Table {
        id: table
        anchors.fill: parent
        session: session
    }
    SetupPanel {
        id: setup
        session: session
        catalog: catalog
        visible: false
    }
    SignalSpy {
        id: plateSpy
        target: table
        signalName: "plateBoxesChanged"
    }
    SignalSpy {
        id: finished
        target: session
        signalName: "gameFinished"
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

    function test_aBotGameShowsOneItemPerCard() {
        finished.clear();
        const problem = session.start({ game: "jabberwocky", players: 4, seed: "3",
                                        seats: [{ kind: "random" }, { kind: "random" },
                                                { kind: "random" }, { kind: "random" }] });
        compare(problem, "");
        compare(cardItems().length, session.cards.rowCount());
        finished.wait(120000);
        verify(session.gameOver);
        compare(cardItems().length, 52);
        for (const c of cardItems())
            verify(c.showingFace === c.faceUp);
    }

    // Won tricks lie beside their winner's name plate and follow it; no
    // other card reads the plates (each was laid out again whenever a plate
    // moved), and a plate reported where it already lies changes nothing.
    function test_onlyCardsPlacedByThePlatesFollowThem() {
        finished.clear();
        compare(session.start({ game: "jabberwocky", players: 3, seed: "4",
                                seats: [{ kind: "human" }, { kind: "random" }, { kind: "random" }] }), "");
        const inRegion = (c, region) => c.zone >= 0 && session.zones[c.zone].region === region;
        const besidePlates = () => cardItems().filter(c => inRegion(c, "ownersPlate"));
        // The person plays the first move each turn until a trick was won.
        for (let turn = 0; turn < 100 && besidePlates().length === 0; ++turn) {
            tryVerify(() => session.input.humanTurn || session.gameOver, 120000);
            if (besidePlates().length > 0 || session.gameOver)
                break;
            session.input.playMove(0);
        }
        const won = besidePlates();
        verify(won.length > 0, "no won card lies beside a plate: " + JSON.stringify(session.zones.map(z => z.region)));
        const viewer = session.viewer;
        const botHands = cardItems().filter(c => inRegion(c, "ownersEdge")
                                                 && session.zones[c.zone].owner !== viewer);
        verify(botHands.length > 0, "no bot holds a card");
        const others = cardItems().filter(c => won.indexOf(c) < 0 && botHands.indexOf(c) < 0);
        verify(others.length > 0);
        for (const c of won.concat(botHands))
            verify(c.readsPlates, "card " + c.row + " does not follow the plates");
        for (const c of others)
            verify(!c.readsPlates, "card " + c.row + " reads the plates");

        // A won card follows its plate; a card away from the plates stays.
        const card = won[0];
        const owner = session.zones[card.zone].owner;
        const other = others[0];
        const otherSpot = other.spot;
        const spySpot = card.spot;
        const same = table.plateBoxes[owner];
        plateSpy.clear();
        table.setPlateBox(owner, { x: same.x, y: same.y, w: same.w, h: same.h });
        compare(plateSpy.count, 0);
        compare(card.spot, spySpot);
        table.setPlateBox(owner, { x: same.x + 200, y: same.y, w: same.w, h: same.h });
        compare(plateSpy.count, 1);
        verify(Math.abs(card.spot.x - spySpot.x - 200) < 1, "the won card did not follow its plate");
        verify(other.spot === otherSpot, "a card away from the plates was laid out again");
        table.setPlateBox(owner, same);

        // A bot's hand moves off a plate laid over it.
        const held = botHands[0];
        const holder = session.zones[held.zone].owner;
        const heldSpot = held.spot;
        const itsPlate = table.plateBoxes[holder];
        table.setPlateBox(holder, { x: heldSpot.x - 20, y: heldSpot.y - 10, w: 40, h: 20 });
        verify(held.spot.x !== heldSpot.x || held.spot.y !== heldSpot.y, "a bot's hand stays under its plate");
        table.setPlateBox(holder, itsPlate);
        compare(held.spot, heldSpot);
    }

    function test_humanSeesOwnHandAndButtons() {
        compare(session.start({ game: "jabberwocky", players: 3, seed: "4",
                                seats: [{ kind: "human", name: "Me" }, {}, {}] }), "");
        tryVerify(() => session.input.humanTurn, 120000);
        const up = cardItems().filter(c => c.inViewerHand && c.showingFace);
        verify(up.length > 0);
        for (const c of cardItems())
            if (!c.faceUp)
                compare(c.rank, "");
        // Jabberwocky starts with bids: buttons, not cards.
        verify(session.input.actions.count > 0);
        verify(session.input.humanActionTexts.some(t => t.startsWith("bid ")));
        session.input.chooseAction(0);
        // The bid was taken: at the human's next turn (a card to play in this
        // hand) no bid is offered any more. The ceiling only matters on a hang.
        tryVerify(() => session.input.humanTurn
                  && !session.input.humanActionTexts.some(t => t.startsWith("bid ")), 120000,
                  "the chosen bid was not applied");
    }

    function test_keyboardWalksPlayableCards() {
        compare(session.start({ game: "jabberwocky", players: 3, seed: "8",
                                seats: [{ kind: "human" }, {}, {}] }), "");
        tryVerify(() => session.input.humanTurn, 120000);
        while (session.input.actions.count > 0) {
            session.input.chooseAction(0);
            tryVerify(() => session.input.humanTurn || session.gameOver, 120000);
        }
        // Coming to the table shows a card in focus; arrows walk the playable ones.
        table.forceActiveFocus();
        // (The focus is placed when the event loop comes round.)
        tryVerify(() => table.focusRow >= 0, 120000);
        const first = table.focusRow;
        keyClick(Qt.Key_Right);
        const playable = table.cardItems().filter(c => c.playable).length;
        verify(table.focusRow >= 0 && (playable === 1 || table.focusRow !== first),
               "focus " + first + " -> " + table.focusRow + " of " + playable);
        verify(table.cardItems().some(c => c.row === table.focusRow && c.playable));
        // Esc closes what is open but keeps the focus visible.
        keyClick(Qt.Key_Escape);
        verify(table.focusRow >= 0);
    }

    function test_setupPanelOffersOnlyValidSetups() {
        setup.load({});
        compare(setup.game.id, catalog.games[0].id);
        verify(setup.players >= setup.game.minPlayers && setup.players <= setup.game.maxPlayers);
        compare(setup.error, "");
        setup.players = setup.game.maxPlayers + 1;
        verify(setup.error.length > 0);
        setup.load({ game: "jabberwocky", players: 5, seats: [{ name: "Ann", kind: "human" }] });
        compare(setup.players, 5);
        compare(setup.seats[0].name, "Ann");
        compare(setup.setup().seats.length, 5);
    }

    // An option the players need (two decks for ten) shows as the game will
    // use it: unticked by the person, the box ticks itself again and the line
    // beside it says why. With fewer players the person's choice holds.
    function test_aNeededOptionShowsAsTheGameUsesIt() {
        setup.load({ game: "jumpstart", players: 10 });
        const row = findChild(setup, "option_two_decks");
        verify(row);
        const box = findChild(row, "flagBox");
        verify(box && box.checked);
        const note = findChild(row, "note");
        const description = note.text;
        box.toggle();  // as a click does (the panel is not shown here)
        box.toggled();
        compare(setup.options.two_decks, "false");
        verify(box.checked);
        compare(setup.setup().options.two_decks, "true");
        verify(note.text !== description);
        verify(note.text.indexOf("two decks") >= 0, note.text);
        setup.players = 5;
        verify(!box.checked);
        compare(note.text, description);
    }

    // View > High contrast recolours the felt and plates from the theme, and
    // View > Large print draws the cards a quarter larger and the text larger.
    function test_highContrastAndLargePrint() {
        compare(session.start({ game: "jabberwocky", players: 3, seed: "4",
                                seats: [{ kind: "human" }, {}, {}] }), "");
        tryVerify(() => session.input.humanTurn, 120000);
        const badges = [];
        for (let i = 0; i < table.children.length; ++i)
            if (table.children[i].hasOwnProperty("seatName"))
                badges.push(table.children[i]);
        compare(badges.length, 3);
        const plainPlate = table.theme.plate;
        const cardH = table.geo.cardH;
        session.view.highContrast = true;
        verify(!Qt.colorEqual(table.theme.plate, plainPlate));
        for (const b of badges)
            verify(Qt.colorEqual(b.color, b.acting ? table.theme.plateActing : table.theme.plate));
        session.view.largePrint = true;
        fuzzyCompare(table.geo.cardH, cardH * 1.25, 0.01);
        verify(table.textScale > 1);
        session.view.highContrast = false;
        session.view.largePrint = false;
        compare(table.geo.cardH, cardH);
    }

    // Seats keep names that read as names in every sentence ("Player 1 bids 2",
    // "Pass the screen to Player 2"): never "You"; a default name follows its
    // seat's kind, a typed one stays.
    function test_defaultSeatNamesFollowTheirKind() {
        setup.load({ game: "jabberwocky", players: 4, seats: [{ name: "You", kind: "human" }] });
        compare(setup.seats[0].name, "Player 1");
        compare(setup.seats[1].name, "Bot 2");
        setup.setSeat(1, "kind", "human");
        compare(setup.seats[1].name, "Player 2");
        setup.setSeat(1, "kind", "expert");
        compare(setup.seats[1].name, "Bot 2");
        setup.setSeat(2, "name", "Cleo");
        setup.setSeat(2, "kind", "human");
        compare(setup.seats[2].name, "Cleo");
        setup.load({});
        for (let i = 0; i < setup.players; ++i)
            verify(setup.seats[i].name !== "You");
    }
}
