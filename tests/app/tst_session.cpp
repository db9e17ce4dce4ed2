// GameSession end to end without QML: whole bot games through the worker
// thread, a person playing by clicks and buttons, hot-seat hand-over, bad
// setups, and records saved and loaded.
#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include "app/wait_for.h"
#include "bots/bot.h"
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
        seats.append(QVariantMap{
            {QStringLiteral("name"), QStringLiteral("S%1").arg(s)},
            {QStringLiteral("kind"), kinds.value(s, QString::fromStdString(g.botKinds.back()))}});
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

// The table model agrees with the engine's view for the viewer, and face-down
// rows carry no face.
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
            continue;
        }
        const CardView& cv = seen.zones.at(static_cast<std::size_t>(m.zoneOf(r)))
                                 .cards.at(static_cast<std::size_t>(m.positionOf(r)));
        if ((cv.id != kNoCard) != up) return QStringLiteral("row %1 face state").arg(r);
        if (up && m.cardOfRow(r) != cv.id)
            return QStringLiteral("row %1 shows the wrong card").arg(r);
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
    void hotSeatHidesHandsUntilConfirmed();
    void badSetupsAreRefused();
    void newGameDuringBotThinkIsSafe();
    void recordSavesAndLoads();
    void slowBotDoesNotBlockTheEventLoop();
    void answerForAnAbandonedGameIsDropped();
};

void TestSession::botGamesRunToTheEnd_data() {
    QTest::addColumn<QString>("game");
    for (const GameInfo& g : allGames())
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
    QAbstractItemModelTester actionTester(session.actions(),
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
        QVERIFY(waitFor([&] { return session.humanTurn() || session.gameOver(); }));
        if (session.gameOver()) break;
        QCOMPARE(session.viewer(), 0);
        QCOMPARE(tableMismatch(session), QString());
        const int before = static_cast<int>(session.state()->history().size());
        if (session.actions()->count() > 0) {
            session.chooseAction(session.actions()->count() - 1);
        } else {
            int row = -1;
            for (int r = 0; r < session.cards()->rowCount() && row < 0; ++r)
                if (session.cards()->isPlayable(r)) row = r;
            QVERIFY(row >= 0);
            session.clickCard(row);
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
        QVERIFY(waitFor([&] { return session.humanTurn() || session.gameOver(); }));
        if (session.gameOver()) break;
        const std::vector<Action> legal = session.state()->legalActions();
        const Action want = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        const auto before = session.state()->history().size();
        if (want.cards.empty()) {
            int index = -1;
            for (int i = 0; i < session.actions()->count() && index < 0; ++i)
                if (session.actions()->action(i) == want) index = i;
            QVERIFY2(index >= 0, "a legal action without cards has no button");
            session.chooseAction(index);
            ++byButton;
        } else if (want.cards.size() == 1) {
            session.clickCard(session.cards()->rowOfCard(want.cards.first()));
            if (session.chooser()->count() > 0) {
                int index = -1;
                for (int i = 0; i < session.chooser()->count() && index < 0; ++i)
                    if (session.chooser()->action(i) == want) index = i;
                QVERIFY2(index >= 0, "the chooser lacks a legal action of the card");
                session.chooseFromChooser(index);
            } else if (session.selectionCount() > 0) {
                QVERIFY(session.canConfirm());
                session.confirmSelection();
                if (session.chooser()->count() > 0) session.chooseFromChooser(0);
            }
            ++byClick;
        } else {
            for (int i = 0; i < want.cards.size(); ++i) {
                const int row = session.cards()->rowOfCard(want.cards.nth(i));
                session.clickCard(row);
                if (session.chooser()->count() > 0) {
                    QVERIFY(session.chooserOffersSelect());
                    session.selectPendingCard();
                }
            }
            QCOMPARE(session.selectionCount(), want.cards.size());
            QVERIFY(session.canConfirm());
            session.confirmSelection();
            for (int i = 0; i < session.chooser()->count(); ++i)
                if (session.chooser()->action(i) == want) session.chooseFromChooser(i);
            ++bySelection;
        }
        QCOMPARE(session.state()->history().size(), before + 1);
    }
    qInfo("%s: %d by buttons, %d by clicks, %d by selections", qPrintable(game), byButton, byClick,
          bySelection);
}

void TestSession::unplayableCardIsExplained() {
    const GameInfo& info = *findGame("jabberwocky");
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    QCOMPARE(session.start(setupOf(info, 3, {QStringLiteral("human")})), QString());
    QVERIFY(waitFor([&] { return session.humanTurn(); }));
    // Clicking a card during the bidding does nothing but says why.
    const CardModel& m = *session.cards();
    int own = -1, hidden = -1;
    for (int r = 0; r < m.rowCount(); ++r) {
        if (m.isFaceUp(r) && !m.isPlayable(r) && own < 0) own = r;
        if (!m.isFaceUp(r) && hidden < 0) hidden = r;
    }
    QVERIFY(own >= 0 && hidden >= 0);
    const auto before = session.state()->history().size();
    session.clickCard(own);
    QVERIFY(!session.explanation().isEmpty());
    QCOMPARE(session.state()->history().size(), before);
    // A face-down card never gets the engine's reason, which could name it.
    session.clickCard(hidden);
    QCOMPARE(session.explanation(), QStringLiteral("You cannot use that card now."));
    session.cancel();
    QVERIFY(session.explanation().isEmpty());
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
        QVERIFY(waitFor([&] { return session.handoverSeat() >= 0 || session.humanTurn(); }));
        if (session.humanTurn()) {
            // The same person decides again (e.g. leads after winning a trick): no hand-over.
            QCOMPARE(session.viewer(), session.state()->toAct());
            session.actions()->count() > 0 ? session.chooseAction(0) : void();
            for (int r = 0; r < session.cards()->rowCount() && session.humanTurn(); ++r)
                if (session.cards()->isPlayable(r)) session.clickCard(r);
            continue;
        }
        const int next = session.handoverSeat();
        QCOMPARE(next, session.state()->toAct());
        QVERIFY(!session.humanTurn());
        QCOMPARE(tableMismatch(session), QString());  // no private face anywhere
        session.clickCard(0);                         // clicks do nothing now
        QVERIFY(session.handoverSeat() == next);
        QCOMPARE(leak, QString());
        confirmed = true;
        session.confirmHandover();
        QCOMPARE(session.viewer(), next);
        QVERIFY(session.humanTurn());
        QCOMPARE(tableMismatch(session), QString());  // the new viewer's own hand shows
        if (session.actions()->count() > 0) {
            session.chooseAction(0);
        } else {
            for (int r = 0; r < session.cards()->rowCount(); ++r) {
                if (session.cards()->isPlayable(r)) {
                    session.clickCard(r);
                    break;
                }
            }
        }
    }
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

void TestSession::newGameDuringBotThinkIsSafe() {
    const GameInfo& info = *findGame("jabberwocky");
    GameSession session;
    session.view()->setAnimationSpeed(ViewSettings::kMaxSpeed);
    for (int i = 0; i < 20; ++i) {
        QCOMPARE(session.start(setupOf(info, 4, {}, i)), QString());
        QTest::qWait(i % 3);
    }
    QSignalSpy finished(&session, &GameSession::gameFinished);
    QVERIFY(finished.wait(60000));
    QCOMPARE(session.setup().value(QStringLiteral("seed")).toString(), QStringLiteral("19"));
    QCOMPARE(tableMismatch(session), QString());
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

namespace {

// A bot that thinks for a while, like a search bot would.
class SlowBot : public Bot {
public:
    explicit SlowBot(int ms) : ms_(ms) {}
    Action choose(const GameState& game, int) override {
        QThread::msleep(static_cast<unsigned long>(ms_));
        return game.legalActions().front();
    }

private:
    int ms_;
};

GameInfo slowJabberwocky(int ms) {
    GameInfo info = *findGame("jabberwocky");
    info.botKinds = {"random", "slow"};
    info.makeBot = [ms](const std::string& kind, std::uint64_t) -> std::unique_ptr<Bot> {
        return kind == "slow" ? std::make_unique<SlowBot>(ms) : nullptr;
    };
    return info;
}

std::unique_ptr<GameState> jabberwockyGame() {
    GameConfig config;
    config.players = 3;
    config.seed = 1;
    std::string error;
    return createGame(*findGame("jabberwocky"), config, error);
}

}  // namespace

void TestSession::slowBotDoesNotBlockTheEventLoop() {
    const GameInfo info = slowJabberwocky(300);
    BotWorker worker;
    worker.newGame(&info, {"slow", "slow", "slow"}, 1);
    auto game = jabberwockyGame();
    bool answered = false;
    QObject receiver;
    worker.ask(game->clone(), &receiver, [&](quint64, Action, qint64 us) {
        answered = true;
        QVERIFY(us >= 250000);
    });
    // While the bot thinks, this thread keeps turning its event loop.
    int ticks = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, this, [&] { ++ticks; });
    timer.start(10);
    QElapsedTimer clock;
    clock.start();
    QVERIFY(waitFor([&] { return answered; }, 5000));
    QVERIFY(clock.elapsed() >= 250);
    QVERIFY2(ticks >= 10, qPrintable(QStringLiteral("only %1 timer ticks").arg(ticks)));
}

void TestSession::answerForAnAbandonedGameIsDropped() {
    const GameInfo info = slowJabberwocky(150);
    BotWorker worker;
    worker.newGame(&info, {"slow", "slow", "slow"}, 1);
    auto game = jabberwockyGame();
    int answers = 0;
    QObject receiver;
    worker.ask(game->clone(), &receiver, [&](quint64 gen, Action, qint64) {
        if (gen == worker.generation()) ++answers;
    });
    QTest::qWait(20);
    const quint64 next = worker.newGame(&info, {"slow", "slow", "slow"}, 2);
    bool fresh = false;
    worker.ask(game->clone(), &receiver, [&](quint64 gen, Action, qint64) { fresh = gen == next; });
    QVERIFY(waitFor([&] { return fresh; }, 5000));
    QCOMPARE(answers, 0);
}

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"
