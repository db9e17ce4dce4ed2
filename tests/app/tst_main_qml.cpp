// The window's Qt Quick root (shell/Main.qml): the new-game panel is made
// only when it first shows, and then works as before: filled from the
// catalog, closed when a game begins. No QML warning on the way. The
// window's questions (Prompt) show as Felt's own dialog: Enter answers with
// the button that has the focus (the default one), Escape cancels, a click
// beside the dialog does nothing, a typed line comes back trimmed, and
// questions asked meanwhile wait their turn. In the whole window, Tab goes
// from the hand to the game's own buttons before Undo, Hint and Scores, and
// Enter presses the button in focus.
#include <QQmlEngineExtensionPlugin>
#include <QQuickItem>
#include <QSet>
#include <QTest>

#include "net/net_session.h"
#include "present/prompt.h"
#include "session/game_session.h"
#include "table_window.h"
#include "wait_for.h"

Q_IMPORT_QML_PLUGIN(FeltPlugin)

using felt::app::Prompt;
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

QObject* promptDialog(TableWindow& w) {
    return w.root()->findChild<QObject*>(QStringLiteral("promptDialog"));
}

void type(QWindow& window, const char* text) {
    for (const char* c = text; *c; ++c) QTest::keyClick(&window, *c);
}

bool dialogShown(TableWindow& w) {
    QObject* dialog = promptDialog(w);
    return dialog && dialog->property("opened").toBool();
}

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
        // A network game joined meanwhile (Game > Join a table… over the
        // panel) takes the table: the panel goes, the table has the keys.
        felt::app::NetSession network(w.session()->view());
        w.root()->setProperty("netTable", QVariant::fromValue(&network));
        QVERIFY(waitFor([&] { return !panel->isVisible(); }));
        auto* table = w.root()->findChild<QQuickItem*>(QStringLiteral("table"));
        QVERIFY(table && table->isEnabled());
        w.root()->setProperty("netTable", QVariant::fromValue<QObject*>(nullptr));
        QVERIFY2(qmlWarnings.isEmpty(), qPrintable(qmlWarnings.join(QLatin1Char('\n'))));
    }

    // The new-game panel takes the keyboard: the games are in focus as it
    // opens, Tab and Shift+Tab go round its own controls only (never to the
    // table's buttons behind it), the control in focus is in sight in the
    // scrolling panel, and Esc cancels it, giving the table the keyboard back.
    void theSetupPanelKeepsTheKeyboard() {
        TableWindow w({1024, 700}, kScene);
        QVERIFY2(w.ok(), qPrintable(w.error()));
        auto* session = w.session();
        QCOMPARE(w.startWithPerson(QStringLiteral("jumpstart"), 3), QString());
        QVERIFY(waitFor([&] { return session->input()->humanTurn() && !session->busy(); }, 120000));
        QVERIFY(QMetaObject::invokeMethod(w.root(), "showSetup"));
        QQuickItem* panel = setupPanel(w);
        QVERIFY(panel && panel->isVisible());
        // A long panel: Jump Start with six players scrolls at this size.
        QVariantMap setup{{QStringLiteral("game"), QStringLiteral("jumpstart")},
                          {QStringLiteral("players"), 6}};
        QVERIFY(QMetaObject::invokeMethod(panel, "load", Q_ARG(QVariant, setup)));
        QVERIFY(QMetaObject::invokeMethod(panel, "takeKeyboard"));
        QVERIFY(w.waitForFrames());
        auto* scroller = panel->findChild<QQuickItem*>(QStringLiteral("setupScroller"));
        QVERIFY(scroller && scroller->property("scrolls").toBool());
        auto* tiles = panel->findChild<QQuickItem*>(QStringLiteral("gameTiles"));
        QQuickItem* focus = w.window().activeFocusItem();
        QVERIFY2(focus && (focus == tiles || tiles->isAncestorOf(focus)),
                 "the games are not in focus");
        const auto inPanelAndInSight = [&](const char* key) -> QString {
            QQuickItem* f = w.window().activeFocusItem();
            if (!f || !panel->isAncestorOf(f))
                return QStringLiteral("%1 left the panel for %2")
                    .arg(QLatin1String(key), f ? QString::fromLatin1(f->metaObject()->className())
                                               : QStringLiteral("nothing"));
            const QRectF r = f->mapRectToItem(scroller, QRectF(0, 0, f->width(), f->height()));
            if (r.top() < -1 || r.bottom() > scroller->height() + 1)
                return QStringLiteral("%1 reached %2, out of sight (%3 to %4 of %5)")
                    .arg(QLatin1String(key), f->objectName())
                    .arg(r.top())
                    .arg(r.bottom())
                    .arg(scroller->height());
            return {};
        };
        for (int i = 0; i < 40; ++i) {
            QTest::keyClick(&w.window(), Qt::Key_Tab);
            const QString problem = inPanelAndInSight("Tab");
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
        for (int i = 0; i < 12; ++i) {
            QTest::keyClick(&w.window(), Qt::Key_Backtab, Qt::ShiftModifier);
            const QString problem = inPanelAndInSight("Shift+Tab");
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
        QTest::keyClick(&w.window(), Qt::Key_Escape);
        QVERIFY(waitFor([&] { return !panel->isVisible(); }));
        focus = w.window().activeFocusItem();
        QVERIFY(focus && !panel->isAncestorOf(focus));
        QVERIFY2(qmlWarnings.isEmpty(), qPrintable(qmlWarnings.join(QLatin1Char('\n'))));
    }

    // A replay opened while the hot-seat screen waits for a person (Game >
    // Replay and review) takes the keys: Home goes to the deal.
    void aReplayOpenedAtAHandOverTakesTheKeys() {
        TableWindow w({1024, 700}, kScene);
        QVERIFY2(w.ok(), qPrintable(w.error()));
        auto* session = w.session();
        QVariantList seats{QVariantMap{{QStringLiteral("kind"), QStringLiteral("human")}},
                           QVariantMap{{QStringLiteral("kind"), QStringLiteral("human")}}};
        QCOMPARE(session->start({{QStringLiteral("game"), QStringLiteral("madjack")},
                                 {QStringLiteral("players"), 2},
                                 {QStringLiteral("seed"), QStringLiteral("3")},
                                 {QStringLiteral("seats"), seats}}),
                 QString());
        // Moves until, after a few, the screen waits for a person again.
        int moves = 0;
        for (int i = 0; i < 40; ++i) {
            QVERIFY(waitFor(
                [&] {
                    return (session->handoverSeat() >= 0 || session->input()->humanTurn()) &&
                           !session->busy();
                },
                60000));
            if (session->handoverSeat() >= 0) {
                if (moves >= 2) break;
                session->confirmHandover();
            } else {
                session->input()->playMove(0);
                ++moves;
            }
        }
        QVERIFY(session->handoverSeat() >= 0 && moves >= 2);
        QVERIFY(w.waitForFrames());
        auto* review = session->review();
        review->start();
        QVERIFY(waitFor([&] { return review->active() && review->position() > 0; }));
        QVERIFY(w.waitForFrames());
        QTest::keyClick(&w.window(), Qt::Key_Home);
        QVERIFY2(waitFor([&] { return review->position() == 0; }), "Home did not go to the deal");
    }

    // Names come from friends over the network: untrusted. Wherever a name
    // shows (plates, log, status, hand-over, results) it reads as typed, never
    // as markup (an <img> in a name made every Felt at the table fetch it).
    void aNameShowsAsTypedNeverAsMarkup() {
        TableWindow w({1024, 700}, kScene);
        QVERIFY2(w.ok(), qPrintable(w.error()));
        auto* session = w.session();
        const QString ann = QStringLiteral("<i>Ann</i>"), bob = QStringLiteral("<b>Bob</b>");
        QVariantList seats{QVariantMap{{QStringLiteral("kind"), QStringLiteral("human")},
                                       {QStringLiteral("name"), ann}},
                           QVariantMap{{QStringLiteral("kind"), QStringLiteral("human")},
                                       {QStringLiteral("name"), bob}}};
        QCOMPARE(session->start({{QStringLiteral("game"), QStringLiteral("madjack")},
                                 {QStringLiteral("players"), 2},
                                 {QStringLiteral("seed"), QStringLiteral("3")},
                                 {QStringLiteral("seats"), seats}}),
                 QString());
        // A few moves, so that the log and the hand-over screen name them.
        QSet<QString> seen;
        int moves = 0;
        const auto look = [&] {
            for (QQuickItem* item : w.root()->findChildren<QQuickItem*>()) {
                if (!item->isVisible() || !item->inherits("QQuickText")) continue;
                const QString text = item->property("text").toString();
                if (!text.contains(ann) && !text.contains(bob)) continue;
                seen << item->objectName() + QLatin1Char('|') + text;
                QVERIFY2(item->property("textFormat").toInt() == 0,  // Text.PlainText
                         qPrintable(QStringLiteral("\"%1\" may show as markup").arg(text)));
            }
        };
        for (int i = 0; i < 40 && moves < 4; ++i) {
            QVERIFY(waitFor(
                [&] {
                    return (session->handoverSeat() >= 0 || session->input()->humanTurn()) &&
                           !session->busy();
                },
                60000));
            QVERIFY(w.waitForFrames());
            look();
            if (QTest::currentTestFailed()) return;
            if (session->handoverSeat() >= 0) {
                session->confirmHandover();
            } else {
                session->input()->playMove(0);
                ++moves;
            }
        }
        QVERIFY2(seen.size() >= 3, qPrintable(QStringList(seen.values()).join(QLatin1Char('\n'))));
    }

    // The table has one height from before the first game on: the status
    // line under it has its room before it shows (when it came a moment after
    // the game's first frame, every card moved up).
    void theTableKeepsItsHeightAsAGameBegins() {
        TableWindow w({1024, 700}, kScene);
        QVERIFY2(w.ok(), qPrintable(w.error()));
        auto* table = w.root()->findChild<QQuickItem*>(QStringLiteral("table"));
        auto* line = w.root()->findChild<QQuickItem*>(QStringLiteral("statusLine"));
        QVERIFY(table && line);
        const qreal before = table->height();
        QCOMPARE(w.startWithPerson(QStringLiteral("madjack"), 2), QString());
        QCOMPARE(table->height(), before);
        QVERIFY(waitFor(
            [&] { return line->isVisible() && !line->property("text").toString().isEmpty(); }));
        QCOMPARE(table->height(), before);
        // And the line sits right under the table.
        QCOMPARE(line->parentItem()->y(), table->y() + table->height());
    }

    void questionsShowAsFeltsOwnDialog() {
        TableWindow w({1024, 700}, kScene);
        QVERIFY2(w.ok(), qPrintable(w.error()));
        QQuickWindow& window = w.window();
        window.requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        Prompt prompt;
        w.root()->setProperty("prompt", QVariant::fromValue(&prompt));
        QVERIFY2(!promptDialog(w), "the dialog is made before anything is asked");

        // Enter: the default button, Yes.
        int yes = 0;
        prompt.ask(QStringLiteral("Restart"), QStringLiteral("Deal again?"), [&] { ++yes; });
        QVERIFY(waitFor([&] { return dialogShown(w); }));
        QCOMPARE(promptDialog(w)->property("title").toString(), QStringLiteral("Restart"));
        QCOMPARE(promptDialog(w)->property("modal").toBool(), true);
        QVERIFY(w.waitForFrames());
        // Yes has the keyboard, and shows it (its ring; the arrows move on).
        auto* accept = promptDialog(w)->findChild<QQuickItem*>(QStringLiteral("dialogAccept"));
        QVERIFY(accept && accept->hasActiveFocus());
        QVERIFY2(accept->property("visualFocus").toBool(),
                 "the default button wears no focus ring");
        QTest::keyClick(&window, Qt::Key_Right);
        auto* reject = promptDialog(w)->findChild<QQuickItem*>(QStringLiteral("dialogReject"));
        QVERIFY2(reject && reject->hasActiveFocus(), "Right does not move to No");
        QTest::keyClick(&window, Qt::Key_Left);
        QVERIFY(accept->hasActiveFocus());
        // A click beside the dialog, on the table, changes nothing.
        QTest::mouseClick(&window, Qt::LeftButton, {}, QPoint(20, 20));
        QVERIFY(prompt.isOpen());
        QTest::keyClick(&window, Qt::Key_Return);
        QCOMPARE(yes, 1);
        QVERIFY(!prompt.isOpen());
        QVERIFY(waitFor([&] { return !dialogShown(w); }));

        // Escape: No.
        prompt.ask(QStringLiteral("Restart"), QStringLiteral("Deal again?"), [&] { ++yes; });
        QVERIFY(waitFor([&] { return dialogShown(w); }));
        QTest::keyClick(&window, Qt::Key_Escape);
        QVERIFY(!prompt.isOpen());
        QCOMPARE(yes, 1);

        // Tab to No, then Enter: No.
        prompt.ask(QStringLiteral("Restart"), QStringLiteral("Deal again?"), [&] { ++yes; });
        QVERIFY(waitFor([&] { return dialogShown(w); }));
        QTest::keyClick(&window, Qt::Key_Tab);
        QTest::keyClick(&window, Qt::Key_Return);
        QVERIFY(!prompt.isOpen());
        QCOMPARE(yes, 1);

        // A line to type (the deal code), and a question asked meanwhile
        // waiting its turn; the field is empty for each new question.
        QString typed;
        int codes = 0;
        const auto askCode = [&] {
            prompt.askText(QStringLiteral("Play a deal code"), QStringLiteral("Deal code:"),
                           QStringLiteral("Play"), [&](const QString& t) {
                               typed = t;
                               ++codes;
                           });
        };
        askCode();
        prompt.tell(QStringLiteral("Autosave"), QStringLiteral("The disk is full."));
        QVERIFY(waitFor([&] { return dialogShown(w); }));
        type(window, " JW-42 ");
        QTest::keyClick(&window, Qt::Key_Return);
        QCOMPARE(codes, 1);
        QCOMPARE(typed, QStringLiteral("JW-42"));
        QVERIFY(prompt.isOpen());  // the message asked meanwhile
        QCOMPARE(prompt.title(), QStringLiteral("Autosave"));
        QVERIFY(waitFor([&] { return dialogShown(w); }));
        QCOMPARE(promptDialog(w)->property("title").toString(), QStringLiteral("Autosave"));
        QTest::keyClick(&window, Qt::Key_Escape);  // a message: Escape closes it
        QVERIFY(!prompt.isOpen());
        askCode();
        QVERIFY(waitFor([&] { return dialogShown(w); }));
        QCOMPARE(promptDialog(w)->property("inputText").toString(), QString());
        type(window, "nothing");
        QTest::keyClick(&window, Qt::Key_Escape);
        QCOMPARE(codes, 1);
        QVERIFY(!prompt.isOpen());
        QVERIFY2(qmlWarnings.isEmpty(), qPrintable(qmlWarnings.join(QLatin1Char('\n'))));
    }

    void tabGoesFromTheHandToTheGamesButtonsThenUndo() {
        TableWindow w({1024, 700}, kScene);
        QVERIFY2(w.ok(), qPrintable(w.error()));
        QQuickWindow& window = w.window();
        window.requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        // Jabberwocky, seed 8: Ann bids first (Bid 0 to Bid 3 on the action bar).
        QCOMPARE(w.startWithPerson(QStringLiteral("jabberwocky"), 3, QStringLiteral("8")),
                 QString());
        auto* session = w.session();
        QVERIFY(waitFor([&] { return session->input()->humanTurn() && !session->busy(); }));
        QVERIFY(w.waitForFrames());
        QQuickItem* hand = window.activeFocusItem();
        QVERIFY(hand);
        QStringList order;
        for (int i = 0; i < 40; ++i) {
            QTest::keyClick(&window, Qt::Key_Tab);
            if (window.activeFocusItem() == hand) break;
            order << window.activeFocusItem()->property("text").toString();
        }
        const QString said = order.join(QStringLiteral(" | "));
        QVERIFY2(window.activeFocusItem() == hand, qPrintable(said));
        const QStringList generic{QStringLiteral("Undo"), QStringLiteral("Hint"),
                                  QStringLiteral("Scores")};
        QVERIFY2(order.size() > 3 && order.mid(order.size() - 3) == generic, qPrintable(said));
        QVERIFY2(order.first() == QStringLiteral("Bid 0"), qPrintable(said));

        // Tab to Bid 0, Right to Bid 1, and Enter bids it.
        QTest::keyClick(&window, Qt::Key_Tab);
        QTest::keyClick(&window, Qt::Key_Right);
        QCOMPARE(window.activeFocusItem()->property("text").toString(), QStringLiteral("Bid 1"));
        const auto before = session->state()->history().size();
        QTest::keyClick(&window, Qt::Key_Return);
        QVERIFY(waitFor([&] { return session->state()->history().size() > before; }));
        QVERIFY2(qmlWarnings.isEmpty(), qPrintable(qmlWarnings.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestMainQml)
#include "tst_main_qml.moc"
