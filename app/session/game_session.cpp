#include "game_session.h"

#include <QScopedValueRollback>
#include <QTimer>
#include <QUuid>
#include <utility>

#include "session/record_files.h"

namespace felt::app {

namespace {

QString newGameKey() {
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

}  // namespace

GameSession::GameSession(QObject* parent) : TableSession(nullptr, parent) {
    const auto pace = [this] { away_.setMoveMs(view_.moveMs()); };  // the table's: TableSession
    pace();
    connect(&view_, &ViewSettings::changed, this, pace);
    connect(&input_, &TableInput::decided, this, [this](const Action& move) {
        if (!guide_.vet || guide_.vet(move)) apply(move);
    });
    connect(&away_, &AwaySeats::decided, this, &GameSession::apply);
    connect(&away_, &AwaySeats::thought, this, &GameSession::botThought);
    connect(&table_, &TablePresenter::caughtUp, this, &GameSession::afterEvents);
    connect(&table_, &TablePresenter::roundEnded, this, [this] {
        if (view_.roundSummaries() && !unattended_) roundOver_ = true;
    });
}

QString GameSession::start(const QVariantMap& map) {
    TableSetup setup;
    const QString error = readSetup(map, setup);
    if (!error.isEmpty()) return error;
    std::string why;
    auto state = createGame(*setup.game, setup.config, why);
    if (!state) return QString::fromStdString(why);
    gameKey_ = newGameKey();
    guide_ = {};
    begin(std::move(state), std::move(setup));
    return {};
}

void GameSession::begin(std::unique_ptr<GameState> state, TableSetup setup, bool rebuilt) {
    if (!rebuilt) review_.abandon();
    endedInPlay_ = false;
    input_.clear(tr("Please wait for your turn."));
    // Another game's controls take over (or none): their move kinds go.
    if (setup_.game != setup.game) input_.setOwnedKinds({});
    setup_ = std::move(setup);
    state_ = std::move(state);
    std::vector<bool> human;
    for (const SeatInfo& s : setup_.seats) human.push_back(s.kind == QLatin1String("human"));
    viewers_.reset(human, rebuilt);
    undo_.start(human, table_.reset(*setup_.game, *state_, setup_.seats, seen_, viewers_.viewer()),
                rebuilt);
    resultText_.clear();
    input_.setExplanation({});
    away_.newGame(setup_.game, setup_.seats, state_->config().seed, guide_.seats);
    roundOver_ = false;
    emit gameChanged();
    emit viewerChanged();
    // A position set back (undo, replay) is laid out at once, as is a resumed game.
    table_.deal(state_->view(viewers_.viewer()), rebuilt || !state_->history().empty(),
                viewers_.confirmed(), view_.moveMs());
    emit stateChanged();
    if (!review_.active() && !guided()) emit moved();
}

void GameSession::restart() {
    // Requests that supersede each other (a held key, a storm of clicks) make
    // one new game when the event loop comes round, not one each: every new
    // game rebuilds the table's card items.
    if (!state_ || restartPending_) return;
    restartPending_ = true;
    QTimer::singleShot(0, this, [this] {
        restartPending_ = false;
        // The same config (seed, first dealer, stacked decks): the same deal again.
        std::string why;
        auto state = createGame(*setup_.game, state_->config(), why);
        if (!state) return;
        gameKey_ = newGameKey();
        guide_ = {};
        begin(std::move(state), setup_);
    });
}

void GameSession::playAgain() {
    if (!state_) return;
    QVariantMap map = setup();
    map.remove(QStringLiteral("seed"));
    start(map);
}

void GameSession::askHint() {
    if (guided()) {
        input_.setExplanation(tr("In a lesson the bubble is your hint: it says what to do next."));
        return;
    }
    if (!state_ || !input_.humanTurn()) return;
    input_.setExplanation(tr("Looking for a good move…"));
    away_.bots().hint(state_->clone(), seen_.seenBy(state_->toAct()), [this](const Hint& hint) {
        input_.showHint(hint.action, table_.text().phrase(hint.reason));
    });
}

void GameSession::apply(const Action& action) {
    if (!state_) return;
    away_.bots().cancelHint();
    EventList events;
    const int actor = state_->toAct();
    const std::string error = state_->apply(action, &events);
    if (!error.empty()) {
        input_.setExplanation(QString::fromStdString(error));
        return;
    }
    seen_.record(events);
    undo_.applied(actor, action);
    // A redo makes a move made before: the end it reaches was reached then
    // (and counted then, if it was played here).
    endedInPlay_ = state_->isTerminal() && !redoing_;
    input_.clear(tr("Please wait for your turn."));
    emit stateChanged();
    if (!guided()) emit moved();
    table_.play(actor, std::move(events));
}

void GameSession::afterEvents() {
    if (!state_) return;
    if (review_.active()) {  // a replayed position: nobody decides, nothing is kept
        showView(review_.seat());
        input_.clear(tr("This is a replay: leave it to play on."));
        emit settled();
        return;
    }
    if (roundOver_ && !state_->isTerminal()) {  // the summary shows until Continue
        showView(viewers_.shownSeat());
        table_.showRoundResult();
        input_.clear(tr("The round is over: continue when you are ready."));
        setStatus(tr("The round is over."));
        emit settled();
        return;
    }
    roundOver_ = false;
    const int actor = state_->toAct();
    const ViewerPolicy::Next next = viewers_.next(actor);
    showView(viewers_.shownSeat());
    switch (next) {
        case ViewerPolicy::Next::Over: {
            setResult(state_->result().winners);
            input_.clear(tr("The game is over."));
            setStatus(resultText_);
            emit settled();
            if (std::exchange(endedInPlay_, false) && !guided()) emit gameFinished();
            return;
        }
        case ViewerPolicy::Next::Handover:
            setStatus(tr("Pass the screen to %1.").arg(seatName(actor)));
            emit settled();
            return;
        case ViewerPolicy::Next::Person:
            input_.offer(offerMoves(*state_));
            setStatus(turnText(actor));
            emit settled();
            return;
        case ViewerPolicy::Next::Bot:
            setStatus(tr("%1 is thinking…").arg(seatName(actor)));
            emit settled();
            away_.ask(*state_, seen_.seenBy(actor), undo_.next(*state_));
            return;
    }
}

void GameSession::continueAfterRound() {
    if (!roundOver_) return;
    roundOver_ = false;
    afterEvents();
}

void GameSession::confirmHandover() {
    if (viewers_.handoverSeat() < 0) return;
    viewers_.confirmHandover();
    table_.setReader(viewers_.viewer(), *seen_.seenBy(viewers_.viewer()));  // this person's story
    emit viewerChanged();
    showView(viewers_.viewer());
    input_.offer(offerMoves(*state_));
    setStatus(turnText(viewers_.viewer()));
}

void GameSession::showView(int seat) {
    const bool all = review_.active() && review_.showsAll();
    // Seat -1 (the screen handed over): what everybody sees of the next seat's view.
    table_.show(state_->view(all         ? kEveryone
                             : seat >= 0 ? seat
                                         : std::max(0, state_->toAct())),
                seat < 0, all);
}

QString GameSession::handoverStory() const {
    const int seat = viewers_.handoverSeat();
    return seat < 0 ? QString() : table_.storySince(seat, *seen_.seenBy(seat));
}

void GameSession::undo() {
    if (review_.active()) return;
    QString why;
    auto earlier = state_ ? undo_.takeBack(*setup_.game, *state_, viewers_.viewer(), why) : nullptr;
    if (earlier)
        begin(std::move(earlier), setup_, true);
    else
        input_.setExplanation(why);
}

void GameSession::redo() {
    const Action* again = canRedo() ? undo_.next(*state_) : nullptr;
    if (!again) return;
    const QScopedValueRollback redoing(redoing_, true);
    apply(*again);
}

QString GameSession::loadRecord(const QString& path) {
    QString error;
    LoadedGame loaded = loadRecordFile(path, error);
    return loaded.state ? startGuided(std::move(loaded), {}) : error;
}

QString GameSession::startGuided(LoadedGame loaded, SessionGuide guide) {
    TableSetup setup;
    const QString error = readRecordSetup(loaded, setup);
    if (!error.isEmpty()) return error;
    gameKey_ = loaded.record.id.empty() ? newGameKey() : QString::fromStdString(loaded.record.id);
    guide_ = std::move(guide);
    begin(std::move(loaded.state), std::move(setup));
    return {};
}

QString GameSession::keepAsNewGame() {
    gameKey_ = newGameKey();
    return gameKey_;
}

std::optional<FinishedGame> GameSession::finishedGame() const {
    if (!gameOver()) return std::nullopt;
    QStringList kinds;
    for (const SeatInfo& seat : setup_.seats) kinds << seat.kind;
    return finishedGameOf(gameKey_, kinds, state_->result().scores);
}

}  // namespace felt::app
