#pragma once

class QMainWindow;

namespace felt::app {

class ViewSettings;

// View > Large print for the window's Qt Widgets parts, which the table's
// textScale does not reach: while it is on, the menu bar, every menu and the
// tool tips are drawn as much larger as the table's texts (its theme's
// textScale); off, they have their own size again. Follows `view` for the
// menus `window` has (made before this call) while it lives.
void followLargePrint(ViewSettings* view, QMainWindow* window);

}  // namespace felt::app
