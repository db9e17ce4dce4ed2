// One whole game of every game played with keys only: arrows to a card, Enter
// or Space to use it, Tab to the buttons (bids, draws, Play selected, a game's
// own controls), Enter or Space to press them; choosers open with their first
// move in focus and the arrows walk them; the round summary opens with
// Continue in focus and Enter continues. Moves are picked at random (seeded)
// among the person's legal moves, so every kind of decision comes up.
// Shortest options (lowest target scores) keep each game short.
// Then each rule on its own: Return, Enter and Space press every kind of
// button, the arrows move along a row of choices and stop at its ends, the
// Ace's suit chooser answers Right×3 and Enter, Tab goes from the hand to the
// game's own buttons before Undo, Hint and Scores, the hand-over screen takes
// Enter, and the card in focus wears the theme's ring.
import QtQuick
import QtTest
import Felt

TestCase {
    id: testCase
    name: "Keyboard"
    when: windowShown
    visible: true
    width: 1280
    height: 800

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
    // A row of each kind of button, with one hidden among them (skipped).
    Component {
        id: feltRow
        Row {
            id: row
            property var presses: []
            Repeater {
                model: 4
                delegate: FeltButton {
                    required property int index
                    objectName: "b" + index
                    text: "Felt " + index
                    onClicked: row.presses = row.presses.concat([index])
                }
            }
            FeltButton {
                text: "Hidden"
                visible: false
            }
        }
    }
    Component {
        id: tableColumn
        Column {
            id: column
            property var presses: []
            TableButton {
                text: "Hidden"
                visible: false
            }
            Repeater {
                model: 4
                delegate: TableButton {
                    required property int index
                    objectName: "b" + index
                    text: "Table " + index
                    onClicked: column.presses = column.presses.concat([index])
                }
            }
        }
    }

    SignalSpy {
        id: moved
        target: session
        signalName: "moved"
    }

    property int seed: 1
    function random(n) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed % n;
    }

    function focused() {
        return testCase.Window.activeFocusItem;
    }

    // Presses Tab until the item in focus passes `wanted` (at most `limit` times).
    function tabTo(wanted, limit) {
        for (let i = 0; i < limit; ++i) {
            const f = focused();
            if (f && f.visible && f.enabled && wanted(f))
                return true;
            keyClick(Qt.Key_Tab);
        }
        return false;
    }

    function toTable() {
        verify(tabTo(f => f === table, 60), "Tab never reaches the table");
    }

    // Arrows until card `row` is in focus (they stop at either end of the hand).
    function arrowTo(row) {
        toTable();
        for (const key of [Qt.Key_Right, Qt.Key_Left])
            for (let i = 0; i < 130 && table.focusRow !== row; ++i)
                keyClick(key);
        compare(table.focusRow, row, "the arrows do not reach card " + row);
    }

    // Presses the button in focus with Return, Enter or Space (in turn, at random).
    function press() {
        keyClick([Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space][random(3)]);
    }

    // Down (or Up from the end) until `wanted` holds the focus, in a chooser.
    function arrowToButton(wanted) {
        for (const key of [Qt.Key_Down, Qt.Key_Up])
            for (let i = 0; i < 40 && !(focused() && wanted(focused())); ++i)
                keyClick(key);
        return focused() && wanted(focused());
    }

    function isButtonFor(f, move) {
        return f.text === move.label || f.objectName === "bjAction_" + move.kind;
    }

    // Carries out `move` with keys; true once the game took a move.
    function play(move) {
        const before = moved.count;
        if (move.rows.length === 0 || move.owned) {
            verify(tabTo(f => isButtonFor(f, move), 80), "no button in focus for " + move.label);
            press();
        } else if (move.rows.length === 1) {
            arrowTo(move.rows[0]);
            keyClick(Qt.Key_Return);
            if (moved.count === before && session.input.chooser.count > 0) {
                // The chooser opened with its first move in focus; the arrows find ours.
                tryVerify(() => focused() !== table, 5000, "the chooser did not take the focus");
                if (!arrowToButton(f => f.text === move.label))
                    verify(arrowToButton(f => String(f.objectName).startsWith("bjSuit_")), "no move in focus");
                press();
            }
        } else {
            for (const row of move.rows) {
                arrowTo(row);
                keyClick(Qt.Key_Return);
                if (session.input.chooser.count > 0) {
                    tryVerify(() => focused() !== table, 5000, "the chooser did not take the focus");
                    // Gathering a combination comes first, not a move that may end the turn.
                    compare(focused().text, "Select it for a combination");
                    press();
                }
            }
            verify(tabTo(f => String(f.text).startsWith("Play selected"), 60), "no Play selected button");
            press();
            if (moved.count === before && session.input.chooser.count > 0) {
                tryVerify(() => focused() && focused().visible && focused() !== table, 5000);
                press();
            }
        }
        return moved.count > before;
    }

    function shortOptions(game) {
        const options = {};
        for (const o of game.options)
            if (o.type === "int")
                options[o.key] = String(o.minValue);
        return catalog.normalizedOptions(game.id, game.minPlayers, options);
    }

    function test_wholeGameWithKeysOnly_data() {
        return catalog.games.filter(g => !g.id.startsWith("test-")).map(g => ({ tag: g.id, game: g }));
    }

    function test_wholeGameWithKeysOnly(data) {
        const g = data.game;
        seed = 7;
        moved.clear();
        session.view.roundSummaries = true;  // each round ends on its summary
        const problem = session.start({ game: g.id, players: g.minPlayers, seed: "5",
                                        options: shortOptions(g), seats: [{ kind: "human", name: "Kim" }] });
        compare(problem, "");
        let decisions = 0, summaries = 0;
        for (let step = 0; step < 3000 && !session.gameOver; ++step) {
            tryVerify(() => session.input.humanTurn || session.roundOver || session.gameOver, 60000);
            if (session.gameOver)
                break;
            if (session.roundOver) {
                tryVerify(() => focused() && focused().objectName === "continueRound", 5000,
                          "Continue is not in focus on the round's summary");
                keyClick(Qt.Key_Return);
                tryVerify(() => !session.roundOver, 120000, "Enter did not continue after the round");
                ++summaries;
                continue;
            }
            // Optional moves of a game's own controls (trade offers, concede)
            // are left alone, as most players do.
            const moves = session.input.moves.filter(m => !(m.owned && (m.kind === "offer" || m.kind === "concede")));
            const mine = moves.filter(m => !m.owned);
            const pool = mine.length > 0 ? mine : moves;
            verify(pool.length > 0, "a decision without a move");
            const move = pool[random(pool.length)];
            verify(play(move), "the keys did not make the move " + move.label);
            ++decisions;
        }
        console.log(g.id + ": " + decisions + " decisions made with keys, " + summaries + " summaries continued");
        verify(session.gameOver, "the game did not end");
        verify(decisions > 5, decisions + " decisions");
    }

    function cleanup() {
        session.view.highContrast = false;
        session.view.roundSummaries = false;
        testCase.height = 800;
    }

    // The score sheet's earlier rounds can be read with the keys: Home, Page
    // Down and End scroll its rounds while Continue keeps the focus (a small
    // window, so that four rounds fill more than the sheet shows).
    function test_scoreSheetScrollsWithKeys() {
        testCase.height = 330;
        session.view.roundSummaries = true;
        compare(session.start({ game: "madjack", players: 2, seed: "4",
                                seats: [{ kind: "casual" }, { kind: "casual" }] }), "");
        let rounds = null;
        for (let i = 0; i < 40; ++i) {
            tryVerify(() => session.roundOver || session.gameOver, 120000, "no round ended");
            const sheet = table.sheet;
            rounds = sheet ? findChild(sheet, "rounds") : null;
            if (session.gameOver || (rounds && rounds.contentHeight > rounds.height + 20))
                break;
            tryVerify(() => focused() && focused().objectName === "continueRound", 5000);
            keyClick(Qt.Key_Return);
            tryVerify(() => !session.roundOver, 5000);
        }
        verify(rounds && rounds.contentHeight > rounds.height + 20, "the rounds never filled the sheet");
        tryVerify(() => rounds.atYEnd, 5000, "the sheet does not open on the last round");
        keyClick(Qt.Key_Home);
        tryVerify(() => rounds.atYBeginning, 5000, "Home did not go to the first round");
        const top = rounds.contentY;
        keyClick(Qt.Key_PageDown);
        verify(rounds.contentY > top, "Page Down did not scroll");
        keyClick(Qt.Key_PageUp);
        compare(rounds.contentY, top);
        keyClick(Qt.Key_End);
        tryVerify(() => rounds.atYEnd, 5000, "End did not go to the last round");
        if (session.roundOver)
            compare(focused().objectName, "continueRound");
    }

    // The round's summary opens with Continue in focus, and Enter continues
    // (MadJack, two bots: seed 4 ends its first round with the game going on).
    function test_roundSummaryTakesEnter() {
        session.view.roundSummaries = true;
        compare(session.start({ game: "madjack", players: 2, seed: "4",
                                seats: [{ kind: "casual" }, { kind: "casual" }] }), "");
        tryVerify(() => session.roundOver, 120000, "no round summary");
        tryVerify(() => focused() && focused().objectName === "continueRound", 5000,
                  "Continue is not in focus on the round's summary");
        keyClick(Qt.Key_Return);
        tryVerify(() => !session.roundOver, 5000, "Enter did not continue after the round");
    }

    function startGame(game, players, seed, seats) {
        compare(session.start({ game: game, players: players, seed: seed, seats: seats }), "");
        tryVerify(() => session.input.humanTurn, 120000);
    }

    function test_buttonsAnswerEnterAndArrows_data() {
        return [{ tag: "FeltButton (panels, dialogs, a game's controls)", component: feltRow, clickFocuses: true },
                { tag: "TableButton (the table's bar and chooser)", component: tableColumn, clickFocuses: false }];
    }

    // Return, Enter and Space press the button in focus, once each; the
    // arrows walk the row in both axes and stop at its ends.
    function test_buttonsAnswerEnterAndArrows(data) {
        const row = createTemporaryObject(data.component, testCase, { z: 5000 });
        const button = i => findChild(row, "b" + i);
        button(0).forceActiveFocus(Qt.TabFocusReason);
        for (const key of [Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space])
            keyClick(key);
        compare(JSON.stringify(row.presses), "[0,0,0]", "Return, Enter and Space press the button once each");
        for (let i = 0; i < 3; ++i)
            keyClick(Qt.Key_Right);
        compare(focused(), button(3), "Right×3 from the first goes to the fourth");
        keyClick(Qt.Key_Right);
        compare(focused(), button(3), "the last stays in focus (the hidden one is skipped)");
        keyClick(Qt.Key_Up);
        compare(focused(), button(2));
        for (let i = 0; i < 3; ++i)
            keyClick(Qt.Key_Left);
        compare(focused(), button(0), "the first stays in focus");
        keyClick(Qt.Key_Down);
        compare(focused(), button(1));
        keyClick(Qt.Key_Enter);
        compare(JSON.stringify(row.presses), "[0,0,0,1]");
        // A button the mouse gave the focus leaves the arrows to its panel
        // (the replay bar steps with them).
        if (data.clickFocuses) {
            mouseClick(button(2));
            verify(button(2).activeFocus);
            keyClick(Qt.Key_Right);
            compare(focused(), button(2), "an arrow moved away from a clicked button");
        }
    }

    // Blackjack's Ace: the suit chooser opens with the first suit in focus;
    // Right three times and Enter name the fourth suit on the row, Spades (the
    // row reads Clubs, Diamonds, Hearts, Spades, the engine's order of suits).
    function test_aceSuitChooserTakesArrowsAndEnter() {
        startGame("blackjack-school", 2, "1", [{ kind: "human", name: "Kim" }, { kind: "heuristic" }]);
        // In seed 1 Kim holds 9♦ 9♥ 9♠ A♠ (tst_blackjack_controls): two nines, then the Ace.
        const playCard = (rank, suit) => {
            const card = table.cardItems().find(c => c && c.inViewerHand && c.rank === rank && c.suit === suit);
            verify(card, "no " + rank + "/" + suit + " in the hand");
            arrowTo(card.row);
            keyClick(Qt.Key_Return);
        };
        playCard("9", 1);
        tryVerify(() => session.input.humanTurn && session.stats["turn_cards"] === 1, 120000);
        playCard("9", 2);
        tryVerify(() => session.input.humanTurn && session.stats["turn_cards"] === 2, 120000);
        playCard("A", 3);
        tryVerify(() => focused() && String(focused().objectName).startsWith("bjSuit_"), 5000,
                  "the suit chooser did not take the focus");
        compare(focused().text, "Clubs", "the first suit is in focus");
        for (let i = 0; i < 3; ++i)
            keyClick(Qt.Key_Right);
        compare(focused().text, "Spades", "Right×3 goes to the fourth suit");
        const suit = focused().suit;
        keyClick(Qt.Key_Return);
        tryVerify(() => session.stats["turn_cards"] === 3 && session.input.chooser.count === 0, 120000,
                  "Enter did not name the suit");
        compare(session.stats["named_suit"], suit);
    }

    function test_tabGoesToTheGamesButtonsBeforeUndo_data() {
        return [
            { tag: "blackjack-school (its own turn buttons)", game: "blackjack-school", players: 2, seed: "1",
              own: f => String(f.objectName).startsWith("bjAction_") },
            { tag: "janken-rummy (its Suits button)", game: "janken-rummy", players: 2, seed: "3",
              own: f => f.objectName === "suitsButton" },
            { tag: "jabberwocky (the bids on the action bar)", game: "jabberwocky", players: 3, seed: "8",
              own: f => String(f.text).startsWith("Bid ") }
        ];
    }

    // From the hand, Tab reaches the game's own buttons first, then the
    // generic Undo, Hint and Scores, in that order, and then the hand again.
    function test_tabGoesToTheGamesButtonsBeforeUndo(data) {
        const seats = [{ kind: "human", name: "Kim" }];
        startGame(data.game, data.players, data.seed, seats);
        tryVerify(() => session.input.moves.length > 0, 120000);
        table.forceActiveFocus(Qt.TabFocusReason);
        const order = [];
        for (let i = 0; i < 40; ++i) {
            keyClick(Qt.Key_Tab);
            if (focused() === table)
                break;
            order.push(focused());
        }
        const names = order.map(f => f.text || f.objectName).join(" | ");
        compare(focused(), table, "Tab does not come back to the hand: " + names);
        const generic = ["Undo", "Hint", "Scores"];
        const at = generic.map(t => order.findIndex(f => f.text === t));
        compare(JSON.stringify(order.slice(order.length - 3).map(f => f.text)), JSON.stringify(generic),
                "Undo, Hint and Scores come last: " + names);
        const own = order.findIndex(f => data.own(f));
        verify(own >= 0 && own < at[0], "the game's own button is not reached before Undo: " + names);
    }

    // Hot seat: the hand-over screen opens with its button in focus, and Enter
    // shows the next person's cards.
    function test_handOverTakesEnter() {
        compare(session.start({ game: "jabberwocky", players: 3, seed: "8",
                                seats: [{ kind: "human", name: "Ann" }, { kind: "human", name: "Ben" }] }), "");
        tryVerify(() => session.handoverSeat >= 0, 120000, "no hand-over");
        tryVerify(() => focused() && String(focused().text).startsWith("I am "), 5000,
                  "the hand-over's button is not in focus");
        keyClick(Qt.Key_Return);
        tryVerify(() => session.handoverSeat < 0, 5000, "Enter did not end the hand-over");
    }

    // After a hand-over the cards have the keyboard: one is in focus, and
    // Return plays it (hot-seat MadJack, every move a card).
    function test_theCardsHaveTheKeyboardAfterAHandOver() {
        compare(session.start({ game: "madjack", players: 2, seed: "3",
                                seats: [{ kind: "human", name: "Ann" }, { kind: "human", name: "Ben" }] }), "");
        for (let i = 0; i < 2; ++i) {
            tryVerify(() => session.handoverSeat >= 0, 120000, "no hand-over");
            tryVerify(() => focused() && String(focused().text).startsWith("I am "), 5000);
            keyClick(Qt.Key_Return);
            tryVerify(() => session.handoverSeat < 0 && session.input.humanTurn, 5000);
            tryVerify(() => table.activeFocus && table.focusRow >= 0, 5000,
                      "no card in focus after the hand-over");
            const before = moved.count;
            keyClick(Qt.Key_Return);
            tryVerify(() => moved.count > before, 5000, "Return did not play the card in focus");
        }
    }

    // A button pressed that goes away with its move (a bid) hands the
    // keyboard back to the cards: a card is in focus when the turn comes.
    function test_theCardsTakeTheKeyboardBackWhenTheButtonGoes() {
        startGame("jabberwocky", 3, "8", [{ kind: "human" }]);
        verify(session.input.actions.count > 0, "no bid to make");
        verify(tabTo(f => f !== table && String(f.text).startsWith("Bid"), 60), "no bid button in focus");
        press();
        tryVerify(() => session.input.humanTurn && session.input.actions.count === 0, 120000,
                  "no card to play came");
        tryVerify(() => table.activeFocus && table.focusRow >= 0, 5000, "no card in focus after the bid");
        keyClick(Qt.Key_Right);
        verify(table.focusRow >= 0);
    }

    // Scores pressed mid-round: the sheet opens with Close in focus, Enter
    // closes it, and the cards have the keyboard again.
    function test_scoresOpenWithCloseInFocus() {
        startGame("jabberwocky", 3, "8", [{ kind: "human" }]);
        verify(tabTo(f => f.text === "Scores", 60), "no Scores button");
        press();
        tryVerify(() => table.showScores && focused() && focused().objectName === "closeScores", 5000,
                  "Close is not in focus on the sheet");
        keyClick(Qt.Key_Return);
        tryVerify(() => !table.showScores, 5000, "Enter did not close the sheet");
        tryVerify(() => table.activeFocus, 5000, "the cards did not get the keyboard back");
    }

    function test_cardInFocusWearsTheThemesRing_data() {
        return [{ tag: "standard", highContrast: false }, { tag: "high contrast", highContrast: true }];
    }

    // The ring round the card in focus takes the theme's focus colours (their
    // contrast on a white card and on the felt is tst_theme's), outside the
    // card's face.
    function test_cardInFocusWearsTheThemesRing(data) {
        session.view.highContrast = data.highContrast;
        startGame("jabberwocky", 3, "8", [{ kind: "human" }]);
        while (session.input.actions.count > 0) {
            session.input.chooseAction(0);
            tryVerify(() => session.input.humanTurn || session.gameOver, 120000);
        }
        toTable();
        tryVerify(() => table.focusRow >= 0, 5000);
        const frame = findChild(table, "cardFocusFrame");
        const line = findChild(frame, "cardFocusLine");
        const card = table.cardItems().find(c => c && c.row === table.focusRow);
        verify(frame.visible && line.visible && frame.parent === card);
        verify(Qt.colorEqual(line.border.color, table.theme.focus), String(line.border.color));
        verify(Qt.colorEqual(frame.border.color, table.theme.focusHalo), String(frame.border.color));
        verify(line.border.width >= 3 && frame.border.width >= 2);
        // The line lies round the card's edge, the halo round the line.
        const lineBox = line.mapToItem(card, 0, 0, line.width, line.height);
        verify(lineBox.x <= -line.border.width + 0.5 && lineBox.width >= card.width + 2 * line.border.width - 1,
               JSON.stringify(lineBox));
        // One ring at a time: a button in focus wears its own, and the card's
        // comes back with the keyboard.
        verify(tabTo(f => f !== table, 60), "Tab never leaves the cards");
        verify(!frame.visible, "the card keeps its ring while a button has the focus");
        toTable();
        verify(frame.visible);
    }

    // Played with the mouse, the table shows no focus ring (it covered the
    // glow of the card it sat on); the next key shows it where it was, and
    // only the key after moves it.
    function test_theMouseHidesTheCardsRing() {
        startGame("madjack", 2, "3", [{ kind: "human" }]);
        tryVerify(() => session.input.humanTurn, 120000);
        toTable();
        tryVerify(() => table.focusRow >= 0, 5000);
        verify(table.cardItems().filter(c => c && c.playable).length > 1);
        const frame = findChild(table, "cardFocusFrame");
        verify(frame.visible);
        const row = table.focusRow;
        mouseMove(table, table.width / 2, table.height / 3);
        mouseMove(table, table.width / 2 + 20, table.height / 3 + 10);
        tryVerify(() => !frame.visible, 5000, "the ring shows under the mouse");
        keyClick(Qt.Key_Right);
        verify(frame.visible);
        compare(table.focusRow, row);
        keyClick(Qt.Key_Right);
        verify(table.focusRow !== row);
        verify(!table.mouseInUse);
    }
}
