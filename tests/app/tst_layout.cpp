// Layouts that hold: every game at its smallest and largest player count, at
// the table's size in the smallest window (1024x700 less the menu bar and the
// status line) and full screen, and in large print in German (at 1024x700
// and 1280x800). At the person's first decision no seat plate
// may lie on another plate, on a button, on the information plate or on
// cards, buttons lie on no card, and plates, buttons and cards stay inside
// the table. A game's own turn panels (Blackjack's buttons and hint, its state
// of play) lie on no plate, card or button either, at every player count, in
// Large print and German, the language with the longest texts. The new-game
// panel's game tiles (one per game) lie clear of each other and hold their
// names and player counts whole in French, in the smallest window and full
// screen, in Large print too.
// The table uses a large screen: full screen its cards, plates, buttons and
// log are larger than at the 1280x800 design size; a short log line never
// wraps, in large print in German either. The new-game panel shows that it scrolls, and the card
// gallery scrolls both ways.
#include <QMap>
#include <QQmlEngineExtensionPlugin>
#include <QQuickItem>
#include <QScopeGuard>
#include <QTest>
#include <QTranslator>
#include <QWheelEvent>
#include <functional>

#include "catalog/registry.h"
#include "chooser_check.h"
#include "scroll_check.h"
#include "session/game_session.h"
#include "table_window.h"
#include "wait_for.h"

Q_IMPORT_QML_PLUGIN(FeltPlugin)

using namespace felt;
using felt::test::childNamed;
using felt::test::drawn;
using felt::test::isButton;
using felt::test::TableWindow;
using felt::test::waitFor;

namespace {

struct Piece {
    QString what;
    QRectF box;  // in the table's coordinates (a turned item: its bounding box)
};

struct Pieces {
    std::vector<Piece> plates, buttons, cards, info, panels;
};

// A game's own panels, by name: they must find room on the table like plates.
bool isPanel(const QQuickItem* item) {
    static const QStringList names{QStringLiteral("bjTurnButtons"),
                                   QStringLiteral("bjStatusPanel")};
    return names.contains(item->objectName());
}

QString name(const QQuickItem* item) {
    for (const char* p : {"seatName", "text", "objectName"}) {
        const QString v = item->property(p).toString();
        if (!v.isEmpty()) return QString::fromLatin1(p) + QLatin1Char(' ') + v;
    }
    return QString::fromLatin1(item->metaObject()->className());
}

void collect(QQuickItem* item, QQuickItem* table, Pieces& out) {
    const auto children = item->childItems();
    for (QQuickItem* child : children) {
        if (!child->isVisible() || child->opacity() == 0) continue;
        const Piece piece{name(child), child->mapRectToItem(
                                           table, QRectF(0, 0, child->width(), child->height()))};
        if (child->property("seatName").isValid()) {
            out.plates.push_back(piece);
            continue;
        }
        if (isButton(child)) {
            out.buttons.push_back(piece);
            continue;
        }
        if (child->objectName() == QLatin1String("infoPlate")) out.info.push_back(piece);
        if (isPanel(child)) out.panels.push_back(piece);
        if (child->property("showingFace").isValid()) {
            out.cards.push_back(piece);
            continue;
        }
        collect(child, table, out);
    }
}

// How much of the smaller of two boxes the other covers (0 to 1).
double covered(const QRectF& a, const QRectF& b) {
    const QRectF both = a.intersected(b);
    if (both.isEmpty()) return 0;
    const double smaller = std::min(a.width() * a.height(), b.width() * b.height());
    return both.width() * both.height() / smaller;
}

// Adds to `problems` when `a` covers more than `allowed` of `b`.
void overlapProblem(const Piece& a, const Piece& b, double allowed, QStringList& problems) {
    const double c = covered(a.box, b.box);
    if (c > allowed)
        problems << QStringLiteral("%1 lies on %2 (%3% covered)")
                        .arg(a.what, b.what)
                        .arg(qRound(c * 100));
}

// Felt speaks French while this lives.
class InFrench {
public:
    InFrench() {
        loaded_ = translator_.load(QLocale(QLocale::French), QStringLiteral("felt"),
                                   QStringLiteral("_"), QStringLiteral(":/i18n"));
        QCoreApplication::installTranslator(&translator_);
    }
    ~InFrench() { QCoreApplication::removeTranslator(&translator_); }
    bool loaded() const { return loaded_; }

private:
    QTranslator translator_;
    bool loaded_ = false;
};

// The whole window's scene (menus aside): the table with its panels.
constexpr const char* kMainScene = R"(
import QtQuick
import Felt
Main {}
)";

// The sizes of a table's pieces, at the person's first decision.
struct TableSizes {
    double cardH = 0, plateW = 0, plateH = 0, buttonH = 0, logPx = 0;
};

}  // namespace

class TestLayout : public QObject {
    Q_OBJECT
private slots:
    void platesLieClear_data();
    void platesLieClear();
    void meldsLieClear();
    void meldRowsOfASideSeatShowWhole_data();
    void meldRowsOfASideSeatShowWhole();
    void turnPanelsLieClear_data();
    void turnPanelsLieClear();
    void gameTilesLieClear_data();
    void gameTilesLieClear();
    void wonTricksLieFaceDownByTheirPlate_data();
    void wonTricksLieFaceDownByTheirPlate();
    void tableGrowsWithTheScreen();
    void shortLogLinesStayWhole_data();
    void shortLogLinesStayWhole();
    void setupPanelShowsItScrolls_data();
    void setupPanelShowsItScrolls();
    void galleryScrollsBothWays();
    void focusRingStaysInSight_data();
    void focusRingStaysInSight();
};

void TestLayout::gameTilesLieClear_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("largePrint");
    // The window's Qt Quick part: the window less the menu bar.
    QTest::addRow("smallest") << QSize(1024, 675) << false;
    QTest::addRow("smallest-large-print") << QSize(1024, 675) << true;
    QTest::addRow("full") << QSize(1920, 1055) << false;
}

void TestLayout::gameTilesLieClear() {
    QFETCH(QSize, size);
    QFETCH(bool, largePrint);
    const InFrench french;
    QVERIFY(french.loaded());
    TableWindow table(size, kMainScene);
    QVERIFY2(table.ok(), qPrintable(table.error()));
    QVERIFY(QTest::qWaitForWindowExposed(&table.window()));
    table.session()->view()->setLargePrint(largePrint);
    QVERIFY(QMetaObject::invokeMethod(table.root(), "showSetup"));
    auto* panel = table.root()->findChild<QQuickItem*>(QStringLiteral("setupPanel"));
    QVERIFY(panel);
    QVERIFY(table.waitForFrames());
    QStringList problems = felt::test::chooserProblems(panel, static_cast<int>(allGames().size()));
    // The panel itself inside the window, the tiles on screen without scrolling.
    if (!QRectF(QPointF(0, 0), QSizeF(size)).contains(felt::test::boxIn(panel, table.root())))
        problems << QStringLiteral("the panel leaves the window");
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestLayout::platesLieClear_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    QTest::addColumn<QSize>("size");
    // Large print in German, the language with the longest texts.
    QTest::addColumn<bool>("largePrint");
    for (const GameInfo& g : allGames()) {
        const QString id = QString::fromStdString(g.id);
        for (int n : {g.minPlayers, g.maxPlayers}) {
            // The table in the smallest window: 1024x700 less the menu bar and
            // the status line (about 20 + 26 pixels; 50 allowed).
            QTest::addRow("%s-%d-smallest", g.id.c_str(), n)
                << id << n << QSize(1024, 650) << false;
            QTest::addRow("%s-%d-full", g.id.c_str(), n) << id << n << QSize(1920, 1030) << false;
            QTest::addRow("%s-%d-smallest-large-print-de", g.id.c_str(), n)
                << id << n << QSize(1024, 650) << true;
            QTest::addRow("%s-%d-1280-large-print-de", g.id.c_str(), n)
                << id << n << QSize(1280, 754) << true;
            if (g.minPlayers == g.maxPlayers) break;
        }
    }
}

void TestLayout::platesLieClear() {
    QFETCH(QString, game);
    QFETCH(int, players);
    QFETCH(QSize, size);
    QFETCH(bool, largePrint);
    QTranslator german;
    if (largePrint) {
        QVERIFY(german.load(QLocale(QLocale::German), QStringLiteral("felt"), QStringLiteral("_"),
                            QStringLiteral(":/i18n")));
        QCoreApplication::installTranslator(&german);
    }
    const auto english = qScopeGuard([&] { QCoreApplication::removeTranslator(&german); });
    TableWindow table(size);
    QVERIFY2(table.ok(), qPrintable(table.error()));
    QVERIFY(QTest::qWaitForWindowExposed(&table.window()));
    table.session()->view()->setLargePrint(largePrint);
    QCOMPARE(table.startWithPerson(game, players, QStringLiteral("7")), QString());
    auto* session = table.session();
    QVERIFY(waitFor([&] { return session->input()->humanTurn() && !session->busy(); }, 120000));
    QVERIFY(table.waitForFrames());

    Pieces pieces;
    collect(table.root(), table.root(), pieces);
    QCOMPARE(static_cast<int>(pieces.plates.size()), players);
    const QRectF whole(QPointF(0, 0), QSizeF(size));
    QStringList problems;
    const auto clash = [&](const Piece& a, const Piece& b, double allowed) {
        overlapProblem(a, b, allowed, problems);
    };
    for (std::size_t i = 0; i < pieces.plates.size(); ++i) {
        const Piece& plate = pieces.plates[i];
        if (!whole.contains(plate.box))
            problems << plate.what + QStringLiteral(" leaves the table");
        for (std::size_t j = i + 1; j < pieces.plates.size(); ++j)
            clash(plate, pieces.plates[j], 0);
        for (const Piece& b : pieces.buttons) clash(plate, b, 0);
        for (const Piece& b : pieces.info) clash(plate, b, 0);
        // A turned card's bounding box is larger than the card: a little
        // overlap of boxes is allowed.
        for (const Piece& c : pieces.cards) clash(plate, c, 0.2);
    }
    for (const Piece& b : pieces.buttons) {
        if (!whole.contains(b.box)) problems << b.what + QStringLiteral(" leaves the table");
        // A button lies on no card (a turned card's box is larger than it).
        for (const Piece& c : pieces.cards) clash(b, c, 0.05);
    }
    // Cards stay on the table; a turned card's bounding box may reach a
    // little past the edge.
    for (const Piece& c : pieces.cards) {
        const double slack = c.box.height() * 0.08;
        if (!whole.adjusted(-slack, -slack, slack, slack).contains(c.box))
            problems << c.what + QStringLiteral(" leaves the table (%1, %2, %3 x %4)")
                                     .arg(c.box.x())
                                     .arg(c.box.y())
                                     .arg(c.box.width())
                                     .arg(c.box.height());
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestLayout::turnPanelsLieClear_data() {
    QTest::addColumn<int>("players");
    QTest::addColumn<QSize>("size");
    const GameInfo* game = findGame("blackjack-school");
    QVERIFY(game);
    for (int n = game->minPlayers; n <= game->maxPlayers; ++n) {
        QTest::addRow("blackjack-school-%d-smallest", n) << n << QSize(1024, 650);
        QTest::addRow("blackjack-school-%d-full", n) << n << QSize(1920, 1030);
    }
}

void TestLayout::turnPanelsLieClear() {
    QFETCH(int, players);
    QFETCH(QSize, size);
    QTranslator german;
    QVERIFY(german.load(QLocale(QLocale::German), QStringLiteral("felt"), QStringLiteral("_"),
                        QStringLiteral(":/i18n")));
    QCoreApplication::installTranslator(&german);
    const auto english = qScopeGuard([&] { QCoreApplication::removeTranslator(&german); });
    TableWindow table(size);
    QVERIFY2(table.ok(), qPrintable(table.error()));
    QVERIFY(QTest::qWaitForWindowExposed(&table.window()));
    table.session()->view()->setLargePrint(true);
    QCOMPARE(
        table.startWithPerson(QStringLiteral("blackjack-school"), players, QStringLiteral("7")),
        QString());
    auto* session = table.session();
    QVERIFY(waitFor([&] { return session->input()->humanTurn() && !session->busy(); }, 120000));
    QVERIFY(table.waitForFrames());

    Pieces pieces;
    collect(table.root(), table.root(), pieces);
    QCOMPARE(static_cast<int>(pieces.panels.size()), 2);
    const QRectF whole(QPointF(0, 0), QSizeF(size));
    QStringList problems;
    const auto clash = [&](const Piece& a, const Piece& b, double allowed) {
        overlapProblem(a, b, allowed, problems);
    };
    for (std::size_t i = 0; i < pieces.panels.size(); ++i) {
        const Piece& panel = pieces.panels[i];
        if (!whole.contains(panel.box))
            problems << panel.what + QStringLiteral(" leaves the table");
        for (std::size_t j = i + 1; j < pieces.panels.size(); ++j)
            clash(panel, pieces.panels[j], 0);
        for (const Piece& p : pieces.plates) clash(panel, p, 0);
        for (const Piece& p : pieces.info) clash(panel, p, 0);
        for (const Piece& c : pieces.cards) clash(panel, c, 0.05);
        // The panel's own buttons lie inside it; the table's lie clear of it.
        for (const Piece& b : pieces.buttons)
            if (!panel.box.contains(b.box)) clash(panel, b, 0);
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

// The most crowded table of rows in front of seats: Janken Rummy with six
// players in the smallest window. The person plays the first of its moves
// until at least five melds are down; then no meld card may lie on a card
// outside the melds (the piles, the hands).
void TestLayout::meldsLieClear() {
    TableWindow table({1024, 650});
    QVERIFY2(table.ok(), qPrintable(table.error()));
    QVERIFY(QTest::qWaitForWindowExposed(&table.window()));
    QCOMPARE(table.startWithPerson(QStringLiteral("janken-rummy"), 6, QStringLiteral("11")),
             QString());
    auto* session = table.session();
    auto* input = session->input();
    const auto personToPlay = [&] { return input->humanTurn() && !session->busy(); };
    for (int turn = 0; turn < 400 && session->groups().size() < 5; ++turn) {
        QVERIFY(waitFor([&] { return personToPlay() || session->gameOver(); }, 120000));
        QVERIFY(!session->gameOver());
        if (session->groups().size() >= 5) break;
        input->playMove(0);
    }
    QVERIFY(session->groups().size() >= 5);
    QVERIFY(table.waitForFrames());

    std::vector<Piece> melded, loose;
    const std::function<void(QQuickItem*)> sort = [&](QQuickItem* item) {
        const auto children = item->childItems();
        for (QQuickItem* card : children) {
            if (!card->isVisible()) continue;
            if (!card->property("showingFace").isValid()) {
                sort(card);
                continue;
            }
            const Piece piece{
                QStringLiteral("row %1").arg(card->property("row").toInt()),
                card->mapRectToItem(table.root(), QRectF(0, 0, card->width(), card->height()))};
            (card->property("group").toInt() >= 0 ? melded : loose).push_back(piece);
        }
    };
    sort(table.root());
    QVERIFY2(melded.size() >= 15, qPrintable(QStringLiteral("%1 meld cards, %2 groups")
                                                 .arg(melded.size())
                                                 .arg(session->groups().size())));
    QStringList problems;
    for (const Piece& m : melded)
        for (const Piece& l : loose)
            if (covered(m.box, l.box) > 0.2)
                problems << QStringLiteral("meld card %1 lies on %2 (%3% covered)")
                                .arg(m.what, l.what)
                                .arg(qRound(covered(m.box, l.box) * 100));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

namespace {

// Every visible item under `root` that `wanted` picks.
QList<QQuickItem*> itemsWhere(QQuickItem* root, const std::function<bool(QQuickItem*)>& wanted) {
    QList<QQuickItem*> out;
    const auto children = root->childItems();
    for (QQuickItem* child : children) {
        if (!child->isVisible()) continue;
        if (wanted(child)) out << child;
        out << itemsWhere(child, wanted);
    }
    return out;
}

// Madjack for two at its first decision in a table of `size`: how large its
// pieces are drawn. "" or what went wrong.
QString measureTable(QSize size, TableSizes& out) {
    TableWindow table(size);
    if (!table.ok()) return table.error();
    if (!QTest::qWaitForWindowExposed(&table.window())) return QStringLiteral("no window");
    const QString started =
        table.startWithPerson(QStringLiteral("madjack"), 2, QStringLiteral("7"));
    if (!started.isEmpty()) return started;
    auto* session = table.session();
    if (!waitFor([&] { return session->input()->humanTurn() && !session->busy(); }, 120000) ||
        !table.waitForFrames())
        return QStringLiteral("no decision");
    QQuickItem* root = table.root();
    const auto hand = itemsWhere(root, [](QQuickItem* i) {
        return i->property("inViewerHand").toBool() && i->property("showingFace").isValid();
    });
    const auto plate = itemsWhere(
        root, [](QQuickItem* i) { return i->property("seatName").toString() == u"Ann"; });
    const auto scores = itemsWhere(root, [](QQuickItem* i) {
        return isButton(i) && i->property("text").toString() == u"Scores";
    });
    QQuickItem* log = childNamed(root, QStringLiteral("log"));
    if (hand.isEmpty() || plate.size() != 1 || scores.size() != 1 || !log)
        return QStringLiteral("a piece is missing");
    out.cardH = hand.constFirst()->height() * hand.constFirst()->scale();
    out.plateW = plate.constFirst()->width();
    out.plateH = plate.constFirst()->height();
    out.buttonH = scores.constFirst()->height();
    out.logPx = log->width();
    return {};
}

}  // namespace

// Full screen at 1920x1080 (the table: 1920x1030 of it) the cards, the seat
// plates, the table's buttons and the log are at least 1.3 times as large as
// at the 1280x800 the table is designed for (1280x754): the table grows by the
// smaller of its two ratios, 1030 / 754 = 1.37.
void TestLayout::tableGrowsWithTheScreen() {
    TableSizes small, large;
    QCOMPARE(measureTable({1280, 754}, small), QString());
    QCOMPARE(measureTable({1920, 1030}, large), QString());
    constexpr double kGrowth = 1.3;
    const auto grew = [&](const char* what, double a, double b) {
        return b >= a * kGrowth ? QString()
                                : QStringLiteral("%1: %2 at 1280x800, %3 full screen\n")
                                      .arg(QLatin1String(what))
                                      .arg(a)
                                      .arg(b);
    };
    const QString problems = grew("card height", small.cardH, large.cardH) +
                             grew("plate width", small.plateW, large.plateW) +
                             grew("plate height", small.plateH, large.plateH) +
                             grew("button height", small.buttonH, large.buttonH) +
                             grew("log width", small.logPx, large.logPx);
    QVERIFY2(problems.isEmpty(), qPrintable(problems));
}

void TestLayout::shortLogLinesStayWhole_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    QTest::addColumn<QSize>("size");
    // Large print in German, the language with the longest texts.
    QTest::addColumn<bool>("largePrint");
    for (const GameInfo& g : allGames()) {
        const QString id = QString::fromStdString(g.id);
        QTest::addRow("%s", g.id.c_str()) << id << g.maxPlayers << QSize(1280, 754) << false;
        QTest::addRow("%s-large-print-de", g.id.c_str())
            << id << g.maxPlayers << QSize(1280, 754) << true;
        QTest::addRow("%s-smallest-large-print-de", g.id.c_str())
            << id << g.maxPlayers << QSize(1024, 650) << true;
    }
}

// At 1280x800 every line of the log shorter than 32 characters ("Bot 10
// takes the trick.", "Ann lays down 10♥ 10♠ 10♦.") lies on one line, through
// the first 30 decisions of a game at its largest player count; longer lines
// may wrap. So too in large print in German, at 1280x800 and 1024x700.
void TestLayout::shortLogLinesStayWhole() {
    QFETCH(QString, game);
    QFETCH(int, players);
    QFETCH(QSize, size);
    QFETCH(bool, largePrint);
    constexpr int kShortLine = 32;
    QTranslator german;
    if (largePrint) {
        QVERIFY(german.load(QLocale(QLocale::German), QStringLiteral("felt"), QStringLiteral("_"),
                            QStringLiteral(":/i18n")));
        QCoreApplication::installTranslator(&german);
    }
    const auto english = qScopeGuard([&] { QCoreApplication::removeTranslator(&german); });
    TableWindow table(size);
    QVERIFY2(table.ok(), qPrintable(table.error()));
    QVERIFY(QTest::qWaitForWindowExposed(&table.window()));
    table.session()->view()->setLargePrint(largePrint);
    QCOMPARE(table.startWithPerson(game, players, QStringLiteral("5")), QString());
    auto* session = table.session();
    QQuickItem* log = childNamed(table.root(), QStringLiteral("log"));
    QVERIFY(log);
    QStringList problems;
    int seen = 0;
    for (int turn = 0; turn < 30 && !session->gameOver(); ++turn) {
        QVERIFY(waitFor(
            [&] {
                return (session->input()->humanTurn() && !session->busy()) || session->gameOver();
            },
            120000));
        QVERIFY(table.waitForFrames());
        const auto lines = log->childItems();
        for (QQuickItem* line : lines) {
            const QString text = line->property("text").toString();
            if (!line->isVisible() || text.isEmpty()) continue;
            ++seen;
            if (text.size() < kShortLine && line->property("lineCount").toInt() != 1)
                problems << QStringLiteral("\"%1\" takes %2 lines %3 px wide")
                                .arg(text)
                                .arg(line->property("lineCount").toInt())
                                .arg(line->width());
        }
        if (!session->gameOver()) session->input()->playMove(0);
    }
    QVERIFY2(seen > 0, "no log line seen");
    problems.removeDuplicates();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestLayout::setupPanelShowsItScrolls_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    for (const GameInfo& g : allGames())
        if (g.maxPlayers >= 6)
            QTest::addRow("%s-%d", g.id.c_str(), g.maxPlayers)
                << QString::fromStdString(g.id) << g.maxPlayers;
}

// The new-game panel at 1024x700 in French with six players or more: either
// all of it fits, or a scroll bar is drawn (and the last lines fade while
// more lies below); scrolled to its end, Start lies inside the panel's view.
void TestLayout::setupPanelShowsItScrolls() {
    QFETCH(QString, game);
    QFETCH(int, players);
    const InFrench french;
    QVERIFY(french.loaded());
    TableWindow table({1024, 675}, kMainScene);
    QVERIFY2(table.ok(), qPrintable(table.error()));
    QVERIFY(QTest::qWaitForWindowExposed(&table.window()));
    QVERIFY(QMetaObject::invokeMethod(table.root(), "showSetup"));
    auto* panel = table.root()->findChild<QQuickItem*>(QStringLiteral("setupPanel"));
    QVERIFY(panel);
    const QVariant setup =
        QVariantMap{{QStringLiteral("game"), game}, {QStringLiteral("players"), players}};
    QVERIFY(QMetaObject::invokeMethod(panel, "load", Q_ARG(QVariant, setup)));
    QVERIFY(table.waitForFrames());
    const QStringList problems =
        felt::test::setupScrollProblems(panel, [&] { return table.waitForFrames(); });
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(
        QRectF(QPointF(0, 0), QSizeF(1024, 675)).contains(felt::test::boxIn(panel, table.root())));
}

// The card gallery (View > Card gallery) in the smallest window with its
// largest cards is larger than the window both ways: it scrolls both ways,
// and both scroll bars are drawn while nothing moves.
void TestLayout::galleryScrollsBothWays() {
    TableWindow table({1024, 675}, kMainScene);
    QVERIFY2(table.ok(), qPrintable(table.error()));
    QVERIFY(QTest::qWaitForWindowExposed(&table.window()));
    QVERIFY(QMetaObject::invokeMethod(table.root(), "showGallery"));
    QQuickItem* gallery = nullptr;
    QVERIFY(waitFor(
        [&] {
            gallery = childNamed(table.root(), QStringLiteral("galleryScroller"));
            return gallery != nullptr;
        },
        120000));
    QQuickItem* galleryPanel = gallery->parentItem()->parentItem();
    QVERIFY(galleryPanel->setProperty("cardW", 120));
    QVERIFY(table.waitForFrames());
    QVERIFY(gallery->property("contentWidth").toDouble() > gallery->width());
    QVERIFY(gallery->property("contentHeight").toDouble() > gallery->height());
    const int direction = gallery->property("flickableDirection").toInt();
    QVERIFY2(direction == 3 || direction == 0, "no horizontal flicking");  // both, or automatic
    QVERIFY2(drawn(childNamed(table.root(), QStringLiteral("galleryHorizontalBar"))),
             "no horizontal scroll bar drawn");
    QVERIFY2(drawn(childNamed(table.root(), QStringLiteral("galleryVerticalBar"))),
             "no vertical scroll bar drawn");
    // A horizontal wheel turn moves the cards sideways.
    const QPointF centre(gallery->width() / 2, gallery->height() / 2);
    const QPointF global = gallery->mapToGlobal(centre);
    QWheelEvent wheel(gallery->mapToScene(centre), global, QPoint(), QPoint(-120, 0), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(&table.window(), &wheel);
    QVERIFY(waitFor([&] { return gallery->property("contentX").toDouble() > 0; }, 120000));
}

void TestLayout::focusRingStaysInSight_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    QTest::addColumn<QSize>("size");
    for (const GameInfo& g : allGames()) {
        const QString id = QString::fromStdString(g.id);
        QTest::addRow("%s-%d-smallest", g.id.c_str(), g.maxPlayers)
            << id << g.maxPlayers << QSize(1024, 650);
        QTest::addRow("%s-%d-full", g.id.c_str(), g.maxPlayers)
            << id << g.maxPlayers << QSize(1920, 1030);
    }
}

// The keyboard's ring round the card in focus (its dark line) lies inside
// the table for every card the arrows reach: none of it is cut off by the
// window's edge, the person's hand along the bottom included.
void TestLayout::focusRingStaysInSight() {
    QFETCH(QString, game);
    QFETCH(int, players);
    QFETCH(QSize, size);
    TableWindow table(size);
    QVERIFY2(table.ok(), qPrintable(table.error()));
    QQuickWindow& window = table.window();
    window.requestActivate();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QCOMPARE(table.startWithPerson(game, players, QStringLiteral("7")), QString());
    auto* session = table.session();
    // The Table in the scene: the item with a card in focus.
    QQuickItem* root = nullptr;
    for (QQuickItem* child : table.root()->childItems())
        if (child->property("focusRow").isValid()) root = child;
    QVERIFY(root);
    const auto ready = [&] { return session->input()->humanTurn() && !session->busy(); };
    QVERIFY(waitFor(ready, 120000));
    root->forceActiveFocus();
    // A decision with cards to use: the bids or draws before it are made for the person.
    for (int i = 0;
         i < 20 && !waitFor([&] { return root->property("focusRow").toInt() >= 0; }, 500); ++i) {
        session->input()->chooseAction(0);
        QVERIFY(waitFor(ready, 120000));
    }
    QVERIFY2(root->property("focusRow").toInt() >= 0, "no card to use");
    auto* line = root->findChild<QQuickItem*>(QStringLiteral("cardFocusLine"));
    QVERIFY(line);
    const QRectF whole(QPointF(0, 0), QSizeF(size));
    QStringList problems;
    for (int step = 0; step < 60; ++step) {
        QVERIFY(table.waitForFrames());
        const QRectF box = felt::test::boxIn(line, root);
        if (!whole.contains(box))
            problems << QStringLiteral("the ring round card %1 leaves the table (%2, %3, %4 x %5)")
                            .arg(root->property("focusRow").toInt())
                            .arg(box.x())
                            .arg(box.y())
                            .arg(box.width())
                            .arg(box.height());
        const int before = root->property("focusRow").toInt();
        QTest::keyClick(&window, Qt::Key_Right);
        if (root->property("focusRow").toInt() == before) break;  // the last card
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestLayout::wonTricksLieFaceDownByTheirPlate_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    QTest::addRow("madjack") << QStringLiteral("madjack") << 2;
    QTest::addRow("jabberwocky") << QStringLiteral("jabberwocky") << 5;
}

// 37.10: a pile of won tricks lies squared up face down beside its winner's
// name plate (the zone declares it: ZoneLook), not face up across the table.
void TestLayout::wonTricksLieFaceDownByTheirPlate() {
    QFETCH(QString, game);
    QFETCH(int, players);
    TableWindow table(QSize(1280, 754));
    QVERIFY2(table.ok(), qPrintable(table.error()));
    QVERIFY(QTest::qWaitForWindowExposed(&table.window()));
    QCOMPARE(table.startWithPerson(game, players, QStringLiteral("5")), QString());
    auto* session = table.session();
    const auto zones = session->state()->zones();
    const auto wonRows = [&] {
        std::vector<int> rows;
        for (int r = 0; r < session->cards()->rowCount(); ++r) {
            const int z = session->cards()->zoneOf(r);
            if (z >= 0 && zones[static_cast<std::size_t>(z)].kind == ZoneKind::WonPile)
                rows.push_back(r);
        }
        return rows;
    };
    // Play until some tricks are won.
    for (int move = 0; move < 200 && wonRows().size() < 4; ++move) {
        QVERIFY(waitFor(
            [&] {
                return (session->input()->humanTurn() || session->gameOver() ||
                        session->roundOver()) &&
                       !session->busy();
            },
            120000));
        if (session->roundOver() || session->gameOver()) break;
        session->input()->playMove(0);
    }
    QVERIFY(waitFor([&] { return !session->busy(); }, 120000));
    QVERIFY(table.waitForFrames());
    const std::vector<int> rows = wonRows();
    QVERIFY2(rows.size() >= 2, "no trick was won");
    // Each seat's plate, by name.
    QHash<int, QRectF> plates;
    std::function<void(QQuickItem*)> find = [&](QQuickItem* item) {
        for (QQuickItem* child : item->childItems()) {
            const QVariant seat = child->property("seatName");
            if (seat.isValid())
                for (int s = 0; s < players; ++s)
                    if (session->seatName(s) == seat.toString())
                        plates[s] = child->mapRectToItem(
                            table.root(), QRectF(0, 0, child->width(), child->height()));
            find(child);
        }
    };
    find(table.root());
    QCOMPARE(plates.size(), players);
    const QList<QQuickItem*> cardItems = [&] {
        QList<QQuickItem*> out;
        std::function<void(QQuickItem*)> walk = [&](QQuickItem* item) {
            for (QQuickItem* child : item->childItems()) {
                if (child->property("showingFace").isValid())
                    out << child;
                else
                    walk(child);
            }
        };
        walk(table.root());
        return out;
    }();
    QStringList problems;
    for (int row : rows) {
        if (session->cards()->isFaceUp(row))
            problems << QStringLiteral("row %1 lies face up").arg(row);
        const int owner = zones[static_cast<std::size_t>(session->cards()->zoneOf(row))].owner;
        QQuickItem* item = nullptr;
        for (QQuickItem* c : cardItems)
            if (c->property("row").toInt() == row) item = c;
        QVERIFY(item);
        const QPointF centre =
            item->mapToItem(table.root(), QPointF(item->width() / 2, item->height() / 2));
        const QRectF near = plates[owner].adjusted(-item->width(), -item->height() * 0.5,
                                                   item->width(), item->height() * 0.5);
        if (!near.contains(centre))
            problems << QStringLiteral(
                            "row %1 of seat %2 lies at (%3, %4), not by its plate (%5, %6)")
                            .arg(row)
                            .arg(owner)
                            .arg(centre.x())
                            .arg(centre.y())
                            .arg(plates[owner].x())
                            .arg(plates[owner].y());
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestLayout::meldRowsOfASideSeatShowWhole_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("seed");
    QTest::newRow("3 players, smallest window") << QSize(1024, 650) << 3 << QStringLiteral("5");
    QTest::newRow("4 players") << QSize(1200, 780) << 4 << QStringLiteral("5");
}

// A seat at the side of the table with two melds down shows each whole, its
// caption included: the rows lie one under the other, not one on the other
// (a 3-player game's run hid the set under it, caption and all).
void TestLayout::meldRowsOfASideSeatShowWhole() {
    QFETCH(QSize, size);
    QFETCH(int, players);
    QFETCH(QString, seed);
    TableWindow table(size);
    QVERIFY2(table.ok(), qPrintable(table.error()));
    QVERIFY(QTest::qWaitForWindowExposed(&table.window()));
    QCOMPARE(table.startWithPerson(QStringLiteral("janken-rummy"), players, seed), QString());
    auto* session = table.session();
    auto* input = session->input();
    // Seats at the sides: 1 and the last (left and right of the person).
    const auto sideSeatWithTwoMelds = [&] {
        QMap<int, int> count;
        for (const QVariant& g : session->groups())
            ++count[g.toMap().value(QStringLiteral("seat")).toInt()];
        return count.value(1) >= 2 || count.value(players - 1) >= 2;
    };
    for (int turn = 0; turn < 400 && !sideSeatWithTwoMelds(); ++turn) {
        QVERIFY(waitFor(
            [&] {
                return (input->humanTurn() && !session->busy()) || session->gameOver() ||
                       sideSeatWithTwoMelds();
            },
            120000));
        QVERIFY(!session->gameOver());
        if (sideSeatWithTwoMelds()) break;
        input->playMove(0);
    }
    QVERIFY2(sideSeatWithTwoMelds(), "no seat at the side laid two melds in 400 turns");
    QVERIFY(waitFor([&] { return !session->busy(); }, 120000));
    QVERIFY(table.waitForFrames());
    // The groups' frames (with the caption above each): none lies on another.
    const auto tables = itemsWhere(
        table.root(), [](QQuickItem* item) { return item->property("fontScale").isValid(); });
    QVERIFY(!tables.isEmpty());
    const double captionH = 20 * tables.first()->property("fontScale").toDouble();
    QList<QRectF> frames;
    for (QQuickItem* f : itemsWhere(table.root(), [](QQuickItem* item) {
             return item->property("box").isValid() && item->property("target").isValid();
         }))
        frames << f->mapRectToItem(table.root(),
                                   QRectF(0, -captionH, f->width(), f->height() + captionH));
    QVERIFY(frames.size() >= 2);
    QStringList problems;
    for (int i = 0; i < frames.size(); ++i)
        for (int j = i + 1; j < frames.size(); ++j)
            if (frames[i].intersects(frames[j]))
                problems << QStringLiteral("group at %1,%2 %3x%4 and group at %5,%6 %7x%8 overlap")
                                .arg(frames[i].x())
                                .arg(frames[i].y())
                                .arg(frames[i].width())
                                .arg(frames[i].height())
                                .arg(frames[j].x())
                                .arg(frames[j].y())
                                .arg(frames[j].width())
                                .arg(frames[j].height());
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
