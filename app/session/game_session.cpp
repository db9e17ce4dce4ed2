#include "game_session.h"

#include <QDateTime>
#include <QFile>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QTimer>

#include "catalog/record.h"

namespace felt::app {

namespace {

constexpr int kLogLines = 6;

std::vector<Action> legalOf(const GameState& s) {
    std::vector<Action> out;
    s.legalActions(out);
    return out;
}

// Starting zone of every card before the first deal is animated: the pack.
int firstStockZone(const std::vector<ZoneSpec>& zones) {
    for (const ZoneSpec& z : zones)
        if (z.kind == ZoneKind::Stock) return z.id;
    return -1;
}

}  // namespace

GameSession::GameSession(QObject* parent)
    : QObject(parent),
      player_([this](const Event& e) { handleEvent(e); }, [this] { afterEvents(); }) {
    player_.setMoveMs(moveMs());
}

GameSession::~GameSession() {
    player_.clear();
}

QString GameSession::gameId() const {
    return info_ ? QString::fromStdString(info_->id) : QString();
}

QString GameSession::gameName() const {
    return info_ ? QString::fromStdString(info_->name) : QString();
}

int GameSession::moveMs() const {
    static constexpr int kMs[] = {450, 260, 120, 0};
    return kMs[std::clamp(speed_, 0, kMaxSpeed)];
}

void GameSession::setAnimationSpeed(int speed) {
    speed = std::clamp(speed, 0, kMaxSpeed);
    if (speed == speed_) return;
    speed_ = speed;
    player_.setMoveMs(moveMs());
    emit animationSpeedChanged();
}

void GameSession::setFourColour(bool on) {
    if (on == fourColour_) return;
    fourColour_ = on;
    emit fourColourChanged();
}

bool GameSession::isHuman(int seat) const {
    return seat >= 0 && seat < seats_.count() && seats_.seat(seat).kind == QLatin1String("human");
}

int GameSession::humanCount() const {
    int n = 0;
    for (int s = 0; s < seats_.count(); ++s) n += isHuman(s) ? 1 : 0;
    return n;
}

QString GameSession::seatName(int seat) const {
    return seat >= 0 && seat < seats_.count() ? seats_.seat(seat).name : QString();
}

QString GameSession::start(const QVariantMap& setup) {
    const std::string id = setup.value(QStringLiteral("game")).toString().toStdString();
    const GameInfo* info = findGame(id);
    if (!info) return tr("Unknown game \"%1\".").arg(QString::fromStdString(id));
    GameConfig config;
    config.players = setup.value(QStringLiteral("players"), info->minPlayers).toInt();
    const QVariantMap options = setup.value(QStringLiteral("options")).toMap();
    for (auto it = options.begin(); it != options.end(); ++it)
        config.options.set(it.key().toStdString(), it.value().toString().toStdString());
    bool seeded = false;
    config.seed = setup.value(QStringLiteral("seed")).toString().toULongLong(&seeded);
    if (!seeded) config.seed = QRandomGenerator::global()->generate64();
    std::string error;
    auto state = createGame(*info, config, error);
    if (!state) return QString::fromStdString(error);
    QVariantMap used = setup;
    used.insert(QStringLiteral("seed"), QString::number(config.seed));
    return begin(std::move(state), info, used);
}

QString GameSession::begin(std::unique_ptr<GameState> state, const GameInfo* info,
                           QVariantMap setup) {
    player_.clear();
    clearInputs();
    info_ = info;
    state_ = std::move(state);
    const int n = state_->players();

    // Seats: names and kinds from the setup, filled in where missing.
    const QVariantList seatList = setup.value(QStringLiteral("seats")).toList();
    std::vector<SeatInfo> seats;
    std::vector<std::string> kinds;
    QVariantList normalized;
    for (int s = 0; s < n; ++s) {
        const QVariantMap m = s < seatList.size() ? seatList[s].toMap() : QVariantMap{};
        SeatInfo si;
        si.name = m.value(QStringLiteral("name")).toString().trimmed();
        // A seat without a known kind gets the game's strongest bot (listed last).
        const QString strongest = QString::fromStdString(info->botKinds.back());
        si.kind = m.value(QStringLiteral("kind"), s == 0 ? QStringLiteral("human") : strongest)
                      .toString();
        if (si.kind != QLatin1String("human") &&
            std::find(info->botKinds.begin(), info->botKinds.end(), si.kind.toStdString()) ==
                info->botKinds.end())
            si.kind = strongest;
        if (si.name.isEmpty())
            si.name = si.kind == QLatin1String("human") ? tr("Player %1").arg(s + 1)
                                                        : tr("Bot %1").arg(s + 1);
        kinds.push_back(si.kind.toStdString());
        normalized.append(
            QVariantMap{{QStringLiteral("name"), si.name}, {QStringLiteral("kind"), si.kind}});
        seats.push_back(si);
    }
    setup.insert(QStringLiteral("seats"), normalized);
    setup.insert(QStringLiteral("players"), n);
    setup.insert(QStringLiteral("game"), QString::fromStdString(info->id));
    setup_ = setup;
    seats_.reset(seats);
    scores_.reset(n);

    const std::vector<ZoneSpec> zones = state_->zones();
    zoneList_.clear();
    zoneSpecs_ = zones;
    for (const ZoneSpec& z : zones) {
        zoneList_.append(
            QVariantMap{{QStringLiteral("key"), QString::fromStdString(z.key)},
                        {QStringLiteral("label"), QString::fromStdString(z.label)},
                        {QStringLiteral("kind"), QString::fromLatin1(zoneKindName(z.kind))},
                        {QStringLiteral("owner"), z.owner}});
    }

    viewer_ = 0;
    for (int s = 0; s < n; ++s) {
        if (isHuman(s)) {
            viewer_ = s;
            break;
        }
    }
    viewerConfirmed_ = humanCount() <= 1;
    handoverSeat_ = -1;
    resultText_.clear();
    log_.clear();
    eventsHandled_ = 0;
    setExplanation({});
    botGeneration_ = bots_.newGame(info_, kinds, state_->config().seed);
    botPending_ = false;

    seats_.setStatText(
        [this](const Stat& st, const QString& usual) { return statText(st, usual); });
    cards_.setViewer(viewer_);
    cards_.reset(state_->deck(), static_cast<int>(zones.size()), firstStockZone(zones));
    emit gameChanged();
    emit viewerChanged();
    emit logChanged();
    // The opening deal happened inside the engine; replay it from the pack,
    // card by card round the table, once QML has created the cards there.
    player_.play(openingDeal(firstStockZone(zones)), moveMs());
    emit stateChanged();
    return {};
}

EventList GameSession::openingDeal(int packZone) const {
    // Moves from the pack to where every card starts, one position of every
    // zone in turn (like dealing round the table); the reconcile that follows
    // puts each card exactly where the engine has it.
    const SeatView truth = state_->view(kEveryone);
    const SeatView seen = state_->view(viewer_);
    std::size_t longest = 0;
    for (const ZoneView& z : truth.zones) longest = std::max(longest, z.cards.size());
    EventList deal;
    for (std::size_t i = 0; i < longest; ++i) {
        for (std::size_t z = 0; z < truth.zones.size(); ++z) {
            const ZoneView& zone = truth.zones[z];
            if (zone.zone == packZone || i >= zone.cards.size()) continue;
            Event e;
            e.kind = EventKind::Move;
            e.card = zone.cards[i].id;
            e.fromZone = static_cast<std::int16_t>(packZone);
            e.toZone = static_cast<std::int16_t>(zone.zone);
            // Only what the viewer's own view shows turns face up, and in
            // hot-seat nothing private until the first person confirms.
            if (seen.zones[z].cards[i].id != kNoCard && viewer_ >= 0 && viewerConfirmed_)
                e.seenBy = onlySeat(viewer_);
            deal.push_back(e);
        }
    }
    return deal;
}

void GameSession::restart() {
    if (!info_) return;
    start(setup_);
}

void GameSession::playAgain() {
    if (!info_) return;
    QVariantMap s = setup_;
    s.remove(QStringLiteral("seed"));
    start(s);
}

QString GameSession::actionText(const Action& a) const {
    return readableAction(state_->format(a));
}

bool GameSession::controlledByGame(const Action& a) const {
    const auto it = controlledActions_.constFind(gameId());
    if (it == controlledActions_.constEnd()) return false;
    const QString text = QString::fromStdString(state_->format(a));
    return std::any_of(it->begin(), it->end(),
                       [&](const QString& prefix) { return text.startsWith(prefix); });
}

void GameSession::setControlledActions(const QString& gameId, const QStringList& prefixes) {
    controlledActions_.insert(gameId, prefixes);
    if (humanTurn_) offerInputs();
}

void GameSession::setStatDisplay(const QString& gameId, const QVariantMap& display) {
    statDisplay_.insert(gameId, display);
    if (state_) reconcileFor(handoverSeat_ >= 0 ? -1 : viewer_);
    emit stateChanged();
}

QString GameSession::statText(const Stat& st, const QString& usual) const {
    const auto it = statDisplay_.constFind(gameId());
    if (it == statDisplay_.constEnd()) return usual;
    const auto rule = it->constFind(QString::fromStdString(st.key));
    if (rule == it->constEnd()) return usual;
    if (rule->typeId() == QMetaType::Bool) return rule->toBool() ? usual : QString();
    const QVariantList words = rule->toList();
    return st.value >= 0 && st.value < words.size() ? words[st.value].toString() : usual;
}

QString GameSession::applyActionText(const QString& text) {
    if (!state_ || !humanTurn_ || handoverSeat_ >= 0) return tr("Please wait for your turn.");
    const std::optional<Action> parsed = state_->parse(text.toStdString());
    if (!parsed) {
        setExplanation(tr("Not a move of this game: %1").arg(text));
        return explanation_;
    }
    // Compare by notation: it names exactly one action.
    const std::string wanted = state_->format(*parsed);
    for (const Action& a : legalOf(*state_)) {
        if (state_->format(a) != wanted) continue;
        cancel();
        apply(a);
        return {};
    }
    // Refused: the reason is returned and shown like a refused click's.
    const std::string why = state_->explainIllegal(*parsed);
    setExplanation(why.empty() ? tr("\"%1\" is not a move now.").arg(text)
                               : QString::fromStdString(why));
    return explanation_;
}

void GameSession::clearInputs() {
    humanTurn_ = false;
    humanActionTexts_.clear();
    multiSelect_ = false;
    chooserOffersSelect_ = false;
    pendingRow_ = -1;
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

void GameSession::addLog(const QString& line) {
    log_.append(line);
    while (log_.size() > kLogLines) log_.removeFirst();
    statusText_ = line;
    emit logChanged();
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
    const QString who = seatName(e.seat);
    switch (e.kind) {
        case EventKind::Move: {
            const auto zoneCount = static_cast<int>(zoneSpecs_.size());
            const int owner = e.fromZone >= 0 && e.fromZone < zoneCount
                                  ? zoneSpecs_[static_cast<std::size_t>(e.fromZone)].owner
                                  : -1;
            const bool seen =
                e.toZone >= 0 && e.toZone < zoneCount &&
                CardModel::showsFace(e, zoneSpecs_[static_cast<std::size_t>(e.toZone)], viewer_);
            cards_.moveCard(e.card, e.toZone, seen, owner);
            scores_.clearNotes();
            break;
        }
        case EventKind::Shuffle:
            cards_.shuffleZone(e.toZone);
            addLog(tr("The cards are shuffled."));
            break;
        case EventKind::Bid:
            addLog(tr("%1 bids %2.").arg(who).arg(e.value));
            break;
        case EventKind::Trump:
            addLog(tr("Trump is %1.")
                       .arg(QString::fromStdString(suitName(state_->deck().family(), e.value))));
            break;
        case EventKind::TrickWon:
            addLog(tr("%1 takes the trick.").arg(who));
            break;
        case EventKind::Penalty:
            addLog(tr("%1 loses %2 points: %3")
                       .arg(who)
                       .arg(e.value)
                       .arg(QString::fromStdString(e.text)));
            break;
        case EventKind::RoundScore:
            scores_.addScore(e.seat, e.value, e.total);
            break;
        case EventKind::RoundEnd:
            scores_.endRound(e.value);
            addLog(tr("Round %1 is over.").arg(e.value));
            break;
        case EventKind::GameEnd:
            // Scores sent without a round end (one-deal games) still make a row.
            scores_.endRound(scores_.rowCount() + 1);
            addLog(tr("The game is over."));
            break;
        case EventKind::Message:
            // A message about a seat reads as a sentence about that player.
            if (e.seat >= 0 && !e.text.empty())
                scores_.addNote(e.seat, QString::fromStdString(e.text));
            if (!e.text.empty())
                addLog(who.isEmpty() ? QString::fromStdString(e.text)
                                     : who + QStringLiteral(": ") + QString::fromStdString(e.text));
            break;
    }
}

SeatView GameSession::publicView() const {
    // What everybody may see: the acting seat's view without any card in a
    // zone whose faces are not public.
    SeatView v = state_->view(state_->toAct() >= 0 ? state_->toAct() : 0);
    const std::vector<ZoneSpec> zones = state_->zones();
    for (ZoneView& zv : v.zones) {
        if (zones[static_cast<std::size_t>(zv.zone)].visibility == ZoneVisibility::Everyone)
            continue;
        for (CardView& c : zv.cards) c = CardView{};
    }
    return v;
}

void GameSession::reconcileFor(int viewer) {
    const SeatView truth = state_->view(kEveryone);
    const SeatView seen = viewer >= 0 ? state_->view(viewer) : publicView();
    cards_.reconcile(truth, seen);
    seats_.update(seen);
    refreshTableInfo(seen);
}

void GameSession::refreshTableInfo(const SeatView& view) {
    stats_.clear();
    for (const Stat& st : view.stats) {
        const QString key = QString::fromStdString(st.key);
        stats_.insert(st.seat < 0 ? key : key + QLatin1Char('@') + QString::number(st.seat),
                      st.value);
    }
    QStringList parts;
    static const std::vector<std::string> seatWords = {"dealer", "leader",   "seat",   "active",
                                                       "target", "claimant", "winner", "turn_of"};
    for (const Stat& st : view.stats) {
        if (st.seat >= 0) continue;
        // -1 stands for "none" in the engine's public numbers: nothing to show.
        if (st.value < 0) continue;
        QString value = QString::number(st.value);
        const bool aboutSeat = std::any_of(seatWords.begin(), seatWords.end(), [&](const auto& w) {
            return st.key.find(w) != std::string::npos;
        });
        // Seat numbers and suits are shown by name.
        if (aboutSeat && st.value < players())
            value = seatName(st.value);
        else if (st.key.find("suit") != std::string::npos && st.value >= 0)
            value = QString::fromStdString(suitName(state_->deck().family(), st.value));
        else if (st.key.find("broken") != std::string::npos)
            value = st.value ? tr("yes") : tr("no");
        const QString text = statText(st, statLabel(st.key) + QStringLiteral(": ") + value);
        if (!text.isEmpty()) parts << text;
    }
    tableInfo_ = parts.join(QStringLiteral("   "));
}

void GameSession::afterEvents() {
    if (!state_) return;
    if (state_->isTerminal()) {
        reconcileFor(viewer_);
        const Result r = state_->result();
        QStringList winners;
        for (int w : r.winners) winners << seatName(w);
        resultText_ = winners.size() == 1 ? tr("%1 wins!").arg(winners.first())
                                          : tr("Shared win: %1").arg(winners.join(", "));
        statusText_ = resultText_;
        emit stateChanged();
        emit settled();
        emit gameFinished();
        return;
    }
    const int actor = state_->toAct();
    if (isHuman(actor)) {
        if ((actor != viewer_ || !viewerConfirmed_) && humanCount() > 1) {
            // Hot-seat: hide every hand until the next person is at the screen.
            handoverSeat_ = actor;
            reconcileFor(-1);
            statusText_ = tr("Pass the screen to %1.").arg(seatName(actor));
            emit stateChanged();
            emit settled();
            return;
        }
        viewer_ = actor;
        reconcileFor(viewer_);
        offerInputs();
        statusText_ = tr("Your turn, %1.").arg(seatName(actor));
        emit stateChanged();
        emit settled();
        return;
    }
    reconcileFor(viewer_);
    statusText_ = tr("%1 is thinking…").arg(seatName(actor));
    emit stateChanged();
    emit settled();
    askBot();
}

void GameSession::confirmHandover() {
    if (handoverSeat_ < 0) return;
    viewer_ = handoverSeat_;
    viewerConfirmed_ = true;
    handoverSeat_ = -1;
    cards_.setViewer(viewer_);
    emit viewerChanged();
    reconcileFor(viewer_);
    offerInputs();
    statusText_ = tr("Your turn, %1.").arg(seatName(viewer_));
    emit stateChanged();
}

void GameSession::askBot() {
    botPending_ = true;
    const quint64 gen = botGeneration_;
    const qint64 started = QDateTime::currentMSecsSinceEpoch();
    bots_.ask(state_->clone(), this, [this, gen, started](quint64 g, Action a, qint64 us) {
        if (g != botGeneration_ || gen != botGeneration_) return;
        emit botThought(us);
        // Bots take a moment at the slower speeds so people can follow.
        const qint64 spent = QDateTime::currentMSecsSinceEpoch() - started;
        const int wait = std::max<qint64>(0, moveMs() * 2 - spent);
        auto go = [this, gen, a] {
            if (gen != botGeneration_) return;
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
    const std::vector<Action> legal = legalOf(*state_);
    CardSet involved;
    std::vector<Action> buttons;
    QStringList texts;
    multiSelect_ = false;
    humanActionTexts_.clear();
    for (const Action& a : legal) {
        humanActionTexts_ << QString::fromStdString(state_->format(a));
        if (controlledByGame(a)) continue;
        involved = involved | a.cards;
        if (a.cards.size() > 1) multiSelect_ = true;
        if (a.cards.empty()) {
            buttons.push_back(a);
            texts << actionText(a);
        }
    }
    cards_.setPlayable(involved);
    actions_.set(std::move(buttons), texts);
    emit selectionChanged();
}

void GameSession::clickCard(int row) {
    if (!state_ || row < 0 || row >= cards_.rowCount()) return;
    chooser_.clear();
    chooserOffersSelect_ = false;
    if (!humanTurn_ || handoverSeat_ >= 0) {
        setExplanation(gameOver() ? tr("The game is over.") : tr("Please wait for your turn."));
        return;
    }
    const CardId card = cards_.cardOfRow(row);
    std::vector<Action> singles;
    bool inCombination = false;
    for (const Action& a : legalOf(*state_)) {
        if (!a.cards.contains(card) || controlledByGame(a)) continue;
        if (a.cards.size() == 1)
            singles.push_back(a);
        else
            inCombination = true;
    }
    if (singles.empty() && !inCombination) {
        // Only a card this seat can see gets the engine's reason: the reason
        // could name a hidden card.
        const std::string why = cards_.isFaceUp(row) ? state_->explainCard(card) : std::string();
        setExplanation(why.empty() ? tr("You cannot use that card now.")
                                   : QString::fromStdString(why));
        return;
    }
    setExplanation({});
    if (cards_.selectedCount() > 0 || singles.empty()) {
        cards_.toggleSelected(row);
        emit selectionChanged();
        return;
    }
    if (singles.size() == 1 && !inCombination) {
        apply(singles.front());
        return;
    }
    QStringList texts;
    for (const Action& a : singles) texts << actionText(a);
    pendingRow_ = row;
    chooserOffersSelect_ = inCombination;
    chooser_.set(singles, texts);
    emit selectionChanged();
}

void GameSession::chooseAction(int index) {
    if (!humanTurn_ || index < 0 || index >= actions_.count()) return;
    apply(actions_.action(index));
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

bool GameSession::canConfirm() const {
    if (!humanTurn_ || cards_.selectedCount() == 0) return false;
    const CardSet chosen = cards_.selectedCards();
    for (const Action& a : legalOf(*state_))
        if (a.cards == chosen) return true;
    return false;
}

void GameSession::confirmSelection() {
    if (!humanTurn_) return;
    const CardSet chosen = cards_.selectedCards();
    std::vector<Action> matching;
    QStringList texts;
    for (const Action& a : legalOf(*state_)) {
        if (a.cards == chosen) {
            matching.push_back(a);
            texts << actionText(a);
        }
    }
    if (matching.empty()) {
        setExplanation(tr("No move uses exactly the selected cards."));
        return;
    }
    if (matching.size() == 1) {
        apply(matching.front());
        return;
    }
    chooser_.set(matching, texts);
}

void GameSession::cancel() {
    chooser_.clear();
    chooserOffersSelect_ = false;
    pendingRow_ = -1;
    cards_.clearSelection();
    setExplanation({});
    emit selectionChanged();
}

QString GameSession::cardText(int row) const {
    if (!state_ || row < 0 || row >= cards_.rowCount() || !cards_.isFaceUp(row)) return {};
    return QString::fromStdString(state_->deck().format(cards_.cardOfRow(row)));
}

QStringList GameSession::zoneCardTexts(int zone) const {
    QStringList texts;
    if (!state_ || zone < 0) return texts;
    for (int i = 0; i < cards_.zoneSize(zone); ++i) texts << QString();
    for (int r = 0; r < cards_.rowCount(); ++r)
        if (cards_.zoneOf(r) == zone && cards_.positionOf(r) < texts.size())
            texts[cards_.positionOf(r)] = cardText(r);
    return texts;
}

QString GameSession::saveRecord(const QString& path) const {
    if (!state_) return tr("No game to save.");
    std::vector<SeatSetup> seats;
    for (int s = 0; s < seats_.count(); ++s)
        seats.push_back({seats_.seat(s).name.toStdString(), seats_.seat(s).kind.toStdString()});
    const std::string json = writeRecord(recordOf(*state_, info_->id, seats));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return file.errorString();
    file.write(json.data(), static_cast<qint64>(json.size()));
    if (!file.commit()) return file.errorString();
    return {};
}

QString GameSession::loadRecord(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return file.errorString();
    const QByteArray bytes = file.readAll();
    LoadedGame loaded = felt::loadRecord(std::string_view(bytes.constData(), bytes.size()));
    if (!loaded.error.empty()) return QString::fromStdString(loaded.error);
    const GameInfo* info = findGame(loaded.record.game);
    if (!info) return tr("Unknown game in the record.");
    QVariantMap setup;
    setup.insert(QStringLiteral("game"), QString::fromStdString(info->id));
    setup.insert(QStringLiteral("players"), loaded.record.config.players);
    setup.insert(QStringLiteral("seed"), QString::number(loaded.record.config.seed));
    QVariantMap options;
    for (const auto& [k, v] : loaded.record.config.options.all())
        options.insert(QString::fromStdString(k), QString::fromStdString(v));
    setup.insert(QStringLiteral("options"), options);
    QVariantList seats;
    for (const SeatSetup& s : loaded.record.seats)
        seats.append(QVariantMap{{QStringLiteral("name"), QString::fromStdString(s.name)},
                                 {QStringLiteral("kind"), QString::fromStdString(s.kind)}});
    setup.insert(QStringLiteral("seats"), seats);
    return begin(std::move(loaded.state), info, setup);
}

}  // namespace felt::app
