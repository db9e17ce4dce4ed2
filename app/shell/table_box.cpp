#include "shell/table_box.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QQuickView>
#include <QWidget>

namespace felt::app {

TableBox::TableBox(QQuickView* table, QWidget* window)
    : QObject(window),
      table_(table),
      window_(window),
      widget_(QWidget::createWindowContainer(table, window)) {
    // A key no widget used travels up to the main window: watched there.
    window_->installEventFilter(this);
    widget_->setFocusPolicy(Qt::StrongFocus);
}

void TableBox::focusTable() {
    widget_->setFocus();
    if (window_->isActiveWindow()) table_->requestActivate();
}

bool TableBox::eventFilter(QObject* watched, QEvent* event) {
    const bool key = event->type() == QEvent::KeyPress || event->type() == QEvent::KeyRelease;
    if (watched != window_ || !key || !table_->isVisible()) return false;
    auto* keyEvent = static_cast<QKeyEvent*>(event);
    QKeyEvent copy(keyEvent->type(), keyEvent->key(), keyEvent->modifiers(),
                   keyEvent->nativeScanCode(), keyEvent->nativeVirtualKey(),
                   keyEvent->nativeModifiers(), keyEvent->text(), keyEvent->isAutoRepeat(),
                   keyEvent->count(), keyEvent->device());
    QCoreApplication::sendEvent(table_, &copy);
    if (event->type() == QEvent::KeyPress) table_->requestActivate();
    return true;
}

}  // namespace felt::app
