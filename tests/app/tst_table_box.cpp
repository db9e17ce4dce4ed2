// The table in the main window (app/shell/table_box). In a Qt Quick window
// of its own (X11), keys that land on the main window's widgets (after the
// menu bar had the keyboard, or when the window manager focuses the main
// window) still reach the table, and a screen reader finds the table's items
// inside the main window. Elsewhere it is a QQuickWidget, which gets its keys
// as any widget does.
#include <QAccessible>
#include <QGuiApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QQmlError>
#include <QQuickItem>
#include <QQuickView>
#include <QQuickWidget>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>
#include <QWidget>
#include <functional>

#include "shell/table_box.h"

using felt::app::TableBox;

namespace {

// The accessible named `name` under `node`, depth first, or null.
QAccessibleInterface* findAccessible(QAccessibleInterface* node, const QString& name,
                                     int depth = 0) {
    if (!node || depth > 12) return nullptr;
    if (node->text(QAccessible::Name) == name) return node;
    for (int i = 0; i < node->childCount(); ++i)
        if (auto* found = findAccessible(node->child(i), name, depth + 1)) return found;
    return nullptr;
}

// The name of the first window met walking up from `node`, or "" if none.
QString windowAbove(QAccessibleInterface* node) {
    for (int i = 0; node && i < 12; ++i, node = node->parent())
        if (node->role() == QAccessible::Window) return node->text(QAccessible::Name);
    return QString();
}

// A main window titled "Felt" around the table of a kind.
struct TitledWindow {
    QWidget mainWindow;
    TableBox box;

    explicit TitledWindow(TableBox::Kind kind) : box(kind, &mainWindow) {
        mainWindow.setWindowTitle(QStringLiteral("Felt"));
        (new QVBoxLayout(&mainWindow))->addWidget(box.widget());
    }
    // Loads the table and shows the window; false if either fails.
    bool show(const QUrl& url) {
        QList<QQmlError> errors;
        if (!box.load(url, &errors)) return false;
        mainWindow.resize(300, 200);
        mainWindow.show();
        return QTest::qWaitForWindowExposed(&mainWindow);
    }
    // The test table's card, as a screen reader finds it from the main window.
    QAccessibleInterface* card() {
        return findAccessible(QAccessible::queryAccessibleInterface(&mainWindow),
                              QStringLiteral("Ace of spades"));
    }
};

// A main window with the table in its own window under a stand-in for the
// menu bar: a widget that may have the keyboard, and passes up the keys it
// does not use.
struct BarAboveTable {
    QWidget mainWindow;
    QWidget* bar = new QWidget(&mainWindow);
    TableBox box{TableBox::Kind::OwnWindow, &mainWindow};

    // Loads the table and shows the window; false if either fails.
    bool show(const QUrl& url) {
        auto* layout = new QVBoxLayout(&mainWindow);
        layout->addWidget(bar);
        layout->addWidget(box.widget());
        QList<QQmlError> errors;
        if (!box.load(url, &errors)) return false;
        mainWindow.resize(300, 200);
        mainWindow.show();
        return QTest::qWaitForWindowActive(&mainWindow);
    }
};

}  // namespace

class TestTableBox : public QObject {
    Q_OBJECT
private slots:
    void init() {
        QVERIFY(dir_.isValid());
        url_ = writeQml(
            "Table.qml",
            "import QtQuick\n"
            "Rectangle {\n"
            "  color: \"darkgreen\"; focus: true\n"
            "  property int escapes: 0\n"
            "  property int rights: 0\n"
            "  property int tabs: 0\n"
            "  Keys.onTabPressed: tabs++\n"
            "  property int releases: 0\n"
            "  Keys.onReleased: releases++\n"
            "  Keys.onEscapePressed: escapes++\n"
            "  Keys.onRightPressed: rights++\n"
            "  Rectangle { width: 40; height: 60\n"
            "    Accessible.role: Accessible.Button; Accessible.name: \"Ace of spades\" }\n"
            "}\n");
        QVERIFY(url_.isValid());
    }

    void keysOnTheMainWindowReachTheTable() {
        BarAboveTable scene;
        QWidget& mainWindow = scene.mainWindow;
        QWidget* bar = scene.bar;
        TableBox& box = scene.box;
        bar->setFocusPolicy(Qt::StrongFocus);
        QVERIFY(scene.show(url_));
        QWindow* view = box.quickWindow();
        QQuickItem* table = box.rootObject();

        // The table's window has the focus: a key its box gets goes on at once.
        box.focusTable();
        QTRY_COMPARE(QGuiApplication::focusWindow(), view);
        QTest::keyClick(box.widget(), Qt::Key_Right);
        QCOMPARE(table->property("rights").toInt(), 1);
        // Tab too, which the box would keep to move the focus among widgets.
        QTest::keyClick(box.widget(), Qt::Key_Tab);
        QCOMPARE(table->property("tabs").toInt(), 1);

        // The "menu bar" took the keyboard: the main window has the focus,
        // the table's window and so its items have not.
        bar->setFocus();
        mainWindow.activateWindow();
        QTRY_COMPARE(QGuiApplication::focusWindow(), mainWindow.windowHandle());
        QVERIFY(!table->hasActiveFocus());
        // Keys it passes up reach the table (once its window has the focus
        // again), in order, presses and releases once each.
        QTest::keyClick(bar, Qt::Key_Escape);
        QTest::keyClick(bar, Qt::Key_Right);
        QTRY_COMPARE(table->property("escapes").toInt(), 1);
        QTRY_COMPARE(table->property("rights").toInt(), 2);
        QCOMPARE(QGuiApplication::focusWindow(), view);
        // None comes twice: a key sent after them arrives after any repeat.
        QTest::keyClick(view, Qt::Key_Right);
        QTRY_COMPARE(table->property("rights").toInt(), 3);
        QCOMPARE(table->property("releases").toInt(), 5);
        QCOMPARE(table->property("escapes").toInt(), 1);
    }

    void theTableTakesTheKeyboardBackFromTheMainWindow() {
        BarAboveTable scene;
        QWidget& mainWindow = scene.mainWindow;
        QWidget* bar = scene.bar;
        TableBox& box = scene.box;
        QVERIFY(scene.show(url_));
        box.focusTable();
        QTRY_COMPARE(QGuiApplication::focusWindow(), box.quickWindow());

        // The window manager gives the main window the focus (a menu
        // closed, its title bar was clicked) and no widget of it has the
        // keyboard, as on X11: the table's window takes it back before any
        // key comes. (Made so here by letting no widget take the focus: on
        // this platform the box would otherwise get it and pass it on.)
        box.widget()->setFocusPolicy(Qt::NoFocus);
        mainWindow.activateWindow();
        QTRY_COMPARE(QGuiApplication::focusWindow(), box.quickWindow());
        QTRY_VERIFY(box.rootObject()->hasActiveFocus());

        // A widget that has the keyboard keeps it.
        bar->setFocusPolicy(Qt::StrongFocus);
        bar->setFocus();
        mainWindow.activateWindow();
        QTRY_COMPARE(QGuiApplication::focusWindow(), mainWindow.windowHandle());
        for (int i = 0; i < 3; ++i) QCoreApplication::processEvents();  // past a queued hand-over
        QCOMPARE(QGuiApplication::focusWindow(), mainWindow.windowHandle());
        QVERIFY(bar->hasFocus());
    }

    // A window manager that focuses the main window when a click lands in
    // the table (openbox does) takes the focus from the table's window until
    // the box hands it back. An open list on the table stays open meanwhile:
    // it closed under the press, and the release then hit what lay beneath.
    void anOpenListOutlivesTheWindowManagersFocusBounce() {
        const QUrl listQml =
            writeQml("List.qml",
                     "import QtQuick\nimport QtQuick.Controls\n"
                     "Rectangle {\n"
                     "  property alias list: list\n"
                     "  ComboBox { id: list; focus: true; model: [\"Casual\", \"Strong\"] }\n"
                     "}\n");
        BarAboveTable scene;
        QVERIFY(scene.show(listQml));
        TableBox& box = scene.box;
        box.focusTable();
        QTRY_COMPARE(QGuiApplication::focusWindow(), box.quickWindow());
        auto* list = box.rootObject()->property("list").value<QQuickItem*>();
        QVERIFY(list);
        QTRY_VERIFY(list->hasActiveFocus());
        auto* popup = list->property("popup").value<QObject*>();
        QVERIFY(popup);
        QMetaObject::invokeMethod(popup, "open");
        QTRY_VERIFY(popup->property("opened").toBool());
        QSignalSpy closed(popup, SIGNAL(visibleChanged()));

        QSignalSpy focusMoved(qGuiApp, &QGuiApplication::focusWindowChanged);
        scene.mainWindow.activateWindow();
        QTRY_COMPARE(focusMoved.count(), 2);  // to the main window and back
        QCOMPARE(focusMoved.at(0).at(0).value<QWindow*>(), scene.mainWindow.windowHandle());
        QCOMPARE(QGuiApplication::focusWindow(), box.quickWindow());
        QVERIFY(popup->property("visible").toBool());
        QCOMPARE(closed.count(), 0);
        QVERIFY(list->hasActiveFocus() || popup->property("activeFocus").toBool());

        // When a widget of the main window keeps the keyboard, the list lets go as before.
        scene.bar->setFocusPolicy(Qt::StrongFocus);
        scene.bar->setFocus();
        scene.mainWindow.activateWindow();
        QTRY_VERIFY(!popup->property("visible").toBool());
    }

    void altAloneGivesTheMenuBarTheKeyboard() {
        QMainWindow mainWindow;
        QMenu* game = mainWindow.menuBar()->addMenu(QStringLiteral("&Game"));
        game->addAction(QStringLiteral("&New"));
        TableBox box(TableBox::Kind::OwnWindow, &mainWindow);
        mainWindow.setCentralWidget(box.widget());
        QList<QQmlError> errors;
        QVERIFY(box.load(url_, &errors));
        mainWindow.resize(300, 200);
        mainWindow.show();
        QVERIFY(QTest::qWaitForWindowActive(&mainWindow));
        box.focusTable();
        QWindow* view = box.quickWindow();
        QTRY_COMPARE(QGuiApplication::focusWindow(), view);

        // Alt pressed and released alone on the table: the menu bar has the
        // keyboard (the main window with it), and Down opens its first menu.
        QTest::keyPress(view, Qt::Key_Alt, Qt::AltModifier);
        QTest::keyRelease(view, Qt::Key_Alt);
        QTRY_VERIFY(mainWindow.menuBar()->hasFocus());
        QTRY_COMPARE(QGuiApplication::focusWindow(), mainWindow.windowHandle());
        QTest::keyClick(mainWindow.windowHandle(), Qt::Key_Down);
        QTRY_VERIFY(game->isVisible());
        game->close();

        // Alt with another key is that key's shortcut, not the menu bar's.
        box.focusTable();
        QTRY_COMPARE(QGuiApplication::focusWindow(), view);
        QTest::keyPress(view, Qt::Key_Alt, Qt::AltModifier);
        QTest::keyClick(view, Qt::Key_Right, Qt::AltModifier);
        QTest::keyRelease(view, Qt::Key_Alt);
        QCOMPARE(QGuiApplication::focusWindow(), view);
        QVERIFY(!mainWindow.menuBar()->hasFocus());
    }

    void aScreenReaderFindsTheTableInsideTheMainWindow() {
        TitledWindow w(TableBox::Kind::OwnWindow);
        QVERIFY(w.show(url_));
        QAccessibleInterface* card = w.card();
        QVERIFY2(card, "the table's items are not in the main window's accessible tree");
        QCOMPARE(card->role(), QAccessible::Button);
        // Walking up from a card, a screen reader meets a window named as
        // the main window, whatever its title becomes.
        QCOMPARE(windowAbove(card), QStringLiteral("Felt"));
        w.mainWindow.setWindowTitle(QStringLiteral("MadJack — Felt"));
        QCOMPARE(windowAbove(card), QStringLiteral("MadJack — Felt"));
    }

    void elsewhereAQuickWidgetTakesItsOwnKeys() {
        // The offscreen platform of the tests is not X11.
        QCOMPARE(TableBox::kindForPlatform(), TableBox::Kind::Widget);
        QWidget mainWindow;
        TableBox box(TableBox::Kind::Widget, &mainWindow);
        (new QVBoxLayout(&mainWindow))->addWidget(box.widget());
        QVERIFY(qobject_cast<QQuickWidget*>(box.widget()));
        QCOMPARE(box.offscreenView(), box.widget());
        QList<QQmlError> errors;
        QVERIFY(box.load(url_, &errors));
        mainWindow.show();
        QVERIFY(QTest::qWaitForWindowActive(&mainWindow));
        box.focusTable();
        QTest::keyClick(box.widget(), Qt::Key_Escape);
        QCOMPARE(box.rootObject()->property("escapes").toInt(), 1);
    }

    void aScreenReaderWalksUpFromACardInAQuickWidget() {
        TitledWindow w(TableBox::Kind::Widget);
        QVERIFY(w.show(url_));
        QAccessibleInterface* card = w.card();
        QVERIFY2(card, "the table's items are not in the main window's accessible tree");
        // Above the card: a window named as the main window, which holds
        // the card and belongs to the application.
        QAccessibleInterface* above = card->parent();
        QVERIFY2(above, "a card at the top of the table has no parent");
        QCOMPARE(above->role(), QAccessible::Window);
        QCOMPARE(above->text(QAccessible::Name), QStringLiteral("Felt"));
        QVERIFY(above->indexOfChild(card) >= 0);
        QCOMPARE(above->child(above->indexOfChild(card)), card);
        QCOMPARE(above->rect(), QAccessible::queryAccessibleInterface(w.box.widget())->rect());
        QVERIFY(above->parent());
        QCOMPARE(above->parent()->role(), QAccessible::Application);
        w.mainWindow.setWindowTitle(QStringLiteral("MadJack — Felt"));
        QCOMPARE(windowAbove(card), QStringLiteral("MadJack — Felt"));
    }

    void aBrokenTableSaysWhy() {
        const QUrl broken =
            writeQml("Broken.qml", "import QtQuick\nRectangle { colour: \"red\" }\n");
        for (const auto kind : {TableBox::Kind::OwnWindow, TableBox::Kind::Widget}) {
            QWidget mainWindow;
            TableBox box(kind, &mainWindow);
            QList<QQmlError> errors;
            QVERIFY(!box.load(broken, &errors));
            QVERIFY(!errors.isEmpty());
            QVERIFY(errors.first().toString().contains(QStringLiteral("colour")));
        }
    }

private:
    // A QML file of `text` in the test's folder, by its address (empty if
    // it could not be written).
    QUrl writeQml(const char* name, const char* text) {
        QFile qml(dir_.filePath(QString::fromLatin1(name)));
        if (!qml.open(QIODevice::WriteOnly) || qml.write(text) < 0) return {};
        return QUrl::fromLocalFile(qml.fileName());
    }

    QTemporaryDir dir_;
    QUrl url_;
};

QTEST_MAIN(TestTableBox)
#include "tst_table_box.moc"
