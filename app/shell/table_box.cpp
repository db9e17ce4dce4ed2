#include "shell/table_box.h"

#include "shell/quick_widget_accessible.h"

#include <QApplication>
#include <QKeyEvent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QQuickWidget>
#include <QWidget>

namespace felt::app {

namespace {

// How long held keys wait for the table's window to get the focus: longer
// than any window system takes, short enough that a refused request does not
// play a stale key much later.
constexpr int kHoldMs = 500;

bool isAltAlone(const QKeyEvent& key) {
    return (key.key() == Qt::Key_Alt || key.key() == Qt::Key_Meta) &&
           key.modifiers() == Qt::AltModifier;
}

}  // namespace

TableBox::Kind TableBox::kindForPlatform() {
    return QGuiApplication::platformName() == QLatin1String("xcb") ? Kind::OwnWindow : Kind::Widget;
}

TableBox::TableBox(Kind kind, QWidget* window) : QObject(window), window_(window) {
    if (kind == Kind::Widget) {
        quickWidget_ = new QQuickWidget(window);
        quickWidget_->setResizeMode(QQuickWidget::SizeRootObjectToView);
        widget_ = quickWidget_;
        watchQuickWidget(quickWidget_);
        return;
    }
    view_ = new QQuickView;
    view_->setResizeMode(QQuickView::SizeRootObjectToView);
    widget_ = QWidget::createWindowContainer(view_, window);
    // Keys for the box itself (it would take Tab to move the focus among the
    // main window's widgets), and keys no widget used, which travel up to
    // the main window: both go to the table.
    widget_->installEventFilter(this);
    window_->installEventFilter(this);
    widget_->setFocusPolicy(Qt::StrongFocus);
    // Alt alone, which a menu bar takes as "the keyboard to me", is seen
    // only by the main window's widgets: the table's own window tells them.
    view_->installEventFilter(this);
    // A screen reader that walks up from a card reaches the table's window,
    // not the main window (Qt gives a contained window no other parent):
    // it bears the main window's title, so that the reader names it alike.
    view_->setTitle(window_->windowTitle());
    connect(window_, &QWidget::windowTitleChanged, view_, &QWindow::setTitle);
    connect(qGuiApp, &QGuiApplication::focusWindowChanged, this, [this](QWindow* focused) {
        if (focused == view_) {
            handOverHeldKeys();
        } else if (focused && focused == window_->windowHandle()) {
            // The main window got the keyboard back (a menu closed, the
            // window manager focused it): it goes on to the table at once,
            // so that keys need not wait for it. Once Qt has settled which
            // widget has the focus.
            QMetaObject::invokeMethod(this, &TableBox::passFocusOn, Qt::QueuedConnection);
        } else {
            // The focus went on from the main window (to a menu, another
            // program): the table's items let go of theirs, as on a focus-out.
            view_->contentItem()->setFocus(false);
        }
    });
    dropHeld_.setSingleShot(true);
    dropHeld_.setInterval(kHoldMs);
    connect(&dropHeld_, &QTimer::timeout, this, [this] { held_.clear(); });
}

TableBox::~TableBox() = default;

QQuickWindow* TableBox::quickWindow() const {
    return view_ ? static_cast<QQuickWindow*>(view_) : quickWidget_->quickWindow();
}

QWidget* TableBox::offscreenView() const {
    return quickWidget_;
}

QQmlEngine* TableBox::engine() const {
    return view_ ? view_->engine() : quickWidget_->engine();
}

QQuickItem* TableBox::rootObject() const {
    return view_ ? view_->rootObject() : quickWidget_->rootObject();
}

bool TableBox::load(const QUrl& url, QList<QQmlError>* errors) {
    if (view_)
        view_->setSource(url);
    else
        quickWidget_->setSource(url);
    *errors = view_ ? view_->errors() : quickWidget_->errors();
    return errors->isEmpty() && rootObject();
}

void TableBox::setColor(const QColor& colour) {
    if (view_)
        view_->setColor(colour);
    else
        quickWidget_->setClearColor(colour);
}

void TableBox::focusTable() {
    if (view_ && QGuiApplication::focusWindow() == view_) return;  // has it already
    widget_->setFocus();
    if (view_ && window_->isActiveWindow()) view_->requestActivate();
}

bool TableBox::eventFilter(QObject* watched, QEvent* event) {
    if (watched == view_) {
        // A window manager that focuses the main window on a click inside the
        // table (openbox does) takes the focus from the table's window for a
        // moment: its items would lose theirs, and an open list (a ComboBox's
        // popup) would close under the press, so that the release lands on
        // what lay beneath. The main window hands the focus straight back
        // (passFocusOn), so the items keep theirs meanwhile.
        if (event->type() == QEvent::FocusOut &&
            QGuiApplication::focusWindow() == window_->windowHandle())
            return true;
        if (event->type() == QEvent::ShortcutOverride &&
            isAltAlone(*static_cast<QKeyEvent*>(event))) {
            std::unique_ptr<QKeyEvent> copy(static_cast<QKeyEvent*>(event)->clone());
            QCoreApplication::sendEvent(window_, copy.get());
        }
        return false;
    }
    const bool key = event->type() == QEvent::KeyPress || event->type() == QEvent::KeyRelease;
    if ((watched != window_ && watched != widget_) || !key || !view_->isVisible()) return false;
    const auto* keyEvent = static_cast<QKeyEvent*>(event);
    held_.emplace_back(keyEvent->clone());
    // Qt Quick gives keys to its items only while its window has the focus
    // (a window that loses it takes the focus from its items): the key
    // waits until the table's window has it back. Asked for with this key's
    // time, which the window system takes as newer than the focus it gave
    // the main window.
    if (QGuiApplication::focusWindow() == view_) {
        handOverHeldKeys();
    } else {
        view_->requestActivate();
        if (!dropHeld_.isActive()) dropHeld_.start();  // counted from the first held key
    }
    return true;
}

void TableBox::passFocusOn() {
    if (QGuiApplication::focusWindow() != window_->windowHandle() ||
        QApplication::activePopupWidget())
        return;
    // A widget of the main window that has the keyboard keeps it (the menu
    // bar after Alt, say).
    QWidget* focused = QApplication::focusWidget();
    if (!focused || focused == widget_ || focused == window_)
        view_->requestActivate();
    else
        view_->contentItem()->setFocus(false);  // as the focus-out it did not get would
}

void TableBox::handOverHeldKeys() {
    dropHeld_.stop();
    // Taken out first: a key may open a dialog that runs its own event loop.
    std::vector<std::unique_ptr<QKeyEvent>> keys;
    keys.swap(held_);
    for (const auto& key : keys) QCoreApplication::sendEvent(view_, key.get());
}

}  // namespace felt::app
