// Every lesson ("Learn by playing", docs/lessons.md) taken at the real table
// (Main.qml: English at 1280x800, German and a pseudo-language at 1024x700)
// as a person would, from the new-game panel's offer: each bubble is checked
// (on the screen, its anchor shown, the asked card or button glowing),
// Continue is clicked with the mouse or pressed with Enter and each asked
// move is made by clicking its card(s) or its button through the table's
// input, until the End step. On the way,
// a legal move the lesson does not ask for shows the step's `why` and
// changes nothing, and a refused click shows the engine's reason. A finished
// lesson is ticked; it leaves no autosave and no statistics row; Undo and
// Hint are off; "Play a real game" deals the same game against Casual bots.
// The panel invites only newcomers, "Not now" declines for good, and a quiet
// link keeps the lesson reachable (offerForNewcomers).
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QQmlEngineExtensionPlugin>
#include <QQuickItem>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <functional>

#include "catalog/lesson.h"
#include "catalog/record.h"
#include "lesson/lesson_player.h"
#include "persist/autosave.h"
#include "session/game_session.h"
#include "stats/statistics.h"
#include "support/pseudo_translator.h"
#include "table_window.h"
#include "wait_for.h"

Q_IMPORT_QML_PLUGIN(FeltPlugin)

using namespace felt;
using felt::app::LessonPlayer;
using felt::test::TableWindow;
using felt::test::waitFor;

namespace {

constexpr const char* kScene = R"(
import QtQuick
import Felt
Main {}
)";

using felt::test::PseudoTranslator;

QStringList gameIds() {
    QStringList ids;
    for (const GameInfo& g : allGames()) ids << QString::fromStdString(g.id);
    return ids;
}

QQuickItem* named(TableWindow& w, const char* name) {
    return w.root()->findChild<QQuickItem*>(QLatin1String(name));
}

QRectF sceneRect(const QQuickItem* item) {
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

// Where the walk stands, to wait for the next step.
struct Stop {
    int step;
    QString kind;
    bool operator==(const Stop&) const = default;
};

class LessonTable : public QObject {
    Q_OBJECT

private:
    // The person's next move as the table takes it: the button, else the
    // card(s) clicked (choosing from the chooser, confirming a selection),
    // else the game's own control (an entry of `moves`, as its controls play it).
    // `selected` is called once the cards of a combination are selected,
    // before "Play selected".
    static bool click(app::GameSession& s, const Action& move,
                      const std::function<void()>& selected = {}) {
        app::TableInput& in = *s.input();
        const std::size_t before = s.state()->history().size();
        const auto played = [&] { return s.state()->history().size() > before; };
        for (int i = 0; i < in.actions()->count(); ++i)
            if (in.actions()->action(i) == move) {
                in.chooseAction(i);
                return played();
            }
        for (CardId card : move.cards) {
            const int row = s.cards()->rowOfCard(card);
            if (row < 0) return false;
            in.clickCard(row);
            if (played()) return true;
            for (int j = 0; j < in.chooser()->count(); ++j)
                if (in.chooser()->action(j) == move) {
                    in.chooseFromChooser(j);
                    return played();
                }
            if (in.chooser()->count() > 0 && in.chooserOffersSelect()) in.selectPendingCard();
        }
        if (!move.cards.empty() && in.selectionCount() > 0) {
            if (selected) selected();
            in.confirmSelection();
            for (int j = 0; j < in.chooser()->count() && !played(); ++j)
                if (in.chooser()->action(j) == move) in.chooseFromChooser(j);
            if (played()) return true;
        }
        const QStringList texts = in.humanActionTexts();
        const int index = texts.indexOf(QString::fromStdString(s.state()->format(move)));
        if (index >= 0 && in.moves().at(index).toMap().value("owned").toBool()) in.playMove(index);
        return played();
    }

    // A legal move of the learner's other than the asked one, or -1.
    static int otherMove(app::GameSession& s, const Action& asked) {
        const QStringList texts = s.input()->humanActionTexts();
        for (int i = 0; i < texts.size(); ++i)
            if (s.state()->parse(texts[i].toStdString()) != asked) return i;
        return -1;
    }

    // A face-up card of the learner's no move uses now, or -1.
    static int refusedCard(app::GameSession& s) {
        const QStringList texts = s.input()->humanActionTexts();
        std::vector<CardId> used;
        for (const QString& t : texts)
            if (const auto a = s.state()->parse(t.toStdString()))
                for (CardId c : a->cards) used.push_back(c);
        app::CardModel& cards = *s.cards();
        for (int r = 0; r < cards.rowCount(); ++r) {
            const CardId c = cards.cardOfRow(r);
            const QString zone = s.zones().at(cards.zoneOf(r)).toMap().value("key").toString();
            if (c != kNoCard && cards.isFaceUp(r) && zone == QLatin1String("hand.0") &&
                std::find(used.begin(), used.end(), c) == used.end())
                return r;
        }
        return -1;
    }

    // The bubble now: on the screen, pointing at something shown.
    static void checkBubble(TableWindow& w, LessonPlayer& lesson, const QString& where) {
        QQuickItem* card = named(w, "lessonCard");
        QVERIFY2(card && card->isVisible(), qPrintable(where));
        QVERIFY2(named(w, "lessonBubble")->isVisible(), qPrintable(where));
        const QRectF screen(0, 0, w.window().width(), w.window().height());
        QVERIFY2(screen.contains(sceneRect(card)),
                 qPrintable(QStringLiteral("%1: the bubble leaves the screen").arg(where)));
        const QString kind = lesson.anchor().value("kind").toString();
        const QVariantMap target = named(w, "lessonBubble")->property("target").toMap();
        if (kind == QLatin1String("table")) return;
        QVERIFY2(
            !target.isEmpty(),
            qPrintable(QStringLiteral("%1: nothing found for the %2 anchor").arg(where, kind)));
        auto* item = target.value("item").value<QQuickItem*>();
        QVERIFY2(item && item->isVisible(), qPrintable(where));
        const QRectF aim(target.value("x").toReal(), target.value("y").toReal(),
                         target.value("w").toReal(), target.value("h").toReal());
        QVERIFY2(screen.intersects(aim),
                 qPrintable(QStringLiteral("%1: the anchor is off the screen").arg(where)));
        // The bubble hides neither what it talks about nor anyone's plate.
        // (The table and the bubble share their origin.)
        const QRectF bubble = sceneRect(card);
        QVERIFY2(
            !bubble.intersects(aim),
            qPrintable(QStringLiteral("%1: the bubble covers its %2 anchor").arg(where, kind)));
        int plates = 0;
        for (QQuickItem* plate :
             named(w, "lessonBubble")->property("table").value<QQuickItem*>()->childItems()) {
            if (!plate->isVisible() ||
                !QByteArray(plate->metaObject()->className()).startsWith("SeatBadge"))
                continue;
            ++plates;
            QVERIFY2(!bubble.intersects(sceneRect(plate)),
                     qPrintable(QStringLiteral("%1: the bubble covers the plate of %2")
                                    .arg(where, plate->property("seatName").toString())));
        }
        QVERIFY2(plates == lesson.session()->players(), qPrintable(where));
        // Nor the move buttons.
        const QQuickItem* bar = named(w, "actionBar");
        QVERIFY2(
            !bar || !bar->isVisible() || bar->width() <= 0 || !bubble.intersects(sceneRect(bar)),
            qPrintable(QStringLiteral("%1: the bubble covers the move buttons").arg(where)));
        // Nor a game's own turn buttons (Blackjack's), which take the bar's place.
        const std::function<void(QQuickItem*)> turnButtons = [&](QQuickItem* item) {
            for (QQuickItem* child : item->childItems()) {
                if (!child->isVisible()) continue;
                if (child->objectName().startsWith(QLatin1String("bjAction_")))
                    QVERIFY2(!bubble.intersects(sceneRect(child)),
                             qPrintable(QStringLiteral("%1: the bubble covers %2")
                                            .arg(where, child->property("text").toString())));
                else
                    turnButtons(child);
            }
        };
        turnButtons(w.root());
    }

    // The shown items under `item` named "...chooser" (the table's chooser, a game's own).
    static QList<QQuickItem*> choosersUnder(QQuickItem* item) {
        QList<QQuickItem*> found;
        for (QQuickItem* child : item->childItems()) {
            if (!child->isVisible()) continue;
            if (child->objectName().endsWith(QLatin1String("chooser"), Qt::CaseInsensitive))
                found << child;
            else
                found << choosersUnder(child);
        }
        return found;
    }

    // An open chooser: once the bubble looked again, it covers none. (A
    // chooser lays itself out after it opens, and the bubble looks again every
    // 150 ms: the card may take a look or two to step aside.)
    static void checkChooser(TableWindow& w, const QString& where) {
        QQuickItem* bubble = named(w, "lessonBubble");
        const int looks = bubble->property("looks").toInt();
        QVERIFY(waitFor([&] { return bubble->property("looks").toInt() > looks; }));
        const QList<QQuickItem*> open =
            choosersUnder(bubble->property("table").value<QQuickItem*>());
        QVERIFY2(!open.isEmpty(), qPrintable(where + ": no chooser shows"));
        for (QQuickItem* chooser : open)
            QVERIFY2(waitFor([&] {
                         return !sceneRect(named(w, "lessonCard")).intersects(sceneRect(chooser));
                     }),
                     qPrintable(QStringLiteral("%1: the bubble covers the chooser %2")
                                    .arg(where, chooser->objectName())));
    }

    static bool clickItem(TableWindow& w, const char* name) {
        QQuickItem* item = named(w, name);
        if (!item || !item->isVisible()) return false;
        const QPoint at = sceneRect(item).center().toPoint();
        // A button scrolled out of the new-game panel's view is pressed as the keyboard would.
        if (!QRect(QPoint(), w.window().size()).contains(at))
            return QMetaObject::invokeMethod(item, "click");
        QTest::mouseClick(&w.window(), Qt::LeftButton, {}, at);
        return true;
    }

    // With FELT_LESSON_SHOTS=folder: the table at the first asked move (docs/ui.md).
    static void saveShot(TableWindow& w, const QString& game, const QString& language) {
        const QString folder = qEnvironmentVariable("FELT_LESSON_SHOTS");
        if (folder.isEmpty()) return;
        const QString suffix = language == "en" ? QString() : "-" + language;
        w.window().grabWindow().save(QDir(folder).filePath("lesson-" + game + suffix + ".png"));
    }

    // With FELT_LESSON_STEPS=folder: the table at every step, to read the
    // lesson as a new player would (docs/lessons.md, "Tried as a new player").
    static void saveStep(TableWindow& w, const QString& game, const QString& language, int step) {
        const QString folder = qEnvironmentVariable("FELT_LESSON_STEPS");
        if (folder.isEmpty()) return;
        w.window().grabWindow().save(QDir(folder).filePath(
            QStringLiteral("%1-%2-%3.png").arg(game, language).arg(step, 2, 10, QChar('0'))));
    }

    // The new-game panel, showing `game`.
    static bool showSetupOf(TableWindow& w, const QString& game) {
        w.rootObject()->setProperty("lastSetup", QVariantMap{{"game", game}});
        QMetaObject::invokeMethod(w.rootObject(), "showSetup");
        return waitFor([&] {
                   QQuickItem* panel = named(w, "setupPanel");
                   return panel && panel->isVisible() &&
                          w.rootObject()->property("setupGame") == game &&
                          named(w, "lessonOffer") && named(w, "lessonOffer")->isVisible();
               }) &&
               w.waitForFrames();
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // In English at 1280x800, and at the smallest window (1024x700) in German
    // (long words) and in a pseudo-language (every text ~1.4 times longer).
    void everyLesson_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("language");
        for (const QString& id : gameIds()) {
            QTest::newRow(qPrintable(id)) << id << QSize(1280, 800) << QString("en");
            QTest::newRow(qPrintable(id + "-de")) << id << QSize(1024, 700) << QString("de");
            QTest::newRow(qPrintable(id + "-pseudo"))
                << id << QSize(1024, 700) << QString("pseudo");
        }
    }

    // Played to its End step by clicking what each step asks.
    void everyLesson() {
        QFETCH(QString, game);
        QFETCH(QSize, size);
        QFETCH(QString, language);
        QTranslator german;
        PseudoTranslator pseudo;
        QTranslator* translator = language == "de"       ? &german
                                  : language == "pseudo" ? &pseudo
                                                         : nullptr;
        if (language == "de") QVERIFY(german.load(QLocale(QLocale::German), "felt", "_", ":/i18n"));
        if (translator) QCoreApplication::installTranslator(translator);
        const auto english = qScopeGuard([&] {
            if (translator) QCoreApplication::removeTranslator(translator);
        });
        TableWindow w(size, kScene);
        QVERIFY2(w.ok(), qPrintable(w.error()));
        app::GameSession& s = *w.session();
        // FELT_LESSON_SPEED=1 (the default pace) times the lesson as a person sees it.
        const int speed = qEnvironmentVariableIntValue("FELT_LESSON_SPEED");
        s.view()->setAnimationSpeed(qEnvironmentVariableIsSet("FELT_LESSON_SPEED") ? speed : 3);
        s.view()->setRoundSummaries(true);  // as the app does for a new player
        QElapsedTimer clock;
        clock.start();
        auto& lesson = *w.rootObject()->property("lesson").value<LessonPlayer*>();
        QTemporaryDir dir;
        app::Autosave autosave(s, dir.filePath("kept"));
        app::Statistics statistics(s, dir.filePath("stats.sqlite"));
        QVERIFY(!lesson.isDone(game));
        // The new-game panel offers the lesson; its button starts it.
        QVERIFY(showSetupOf(w, game));
        const QString offer = named(w, "lessonOfferText")->property("text").toString();
        QVERIFY(!offer.isEmpty() && !offer.startsWith(QChar(0x2713)));
        QVERIFY(clickItem(w, "lessonButton"));
        QVERIFY(waitFor([&] { return lesson.active() && !named(w, "setupPanel")->isVisible(); }));
        QCOMPARE(lesson.gameId(), game);
        QVERIFY(s.guided());
        QVERIFY(!s.canUndo());

        bool triedOther = false, triedRefused = false;
        int choosers = 0, selections = 0;
        int shot = 0;
        Stop last{-1, {}};
        for (int guard = 0; guard < 100; ++guard) {
            QVERIFY2(
                waitFor([&] {
                    return !lesson.kind().isEmpty() && Stop{lesson.step(), lesson.kind()} != last;
                }),
                qPrintable(QStringLiteral("no step after step %1").arg(last.step)));
            QVERIFY(w.waitForFrames());
            // The bubble places itself by what it sees: let it look once the table is drawn.
            const int looks = named(w, "lessonBubble")->property("looks").toInt();
            QVERIFY(waitFor(
                [&] { return named(w, "lessonBubble")->property("looks").toInt() > looks; }));
            last = {lesson.step(), lesson.kind()};
            const QString where = QStringLiteral("%1 step %2").arg(game).arg(lesson.step());
            checkBubble(w, lesson, where);
            saveStep(w, game, language, lesson.step());
            if (QTest::currentTestFailed()) return;
            if (lesson.kind() == QLatin1String("end")) break;
            if (lesson.kind() == QLatin1String("continue")) {
                // Every other Continue by the keyboard.
                if (lesson.step() % 2)
                    QTest::keyClick(&w.window(), Qt::Key_Return);
                else
                    QVERIFY2(clickItem(w, "lessonContinue"), qPrintable(where));
                continue;
            }
            // An Expect step: the asked move glows (the hint's glow) and is clicked.
            const LessonWalk::Beat beat = lesson.walk()->next();
            QCOMPARE(beat.kind, LessonWalk::BeatKind::Expect);
            const std::optional<Action> asked = s.state()->parse(beat.text);
            QVERIFY(asked);
            QVERIFY2(s.input()->hintMove() >= 0, qPrintable(where + ": nothing glows"));
            if (!shot++) saveShot(w, game, language);
            QVERIFY(!named(w, "lessonReply")->isVisible());
            const std::size_t before = s.state()->history().size();
            if (const int other = otherMove(s, *asked); !triedOther && other >= 0) {
                triedOther = true;
                s.input()->playMove(other);
                const std::string& why = lesson.walk()->lesson().steps[beat.step].why;
                QCOMPARE(lesson.reply(), QCoreApplication::translate("lessons", why.c_str()));
                QVERIFY(named(w, "lessonReply")->isVisible());
                QCOMPARE(s.state()->history().size(), before);
                QCOMPARE(lesson.walk()->next().step, beat.step);
            }
            if (const int row = refusedCard(s); !triedRefused && row >= 0) {
                triedRefused = true;
                s.input()->clickCard(row);
                QVERIFY2(!s.input()->explanation().isEmpty(), qPrintable(where));
                QCOMPARE(s.state()->history().size(), before);
                // Why it was refused stays readable: the bubble moves off it.
                QVERIFY2(waitFor([&] {
                             return !sceneRect(named(w, "lessonCard"))
                                         .intersects(sceneRect(named(w, "toast")));
                         }),
                         qPrintable(where + ": the bubble covers why the click was refused"));
            }
            // The asked card's click opens a chooser (the Ace's suit, "select
            // it for a combination"): the bubble leaves it in view.
            if (!asked->cards.empty()) {
                s.input()->clickCard(s.cards()->rowOfCard(*asked->cards.begin()));
                if (s.state()->history().size() > before) continue;  // played at once
                if (s.input()->chooser()->count() > 0) {
                    ++choosers;
                    checkChooser(w, where);
                    if (QTest::currentTestFailed()) return;
                }
                s.input()->cancel();
                QCOMPARE(s.state()->history().size(), before);
            }
            // "Play selected" shows once a combination's cards are selected: in view too.
            const auto selected = [&] {
                ++selections;
                QQuickItem* bubble = named(w, "lessonBubble");
                const int looks = bubble->property("looks").toInt();
                QVERIFY(waitFor([&] { return bubble->property("looks").toInt() > looks; }));
                const QQuickItem* bar = named(w, "actionBar");
                QVERIFY2(bar && bar->isVisible() &&
                             !sceneRect(named(w, "lessonCard")).intersects(sceneRect(bar)),
                         qPrintable(where + ": the bubble covers Play selected"));
            };
            QVERIFY2(click(s, *asked, selected),
                     qPrintable(where + ": could not play " + QString::fromStdString(beat.text)));
            if (QTest::currentTestFailed()) return;
        }
        QCOMPARE(lesson.kind(), QStringLiteral("end"));
        // Janken Rummy's melds and Blackjack's Ace open one.
        if (game == QLatin1String("janken-rummy") || game == QLatin1String("blackjack-school"))
            QVERIFY(choosers > 0);
        if (game == QLatin1String("janken-rummy")) QVERIFY(selections > 0);
        qInfo("%s: %lld ms at speed %d, moves and animations only", qPrintable(game),
              clock.elapsed(), s.view()->animationSpeed());
        QVERIFY(triedOther);
        QVERIFY(lesson.isDone(game));
        QVERIFY(named(w, "lessonPlay")->isVisible());
        QVERIFY(named(w, "lessonRules")->isVisible());
        // A lesson that plays to a round's end or the game's end leaves the
        // table in view: no results panel with its own Continue or "Play again".
        for (const char* part : {"placements", "continueRound"}) {
            const QQuickItem* sheet = named(w, part);
            QVERIFY2(!sheet || !sheet->isVisible(), "the results panel covers the lesson's end");
        }
        QVERIFY(autosave.path().isEmpty() && !autosave.available());
        QVERIFY(!QDir(dir.filePath("kept")).exists() || QDir(dir.filePath("kept")).isEmpty());
        QVERIFY(statistics.summary().isEmpty());

        // Play a real game: the same game, a person and Casual bots, not guided.
        const int players = s.players();
        QVERIFY(clickItem(w, "lessonPlay"));
        QVERIFY(!lesson.active());
        QVERIFY(!s.guided());
        QCOMPARE(s.gameId(), game);
        QCOMPARE(s.players(), players);
        const QVariantList seats = s.setup().value("seats").toList();
        QCOMPARE(seats.at(0).toMap().value("kind").toString(), QStringLiteral("human"));
        QCOMPARE(seats.at(1).toMap().value("kind").toString(), QStringLiteral("casual"));
        QVERIFY(waitFor([&] { return !named(w, "lessonBubble")->isVisible(); }));

        // The new-game panel ticks the finished lesson.
        QVERIFY(showSetupOf(w, game));
        QVERIFY(named(w, "lessonOfferText")->property("text").toString().startsWith(QChar(0x2713)));
    }

    // The answer to a move the lesson did not ask for goes once the learner
    // goes on: choosing cards for the asked combination (it stayed, red, as
    // if they were still doing something wrong).
    void aReplyGoesWhenTheLearnerGoesOn() {
        TableWindow w(QSize(1280, 800), kScene);
        QVERIFY2(w.ok(), qPrintable(w.error()));
        QVERIFY(QTest::qWaitForWindowExposed(&w.window()));
        app::GameSession& s = *w.session();
        s.view()->setAnimationSpeed(3);
        auto& lesson = *w.rootObject()->property("lesson").value<LessonPlayer*>();
        QCOMPARE(lesson.start(QStringLiteral("janken-rummy")), QString());
        QVERIFY(w.waitForFrames());
        // To the first step that asks for a move beside which another is legal.
        int other = -1, last = 0;
        for (int guard = 0; guard < 40 && other < 0; ++guard) {
            QVERIFY(
                waitFor([&] { return !lesson.kind().isEmpty() && lesson.step() != last; }, 60000));
            last = lesson.step();
            QVERIFY(w.waitForFrames());
            if (lesson.kind() == QLatin1String("continue")) {
                lesson.proceed();
                continue;
            }
            QCOMPARE(lesson.kind(), QStringLiteral("expect"));
            const std::optional<Action> asked = s.state()->parse(lesson.walk()->next().text);
            QVERIFY(asked);
            other = otherMove(s, *asked);
            QVERIFY2(other >= 0, "the first asked move has no other beside it");
        }
        s.input()->playMove(other);
        QVERIFY(!lesson.reply().isEmpty());
        emit s.input()->selectionChanged();  // as choosing a card does
        QCOMPARE(lesson.reply(), QString());
    }

    // The new-game panel invites a newcomer to a game (its lesson not
    // finished, no game of it finished, not declined) and, once not new,
    // shows a quiet link that still starts the lesson.
    void offerForNewcomers() {
        QTemporaryDir dir;
        const QString stats = dir.filePath("stats.sqlite");
        const auto shows = [](TableWindow& w, const char* what) {
            const QString text = named(w, "lessonOfferText")->property("text").toString();
            const bool invited = named(w, "lessonOfferText")->isVisible() &&
                                 text.startsWith(QStringLiteral("New to")) &&
                                 named(w, "lessonNotNow")->isVisible() &&
                                 named(w, "lessonButton")->isVisible();
            const bool link = named(w, "lessonLink")->isVisible() &&
                              !named(w, "lessonOfferText")->isVisible() &&
                              !named(w, "lessonButton")->isVisible();
            return QLatin1String(what) == QLatin1String("invitation") ? invited && !link
                                                                      : link && !invited;
        };
        {
            TableWindow w(QSize(1280, 800), kScene);
            QVERIFY2(w.ok(), qPrintable(w.error()));
            app::GameSession& s = *w.session();
            s.view()->setAnimationSpeed(3);
            app::Statistics statistics(s, stats);
            w.rootObject()->setProperty("statistics", QVariant::fromValue(&statistics));
            auto& lesson = *w.rootObject()->property("lesson").value<LessonPlayer*>();
            QVERIFY(showSetupOf(w, "jabberwocky"));
            QVERIFY(shows(w, "invitation"));
            // "Not now" declines for good: the link instead; other games still invite.
            QVERIFY(clickItem(w, "lessonNotNow"));
            QVERIFY(waitFor([&] { return shows(w, "link"); }));
            QVERIFY(lesson.declined().contains(QStringLiteral("jabberwocky")));
            QVERIFY(showSetupOf(w, "jumpstart"));
            QVERIFY(shows(w, "invitation"));

            // A game of Jump Start played to its end (the lesson's deal, the
            // person making the last move): no longer new to it.
            QFile file(":/lessons/jumpstart.json");
            QVERIFY(file.open(QIODevice::ReadOnly));
            Lesson jumpstart;
            QCOMPARE(loadLesson(file.readAll().toStdString(), jumpstart), std::string());
            GameRecord record = jumpstart.record;
            const std::string last = record.actions.back();
            record.actions.pop_back();
            record.seats.assign(static_cast<std::size_t>(record.config.players),
                                SeatSetup{"", "casual"});
            record.seats[0] = SeatSetup{"", "human"};
            QFile saved(dir.filePath("almost.felt"));
            QVERIFY(saved.open(QIODevice::WriteOnly));
            saved.write(QByteArray::fromStdString(writeRecord(record)));
            saved.close();
            QCOMPARE(s.loadRecord(saved.fileName()), QString());
            QVERIFY(!s.guided());
            QVERIFY(waitFor([&] { return s.input()->humanTurn(); }));
            const std::optional<Action> move = s.state()->parse(last);
            QVERIFY(move);
            QVERIFY(click(s, *move));
            QVERIFY(waitFor([&] { return lesson.played().contains(QStringLiteral("jumpstart")); }));
            QVERIFY(s.gameOver());
            QVERIFY(showSetupOf(w, "jumpstart"));
            QVERIFY(shows(w, "link"));
        }
        // Another start of Felt that kept no settings: the statistics know.
        TableWindow w(QSize(1280, 800), kScene);
        QVERIFY2(w.ok(), qPrintable(w.error()));
        app::Statistics statistics(*w.session(), stats);
        w.rootObject()->setProperty("statistics", QVariant::fromValue(&statistics));
        auto& lesson = *w.rootObject()->property("lesson").value<LessonPlayer*>();
        QVERIFY(lesson.played().isEmpty() && lesson.declined().isEmpty());
        QVERIFY(showSetupOf(w, "jumpstart"));
        QVERIFY(shows(w, "link"));
        QVERIFY(showSetupOf(w, "jabberwocky"));
        QVERIFY(shows(w, "invitation"));
        // The link starts the lesson.
        QVERIFY(showSetupOf(w, "jumpstart"));
        QVERIFY(QMetaObject::invokeMethod(named(w, "lessonLink"), "linkActivated",
                                          Q_ARG(QString, QStringLiteral("lesson"))));
        QVERIFY(waitFor([&] { return lesson.active() && !named(w, "setupPanel")->isVisible(); }));
        QCOMPARE(lesson.gameId(), QStringLiteral("jumpstart"));
    }
};

}  // namespace

QTEST_MAIN(LessonTable)
#include "tst_lesson_table.moc"
