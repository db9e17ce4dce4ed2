// Large print (View > Large print) makes every text of the window 30 % larger
// (docs/ui.md). Each scene below is shown with large print off, every text
// on screen is measured, large print is turned on in the running window and
// every one of those texts is measured again: each must have grown by at
// least 1.25 times, the few deliberate exceptions named in kExceptions. A
// text that gets no textScale cannot hide: the walk takes every visible text
// item (Text, Label, a button's or a check box's text, a field's or a combo
// box's text) wherever it lies. The scenes: the table at the person's first
// decision in each game with its own controls (Janken Rummy's suit circle
// open), the hand-over screen, the score sheet and the statistics (with its
// chart) after a finished game, the new-game panel with a game's options,
// and the card gallery.
// Then, in large print, in English at 1280x800 and in German (the longest
// texts) at 1024x700 and 1280x800, no text is cut short (elided, or wider
// than its room), none leaves the window and no two texts of the scene lie
// on each other.
#include <QFontInfo>
#include <QPointer>
#include <QQmlEngineExtensionPlugin>
#include <QQuickItem>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <functional>

#include "catalog/registry.h"
#include "scroll_check.h"
#include "session/game_session.h"
#include "setup/valid_setup.h"
#include "stats/statistics.h"
#include "table_window.h"
#include "wait_for.h"

Q_IMPORT_QML_PLUGIN(FeltPlugin)

using namespace felt;
using felt::test::childNamed;
using felt::test::TableWindow;
using felt::test::waitFor;

namespace {

// The whole window's scene (menus aside): the table with its panels.
constexpr const char* kMainScene = R"(
import QtQuick
import Felt
Main {}
)";

// The deliberate exceptions, by how they are found: the texts printed on a
// card (its corner index, a Joker's "= 7" badge) grow with the card, whose
// large print is a quarter larger (ViewSettings::cardScale), not 30 %; the
// card gallery's faces keep the size its slider sets; Blackjack's direction
// arrow (a symbol, not words) grows with the table only.
constexpr double kGrowth = 1.25;
constexpr double kCardGrowth = 1.2;

bool within(const QQuickItem* item, const std::function<bool(const QQuickItem*)>& is) {
    for (const QQuickItem* p = item->parentItem(); p; p = p->parentItem())
        if (is(p)) return true;
    return false;
}

bool onACard(const QQuickItem* item) {
    return within(item, [](const QQuickItem* p) { return p->property("showingFace").isValid(); });
}

double growthNeeded(const QQuickItem* item) {
    if (item->objectName() == u"bjDirectionGlyph") return 1;
    if (!onACard(item)) return kGrowth;
    const bool gallery =
        within(item, [](const QQuickItem* p) { return p->objectName() == u"galleryScroller"; });
    return gallery ? 1 : kCardGrowth;
}

// The panels shown over the table on request (Janken Rummy's suit circle):
// their texts may lie over the table's, not over each other.
QString floatingPanel(const QQuickItem* item) {
    for (const QQuickItem* p = item; p; p = p->parentItem())
        if (p->objectName() == u"suitCycle") return p->objectName();
    return {};
}

bool isText(const QQuickItem* item) {
    return item->inherits("QQuickText") || item->inherits("QQuickTextInput") ||
           item->inherits("QQuickTextEdit");
}

// The text's size in pixels, however its font was given.
double pixels(const QQuickItem* item) {
    const QFont font = item->property("font").value<QFont>();
    return font.pixelSize() > 0 ? font.pixelSize() : QFontInfo(font).pixelSize();
}

QString describe(const QQuickItem* item) {
    QString path;
    for (const QQuickItem* p = item; p; p = p->parentItem()) {
        const QString name = p->objectName();
        if (!name.isEmpty()) {
            path = name;
            break;
        }
    }
    return QStringLiteral("\"%1\" (%2, in %3)")
        .arg(item->property("text").toString().left(40),
             QString::fromLatin1(item->metaObject()->className()), path);
}

// Every text drawn now under `root`: shown (with its parents), not
// transparent, with something to say.
QList<QQuickItem*> textsShown(QQuickItem* root) {
    QList<QQuickItem*> out;
    std::function<void(QQuickItem*)> walk = [&](QQuickItem* item) {
        if (!item->isVisible() || item->opacity() == 0) return;
        if (isText(item) && !item->property("text").toString().trimmed().isEmpty() &&
            item->width() > 0 && item->height() > 0)
            out << item;
        for (QQuickItem* child : item->childItems()) walk(child);
    };
    walk(root);
    return out;
}

struct Measured {
    QPointer<QQuickItem> item;
    QString what;
    double px;
};

// Where the text's letters lie, in `frame`'s coordinates (the item may be
// wider than its text: the alignment says where the text sits).
QRectF inkBox(QQuickItem* text, QQuickItem* frame) {
    const double w = std::min(text->property("contentWidth").toDouble(), text->width());
    const double h = std::min(text->property("contentHeight").toDouble(), text->height());
    const int align = text->property("horizontalAlignment").toInt();
    const int valign = text->property("verticalAlignment").toInt();
    double x = 0, y = 0;
    if (align & Qt::AlignRight) x = text->width() - w;
    if (align & Qt::AlignHCenter) x = (text->width() - w) / 2;
    if (valign & Qt::AlignBottom) y = text->height() - h;
    if (valign & Qt::AlignVCenter) y = (text->height() - h) / 2;
    QRectF box = text->mapRectToItem(frame, QRectF(x, y, w, h));
    // What a scroller (any clipping item) lets be seen of it.
    for (const QQuickItem* p = text->parentItem(); p; p = p->parentItem())
        if (p->clip()) box &= p->mapRectToItem(frame, QRectF(0, 0, p->width(), p->height()));
    return box;
}

// Texts cut short, leaving the window, or lying on each other, under `scene`.
QStringList fitProblems(QQuickItem* scene, QQuickItem* window) {
    QStringList problems;
    const QList<QQuickItem*> texts = textsShown(scene);
    const QRectF whole(QPointF(0, 0), window->size());
    std::vector<QRectF> boxes;
    for (QQuickItem* t : texts) {
        const QString what = describe(t);
        if (t->property("truncated").toBool()) problems << what + QStringLiteral(" is cut short");
        const QRectF box = inkBox(t, window);
        boxes.push_back(box);
        if (box.isEmpty()) continue;  // scrolled out of sight
        if (!whole.adjusted(-1, -1, 1, 1).contains(box))
            problems << what + QStringLiteral(" leaves the window");
        // A line (or, wrapping, a word) wider than its room runs out of it.
        if (t->property("contentWidth").toDouble() > t->width() + 1 && !onACard(t))
            problems << what + QStringLiteral(" is %1 px wide in %2 px")
                                   .arg(qRound(t->property("contentWidth").toDouble()))
                                   .arg(qRound(t->width()));
    }
    // Cards lie on cards (a fan, a pile) and plates may touch one: the texts
    // printed on the cards are left out.
    for (qsizetype i = 0; i < texts.size(); ++i)
        for (qsizetype j = i + 1; j < texts.size(); ++j) {
            if (onACard(texts[i]) || onACard(texts[j]) ||
                floatingPanel(texts[i]) != floatingPanel(texts[j]))
                continue;
            const QRectF both = boxes[i].intersected(boxes[j]);
            // A pixel or two of line spacing may touch.
            if (both.width() > 2 && both.height() > 2)
                problems << describe(texts[i]) + QStringLiteral(" lies on ") + describe(texts[j]);
        }
    problems.removeDuplicates();
    return problems;
}

QVariantMap seat(const QString& name, const QString& kind) {
    return {{QStringLiteral("name"), name}, {QStringLiteral("kind"), kind}};
}

// A short game (every whole-number option at its least) for two.
QVariantMap shortGame(const std::string& id, const QVariantList& seats) {
    const GameInfo& g = *findGame(id);
    OptionValues values;
    for (const OptionSpec& o : g.options)
        if (o.type == OptionType::Int) values.set(o.key, std::to_string(o.minValue));
    app::makeSetupValid(g, 2, values);
    QVariantMap options;
    for (const auto& [k, v] : values.all())
        options.insert(QString::fromStdString(k), QString::fromStdString(v));
    return {{QStringLiteral("game"), QString::fromStdString(id)},
            {QStringLiteral("players"), 2},
            {QStringLiteral("seed"), QStringLiteral("5")},
            {QStringLiteral("options"), options},
            {QStringLiteral("seats"), seats}};
}

QQuickItem* tableOf(TableWindow& w) {
    for (QQuickItem* child : w.root()->childItems())
        if (child->property("showScores").isValid()) return child;
    return nullptr;
}

}  // namespace

class TestLargePrint : public QObject {
    Q_OBJECT
private slots:
    void textsGrowAndFit_data();
    void textsGrowAndFit();

private:
    // Shows `scene` in `w`; "" or what went wrong. `frame` is set to the
    // part of the window the fit is checked in.
    QString show(const QString& scene, TableWindow& w, QQuickItem*& frame);
    QTemporaryDir dir_;
    std::unique_ptr<app::Statistics> stats_;
};

void TestLargePrint::textsGrowAndFit_data() {
    QTest::addColumn<QString>("scene");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("german");
    QStringList scenes;
    for (const GameInfo& g : allGames()) scenes << QStringLiteral("table-") + g.id.c_str();
    scenes << QStringLiteral("handover") << QStringLiteral("results")
           << QStringLiteral("statistics") << QStringLiteral("setup") << QStringLiteral("gallery");
    // The window's Qt Quick part: the window less the menu bar.
    for (const QString& s : scenes) {
        QTest::addRow("%s-1280-en", qPrintable(s)) << s << QSize(1280, 775) << false;
        QTest::addRow("%s-1280-de", qPrintable(s)) << s << QSize(1280, 775) << true;
        QTest::addRow("%s-1024-de", qPrintable(s)) << s << QSize(1024, 675) << true;
    }
}

QString TestLargePrint::show(const QString& scene, TableWindow& w, QQuickItem*& frame) {
    auto* session = w.session();
    frame = w.root();
    const auto decision = [&] {
        return waitFor([&] { return session->input()->humanTurn() && !session->busy(); }, 120000);
    };
    const auto finished = [&] {
        return waitFor([&] { return session->gameOver() && !session->busy(); }, 120000);
    };
    if (scene.startsWith(u"table-")) {
        const QString game = scene.mid(6);
        const GameInfo* info = findGame(game.toStdString());
        if (!info) return QStringLiteral("no game ") + game;
        const QString started = w.startWithPerson(game, info->maxPlayers, QStringLiteral("7"));
        if (!started.isEmpty()) return started;
        if (!decision()) return QStringLiteral("no decision");
        // Janken Rummy's suit circle, shown on request.
        if (QQuickItem* suits = childNamed(w.root(), QStringLiteral("suitsButton")))
            suits->setProperty("checked", true);
        return {};
    }
    if (scene == u"handover") {
        const QString started = session->start(
            shortGame("madjack", {seat(QStringLiteral("Ann"), QStringLiteral("human")),
                                  seat(QStringLiteral("Bob"), QStringLiteral("human"))}));
        if (!started.isEmpty()) return started;
        if (!waitFor([&] { return session->handoverSeat() >= 0 && !session->busy(); }, 120000) ||
            !waitFor([&] { return childNamed(w.root(), QStringLiteral("handoverScreen")); }))
            return QStringLiteral("no hand-over");
        frame = childNamed(w.root(), QStringLiteral("handoverScreen"));
        return {};
    }
    if (scene == u"results" || scene == u"statistics") {
        stats_ = std::make_unique<app::Statistics>(*session, dir_.filePath("stats.sqlite"));
        w.root()->setProperty("statistics", QVariant::fromValue(stats_.get()));
        const QString started = session->start(
            shortGame("madjack", {seat(QStringLiteral("Ann"), QStringLiteral("casual")),
                                  seat(QStringLiteral("Bob"), QStringLiteral("random"))}));
        if (!started.isEmpty()) return started;
        if (!finished()) return QStringLiteral("the game did not end");
        if (scene == u"results") {
            if (!waitFor([&] { return childNamed(w.root(), QStringLiteral("placements")); },
                         120000))
                return QStringLiteral("no score sheet");
            frame = childNamed(w.root(), QStringLiteral("placements"))->parentItem()->parentItem();
            return {};
        }
        QMetaObject::invokeMethod(w.root(), "showStatistics");
        if (!waitFor([&] { return childNamed(w.root(), QStringLiteral("statisticsChart")); },
                     120000))
            return QStringLiteral("no statistics");
        frame = childNamed(w.root(), QStringLiteral("statisticsChart"))->parentItem()->parentItem();
        // Its score sheet closed: the statistics alone.
        tableOf(w)->setProperty("showScores", false);
        return {};
    }
    if (scene == u"setup") {
        QMetaObject::invokeMethod(w.root(), "showSetup");
        frame = w.root()->findChild<QQuickItem*>(QStringLiteral("setupPanel"));
        if (!frame) return QStringLiteral("no new-game panel");
        // A game with options, each with its description.
        const QVariant setup = QVariantMap{{QStringLiteral("game"), QStringLiteral("jumpstart")},
                                           {QStringLiteral("players"), 4}};
        QMetaObject::invokeMethod(frame, "load", Q_ARG(QVariant, setup));
        return {};
    }
    if (scene == u"gallery") {
        QMetaObject::invokeMethod(w.root(), "showGallery");
        if (!waitFor([&] { return childNamed(w.root(), QStringLiteral("galleryScroller")); },
                     120000))
            return QStringLiteral("no gallery");
        frame = childNamed(w.root(), QStringLiteral("galleryScroller"))->parentItem()->parentItem();
        return {};
    }
    return QStringLiteral("no scene ") + scene;
}

void TestLargePrint::textsGrowAndFit() {
    QFETCH(QString, scene);
    QFETCH(QSize, size);
    QFETCH(bool, german);
    QVERIFY(dir_.isValid());
    QTranslator translator;
    if (german) {
        QVERIFY(translator.load(QLocale(QLocale::German), QStringLiteral("felt"),
                                QStringLiteral("_"), QStringLiteral(":/i18n")));
        QCoreApplication::installTranslator(&translator);
    }
    const auto english = qScopeGuard([&] {
        QCoreApplication::removeTranslator(&translator);
        stats_.reset();
    });
    TableWindow w(size, kMainScene);
    QVERIFY2(w.ok(), qPrintable(w.error()));
    QVERIFY(QTest::qWaitForWindowExposed(&w.window()));
    w.session()->view()->setAnimationSpeed(3);
    QQuickItem* frame = nullptr;
    QCOMPARE(show(scene, w, frame), QString());
    QVERIFY(w.waitForFrames());

    std::vector<Measured> before;
    for (QQuickItem* t : textsShown(w.root())) before.push_back({t, describe(t), pixels(t)});
    QVERIFY2(before.size() >= 3, "hardly any text shown");

    w.session()->view()->setLargePrint(true);
    QVERIFY(w.waitForFrames(3));
    QStringList problems;
    for (const Measured& m : before) {
        if (!m.item) {
            problems << m.what + QStringLiteral(" is gone in large print");
            continue;
        }
        const double need = growthNeeded(m.item);
        const double px = pixels(m.item);
        if (px < m.px * need)
            problems << m.what + QStringLiteral(" grew from %1 to %2 px").arg(m.px).arg(px);
    }
    problems << fitProblems(frame, w.root());
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1 texts measured\n").arg(before.size()) +
                        problems.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestLargePrint)
#include "tst_large_print.moc"
