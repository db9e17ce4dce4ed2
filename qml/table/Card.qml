// One playing card, drawn from our own vector art (scripts/make-card-art.py):
// the face's picture with the corner indices drawn over it, or the back.
// Turning over plays a short flip.
import QtQuick
import "CardArt.js" as Art

Item {
    id: card

    property string rank: ""
    // The corner index in the reader's language (German B, D, K; French V, D,
    // R); "" shows `rank`, which also picks the face's picture.
    property string rankIndex: ""
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
    // The table's colours (ViewSettings.theme): the highlights, the badge of a
    // wild card, the shade of a card that cannot be used, and which inks the
    // indices take. Playable, selected and hinted differ in more than colour:
    // selected cards stand raised, a hint's frame is thicker, and cards that
    // cannot be used are dimmed. Without a table a card has no highlights.
    property var theme: null
    property int flipMs: 150

    // Which side is drawn; follows faceUp through the flip (set, not bound,
    // so that the flip decides when the side changes).
    property bool showingFace: false

    readonly property color inkColour: Art.ink(janken, joker, fourColour, suit, theme?.strongInk ?? false)
    readonly property url symbol: Art.symbol(janken, joker, fourColour, suit)
    // What the corner indices show: a French Joker has a star and no symbol.
    readonly property string cornerRank: joker ? "★" : rankIndex || rank
    readonly property url cornerSymbol: joker && !janken ? "" : symbol
    readonly property bool court: rank === "J" || rank === "Q" || rank === "K"
    // The back's design: cards/back-<name>.svg (ViewSettings::cardBacks).
    property string back: "blue"
    readonly property url backArt: Qt.resolvedUrl("../cards/back-" + back + ".svg")
    readonly property url faceArt: Art.face(janken, joker, fourColour, suit, rank)
    // Device pixels per pixel, handed in by whoever lays out many cards (a
    // Screen attached to each card would be one more object per card).
    property real pixelRatio: 1
    // The size the art is drawn at: the card's size in device pixels, in
    // steps of 20 pixels so that a resize does not redraw every face at each
    // pixel. The art is 5:7, and a step of 20 keeps the height whole, so the
    // art is scaled alike both ways: Qt strokes a picture scaled unevenly up
    // to fifty times slower (a back took 3-23 ms instead of 0.1-0.5 ms).
    // (Drawing at twice the size cost four times the memory and time for no
    // visible gain.)
    readonly property int artWidth: Math.ceil(width * pixelRatio / 20) * 20
    readonly property int artHeight: artWidth * 7 / 5

    width: 70
    height: 98

    // A flip runs flipPhase up to 1: the side shown shrinks to nothing at -1 to
    // 0, changes at 0, and the other side grows back. A flip that waits its
    // turn (Art.flipDelay) starts below -1, where the card still lies flat:
    // one animation, not a pause and a move, for each of a hundred cards.
    property real flipPhase: 1
    readonly property real flipScale: Math.min(1, Math.abs(flipPhase))

    Component.onCompleted: showingFace = faceUp
    onFaceUpChanged: {
        if (flipMs <= 0) {
            showingFace = faceUp;
            return;
        }
        const wait = Art.flipDelay();
        flip.from = -1 - 2 * wait / flipMs;
        flip.duration = flipMs + wait;
        flip.restart();
    }
    onFlipPhaseChanged: if (flipPhase >= 0 && showingFace !== faceUp) showingFace = faceUp

    NumberAnimation {
        id: flip
        target: card
        property: "flipPhase"
        to: 1
    }

    // A corner index: the rank over the suit's symbol (a French Joker has a
    // star). Everything it shows is handed in: an inline component does not
    // see the card's ids.
    component CornerIndex: Column {
        required property string rank
        required property color ink
        required property url symbol
        required property bool showSymbol
        required property real cardHeight
        required property real cardWidth
        width: cardWidth * 0.2
        spacing: -cardHeight * 0.012
        Text {
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            text: parent.rank
            color: parent.ink
            font.pixelSize: parent.cardHeight * 0.165
            font.bold: true
            font.family: "DejaVu Sans"
            // "10" is as wide as the index column allows.
            font.letterSpacing: parent.rank === "10" ? -parent.cardHeight * 0.165 * 0.14 : 0
        }
        Image {
            anchors.horizontalCenter: parent.horizontalCenter
            width: parent.cardHeight * 0.115
            height: width
            source: parent.symbol
            sourceSize.width: Math.ceil(width * 2)
            sourceSize.height: Math.ceil(height * 2)
            visible: parent.showSymbol
        }
    }

    transform: Scale { origin.x: card.width / 2; xScale: card.flipScale }

    // qmllint disable unqualified
    // (Qt 6.4's qmllint flags the card's id inside a Loader's component, as in
    // delegates; the component lives in the card's context.)
    // The ring round a card that can be played, is chosen or is hinted:
    // made only while it shows (most cards on a table have none; an idle
    // ring in each of 52 cards held 0.4 MiB).
    Loader {
        anchors.fill: parent
        anchors.margins: -4
        active: !!card.theme && (card.playable || card.selected || card.hinted)
        sourceComponent: Rectangle {
            objectName: "ring"
            radius: card.width * 0.1
            color: "transparent"
            border.width: card.hinted ? 5 : 3
            border.color: (card.hinted ? card.theme?.hinted : card.selected ? card.theme?.selected : card.theme?.playable) ?? "transparent"
        }
    }

    // The face is made only while it shows: most cards on a table lie face
    // down, and a face costs a dozen items.
    Loader {
        anchors.fill: parent
        active: card.showingFace
        sourceComponent: Rectangle {
            radius: card.width * 0.08
            color: Art.facePaper()
            border.color: Art.faceEdge()
            border.width: 1

            // Pips, court figure or jester: one picture per face, drawn once per
            // size (the image cache shares it between cards of the same face).
            Image {
                objectName: "faceArt"
                anchors.fill: parent
                source: card.faceArt
                sourceSize.width: card.artWidth
                sourceSize.height: card.artHeight
            }

            // The corner indices: the rank over the suit, top left and (turned
            // over) bottom right.
            CornerIndex {
                x: card.width * 0.045
                y: card.height * 0.03
                rank: card.cornerRank
                ink: card.inkColour
                symbol: card.cornerSymbol
                showSymbol: !card.joker || card.janken
                cardWidth: card.width
                cardHeight: card.height
            }
            CornerIndex {
                x: card.width * 0.955 - width
                y: card.height * 0.97 - height
                rotation: 180
                rank: card.cornerRank
                ink: card.inkColour
                symbol: card.cornerSymbol
                showSymbol: !card.joker || card.janken
                cardWidth: card.width
                cardHeight: card.height
            }

            // What a wild card stands for, in the corner that shows in a row
            // and in a column.
            Loader {
                x: 1
                y: card.height * 0.12
                active: card.standsFor.length > 0 && card.theme !== null
                sourceComponent: Rectangle {
                    objectName: "standsForBadge"
                    width: standsForText.implicitWidth + 6
                    height: standsForText.implicitHeight + 2
                    radius: 3
                    color: card.theme.playable
                    border.color: card.theme.playableText
                    Text {
                        id: standsForText
                        textFormat: Text.PlainText
                        anchors.centerIn: parent
                        text: "=" + card.standsFor
                        font.pixelSize: Math.max(10, card.height * 0.1)
                        font.bold: true
                        color: card.theme.playableText
                    }
                }
            }

            // A card that cannot be used now (only a face shows it).
            Rectangle {
                anchors.fill: parent
                radius: parent.radius
                color: card.theme?.dim ?? "transparent"
                visible: card.dimmed
            }
        }
    }

    // qmllint enable unqualified

    Image {
        objectName: "backArt"
        anchors.fill: parent
        visible: !card.showingFace
        source: card.showingFace ? "" : card.backArt
        sourceSize.width: card.artWidth
        sourceSize.height: card.artHeight
    }
}
