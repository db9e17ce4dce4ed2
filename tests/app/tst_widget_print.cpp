// View > Large print reaches the window's Qt Widgets parts: the menu bar,
// its menus (one in the bar, a submenu owned by the window) and the tool tips are
// drawn 30 % larger while it is on, and at their own size again when it is
// turned off (app/shell/widget_print).
#include <QApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QTest>
#include <QToolTip>

#include "session/view_settings.h"
#include "shell/widget_print.h"

using namespace felt::app;

namespace {

double sizeOf(const QFont& font) {
    return font.pointSizeF() > 0 ? font.pointSizeF() : font.pixelSize();
}

}  // namespace

class TestWidgetPrint : public QObject {
    Q_OBJECT
private slots:
    void menusAndToolTipsFollowLargePrint();
};

void TestWidgetPrint::menusAndToolTipsFollowLargePrint() {
    QMainWindow window;
    QMenu* game = window.menuBar()->addMenu(QStringLiteral("&Game"));
    game->addAction(QStringLiteral("&New"));
    auto* sub = new QMenu(QStringLiteral("&Speed"), &window);
    game->addMenu(sub);
    ViewSettings view;
    followLargePrint(&view, &window);
    const double bar = sizeOf(window.menuBar()->font());
    const double menu = sizeOf(game->font());
    const double tip = sizeOf(QToolTip::font());
    QVERIFY(bar > 0 && menu > 0 && tip > 0);

    view.setLargePrint(true);
    QCOMPARE(sizeOf(window.menuBar()->font()), bar * 1.3);
    QCOMPARE(sizeOf(game->font()), menu * 1.3);
    QCOMPARE(sizeOf(sub->font()), menu * 1.3);
    QCOMPARE(sizeOf(QToolTip::font()), tip * 1.3);

    view.setLargePrint(false);
    QCOMPARE(sizeOf(window.menuBar()->font()), bar);
    QCOMPARE(sizeOf(game->font()), menu);
    QCOMPARE(sizeOf(sub->font()), menu);
    QCOMPARE(sizeOf(QToolTip::font()), tip);
}

QTEST_MAIN(TestWidgetPrint)
#include "tst_widget_print.moc"
