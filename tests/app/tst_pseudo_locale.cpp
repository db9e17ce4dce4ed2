// The table and the new-game panel in a pseudo-language: every text the app
// shows is made about 40 % longer and accented ("Ŝţàŕţ ~~~"), placeholders and
// shortcuts kept, as a long translation (German, French) would be. At the
// smallest window (1024×700) no text may be cut off by an ellipsis, run out of
// its fixed-width box, or overflow its button, for every game; the panel's
// game tiles hold their names and player counts whole, and a panel taller
// than the window shows that it scrolls and scrolls to Start. Screenshots are
// written to the test's folder for a look (pseudo-<game>.png).
#include <QDir>
#include <QQmlEngineExtensionPlugin>
#include <QQuickItem>
#include <QTest>
#include <QTranslator>

#include "catalog/registry.h"
#include "chooser_check.h"
#include "scroll_check.h"
#include "session/game_session.h"
#include "support/pseudo_translator.h"
#include "table_window.h"
#include "wait_for.h"

Q_IMPORT_QML_PLUGIN(FeltPlugin)

using namespace felt;
using felt::app::GameSession;
using felt::test::isButton;
using felt::test::TableWindow;
using felt::test::waitFor;

namespace {

using felt::test::PseudoTranslator;

const char* const kQml = R"(
import QtQuick
import Felt
Item {
    width: 1024
    height: 700
    property alias session: session
    property alias setup: setup
    GameSession { id: session; view.animationSpeed: 3 }
    GameCatalog { id: catalog }
    Table { anchors.fill: parent; session: session }
    SetupPanel { id: setup; anchors.centerIn: parent; maxHeight: parent.height - 24; session: session; catalog: catalog; visible: false; z: 10 }
}
)";

QString describe(const QQuickItem* item) {
    return QStringLiteral("%1 \"%2\"")
        .arg(QString::fromLatin1(item->metaObject()->className()),
             item->property("text").toString().left(60));
}

// Texts cut off or spilling out, among the visible items under `root`; none
// may reach past `frame` (the window, or the panel they belong to).
QStringList cutTexts(QQuickItem* root, QQuickItem* frame) {
    QStringList problems;
    const auto children = root->childItems();
    for (QQuickItem* item : children) {
        if (!item->isVisible() || item->opacity() == 0) continue;
        const QVariant truncated = item->property("truncated");
        if (truncated.isValid() && truncated.toBool())
            problems << describe(item) + QStringLiteral(" is cut off");
        if (item->inherits("QQuickText") && !item->property("text").toString().isEmpty()) {
            const QRectF box =
                item->mapRectToItem(frame, QRectF(0, 0, item->width(), item->height()));
            if (box.left() < -1 || box.right() > frame->width() + 1)
                problems << describe(item) + QStringLiteral(" runs out of its frame");
            if (item->property("wrapMode").toInt() == 0 && item->width() > 0 &&
                item->implicitWidth() > item->width() + 1 && item->property("elide").toInt() == 0 &&
                item->property("horizontalAlignment").toInt() == Qt::AlignLeft)
                problems << describe(item) + QStringLiteral(" is wider than its box");
        }
        const QVariant contentItem = item->property("contentItem");
        auto* content = contentItem.value<QQuickItem*>();
        if (content && isButton(item) && content->implicitWidth() > content->width() + 1.5 &&
            !item->property("text").toString().isEmpty())
            problems << describe(item) + QStringLiteral(" is wider than its button (%1 > %2)")
                                             .arg(content->implicitWidth())
                                             .arg(content->width());
        problems << cutTexts(item, frame);
    }
    return problems;
}

// Buttons under `root` drawn in the toolkit's plain style (square grey
// boxes) instead of Felt's own (FeltButton, or a game's designed buttons):
// every visible button's background has round corners.
QStringList plainButtons(QQuickItem* root) {
    QStringList problems;
    const auto children = root->childItems();
    for (QQuickItem* item : children) {
        if (!item->isVisible()) continue;
        if (item->inherits("QQuickButton")) {
            auto* background = item->property("background").value<QQuickItem*>();
            if (!background || background->property("radius").toReal() <= 0)
                problems << describe(item) + QStringLiteral(" is a plain toolkit button");
        }
        problems << plainButtons(item);
    }
    return problems;
}

}  // namespace

class TestPseudoLocale : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void longTextsFitAtTheSmallestWindow_data();
    void longTextsFitAtTheSmallestWindow();

private:
    PseudoTranslator pseudo_;
};

void TestPseudoLocale::initTestCase() {
    QCoreApplication::installTranslator(&pseudo_);
    // Make sure the translator is in use: a known text comes back long.
    QVERIFY(QCoreApplication::translate("SetupPanel", "Start").contains(QLatin1Char('~')));
}

void TestPseudoLocale::longTextsFitAtTheSmallestWindow_data() {
    felt::test::addGameRows();
}

void TestPseudoLocale::longTextsFitAtTheSmallestWindow() {
    QFETCH(QString, game);
    TableWindow table({1024, 700}, kQml);
    QVERIFY2(table.ok(), qPrintable(table.error()));
    QQuickWindow& window = table.window();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* rootItem = table.root();
    auto* session = table.session();
    auto* setup = table.rootObject()->property("setup").value<QQuickItem*>();

    // The new-game panel for this game, at its largest player count.
    const GameInfo& info = *findGame(game.toStdString());
    const QVariant largest =
        QVariantMap{{QStringLiteral("game"), game}, {QStringLiteral("players"), info.maxPlayers}};
    QMetaObject::invokeMethod(setup, "load", Q_ARG(QVariant, largest));
    setup->setVisible(true);
    QVERIFY(table.waitForFrames());
    QStringList problems = cutTexts(setup, setup);
    problems << plainButtons(setup);
    problems << felt::test::chooserProblems(setup, static_cast<int>(allGames().size()));
    problems << felt::test::setupScrollProblems(setup, [&] { return table.waitForFrames(); });
    window.grabWindow().save(
        QDir::current().filePath(QStringLiteral("pseudo-setup-%1.png").arg(game)));
    setup->setVisible(false);

    // The table at the person's first decision.
    QCOMPARE(table.startWithPerson(game, info.minPlayers), QString());
    QVERIFY(waitFor([&] { return session->input()->humanTurn(); }, 120000));
    QVERIFY(table.waitForFrames());
    problems << cutTexts(rootItem, rootItem) << plainButtons(rootItem);
    window.grabWindow().save(QDir::current().filePath(QStringLiteral("pseudo-%1.png").arg(game)));
    problems.removeDuplicates();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestPseudoLocale)
#include "tst_pseudo_locale.moc"
