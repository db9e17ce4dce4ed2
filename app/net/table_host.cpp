#include "table_host.h"

#include <QFile>
#include <QRandomGenerator>
#include <algorithm>
#include <chrono>
#include <exception>

#include "catalog/registry.h"
#include "core/phrase_english.h"
#include "games/game_info.h"
#include "host_client.h"
#include "host_messages.h"
#include "seat_messages.h"
#include "to_wire.h"

namespace felt::net {

std::string newSecret() {
    static const char* hex = "0123456789abcdef";
    std::string out;
    for (int i = 0; i < 4; ++i) {
        quint32 word = QRandomGenerator::system()->generate();
        for (int n = 0; n < 8; ++n, word >>= 4) out += hex[word & 0xF];
    }
    return out;
}

bool sameSecret(const std::string& a, const std::string& b) {
    // Every character is looked at whatever differs, so the answer's timing
    // tells nothing about how much of a guess was right.
    unsigned diff = a.size() == b.size() ? 0u : 1u;
    const std::size_t n = std::max(a.size(), b.size());
    for (std::size_t i = 0; i < n; ++i) {
        const unsigned char x = i < a.size() ? static_cast<unsigned char>(a[i]) : 0;
        const unsigned char y = i < b.size() ? static_cast<unsigned char>(b[i]) : 0;
        diff |= static_cast<unsigned>(x ^ y);
    }
    return diff == 0 && !a.empty();
}

namespace {

// A name as others will read it: no control characters, trimmed, bounded.
std::string cleanName(const std::string& name, int seat) {
    QString s = QString::fromStdString(name);
    QString out;
    for (QChar ch : s)
        if (ch.isPrint()) out += ch;
    out = out.simplified().left(kMaxNameChars);
    if (out.isEmpty()) return "Seat " + std::to_string(seat + 1);
    return out.toStdString();
}

}  // namespace

TableHost::TableHost(HostSetup setup, ClientLimits limits, Clock clock)
    : setup_(std::move(setup)),
      limits_(limits),
      clock_(std::move(clock)),
      botRng_(QRandomGenerator::system()->generate64()),
      botSeed_(QRandomGenerator::system()->generate64()),
      self_(std::make_shared<TableHost*>(this)) {
    if (!clock_) {
        clock_ = [] {
            using namespace std::chrono;
            return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
        };
    }
    thinker_ = [](const Job& job) { job()(); };
    if (setup_.room.empty()) setup_.room = newSecret();
    if (setup_.seed == 0) setup_.seed = QRandomGenerator::system()->generate64();
    info_ = findGame(setup_.game);
    if (!info_) {
        error_ = "unknown game \"" + setup_.game + "\"";
        return;
    }
    if (setup_.players < 1 || setup_.players > kMaxSeats) {
        error_ = "a network table seats 1 to " + std::to_string(kMaxSeats) + " players";
        return;
    }
    const std::vector<std::string> levels = playerLevels();
    if (std::find(levels.begin(), levels.end(), setup_.standInLevel) == levels.end()) {
        error_ = "there is no bot level \"" + setup_.standInLevel + "\"";
        return;
    }
    setup_.awayWaitMs = std::clamp<std::int64_t>(setup_.awayWaitMs, 0, kMaxAwayWaitMs);
    GameConfig config;
    config.players = setup_.players;
    config.options = OptionValues(setup_.options);
    config.seed = setup_.seed;
    state_ = createGame(*info_, config, error_);
    if (!state_) return;
    seen_.reset(setup_.players);
    seats_.resize(static_cast<std::size_t>(setup_.players));
    for (Seat& s : seats_) s.token = newSecret();
}

TableHost::~TableHost() {
    // Answers still on their way find nobody to deliver to.
    self_.reset();
    if (thinkStop_) thinkStop_->request_stop();
}

std::int64_t TableHost::now() const {
    return clock_();
}

void TableHost::setThinker(Thinker thinker) {
    if (thinker) thinker_ = std::move(thinker);
    driveBots();
}

TableHost::ClientId TableHost::connect(Send send, Close close) {
    const ClientId id = nextId_++;
    auto client = std::make_unique<Client>(std::move(send), std::move(close), limits_);
    if (shutDown_) {
        client->send(encode(
            WireClosing{QT_TRANSLATE_NOOP("host", "The host has closed this table."), "", {}}));
        client->closing = true;
        client->close();
    }
    clients_[id] = std::move(client);
    return id;
}

void TableHost::disconnect(ClientId id) {
    auto it = clients_.find(id);
    if (it == clients_.end()) return;
    const int seat = it->second->seat;
    clients_.erase(it);
    if (seat >= 0 && seats_[static_cast<std::size_t>(seat)].client == id) {
        Seat& s = seats_[static_cast<std::size_t>(seat)];
        s.client = 0;
        s.awaySince = now();
        s.ready = false;  // ready means at the table now
        seatsChanged();
        poll();  // a wait of 0: the bot takes over at once
    }
}

int TableHost::seatOf(ClientId id) const {
    auto it = clients_.find(id);
    return it == clients_.end() ? -1 : it->second->seat;
}

void TableHost::fail(Client& c, const char* code, const std::string& message, bool close) {
    if (c.closing) return;
    c.send(encode(WireError{code, message}));
    if (close || ++c.errors >= limits_.errorsBeforeClose) {
        if (!close) c.send(encode(WireError{"closed", "too many bad messages: goodbye"}));
        c.closing = true;
        c.close();
    }
}

void TableHost::refuse(Client& c, const std::string& action, const std::string& reason,
                       const Phrase& phrase) {
    c.send(encode(WireRefused{action, reason, toWire(phrase)}));
    if (++c.errors >= limits_.errorsBeforeClose) fail(c, "closed", "too many refused moves", true);
}

void TableHost::receive(ClientId id, QByteArrayView bytes, bool binary) {
    auto it = clients_.find(id);
    if (it == clients_.end() || !state_ || shutDown_) return;
    Client& c = *it->second;
    if (c.closing) return;
    // A flood is dropped unread: reading costs more than counting.
    if (!c.rate.allow(now())) {
        if (++c.dropped >= limits_.droppedBeforeClose)
            fail(c, "rate", "too many messages: goodbye", true);
        else if (!c.warnedRate)
            c.send(encode(WireError{"rate", "too many messages: some were dropped unread"}));
        c.warnedRate = true;
        return;
    }
    c.warnedRate = false;
    try {
        if (binary) {
            fail(c, "protocol", "binary messages are not part of the protocol: send JSON text",
                 c.seat < 0);
            return;
        }
        ClientMessage message;
        if (std::string why = readClientMessage(bytes, message); !why.empty()) {
            // Before a hello nobody is owed patience.
            fail(c, "protocol", why, c.seat < 0);
            return;
        }
        if (const Hello* hello = std::get_if<Hello>(&message)) {
            onHello(id, c, *hello);
            return;
        }
        if (c.seat < 0) {
            fail(c, "hello", "say hello before anything else", true);
            return;
        }
        if (const Act* act = std::get_if<Act>(&message))
            onAct(id, c, *act);
        else if (const Ready* ready = std::get_if<Ready>(&message))
            onReady(id, c, *ready);
        else if (const AskHint* ask = std::get_if<AskHint>(&message))
            onHint(id, c, *ask);
    } catch (const std::exception& e) {
        fail(c, "internal", std::string("the host could not handle that: ") + e.what(), true);
    }
}

void TableHost::onHello(ClientId id, Client& c, const Hello& hello) {
    if (c.seat >= 0) {
        fail(c, "hello", "you are already seated", false);
        return;
    }
    if (!sameSecret(hello.room, setup_.room)) {
        fail(c, "room", "wrong room secret", true);
        return;
    }
    const int players = static_cast<int>(seats_.size());
    if (hello.seat >= players) {
        fail(c, "seat", "there is no seat " + std::to_string(hello.seat), true);
        return;
    }
    if (!hello.token.empty()) {
        // Taking a seat back: the token names it, and every seat is compared
        // so the time taken does not say which seat came close. Only a
        // person's seat is taken back: open and bot seats' tokens were never sent.
        int found = -1;
        for (int s = 0; s < players; ++s)
            if (sameSecret(hello.token, seats_[static_cast<std::size_t>(s)].token)) found = s;
        if (found >= 0 && seats_[static_cast<std::size_t>(found)].kind != Kind::Person) found = -1;
        if (found < 0 || (hello.seat >= 0 && hello.seat != found)) {
            fail(c, "token", "that token does not belong to the seat you asked for", true);
            return;
        }
        seatClient(id, c, found, hello.name);
        return;
    }
    int seat = hello.seat;
    if (seat >= 0 && seats_[static_cast<std::size_t>(seat)].kind != Kind::Open) {
        fail(c, "seat", "seat " + std::to_string(seat) + " is taken", true);
        return;
    }
    for (int s = 0; seat < 0 && s < players; ++s)
        if (seats_[static_cast<std::size_t>(s)].kind == Kind::Open) seat = s;
    if (seat < 0) {
        fail(c, "full", "every seat at this table is taken", true);
        return;
    }
    seatClient(id, c, seat, hello.name);
}

void TableHost::seatClient(ClientId id, Client& c, int seat, const std::string& name) {
    Seat& s = seats_[static_cast<std::size_t>(seat)];
    // A second connection with the seat's token takes over from the first
    // (a person who reconnected before the old connection timed out).
    if (s.client != 0 && s.client != id) {
        auto old = clients_.find(s.client);
        if (old != clients_.end()) {
            old->second->seat = -1;
            fail(*old->second, "replaced", "this seat was taken over by a new connection", true);
        }
    }
    // A person back from away takes over from the bot playing for them.
    if (s.standIn && seat == state_->toAct()) cancelThink();
    s.kind = Kind::Person;
    s.client = id;
    s.awaySince = -1;
    s.standIn = false;
    s.name = cleanName(name, seat);
    c.seat = seat;
    c.eventsSent = 0;
    c.hintTicket = 0;
    c.send(encode(welcomeOf(*state_, setup_.game, seat, s.token)));
    if (started_) updateSeat(seat, true);
    seatsChanged();
    maybeStart();
}

bool TableHost::ownToken(ClientId id, Client& c, const std::string& token) {
    const Seat& s = seats_[static_cast<std::size_t>(c.seat)];
    if (s.client == id && sameSecret(token, s.token)) return true;
    fail(c, "token", "that is not your seat's token: you can act only for your own seat", false);
    return false;
}

void TableHost::onAct(ClientId id, Client& c, const Act& act) {
    if (!ownToken(id, c, act.token)) return;
    Phrase why;
    if (std::string reason = play(c.seat, act.action, why); !reason.empty())
        refuse(c, act.action, reason, why);
}

std::string TableHost::play(int seat, const std::string& sent, Phrase& why) {
    if (!started_)
        return QT_TRANSLATE_NOOP("host", "The game has not started: some seats are still empty.");
    if (state_->isTerminal()) return QT_TRANSLATE_NOOP("host", "The game is over.");
    // Out of turn: the engine's reasons speak to the seat to act, so none of
    // them is asked for (it could tell this seat about another's cards).
    if (seat != state_->toAct()) return QT_TRANSLATE_NOOP("host", "It is not your turn.");
    const std::string text = normalizeActionText(sent);
    const std::optional<Action> action = state_->parse(text);
    if (!action) return "\"" + text + "\" is not a move of this game.";
    if (!state_->isLegal(*action)) {
        why = state_->explainIllegal(*action);
        std::string reason = englishText(why, &state_->deck());
        return reason.empty() ? QT_TRANSLATE_NOOP("host", "That move is not allowed now.") : reason;
    }
    EventList events;
    if (std::string error = state_->apply(*action, &events); !error.empty()) return error;
    seen_.record(events);
    afterMove();
    return {};
}

void TableHost::afterMove() {
    for (int seat = 0; seat < static_cast<int>(seats_.size()); ++seat) updateSeat(seat, false);
    if (onAction) onAction();
    autosave();
    driveBots();
}

void TableHost::onReady(ClientId id, Client& c, const Ready& ready) {
    if (!ownToken(id, c, ready.token)) return;
    if (started_) {
        refuse(c, "ready", QT_TRANSLATE_NOOP("host", "The game has already started."));
        return;
    }
    Seat& s = seats_[static_cast<std::size_t>(c.seat)];
    if (s.ready == ready.ready) return;
    s.ready = ready.ready;
    seatsChanged();
    maybeStart();
}

void TableHost::updateSeat(int seat, bool fromStart) {
    const ClientId id = seats_[static_cast<std::size_t>(seat)].client;
    auto it = clients_.find(id);
    if (id == 0 || it == clients_.end() || it->second->closing) return;
    Client& c = *it->second;
    if (fromStart) c.eventsSent = 0;
    if (state_->isTerminal() && !finalRecord_) finalRecord_ = sendableRecord();
    for (const QByteArray& m :
         seatUpdate(*state_, seen_, seat, c.eventsSent, finalRecord_.value_or(std::string())))
        c.send(m);
}

std::vector<WireSeat> TableHost::seats() const {
    std::vector<WireSeat> out;
    for (const Seat& s : seats_) {
        WireSeat w;
        w.name = s.name;
        w.taken = s.kind != Kind::Open;
        w.connected = s.client != 0;
        w.kind = s.kind == Kind::Open ? "open" : s.kind == Kind::Person ? "person" : "bot";
        w.ready = s.kind == Kind::Bot || (s.kind == Kind::Person && s.ready);
        w.away = s.kind == Kind::Person && s.client == 0;
        w.standIn = s.standIn;
        w.level = s.kind == Kind::Bot ? s.level : s.standIn ? setup_.standInLevel : "";
        out.push_back(std::move(w));
    }
    return out;
}

void TableHost::sendSeats() {
    WireSeats m;
    m.started = started_;
    m.seats = seats();
    const QByteArray bytes = encode(m);
    for (auto& [id, c] : clients_)
        if (c->seat >= 0 && !c->closing) c->send(bytes);
}

void TableHost::seatsChanged() {
    sendSeats();
    autosave();
    if (onSeatsChanged) onSeatsChanged();
}

std::string TableHost::seatBot(int seat, const std::string& level) {
    if (!state_ || shutDown_) return "the table is closed";
    if (seat < 0 || seat >= static_cast<int>(seats_.size()))
        return "there is no seat " + std::to_string(seat);
    const std::vector<std::string> levels = playerLevels();
    if (std::find(levels.begin(), levels.end(), level) == levels.end())
        return "there is no bot level \"" + level + "\"";
    Seat& s = seats_[static_cast<std::size_t>(seat)];
    if (s.kind == Kind::Person) return "seat " + std::to_string(seat) + " is a person's";
    if (seat == state_->toAct()) cancelThink();  // a new level thinks afresh
    s.kind = Kind::Bot;
    s.level = level;
    s.name.clear();
    s.token = newSecret();  // never sent: nobody takes a bot's seat with a token
    seatsChanged();
    maybeStart();
    driveBots();
    return {};
}

std::string TableHost::removePlayer(int seat) {
    if (!state_ || shutDown_) return "the table is closed";
    if (seat < 0 || seat >= static_cast<int>(seats_.size()))
        return "there is no seat " + std::to_string(seat);
    Seat& s = seats_[static_cast<std::size_t>(seat)];
    if (s.kind == Kind::Open) return "seat " + std::to_string(seat) + " is open already";
    if (seat == state_->toAct()) cancelThink();
    if (auto it = clients_.find(s.client); s.client != 0 && it != clients_.end()) {
        it->second->seat = -1;
        fail(*it->second, "removed",
             QT_TRANSLATE_NOOP("host", "The host removed you from this table."), true);
    }
    // A fresh token: the old one no longer takes this seat back.
    s = Seat{};
    s.token = newSecret();
    seatsChanged();
    return {};
}

void TableHost::maybeStart() {
    if (started_ || setup_.start == StartRule::ByHost) return;
    for (const Seat& s : seats_) {
        if (s.kind == Kind::Open) return;
        if (setup_.start == StartRule::WhenReady && s.kind == Kind::Person && !s.ready) return;
    }
    begin();
}

std::string TableHost::start() {
    if (!state_ || shutDown_) return "the table is closed";
    if (started_) return "the game has already started";
    for (std::size_t s = 0; s < seats_.size(); ++s)
        if (seats_[s].kind == Kind::Open) return "seat " + std::to_string(s) + " is open";
    begin();
    return {};
}

void TableHost::begin() {
    started_ = true;
    seatsChanged();
    for (int seat = 0; seat < static_cast<int>(seats_.size()); ++seat) updateSeat(seat, true);
    driveBots();
}

void TableHost::poll() {
    if (!state_ || shutDown_) return;
    bool changed = false;
    for (Seat& s : seats_) {
        if (s.kind != Kind::Person || s.client != 0 || s.standIn || s.awaySince < 0) continue;
        if (now() - s.awaySince < setup_.awayWaitMs) continue;
        s.standIn = true;
        changed = true;
    }
    if (changed) seatsChanged();
    driveBots();
}

void TableHost::shutdown(const std::string& reason, Leaving how) {
    if (shutDown_) return;
    cancelThink();
    WireClosing closing{reason, "kept", {}};
    if (how == Leaving::ForGood) {
        closing.why = "ended";
        // Nothing will be played any more: the game so far hides nothing.
        if (started_ && !state_->isTerminal()) closing.record = sendableRecord();
        if (!autosavePath_.isEmpty()) QFile::remove(autosavePath_);
    } else {
        autosave();  // the table as it was left, for a restart
    }
    shutDown_ = true;
    const QByteArray bytes = encode(closing);
    for (auto& [id, c] : clients_) {
        if (c->closing) continue;
        c->send(bytes);
        c->closing = true;
        c->close();
    }
}

}  // namespace felt::net
