// One playing card, drawn from our own vector art (scripts/make-card-art.py):
// the face's picture with the corner indices drawn over it, or the back.
// Turning over plays a short flip.
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
    // The back's design: cards/back-<name>.svg (ViewSettings::cardBacks).
    property string back: "blue"
    readonly property url backArt: Qt.resolvedUrl("../cards/back-" + back + ".svg")
    // The picture of the whole face: cards/faces/<suit>-<rank>.svg, or
    // joker-<red, black or Janken suit>.svg.
    readonly property url faceArt: {
        if (suit < 0)
            return "";
        if (joker) {
            const colour = janken ? jankenNames[suit] : (suit === 1 ? "red" : "black");
            return colour === undefined ? "" : Qt.resolvedUrl("../cards/faces/joker-" + colour + ".svg");
        }
        const name = janken ? jankenNames[suit] : frenchNames[suit];
        if (name === undefined || !/^([2-9]|10|[AJQK])$/.test(rank))
            return "";
        const four = !janken && fourColour && (suit === 0 || suit === 1);
        return Qt.resolvedUrl("../cards/faces/" + name + (four ? "-4c-" : "-") + rank + ".svg");
    }
    // The width the art is drawn at: twice the card for sharp edges, in steps
    // of 16 pixels so that a resize does not redraw every face at each pixel.
    readonly property int artWidth: Math.ceil(width * 2 / 16) * 16

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

        // Pips, court figure or jester: one picture per face, drawn once per
        // size (the image cache shares it between cards of the same face).
        Image {
            objectName: "faceArt"
            anchors.fill: parent
            source: card.showingFace ? card.faceArt : ""
            sourceSize.width: card.artWidth
            sourceSize.height: Math.round(card.artWidth * 1.4)
        }

        // The corner indices: the rank over the suit, top left and (turned
        // over) bottom right.
        Column {
            x: card.width * 0.045
            y: card.height * 0.03
            width: card.width * 0.2
            spacing: -card.height * 0.012
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                text: card.joker ? "★" : card.rank
                color: card.inkColour
                font.pixelSize: card.height * 0.165
                font.bold: true
                font.family: "DejaVu Sans"
                // "10" is as wide as the index column allows.
                font.letterSpacing: card.rank === "10" ? -card.height * 0.165 * 0.14 : 0
            }
            Image {
                anchors.horizontalCenter: parent.horizontalCenter
                width: card.height * 0.115
                height: width
                source: card.joker && !card.janken ? "" : card.symbol
                sourceSize.width: Math.ceil(width * 2)
                sourceSize.height: Math.ceil(height * 2)
                visible: !card.joker || card.janken
            }
        }
        Column {
            x: card.width * 0.955 - width
            y: card.height * 0.97 - height
            width: card.width * 0.2
            rotation: 180
            spacing: -card.height * 0.012
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                text: card.joker ? "★" : card.rank
                color: card.inkColour
                font.pixelSize: card.height * 0.165
                font.bold: true
                font.family: "DejaVu Sans"
                // "10" is as wide as the index column allows.
                font.letterSpacing: card.rank === "10" ? -card.height * 0.165 * 0.14 : 0
            }
            Image {
                anchors.horizontalCenter: parent.horizontalCenter
                width: card.height * 0.115
                height: width
                source: card.joker && !card.janken ? "" : card.symbol
                sourceSize.width: Math.ceil(width * 2)
                sourceSize.height: Math.ceil(height * 2)
                visible: !card.joker || card.janken
            }
        }
    }

    Image {
        objectName: "backArt"
        anchors.fill: parent
        visible: !card.showingFace
        source: card.showingFace ? "" : card.backArt
        sourceSize.width: card.artWidth
        sourceSize.height: Math.round(card.artWidth * 1.4)
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
