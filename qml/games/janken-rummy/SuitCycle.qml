// qmllint disable unqualified
// (Qt 6.4 qmllint flags outer ids inside delegates; see Table.qml.)
// The Janken suit-strength cycle as a small diagram: the five suits on a
// pentagon, an arrow from each suit to the two suits it beats. In the order
// Rock, Scissors, Lizard, Paper, Water every suit beats the next two, so the
// arrows are the pentagon's sides and the star inside it.
import QtQuick
import "../../table/CardArt.js" as Art

Rectangle {
    id: diagram

    // The table's colours (ViewSettings.theme). The diagram lies on a light
    // chip, as the suit symbols are printed for the cards' paper; the arrows
    // and lines take the cards' inks (the darker ones in high contrast).
    required property var theme

    // Suit indices as the cards use them: 0 Rock, 1 Paper, 2 Scissors, 3 Water, 4 Lizard.
    readonly property var names: [qsTr("Rock"), qsTr("Paper"), qsTr("Scissors"), qsTr("Water"),
                                  qsTr("Lizard")]
    // The symbols and inks are the cards' own (CardArt.js).
    readonly property var ink: [Art.ink(true, false, false, 0, theme.strongInk),
                                Art.ink(true, false, false, 1, theme.strongInk),
                                Art.ink(true, false, false, 2, theme.strongInk),
                                Art.ink(true, false, false, 3, theme.strongInk),
                                Art.ink(true, false, false, 4, theme.strongInk)]
    readonly property var order: [0, 2, 4, 1, 3]
    readonly property real radiusPx: 68
    readonly property real iconSize: 34

    function spot(i) {
        const a = -Math.PI / 2 + i * 2 * Math.PI / 5;
        return { x: width / 2 + radiusPx * Math.cos(a), y: 20 + radiusPx + iconSize / 2
                        + radiusPx * Math.sin(a) };
    }

    // Wider when a long language or large print needs it for the legend.
    width: Math.max(230, legend.implicitWidth + 20)
    height: 20 + 2 * radiusPx + iconSize + legend.implicitHeight + 16
    radius: 10
    color: theme.chip
    border.color: theme.chipBorder

    Text {
        textFormat: Text.PlainText
        x: 10
        y: 4
        text: qsTr("Arrow: beats")
        font.pixelSize: Math.round(12 * diagram.theme.textScale)
        font.bold: true
        color: diagram.theme.chipText
    }

    Canvas {
        id: arrows
        anchors.fill: parent
        onPaint: {
            const ctx = getContext("2d");
            ctx.reset();
            ctx.lineWidth = 1.6;
            for (let i = 0; i < 5; ++i) {
                for (const step of [1, 2]) {
                    const from = diagram.spot(i), to = diagram.spot((i + step) % 5);
                    const dx = to.x - from.x, dy = to.y - from.y;
                    const len = Math.sqrt(dx * dx + dy * dy);
                    const ux = dx / len, uy = dy / len;
                    const gap = diagram.iconSize * 0.62;
                    const sx = from.x + ux * gap, sy = from.y + uy * gap;
                    const ex = to.x - ux * gap, ey = to.y - uy * gap;
                    ctx.strokeStyle = diagram.ink[diagram.order[i]];
                    ctx.fillStyle = ctx.strokeStyle;
                    ctx.beginPath();
                    ctx.moveTo(sx, sy);
                    ctx.lineTo(ex, ey);
                    ctx.stroke();
                    ctx.beginPath();
                    ctx.moveTo(ex, ey);
                    ctx.lineTo(ex - ux * 9 - uy * 4.5, ey - uy * 9 + ux * 4.5);
                    ctx.lineTo(ex - ux * 9 + uy * 4.5, ey - uy * 9 - ux * 4.5);
                    ctx.closePath();
                    ctx.fill();
                }
            }
        }
        onWidthChanged: requestPaint()
        Connections {
            target: diagram
            function onInkChanged() { arrows.requestPaint(); }
        }
        onHeightChanged: requestPaint()
    }

    Repeater {
        model: 5
        delegate: Image {
            required property int index
            readonly property var at: diagram.spot(index)
            x: at.x - width / 2
            y: at.y - height / 2
            width: diagram.iconSize
            height: diagram.iconSize
            sourceSize.width: width * 2
            sourceSize.height: height * 2
            source: Art.symbol(true, false, false, diagram.order[index])
        }
    }

    Column {
        id: legend
        x: 10
        y: 20 + 2 * diagram.radiusPx + diagram.iconSize + 6
        Repeater {
            model: 5
            delegate: Text {
                textFormat: Text.PlainText
                required property int index
                readonly property int suit: diagram.order[index]
                readonly property int first: diagram.order[(index + 1) % 5]
                readonly property int second: diagram.order[(index + 2) % 5]
                text: qsTr("%1 beats %2 and %3").arg(diagram.names[suit]).arg(diagram.names[first])
                                                 .arg(diagram.names[second])
                color: diagram.ink[suit]
                font.pixelSize: Math.round(12 * diagram.theme.textScale)
            }
        }
    }
}
