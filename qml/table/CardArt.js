// Which picture and ink a card face uses: shared by every Card, so that a card
// carries no tables of its own (a table shows a hundred cards or more).
//
// The one QML file that names colours: those printed on the cards, which are
// the colours of the art in resources/cards (scripts/make-card-art.py), not of
// the table, and so are no theme's. The high-contrast theme asks for `strong`
// inks: darker ones for the corner indices, readable at AAA (7:1) on the card
// where some printed ones are not (tests/app/tst_theme.cpp holds them to it).
.pragma library

const frenchNames = ["clubs", "diamonds", "hearts", "spades"];
const jankenNames = ["rock", "paper", "scissors", "water", "lizard"];
const jankenInk = ["#6b5a4a", "#2f6fb3", "#c8102e", "#1592a8", "#2e8b3a"];
const strongJankenInk = ["#4a3b2e", "#1d4f85", "#a3001e", "#0b5566", "#1b5c25"];
const fourColourInk = ["#17803a", "#1f5fc4", "#c8102e", "#1b1b1b"];
const strongFourColourInk = ["#0f5a28", "#1a4a9e", "#a3001e", "#1b1b1b"];
const red = "#c8102e";
const strongRed = "#a3001e";
const black = "#1b1b1b";
const knownRank = /^([2-9]|10|[AJQK])$/;

// The card's paper and its edge.
function facePaper() {
    return "#fdfdf8";
}
function faceEdge() {
    return "#9a9a90";
}

function suitName(janken, suit) {
    return (janken ? jankenNames : frenchNames)[suit];
}

// The colour of the corner indices: as printed, or `strong` (high contrast).
function ink(janken, joker, fourColour, suit, strong) {
    if (janken)
        return (strong ? strongJankenInk : jankenInk)[Math.max(0, suit)];
    const redInk = strong ? strongRed : red;
    if (joker)
        return suit === 1 ? redInk : black;
    if (fourColour)
        return (strong ? strongFourColourInk : fourColourInk)[Math.max(0, suit)];
    return (suit === 1 || suit === 2) ? redInk : black;
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
