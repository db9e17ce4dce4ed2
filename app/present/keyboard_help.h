// Help > Keyboard: every key the table and the menus answer to, as one page.
#pragma once

#include <QKeySequence>
#include <QString>

namespace felt::app {

// The keys as an HTML table, in the language in use; the menu shortcuts are
// the platform's own names for them (Ctrl on Linux and Windows, ⌘ on macOS).
QString keyboardHelpText();

// View > Full screen: the platform's key, or F11 where it has none (X11).
QKeySequence fullScreenKey();

}  // namespace felt::app
