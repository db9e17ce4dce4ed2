// GameSession end to end without QML: whole bot games through the worker
// thread, a person playing by clicks and buttons, hot-seat hand-over, bad
// setups, and records saved and loaded.
#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <atomic>
#include <map>

#include "app/wait_for.h"
#include "bots/bot.h"
#include "catalog/record.h"
#include "catalog/registry.h"
#include "session/game_session.h"
#include "setup/valid_setup.h"

using namespace felt;
using namespace felt::app;
using felt::test::waitFor;

namespace {

QVariantMap setupOf(const GameInfo& g, int players, const QStringList& kinds, int seed = 5) {
    QVariantList seats;
    for (int s = 0; s < players; ++s)
        seats.append(
            QVariantMap{{QStringLiteral("name"), QStringLiteral("S%1").arg(s)},
                        {QStringLiteral("kind"), kinds.value(s, QStringLiteral("heuristic"))}});
    OptionValues values;
    makeSetupValid(g, players, values);
    QVariantMap options;
    for (const auto& [k, v] : values.all())
        options.insert(QString::fromStdString(k), QString::fromStdString(v));
    return {{QStringLiteral("game"), QString::fromStdString(g.id)},
            {QStringLiteral("players"), players},
            {QStringLiteral("options"), options},
            {QStringLiteral("seed"), QString::number(seed)},
            {QStringLiteral("seats"), seats}};
}

// The table model agrees with the engine's view for the viewer, face-down
// rows carry no face, and a row the viewer may not know stands for no card.
QString tableMismatch(const GameSession& s) {
    const CardModel& m = *const_cast<GameSession&>(s).cards();
    const GameState& g = *s.state();
    if (m.rowCount() != g.deck().size()) return QStringLiteral("row count");
    const SeatView seen = s.handoverSeat() >= 0 ? SeatView{} : g.view(s.viewer());
    for (int r = 0; r < m.rowCount(); ++r) {
        const QModelIndex i = m.index(r);
        const bool up = m.data(i, CardModel::FaceUpRole).toBool();
        if (!up && (!m.data(i, CardModel::RankRole).toString().isEmpty() ||
                    m.data(i, CardModel::SuitRole).toInt() != -1))
            return QStringLiteral("face data on face-down row %1").arg(r);
        if (s.handoverSeat() >= 0) {
            // During a hand-over nothing private may show: only public zones face up.
            const auto zones = g.zones();
            if (up &&
                zones[static_cast<std::size_t>(m.zoneOf(r))].visibility != ZoneVisibility::Everyone)
                return QStringLiteral("row %1 shows a private card during a hand-over").arg(r);
            if (m.cardOfRow(r) != kNoCard &&
                zones[static_cast<std::size_t>(m.zoneOf(r))].visibility != ZoneVisibility::Everyone)
                return QStringLiteral("row %1 knows a private card during a hand-over").arg(r);
            continue;
        }
        const CardView& cv = seen.zones.at(static_cast<std::size_t>(m.zoneOf(r)))
                                 .cards.at(static_cast<std::size_t>(m.positionOf(r)));
        // A zone the game lays face down (won tricks) shows no face it knows.
        const bool laidDown = g.zones()[static_cast<std::size_t>(m.zoneOf(r))].look.faceDown;
        if ((cv.id != kNoCard && !laidDown) != up)
            return QStringLiteral("row %1 face state").arg(r);
        if (up && m.cardOfRow(r) != cv.id)
            return QStringLiteral("row %1 shows the wrong card").arg(r);
        // Hidden by construction: the table holds no card its viewer cannot see.
        if (cv.id == kNoCard && m.cardOfRow(r) != kNoCard)
            return QStringLiteral("row %1 knows hidden card %2").arg(r).arg(m.cardOfRow(r));
    }
    return {};
}

}  // namespace

class TestSession : public QObject {
    Q_OBJECT
private slots:
    void botGamesRunToTheEnd_data();
    void botGamesRunToTheEnd();
    void personPlaysByClicksAndButtons();
    void everyActionIsReachableByInput_data();
    void everyActionIsReachableByInput();
    void unplayableCardIsExplained();
    void jankenCardClicksNeverEndTheTurnUnasked();
    void aCardsOnlyUsePlaysAtOnceAndRefusalsSayWhy_data();
    void aCardsOnlyUsePlaysAtOnceAndRefusalsSayWhy();
    void dealersForbiddenBidIsShownWithItsReason();
    void pilesAreClickableWhereDrawingIsLegal_data();
    void pilesAreClickableWhereDrawingIsLegal();
    void hintHighlightsALegalMoveAndAMoveCancelsIt();
    void hotSeatHidesHandsUntilConfirmed();
    void logTellsEachPersonOnlyWhatTheySaw();
    void badSetupsAreRefused();
    void initTestCase();
    void newGameDuringBotThinkIsSafe();
    void quitDuringBotThinkIsPrompt();
    void recordSavesAndLoads();
    void restartAfterOpenDealsTheRecordAgain();
    void restartStormMakesOneNewGame();
    void slowBotDoesNotBlockTheEventLoop();
    void answerForAnAbandonedGameIsDropped();
};

void TestSession::botGamesRunToTheEnd_data() {
    QTest::addColumn<QString>("game");
    for (const GameInfo& g : allGames())
        if (g.id.rfind("test-", 0) != 0)  // not the slow-bot game registered below
            QTest::newRow(g.id.c_str()) << QString::fromStdString(g.id);
}

void TestSession::botGamesRunToTheEnd() {
    QFETCH(QString, game);
    const GameInfo* info = findGame(game.toStdString());
    GameSession session;
    QAbstractItemModelTester cardTester(session.cards(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester seatTester(session.seats(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester scoreTester(session.scores(),
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester actionTester(session.input()->actions(),
                                          QAbstractItemModelTester::FailureReportingMode::QtTest);
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QString problem;
    int settles = 0;
    connect(&session, &GameSession::settled, this, [&] {
        ++settles;
        if (problem.isEmpty()) problem = tableMismatch(session);
    });
    QSignalSpy finished(&session, &GameSession::gameFinished);
    QCOMPARE(session.start(setupOf(*info, info->maxPlayers, {})), QString());
    QVERIFY(finished.wait(60000));
    QCOMPARE(problem, QString());
    QVERIFY(session.gameOver());
    QVERIFY(!session.resultText().isEmpty());
    QVERIFY(settles > 10);
    QVERIFY(session.eventsHandled() > 0);
    QCOMPARE(session.cards()->rowCount(), session.state()->deck().size());
}

void TestSession::personPlaysByClicksAndButtons() {
    const GameInfo& info = *findGame("jabberwocky");
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QSignalSpy finished(&session, &GameSession::gameFinished);
    QCOMPARE(session.start(setupOf(info, 3, {QStringLiteral("human")})), QString());
    int decisions = 0;
    while (!session.gameOver() && decisions < 2000) {
        QVERIFY(waitFor([&] { return session.input()->humanTurn() || session.gameOver(); }));
        if (session.gameOver()) break;
        QCOMPARE(session.viewer(), 0);
        QCOMPARE(tableMismatch(session), QString());
        const int before = static_cast<int>(session.state()->history().size());
        if (session.input()->actions()->count() > 0) {
            session.input()->chooseAction(session.input()->actions()->count() - 1);
        } else {
            int row = -1;
            for (int r = 0; r < session.cards()->rowCount() && row < 0; ++r)
                if (session.cards()->isPlayable(r)) row = r;
            QVERIFY(row >= 0);
            session.input()->clickCard(row);
        }
        QCOMPARE(static_cast<int>(session.state()->history().size()), before + 1);
        ++decisions;
    }
    QVERIFY(finished.count() == 1 || finished.wait(10000));
    QVERIFY(decisions > 13);
}

void TestSession::everyActionIsReachableByInput_data() {
    QTest::addColumn<QString>("game");
    for (const GameInfo& g : allGames())
        if (g.id.rfind("test-", 0) != 0)  // not the slow-bot game registered below
            QTest::newRow(g.id.c_str()) << QString::fromStdString(g.id);
}

// A person in seat 0 takes seeded random legal actions, each performed the way
// a player would: a button, a click on a card (and the chooser if one opens),
// or a multi-card selection confirmed with "Play selected".
void TestSession::everyActionIsReachableByInput() {
    QFETCH(QString, game);
    const GameInfo& info = *findGame(game.toStdString());
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QCOMPARE(session.start(setupOf(info, info.minPlayers, {QStringLiteral("human")})), QString());
    Rng rng(3);
    int byButton = 0, byClick = 0, bySelection = 0;
    for (int decision = 0; decision < 150; ++decision) {
        QVERIFY(waitFor([&] { return session.input()->humanTurn() || session.gameOver(); }));
        if (session.gameOver()) break;
        const std::vector<Action> legal = session.state()->legalActions();
        const Action want = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        const auto before = session.state()->history().size();
        if (want.cards.empty()) {
            int index = -1;
            for (int i = 0; i < session.input()->actions()->count() && index < 0; ++i)
                if (session.input()->actions()->action(i) == want) index = i;
            QVERIFY2(index >= 0, "a legal action without cards has no button");
            session.input()->chooseAction(index);
            ++byButton;
        } else if (want.cards.size() == 1) {
            session.input()->clickCard(session.cards()->rowOfCard(want.cards.first()));
            if (session.input()->chooser()->count() > 0) {
                int index = -1;
                for (int i = 0; i < session.input()->chooser()->count() && index < 0; ++i)
                    if (session.input()->chooser()->action(i) == want) index = i;
                QVERIFY2(index >= 0, "the chooser lacks a legal action of the card");
                session.input()->chooseFromChooser(index);
            } else if (session.input()->selectionCount() > 0) {
                QVERIFY(session.input()->canConfirm());
                session.input()->confirmSelection();
                if (session.input()->chooser()->count() > 0) session.input()->chooseFromChooser(0);
            }
            ++byClick;
        } else {
            for (int i = 0; i < want.cards.size(); ++i) {
                const int row = session.cards()->rowOfCard(want.cards.nth(i));
                session.input()->clickCard(row);
                if (session.input()->chooser()->count() > 0) {
                    QVERIFY(session.input()->chooserOffersSelect());
                    session.input()->selectPendingCard();
                }
            }
            QCOMPARE(session.input()->selectionCount(), want.cards.size());
            QVERIFY(session.input()->canConfirm());
            session.input()->confirmSelection();
            for (int i = 0; i < session.input()->chooser()->count(); ++i)
                if (session.input()->chooser()->action(i) == want)
                    session.input()->chooseFromChooser(i);
            ++bySelection;
        }
        QCOMPARE(session.state()->history().size(), before + 1);
    }
    qInfo("%s: %d by buttons, %d by clicks, %d by selections", qPrintable(game), byButton, byClick,
          bySelection);
}

// Janken Rummy: where cards can do different things (discard, lay off, meld),
// a click on a card shows its moves and never discards at once, whatever else
// that card could do; and one card confirmed with "Play selected (1)" is not
// discarded before the person picks the named move in the chooser.
void TestSession::jankenCardClicksNeverEndTheTurnUnasked() {
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QCOMPARE(session.start(setupOf(*findGame("janken-rummy"), 2, {QStringLiteral("human")}, 8)),
             QString());
    auto kindOf = [&](const Action& a) { return session.state()->describe(a).kind; };
    int clicked = 0, confirmed = 0;
    for (int decision = 0; decision < 400 && confirmed < 3; ++decision) {
        QVERIFY(waitFor([&] { return session.input()->humanTurn() || session.gameOver(); }));
        if (session.gameOver()) break;
        const std::vector<Action> legal = session.state()->legalActions();
        const auto before = session.state()->history().size();
        const bool mixed = std::any_of(legal.begin(), legal.end(), [&](const Action& a) {
            return !a.cards.empty() && kindOf(a) != "discard";
        });
        for (const Action& a : legal) {
            if (!mixed || kindOf(a) != "discard") continue;
            const int row = session.cards()->rowOfCard(a.cards.first());
            session.input()->clickCard(row);
            QCOMPARE(session.state()->history().size(), before);
            QVERIFY(session.input()->chooser()->count() > 0);
            ++clicked;
            if (session.input()->chooserOffersSelect()) {
                session.input()->selectPendingCard();
                QCOMPARE(session.input()->selectionCount(), 1);
                session.input()->confirmSelection();
                QCOMPARE(session.state()->history().size(), before);
                QCOMPARE(session.input()->chooser()->count(), 1);
                QVERIFY(session.input()->chooser()->action(0) == a);
                ++confirmed;
            }
            session.input()->cancel();
        }
        // On with the game: a meld if there is one, else a draw, else a discard.
        const Action* next = &legal.front();
        for (const char* kind : {"discard", "draw", "meld"})
            for (const Action& a : legal)
                if (kindOf(a) == kind) next = &a;
        QCOMPARE(session.input()->applyActionText(
                     QString::fromStdString(session.state()->format(*next))),
                 QString());
    }
    QVERIFY2(clicked > 20 && confirmed >= 3,
             qPrintable(QStringLiteral("%1 clicks, %2 confirmations").arg(clicked).arg(confirmed)));
}

// The one click rule: a card whose only use keeps the turn (a Joker played in
// Jump Start, a lay-off) is played on one click, while one whose only use ends
// the turn where other card moves were open asks first; "Play selected" on
// cards that make no move says why (in Janken Rummy: not a meld, and why).
void TestSession::aCardsOnlyUsePlaysAtOnceAndRefusalsSayWhy_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    QTest::newRow("janken-rummy") << QStringLiteral("janken-rummy") << 2;
    QTest::newRow("jumpstart") << QStringLiteral("jumpstart") << 3;
}

void TestSession::aCardsOnlyUsePlaysAtOnceAndRefusalsSayWhy() {
    QFETCH(QString, game);
    QFETCH(int, players);
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    const auto kindOf = [&](const Action& a) { return session.state()->describe(a).kind; };
    const auto deal = [&](int seed) {
        return session.start(
            setupOf(*findGame(game.toStdString()), players, {QStringLiteral("human")}, seed));
    };
    // amongOthers: played at once although other kinds of card moves were open.
    int oneClick = 0, amongOthers = 0, asked = 0, refused = 0;
    int seed = 8;
    QCOMPARE(deal(seed), QString());
    // Janken Rummy's lay-offs can be discarded too (two uses): its cards show
    // the asking side and the refusals; Jump Start's Joker the other side.
    const bool janken = game == QLatin1String("janken-rummy");
    const auto seenAll = [&] { return asked > 0 && (janken ? refused > 0 : amongOthers > 0); };
    for (int decision = 0; decision < 3000 && !seenAll(); ++decision) {
        QVERIFY(waitFor([&] { return session.input()->humanTurn() || session.gameOver(); }));
        if (session.gameOver()) {  // another deal, until both cases were seen
            QCOMPARE(deal(++seed), QString());
            continue;
        }
        const std::vector<Action> legal = session.state()->legalActions();
        const auto before = session.state()->history().size();
        // Each card with exactly one use: played at once unless it ends the
        // turn while other card moves were open.
        bool played = false;
        for (const Action& a : legal) {
            if (a.cards.size() != 1) continue;
            const CardId card = a.cards.first();
            if (std::count_if(legal.begin(), legal.end(),
                              [&](const Action& b) { return b.cards.contains(card); }) != 1)
                continue;
            auto after = session.state()->clone();
            QCOMPARE(after->apply(a), std::string());
            const bool endsTurn = after->isTerminal() || after->toAct() != session.state()->toAct();
            bool otherKinds = false;
            for (const Action& b : legal)
                otherKinds = otherKinds || (!b.cards.empty() && kindOf(b) != kindOf(a));
            session.input()->clickCard(session.cards()->rowOfCard(card));
            if (endsTurn && otherKinds) {
                QCOMPARE(session.state()->history().size(), before);
                QCOMPARE(session.input()->chooser()->count(), 1);
                session.input()->cancel();
                ++asked;
                continue;
            }
            QCOMPARE(session.state()->history().size(), before + 1);
            QVERIFY(session.state()->history().back() == a);
            ++oneClick;
            if (otherKinds) ++amongOthers;
            played = true;
            break;
        }
        if (played) continue;
        // Three hand cards that make no move together: the refusal says why.
        CardSet hand;  // the cards that may be discarded: in hand
        for (const Action& a : legal)
            if (kindOf(a) == "discard") hand |= a.cards;
        if (session.input()->multiSelect() && hand.size() >= 3) {
            CardSet three;
            for (CardId c : hand)
                if (three.size() < 3) three.insert(c);
            if (std::none_of(legal.begin(), legal.end(),
                             [&](const Action& a) { return a.cards == three; })) {
                for (CardId c : three)
                    session.cards()->toggleSelected(session.cards()->rowOfCard(c));
                session.input()->confirmSelection();
                QCOMPARE(session.state()->history().size(), before);
                const QString why = session.input()->explanation();
                QVERIFY2(!why.isEmpty() &&
                             why != QLatin1String("No move uses exactly the selected cards."),
                         qPrintable(why));
                session.input()->cancel();
                ++refused;
            }
        }
        const Action* next = &legal.front();
        for (const char* kind : {"discard", "draw", "meld", "lay down"})
            for (const Action& a : legal)
                if (kindOf(a) == kind) next = &a;
        QCOMPARE(session.input()->applyActionText(
                     QString::fromStdString(session.state()->format(*next))),
                 QString());
    }
    qInfo("%d played at once (%d among other moves), %d asked, %d selections refused in %d deals",
          oneClick, amongOthers, asked, refused, seed - 7);
    QVERIFY(seenAll());
}

// Jabberwocky's dealer may not bid the number that makes the bids add up to
// the tricks: that bid stays among the buttons, in its place and marked, and
// says why (at once and when clicked) instead of leaving a gap.
void TestSession::dealersForbiddenBidIsShownWithItsReason() {
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QCOMPARE(session.start(setupOf(*findGame("jabberwocky"), 3, {QStringLiteral("human")}, 4)),
             QString());
    int dealerBids = 0, otherBids = 0;
    for (int decision = 0; decision < 300 && dealerBids < 3; ++decision) {
        QVERIFY(waitFor([&] { return session.input()->humanTurn() || session.gameOver(); }));
        if (session.gameOver()) break;
        ActionModel* buttons = session.input()->actions();
        QList<int> values, withheld;
        for (int i = 0; i < buttons->count(); ++i) {
            if (session.state()->describe(buttons->action(i)).kind != "bid") continue;
            values << session.state()->describe(buttons->action(i)).value;
            if (!buttons->reason(i).isEmpty()) withheld << i;
        }
        if (!values.isEmpty()) {
            // Every bid from 0 up is there, in order: no gap.
            for (int k = 0; k < values.size(); ++k) QCOMPARE(values[k], k);
            if (withheld.isEmpty()) {
                ++otherBids;
            } else {
                QCOMPARE(withheld.size(), 1);
                const int row = withheld.first();
                const Action bid = buttons->action(row);
                QVERIFY(!session.state()->isLegal(bid));
                QCOMPARE(session.input()->explanation(), buttons->reason(row));
                QVERIFY2(buttons->reason(row).contains(QStringLiteral("dealer")),
                         qPrintable(buttons->reason(row)));
                const auto before = session.state()->history().size();
                session.input()->setExplanation({});
                session.input()->chooseAction(row);
                QCOMPARE(session.state()->history().size(), before);
                QCOMPARE(session.input()->explanation(), buttons->reason(row));
                ++dealerBids;
            }
        }
        const std::vector<Action> legal = session.state()->legalActions();
        QCOMPARE(session.input()->applyActionText(
                     QString::fromStdString(session.state()->format(legal.front()))),
                 QString());
    }
    QVERIFY2(
        dealerBids >= 3 && otherBids >= 3,
        qPrintable(QStringLiteral("%1 dealer bids, %2 others").arg(dealerBids).arg(otherBids)));
}

void TestSession::pilesAreClickableWhereDrawingIsLegal_data() {
    QTest::addColumn<QString>("game");
    QTest::newRow("janken-rummy") << QStringLiteral("janken-rummy");
    QTest::newRow("jumpstart") << QStringLiteral("jumpstart");
}

// Where a move draws from the stock or the discard pile, a click on that pile
// (its top card glows) makes the move, as the Draw buttons do.
void TestSession::pilesAreClickableWhereDrawingIsLegal() {
    QFETCH(QString, game);
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QCOMPARE(session.start(setupOf(*findGame(game.toStdString()), 3, {QStringLiteral("human")}, 5)),
             QString());
    std::map<int, int> drawsByPile;  // zone -> draws made by clicking it
    for (int decision = 0; decision < 300 && drawsByPile.size() < 2; ++decision) {
        QVERIFY(waitFor([&] { return session.input()->humanTurn() || session.gameOver(); }));
        if (session.gameOver()) break;
        const std::vector<Action> legal = session.state()->legalActions();
        const auto before = session.state()->history().size();
        const Action* draw = nullptr;
        int pile = -1;
        for (const Action& a : legal) {
            const int zone = session.state()->describe(a).sourceZone;
            // Each pile in turn: the one clicked less so far.
            if (zone >= 0 && (!draw || drawsByPile[zone] < drawsByPile[pile])) {
                draw = &a;
                pile = zone;
            }
        }
        if (!draw) {
            session.input()->applyActionText(
                QString::fromStdString(session.state()->format(legal.front())));
            continue;
        }
        int top = -1;
        for (int r = 0; r < session.cards()->rowCount(); ++r)
            if (session.cards()->zoneOf(r) == pile &&
                session.cards()->positionOf(r) == session.cards()->zoneSize(pile) - 1)
                top = r;
        QVERIFY2(top >= 0, "the pile shows no card");
        QVERIFY(session.cards()->isPlayable(top));
        session.input()->clickCard(top);
        QCOMPARE(session.state()->history().size(), before + 1);
        QVERIFY(session.state()->history().back() == *draw);
        ++drawsByPile[pile];
    }
    QCOMPARE(drawsByPile.size(), std::size_t{2});
}

// Game > Hint: the Expert's move for the person deciding is one of the offered
// moves, its cards (or button) glow and the reason shows; a move made before
// the hint arrives cancels it (it never shows in the next position).
void TestSession::hintHighlightsALegalMoveAndAMoveCancelsIt() {
    const GameInfo& info = *findGame("jabberwocky");
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QCOMPARE(session.start(setupOf(info, 3, {QStringLiteral("human")})), QString());
    TableInput& input = *session.input();
    QSignalSpy hints(&input, &TableInput::hintChanged);
    int cancelled = 0;
    for (int turn = 0; turn < 8; ++turn) {
        QVERIFY(waitFor([&] { return input.humanTurn() || session.gameOver(); }, 60000));
        if (session.gameOver()) break;
        hints.clear();
        session.askHint();
        QVERIFY(waitFor([&] { return input.hintMove() >= 0; }, 60000));
        QVERIFY2(input.explanation().startsWith(QStringLiteral("Hint: ")),
                 qPrintable(input.explanation()));
        const QVariantMap move = input.moves().at(input.hintMove()).toMap();
        const QVariantList rows = move.value(QStringLiteral("rows")).toList();
        const CardModel& m = *session.cards();
        for (int r = 0; r < m.rowCount(); ++r)
            QCOMPARE(m.data(m.index(r), CardModel::HintedRole).toBool(),
                     rows.contains(QVariant(r)));
        if (rows.isEmpty()) {  // a button: the bid glows
            const ActionModel& buttons = *input.actions();
            int glowing = 0;
            for (int b = 0; b < buttons.count(); ++b)
                glowing += buttons.data(buttons.index(b), ActionModel::HintedRole).toBool();
            QCOMPARE(glowing, 1);
        }
        // Odd turns: ask, then move at once; the hint for the old position is dropped.
        const int hinted = input.hintMove();
        if (turn % 2 == 1) {
            session.askHint();
            input.playMove(hinted == 0 && input.moves().size() > 1 ? 1 : 0);
            ++cancelled;
        } else {
            input.playMove(hinted);
        }
        QCOMPARE(input.hintMove(), -1);
    }
    // The worker answers in order: once a fresh hint arrives, the cancelled one
    // was handled (and dropped) before it.
    QVERIFY(waitFor([&] { return input.humanTurn() || session.gameOver(); }, 60000));
    if (session.gameOver()) return;
    hints.clear();
    session.askHint();
    QVERIFY(waitFor([&] { return input.hintMove() >= 0; }, 60000));
    QCOMPARE(hints.count(), 1);
    QCOMPARE(session.bots().droppedHints(), cancelled);
}

void TestSession::unplayableCardIsExplained() {
    const GameInfo& info = *findGame("jabberwocky");
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QCOMPARE(session.start(setupOf(info, 3, {QStringLiteral("human")})), QString());
    QVERIFY(waitFor([&] { return session.input()->humanTurn(); }));
    // Clicking a card during the bidding does nothing but says why.
    const CardModel& m = *session.cards();
    int own = -1, hidden = -1;
    for (int r = 0; r < m.rowCount(); ++r) {
        if (m.isFaceUp(r) && !m.isPlayable(r) && own < 0) own = r;
        if (!m.isFaceUp(r) && hidden < 0) hidden = r;
    }
    QVERIFY(own >= 0 && hidden >= 0);
    const auto before = session.state()->history().size();
    session.input()->clickCard(own);
    QVERIFY(!session.input()->explanation().isEmpty());
    QCOMPARE(session.state()->history().size(), before);
    // A face-down card never gets the engine's reason, which could name it.
    session.input()->clickCard(hidden);
    QCOMPARE(session.input()->explanation(), QStringLiteral("You cannot use that card now."));
    session.input()->cancel();
    QVERIFY(session.input()->explanation().isEmpty());
}

void TestSession::hotSeatHidesHandsUntilConfirmed() {
    const GameInfo& info = *findGame("jabberwocky");
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    // Not even the opening deal may show a private face before the first hand-over.
    bool confirmed = false;
    QString leak;
    connect(session.cards(), &QAbstractItemModel::dataChanged, this, [&] {
        if (confirmed || !leak.isEmpty() || !session.state()) return;
        const auto zones = session.state()->zones();
        const CardModel& m = *session.cards();
        for (int r = 0; r < m.rowCount(); ++r)
            if (m.isFaceUp(r) && m.zoneOf(r) >= 0 &&
                zones[static_cast<std::size_t>(m.zoneOf(r))].visibility != ZoneVisibility::Everyone)
                leak = QStringLiteral("row %1 face up before anyone confirmed").arg(r);
    });
    QCOMPARE(
        session.start(setupOf(
            info, 3, {QStringLiteral("human"), QStringLiteral("human"), QStringLiteral("human")})),
        QString());
    for (int turn = 0; turn < 12; ++turn) {
        QVERIFY(
            waitFor([&] { return session.handoverSeat() >= 0 || session.input()->humanTurn(); }));
        if (session.input()->humanTurn()) {
            // The same person decides again (e.g. leads after winning a trick): no hand-over.
            QCOMPARE(session.viewer(), session.state()->toAct());
            session.input()->actions()->count() > 0 ? session.input()->chooseAction(0) : void();
            for (int r = 0; r < session.cards()->rowCount() && session.input()->humanTurn(); ++r)
                if (session.cards()->isPlayable(r)) session.input()->clickCard(r);
            continue;
        }
        const int next = session.handoverSeat();
        QCOMPARE(next, session.state()->toAct());
        QVERIFY(!session.input()->humanTurn());
        QCOMPARE(tableMismatch(session), QString());  // no private face anywhere
        session.input()->clickCard(0);                // clicks do nothing now
        QVERIFY(session.handoverSeat() == next);
        QCOMPARE(leak, QString());
        confirmed = true;
        session.confirmHandover();
        QCOMPARE(session.viewer(), next);
        QVERIFY(session.input()->humanTurn());
        QCOMPARE(tableMismatch(session), QString());  // the new viewer's own hand shows
        if (session.input()->actions()->count() > 0) {
            session.input()->chooseAction(0);
        } else {
            for (int r = 0; r < session.cards()->rowCount(); ++r) {
                if (session.cards()->isPlayable(r)) {
                    session.input()->clickCard(r);
                    break;
                }
            }
        }
    }
}

// Hot-seat: the log tells every move as the person at the screen saw it (their
// own draws by name, the other's as "a card"), is written anew at each
// hand-over, and the hand-over screen tells what happened since that person's
// last turn with only the cards everybody saw.
void TestSession::logTellsEachPersonOnlyWhatTheySaw() {
    const GameInfo& info = *findGame("janken-rummy");
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QCOMPARE(session.start(setupOf(info, 2, {QStringLiteral("human"), QStringLiteral("human")})),
             QString());
    const QRegularExpression drawsNamed(QStringLiteral("^S\\d draws (?!a card\\.)"));
    int handovers = 0;
    bool ownDrawNamed = false;
    for (int step = 0; step < 60 && handovers < 6; ++step) {
        QVERIFY(
            waitFor([&] { return session.handoverSeat() >= 0 || session.input()->humanTurn(); }));
        if (session.handoverSeat() >= 0) {
            const int next = session.handoverSeat();
            const QStringList story =
                session.handoverStory().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            if (handovers > 0) QVERIFY2(!story.isEmpty(), "nothing told since the last turn");
            for (const QString& line : story)
                QVERIFY2(!drawsNamed.match(line).hasMatch(), qPrintable(line));
            session.confirmHandover();
            ++handovers;
            const QString other = QStringLiteral("S%1 draws").arg(1 - next);
            const QString own = QStringLiteral("S%1 draws").arg(next);
            for (const QString& line : session.log()) {
                if (line.startsWith(other)) QCOMPARE(line, other + QStringLiteral(" a card."));
                if (line.startsWith(own) && drawsNamed.match(line).hasMatch()) ownDrawNamed = true;
            }
            continue;
        }
        // A plain turn: draw from the stock, then discard.
        const QStringList texts = session.input()->humanActionTexts();
        QString move = texts.value(0);
        for (const QString& t : texts)
            if (t == QLatin1String("draw stock") || t.startsWith(QLatin1String("discard"))) {
                move = t;
                break;
            }
        QCOMPARE(session.input()->applyActionText(move), QString());
    }
    QVERIFY(handovers >= 6);
    QVERIFY2(ownDrawNamed, "a person's own drawn card is named in their log");
}

void TestSession::badSetupsAreRefused() {
    GameSession session;
    const GameInfo& info = *findGame("jabberwocky");
    QVERIFY(!session.start({{QStringLiteral("game"), QStringLiteral("nope")}}).isEmpty());
    QVERIFY(!session.running());
    QVERIFY(!session.start(setupOf(info, info.maxPlayers + 1, {})).isEmpty());
    QVariantMap bad = setupOf(info, 3, {});
    bad.insert(QStringLiteral("options"),
               QVariantMap{{QStringLiteral("revokes"), QStringLiteral("sometimes")}});
    QVERIFY(!session.start(bad).isEmpty());
    QVERIFY(!session.running());
}

void TestSession::recordSavesAndLoads() {
    const GameInfo& info = *findGame("jabberwocky");
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QSignalSpy finished(&session, &GameSession::gameFinished);
    QCOMPARE(session.start(setupOf(info, 4, {})), QString());
    QVERIFY(finished.wait(60000));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.json"));
    QCOMPARE(session.saveRecord(path), QString());
    const auto history = session.state()->history();
    GameSession other;
    other.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QCOMPARE(other.loadRecord(path), QString());
    QVERIFY(other.state()->history() == history);
    QTRY_VERIFY_WITH_TIMEOUT(other.gameOver() && !other.busy(), 5000);
    QCOMPARE(other.seatName(1), QStringLiteral("S1"));
    QVERIFY(!other.loadRecord(dir.filePath(QStringLiteral("missing.json"))).isEmpty());
}

// A record with its own first dealer and a stacked deck: Restart after Open
// deals exactly that game again (not a deal drawn from the seed alone).
void TestSession::restartAfterOpenDealsTheRecordAgain() {
    const GameInfo& info = *findGame("jabberwocky");
    GameConfig config;
    config.players = 3;
    config.seed = 77;
    config.firstDealer = 2;
    config.stackedDecks = {{0, 13, 26, 39, 1, 14, 27, 40, 2}};
    std::string error;
    auto game = createGame(info, config, error);
    QVERIFY2(game, error.c_str());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("stacked.felt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray::fromStdString(writeRecord(recordOf(*game, info.id))));
    file.close();
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QCOMPARE(session.loadRecord(path), QString());
    session.restart();
    QVERIFY(waitFor([&] { return session.state()->history().empty(); }));
    const GameConfig& again = session.state()->config();
    QCOMPARE(again.seed, config.seed);
    QCOMPARE(again.firstDealer, 2);
    QVERIFY(again.stackedDecks == config.stackedDecks);
    QVERIFY(session.state()->view(kEveryone) == game->view(kEveryone));
}

// 300 restart requests queued at once (a storm of clicks) make one new game:
// every new game rebuilds the table's card items, and 300 of them at once took
// the app from 74 MB to 812 MB.
void TestSession::restartStormMakesOneNewGame() {
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QCOMPARE(session.start(setupOf(*findGame("jabberwocky"), 4, {QStringLiteral("human")})),
             QString());
    QVERIFY(waitFor([&] { return session.input()->humanTurn(); }));
    QSignalSpy games(&session, &GameSession::gameChanged);
    for (int i = 0; i < 300; ++i)
        QMetaObject::invokeMethod(&session, &GameSession::restart, Qt::QueuedConnection);
    QVERIFY(waitFor([&] { return games.count() > 0 && session.input()->humanTurn(); }));
    QCOMPARE(games.count(), 1);
    // A later request is a new game again.
    session.restart();
    QVERIFY(waitFor([&] { return games.count() == 2; }));
}

namespace {

// A bot that thinks until it is asked to stop (or for ten minutes: longer than
// any test may run), like a search bot with a generous budget.
std::atomic<int> endlessThinks{0};
class EndlessBot : public Bot {
public:
    Action decide(const InfoSet& info, std::stop_token stop, const ThinkBudget&) override {
        ++endlessThinks;
        QElapsedTimer clock;
        clock.start();
        while (!stop.stop_requested() && clock.elapsed() < 600000) QThread::msleep(1);
        return info.legalActions().front();
    }
    Action choose(const GameState& game, int) override { return game.legalActions().front(); }
};

// A bot that takes `ms` to answer and ignores stop requests: only the worker
// can keep its late answer off the table.
std::atomic<int> slowThinks{0};
class SlowBot : public Bot {
public:
    explicit SlowBot(int ms) : ms_(ms) {}
    Action choose(const GameState& game, int) override {
        ++slowThinks;
        QThread::msleep(static_cast<unsigned long>(ms_));
        return game.legalActions().front();
    }

private:
    int ms_;
};

// Jabberwocky with the test bots above, registered in the catalog as a game
// of its own so that a session can seat them.
const char* kSlowGame = "test-jabberwocky-slow-bots";
void registerSlowGame() {
    GameInfo info = *findGame("jabberwocky");
    info.id = kSlowGame;
    info.botKinds = {"random", "slow", "endless"};
    info.makeBot = [](const std::string& kind, std::uint64_t) -> std::unique_ptr<Bot> {
        if (kind == "slow") return std::make_unique<SlowBot>(150);
        if (kind == "endless") return std::make_unique<EndlessBot>();
        return nullptr;
    };
    registerGame(info);
}

QVariantMap slowSetup(const QString& kind, int seed) {
    QVariantList seats;
    for (int s = 0; s < 3; ++s) seats.append(QVariantMap{{QStringLiteral("kind"), kind}});
    return {{QStringLiteral("game"), QString::fromLatin1(kSlowGame)},
            {QStringLiteral("players"), 3},
            {QStringLiteral("seed"), QString::number(seed)},
            {QStringLiteral("seats"), seats}};
}

}  // namespace

void TestSession::initTestCase() {
    registerSlowGame();
}

void TestSession::slowBotDoesNotBlockTheEventLoop() {
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QSignalSpy thought(&session, &GameSession::botThought);
    QCOMPARE(session.start(slowSetup(QStringLiteral("slow"), 1)), QString());
    // While the bot thinks, this thread keeps turning its event loop.
    int ticks = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, this, [&] { ++ticks; });
    timer.start(5);
    QVERIFY(waitFor([&] { return thought.count() > 0; }));
    QVERIFY(thought.first().first().toLongLong() >= 150000);
    QVERIFY2(ticks >= 5, qPrintable(QStringLiteral("only %1 timer ticks").arg(ticks)));
}

// A bot that ignores the stop request answers for a game that is over: the
// worker drops that answer, so it never reaches the new game.
void TestSession::answerForAnAbandonedGameIsDropped() {
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QSignalSpy thought(&session, &GameSession::botThought);
    const int before = slowThinks.load();
    QCOMPARE(session.start(slowSetup(QStringLiteral("slow"), 1)), QString());
    QVERIFY(waitFor([&] { return slowThinks.load() == before + 1; }));
    QCOMPARE(session.start(setupOf(*findGame("jabberwocky"), 3, {QStringLiteral("human")}, 2)),
             QString());
    QVERIFY(waitFor([&] { return session.input()->humanTurn(); }));
    // The slow bot's think of the first game ends and is counted as stopped,
    // never delivered: the person's game has no move from it.
    QVERIFY(waitFor([&] { return session.bots().stoppedThinks() == 1; }));
    QCOMPARE(thought.count(), 0);
    QVERIFY(session.state()->history().empty());
}

// A new game while a bot thinks: the think is stopped at once, not waited for.
void TestSession::newGameDuringBotThinkIsSafe() {
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    const int before = endlessThinks.load();
    QCOMPARE(session.start(slowSetup(QStringLiteral("endless"), 1)), QString());
    QVERIFY(waitFor([&] { return endlessThinks.load() == before + 1; }));
    QCOMPARE(session.start(slowSetup(QStringLiteral("endless"), 2)), QString());
    // The first think stops (it would run for ten minutes) and the new game's
    // bot starts thinking; no answer of the first game reached the second.
    QVERIFY(waitFor([&] { return session.bots().stoppedThinks() == 1; }));
    QVERIFY(waitFor([&] { return endlessThinks.load() == before + 2; }));
    QCOMPARE(session.setup().value(QStringLiteral("seed")).toString(), QStringLiteral("2"));
    QVERIFY(session.state()->history().empty());
}

// Quitting while a bot thinks: the session goes at once (the think would last
// ten minutes; ctest's timeout is the ceiling only a hang reaches).
void TestSession::quitDuringBotThinkIsPrompt() {
    const int before = endlessThinks.load();
    auto session = std::make_unique<GameSession>();
    QCOMPARE(session->start(slowSetup(QStringLiteral("endless"), 3)), QString());
    QVERIFY(waitFor([&] { return endlessThinks.load() == before + 1; }));
    session.reset();
    QCOMPARE(endlessThinks.load(), before + 1);
}

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"
