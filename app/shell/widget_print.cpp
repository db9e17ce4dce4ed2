#include "shell/widget_print.h"

#include <QApplication>
#include <QFont>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QToolTip>
#include <memory>

#include "session/view_settings.h"

namespace felt::app {

namespace {

QFont scaled(QFont font, double scale) {
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * scale);
    else
        font.setPixelSize(qRound(font.pixelSize() * scale));
    return font;
}

void scaleWidgetPrint(QMainWindow* window, double scale) {
    // Each part's own size, as the platform gave it before the first change.
    static const QFont barFont = QApplication::font("QMenuBar");
    static const QFont menuFont = QApplication::font("QMenu");
    static const QFont tipFont = QToolTip::font();
    // Each menu is a window of its own: the bar's font does not reach it.
    window->menuBar()->setFont(scaled(barFont, scale));
    const auto menus = window->findChildren<QMenu*>();
    for (QMenu* menu : menus) menu->setFont(scaled(menuFont, scale));
    QToolTip::setFont(scaled(tipFont, scale));
}

}  // namespace

void followLargePrint(ViewSettings* view, QMainWindow* window) {
    // The view changes for other reasons too: only a new scale is applied.
    const auto scale = std::make_shared<double>(0);
    const auto follow = [view, window, scale] {
        const double now = view->theme().value(QStringLiteral("textScale")).toDouble();
        if (now == *scale) return;
        *scale = now;
        scaleWidgetPrint(window, now);
    };
    follow();
    QObject::connect(view, &ViewSettings::changed, window, follow);
}

}  // namespace felt::app
