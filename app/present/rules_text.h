// The in-app rules of a game (Help > Rules), in the language in use: the
// resource :/rules/<language>/<game-id>.md, or the English :/rules/<game-id>.md
// where that language has none.
#pragma once

#include <QLocale>
#include <QString>

namespace felt::app {

// The Markdown text, or "" when the game has no written rules at all.
QString rulesText(const QString& gameId, const QLocale& locale = QLocale());

}  // namespace felt::app
