// The table plays a game it has never heard of: a game written only for the
// tests is registered in the catalog, then played at the real table
// (qml/table) by bots and by scripted clicks. Nothing under app/, qml/ or the
// models knows this game; if it plays, the engine's contract is enough.
#include <QQmlEngine>
#include <QQmlEngineExtensionPlugin>
#include <QtQuickTest>

#include "catalog/registry.h"
#include "trick_game.h"

Q_IMPORT_QML_PLUGIN(FeltPlugin)

class Setup : public QObject {
    Q_OBJECT
public slots:
    void applicationAvailable() { felt::registerGame(felt::test::highTrickInfo()); }
    // Qt 6.4 does not search qrc:/qt/qml by itself, where the Felt module lives.
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(tst_table_plugin_game, Setup)

#include "tst_table_plugin_game.moc"
