#include "shell/quick_widget_accessible.h"

#include <QAccessible>
#include <QAccessibleInterface>
#include <QApplication>
#include <QPointer>
#include <QQuickWidget>
#include <QWindow>
#include <vector>

namespace felt::app {

namespace {

// The table's widgets being watched (gone ones are skipped and dropped).
std::vector<QPointer<QQuickWidget>>& watched() {
    static std::vector<QPointer<QQuickWidget>> widgets;
    return widgets;
}

// The window a watched QQuickWidget renders into, as a screen reader sees it
// from the table's items: named and placed as its widget's top window says,
// holding the table's items.
class TableWindowStandIn : public QAccessibleInterface {
public:
    TableWindowStandIn(QWindow* window, QQuickWidget* widget) : window_(window), widget_(widget) {}

    bool isValid() const override { return window_ && widget_; }
    QObject* object() const override { return window_; }
    QWindow* window() const override { return window_; }
    QAccessibleInterface* parent() const override {
        return QAccessible::queryAccessibleInterface(qApp);
    }
    QAccessibleInterface* child(int index) const override {
        const auto* table = scene();
        return table ? table->child(index) : nullptr;
    }
    int childCount() const override {
        const auto* table = scene();
        return table ? table->childCount() : 0;
    }
    int indexOfChild(const QAccessibleInterface* child) const override {
        const auto* table = scene();
        return table ? table->indexOfChild(child) : -1;
    }
    QAccessibleInterface* childAt(int x, int y) const override {
        const auto* table = scene();
        return table ? table->childAt(x, y) : nullptr;
    }
    QAccessibleInterface* focusChild() const override {
        const auto* table = scene();
        return table ? table->focusChild() : nullptr;
    }
    QString text(QAccessible::Text t) const override {
        const auto* top = topWindow();
        return top ? top->text(t) : QString();
    }
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override {
        const auto* table = scene();
        return table ? table->rect() : QRect();
    }
    QAccessible::Role role() const override { return QAccessible::Window; }
    QAccessible::State state() const override {
        const auto* top = topWindow();
        return top ? top->state() : QAccessible::State();
    }

private:
    // The QQuickWidget's own accessible, which lists the table's items.
    QAccessibleInterface* scene() const {
        return widget_ ? QAccessible::queryAccessibleInterface(widget_.data()) : nullptr;
    }
    // The accessible of the widget that owns the window (the main window).
    QAccessibleInterface* topWindow() const {
        return window_ ? window_->accessibleRoot() : nullptr;
    }

    QPointer<QWindow> window_;
    QPointer<QQuickWidget> widget_;
};

// Qt's class for a top-level widget's window, which has no accessible of its
// own: the one asked for from a QQuickWidget's top items.
QAccessibleInterface* standInFactory(const QString& className, QObject* object) {
    if (className != QLatin1String("QWidgetWindow")) return nullptr;
    auto& widgets = watched();
    std::erase_if(widgets, [](const QPointer<QQuickWidget>& w) { return w.isNull(); });
    for (const auto& widget : widgets)
        if (widget->window()->windowHandle() == object)
            return new TableWindowStandIn(static_cast<QWindow*>(object), widget);
    return nullptr;
}

}  // namespace

void watchQuickWidget(QQuickWidget* widget) {
    static const bool installed = [] {
        QAccessible::installFactory(standInFactory);
        return true;
    }();
    (void)installed;
    watched().emplace_back(widget);
}

}  // namespace felt::app
