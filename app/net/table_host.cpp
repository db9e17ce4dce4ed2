#include "table_host.h"

#include <QRandomGenerator>
#include <chrono>
#include <exception>

#include "catalog/registry.h"
#include "core/phrase_english.h"
#include "host_messages.h"
#include "seat_messages.h"
#include "to_wire.h"

namespace felt::net {

struct TableHost::Client {
    Client(Send s, Close c, const ClientLimits& limits)
        : send(std::move(s)), close(std::move(c)), rate(limits.burst, limits.perSecond) {}
    Send send;
    Close close;
    RateLimit rate;
    int seat = -1;
    int eventsSent = 0;  // how many of its seat's events this connection has been sent
    int dropped = 0;
    int errors = 0;
    bool warnedRate = false;
    bool closing = false;  // told to go: nothing more is read from it
};

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
    : setup_(std::move(setup)), limits_(limits), clock_(std::move(clock)) {
    if (!clock_) {
        clock_ = [] {
            using namespace std::chrono;
            return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
        };
    }
    if (setup_.room.empty()) setup_.room = newSecret();
    if (setup_.seed == 0) setup_.seed = QRandomGenerator::system()->generate64();
    const GameInfo* info = findGame(setup_.game);
    if (!info) {
        error_ = "unknown game \"" + setup_.game + "\"";
        return;
    }
    if (setup_.players < 1 || setup_.players > kMaxSeats) {
        error_ = "a network table seats 1 to " + std::to_string(kMaxSeats) + " players";
        return;
    }
    GameConfig config;
    config.players = setup_.players;
    config.options = OptionValues(setup_.options);
    config.seed = setup_.seed;
    state_ = createGame(*info, config, error_);
    if (!state_) return;
    seen_.reset(setup_.players);
    seats_.resize(static_cast<std::size_t>(setup_.players));
    for (Seat& s : seats_) s.token = newSecret();
}

TableHost::~TableHost() = default;

std::int64_t TableHost::now() const {
    return clock_();
}

TableHost::ClientId TableHost::connect(Send send, Close close) {
    const ClientId id = nextId_++;
    clients_[id] = std::make_unique<Client>(std::move(send), std::move(close), limits_);
    return id;
}

void TableHost::disconnect(ClientId id) {
    auto it = clients_.find(id);
    if (it == clients_.end()) return;
    const int seat = it->second->seat;
    clients_.erase(it);
    if (seat >= 0 && seats_[static_cast<std::size_t>(seat)].client == id) {
        seats_[static_cast<std::size_t>(seat)].client = 0;
        sendSeats();
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
    if (it == clients_.end() || !state_) return;
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
        } else if (const Act* act = std::get_if<Act>(&message)) {
            if (c.seat < 0)
                fail(c, "hello", "say hello before anything else", true);
            else
                onAct(id, c, *act);
        }
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
        // so the time taken does not say which seat came close.
        int found = -1;
        for (int s = 0; s < players; ++s)
            if (sameSecret(hello.token, seats_[static_cast<std::size_t>(s)].token)) found = s;
        if (found < 0 || (hello.seat >= 0 && hello.seat != found)) {
            fail(c, "token", "that token does not belong to the seat you asked for", true);
            return;
        }
        seatClient(id, c, found, hello.name);
        return;
    }
    int seat = hello.seat;
    if (seat >= 0 && seats_[static_cast<std::size_t>(seat)].taken) {
        fail(c, "seat", "seat " + std::to_string(seat) + " is taken", true);
        return;
    }
    for (int s = 0; seat < 0 && s < players; ++s)
        if (!seats_[static_cast<std::size_t>(s)].taken) seat = s;
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
    s.taken = true;
    s.client = id;
    s.name = cleanName(name, seat);
    c.seat = seat;
    c.eventsSent = 0;
    c.send(encode(welcomeOf(*state_, setup_.game, seat, s.token)));
    bool everyone = true;
    for (const Seat& other : seats_) everyone = everyone && other.taken;
    const bool starting = everyone && !started_;
    started_ = started_ || everyone;
    sendSeats();
    if (starting) {
        for (int other = 0; other < static_cast<int>(seats_.size()); ++other)
            updateSeat(other, true);
    } else if (started_) {
        updateSeat(seat, true);
    }
}

void TableHost::onAct(ClientId id, Client& c, const Act& act) {
    Seat& s = seats_[static_cast<std::size_t>(c.seat)];
    if (s.client != id || !sameSecret(act.token, s.token)) {
        fail(c, "token", "that is not your seat's token: you can act only for your own seat",
             false);
        return;
    }
    if (!started_) {
        refuse(c, act.action, "The game has not started: some seats are still empty.");
        return;
    }
    if (state_->isTerminal()) {
        refuse(c, act.action, "The game is over.");
        return;
    }
    // Out of turn: the engine's reasons speak to the seat to act, so none of
    // them is asked for (it could tell this seat about another's cards).
    if (c.seat != state_->toAct()) {
        refuse(c, act.action, "It is not your turn.");
        return;
    }
    const std::string text = normalizeActionText(act.action);
    const std::optional<Action> action = state_->parse(text);
    if (!action) {
        refuse(c, act.action, "\"" + text + "\" is not a move of this game.");
        return;
    }
    if (!state_->isLegal(*action)) {
        const Phrase why = state_->explainIllegal(*action);
        std::string reason = englishText(why, &state_->deck());
        if (reason.empty()) reason = "That move is not allowed now.";
        refuse(c, act.action, reason, why);
        return;
    }
    EventList events;
    if (std::string why = state_->apply(*action, &events); !why.empty()) {
        refuse(c, act.action, why);
        return;
    }
    seen_.record(events);
    for (int seat = 0; seat < static_cast<int>(seats_.size()); ++seat) updateSeat(seat, false);
    if (onAction) onAction();
}

void TableHost::updateSeat(int seat, bool fromStart) {
    const ClientId id = seats_[static_cast<std::size_t>(seat)].client;
    auto it = clients_.find(id);
    if (id == 0 || it == clients_.end() || it->second->closing) return;
    Client& c = *it->second;
    if (fromStart) c.eventsSent = 0;
    for (const QByteArray& m : seatUpdate(*state_, seen_, seat, c.eventsSent)) c.send(m);
}

void TableHost::sendSeats() {
    WireSeats m;
    m.started = started_;
    for (const Seat& s : seats_) m.seats.push_back({s.name, s.taken, s.client != 0});
    const QByteArray bytes = encode(m);
    for (auto& [id, c] : clients_)
        if (c->seat >= 0 && !c->closing) c->send(bytes);
}

}  // namespace felt::net
