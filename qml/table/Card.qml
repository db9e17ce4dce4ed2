// One playing card, drawn from our own vector art: a face (rank and suit
// symbol) or the back. Turning over plays a short flip.
import QtQuick

Item {
    id: card

    property string rank: ""
    property int suit: -1
    property bool joker: false
    // The rank a wild card stands for where it lies (a Joker in a meld), or "".
    property string standsFor: ""
    property bool janken: false
    property bool faceUp: false
    property bool fourColour: false
    property bool playable: false
    property bool selected: false
    // Part of the move a hint suggests.
    property bool hinted: false
    property bool dimmed: false
    // The highlight colours (the table's theme); playable, selected and hinted
    // differ in more than colour: selected cards stand raised, a hint's frame
    // is thicker, and cards that cannot be used are dimmed.
    property color playableColour: "#ffd54f"
    property color selectedColour: "#4fc3f7"
    property color hintedColour: "#69f0ae"
    property int flipMs: 150

    // Which side is drawn; follows faceUp through the flip (set, not bound,
    // so that the flip decides when the side changes).
    property bool showingFace: false
    property real flipScale: 1

    readonly property var frenchNames: ["clubs", "diamonds", "hearts", "spades"]
    readonly property var jankenNames: ["rock", "paper", "scissors", "water", "lizard"]
    readonly property color inkColour: {
        if (janken)
            return ["#6b5a4a", "#2f6fb3", "#c8102e", "#1592a8", "#2e8b3a"][Math.max(0, suit)];
        if (joker)
            return suit === 1 ? "#c8102e" : "#1b1b1b";
        if (fourColour)
            return ["#17803a", "#1f5fc4", "#c8102e", "#1b1b1b"][Math.max(0, suit)];
        return (suit === 1 || suit === 2) ? "#c8102e" : "#1b1b1b";
    }
    readonly property url symbol: {
        if (suit < 0)
            return "";
        if (joker && !janken)
            return Qt.resolvedUrl("../cards/joker-" + (suit === 1 ? "red" : "black") + ".svg");
        const name = janken ? jankenNames[suit] : frenchNames[suit];
        if (name === undefined)
            return "";
        if (janken)
            return Qt.resolvedUrl("../cards/" + name + ".svg");
        const four = fourColour && (suit === 0 || suit === 1);
        return Qt.resolvedUrl("../cards/" + name + (four ? "-4c" : "") + ".svg");
    }
    readonly property bool court: rank === "J" || rank === "Q" || rank === "K"

    width: 70
    height: 98

    function turnOver() {
        showingFace = faceUp;
    }

    Component.onCompleted: turnOver()
    onFaceUpChanged: {
        if (flipMs <= 0) {
            showingFace = faceUp;
            return;
        }
        flip.restart();
    }

    SequentialAnimation {
        id: flip
        NumberAnimation { target: card; property: "flipScale"; to: 0; duration: card.flipMs / 2 }
        ScriptAction { script: card.turnOver() }
        NumberAnimation { target: card; property: "flipScale"; to: 1; duration: card.flipMs / 2 }
    }

    transform: Scale { origin.x: card.width / 2; xScale: card.flipScale }

    Rectangle {
        id: glow
        anchors.fill: parent
        anchors.margins: -4
        radius: card.width * 0.1
        color: "transparent"
        border.width: card.hinted ? 5 : 3
        border.color: card.hinted ? card.hintedColour : card.selected ? card.selectedColour : card.playableColour
        visible: card.playable || card.selected || card.hinted
    }

    Rectangle {
        id: face
        anchors.fill: parent
        radius: card.width * 0.08
        color: "#fdfdf8"
        border.color: "#9a9a90"
        border.width: 1
        visible: card.showingFace

        Column {
            x: card.width * 0.07
            y: card.height * 0.04
            spacing: -card.height * 0.01
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                text: card.joker ? "★" : card.rank
                color: card.inkColour
                font.pixelSize: card.height * 0.17
                font.bold: true
                font.family: "DejaVu Sans"
            }
            Image {
                anchors.horizontalCenter: parent.horizontalCenter
                width: card.height * 0.12
                height: width
                source: card.joker ? "" : card.symbol
                sourceSize.width: Math.ceil(width * 2)
                sourceSize.height: Math.ceil(height * 2)
                visible: !card.joker
            }
        }

        Image {
            id: centre
            anchors.centerIn: parent
            anchors.horizontalCenterOffset: card.width * 0.06
            anchors.verticalCenterOffset: card.height * 0.05
            width: card.court ? card.width * 0.36 : card.width * 0.56
            height: width
            source: card.symbol
            sourceSize.width: Math.ceil(width * 2)
            sourceSize.height: Math.ceil(height * 2)
            opacity: card.court ? 0.9 : 1
        }
        Text {
            visible: card.court || card.joker
            anchors.horizontalCenter: centre.horizontalCenter
            anchors.bottom: centre.top
            text: card.joker ? "JOKER" : card.rank
            color: card.inkColour
            font.pixelSize: card.joker ? card.height * 0.11 : card.height * 0.26
            font.bold: true
            font.family: "DejaVu Serif"
        }
    }

    Image {
        anchors.fill: parent
        visible: !card.showingFace
        source: Qt.resolvedUrl("../cards/back.svg")
        sourceSize.width: Math.ceil(card.width) * 2
        sourceSize.height: Math.ceil(card.height) * 2
    }

    Rectangle {
        anchors.fill: parent
        radius: card.width * 0.08
        color: "#000000"
        opacity: 0.28
        visible: card.dimmed
    }

    // What a wild card stands for, in the corner that shows in a row and in a column.
    Rectangle {
        objectName: "standsForBadge"
        visible: card.standsFor.length > 0 && card.showingFace
        x: 1
        y: card.height * 0.12
        width: standsForText.implicitWidth + 6
        height: standsForText.implicitHeight + 2
        radius: 3
        color: "#fff59d"
        border.color: "#5d4037"
        Text {
            id: standsForText
            anchors.centerIn: parent
            text: "=" + card.standsFor
            font.pixelSize: Math.max(10, card.height * 0.1)
            font.bold: true
            color: "#3e2723"
        }
    }
}
