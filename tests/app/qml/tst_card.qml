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

    function test_flipAnimatesToTheOtherSide() {
        const card = createTemporaryObject(cardComponent, testCase, { rank: "A", suit: 3, faceUp: false });
        card.flipMs = 60;
        card.faceUp = true;
        verify(!card.showingFace);  // still the back until halfway
        tryVerify(() => card.showingFace, 120000);
        tryCompare(card, "flipScale", 1, 120000);
    }
}
