// Blackjack: the direction of play as arrows running round the table's inner
// ring (clockwise on screen = seat numbers rising), and a marker on the ring
// in front of the player who will be next if the turn ends now.
import QtQuick
import "../../table/TableLayout.js" as Layout

Item {
    id: ring

    required property var controls

    readonly property var geo: controls.geo
    // On the felt's painted ring.
    readonly property real rx: controls.ringRx
    readonly property real ry: controls.ringRy
    readonly property int direction: controls.direction
    readonly property int nextSeat: controls.nextSeat
    readonly property bool nextShown: nextSeat >= 0 && controls.actor >= 0
    // In front of the next seat's cards (towards the centre); for the viewer,
    // whose hand is below the ring, on the ring itself.
    readonly property var nextSpot: {
        if (!nextShown)
            return { x: 0, y: 0 };
        const a = Layout.seatAnchor(geo, nextSeat, controls.viewer, controls.players);
        const c = Math.cos(a.angle), s = Math.sin(a.angle);
        if (nextSeat === controls.viewer)
            return { x: geo.cx + rx * 0.92 * c, y: geo.cy + ry * 0.92 * s };
        const d = geo.cardH * 0.83 + 6;
        return { x: a.x - c * d, y: a.y - s * d };
    }

    onDirectionChanged: arrows.requestPaint()
    readonly property var theme: controls.theme
    onThemeChanged: arrows.requestPaint()
    onGeoChanged: arrows.requestPaint()
    readonly property int players: controls.players
    onPlayersChanged: arrows.requestPaint()

    Canvas {
        id: arrows
        anchors.fill: parent
        onPaint: {
            const ctx = getContext("2d");
            ctx.reset();
            const g = ring.geo;
            const dir = ring.direction >= 0 ? 1 : -1;
            ctx.strokeStyle = ring.controls.theme.plateActing;
            ctx.fillStyle = ring.controls.theme.plateActing;
            ctx.globalAlpha = 0.8;
            ctx.lineWidth = 3;
            ctx.lineCap = "round";
            const point = a => [g.cx + ring.rx * Math.cos(a), g.cy + ring.ry * Math.sin(a)];
            // Arcs half-way between neighbouring seats, clear of their cards
            // (at most four of them).
            const n = Math.max(2, ring.controls.players);
            const arcs = Math.min(4, n);
            const half = Math.min(16, 100 / n) * Math.PI / 180;
            for (let i = 0; i < arcs; ++i) {
                const k = Math.round(i * n / arcs);
                const c = (90 + (k + 0.5) * 360 / n) * Math.PI / 180;
                const from = c - dir * half, to = c + dir * half;
                ctx.beginPath();
                const steps = 16;
                for (let i = 0; i <= steps; ++i) {
                    const p = point(from + (to - from) * i / steps);
                    if (i === 0)
                        ctx.moveTo(p[0], p[1]);
                    else
                        ctx.lineTo(p[0], p[1]);
                }
                ctx.stroke();
                // Arrow head along the tangent at the end of the arc.
                const tip = point(to);
                const before = point(to - dir * 0.02);
                const tx = tip[0] - before[0], ty = tip[1] - before[1];
                const len = Math.hypot(tx, ty) || 1;
                const ux = tx / len, uy = ty / len;
                const size = 12;
                ctx.beginPath();
                ctx.moveTo(tip[0] + ux * size * 0.6, tip[1] + uy * size * 0.6);
                ctx.lineTo(tip[0] - ux * size * 0.6 - uy * size * 0.6, tip[1] - uy * size * 0.6 + ux * size * 0.6);
                ctx.lineTo(tip[0] - ux * size * 0.6 + uy * size * 0.6, tip[1] - uy * size * 0.6 - ux * size * 0.6);
                ctx.closePath();
                ctx.fill();
            }
        }
    }

    // "Next" on the ring in front of the seat the turn passes to.
    Rectangle {
        objectName: "bjNextMarker"
        visible: ring.nextShown
        x: ring.nextSpot.x - width / 2
        y: ring.nextSpot.y - height / 2
        width: nextText.implicitWidth + 16
        height: nextText.implicitHeight + 6
        radius: height / 2
        color: ring.theme.plateActing
        border.color: ring.theme.plateText
        Text {
            id: nextText
            textFormat: Text.PlainText
            anchors.centerIn: parent
            // A pick-up this turn would pass on goes with the marker.
            readonly property int passing: ring.controls.turnCards > 0 ? ring.controls.pickupNext : 0
            text: (ring.nextSeat === ring.controls.actor ? qsTr("next: again") : qsTr("next"))
                  + (passing > 0 ? "  +" + passing : "")
            font.pixelSize: Math.round(13 * ring.controls.fontScale)
            font.bold: true
            color: ring.theme.plateActingText
        }
    }
}
