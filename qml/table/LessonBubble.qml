// A lesson's bubble ("Learn by playing", docs/lessons.md): the step's text
// beside what it talks about (a card, a zone, a button, a plate, a stat;
// Table.lessonTarget finds it), with a pointer to it, or in the middle of the
// table. A Continue step waits for Continue; the End step offers a real game
// and the rules; after a move the step did not ask for, its answer shows
// under the text; Enter or Space continues too. Over the table, in its
// coordinates (same origin).
import QtQuick
import Felt

Item {
    id: bubble
    objectName: "lessonBubble"

    required property Item table
    required property LessonPlayer lesson
    readonly property var theme: lesson.session.view.theme
    readonly property real ui: (table as Table)?.ui ?? 1
    readonly property real fontScale: theme.textScale * ui
    // What it points at ({item, x, y, w, h}) or null, and what it must leave
    // in view ({x, y, w, h, weight}, weight: what covering a pixel of it
    // costs): its target above all, then every seat's plate, the move
    // buttons, why a click was refused, an open chooser and the cards of the
    // asked move, then the
    // melds, then every face-up card (the person's hand, the discard, the
    // trick...). Cards and buttons move by animations that a binding does not
    // see (they are found with mapToItem), so both are looked at again at each
    // step and every 150 ms while it shows.
    property var target: null
    property var keepClear: []
    // How often they were looked at (tests wait for a fresh look).
    property int looks: 0
    readonly property bool shown: lesson.active && lesson.kind !== ""
    readonly property real gap: 14 * ui
    readonly property real margin: 8

    // The shown items under `item` (to `depth` levels) named "...chooser".
    function choosers(item, depth) {
        let found = [];
        for (let i = 0; depth > 0 && i < item.children.length; ++i) {
            const c = item.children[i];
            if (!c.visible)
                continue;
            if ((c.objectName ?? "").toLowerCase().endsWith("chooser") && c.width > 0)
                found.push(c);
            else
                found = found.concat(choosers(c, depth - 1));
        }
        return found;
    }

    function look() {
        const t = table as Table;
        const aim = shown && t ? t.lessonTarget(lesson.anchor) : null;
        const boxes = [];
        const add = (box, weight) => {
            if (box)
                boxes.push({ x: box.x, y: box.y, w: box.w, h: box.h, weight: weight });
        };
        if (aim) {
            add(aim, 1e8);
            for (const plate of t.plateBoxes)
                add(plate, 1e6);
            // The move buttons (and "Play selected" once cards are chosen).
            for (let i = 0; i < t.children.length; ++i) {
                const c = t.children[i];
                // And why a click did nothing, which the learner must read.
                if ((c.objectName === "actionBar" || c.objectName === "toast") && c.visible &&
                        c.width > 0)
                    add({ x: c.x, y: c.y, w: c.width, h: c.height }, 1e6);
            }
            // A game's own turn buttons in the action bar's place.
            add(t.gameBarBox, 1e6);
            // An open chooser: the table's, or a game's own (named "...Chooser").
            if (t.session.input.chooser.count > 0)
                for (const c of choosers(t, 4)) {
                    const p = c.mapToItem(t, 0, 0);
                    add({ x: p.x, y: p.y, w: c.width, h: c.height }, 1e6);
                }
            const asked = t.session.input.moves[t.session.input.hintMove];
            for (const row of asked?.rows ?? [])
                add(t.lessonTarget({ kind: "card", row: row }), 1e6);
            const groups = t.session.groups;
            for (let i = 0; i < groups.length; ++i)
                if (t.groupFill[i] === groups[i].size)
                    add(t.groupBox(i, groups[i].size), 1e4);
            for (const c of t.cardItems()) {
                if (!c || !c.visible || !c.faceUp)
                    continue;
                const p = c.mapToItem(t, 0, 0);
                add({ x: p.x, y: p.y, w: c.width, h: c.height }, 1e3);
            }
        }
        // Assigned only when changed: the card stays put while nothing moves.
        if (JSON.stringify(aim && { x: aim.x, y: aim.y, w: aim.w, h: aim.h }) !==
                JSON.stringify(target && { x: target.x, y: target.y, w: target.w, h: target.h }) ||
                (aim?.item ?? null) !== (target?.item ?? null))
            target = aim;
        if (JSON.stringify(boxes) !== JSON.stringify(keepClear))
            keepClear = boxes;
        ++looks;
    }
    Connections {
        target: bubble.lesson
        function onStepChanged() {
            bubble.look();
        }
    }
    Timer {
        interval: 150
        repeat: true
        running: bubble.shown
        onTriggered: bubble.look()
    }
    onShownChanged: look()
    // Where the card lies ({side, x, y}): see spotFor.
    readonly property var spot: spotFor(card.width, card.height)
    readonly property string side: spot.side
    // The keyboard reaches the table (no panel or dialog over it): Enter or
    // Space then stands for Continue, while no move may be made anyway.
    property bool keysOn: true

    visible: shown
    x: 0
    y: 0
    width: table.width
    height: table.height

    Shortcut {
        sequences: ["Return", "Enter", "Space"]
        enabled: bubble.keysOn && bubble.shown && bubble.lesson.kind === "continue"
        onActivated: bubble.lesson.proceed()
    }

    function clamp(v, lo, hi) {
        return Math.max(lo, Math.min(hi, v));
    }
    // How much of keepClear a w x h card at (x, y) covers, by weight.
    function covered(x, y, w, h) {
        let sum = 0;
        for (const b of keepClear) {
            const dx = Math.min(x + w, b.x + b.w) - Math.max(x, b.x);
            const dy = Math.min(y + h, b.y + b.h) - Math.max(y, b.y);
            if (dx > 0 && dy > 0)
                sum += dx * dy * b.weight;
        }
        return sum;
    }
    // The spot for a w x h card beside its target: above, below, left or
    // right of it (in that order), each first centred on the target and then
    // slid along the target's side (still facing it), on the table. The first
    // that covers nothing of keepClear wins; else the spot anywhere that
    // covers the least.
    function spotFor(w, h) {
        const t = target;
        if (!t)
            return { side: "none", x: (width - w) / 2, y: (height - h) / 2 };
        const loX = margin, hiX = width - w - margin, loY = margin, hiY = height - h - margin;
        // Positions along a side: centred, then slid both ways while the card still faces the target.
        const slides = (centre, lo, hi, from, to) => {
            const out = [clamp(centre, lo, hi)];
            for (let i = 1; i <= 6; ++i)
                for (const v of [centre - i * (centre - from) / 6, centre + i * (to - centre) / 6])
                    out.push(clamp(v, lo, hi));
            return out;
        };
        const xs = slides(t.x + t.w / 2 - w / 2, loX, hiX, t.x + t.w / 2 - w + 24, t.x + t.w / 2 - 24);
        const ys = slides(t.y + t.h / 2 - h / 2, loY, hiY, t.y + t.h / 2 - h + 24, t.y + t.h / 2 - 24);
        const sides = [
            { side: "above", fixed: t.y - gap - h, along: xs },
            { side: "below", fixed: t.y + t.h + gap, along: xs },
            { side: "left", fixed: t.x - gap - w, along: ys },
            { side: "right", fixed: t.x + t.w + gap, along: ys }
        ];
        let best = null;
        const consider = (side, x, y) => {
            const cost = covered(x, y, w, h);
            const d = Math.hypot(x + w / 2 - t.x - t.w / 2, y + h / 2 - t.y - t.h / 2);
            if (!best || cost < best.cost || (cost === best.cost && d < best.d))
                best = { side: side, x: x, y: y, cost: cost, d: d };
        };
        for (const s of sides) {
            const across = s.side === "above" || s.side === "below";
            if (across ? s.fixed < loY || s.fixed > hiY : s.fixed < loX || s.fixed > hiX)
                continue;  // off the table
            for (const v of s.along) {
                const x = across ? v : s.fixed, y = across ? s.fixed : v;
                if (covered(x, y, w, h) === 0)
                    return { side: s.side, x: x, y: y };
                consider(s.side, x, y);
            }
        }
        // Nothing beside the target is free: anywhere on the table, the spot
        // that covers the least (a meld before a plate), nearest the target;
        // the pointer on the card's edge facing it.
        for (let i = 0; i <= 12; ++i) {
            for (let j = 0; j <= 12; ++j) {
                const x = loX + (hiX - loX) * i / 12, y = loY + (hiY - loY) * j / 12;
                consider(y + h <= t.y ? "above" : y >= t.y + t.h ? "below" : x + w <= t.x ? "left" : "right", x, y);
            }
        }
        return best;
    }

    Rectangle {
        id: card
        objectName: "lessonCard"
        width: Math.min(bubble.width * 0.42, 400 * bubble.ui * bubble.theme.textScale)
        height: column.implicitHeight + 24 * bubble.ui
        radius: 10
        color: bubble.theme.paper
        border.color: bubble.theme.plateBorder
        border.width: 2
        x: bubble.spot.x
        y: bubble.spot.y

        // The pointer: a turned square half under the card's edge facing the target.
        Rectangle {
            readonly property var t: bubble.target
            visible: !!t
            width: 16 * bubble.ui
            height: width
            rotation: 45
            color: card.color
            border.color: card.border.color
            border.width: 2
            z: -1
            x: !t ? 0
                  : bubble.side === "left" ? card.width - width / 2
                  : bubble.side === "right" ? -width / 2
                  : bubble.clamp(t.x + t.w / 2 - card.x - width / 2, 12, card.width - width - 12)
            y: !t ? 0
                  : bubble.side === "above" ? card.height - height / 2
                  : bubble.side === "below" ? -height / 2
                  : bubble.clamp(t.y + t.h / 2 - card.y - height / 2, 12, card.height - height - 12)
        }
        // The pointer's inner half is covered again, so the border stays an outline.
        Rectangle {
            anchors.fill: parent
            anchors.margins: 2
            radius: card.radius - 2
            color: card.color
        }

        Column {
            id: column
            x: 14 * bubble.ui
            y: 12 * bubble.ui
            width: card.width - 28 * bubble.ui
            spacing: 8 * bubble.ui
            Text {
                objectName: "lessonProgress"
                textFormat: Text.PlainText
                width: parent.width
                text: qsTr("%1 · step %2 of %3").arg(bubble.lesson.title).arg(bubble.lesson.step).arg(bubble.lesson.steps)
                color: bubble.theme.paperMuted
                font.pixelSize: Math.round(12 * bubble.fontScale)
                elide: Text.ElideRight
            }
            Text {
                objectName: "lessonText"
                textFormat: Text.PlainText
                width: parent.width
                text: bubble.lesson.text
                color: bubble.theme.paperText
                font.pixelSize: Math.round(15 * bubble.fontScale)
                wrapMode: Text.Wrap
            }
            Text {
                objectName: "lessonReply"
                textFormat: Text.PlainText
                width: parent.width
                visible: text.length > 0
                text: bubble.lesson.reply
                color: bubble.theme.paperAlert
                font.pixelSize: Math.round(14 * bubble.fontScale)
                wrapMode: Text.Wrap
            }
            Flow {
                width: parent.width
                spacing: 8 * bubble.ui
                layoutDirection: Qt.RightToLeft
                TableButton {
                    objectName: "lessonContinue"
                    visible: bubble.lesson.kind === "continue"
                    text: qsTr("Continue")
                    sizeScale: bubble.ui
                    font.pixelSize: Math.round(14 * bubble.fontScale)
                    onClicked: bubble.lesson.proceed()
                }
                TableButton {
                    objectName: "lessonPlay"
                    visible: bubble.lesson.kind === "end"
                    text: qsTr("Play a real game")
                    sizeScale: bubble.ui
                    font.pixelSize: Math.round(14 * bubble.fontScale)
                    onClicked: bubble.lesson.playRealGame()
                }
                TableButton {
                    objectName: "lessonRules"
                    visible: bubble.lesson.kind === "end"
                    text: qsTr("Read the full rules")
                    sizeScale: bubble.ui
                    font.pixelSize: Math.round(14 * bubble.fontScale)
                    onClicked: bubble.lesson.rulesWanted()
                }
            }
        }
    }
}
