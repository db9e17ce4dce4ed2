#include "game_session.h"

#include <QTimer>
#include <QUuid>
#include <utility>

#include "session/opening_deal.h"
#include "session/record_files.h"
#include "session/score_history.h"

namespace felt::app {

namespace {

QString newGameKey() {
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

}  // namespace

GameSession::GameSession(QObject* parent)
    : QObject(parent),
      player_([this](const Event& e) { handleEvent(e); }, [this] { afterEvents(); }) {
    const auto pace = [this] {
        player_.setMoveMs(view_.moveMs());
        away_.setMoveMs(view_.moveMs());
    };
    pace();
    connect(&view_, &ViewSettings::changed, this, pace);
    connect(&input_, &TableInput::decided, this, &GameSession::apply);
    connect(&away_, &AwaySeats::decided, this, &GameSession::apply);
    connect(&away_, &AwaySeats::thought, this, &GameSession::botThought);
}

GameSession::~GameSession() {
    player_.clear();
}

QString GameSession::start(const QVariantMap& map) {
    TableSetup setup;
    const QString error = readSetup(map, setup);
    if (!error.isEmpty()) return error;
    std::string why;
    auto state = createGame(*setup.game, setup.config, why);
    if (!state) return QString::fromStdString(why);
    gameKey_ = newGameKey();
    begin(std::move(state), std::move(setup));
    return {};
}

void GameSession::begin(std::unique_ptr<GameState> state, TableSetup setup, bool rebuilt) {
    if (!rebuilt) review_.abandon();
    endedInPlay_ = false;
    player_.clear();
    input_.clear(tr("Please wait for your turn."));
    // Another game's controls take over (or none): their move kinds go.
    if (setup_.game != setup.game) input_.setOwnedKinds({});
    setup_ = std::move(setup);
    state_ = std::move(state);
    zoneSpecs_ = state_->zones();
    statSpecs_ = state_->statSpecs();
    zoneList_ = zoneList(zoneSpecs_);
    QStringList names;
    std::vector<bool> human;
    std::vector<std::string> kinds;
    std::vector<SeatDecider*> deciders;  // the bots decide for every seat but the people's
    for (const SeatInfo& s : setup_.seats) {
        names << s.name;
        human.push_back(s.kind == QLatin1String("human"));
        kinds.push_back(s.kind.toStdString());
        deciders.push_back(human.back() ? nullptr : &bots_);
    }
    text_ = TableText(&state_->deck(), names);
    seats_.reset(setup_.seats);
    scores_.reset(state_->players());
    viewers_.reset(human);
    // One replay of a resumed game rebuilds its score sheet and who made each move.
    const std::vector<ActionSpan> actions =
        replayHistory(*setup_.game, *state_, scores_, text_, seen_);
    undo_.start(human, actions, rebuilt);
    resultText_.clear();
    facts_.clear();
    emit factsChanged();
    // The log up to this position, as the one at the screen saw it.
    log_.clear(zoneSpecs_);
    log_.rebuild(actions, *seen_.seenBy(std::max(0, viewers_.viewer())), text_);
    eventsHandled_ = 0;
    input_.setExplanation({});
    bots_.newGame(setup_.game, kinds, state_->config().seed);
    away_.newGame(std::move(deciders));
    roundOver_ = false;
    cards_.setViewer(viewers_.viewer());
    cards_.reset(state_->deck(), zoneSpecs_, firstStockZone(zoneSpecs_));
    emit gameChanged();
    emit viewerChanged();
    emit logChanged();
    // The opening deal happened inside the engine; replay it from the pack,
    // card by card round the table, once QML has created the cards there. A
    // position set back (undo, replay) or resumed is laid out at once instead.
    if (rebuilt || !state_->history().empty()) {
        setPlacing(true);
        player_.play({}, 0);
    } else {
        player_.play(openingDeal(*state_, firstStockZone(zoneSpecs_), viewers_.viewer(),
                                 viewers_.confirmed()),
                     view_.moveMs());
    }
    emit stateChanged();
    if (!review_.active()) emit moved();
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
        begin(std::move(state), setup_);
    });
}

void GameSession::playAgain() {
    if (!state_) return;
    QVariantMap map = setup();
    map.remove(QStringLiteral("seed"));
    start(map);
}

void GameSession::setPlacing(bool on) {
    if (placing_ == on) return;
    placing_ = on;
    emit placingChanged();
}

void GameSession::setStatus(const QString& text) {
    statusText_ = text;
    emit stateChanged();
    emit statusChanged();
}

void GameSession::askHint() {
    if (!state_ || !input_.humanTurn()) return;
    input_.setExplanation(tr("Looking for a good move…"));
    bots_.hint(state_->clone(), seen_.seenBy(state_->toAct()), [this](const Hint& hint) {
        input_.showHint(hint.action, text_.phrase(hint.reason));
    });
}

void GameSession::apply(const Action& action) {
    if (!state_) return;
    bots_.cancelHint();
    EventList events;
    const int actor = state_->toAct();
    const std::string error = state_->apply(action, &events);
    if (!error.empty()) {
        input_.setExplanation(QString::fromStdString(error));
        return;
    }
    seen_.record(events);
    log_.recordAction({actor, static_cast<int>(events.size())});
    undo_.applied(actor, action);
    endedInPlay_ = state_->isTerminal();
    input_.clear(tr("Please wait for your turn."));
    emit stateChanged();
    emit moved();
    player_.play(std::move(events));
}

void GameSession::handleEvent(const Event& e) {
    ++eventsHandled_;
    cards_.onEvent(e);
    scores_.onEvent(e, text_);
    if (e.kind == EventKind::RoundEnd && view_.roundSummaries() && !unattended_) roundOver_ = true;
    if (log_.onEvent(SeenHistory::asSeenBy(e, std::max(0, viewers_.viewer())), text_)) {
        statusText_ = log_.last();
        emit logChanged();
        emit statusChanged();
    }
}

void GameSession::showView(int seat) {
    // Seat -1 (the screen handed over): only what everybody may see. A replay
    // shows everything only once the game is over.
    const SeatView truth = state_->view(kEveryone);
    const bool all = review_.active() && review_.showsAll();
    SeatView seen = all ? truth : state_->view(seat >= 0 ? seat : std::max(0, state_->toAct()));
    if (seat < 0 && !all)
        for (ZoneView& zv : seen.zones)
            if (zoneSpecs_[static_cast<std::size_t>(zv.zone)].visibility !=
                ZoneVisibility::Everyone)
                for (CardView& c : zv.cards) c = CardView{};
    cards_.reconcile(truth, seen);
    seats_.update(seen, statSpecs_, text_);
    facts_.read(seen, statSpecs_, text_);
    emit factsChanged();
}

void GameSession::afterEvents() {
    if (!state_) return;
    // Cards laid out at once have taken their places once the table has drawn
    // this position: moves from here on fly again.
    if (placing_) QTimer::singleShot(0, this, [this] { setPlacing(false); });
    if (review_.active()) {  // a replayed position: nobody decides, nothing is kept
        showView(review_.seat());
        input_.clear(tr("This is a replay: leave it to play on."));
        emit settled();
        return;
    }
    if (roundOver_ && !state_->isTerminal()) {  // the summary shows until Continue
        showView(viewers_.shownSeat());
        seats_.showRoundResult(scores_.lastRoundDetails());
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
            QStringList winners;
            for (int w : state_->result().winners) winners << seatName(w);
            resultText_ = winners.size() == 1 ? tr("%1 wins!").arg(winners.first())
                                              : tr("Shared win: %1").arg(winners.join(", "));
            input_.clear(tr("The game is over."));
            setStatus(resultText_);
            emit settled();
            if (std::exchange(endedInPlay_, false)) emit gameFinished();
            return;
        }
        case ViewerPolicy::Next::Handover:
            setStatus(tr("Pass the screen to %1.").arg(seatName(actor)));
            emit settled();
            return;
        case ViewerPolicy::Next::Person:
            input_.offer(*state_);
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
    cards_.setViewer(viewers_.viewer());
    log_.rebuild(*seen_.seenBy(viewers_.viewer()), text_);  // this person's story
    emit viewerChanged();
    emit logChanged();
    showView(viewers_.viewer());
    input_.offer(*state_);
    setStatus(turnText(viewers_.viewer()));
}

QString GameSession::turnText(int seat) const {
    const QString asked = input_.question();  // a claim or an offer: say what is asked
    return asked.isEmpty() ? tr("Your turn, %1.").arg(seatName(seat)) : asked;
}

QString GameSession::handoverStory() const {
    const int seat = viewers_.handoverSeat();
    if (seat < 0) return {};
    constexpr int kStoryLines = 8;
    return log_.since(seat, *seen_.seenBy(seat), text_, kStoryLines).join(QLatin1Char('\n'));
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
    if (const Action* again = canRedo() ? undo_.next(*state_) : nullptr) apply(*again);
}

QString GameSession::loadRecord(const QString& path) {
    QString error;
    LoadedGame loaded = loadRecordFile(path, error);
    if (!loaded.state) return error;
    TableSetup setup;
    error = readRecordSetup(loaded, setup);
    if (!error.isEmpty()) return error;
    gameKey_ = loaded.record.id.empty() ? newGameKey() : QString::fromStdString(loaded.record.id);
    begin(std::move(loaded.state), std::move(setup));
    return {};
}

}  // namespace felt::app
