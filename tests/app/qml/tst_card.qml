import QtQuick
import QtTest
import Felt

TestCase {
    id: testCase
    name: "Card"
    when: windowShown
    width: 400
    height: 300

    Component {
        id: cardComponent
        Card { flipMs: 0 }
    }

    function test_faceDownShowsNoFace() {
        const card = createTemporaryObject(cardComponent, testCase, { rank: "", suit: -1, faceUp: false });
        verify(card);
        verify(!card.showingFace);
        compare(card.symbol.toString(), "");
    }

    function test_faceUpShowsSuitArt() {
        const card = createTemporaryObject(cardComponent, testCase, { rank: "Q", suit: 2, faceUp: true });
        verify(card.showingFace);
        verify(card.court);
        verify(card.symbol.toString().endsWith("cards/hearts.svg"));
        compare(card.inkColour, "#c8102e");
    }

    function test_fourColourSuits() {
        const card = createTemporaryObject(cardComponent, testCase, { rank: "7", suit: 1, faceUp: true });
        verify(card.symbol.toString().endsWith("cards/diamonds.svg"));
        card.fourColour = true;
        verify(card.symbol.toString().endsWith("cards/diamonds-4c.svg"));
        compare(card.inkColour, "#1f5fc4");
        card.suit = 0;
        verify(card.symbol.toString().endsWith("cards/clubs-4c.svg"));
    }

    function test_jankenSuitsAndJokers() {
        const names = ["rock", "paper", "scissors", "water", "lizard"];
        const card = createTemporaryObject(cardComponent, testCase, { rank: "5", janken: true, faceUp: true });
        for (let s = 0; s < 5; ++s) {
            card.suit = s;
            verify(card.symbol.toString().endsWith("cards/" + names[s] + ".svg"), names[s]);
        }
        card.janken = false;
        card.joker = true;
        card.rank = "*";
        card.suit = 1;
        verify(card.symbol.toString().endsWith("cards/joker-red.svg"));
    }

    // A card that can be played, is chosen or is hinted has its ring in the
    // table's colour (thicker for a hint); other cards have none at all.
    function test_ringOnlyWhileItShows() {
        const card = createTemporaryObject(cardComponent, testCase,
                                           { rank: "7", suit: 0, faceUp: true, theme: session.view.theme });
        compare(findChild(card, "ring"), null);
        card.playable = true;
        let ring = findChild(card, "ring");
        verify(ring, "no ring round a playable card");
        compare(ring.border.color, session.view.theme.playable);
        compare(ring.border.width, 3);
        card.hinted = true;
        ring = findChild(card, "ring");
        compare(ring.border.color, session.view.theme.hinted);
        compare(ring.border.width, 5);
        card.hinted = false;
        card.playable = false;
        // (A Loader lets its item go at the next turn of the event loop.)
        tryVerify(() => findChild(card, "ring") === null, 5000, "a ring round a card that cannot be used");
        card.selected = true;
        compare(findChild(card, "ring").border.color, session.view.theme.selected);
        // Without a table's colours (the gallery), never.
        card.theme = null;
        tryVerify(() => findChild(card, "ring") === null, 5000, "a ring without the table's colours");
    }

    Component {
        id: galleryComponent
        CardGallery { width: 1200; height: 800; theme: session.view.theme }
    }
    // Only for the table's colours.
    GameSession {
        id: session
    }

    readonly property var ranks: ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    readonly property var frenchNames: ["clubs", "diamonds", "hearts", "spades"]
    readonly property var jankenNames: ["rock", "paper", "scissors", "water", "lizard"]

    // The picture a card shows has loaded (an Image inside the card).
    function artLoaded(card, objectName) {
        const art = findChild(card, objectName);
        verify(art, objectName);
        tryCompare(art, "status", Image.Ready, 5000, card.rank + " " + card.suit + " " + art.source);
        return art.source.toString();
    }

    // Every face of both decks, the four-colour clubs and diamonds and every
    // Joker has its own picture, and the picture is there.
    function test_everyFaceHasItsArt() {
        const seen = {};
        const card = createTemporaryObject(cardComponent, testCase, { faceUp: true });
        for (const janken of [false, true]) {
            const names = janken ? jankenNames : frenchNames;
            for (const four of janken ? [false] : [false, true]) {
                for (let suit = 0; suit < names.length; ++suit) {
                    for (const rank of ranks) {
                        card.janken = janken;
                        card.fourColour = four;
                        card.suit = suit;
                        card.rank = rank;
                        const source = artLoaded(card, "faceArt");
                        const colours = four && suit < 2 ? "-4c-" : "-";
                        verify(source.endsWith("cards/faces/" + names[suit] + colours + rank + ".svg"), source);
                        seen[source] = true;
                    }
                }
            }
        }
        card.rank = "*";
        card.joker = true;
        const jokers = [[false, 0, "black"], [false, 1, "red"]].concat(jankenNames.map((n, i) => [true, i, n]));
        for (const [janken, suit, name] of jokers) {
            card.janken = janken;
            card.suit = suit;
            const source = artLoaded(card, "faceArt");
            verify(source.endsWith("cards/faces/joker-" + name + ".svg"), source);
            seen[source] = true;
        }
        // 52 French, 26 four-colour, 65 Janken faces and 7 Jokers, all different.
        compare(Object.keys(seen).length, 52 + 26 + 65 + 7);
    }

    function test_everyBackHasItsArt() {
        for (const back of ["blue", "red", "green"]) {
            const card = createTemporaryObject(cardComponent, testCase, { faceUp: false, back: back });
            const source = artLoaded(card, "backArt");
            verify(source.endsWith("cards/back-" + back + ".svg"), source);
        }
    }

    function cardsIn(item, found) {
        for (let i = 0; i < item.children.length; ++i) {
            const child = item.children[i];
            if (child.faceArt !== undefined && child.backArt !== undefined)
                found.push(child);
            else
                cardsIn(child, found);
        }
        return found;
    }

    // The gallery lays out every face, every Joker and every back.
    function test_galleryShowsEveryCard() {
        const gallery = createTemporaryObject(galleryComponent, testCase);
        verify(gallery);
        const cards = cardsIn(gallery, []);
        const faces = {};
        const backs = {};
        for (const card of cards) {
            if (card.faceUp)
                faces[artLoaded(card, "faceArt")] = true;
            else
                backs[artLoaded(card, "backArt")] = true;
        }
        compare(Object.keys(faces).length, 52 + 26 + 65 + 7);
        compare(Object.keys(backs).length, gallery.backs.length);
        verify(gallery.backs.length >= 3);
    }

    function test_flipAnimatesToTheOtherSide() {
        const card = createTemporaryObject(cardComponent, testCase, { rank: "A", suit: 3, faceUp: false });
        card.flipMs = 60;
        card.faceUp = true;
        verify(!card.showingFace);  // still the back until halfway
        tryVerify(() => card.showingFace, 120000);
        tryCompare(card, "flipScale", 1, 120000);
    }
}
