// Holds the table, a Qt Quick window of its own, inside the main window (a
// window container): the table draws straight into its window, with no
// offscreen frame to copy into the main window's (a QQuickWidget's cost:
// 3.6 MiB of Felt's own memory and a copy of every frame).
//
// Keys must still reach the table whatever the main window's focus says.
// After the menu bar or a menu had the keyboard (Alt, a menu closed with
// Esc), or when a window manager gives the focus to the main window alone,
// key presses go to the main window's widgets, which do not pass them on to
// the contained window. The box takes every key those widgets leave unused,
// asks the window system to give the table's window the focus, and hands the
// keys to the table once it has it, in order (none is lost or repeated).
#pragma once

#include <QObject>
#include <QTimer>
#include <memory>
#include <vector>

class QKeyEvent;
class QQuickView;
class QWidget;

namespace felt::app {

class TableBox : public QObject {
    Q_OBJECT
public:
    // Makes `table` part of `window` (which owns both from then on).
    TableBox(QQuickView* table, QWidget* window);
    ~TableBox() override;

    QWidget* widget() const { return widget_; }  // the main window's central widget
    QQuickView* table() const { return table_; }
    // Gives the keyboard to the table (a dialog of its own opened on it, say).
    void focusTable();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void handOverHeldKeys();

    QQuickView* table_;
    QWidget* window_;
    QWidget* widget_;
    // Keys waiting for the table's window to have the focus, until dropHeld_.
    std::vector<std::unique_ptr<QKeyEvent>> held_;
    QTimer dropHeld_;
};

}  // namespace felt::app
