// Where each card of a zone goes on the table, for any game: zones are placed
// by their kind and owner (seats around an ellipse, the viewer at the bottom).
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

// Geometry shared by every card: table size and card size.
function geometry(width, height) {
    const cardH = Math.max(40, Math.min(height * 0.19, width * 0.12));
    return { w: width, h: height, cardH: cardH, cardW: cardH * 0.714,
             cx: width / 2, cy: height * 0.43, rx: width * 0.39, ry: height * 0.33 };
}

// Index of `zone` among the zones of the same kind and owner declared before it.
function sameKindIndex(zones, zone) {
    let n = 0;
    for (let i = 0; i < zone; ++i)
        if (zones[i].kind === zones[zone].kind && zones[i].owner === zones[zone].owner)
            ++n;
    return n;
}

function stacked(x, y, pos, scale) {
    const d = Math.min(pos, 30) * 0.35;
    return { x: x - d, y: y - d, rot: 0, scale: scale };
}

function spread(x, y, tx, ty, pos, count, step, scale, rot) {
    const off = (pos - (count - 1) / 2) * step;
    return { x: x + tx * off, y: y + ty * off, rot: rot, scale: scale };
}

// {x, y, rot, scale}: centre of the card, rotation in degrees, scale.
function place(g, zones, zone, pos, count, fromSeat, viewer, players, selected) {
    if (zone < 0 || zone >= zones.length)
        return stacked(g.cx, g.cy, pos, 1);
    const z = zones[zone];
    const idx = sameKindIndex(zones, zone);
    if (z.owner < 0)
        return placeShared(g, z.kind, idx, pos, count, fromSeat, viewer, players);
    const isViewer = z.owner === viewer;
    const a = seatAnchor(g, z.owner, viewer, players);
    const ux = -Math.cos(a.angle), uy = -Math.sin(a.angle);   // towards the centre
    const tx = Math.sin(a.angle), ty = -Math.cos(a.angle);    // along the seat
    const rot = isViewer ? 0 : a.angle * 180 / Math.PI - 90;
    const baseX = isViewer ? g.cx : a.x;
    const baseY = isViewer ? g.h - g.cardH * 0.62 : a.y;
    switch (z.kind) {
    case "hand": {
        if (isViewer) {
            // Keep clear of the name plate and the log at the bottom left.
            const avail = Math.min(g.w * 0.86, g.w - 2 * 180) - g.cardW;
            const step = count > 1 ? Math.min(g.cardW * 0.62, avail / (count - 1)) : 0;
            const off = pos - (count - 1) / 2;
            return { x: g.cx + off * step, y: baseY - (selected ? g.cardH * 0.18 : 0)
                         + Math.abs(off) * Math.abs(off) * 0.4,
                     rot: off * Math.min(2.0, 24 / Math.max(1, count)), scale: 1 };
        }
        const s = 0.55;
        const step = Math.min(g.cardW * s * 0.35, g.w * 0.22 / Math.max(1, count));
        return spread(baseX + ux * g.cardH * 0.55, baseY + uy * g.cardH * 0.55, tx, ty, pos,
                      count, step, s, rot);
    }
    case "won":
        return stacked(baseX + ux * g.cardH * (isViewer ? 0.2 : 0.9) + tx * g.cardW * (isViewer ? 4.6 : 1.6),
                       baseY + uy * g.cardH * (isViewer ? 0.2 : 0.9) + ty * g.cardW * (isViewer ? 4.6 : 1.6),
                       pos, 0.5);
    case "dibs":
    case "trump":
        return stacked(baseX + ux * g.cardH * 0.8 - tx * g.cardW * (1.5 + idx),
                       baseY + uy * g.cardH * 0.8 - ty * g.cardW * (1.5 + idx), pos, 0.6);
    case "stock":
    case "discard": {
        const side = z.kind === "stock" ? -1 : 1;
        return stacked(baseX + ux * g.cardH * 0.8 + side * tx * g.cardW * (1.8 + idx),
                       baseY + uy * g.cardH * 0.8 + side * ty * g.cardW * (1.8 + idx), pos, 0.6);
    }
    default: {
        // layout, meld, dummy, trick, pile, out: a row between the seat and the centre.
        const s = isViewer ? 0.75 : 0.6;
        const dist = g.cardH * (isViewer ? 1.35 : 1.35) + idx * g.cardH * 0.7 * s;
        const step = Math.min(g.cardW * s * 0.6, g.w * 0.3 / Math.max(1, count));
        return spread(baseX + ux * dist, baseY + uy * dist, tx, ty, pos, count, step, s,
                      isViewer ? 0 : rot);
    }
    }
}

function placeShared(g, kind, idx, pos, count, fromSeat, viewer, players) {
    switch (kind) {
    case "trick":
    case "pile": {
        if (kind === "trick" && fromSeat >= 0 && fromSeat < players) {
            const a = seatAnchor(g, fromSeat, viewer, players);
            const d = g.cardH * 0.42;
            return { x: g.cx + Math.cos(a.angle) * d * 1.2, y: g.cy + Math.sin(a.angle) * d,
                     rot: (pos * 7) % 15 - 7, scale: 0.9 };
        }
        const step = Math.min(g.cardW * 0.5, g.w * 0.3 / Math.max(1, count));
        return spread(g.cx, g.cy - idx * g.cardH * 1.1, 1, 0, pos, count, step, 0.9, 0);
    }
    case "stock":
        return stacked(g.cx - g.cardW * (2.9 + idx * 1.2), g.cy, pos, 0.9);
    case "trump":
        return stacked(g.cx - g.cardW * (1.85 + idx * 1.2), g.cy + g.cardH * 0.08, pos, 0.9);
    case "discard":
        return stacked(g.cx + g.cardW * (2.9 + idx * 1.2), g.cy, pos, 0.9);
    case "dibs":
        return stacked(g.cx + g.cardW * (1.85 + idx * 1.2), g.cy - g.cardH * 1.05, pos, 0.8);
    case "won":
        return stacked(g.cx - g.cardW * (2.9 + idx * 1.2), g.cy - g.cardH * 1.05, pos, 0.6);
    case "out":
        return stacked(g.w - g.cardW * (0.7 + idx), g.cardH * 0.45, pos, 0.5);
    default: {
        // Shared layouts and melds: rows above the centre.
        const step = Math.min(g.cardW * 0.55, g.w * 0.5 / Math.max(1, count));
        return spread(g.cx, g.cy - g.cardH * (1.1 + idx * 0.75), 1, 0, pos, count, step, 0.7, 0);
    }
    }
}

// Stacking order: later cards in a zone above earlier ones; the trick and the
// viewer's hand above the rest.
function layer(zones, zone, viewer) {
    if (zone < 0 || zone >= zones.length)
        return 0;
    const z = zones[zone];
    if (z.kind === "hand" && z.owner === viewer)
        return 400;
    if (z.kind === "trick" || z.kind === "pile")
        return 300;
    if (z.kind === "won" || z.kind === "stock")
        return 100;
    return 200;
}
