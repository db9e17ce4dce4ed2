#pragma once

class QMainWindow;

namespace felt::app {

class ViewSettings;

// View > Large print for the window's Qt Widgets parts, which the table's
// textScale does not reach: while it is on, the menu bar, every menu and the
// tool tips are drawn as much larger as the table's texts (its theme's
// textScale); off, they have their own size again. Follows `view` while
// `window` lives, for the menus `window` holds now and at each change (a
// menu made later, while large print is on, waits for the next change).
void followLargePrint(ViewSettings* view, QMainWindow* window);

}  // namespace felt::app
