#include "game_session.h"

#include <QDateTime>
#include <QFile>
#include <QTimer>

#include "session/record_files.h"

namespace felt::app {

namespace {

// Starting zone of every card before the first deal is animated: the pack.
int firstStockZone(const std::vector<ZoneSpec>& zones) {
    for (const ZoneSpec& z : zones)
        if (z.kind == ZoneKind::Stock) return z.id;
    return -1;
}

QVariantList zoneList(const std::vector<ZoneSpec>& zones) {
    QVariantList list;
    for (const ZoneSpec& z : zones)
        list.append(QVariantMap{{QStringLiteral("key"), QString::fromStdString(z.key)},
                                {QStringLiteral("label"), engineWord(z.label.c_str())},
                                {QStringLiteral("kind"), QString::fromLatin1(zoneKindName(z.kind))},
                                {QStringLiteral("owner"), z.owner}});
    return list;
}

}  // namespace

GameSession::GameSession(QObject* parent)
    : QObject(parent),
      player_([this](const Event& e) { handleEvent(e); }, [this] { afterEvents(); }) {
    player_.setMoveMs(view_.moveMs());
    connect(&view_, &ViewSettings::changed, this, [this] { player_.setMoveMs(view_.moveMs()); });
}

GameSession::~GameSession() {
    player_.clear();
}

QString GameSession::gameId() const {
    return setup_.game ? QString::fromStdString(setup_.game->id) : QString();
}

QString GameSession::gameName() const {
    return setup_.game ? QString::fromStdString(setup_.game->name) : QString();
}

QString GameSession::controlsUrl() const {
    // By convention a game's own controls live in qml/games/<game id>/.
    const QString path = QStringLiteral("/qt/qml/Felt/games/%1/Controls.qml").arg(gameId());
    return setup_.game && QFile::exists(QLatin1Char(':') + path) ? QStringLiteral("qrc:") + path
                                                                 : QString();
}

QString GameSession::start(const QVariantMap& map) {
    TableSetup setup;
    const QString error = readSetup(map, setup);
    if (!error.isEmpty()) return error;
    std::string why;
    auto state = createGame(*setup.game, setup.config, why);
    if (!state) return QString::fromStdString(why);
    begin(std::move(state), std::move(setup));
    return {};
}

void GameSession::begin(std::unique_ptr<GameState> state, TableSetup setup) {
    player_.clear();
    clearInputs();
    // Another game's controls take over (or none): their move kinds go.
    if (setup_.game != setup.game) ownedKinds_.clear();
    setup_ = std::move(setup);
    state_ = std::move(state);
    zoneSpecs_ = state_->zones();
    statSpecs_ = state_->statSpecs();
    zoneList_ = zoneList(zoneSpecs_);
    QStringList names;
    std::vector<bool> human;
    std::vector<std::string> kinds;
    for (const SeatInfo& s : setup_.seats) {
        names << s.name;
        human.push_back(s.kind == QLatin1String("human"));
        kinds.push_back(s.kind.toStdString());
    }
    text_ = TableText(&state_->deck(), names);
    seats_.reset(setup_.seats);
    scores_.reset(state_->players());
    viewers_.reset(human);
    resultText_.clear();
    tableInfo_.clear();
    stats_.clear();
    groups_.clear();
    log_.clear();
    eventsHandled_ = 0;
    setExplanation({});
    ++gameNumber_;
    bots_.newGame(setup_.game, kinds, state_->config().seed);
    botPending_ = false;
    cards_.setViewer(viewers_.viewer());
    cards_.reset(state_->deck(), zoneSpecs_, firstStockZone(zoneSpecs_));
    emit gameChanged();
    emit viewerChanged();
    emit logChanged();
    // The opening deal happened inside the engine; replay it from the pack,
    // card by card round the table, once QML has created the cards there.
    player_.play(openingDeal(firstStockZone(zoneSpecs_)), view_.moveMs());
    emit stateChanged();
}

EventList GameSession::openingDeal(int packZone) const {
    // Moves from the pack to where every card starts, one position of every
    // zone in turn (like dealing round the table); the reconcile that follows
    // puts each card exactly where the engine has it.
    const int viewer = viewers_.viewer();
    const SeatView truth = state_->view(kEveryone);
    const SeatView seen = state_->view(viewer);
    std::size_t longest = 0;
    for (const ZoneView& z : truth.zones) longest = std::max(longest, z.cards.size());
    EventList deal;
    for (std::size_t i = 0; i < longest; ++i) {
        for (std::size_t z = 0; z < truth.zones.size(); ++z) {
            const ZoneView& zone = truth.zones[z];
            if (zone.zone == packZone || i >= zone.cards.size()) continue;
            // Only what the viewer's own view shows turns face up, and in
            // hot-seat nothing private until the first person confirms.
            const bool shown = seen.zones[z].cards[i].id != kNoCard && viewers_.confirmed();
            emitMove(&deal, zone.cards[i].id, packZone, zone.zone, shown ? onlySeat(viewer) : 0);
        }
    }
    return deal;
}

void GameSession::restart() {
    if (!state_) return;
    // The same config (seed, first dealer, stacked decks): the same deal again.
    std::string why;
    auto state = createGame(*setup_.game, state_->config(), why);
    if (state) begin(std::move(state), setup_);
}

void GameSession::playAgain() {
    if (!state_) return;
    QVariantMap map = setup();
    map.remove(QStringLiteral("seed"));
    start(map);
}

void GameSession::setOwnedKinds(const QStringList& kinds) {
    if (kinds == ownedKinds_) return;
    ownedKinds_ = kinds;
    if (humanTurn_) offerInputs();
    emit stateChanged();
}

QString GameSession::applyActionText(const QString& text) {
    if (!state_ || !humanTurn_) return tr("Please wait for your turn.");
    const InputDecision d = input_.text(*state_, text.toStdString());
    if (d.kind == InputDecision::Kind::Apply) {
        cancel();
        apply(d.action);
        return {};
    }
    setExplanation(d.notAMove         ? tr("Not a move of this game: %1").arg(text)
                   : d.reason.empty() ? tr("\"%1\" is not a move now.").arg(text)
                                      : QString::fromStdString(d.reason));
    return explanation_;
}

void GameSession::clearInputs() {
    humanTurn_ = false;
    chooserOffersSelect_ = false;
    pendingRow_ = -1;
    input_.clear();
    actions_.clear();
    chooser_.clear();
    if (state_) {
        cards_.setPlayable({});
        cards_.clearSelection();
    }
    emit selectionChanged();
}

void GameSession::setExplanation(const QString& text) {
    explanation_ = text;
    emit explanationChanged();
}

void GameSession::setStatus(const QString& text) {
    statusText_ = text;
    emit stateChanged();
}

void GameSession::apply(const Action& action) {
    if (!state_) return;
    EventList events;
    const std::string error = state_->apply(action, &events);
    if (!error.empty()) {
        setExplanation(QString::fromStdString(error));
        return;
    }
    clearInputs();
    setExplanation({});
    emit stateChanged();
    player_.play(std::move(events));
}

void GameSession::handleEvent(const Event& e) {
    ++eventsHandled_;
    cards_.onEvent(e);
    scores_.onEvent(e);
    if (log_.onEvent(e, text_)) {
        statusText_ = log_.last();
        emit logChanged();
    }
}

void GameSession::showView(int seat) {
    // Seat -1 (the screen handed over): only what everybody may see.
    const SeatView truth = state_->view(kEveryone);
    SeatView seen = state_->view(seat >= 0 ? seat : std::max(0, state_->toAct()));
    if (seat < 0)
        for (ZoneView& zv : seen.zones)
            if (zoneSpecs_[static_cast<std::size_t>(zv.zone)].visibility !=
                ZoneVisibility::Everyone)
                for (CardView& c : zv.cards) c = CardView{};
    cards_.reconcile(truth, seen);
    seats_.update(seen, statSpecs_, text_);
    refreshTable(seen);
}

void GameSession::refreshTable(const SeatView& view) {
    stats_.clear();
    QStringList info;
    for (const Stat& st : view.stats) {
        const QString key = QString::fromStdString(st.key);
        stats_.insert(st.seat < 0 ? key : key + QLatin1Char('@') + QString::number(st.seat),
                      st.value);
        const StatSpec* spec = findSpec(statSpecs_, st.key);
        if (st.seat < 0 && spec && (spec->places & kOnInfoLine)) {
            const QString part = text_.stat(*spec, st);
            if (!part.isEmpty()) info << part;
        }
    }
    tableInfo_ = info.join(QStringLiteral("   "));
    groups_.clear();
    for (const CardGroup& g : view.groups)
        groups_.append(QVariantMap{{QStringLiteral("seat"), g.seat},
                                   {QStringLiteral("number"), g.number},
                                   {QStringLiteral("size"), static_cast<int>(g.cards.size())},
                                   {QStringLiteral("caption"), text_.phrase(g.caption)}});
}

QVariantList GameSession::placements() const {
    QVariantList out;
    if (gameOver())
        for (int p : state_->result().placements) out << p;
    return out;
}

void GameSession::afterEvents() {
    if (!state_) return;
    const int actor = state_->toAct();
    const ViewerPolicy::Next next = viewers_.next(actor);
    showView(viewers_.shownSeat());
    switch (next) {
        case ViewerPolicy::Next::Over: {
            QStringList winners;
            for (int w : state_->result().winners) winners << seatName(w);
            resultText_ = winners.size() == 1 ? tr("%1 wins!").arg(winners.first())
                                              : tr("Shared win: %1").arg(winners.join(", "));
            setStatus(resultText_);
            emit settled();
            emit gameFinished();
            return;
        }
        case ViewerPolicy::Next::Handover:
            setStatus(tr("Pass the screen to %1.").arg(seatName(actor)));
            emit settled();
            return;
        case ViewerPolicy::Next::Person:
            offerInputs();
            setStatus(tr("Your turn, %1.").arg(seatName(actor)));
            emit settled();
            return;
        case ViewerPolicy::Next::Bot:
            setStatus(tr("%1 is thinking…").arg(seatName(actor)));
            emit settled();
            askBot();
            return;
    }
}

void GameSession::confirmHandover() {
    if (viewers_.handoverSeat() < 0) return;
    viewers_.confirmHandover();
    cards_.setViewer(viewers_.viewer());
    emit viewerChanged();
    showView(viewers_.viewer());
    offerInputs();
    setStatus(tr("Your turn, %1.").arg(seatName(viewers_.viewer())));
}

void GameSession::askBot() {
    botPending_ = true;
    const qint64 started = QDateTime::currentMSecsSinceEpoch();
    // The worker drops answers for a game that is over; this one is current.
    bots_.ask(state_->clone(), this, [this, started](Action a, qint64 us) {
        emit botThought(us);
        // Bots take a moment at the slower speeds so people can follow.
        const qint64 spent = QDateTime::currentMSecsSinceEpoch() - started;
        const int wait = static_cast<int>(std::max<qint64>(0, view_.moveMs() * 2 - spent));
        const quint64 game = gameNumber_;
        auto go = [this, game, a] {
            if (game != gameNumber_) return;  // a new game began during the pause
            botPending_ = false;
            apply(a);
        };
        if (wait > 0)
            QTimer::singleShot(wait, this, go);
        else
            go();
    });
}

void GameSession::offerInputs() {
    humanTurn_ = true;
    std::vector<std::string> owned;
    for (const QString& k : ownedKinds_) owned.push_back(k.toStdString());
    input_.offer(*state_, state_->legalActions(), owned);
    cards_.setPlayable(input_.playable());
    setActions(actions_, input_.buttons());
    emit selectionChanged();
}

void GameSession::setActions(ActionModel& model, const std::vector<int>& indices) {
    std::vector<Action> actions;
    std::vector<ActionInfo> infos;
    QStringList labels;
    for (int i : indices) {
        actions.push_back(input_.actions()[static_cast<std::size_t>(i)]);
        infos.push_back(input_.infos()[static_cast<std::size_t>(i)]);
        labels << text_.action(infos.back());
    }
    model.set(std::move(actions), labels, std::move(infos));
}

QVariantList GameSession::moves() const {
    QVariantList out;
    if (!humanTurn_) return out;
    for (std::size_t i = 0; i < input_.actions().size(); ++i) {
        const ActionInfo& info = input_.infos()[i];
        QVariantList rows;
        for (CardId c : input_.actions()[i].cards) rows << cards_.rowOfCard(c);
        out.append(QVariantMap{{QStringLiteral("index"), static_cast<int>(i)},
                               {QStringLiteral("kind"), QString::fromStdString(info.kind)},
                               {QStringLiteral("label"), text_.action(info)},
                               {QStringLiteral("rows"), rows},
                               {QStringLiteral("value"), info.value},
                               {QStringLiteral("targetSeat"), info.targetSeat},
                               {QStringLiteral("targetGroup"), info.targetGroup},
                               {QStringLiteral("suit"), info.suit},
                               {QStringLiteral("owned"), input_.owned(static_cast<int>(i))}});
    }
    return out;
}

QStringList GameSession::humanActionTexts() const {
    QStringList texts;
    if (humanTurn_)
        for (const Action& a : input_.actions()) texts << QString::fromStdString(state_->format(a));
    return texts;
}

void GameSession::playMove(int index) {
    if (!humanTurn_ || index < 0 || index >= static_cast<int>(input_.actions().size())) return;
    cancel();
    apply(input_.actions()[static_cast<std::size_t>(index)]);
}

void GameSession::carryOut(const InputDecision& d, int row) {
    switch (d.kind) {
        case InputDecision::Kind::Apply:
            apply(d.action);
            return;
        case InputDecision::Kind::Select:
            if (row >= 0) cards_.toggleSelected(row);
            break;
        case InputDecision::Kind::Choose:
            pendingRow_ = row;
            chooserOffersSelect_ = d.alsoSelect;
            setActions(chooser_, d.choices);
            break;
        case InputDecision::Kind::Refuse:
            setExplanation(d.reason.empty() ? tr("You cannot use that card now.")
                                            : QString::fromStdString(d.reason));
            return;
    }
    emit selectionChanged();
}

void GameSession::clickCard(int row) {
    if (!state_ || row < 0 || row >= cards_.rowCount()) return;
    chooser_.clear();
    chooserOffersSelect_ = false;
    if (!humanTurn_) {
        setExplanation(gameOver() ? tr("The game is over.") : tr("Please wait for your turn."));
        return;
    }
    setExplanation({});
    const CardId card = cards_.cardOfRow(row);
    carryOut(input_.click(*state_, card, cards_.isFaceUp(row), cards_.selectedCount() > 0), row);
}

void GameSession::chooseAction(int index) {
    if (humanTurn_ && index >= 0 && index < actions_.count()) apply(actions_.action(index));
}

void GameSession::chooseFromChooser(int index) {
    if (!humanTurn_ || index < 0 || index >= chooser_.count()) return;
    const Action a = chooser_.action(index);
    chooser_.clear();
    apply(a);
}

void GameSession::selectPendingCard() {
    if (pendingRow_ < 0) return;
    chooser_.clear();
    chooserOffersSelect_ = false;
    cards_.toggleSelected(pendingRow_);
    pendingRow_ = -1;
    emit selectionChanged();
}

void GameSession::confirmSelection() {
    if (!humanTurn_) return;
    const InputDecision d = input_.confirm(cards_.selectedCards());
    if (d.kind == InputDecision::Kind::Refuse)
        setExplanation(tr("No move uses exactly the selected cards."));
    else
        carryOut(d, -1);
}

void GameSession::cancel() {
    chooser_.clear();
    chooserOffersSelect_ = false;
    pendingRow_ = -1;
    cards_.clearSelection();
    setExplanation({});
    emit selectionChanged();
}

QString GameSession::cardName(int row) const {
    if (!state_ || row < 0 || row >= cards_.rowCount() || !cards_.isFaceUp(row)) return {};
    return text_.card(cards_.cardOfRow(row));
}

QString GameSession::saveRecord(const QString& path) const {
    if (!state_) return tr("No game to save.");
    std::vector<SeatSetup> seats;
    for (const SeatInfo& s : setup_.seats)
        seats.push_back({s.name.toStdString(), s.kind.toStdString()});
    return saveRecordFile(path, recordOf(*state_, setup_.game->id, seats));
}

QString GameSession::loadRecord(const QString& path) {
    QString error;
    LoadedGame loaded = loadRecordFile(path, error);
    if (!loaded.state) return error;
    TableSetup setup;
    QVariantList seats;
    for (const SeatSetup& s : loaded.record.seats)
        seats.append(QVariantMap{{QStringLiteral("name"), QString::fromStdString(s.name)},
                                 {QStringLiteral("kind"), QString::fromStdString(s.kind)}});
    error = readSetup({{QStringLiteral("game"), QString::fromStdString(loaded.record.game)},
                       {QStringLiteral("players"), loaded.record.config.players},
                       {QStringLiteral("seed"), QString::number(loaded.record.config.seed)},
                       {QStringLiteral("seats"), seats},
                       {QStringLiteral("options"), optionsToMap(loaded.record.config.options)}},
                      setup);
    if (!error.isEmpty()) return error;
    setup.config = loaded.state->config();  // with the record's first dealer and stacked decks
    begin(std::move(loaded.state), std::move(setup));
    return {};
}

}  // namespace felt::app
