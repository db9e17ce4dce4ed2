// The words of the statistics: what a row keeps of a seat's name, and how a
// row reads in the language in use (names, bot levels, variants) rather than
// in the keys the store holds.
#pragma once

#include <QString>

namespace felt::app {

// The name a finished game's seat is counted under: a seat's default name
// ("Spieler 1" in German) in English, so that one person stays one row
// whatever language Felt spoke; a chosen name as it is.
QString storedSeatName(const QString& shown, int seat);
// A stored name as the table would show it now ("Player 1" in German: "Spieler 1").
QString shownSeatName(const QString& stored);
// A bot kind as a word ("casual": "Casual"); other kinds as they are.
QString botLevelWord(const QString& kind);
// A variant ("key=value,..." of every option) as the options that differ from
// the game's defaults, in words ("Target score: 1"); "Standard rules" for none.
QString variantWords(const QString& gameId, const QString& variant);

}  // namespace felt::app
