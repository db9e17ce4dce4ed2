// Jump Start's lay-downs read as runs: for each seat, the marker(s) first,
// then one group per suit holding the laid-down number card and the run cards
// built on it, in run order (round the corner 10-A too).
.pragma library
.import "TableLayout.js" as Layout

const suitSymbols = ["♣", "♦", "♥", "♠"];

// "9h" -> a red "9♥" (styled text); "*" -> "the Joker".
function pretty(card, onDark) {
    if (card === "*")
        return qsTr("the Joker");
    const suit = "cdhs".indexOf(card.slice(-1));
    if (suit < 0)
        return card;
    return "<b><font color=\"" + suitColour(suit, onDark) + "\">" + card.slice(0, -1) + suitSymbols[suit]
            + "</font></b>";
}

// Red or black suits; on a dark (checked) button light red or white.
function suitColour(suit, onDark) {
    const red = suit === 1 || suit === 2;
    return onDark ? (red ? "#ff8a80" : "#ffffff") : (red ? "#c62828" : "#1b1b1b");
}

// A trade offer's class: suit 0..3 (a number card of it) or 4 (a marker).
function classText(c, onDark) {
    if (c === 4)
        return qsTr("a marker (J, Q or K)");
    return qsTr("a %1 number card").arg("<b><font color=\"" + suitColour(c, onDark) + "\">"
                                        + suitSymbols[c] + "</font></b>");
}

// "A".."10" -> 1..10; markers and Jokers -> 0.
function numberValue(rank) {
    if (rank === "A")
        return 1;
    const n = parseInt(rank, 10);
    return n >= 2 && n <= 10 ? n : 0;
}

function isMarker(rank) {
    return rank === "J" || rank === "Q" || rank === "K";
}

// Values 1..10 of one suit in run order: the run starts at the value whose
// lower neighbour (circularly, A follows 10) is missing.
function runOrder(values) {
    if (values.length <= 1)
        return values.slice();
    const has = v => values.indexOf(v) >= 0;
    const below = v => v === 1 ? 10 : v - 1;
    let start = values.find(v => !has(below(v)));
    if (start === undefined)
        start = Math.min(...values);
    const out = [];
    const rest = values.slice();
    let v = start;
    while (rest.length > 0) {
        const i = rest.indexOf(v);
        if (i < 0) {
            // Not one run (cannot happen for a valid lay-down): the rest by value.
            rest.sort((a, b) => a - b);
            return out.concat(rest);
        }
        out.push(v);
        rest.splice(i, 1);
        v = v === 10 ? 1 : v + 1;
    }
    return out;
}

// cards: [{row, rank, suit}] of one seat's lay-downs. Returns {row: {group,
// slot}} with groups in display order (markers, then suits ♣♦♥♠ present).
function arrangeSeat(cards) {
    const markers = cards.filter(c => !(numberValue(c.rank) > 0));
    const groups = [];
    if (markers.length > 0)
        groups.push(markers);
    for (let suit = 0; suit < 4; ++suit) {
        const ofSuit = cards.filter(c => numberValue(c.rank) > 0 && c.suit === suit);
        if (ofSuit.length === 0)
            continue;
        const order = runOrder(ofSuit.map(c => numberValue(c.rank)));
        const used = [];
        const sorted = [];
        for (const v of order) {
            const c = ofSuit.find(x => numberValue(x.rank) === v && used.indexOf(x) < 0);
            used.push(c);
            sorted.push(c);
        }
        groups.push(sorted);
    }
    const out = {};
    groups.forEach((g, gi) => g.forEach((c, ci) => { out[c.row] = { group: gi, slot: ci,
                                                                   groupSize: g.length }; }));
    return { cells: out, sizes: groups.map(g => g.length) };
}

// Screen spot {x, y, rot, scale, z} of a card at (group, slot) of a seat's
// arrangement with group sizes `sizes`. Seats at the bottom and top lay the
// groups side by side; seats at the sides stack them (each group a short row).
function spot(g, seat, viewer, players, sizes, group, slot) {
    const isViewer = seat === viewer;
    const a = Layout.seatAnchor(g, seat, viewer, players);
    const ux = -Math.cos(a.angle), uy = -Math.sin(a.angle);
    const tx = Math.sin(a.angle), ty = -Math.cos(a.angle);
    // Only seats clearly at the sides stack their groups; diagonal seats use rows.
    const side = Math.abs(ty) > Math.abs(tx) + 0.05;
    const s = isViewer ? 0.7 : (players > 6 ? 0.47 : 0.55);
    const w = g.cardW * s, h = g.cardH * s;
    const baseX = isViewer ? g.cx : a.x;
    const baseY = isViewer ? g.h - g.cardH * 0.62 : a.y;
    const dist = g.cardH * (isViewer ? 1.9 : (side ? 1.25 : 1.15));
    const cx = baseX + ux * dist, cy = baseY + uy * dist;
    const inStep = w * 0.42;
    const z = 200 + group * 10 + slot;
    if (!side) {
        const gap = w * 0.3;
        const widths = sizes.map(n => w + (n - 1) * inStep);
        const total = widths.reduce((p, q) => p + q, 0) + gap * Math.max(0, sizes.length - 1);
        // Rows of diagonal seats stay clear of the side seats' columns.
        const limit = g.rx * 0.62;
        let x = cx - total / 2;
        if (!isViewer && total < 2 * limit)
            x = Math.max(g.cx - limit, Math.min(g.cx + limit - total, x));
        for (let i = 0; i < group; ++i)
            x += widths[i] + gap;
        return { x: x + w / 2 + slot * inStep, y: cy, rot: 0, scale: s, z: z };
    }
    const rowStep = h * 0.45;
    const total = h + (sizes.length - 1) * rowStep;
    const widest = Math.max(...sizes.map(n => w + (n - 1) * inStep));
    // Keep the block on screen next to the seat.
    const left = Math.max(4, Math.min(g.w - widest - 4, cx - widest / 2));
    return { x: left + w / 2 + slot * inStep, y: cy - total / 2 + h / 2 + group * rowStep,
             rot: 0, scale: s, z: z };
}
