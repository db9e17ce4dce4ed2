// Which picture and ink a card face uses: shared by every Card, so that a card
// carries no tables of its own (a table shows a hundred cards or more).
.pragma library

const frenchNames = ["clubs", "diamonds", "hearts", "spades"];
const jankenNames = ["rock", "paper", "scissors", "water", "lizard"];
const jankenInk = ["#6b5a4a", "#2f6fb3", "#c8102e", "#1592a8", "#2e8b3a"];
const fourColourInk = ["#17803a", "#1f5fc4", "#c8102e", "#1b1b1b"];
const knownRank = /^([2-9]|10|[AJQK])$/;

function suitName(janken, suit) {
    return (janken ? jankenNames : frenchNames)[suit];
}

// The colour of the corner indices.
function ink(janken, joker, fourColour, suit) {
    if (janken)
        return jankenInk[Math.max(0, suit)];
    if (joker)
        return suit === 1 ? "#c8102e" : "#1b1b1b";
    if (fourColour)
        return fourColourInk[Math.max(0, suit)];
    return (suit === 1 || suit === 2) ? "#c8102e" : "#1b1b1b";
}

// The suit symbol under the corner rank: cards/<suit>[-4c].svg, or a Joker's.
function symbol(janken, joker, fourColour, suit) {
    if (suit < 0)
        return "";
    if (joker && !janken)
        return Qt.resolvedUrl("../cards/joker-" + (suit === 1 ? "red" : "black") + ".svg");
    const name = suitName(janken, suit);
    if (name === undefined)
        return "";
    const four = !janken && fourColour && (suit === 0 || suit === 1);
    return Qt.resolvedUrl("../cards/" + name + (four ? "-4c" : "") + ".svg");
}

// The picture of the whole face: cards/faces/<suit>-<rank>.svg, or
// joker-<red, black or Janken suit>.svg; "" for a rank without a picture.
function face(janken, joker, fourColour, suit, rank) {
    if (suit < 0)
        return "";
    if (joker) {
        const colour = janken ? jankenNames[suit] : (suit === 1 ? "red" : "black");
        return colour === undefined ? "" : Qt.resolvedUrl("../cards/faces/joker-" + colour + ".svg");
    }
    const name = suitName(janken, suit);
    if (name === undefined || !knownRank.test(rank))
        return "";
    const four = !janken && fourColour && (suit === 0 || suit === 1);
    return Qt.resolvedUrl("../cards/faces/" + name + (four ? "-4c-" : "-") + rank + ".svg");
}

// Cards turned over together (a hand revealed at the end) start their flips a
// frame apart, so that the faces they make are not all made in one frame.
let burstStart = 0;
let burstCount = 0;
function flipDelay() {
    const now = Date.now();
    if (now - burstStart > 4) {
        burstStart = now;
        burstCount = 0;
    }
    return 16 * burstCount++;
}
