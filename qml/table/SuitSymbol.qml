// A suit's symbol as the cards print it (CardArt.js), for a game's controls
// that name a suit (a French one, or Janken's with `janken`), in the
// four-colour deck's inks when the person chose it.
import QtQuick
import "CardArt.js" as Art

Image {
    required property int suit
    property bool janken: false
    property bool fourColour: false

    source: Art.symbol(janken, false, fourColour, suit)
    sourceSize.width: width * 2
    sourceSize.height: height * 2
}
