// The Janken suit-strength diagram at the table (qml/games/janken-rummy/
// SuitCycle.qml) draws, from each suit, arrows to the next two suits of its
// order: that must be exactly the engine's relation (ruling JR-2).
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQmlEngineExtensionPlugin>
#include <QTest>

#include "games/janken_rummy/janken_cards.h"
#include "present/table_theme.h"

Q_IMPORT_QML_PLUGIN(FeltPlugin)

class TestSuitDiagram : public QObject {
    Q_OBJECT
private slots:
    void diagramDrawsTheEnginesRelation();
};

void TestSuitDiagram::diagramDrawsTheEnginesRelation() {
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    QQmlComponent component(
        &engine, QUrl(QStringLiteral("qrc:/qt/qml/Felt/games/janken-rummy/SuitCycle.qml")));
    std::unique_ptr<QObject> diagram(component.createWithInitialProperties(
        {{QStringLiteral("theme"), felt::app::tableTheme(false)}}));
    QVERIFY2(diagram, qPrintable(component.errorString()));
    const QVariantList order = diagram->property("order").toList();
    QCOMPARE(order.size(), 5);
    // Every ordered pair of suits: an arrow a -> b is drawn exactly when a beats b.
    for (int i = 0; i < 5; ++i)
        for (int step = 1; step < 5; ++step) {
            const int a = order[i].toInt(), b = order[(i + step) % 5].toInt();
            const bool drawn = step <= 2;
            QVERIFY2(felt::janken_rummy::beats(a, b) == drawn,
                     qPrintable(QStringLiteral("suit %1 and suit %2").arg(a).arg(b)));
        }
}

QTEST_MAIN(TestSuitDiagram)
#include "tst_suit_diagram.moc"
