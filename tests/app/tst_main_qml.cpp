// The window's Qt Quick root (shell/Main.qml): the new-game panel is made
// only when it first shows, and then works as before: filled from the
// catalog, closed when a game begins. No QML warning on the way.
#include <QQmlEngineExtensionPlugin>
#include <QQuickItem>
#include <QTest>

#include "session/game_session.h"
#include "table_window.h"
#include "wait_for.h"

Q_IMPORT_QML_PLUGIN(FeltPlugin)

using felt::test::TableWindow;
using felt::test::waitFor;

namespace {

QStringList qmlWarnings;

void collectWarnings(QtMsgType type, const QMessageLogContext&, const QString& message) {
    if (type != QtDebugMsg && type != QtInfoMsg) qmlWarnings << message;
}

const char* const kScene = R"(
import QtQuick
import Felt
Main {
    width: 1024
    height: 700
}
)";

QQuickItem* setupPanel(TableWindow& w) {
    return w.root()->findChild<QQuickItem*>(QStringLiteral("setupPanel"));
}

}  // namespace

class TestMainQml : public QObject {
    Q_OBJECT
private slots:
    void init() {
        qmlWarnings.clear();
        qInstallMessageHandler(collectWarnings);
    }
    void cleanup() { qInstallMessageHandler(nullptr); }

    void setupPanelIsMadeWhenFirstShown() {
        TableWindow w({1024, 700}, kScene);
        QVERIFY2(w.ok(), qPrintable(w.error()));
        QVERIFY(w.waitForFrames());
        QVERIFY2(!setupPanel(w), "the panel is made before anyone asks for it");

        QVERIFY(QMetaObject::invokeMethod(w.root(), "showSetup"));
        QQuickItem* panel = setupPanel(w);
        QVERIFY(panel);
        QVERIFY(w.waitForFrames());
        QVERIFY(panel->isVisible());
        QVERIFY2(panel->width() > 0 && panel->height() > 0,
                 qPrintable(QStringLiteral("%1x%2").arg(panel->width()).arg(panel->height())));
        // Filled from the catalog: the first game is chosen, its id is public.
        QVERIFY(!w.root()->property("setupGame").toString().isEmpty());
        QCOMPARE(panel->property("game").toMap().value(QStringLiteral("id")).toString(),
                 w.root()->property("setupGame").toString());
        QVERIFY2(qmlWarnings.isEmpty(), qPrintable(qmlWarnings.join(QLatin1Char('\n'))));
    }

    void aGameBegunElsewhereClosesThePanel() {
        TableWindow w({1024, 700}, kScene);
        QVERIFY2(w.ok(), qPrintable(w.error()));
        QVERIFY(QMetaObject::invokeMethod(w.root(), "showSetup"));
        QQuickItem* panel = setupPanel(w);
        QVERIFY(panel && panel->isVisible());
        QCOMPARE(w.startWithPerson(QStringLiteral("madjack"), 2), QString());
        QVERIFY(waitFor([&] { return !panel->isVisible(); }));
        // Shown again, the same panel comes back.
        QVERIFY(QMetaObject::invokeMethod(w.root(), "showSetup"));
        QCOMPARE(setupPanel(w), panel);
        QVERIFY(panel->isVisible());
        QVERIFY2(qmlWarnings.isEmpty(), qPrintable(qmlWarnings.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestMainQml)
#include "tst_main_qml.moc"
