import QtQuick
import QtTest
import "../../../qml/table/TableLayout.js" as Layout

TestCase {
    name: "TableLayout"

    // Zones as the session gives them to the table: each with its look, as
    // the engine's lookOf fills it in (the layout reads only the look).
    function zone(kind, owner, region, arrangement, slot, layer) {
        return { kind: kind, owner: owner, region: region, arrangement: arrangement,
                 slot: slot ?? "free", layer: layer ?? "level", faceDown: false };
    }
    function hand(owner) {
        return zone("hand", owner, "ownersEdge", "fan");
    }
    function stock() {
        return zone("stock", -1, "centreSlot", "squared", "left", "under");
    }

    readonly property var zones: [
        stock(), zone("trump", -1, "centreSlot", "squared", "innerLeft"),
        zone("trick", -1, "centre", "trick", "free", "over"),
        hand(0), hand(1), hand(2),
        zone("won", 0, "ownersCorner", "squared", "upperLeft", "under"),
        zone("meld", 0, "beforeOwner", "row"), zone("meld", 0, "beforeOwner", "row")
    ]

    // A panel across the middle takes the highest top clear of every box,
    // else clear of the boxes it must not cover, else the least covering.
    function test_clearTopKeepsBoxesInSight() {
        const g = Layout.geometry(1200, 760);
        const w = 200, h = 90;
        const across = (y, hh) => ({ x: 0, y: y, w: g.w, h: hh });
        compare(Layout.clearTop(g, w, h, 100, 300, []), 100);
        // A box at 100-150: the panel goes just below it.
        compare(Layout.clearTop(g, w, h, 100, 300, [across(100, 50)]), 156);
        // Boxes at 100-150 and 200-260, tops from 100 to 200: no top keeps
        // clear of both; it keeps clear of the one it must not cover.
        const upper = across(100, 50), lower = across(200, 60);
        compare(Layout.clearTop(g, w, h, 100, 200, [upper, lower], [upper]), 156);
        compare(Layout.clearTop(g, w, h, 100, 200, [upper, lower], [lower]), 100);
        // Lower down (tops to 300), one clears both.
        compare(Layout.clearTop(g, w, h, 100, 300, [upper, lower], [upper]), 260);
    }

    function test_viewerSitsAtTheBottom() {
        const g = Layout.geometry(1200, 760);
        for (let n = 2; n <= 10; ++n) {
            for (let v = 0; v < n; ++v) {
                const a = Layout.seatAnchor(g, v, v, n);
                fuzzyCompare(a.x, g.cx, 0.001);
                verify(a.y > g.cy);
            }
        }
    }

    function test_seatsAreDistinctAndOnTheTable() {
        const g = Layout.geometry(1200, 760);
        for (let n = 2; n <= 10; ++n) {
            const seen = [];
            for (let s = 0; s < n; ++s) {
                const a = Layout.seatAnchor(g, s, 0, n);
                verify(a.x >= 0 && a.x <= g.w && a.y >= 0 && a.y <= g.h, "seat " + s + " of " + n);
                for (const b of seen)
                    verify(Math.hypot(a.x - b.x, a.y - b.y) > g.cardW, "seats overlap for " + n);
                seen.push(a);
            }
        }
    }

    function test_bigHandsStayOnScreen() {
        const g = Layout.geometry(1000, 700);
        for (const count of [1, 5, 13, 20, 27, 40]) {
            const first = Layout.place(g, zones, 3, 0, count, -1, 0, 3, false);
            const last = Layout.place(g, zones, 3, count - 1, count, -1, 0, 3, false);
            verify(first.x - g.cardW / 2 >= 0, "left edge with " + count);
            verify(last.x + g.cardW / 2 <= g.w, "right edge with " + count);
            verify(last.x >= first.x);
        }
    }

    // Every seat's name plate is nearest its own hand, and covers no other
    // seat's hand, at every player count, at the smallest window and full screen.
    function test_platesPairWithTheirHands() {
        for (const size of [[1024, 640], [1200, 760], [1920, 1020]]) {
            const g = Layout.geometry(size[0], size[1]);
            const plateW = 150, plateH = 44;
            for (let n = 2; n <= 10; ++n) {
                const hands = [stock()];
                for (let s = 0; s < n; ++s)
                    hands.push(hand(s));
                const centres = [];
                for (let s = 0; s < n; ++s) {
                    const first = Layout.place(g, hands, s + 1, 0, 6, -1, 0, n, false);
                    const last = Layout.place(g, hands, s + 1, 5, 6, -1, 0, n, false);
                    centres.push({ x: (first.x + last.x) / 2, y: (first.y + last.y) / 2 });
                }
                for (let s = 1; s < n; ++s) {
                    const p = Layout.platePlace(g, s, 0, n, plateW, plateH);
                    const px = p.x + plateW / 2, py = p.y + plateH / 2;
                    let nearest = -1, best = 1e9;
                    for (let t = 1; t < n; ++t) {
                        const d = Math.hypot(centres[t].x - px, centres[t].y - py);
                        if (d < best) {
                            best = d;
                            nearest = t;
                        }
                        if (t !== s) {
                            const inside = centres[t].x > p.x && centres[t].x < p.x + plateW
                                           && centres[t].y > p.y && centres[t].y < p.y + plateH;
                            verify(!inside, "plate " + s + " covers hand " + t + " of " + n + " at " + size);
                        }
                    }
                    compare(nearest, s, "plate of seat " + s + " of " + n + " at " + size);
                }
            }
        }
    }

    // The layout follows a zone's look, never its kind: a kind no game has
    // lies exactly where the same look puts a stock, and a stock declared as
    // a row at the centre lies as a row there.
    function test_aZoneLiesByItsLookNotItsKind() {
        const g = Layout.geometry(1280, 754);
        const kitty = [zone("kitty", -1, "centreSlot", "squared", "left", "under")];
        for (const count of [1, 3])
            for (let p = 0; p < count; ++p)
                compare(Layout.place(g, kitty, 0, p, count, -1, 0, 3, false),
                        Layout.place(g, [stock()], 0, p, count, -1, 0, 3, false));
        compare(Layout.layer(kitty, 0, 0), Layout.layer([stock()], 0, 0));
        const row = [zone("stock", -1, "centre", "row")];
        const first = Layout.place(g, row, 0, 0, 3, -1, 0, 3, false);
        const last = Layout.place(g, row, 0, 2, 3, -1, 0, 3, false);
        verify(last.x - first.x > g.cardW * 0.5, "a row spreads: " + first.x + " " + last.x);
        compare(last.y, first.y);
        verify(Math.abs(first.x + last.x - 2 * g.cx) < 1, "the row is centred");
        // A seat's pile declared by its plate lies there when the plates are known.
        const plate = { x: 500, y: 20, w: 150, h: 44 };
        const won = [hand(0), hand(1), zone("won", 1, "ownersPlate", "squared")];
        const spot = Layout.place(g, won, 2, 0, 1, -1, 0, 2, false, { 1: plate });
        verify(Math.abs(spot.y - (plate.y + plate.h / 2)) < g.cardH * 0.3
               || Math.abs(spot.x - (plate.x + plate.w / 2)) < g.cardW * 0.3, JSON.stringify(spot));
    }

    // Cards out of play lie clear of the buttons in the top right corner (48 px).
    function test_outOfPlayCardsClearTheButtons() {
        const zones = [zone("out", -1, "aside", "squared")];
        for (const size of [[1024, 640], [1920, 1020]]) {
            const g = Layout.geometry(size[0], size[1]);
            const p = Layout.place(g, zones, 0, 0, 1, -1, 0, 2, false);
            verify(p.y - g.cardH * p.scale / 2 > 48, "out-of-play card under the buttons at " + size);
        }
    }

    function test_selectedCardRises() {
        const g = Layout.geometry(1000, 700);
        const down = Layout.place(g, zones, 3, 2, 5, -1, 0, 3, false);
        const up = Layout.place(g, zones, 3, 2, 5, -1, 0, 3, true);
        verify(up.y < down.y);
    }

    function test_sameKindZonesDoNotCoincide() {
        const g = Layout.geometry(1000, 700);
        const a = Layout.place(g, zones, 7, 0, 1, -1, 0, 3, false);
        const b = Layout.place(g, zones, 8, 0, 1, -1, 0, 3, false);
        verify(Math.hypot(a.x - b.x, a.y - b.y) > 10);
    }

    function test_trickCardsLeanTowardsTheirPlayer() {
        const g = Layout.geometry(1000, 700);
        const mine = Layout.place(g, zones, 2, 0, 3, 0, 0, 3, false);
        const theirs = Layout.place(g, zones, 2, 1, 3, 1, 0, 3, false);
        verify(mine.y > g.cy);
        verify(theirs.y < mine.y);
    }
    // Full screen (the table's 1920x1030 of a 1920x1080 screen) everything is
    // at least 1.3 times its size at the design size (1280x754 of 1280x800):
    // the cards, the log's column and its text. Growth stops at a cap: a 4K
    // screen draws no larger than a 2560x1440 one.
    function test_tableGrowsWithTheScreen() {
        const small = Layout.geometry(1280, 754), large = Layout.geometry(1920, 1030);
        verify(large.cardH >= 1.3 * small.cardH, "cards: " + small.cardH + " -> " + large.cardH);
        verify(large.ui >= 1.3, "growth " + large.ui);
        verify(large.logW >= 1.3 * small.logW, "log column: " + small.logW + " -> " + large.logW);
        verify(large.logPx >= 1.3 * small.logPx, "log text: " + small.logPx + " -> " + large.logPx);
        compare(Layout.geometry(1024, 650).ui, 1);
        const qhd = Layout.geometry(2560, 1390), uhd = Layout.geometry(3840, 2110);
        compare(uhd.ui, qhd.ui);
        verify(uhd.cardH <= qhd.cardH * 1.01, "cards: " + qhd.cardH + " -> " + uhd.cardH);
        // Large print comes on top of the growth.
        verify(Layout.geometry(1920, 1030, [], 1.25, 1.3).logPx > large.logPx);
    }

    // The person's hand of a few cards lies side by side, each card clear of
    // the next (as it lies, turned), wherever there is room: at the smallest
    // window and full screen. A long hand overlaps, as little as the room allows.
    function test_smallHandsSpread() {
        for (const size of [[1024, 650], [1280, 754], [1920, 1030], [2560, 1390]]) {
            const g = Layout.geometry(size[0], size[1]);
            for (const count of [2, 3, 5]) {
                for (let p = 0; p + 1 < count; ++p) {
                    const a = Layout.cardBox(g, Layout.place(g, zones, 3, p, count, -1, 0, 3, false));
                    const b = Layout.cardBox(g, Layout.place(g, zones, 3, p + 1, count, -1, 0, 3, false));
                    verify(b.x - (a.x + a.w) >= 0, count + " cards overlap at " + size + ": gap "
                           + (b.x - (a.x + a.w)));
                }
            }
            // A long hand overlaps and takes all the room it has right of the
            // log column (x 12, logW wide) and the same at the right edge.
            const first = Layout.place(g, zones, 3, 0, 20, -1, 0, 3, false);
            const last = Layout.place(g, zones, 3, 19, 20, -1, 0, 3, false);
            const step = (last.x - first.x) / 19;
            verify(step < g.cardW, "20 cards overlap at " + size);
            const left = first.x - g.cardW / 2;
            verify(left >= 12 + g.logW, "the hand reaches into the log at " + size + ": " + left);
            verify(left <= 12 + Math.max(g.logW, 150 * g.ui) + 10, "the hand leaves room unused at " + size);
        }
    }

    // Large print in the smallest window (issue 37): every other seat's
    // plate lies clear of its own hand (five cards, or eleven: a longer hand
    // moves off its plate), of the log's room above the person's plate and of
    // the other plates, at every player count; the other seats' held cards
    // (backs) keep the size they have without large print. Plates as wide as
    // German makes them: "Bot · Auf der Hand 7" (Blackjack, Janken Rummy, up
    // to eight seats), the narrowest with more (Jump Start's "erstes Ziel").
    function test_largePrintPlatesClearTheirHands() {
        const g = Layout.geometry(1024, 650, [], 1.25, 1.3);
        const plain = Layout.geometry(1024, 650, [], 1, 1.3);
        const plateH = 56;
        const boxes = (a, b) => a.x < b.x + b.w && a.x + a.w > b.x && a.y < b.y + b.h && a.y + a.h > b.y;
        for (let n = 2; n <= 10; ++n) {
            const plateW = n > 8 ? 150 : 180;
            const hands = [];
            for (let s = 0; s < n; ++s)
                hands.push(hand(s));
            const plates = [{ x: 12, y: g.h - 12 - plateH, w: plateW, h: plateH }];
            for (let s = 1; s < n; ++s) {
                const p = Layout.platePlace(g, s, 0, n, plateW, plateH);
                plates.push({ x: p.x, y: p.y, w: plateW, h: plateH });
            }
            for (let s = 1; s < n; ++s) {
                const at = " (seat " + s + " of " + n + ")";
                verify(!boxes(plates[s], Layout.logRoom(g)), "a plate takes the log's room" + at);
                for (let t = 1; t < s; ++t)
                    verify(!boxes(plates[s], plates[t]), "plates " + t + " and " + s + " of " + n + " meet");
                for (const count of [5, 11]) {
                    for (let c = 0; c < count; ++c) {
                        const card = Layout.cardBox(g, Layout.place(g, hands, s, c, count, -1, 0, n, false,
                                                                    plates));
                        verify(!boxes(card, plates[s]), "card " + c + " of " + count + " on its plate" + at);
                    }
                }
                const big = Layout.place(g, hands, s, 0, 5, -1, 0, n, false);
                const small = Layout.place(plain, hands, s, 0, 5, -1, 0, n, false);
                fuzzyCompare(g.cardH * big.scale, plain.cardH * small.scale, 0.01, "held card size" + at);
            }
        }
    }

    // A hand that would lie on its own plate (a plate moved down below the
    // information plate) moves off it, by no more than it has to.
    function test_aHandMovesOffItsPlate() {
        const g = Layout.geometry(1024, 650);
        const hands = [hand(0), hand(1)];
        const alone = Layout.cardBox(g, Layout.place(g, hands, 1, 0, 1, -1, 0, 2, false));
        const plate = { x: alone.x - 20, y: alone.y - 40, w: alone.w + 40, h: 60 };
        const moved = Layout.cardBox(g, Layout.place(g, hands, 1, 0, 1, -1, 0, 2, false, [null, plate]));
        verify(moved.y >= plate.y + plate.h, "still on the plate: " + moved.y);
        verify(moved.y <= plate.y + plate.h + 6, "moved further than needed: " + moved.y);
        fuzzyCompare(moved.x, alone.x, 0.01);
    }
}
