// The real table as a screen reader meets it: every card, zone and seat plate
// is an accessible object with a name; a face-up card is named by its face, a
// face-down one only as "face-down card" (its face must not leak through any
// name or description); the newest event is announced.
#include <QAccessible>
#include <QQmlEngineExtensionPlugin>
#include <QTest>

#include "catalog/registry.h"
#include "session/game_session.h"
#include "table_window.h"
#include "wait_for.h"

Q_IMPORT_QML_PLUGIN(FeltPlugin)

using namespace felt;
using felt::app::GameSession;
using felt::test::TableWindow;
using felt::test::waitFor;

namespace {

struct Node {
    QAccessible::Role role;
    QString name;
    QString description;
    QObject* object;
    QAccessibleInterface* iface;
};

void walk(QAccessibleInterface* iface, QList<Node>& out, int depth = 0) {
    if (!iface || depth > 40) return;
    out.append({iface->role(), iface->text(QAccessible::Name),
                iface->text(QAccessible::Description), iface->object(), iface});
    for (int i = 0; i < iface->childCount(); ++i) walk(iface->child(i), out, depth + 1);
}

}  // namespace

class TestAccessibility : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QAccessible::setActive(true); }
    void tableIsReadableAndHidesFaceDownCards_data();
    void tableIsReadableAndHidesFaceDownCards();
    void tableButtonsAreNamedAndPressable();
};

void TestAccessibility::tableIsReadableAndHidesFaceDownCards_data() {
    felt::test::addGameRows();
}

void TestAccessibility::tableIsReadableAndHidesFaceDownCards() {
    QFETCH(QString, game);
    TableWindow table;
    QVERIFY2(table.ok(), qPrintable(table.error()));
    auto* session = table.session();
    const GameInfo& info = *findGame(game.toStdString());
    QCOMPARE(table.startWithPerson(game, info.minPlayers), QString());
    QVERIFY(waitFor([&] { return session->input()->humanTurn(); }, 120000));

    QList<Node> nodes;
    walk(QAccessible::queryAccessibleInterface(&table.window()), nodes);
    // Every card of the model is there, named; the seats and zones too.
    QStringList faceNames;  // every way a card face is written
    for (int r = 0; r < session->cards()->rowCount(); ++r)
        if (session->cards()->isFaceUp(r)) faceNames << session->cardName(r);
    int cards = 0, faceDown = 0, plates = 0, zones = 0, announcers = 0;
    const auto hidden = QStringLiteral("face-down card");
    for (const Node& n : nodes) {
        if (n.object && n.object->objectName() == QLatin1String("zone")) ++zones;
        if (n.object && n.object->objectName() == QLatin1String("announcer")) {
            ++announcers;
            QVERIFY(!n.description.isEmpty());
        }
        if (n.name.startsWith(QLatin1String("Ann"))) ++plates;
        if (n.role != QAccessible::Button || !n.object ||
            !n.object->property("showingFace").isValid())
            continue;
        ++cards;
        QVERIFY2(!n.name.isEmpty(), "a card without a name");
        const bool up = n.object->property("faceUp").toBool();
        if (!up) {
            ++faceDown;
            QCOMPARE(n.name, hidden);
            // Nothing of a face in its description either (only where it lies).
            QVERIFY(n.object->property("rank").toString().isEmpty());
        } else {
            QVERIFY2(faceNames.contains(n.name), qPrintable(n.name));
        }
        if (n.object->property("playable").toBool())
            QVERIFY2(n.description.contains(QLatin1String("playable")), qPrintable(n.description));
    }
    QCOMPARE(cards, session->cards()->rowCount());
    QVERIFY(faceDown > 0);
    QCOMPARE(plates, 1);  // Ann's plate, read as one line
    QCOMPARE(zones, session->zones().size());
    QCOMPARE(announcers, 1);
}

// The table's own buttons (plain Qt Quick, not Qt Quick Controls) are buttons
// to a screen reader too: named by their text, and pressed by its action.
void TestAccessibility::tableButtonsAreNamedAndPressable() {
    TableWindow table;
    QVERIFY2(table.ok(), qPrintable(table.error()));
    auto* session = table.session();
    QCOMPARE(table.startWithPerson(QStringLiteral("jabberwocky"), 4), QString());
    QVERIFY(waitFor([&] { return session->input()->humanTurn(); }, 120000));

    QList<Node> nodes;
    walk(QAccessible::queryAccessibleInterface(&table.window()), nodes);
    QStringList names;
    QAccessibleInterface* scores = nullptr;
    for (const Node& n : nodes) {
        if (n.role != QAccessible::Button || !n.object ||
            n.object->property("showingFace").isValid())
            continue;
        QVERIFY2(!n.name.isEmpty(), "a button without a name");
        names << n.name;
        if (n.name == QLatin1String("Scores")) scores = n.iface;
    }
    QVERIFY2(names.contains(QStringLiteral("Bid 0")), qPrintable(names.join(u", ")));
    QVERIFY(scores && scores->actionInterface());
    QObject* tableItem = nullptr;
    for (QObject* o : table.root()->findChildren<QObject*>())
        if (o->property("showScores").isValid()) tableItem = o;
    if (!tableItem && table.root()->property("showScores").isValid()) tableItem = table.root();
    QVERIFY(tableItem);
    QVERIFY(!tableItem->property("showScores").toBool());
    scores->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
    QVERIFY(waitFor([&] { return tableItem->property("showScores").toBool(); }, 10000));
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
