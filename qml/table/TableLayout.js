// Where each card of a zone goes on the table, for any game: each zone lies
// where its look says (the game declares it: ZoneLook in the engine's zone.h;
// region, arrangement, slot, layer, faceDown) around its owner's seat (seats
// around an ellipse, the viewer at the bottom). No place is laid out by its
// kind (only zoneBoxes lets a game's own panels name the kinds they avoid).
.pragma library

// Seat `seat` relative to the viewer: its angle in degrees (90 = bottom, y down).
function seatAngle(seat, viewer, players) {
    const k = ((seat - viewer) % players + players) % players;
    return 90 + k * 360 / players;
}

function seatAnchor(g, seat, viewer, players) {
    const a = seatAngle(seat, viewer, players) * Math.PI / 180;
    return { x: g.cx + g.rx * Math.cos(a), y: g.cy + g.ry * Math.sin(a), angle: a };
}

// The box a seat's held cards cover when it holds `count` of them, fanned
// as `place` fans them (its plate aside).
function handBox(g, seat, viewer, players, count) {
    const zones = [{ owner: seat, region: "ownersEdge", arrangement: "fanned" }];
    const first = cardBox(g, place(g, zones, 0, 0, count, -1, viewer, players, false));
    const last = cardBox(g, place(g, zones, 0, count - 1, count, -1, viewer, players, false));
    const x = Math.min(first.x, last.x), y = Math.min(first.y, last.y);
    return { x: x, y: y, w: Math.max(first.x + first.w, last.x + last.w) - x,
             h: Math.max(first.y + first.h, last.y + last.h) - y };
}

// The boxes of the cards of that hand, one by one.
function handCards(g, seat, viewer, players, count) {
    const zones = [{ owner: seat, region: "ownersEdge", arrangement: "fanned" }];
    const cards = [];
    for (let p = 0; p < count; ++p)
        cards.push(cardBox(g, place(g, zones, 0, p, count, -1, viewer, players, false)));
    return cards;
}

// A hand as long as the plates keep clear of (five cards); a longer one
// moves away from its plate (see `clearOfPlate`).
const usualHand = 5;

// The room the log keeps above the person's plate, at least: two lines.
function logRoom(g) {
    const lines = 2 * (g.logPx * 1.3 + 2);
    return { x: 0, y: g.h - g.logBottom - lines, w: 12 + g.logW + 4, h: lines };
}

// The right half of the action bar's band, where a game puts buttons of its
// own at the window's edge (Jump Start's Concede); the bar itself makes room
// for the plates beside it (Table.qml). Its bottom is the bar's, as there.
function sideButtonRoom(g) {
    const bottom = g.h - g.cardH * 1.3, high = 36 * g.ui * g.textScale;
    return { x: g.cx, y: bottom - high, w: g.w - g.cx, h: high };
}

// Top-left corner of the name plate (w x h) of a seat other than the viewer's:
// outside the seat's cards and on the table. Seats at the sides have their plate
// level with their (vertical) hand on the window's side of it, as with many
// players the seats above and below are close. Where that plate would lie on
// the hand (more than the hand can move in off it), the log's room or a
// game's side buttons (large print in a small window), it goes elsewhere: a
// side seat's along the window's edge, above its hand in the upper half of
// the table and below it in the lower half (or the other way round), else
// level with the hand all the same, which moves in off it; another seat's up
// off the log's room, or beside its hand on the window's side.
function platePlace(g, seat, viewer, players, w, h) {
    const a = seatAnchor(g, seat, viewer, players);
    const c = Math.cos(a.angle), s = Math.sin(a.angle);
    const side = Math.abs(c) > 0.75;
    const held = heldCardH(g);
    const handX = a.x - c * held * 0.55, handY = a.y - s * held * 0.55;
    const x = side ? handX - w / 2 + Math.sign(c) * (held * 0.3 + w / 2 + 6)
                   : a.x - w / 2 + c * held * 0.5;
    const y = side ? handY - h / 2 : a.y - h / 2 + s * held * 0.5;
    const onTable = p => ({ x: Math.max(4, Math.min(g.w - w - 4, p.x)),
                            y: Math.max(30, Math.min(g.h - h - 4, p.y)) });
    const first = onTable({ x: x, y: y });
    const hand = handBox(g, seat, viewer, players, usualHand);
    // Only a side seat's plate (at the window's edge) can reach the side buttons.
    const boxes = side ? [logRoom(g), sideButtonRoom(g)] : [logRoom(g)];
    const box = { x: first.x, y: first.y, w: w, h: h };
    // A side seat's hand may move in a little off its plate (`place`).
    const moveIn = c < 0 ? first.x + w + 4 - hand.x : hand.x + hand.w + 4 - first.x;
    if ((!side || moveIn <= held * 0.25) && !boxes.some(b => overlaps(box, b)))
        return first;
    const rooms = boxes.length;
    for (let k = 0; k < players; ++k) {
        if (k === viewer || (k === seat && side))
            continue;
        boxes.push(...handCards(g, k, viewer, players, usualHand));
        // Where the side seats' plates go (with a plate of this size).
        if (!side && Math.abs(Math.cos(seatAnchor(g, k, viewer, players).angle)) > 0.75) {
            const p = platePlace(g, k, viewer, players, w, h);
            boxes.push({ x: p.x, y: p.y, w: w, h: h });
        }
    }
    let spots;
    if (side) {
        const edgeX = c < 0 ? 4 : g.w - w - 4;
        const above = { x: edgeX, y: hand.y - h - 6 }, below = { x: edgeX, y: hand.y + hand.h + 6 };
        spots = s < 0.05 ? [above, below] : [below, above];
    } else {
        // Up, off the log's room and the side buttons; or out beside the hand.
        const up = Math.min(...boxes.slice(0, rooms).filter(b => overlaps(box, b)).map(b => b.y)) - h - 4;
        const outX = c < 0 ? hand.x - 6 - w : hand.x + hand.w + 6;
        spots = [{ x: first.x, y: up }, { x: outX, y: s > 0 ? hand.y + hand.h - h : hand.y }];
    }
    // With none of them free, a side seat's plate stays level with its hand
    // at the window's edge and the hand moves in off it (`place`).
    const free = spots.map(onTable).find(p => coverage(g, p, w, h, boxes) === 0);
    return free ?? (side ? first : freeSpot(g, spots.map(onTable).concat([first]), w, h, boxes));
}

// The box around the first and last card of a fan (spots as `place` gives).
function fanBox(g, first, last) {
    const a = cardBox(g, first), b = cardBox(g, last);
    const x = Math.min(a.x, b.x), y = Math.min(a.y, b.y);
    return { x: x, y: y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
}

// The shortest move ({x, y}) along one of `dirs` ([dx, dy], unit vectors)
// that takes `box` off `plate` (4 pixels apart); none when it lies clear.
function clearOfPlate(box, plate, dirs) {
    const gap = 4;
    if (!overlaps(box, { x: plate.x - gap, y: plate.y - gap, w: plate.w + 2 * gap, h: plate.h + 2 * gap }))
        return { x: 0, y: 0 };
    const along = (d, lo, len, plateLo, plateLen) =>
        d > 1e-6 ? (plateLo + plateLen + gap - lo) / d
                 : d < -1e-6 ? (lo + len - plateLo + gap) / -d : Infinity;
    let best = Infinity, move = { x: 0, y: 0 };
    for (const [dx, dy] of dirs) {
        const d = Math.min(along(dx, box.x, box.w, plate.x, plate.w), along(dy, box.y, box.h, plate.y, plate.h));
        if (d < best) {
            best = d;
            move = { x: dx * d, y: dy * d };
        }
    }
    return move;
}

// `place` ({x, y}) of a w x h plate, moved down below every box ({x, y, w, h})
// it would cover: the table's top buttons and information plate.
function clearOf(place, w, h, boxes) {
    let y = place.y;
    for (const b of boxes)
        if (place.x < b.x + b.w && place.x + w > b.x && y < b.y + b.h && y + h > b.y)
            y = b.y + b.h + 4;
    return { x: place.x, y: y };
}

// The table is designed at its part of a 1280x800 window (less the menu bar
// and the status line). A larger table draws everything larger (cards, plates,
// buttons, the log), by `growth`, up to `maxGrowth` times (a 2560x1440 screen);
// a smaller one keeps the design's sizes for plates, buttons and the log.
const designW = 1280, designH = 754;
const maxGrowth = 1.8;

function growth(width, height) {
    return Math.max(1, Math.min(maxGrowth, width / designW, height / designH));
}

// Sizes of everything on the table that is not a card, in one place: `ui`
// (the growth), the log column's width and font, the gap the log leaves above
// the person's plate, and the room the person's hand leaves at each side for
// the log and the plate. `textScale` (View > Large print) comes on top.
function chrome(width, height, textScale) {
    const ui = growth(width, height);
    const ts = textScale ?? 1;
    // Wide enough for a short line ("Bot 2 plays 9♠", "Player 1 takes the
    // trick.") on one line; a fifth of a narrow window at most (its larger
    // text in large print takes a little more).
    const logW = Math.min(230 * ui * ts, width * 0.2 * ts);
    return { ui: ui, logW: logW, logPx: 12 * ui * ts, logBottom: 80 * ui * ts,
             handSide: 12 + Math.max(logW, 150 * ui) + 8 };
}

// Geometry shared by every card: table size and card size. Games that lay
// cards out in front of every seat get smaller cards to make room.
// `cardScale` (1 by default) draws the cards larger (View > Large print);
// `textScale` (1 by default) the log and the plates.
function geometry(width, height, zones, cardScale, textScale) {
    let dense = false;
    const owners = {};
    for (const z of zones ?? []) {
        dense = dense || (z.owner >= 0 && z.region === "beforeOwner");
        if (z.owner >= 0)
            owners[z.owner] = true;
    }
    // Cards grow with the table, no further than everything else does.
    const cardH = Math.max(40, Math.min(height * 0.19, width * 0.12, designH * 0.19 * maxGrowth))
                  * (dense ? 0.82 : 1) * (cardScale ?? 1);
    // With rows of cards in front of five or more seats, the shared piles
    // move in towards the centre: the side seats' rows need the room.
    const pileSpread = dense && Object.keys(owners).length >= 5 ? 0.45 : 1;
    const c = chrome(width, height, textScale);
    return { w: width, h: height, cardH: cardH, cardW: cardH * 0.714, cardScale: cardScale ?? 1,
             pileSpread: pileSpread,
             cx: width / 2, cy: height * 0.43, rx: width * 0.39, ry: height * 0.33,
             ui: c.ui, textScale: textScale ?? 1, logW: c.logW, logPx: c.logPx, logBottom: c.logBottom,
             handSide: c.handSide };
}

// The height of the cards other seats hold (their backs, shown small): as
// without large print, which has nothing on them to read and would crowd
// the plates and the log out of a small window.
function heldCardH(g) {
    return g.cardH / (g.cardScale ?? 1);
}

// Zones that lie alike (same owner, region and arrangement) lie side by side
// or one above the other: `zone`'s index among those declared before it.
function alike(a, b) {
    return a.owner === b.owner && a.region === b.region && a.arrangement === b.arrangement;
}

function alikeIndex(zones, zone) {
    let n = 0;
    for (let i = 0; i < zone; ++i)
        if (alike(zones[i], zones[zone]))
            ++n;
    return n;
}

function alikeCount(zones, zone) {
    let n = 0;
    for (let i = 0; i < zones.length; ++i)
        if (alike(zones[i], zones[zone]))
            ++n;
    return n;
}

// The pile slots around the centre (ZoneSlot), as offsets in card widths and
// heights, and the scale of a pile there: the near ones full size, the upper
// and lower ones smaller.
const centreSlots = [
    { name: "left", dx: -2.3, dy: 0, scale: 0.9 }, { name: "right", dx: 2.3, dy: 0, scale: 0.9 },
    { name: "innerLeft", dx: -1.5, dy: 0.08, scale: 0.9 }, { name: "innerRight", dx: 1.5, dy: 0, scale: 0.9 },
    { name: "upperLeft", dx: -2.55, dy: -1.05, scale: 0.7 }, { name: "upperRight", dx: 2.55, dy: -1.05, scale: 0.7 },
    { name: "lowerLeft", dx: -2.55, dy: 1.05, scale: 0.7 }, { name: "lowerRight", dx: 2.55, dy: 1.05, scale: 0.7 }
];

// The slot of a pile at the centre: the one it declares unless an earlier
// zone took it, then the first free one.
function centreSlot(zones, zone) {
    const taken = {};
    let mine = null;
    for (let i = 0; i <= zone; ++i) {
        const z = zones[i];
        if (z.region !== "centreSlot")
            continue;
        let slot = z.slot;
        if (!centreSlots.some(t => t.name === slot) || taken[slot])
            slot = centreSlots.map(t => t.name).find(n => !taken[n]) ?? "left";
        taken[slot] = true;
        if (i === zone)
            mine = centreSlots.find(t => t.name === slot);
    }
    return mine ?? centreSlots[0];
}

// The regions that lie around their owner's seat (the others are shared).
const seatRegions = ["ownersEdge", "beforeOwner", "ownersLeft", "ownersRight", "ownersCorner", "ownersPlate"];

// The viewer's own held cards: on top of everything, raised when selected.
function isViewersHand(z, viewer) {
    return !!z && z.owner === viewer && z.region === "ownersEdge";
}

function stacked(x, y, pos, scale) {
    const d = Math.min(pos, 30) * 0.35;
    return { x: x - d, y: y - d, rot: 0, scale: scale };
}

function spread(x, y, tx, ty, pos, count, step, scale, rot) {
    const off = (pos - (count - 1) / 2) * step;
    return { x: x + tx * off, y: y + ty * off, rot: rot, scale: scale };
}

// A pile declared to lie beside its owner's name plate (won tricks): squared
// up next to the plate, on the side that faces the middle of the table, or,
// for a seat at the left or right (its hand lies on that side), under it.
// `plate`: the plate's box {x, y, w, h}.
function besidePlate(g, plate, pos) {
    const scale = 0.45;
    const w = g.cardW * scale, h = g.cardH * scale, gap = 8;
    const midY = plate.y + plate.h / 2;
    if (midY > g.h * 0.25 && midY < g.h * 0.7)
        return stacked(plate.x + plate.w / 2, plate.y + plate.h + gap + h / 2, pos, scale);
    const right = plate.x + plate.w / 2 <= g.cx + 1;
    const x = right ? plate.x + plate.w + gap + w / 2 + 2 : plate.x - gap - w / 2;
    return stacked(x, midY, pos, scale);
}

// Whether `place` reads the plates for a card of zone `z` ({owner, region,
// arrangement}, or undefined): a pile beside its owner's plate, and another
// seat's fanned hand, which moves off its plate. Only these cards are laid
// out again as the plates settle.
function readsPlates(z, viewer) {
    if (!z || z.owner < 0)
        return false;
    return z.region === "ownersPlate"
            || (z.region === "ownersEdge" && z.owner !== viewer && z.arrangement !== "squared");
}

// {x, y, rot, scale}: centre of the card, rotation in degrees, scale.
// `plates` (optional): each seat's name plate box {x, y, w, h}, for the
// zones `readsPlates` names.
function place(g, zones, zone, pos, count, fromSeat, viewer, players, selected, plates) {
    if (zone < 0 || zone >= zones.length)
        return stacked(g.cx, g.cy, pos, 1);
    const z = zones[zone];
    if (z.owner < 0 || seatRegions.indexOf(z.region) < 0)
        return placeShared(g, zones, zone, pos, count, fromSeat, viewer, players);
    if (z.region === "ownersPlate" && plates && plates[z.owner])
        return besidePlate(g, plates[z.owner], pos);
    const idx = alikeIndex(zones, zone);
    const isViewer = z.owner === viewer;
    const a = seatAnchor(g, z.owner, viewer, players);
    const ux = -Math.cos(a.angle), uy = -Math.sin(a.angle);   // towards the centre
    const tx = Math.sin(a.angle), ty = -Math.cos(a.angle);    // along the seat
    const rot = isViewer ? 0 : a.angle * 180 / Math.PI - 90;
    const baseX = isViewer ? g.cx : a.x;
    const baseY = isViewer ? g.h - g.cardH * 0.62 : a.y;
    switch (z.region) {
    case "ownersEdge": {
        if (z.arrangement === "squared")
            return isViewer ? stacked(baseX, baseY, pos, 1)
                            : stacked(baseX + ux * heldCardH(g) * 0.55, baseY + uy * heldCardH(g) * 0.55,
                                      pos, 0.55 * heldCardH(g) / g.cardH);
        if (isViewer) {
            // Keep clear of the name plate and the log at the bottom left.
            // A few cards lie side by side with a small gap; more overlap
            // only as much as the room needs.
            const avail = Math.min(g.w * 0.86, g.w - 2 * g.handSide) - g.cardW;
            const step = count > 1 ? Math.min(g.cardW * 1.1, avail / (count - 1)) : 0;
            const off = pos - (count - 1) / 2;
            // The fan's ends droop, but a long hand (a long pick-up
            // streak) droops no further than a small one would: it stays
            // on the table.
            const half = Math.max(1, (count - 1) / 2);
            const droop = Math.min(g.cardH * 0.1, 0.4 * half * half);
            return { x: g.cx + off * step, y: baseY - (selected ? g.cardH * 0.18 : 0)
                         + (off / half) * (off / half) * droop,
                     rot: off * Math.min(2.0, 24 / Math.max(1, count)), scale: 1 };
        }
        const s = 0.55 * heldCardH(g) / g.cardH;
        const step = Math.min(g.cardW * s * 0.35, g.w * 0.22 / Math.max(1, count));
        const fan = (p) => spread(baseX + ux * heldCardH(g) * 0.55, baseY + uy * heldCardH(g) * 0.55, tx,
                                  ty, p, count, step, s, rot);
        if (!plates || !plates[z.owner])
            return fan(pos);
        // A hand that would reach its own plate (a long hand, a plate moved
        // down below the information plate) moves off it.
        const d = clearOfPlate(fanBox(g, fan(0), fan(count - 1)), plates[z.owner],
                               [[ux, uy], [tx, ty], [-tx, -ty]]);
        const spot = fan(pos);
        return { x: spot.x + d.x, y: spot.y + d.y, rot: spot.rot, scale: spot.scale };
    }
    case "ownersPlate":   // measured without the plates: where a seat keeps cards
    case "ownersCorner":
        return stacked(baseX + ux * g.cardH * (isViewer ? 0.2 : 0.9) + tx * g.cardW * (isViewer ? 4.6 : 1.6),
                       baseY + uy * g.cardH * (isViewer ? 0.2 : 0.9) + ty * g.cardW * (isViewer ? 4.6 : 1.6),
                       pos, 0.5);
    case "ownersLeft":
        return stacked(baseX + ux * g.cardH * 0.8 - tx * g.cardW * (1.5 + idx),
                       baseY + uy * g.cardH * 0.8 - ty * g.cardW * (1.5 + idx), pos, 0.6);
    case "ownersRight":
        return stacked(baseX + ux * g.cardH * 0.8 + tx * g.cardW * (1.8 + idx),
                       baseY + uy * g.cardH * 0.8 + ty * g.cardW * (1.8 + idx), pos, 0.6);
    default: {
        // Before the owner: face-up rows between the seat and the centre,
        // upright so everybody can read them; side seats get columns.
        const rows = alikeCount(zones, zone);
        const s = isViewer ? 0.7 : 0.55;
        const side = Math.abs(ty) > Math.abs(tx);
        const dist = g.cardH * (isViewer ? 1.9 : (side ? 1.1 : 1.15));
        let x = baseX + ux * dist, y = baseY + uy * dist;
        if (side) {
            // A column per zone, each card showing its top strip (the index).
            x += ux * g.cardW * s * 1.15 * idx;
            if (z.arrangement === "squared")
                return stacked(x, y, pos, s);
            const step = Math.min(g.cardH * s * 0.3, g.h * 0.4 / Math.max(1, count));
            return { x: x, y: y + (pos - (count - 1) / 2) * step, rot: 0, scale: s };
        }
        const rowWidth = Math.min(g.w * (isViewer ? 0.6 : 0.3), g.w * 0.6 / Math.max(1, rows));
        x += (idx - (rows - 1) / 2) * rowWidth * Math.sign(tx || 1);
        if (z.arrangement === "squared")
            return stacked(x, y, pos, s);
        const step = Math.min(g.cardW * s * 0.55, (rowWidth - g.cardW * s) / Math.max(1, count - 1));
        const dir = Math.sign(tx || 1);
        return { x: x + (pos - (count - 1) / 2) * step * dir, y: y, rot: 0, scale: s };
    }
    }
}

function placeShared(g, zones, zone, pos, count, fromSeat, viewer, players) {
    const z = zones[zone];
    const idx = alikeIndex(zones, zone);
    switch (z.region) {
    case "centreSlot": {
        const slot = centreSlot(zones, zone);
        return stacked(g.cx + slot.dx * g.pileSpread * g.cardW, g.cy + slot.dy * g.cardH, pos, slot.scale);
    }
    case "aside":
        // Cards out of play: top right, under the Scores and Hint buttons.
        return stacked(g.w - g.cardW * (0.7 + idx), 64 * g.ui + g.cardH * 0.3, pos, 0.5);
    default:
        break;
    }
    // The centre: several zones there lie one above the other.
    switch (z.arrangement) {
    case "trick": {
        if (fromSeat >= 0 && fromSeat < players) {
            const a = seatAnchor(g, fromSeat, viewer, players);
            const d = g.cardH * 0.42;
            return { x: g.cx + Math.cos(a.angle) * d * 1.15, y: g.cy + Math.sin(a.angle) * d,
                     rot: (pos * 7) % 15 - 7, scale: 0.9 };
        }
        const step = Math.min(g.cardW * 0.5, g.w * 0.3 / Math.max(1, count));
        return spread(g.cx, g.cy - idx * g.cardH * 1.1, 1, 0, pos, count, step, 0.9, 0);
    }
    case "fannedTop":
        return pileSpot(g, idx, pos, count);
    case "squared":
        return stacked(g.cx, g.cy - idx * g.cardH * 1.1, pos, 0.9);
    default: {
        // Rows above the centre.
        const step = Math.min(g.cardW * 0.55, g.w * 0.5 / Math.max(1, count));
        return spread(g.cx, g.cy - g.cardH * (1.1 + idx * 0.75), 1, 0, pos, count, step, 0.7, 0);
    }
    }
}

// A play pile: its last `pileSpread` cards fan out wide enough to read each
// index (the turn being built stays legible however big the pile grows); the
// older cards lie squared up under the first of them.
const pileSpread = 7;

function pileFanSize() {
    return pileSpread;
}

function pileSpot(g, idx, pos, count) {
    const first = Math.max(0, count - pileSpread);
    const shown = count - first;
    const y = g.cy - idx * g.cardH * 1.1;
    const step = g.cardW * 0.42;
    if (pos >= first)
        return spread(g.cx, y, 1, 0, pos - first, shown, step, 0.9, 0);
    const left = spread(g.cx, y, 1, 0, 0, shown, step, 0.9, 0);
    const depth = Math.min(first - pos, 8) * 0.6;
    return { x: left.x - depth, y: y - depth, rot: 0, scale: 0.9 };
}

// Stacking order: later cards in a zone above earlier ones; zones by their
// declared layer, the viewer's hand above everything.
const layers = { under: 100, level: 200, over: 300 };

function layer(zones, zone, viewer) {
    if (zone < 0 || zone >= zones.length)
        return 0;
    const z = zones[zone];
    if (isViewersHand(z, viewer))
        return 400;
    return layers[z.layer] ?? layers.level;
}

// Where the card at `slot` of a seat's group `group` lies. A seat's groups
// (melds, runs...) lie between the seat and the centre in the engine's order:
// seats at the bottom and top lay them side by side, seats at the sides stack
// them (each group a short row). `sizes`: the card counts of the seat's groups.
function groupSpot(g, seat, viewer, players, sizes, group, slot) {
    const isViewer = seat === viewer;
    const a = seatAnchor(g, seat, viewer, players);
    const ux = -Math.cos(a.angle), uy = -Math.sin(a.angle);
    const tx = Math.sin(a.angle), ty = -Math.cos(a.angle);
    // Only seats clearly at the sides stack their groups; diagonal seats use rows.
    const side = Math.abs(ty) > Math.abs(tx) + 0.05;
    const s = isViewer ? 0.7 : (players > 6 ? 0.47 : 0.55);
    const w = g.cardW * s, h = g.cardH * s;
    const baseX = isViewer ? g.cx : a.x;
    const baseY = isViewer ? g.h - g.cardH * 0.62 : a.y;
    // Rows in front of a seat leave room for their caption above them, clear of the hand.
    const dist = g.cardH * (isViewer ? 1.9 : (side ? 1.25 : 1.3));
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
    // Each row whole, with its caption above it clear of the row before,
    // while the side of the table has room for them; more rows close up
    // (down to the cards' top corners).
    const captionRoom = 20 * g.ui * g.textScale + 8;
    const tallest = g.ry * 1.2;
    const rowStep = sizes.length < 2 ? 0
        : Math.max(h * 0.45, Math.min(h + captionRoom, (tallest - h) / (sizes.length - 1)));
    const total = h + (sizes.length - 1) * rowStep;
    // The block lies between the shared piles at the centre and the seat's
    // own hand; long rows close up (down to a narrow strip of each card) to
    // fit there, and the block stays on screen.
    const toRight = Math.cos(a.angle) > 0;
    const pileEdge = (2.3 * g.pileSpread + 0.5) * g.cardW + 6;
    const handEdge = Math.abs(a.x - Math.cos(a.angle) * heldCardH(g) * 0.55 - g.cx) - heldCardH(g) * 0.3 - 6;
    const room = isViewer ? g.w : handEdge - pileEdge;
    const most = Math.max(...sizes);
    const step = most > 1 ? Math.max(w * 0.22, Math.min(inStep, (room - w) / (most - 1))) : inStep;
    const widest = w + (most - 1) * step;
    let left = cx - widest / 2;
    if (!isViewer && room >= widest)
        left = toRight ? Math.max(g.cx + pileEdge, Math.min(g.cx + handEdge - widest, left))
                       : Math.min(g.cx - pileEdge - widest, Math.max(g.cx - handEdge, left));
    left = Math.max(4, Math.min(g.w - widest - 4, left));
    return { x: left + w / 2 + slot * step, y: cy - total / 2 + h / 2 + group * rowStep,
             rot: 0, scale: s, z: z };
}

// For every group of `groups` ([{seat, size}]): its seat, its index among
// that seat's groups and the sizes of all of them, as groupSpot needs.
function groupPlaces(groups) {
    const perSeat = {};
    groups.forEach((gr, i) => { (perSeat[gr.seat] = perSeat[gr.seat] ?? []).push(i); });
    return groups.map((gr, i) => ({ seat: gr.seat, local: perSeat[gr.seat].indexOf(i),
                                    sizes: perSeat[gr.seat].map(j => groups[j].size) }));
}

// Room for a game's own panels. Boxes are {x, y, w, h} in the table's pixels.

// The box a card at `spot` ({x, y, rot, scale}, as `place` gives) covers,
// turned as it lies.
function cardBox(g, spot) {
    const w = g.cardW * spot.scale, h = g.cardH * spot.scale;
    const r = spot.rot * Math.PI / 180;
    const c = Math.abs(Math.cos(r)), s = Math.abs(Math.sin(r));
    const bw = w * c + h * s, bh = w * s + h * c;
    return { x: spot.x - bw / 2, y: spot.y - bh / 2, w: bw, h: bh };
}

// One box around every zone of the given kinds that holds cards (`fill`: the
// card count of each zone), as its cards lie now. The person's hand reaches
// as high as a card raised by selecting it. `plates`: as `place` takes them.
function zoneBoxes(g, zones, fill, viewer, players, kinds, plates) {
    const boxes = [];
    for (let i = 0; i < zones.length; ++i) {
        const n = fill[i] ?? 0;
        if (n === 0 || kinds.indexOf(zones[i].kind) < 0)
            continue;
        let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
        for (let p = 0; p < n; ++p) {
            const b = cardBox(g, place(g, zones, i, p, n, -1, viewer, players, false, plates));
            x0 = Math.min(x0, b.x);
            y0 = Math.min(y0, b.y);
            x1 = Math.max(x1, b.x + b.w);
            y1 = Math.max(y1, b.y + b.h);
        }
        if (isViewersHand(zones[i], viewer))
            y0 -= g.cardH * 0.18;
        boxes.push({ x: x0, y: y0, w: x1 - x0, h: y1 - y0 });
    }
    return boxes;
}

function overlaps(a, b) {
    return a.x < b.x + b.w && a.x + a.w > b.x && a.y < b.y + b.h && a.y + a.h > b.y;
}

// The widest strip centred on the table, between `top` and `bottom`, that
// none of `boxes` reaches into from either side (8 pixels kept clear).
function roomAcross(g, top, bottom, boxes) {
    let half = g.w / 2 - 8;
    for (const b of boxes) {
        if (b.y > bottom || b.y + b.h < top)
            continue;
        if (b.x >= g.cx)
            half = Math.min(half, b.x - g.cx - 8);
        else if (b.x + b.w <= g.cx)
            half = Math.min(half, g.cx - b.x - b.w - 8);
    }
    return Math.max(0, 2 * half);
}

// How much of a w x h box at `spot` ({x, y}) lies on `boxes` or off the
// table (its area when off the table): 0 when it lies clear.
function coverage(g, spot, w, h, boxes) {
    const box = { x: spot.x, y: spot.y, w: w, h: h };
    let covered = (spot.x < 0 || spot.y < 0 || spot.x + w > g.w || spot.y + h > g.h) ? w * h : 0;
    for (const b of boxes)
        if (overlaps(box, b))
            covered += (Math.min(box.x + w, b.x + b.w) - Math.max(box.x, b.x))
                       * (Math.min(box.y + h, b.y + b.h) - Math.max(box.y, b.y));
    return covered;
}

// The first of `spots` ({x, y}) where a w x h panel lies on the table clear
// of every box, else the first such of `more` (optional: spots to take only
// when clear); where none is clear, the one of `spots` that covers the least.
function freeSpot(g, spots, w, h, boxes, more) {
    let best = spots[0], least = Infinity;
    for (const s of spots) {
        const covered = coverage(g, s, w, h, boxes);
        if (covered === 0)
            return s;
        if (covered < least) {
            least = covered;
            best = s;
        }
    }
    return (more ?? []).find(s => coverage(g, s, w, h, boxes) === 0) ?? best;
}

// The top of a w x h panel centred across the table, from `top` down to
// `bottom`: the highest where it covers none of `boxes`, else none of `must`
// (some of `boxes`), else the one that covers `must` least.
function clearTop(g, w, h, top, bottom, boxes, must) {
    const x = (g.w - w) / 2;
    const spots = [];
    for (let y = top; y < bottom; y += 8)
        spots.push({ x: x, y: y });
    spots.push({ x: x, y: Math.max(top, bottom) });
    return (spots.find(s => coverage(g, s, w, h, boxes) === 0) ?? freeSpot(g, spots, w, h, must)).y;
}

// Spots for a w x h panel along the window's right edge, then its left
// edge, from the bottom up (`gap` from the edges): where to look for a free
// one when the places a panel prefers are taken.
function edgeSpots(g, w, h, gap) {
    const spots = [];
    for (const x of [g.w - w - gap, gap])
        for (let y = g.h - h - gap; y >= gap; y -= 8)
            spots.push({ x: x, y: y });
    return spots;
}
