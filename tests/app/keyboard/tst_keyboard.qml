// One whole game of every game played with keys only: arrows to a card, Enter
// or Space to use it, Tab to the buttons (bids, draws, Play selected, a game's
// own controls), Space to press them; choosers open with their first move in
// focus and the round summary with Continue in focus. Moves are picked at
// random (seeded) among the person's legal moves, so every kind of decision
// comes up. Shortest options (lowest target scores) keep each game short.
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

    // Arrows until card `row` is in focus.
    function arrowTo(row) {
        toTable();
        for (let i = 0; i < 130 && table.focusRow !== row; ++i)
            keyClick(Qt.Key_Right);
        compare(table.focusRow, row, "the arrows do not reach card " + row);
    }

    function isButtonFor(f, move) {
        return f.text === move.label || f.objectName === "bjAction_" + move.kind;
    }

    // Carries out `move` with keys; true once the game took a move.
    function play(move) {
        const before = moved.count;
        if (move.rows.length === 0 || move.owned) {
            verify(tabTo(f => isButtonFor(f, move), 80), "no button in focus for " + move.label);
            keyClick(Qt.Key_Space);
        } else if (move.rows.length === 1) {
            arrowTo(move.rows[0]);
            keyClick(Qt.Key_Return);
            if (moved.count === before && session.input.chooser.count > 0) {
                // The chooser opened with its first move in focus; find ours.
                if (!tabTo(f => f.text === move.label, 40))
                    tabTo(f => String(f.objectName).startsWith("bjSuit_") || f.text === move.label, 40);
                keyClick(Qt.Key_Space);
            }
        } else {
            for (const row of move.rows) {
                arrowTo(row);
                keyClick(Qt.Key_Return);
                if (session.input.chooser.count > 0) {
                    verify(tabTo(f => f.text === "Select it for a combination", 40));
                    keyClick(Qt.Key_Space);
                }
            }
            verify(tabTo(f => String(f.text).startsWith("Play selected"), 60), "no Play selected button");
            keyClick(Qt.Key_Space);
            if (moved.count === before && session.input.chooser.count > 0)
                keyClick(Qt.Key_Space);
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
        const problem = session.start({ game: g.id, players: g.minPlayers, seed: "5",
                                        options: shortOptions(g), seats: [{ kind: "human", name: "Kim" }] });
        compare(problem, "");
        let decisions = 0;
        for (let step = 0; step < 3000 && !session.gameOver; ++step) {
            tryVerify(() => session.input.humanTurn || session.roundOver || session.gameOver, 60000);
            if (session.gameOver)
                break;
            if (session.roundOver) {
                keyClick(Qt.Key_Space);  // Continue has the focus
                tryVerify(() => !session.roundOver, 120000, "Space did not continue after the round");
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
        console.log(g.id + ": " + decisions + " decisions made with keys");
        verify(session.gameOver, "the game did not end");
        verify(decisions > 5, decisions + " decisions");
    }
}
