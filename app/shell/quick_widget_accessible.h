// Gives a screen reader a way up from the table's items when the table is a
// QQuickWidget (Wayland, Windows, macOS).
//
// Qt asks an item at the top of a QQuickWidget's scene for its parent by
// asking for the accessible of the window the widget renders into, which is
// the main window's own QWindow. Qt has none for that kind of window, so the
// item had no parent at all: a screen reader walking up from a focused card
// found no window and no application. `watchQuickWidget` registers a stand-in
// for that QWindow which looks as the table's window does on X11 (where the
// table has a Qt Quick window of its own): a window named as the main window,
// whose children are the table's items and whose parent is the application.
#pragma once

class QQuickWidget;

namespace felt::app {

// From now on, until `widget` is destroyed, its scene's top items have the
// stand-in above as their parent.
void watchQuickWidget(QQuickWidget* widget);

}  // namespace felt::app
