// Qt Quick Test runner for the table's QML components (tests/app/qml/tst_*.qml).
#include <QQmlEngine>
#include <QQmlEngineExtensionPlugin>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(FeltPlugin)

class Setup : public QObject {
    Q_OBJECT
public slots:
    // Qt 6.4 does not search qrc:/qt/qml by itself, where the Felt module lives.
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(felt_qml, Setup)

#include "tst_qml.moc"
