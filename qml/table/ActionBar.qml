// qmllint disable unqualified
// (Qt 6.4's qmllint flags every use of an outer id inside a delegate; the
// pragma that declares delegates bound to their context arrived in Qt 6.5.)
// Buttons for the legal actions that need no card (bid 3, pass, draw...), and
// the confirm button of a multi-card selection (a meld).
import QtQuick
import Felt

Item {
    id: bar

    required property TableSession session
    // True while a game's own controls show these actions instead.
    property bool replaced: false

    // Large print makes the buttons' text larger too.
    readonly property var theme: session.view.theme
    readonly property real textScale: theme.textScale
    // How much larger than its design size the table draws it (TableLayout.growth).
    property real sizeScale: 1
    // The buttons wrap onto more rows beyond this width.
    property real maxWidth: 10000
    readonly property real spacing: 6 * sizeScale
    readonly property real oneRowWidth: {
        let w = -spacing;
        for (const b of buttons())
            w += b.implicitWidth + spacing;
        return Math.max(0, w);
    }
    width: Math.min(maxWidth, oneRowWidth)
    visible: !replaced && session.input.humanTurn && (session.input.actions.count > 0 || session.input.selectionCount > 0)

    function buttons() {
        const list = [];
        for (let i = 0; i < children.length; ++i)
            if (children[i].visible && children[i].implicitWidth > 0)
                list.push(children[i]);
        return list;
    }

    // Rows as wide as the room allows, each centred: a short row does not
    // hang to the left, towards the hands of the seats beside the viewer.
    function arrange() {
        const rows = [];
        let row = [], used = 0;
        for (const b of buttons()) {
            if (row.length > 0 && used + spacing + b.implicitWidth > width) {
                rows.push({ items: row, width: used });
                row = [];
                used = 0;
            }
            used += (row.length > 0 ? spacing : 0) + b.implicitWidth;
            row.push(b);
        }
        if (row.length > 0)
            rows.push({ items: row, width: used });
        let y = 0;
        for (const r of rows) {
            let x = Math.max(0, (width - r.width) / 2);
            let tallest = 0;
            for (const b of r.items) {
                b.x = x;
                b.y = y;
                x += b.implicitWidth + spacing;
                tallest = Math.max(tallest, b.implicitHeight);
            }
            y += tallest + spacing;
        }
        height = Math.max(0, y - spacing);
    }
    onWidthChanged: arrange()
    onSizeScaleChanged: arrange()
    onVisibleChanged: arrange()
    Component.onCompleted: arrange()

    Repeater {
        model: bar.session.input.actions
        // A move the rules withhold now (the dealer's forbidden bid) stays in
        // its place, faded and struck out, so the gap does not look like a
        // fault; the explanation line says why, and so do hovering and clicking.
        delegate: TableButton {
            required property int index
            required property string label
            required property bool hinted
            required property string reason
            readonly property bool withheld: reason !== ""
            text: label
            ringColour: hinted ? bar.theme.hinted : "transparent"
            faded: withheld
            font.pixelSize: Math.round(15 * bar.textScale * bar.sizeScale)
            sizeScale: bar.sizeScale
            font.strikeout: withheld
            onClicked: bar.session.input.chooseAction(index)
            toolTip: reason
            onImplicitWidthChanged: bar.arrange()
        }
        onItemAdded: bar.arrange()
        // A removed button leaves the children only after this signal.
        onItemRemoved: (index, item) => {
            item.visible = false;
            bar.arrange();
        }
    }
    TableButton {
        visible: bar.session.input.selectionCount > 0
        enabled: bar.session.input.canConfirm
        text: qsTr("Play selected (%1)").arg(bar.session.input.selectionCount)
        font.pixelSize: Math.round(15 * bar.textScale * bar.sizeScale)
        sizeScale: bar.sizeScale
        onClicked: bar.session.input.confirmSelection()
        onVisibleChanged: bar.arrange()
        onImplicitWidthChanged: bar.arrange()
    }
    TableButton {
        visible: bar.session.input.selectionCount > 0
        text: qsTr("Clear")
        font.pixelSize: Math.round(15 * bar.textScale * bar.sizeScale)
        sizeScale: bar.sizeScale
        onClicked: bar.session.input.cancel()
        onVisibleChanged: bar.arrange()
    }
}
