// Holds the table's Qt Quick scene in the main window, the way the window
// system allows:
//
// - On X11 (xcb) the table is a Qt Quick window of its own inside the main
//   window (a window container). It draws straight into its window, with no
//   offscreen frame to copy into the main window's: 3.6 MiB less of Felt's
//   own memory than a QQuickWidget (docs/performance.md).
// - Elsewhere it stays a QQuickWidget. A Wayland sub-surface never gets the
//   keyboard focus, and Qt Quick gives keys to its items only while their
//   window has it: a contained window would get no keys at all there. The
//   other systems (Windows, macOS) keep the kind Felt has always shipped.
//
// In its own window the table must still get the keys the main window's
// widgets leave unused: after the menu bar or a menu had the keyboard (Alt, a
// menu closed with Esc), or when a window manager gives the focus to the main
// window alone, key presses go to those widgets, which do not pass them on to
// the contained window. The box takes them, asks the window system to give
// the table's window the focus, and hands the keys to the table once it has
// it, in order (none is lost or repeated). When the main window gets the
// focus and none of its widgets wants the keyboard, the table's window takes
// it back at once, so that keys seldom have to wait; meanwhile the table's
// items keep their focus (an open list stays open under a click that made the
// window manager focus the main window). Alt pressed alone on the table
// reaches the menu bar, which then takes the keyboard as usual.
#pragma once

#include <QList>
#include <QObject>
#include <QTimer>
#include <memory>
#include <vector>

class QColor;
class QKeyEvent;
class QQmlEngine;
class QQmlError;
class QQuickItem;
class QQuickView;
class QQuickWidget;
class QQuickWindow;
class QUrl;
class QWidget;

namespace felt::app {

class TableBox : public QObject {
    Q_OBJECT
public:
    enum class Kind { OwnWindow, Widget };
    // OwnWindow on X11, Widget elsewhere (see above).
    static Kind kindForPlatform();

    // Makes the table part of `window` (which owns it from then on).
    TableBox(Kind kind, QWidget* window);
    ~TableBox() override;

    QWidget* widget() const { return widget_; }  // the main window's central widget
    // The window Qt Quick draws the table in (offscreen for a QQuickWidget).
    QQuickWindow* quickWindow() const;
    // The QQuickWidget, whose paints put the frames on screen; null when the
    // table has its own window.
    QWidget* offscreenView() const;
    QQmlEngine* engine() const;
    QQuickItem* rootObject() const;
    // Loads the table's QML; false with what went wrong in `errors`.
    bool load(const QUrl& url, QList<QQmlError>* errors);
    // What shows where the table has not drawn yet.
    void setColor(const QColor& colour);
    // Gives the keyboard to the table (a dialog of its own opened on it, say).
    void focusTable();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void passFocusOn();
    void handOverHeldKeys();

    QWidget* window_;
    QQuickView* view_ = nullptr;           // OwnWindow
    QQuickWidget* quickWidget_ = nullptr;  // Widget
    QWidget* widget_ = nullptr;
    // Keys waiting for the table's window to have the focus, until dropHeld_.
    std::vector<std::unique_ptr<QKeyEvent>> held_;
    QTimer dropHeld_;
};

}  // namespace felt::app
