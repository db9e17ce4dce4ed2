#include "net_session.h"

#include <QCoreApplication>
#include <QCryptographicHash>

#include "net/net_client.h"
#include "session/record_files.h"

namespace felt::app {

namespace {

// A sentence from the host (English), in this Felt's language when it is
// one of the host's fixed sentences (see table_host.h).
QString hostSaid(const std::string& text) {
    return QCoreApplication::translate("host", text.c_str());
}

}  // namespace

NetSession::NetSession(ViewSettings* view, QObject* parent) : TableSession(view, parent) {
    connect(&input_, &TableInput::decided, this, &NetSession::onDecided);
    connect(&table_, &TablePresenter::caughtUp, this, &NetSession::refresh);
    connect(&table_, &TablePresenter::roundEnded, this, [this] {
        if (view_.roundSummaries()) roundOver_ = true;
    });
}

void NetSession::attach(net::NetClient* client) {
    detach();
    client_ = client;
    connect(client_, &net::NetClient::welcomed, this, &NetSession::onWelcome);
    connect(client_, &net::NetClient::updated, this, &NetSession::refresh);
    connect(client_, &net::NetClient::finished, this, [this] {
        takeRecord();
        refresh();
        if (record_) emit gameFinished();
    });
    connect(client_, &net::NetClient::refused, this, &NetSession::onRefused);
    connect(client_, &net::NetClient::errorReceived, this,
            [this](const QString& code) { onError(code); });
    connect(client_, &net::NetClient::hinted, this, &NetSession::onHint);
    connect(client_, &net::NetClient::seatsChanged, this, [this] {
        if (!shape_) return;  // the welcome lays out the table with its seats
        table_.renameSeats(seatInfos());
        emit stateChanged();
    });
    connect(client_, &net::NetClient::hostLeft, this, &NetSession::onHostLeft);
    // Gone without a word (the host's Felt crashed, the network went down).
    connect(client_, &net::NetClient::closed, this, [this] {
        if (farewell_.isEmpty() && !gameOver())
            onHostLeft(
                tr("The connection to the host was lost. The game so far stays on the "
                   "table."));
    });
    if (client_->welcome()) onWelcome();
}

void NetSession::detach() {
    if (client_) disconnect(client_, nullptr, this, nullptr);
    client_ = nullptr;
    input_.clear(tr("The table is closed."));
}

std::vector<SeatInfo> NetSession::seatInfos() const {
    std::vector<SeatInfo> seats;
    const auto& wire = client_->seats().seats;
    for (int s = 0; s < players(); ++s) {
        SeatInfo info;
        if (static_cast<std::size_t>(s) < wire.size()) {
            const net::WireSeat& seat = wire[static_cast<std::size_t>(s)];
            info.name = QString::fromStdString(seat.name);
            info.kind = seat.kind == "bot" ? QStringLiteral("bot") : QStringLiteral("human");
            if (seat.standIn)
                info.presence = tr("away · a bot plays");
            else if (seat.away)
                info.presence = tr("away");
        }
        if (info.name.isEmpty())
            info.name = info.kind == QLatin1String("bot") ? tr("Bot %1").arg(s + 1)
                                                          : tr("Player %1").arg(s + 1);
        seats.push_back(info);
    }
    return seats;
}

void NetSession::onWelcome() {
    const net::WireWelcome& w = *client_->welcome();
    std::string error;
    net::WireTable shape = net::tableOf(w, error);
    if (!shape.deck) {
        farewell_ = tr("This table cannot be shown: %1.").arg(QString::fromStdString(error));
        setStatus(farewell_);
        return;
    }
    shape_ = std::move(shape);
    gameId_ = QString::fromStdString(w.game);
    seat_ = w.seat;
    eventsPlayed_ = 0;
    dealt_ = false;
    sent_ = false;
    roundOver_ = false;
    roundShown_ = false;
    resultText_.clear();
    farewell_.clear();
    record_.reset();
    dealCode_.clear();
    table_.begin(*shape_->deck, shape_->zones, shape_->stats, seatInfos(), seat_);
    input_.clear(tr("Please wait for your turn."));
    emit gameChanged();
    emit viewerChanged();
    refresh();
}

void NetSession::refresh() {
    if (!client_ || !shape_ || !client_->state()) return;
    const int deckSize = shape_->deck->size();
    const auto& events = client_->events();
    if (!dealt_) {
        // The first view: its cards come from the pack, or, joining a game
        // under way, lie where they are at once.
        dealt_ = true;
        eventsPlayed_ = events.size();
        table_.deal(net::fromWire(*client_->state(), *shape_->deck), !events.empty(), true,
                    view_.moveMs());
        return;  // caughtUp comes back here
    }
    if (eventsPlayed_ > events.size()) eventsPlayed_ = events.size();  // a rejoin starts over
    if (table_.busy()) return;  // the table is playing: caughtUp comes back here
    if (roundOver_) {           // the round's summary shows; what came since waits for Continue
        if (!roundShown_) {
            roundShown_ = true;
            table_.showRoundResult();
            input_.clear(tr("The round is over: continue when you are ready."));
            setStatus(tr("The round is over."));
            emit settled();
        }
        return;
    }
    if (eventsPlayed_ < events.size()) {
        EventList fresh;
        int actor = -1;
        for (; eventsPlayed_ < events.size(); ++eventsPlayed_) {
            fresh.push_back(net::fromWire(events[eventsPlayed_], deckSize));
            if (actor < 0) actor = fresh.back().seat;
        }
        table_.play(actor, std::move(fresh));
        return;
    }
    // Caught up with every event: the view as it is now (once the host's view
    // after them has come), and what comes next.
    if (client_->eventsAtState() != events.size()) return;
    table_.show(net::fromWire(*client_->state(), *shape_->deck), false, false);
    const net::WireMoves& moves = client_->moves();
    if (sent_ && client_->movesReceived() != movesAtSend_) sent_ = false;
    const bool movesNow = client_->eventsAtMoves() == events.size();
    if (gameOver()) {
        setResult(client_->result()->winners);
        input_.clear(tr("The game is over."));
        setStatus(resultText_);
    } else if (!farewell_.isEmpty()) {
        input_.clear(farewell_);
    } else if (movesNow && moves.toAct == seat_ && !moves.moves.empty() && !sent_) {
        offer_ = net::offerOf(moves, deckSize);
        input_.offer(offer_);
        setStatus(turnText(seat_));
    } else if (!sent_) {
        input_.clear(tr("Please wait for your turn."));
        const int actor = toAct();
        if (actor >= 0) setStatus(tr("Waiting for %1…").arg(seatName(actor)));
    }
    emit stateChanged();
    emit settled();
}

void NetSession::onDecided(const Action& action) {
    const OfferedMove* move = client_ ? offer_.find(action) : nullptr;
    if (!move) return;
    sent_ = true;
    movesAtSend_ = client_->movesReceived();
    input_.clear(tr("Please wait for your turn."));
    // The host answers with the move's events, view and moves (or a refusal):
    // refresh goes on from there.
    client_->act(move->text);
}

void NetSession::onRefused() {
    sent_ = false;
    const auto& refusals = client_->refusals();
    if (!refusals.empty() && shape_) {
        const Phrase reason = net::fromWire(refusals.back().phrase, shape_->deck->size());
        refresh();  // the same moves again
        input_.setExplanation(reason.empty() ? hostSaid(refusals.back().reason)
                                             : table_.text().phrase(reason));
        return;
    }
    refresh();
}

void NetSession::onError(const QString& code) {
    // The host drops a flood's messages unread and says so once: the move
    // on its way may be one of them, and no answer to it will come.
    if (code != QLatin1String("rate") || !sent_) return;
    sent_ = false;
    refresh();
    input_.setExplanation(
        tr("Your move did not reach the host: too many messages were sent at once. Please make "
           "it again."));
}

void NetSession::askHint() {
    if (!client_ || !input_.humanTurn()) return;
    input_.setExplanation(tr("Looking for a good move…"));
    client_->askHint();
}

void NetSession::onHint() {
    const auto& hint = client_->hint();
    if (!hint || !shape_) return;
    if (const OfferedMove* move = offer_.findText(hint->text))
        input_.showHint(move->action,
                        table_.text().phrase(net::fromWire(hint->reason, shape_->deck->size())));
}

void NetSession::takeRecord() {
    if (!client_ || client_->record().empty() || record_) return;
    LoadedGame loaded = loadRecord(client_->record());
    TableSetup setup;
    if (!loaded.error.empty() || !readRecordSetup(loaded, setup).isEmpty()) return;
    dealCode_ = dealCodeOf(setup);
    record_ = std::move(loaded);
    emit stateChanged();
}

std::optional<FinishedGame> NetSession::finishedGame() const {
    if (!gameOver() || !record_) return std::nullopt;
    QStringList kinds;
    for (const SeatSetup& seat : record_->record.seats) kinds << QString::fromStdString(seat.kind);
    // Every seat is sent the same record: its hash names the game wherever
    // it is counted.
    const QByteArray key = QCryptographicHash::hash(QByteArray::fromStdString(client_->record()),
                                                    QCryptographicHash::Sha256);
    return finishedGameOf(QString::fromLatin1(key.toHex()), kinds, client_->result()->scores);
}

QString NetSession::saveRecord(const QString& path) const {
    if (!record_)
        return tr(
            "The record of a network game comes from its host when the game ends: until "
            "then it would show the others' cards.");
    return saveRecordFile(path, record_->record);
}

void NetSession::replay() {
    if (canReplay()) emit replayWanted();
}

std::string NetSession::recordText() const {
    return record_ ? writeRecord(record_->record) : std::string();
}

void NetSession::onHostLeft(const QString& reason) {
    takeRecord();
    // The host's own sentence is English: what it meant is said here, in
    // this Felt's language, when the host said which it was.
    const std::string how = client_ ? client_->leaving() : std::string();
    if (gameOver())  // the game had ended: the host moves on to something else
        farewell_ = tr("The host has left the table.");
    else if (how == "ended")
        farewell_ = record_ ? tr("The host ended the game. Game › Save As… keeps its record.")
                            : tr("The host ended the game.");
    else if (how == "kept")
        farewell_ =
            tr("The host closed Felt and keeps the game. When they continue it, join the table "
               "again with the same invitation: your seat waits for you.");
    else if (how == "removed")
        farewell_ = tr("The host freed your seat: you are no longer at this table.");
    else
        farewell_ = reason.isEmpty() ? tr("The host has closed the table.")
                                     : hostSaid(reason.toStdString());
    sent_ = false;
    input_.clear(farewell_);
    input_.setExplanation(farewell_);
    setStatus(farewell_);
}

void NetSession::continueAfterRound() {
    if (!roundOver_) return;
    roundOver_ = false;
    roundShown_ = false;
    emit stateChanged();
    refresh();
}

bool NetSession::isHuman(int seat) const {
    if (!client_ || seat < 0) return false;
    const auto& seats = client_->seats().seats;
    return static_cast<std::size_t>(seat) < seats.size() &&
           seats[static_cast<std::size_t>(seat)].kind == "person";
}

QVariantMap NetSession::setup() const {
    if (!client_ || !client_->welcome()) return {};
    QVariantMap options;
    for (const auto& [key, value] : client_->welcome()->options)
        options.insert(QString::fromStdString(key), QString::fromStdString(value));
    return {{QStringLiteral("game"), gameId_},
            {QStringLiteral("players"), players()},
            {QStringLiteral("options"), options}};
}

int NetSession::toAct() const {
    return client_ && client_->state() && !gameOver() ? client_->state()->toAct : -1;
}

bool NetSession::gameOver() const {
    return client_ && client_->result().has_value();
}

QVariantList NetSession::placements() const {
    QVariantList out;
    if (gameOver())
        for (int p : client_->result()->placements) out << p;
    return out;
}

QString NetSession::undoUnavailable() const {
    return tr("Undo is off at a network table: the others have seen your move.");
}

}  // namespace felt::app
