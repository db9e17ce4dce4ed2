// TablePresenter: what the table shows of a position and of the events as
// the reader saw them. Jabberwocky with three seats; events are played at
// the fastest speed unless a test needs them to wait. Its EventPlayer keeps
// cards a moment in a zone whose look says so.
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <set>

#include "app/wait_for.h"
#include "catalog/registry.h"
#include "session/event_player.h"
#include "session/table_presenter.h"
#include "setup/valid_setup.h"

using namespace felt;
using namespace felt::app;
using felt::test::waitFor;

namespace {

const GameInfo& jabberwocky() {
    return *findGame("jabberwocky");
}

std::unique_ptr<GameState> aGame() {
    GameConfig config;
    config.players = 3;
    config.seed = 11;
    makeSetupValid(jabberwocky(), 3, config.options);
    std::string error;
    return createGame(jabberwocky(), config, error);
}

std::vector<SeatInfo> threeSeats() {
    return {{QStringLiteral("Ann"), QStringLiteral("human")},
            {QStringLiteral("Bob"), QStringLiteral("human")},
            {QStringLiteral("Cy"), QStringLiteral("random")}};
}

// The cards of `view` whose faces it shows.
std::set<CardId> faceUpIn(const SeatView& view) {
    std::set<CardId> up;
    for (const ZoneView& zv : view.zones)
        for (const CardView& c : zv.cards)
            if (c.id != kNoCard) up.insert(c.id);
    return up;
}

std::set<CardId> faceUpRows(const CardModel& m) {
    std::set<CardId> up;
    for (int r = 0; r < m.rowCount(); ++r)
        if (m.isFaceUp(r)) up.insert(m.cardOfRow(r));
    return up;
}

}  // namespace

class TestTablePresenter : public QObject {
    Q_OBJECT
private slots:
    void init();
    void theOpeningDealShowsTheReadersCards();
    void aHandedOverScreenShowsOnlyPublicCards();
    void aPositionLaidOutAtOnceIsPlacedThenMovesFlyAgain();
    void theStatusLineTellsTheLastMoveUntilTold();
    void aRoundEndIsAnnounced();
    void aNewGameDropsTheEventsStillToPlay();
    void aNewReaderGetsTheirCards();
    void aZoneDeclaredToPauseKeepsItsCardsAMoment();

private:
    // A game at the presenter with `reader` at the screen, dealt (at once if
    // `atOnce`) and caught up.
    bool dealt(int reader, bool atOnce);

    std::unique_ptr<GameState> game_;
    SeenHistory seen_;
    std::unique_ptr<TablePresenter> table_;
};

void TestTablePresenter::init() {
    game_ = aGame();
    QVERIFY(game_);
    table_ = std::make_unique<TablePresenter>();
    table_->setMoveMs(0);
}

bool TestTablePresenter::dealt(int reader, bool atOnce) {
    QSignalSpy caughtUp(table_.get(), &TablePresenter::caughtUp);
    table_->reset(jabberwocky(), *game_, threeSeats(), seen_, reader);
    table_->deal(game_->view(reader), atOnce, true, 0);
    return waitFor([&] { return caughtUp.count() == 1; });
}

void TestTablePresenter::theOpeningDealShowsTheReadersCards() {
    QVERIFY(dealt(1, false));
    QVERIFY(table_->eventsHandled() > 0);  // dealt card by card
    QVERIFY(faceUpIn(game_->view(1)) == faceUpRows(table_->cards()));
    QVERIFY(faceUpIn(game_->view(0)) != faceUpRows(table_->cards()));
}

// While the screen goes to the next person (seat -1) no hand shows.
void TestTablePresenter::aHandedOverScreenShowsOnlyPublicCards() {
    QVERIFY(dealt(0, true));
    table_->show(game_->view(0), false, false);
    QVERIFY(faceUpIn(game_->view(0)) == faceUpRows(table_->cards()));
    table_->show(game_->view(std::max(0, game_->toAct())), true, false);
    const std::vector<ZoneSpec> zones = game_->zones();
    const CardModel& cards = std::as_const(*table_).cards();
    for (int r = 0; r < cards.rowCount(); ++r)
        if (cards.isFaceUp(r))
            QCOMPARE(zones[static_cast<std::size_t>(cards.zoneOf(r))].visibility,
                     ZoneVisibility::Everyone);
    QVERIFY(faceUpRows(cards).size() < faceUpIn(game_->view(0)).size());
    // A finished game replayed: every card, whoever's screen it is.
    table_->show(game_->view(kEveryone), true, true);
    QVERIFY(faceUpIn(game_->view(kEveryone)) == faceUpRows(cards));
}

void TestTablePresenter::aPositionLaidOutAtOnceIsPlacedThenMovesFlyAgain() {
    QSignalSpy placing(table_.get(), &TablePresenter::placingChanged);
    table_->reset(jabberwocky(), *game_, threeSeats(), seen_, 0);
    table_->deal(game_->view(0), true, true, 0);
    QVERIFY(table_->placing());
    QVERIFY(waitFor([&] { return !table_->placing(); }));
    QCOMPARE(placing.count(), 2);
    QCOMPARE(table_->eventsHandled(), 0);  // nothing dealt: laid out where it lies
    // A new game from the pack is dealt, not placed.
    table_->reset(jabberwocky(), *game_, threeSeats(), seen_, 0);
    table_->deal(game_->view(0), false, true, 0);
    QVERIFY(!table_->placing());
}

void TestTablePresenter::theStatusLineTellsTheLastMoveUntilTold() {
    QVERIFY(dealt(0, true));
    table_->setStatus(QStringLiteral("Your turn, Ann."));
    QSignalSpy caughtUp(table_.get(), &TablePresenter::caughtUp);
    QSignalSpy status(table_.get(), &TablePresenter::statusChanged);
    EventList events;
    const int actor = game_->toAct();
    QCOMPARE(game_->apply(game_->legalActions().front(), &events), std::string());
    table_->play(actor, events);
    QVERIFY(waitFor([&] { return caughtUp.count() == 1; }));
    QCOMPARE(table_->eventsHandled(), static_cast<int>(events.size()));
    QVERIFY(status.count() > 0);
    QVERIFY(!table_->log().lines().isEmpty());
    QCOMPARE(table_->status(), table_->log().last());
}

void TestTablePresenter::aRoundEndIsAnnounced() {
    QVERIFY(dealt(0, true));
    QSignalSpy roundEnded(table_.get(), &TablePresenter::roundEnded);
    QSignalSpy caughtUp(table_.get(), &TablePresenter::caughtUp);
    bool ended = false;
    for (int moves = 0; !ended && moves < 500; ++moves) {
        EventList events;
        const int actor = game_->toAct();
        QCOMPARE(game_->apply(game_->legalActions().front(), &events), std::string());
        for (const Event& e : events) ended = ended || e.kind == EventKind::RoundEnd;
        table_->play(actor, std::move(events));
        QVERIFY(waitFor([&] { return caughtUp.count() == moves + 1; }));
        QCOMPARE(roundEnded.count(), ended ? 1 : 0);
    }
    QVERIFY(ended);
}

void TestTablePresenter::aNewGameDropsTheEventsStillToPlay() {
    QVERIFY(dealt(0, true));
    table_->setMoveMs(1000);  // a card every 250 ms: the events wait in the queue
    EventList events;
    const int actor = game_->toAct();
    QCOMPARE(game_->apply(game_->legalActions().front(), &events), std::string());
    table_->play(actor, events);
    QVERIFY(table_->busy());
    auto next = aGame();
    QSignalSpy caughtUp(table_.get(), &TablePresenter::caughtUp);
    table_->reset(jabberwocky(), *next, threeSeats(), seen_, 0);
    table_->deal(next->view(0), true, true, 0);
    QVERIFY(waitFor([&] { return caughtUp.count() == 1; }));
    QCOMPARE(table_->eventsHandled(), 0);
    QVERIFY(!table_->busy());
}

// Hot-seat: the screen goes to another person; what is played from then on
// shows as they see it (here the deal, which shows each person's own cards).
void TestTablePresenter::aNewReaderGetsTheirCards() {
    QSignalSpy caughtUp(table_.get(), &TablePresenter::caughtUp);
    QSignalSpy log(table_.get(), &TablePresenter::logChanged);
    table_->reset(jabberwocky(), *game_, threeSeats(), seen_, 0);
    table_->setReader(1, *seen_.seenBy(1));
    QCOMPARE(log.count(), 2);  // the log anew for the game, then for its reader
    table_->deal(game_->view(1), false, true, 0);
    QVERIFY(waitFor([&] { return caughtUp.count() == 1; }));
    QVERIFY(faceUpIn(game_->view(1)) == faceUpRows(table_->cards()));
}

// A zone whose look pauses before leaving (a trick, or here a kind that
// would not) keeps the cards played to it a moment: what is announced before
// they leave ("takes the trick") comes after the pause, with them.
void TestTablePresenter::aZoneDeclaredToPauseKeepsItsCardsAMoment() {
    std::vector<std::pair<EventKind, qint64>> handled;
    QElapsedTimer clock;
    bool done = false;
    EventPlayer player([&](const Event& e) { handled.emplace_back(e.kind, clock.elapsed()); },
                       [&] { done = true; });
    const int moveMs = 100;
    player.setMoveMs(moveMs);
    ZoneSpec kitty{1, "kitty", "Kitty", ZoneKind::Kitty, -1, ZoneVisibility::Everyone};
    kitty.look.pauseBeforeLeaving = true;
    player.setZones(
        withLooks({{0, "hand.0", "Hand", ZoneKind::Hand, 0, ZoneVisibility::Owner},
                   kitty,
                   {2, "won.0", "Won", ZoneKind::WonPile, 0, ZoneVisibility::Everyone}}));
    EventList events;
    emitMove(&events, 0, 0, 1, 1);
    emitEvent(&events, EventKind::TrickWon, 0, 1);
    emitMove(&events, 0, 1, 2, 1);
    clock.start();
    player.play(events);
    QVERIFY(waitFor([&] { return done; }));
    QCOMPARE(handled.size(), std::size_t{3});
    QCOMPARE(handled[1].first, EventKind::TrickWon);
    // The pause is three moves long; timers may fire a little early.
    QVERIFY2(handled[1].second - handled[0].second >= 2 * moveMs,
             qPrintable(QString::number(handled[1].second - handled[0].second)));
}

QTEST_GUILESS_MAIN(TestTablePresenter)
#include "tst_table_presenter.moc"
