#include "host_harness.h"

#include "catalog/registry.h"
#include "privacy_check.h"

namespace felt::net::test {

bool FakeClient::hasError(const std::string& code) const {
    for (const WireError& e : errors)
        if (e.code == code) return true;
    return false;
}

ClientLimits generousLimits() {
    ClientLimits limits;
    limits.burst = 1e9;
    limits.perSecond = 1e9;
    return limits;
}

Harness::Harness(HostSetup setup, bool queuedThinks)
    : host_(std::make_unique<TableHost>(std::move(setup), generousLimits(),
                                        [this] { return clock; })) {
    if (queuedThinks)
        host_->setThinker([this](TableHost::Job job) { thinks_.push_back(std::move(job)); });
}

std::unique_ptr<Harness> Harness::restored(const QByteArray& saved, std::string& error) {
    std::unique_ptr<Harness> h(new Harness());
    h->host_ =
        TableHost::restore(saved, error, generousLimits(), [p = h.get()] { return p->clock; });
    if (!h->host_) return nullptr;
    return h;
}

FakeClient& Harness::join(const std::string& name, int seat, const std::string& token) {
    clients.push_back(std::make_unique<FakeClient>());
    FakeClient* c = clients.back().get();
    c->id = host_->connect([c](const QByteArray& m) { c->inbox.push_back(m); },
                           [c] { c->closed = true; });
    host_->receive(c->id, encode(Hello{host_->room(), name, seat, token}));
    return *c;
}

void Harness::send(FakeClient& c, const QByteArray& bytes) {
    host_->receive(c.id, bytes);
}

void Harness::drop(FakeClient& c) {
    host_->disconnect(c.id);
}

void Harness::read() {
    for (auto& c : clients)
        while (!c->inbox.empty()) {
            const QByteArray raw = c->inbox.front();
            c->inbox.pop_front();
            take(*c, raw);
        }
}

void Harness::take(FakeClient& c, const QByteArray& raw) {
    HostMessage message;
    if (std::string why = readHostMessage(raw, message); !why.empty()) {
        c.unreadable.push_back(why);
        return;
    }
    if (onMessage) onMessage(c, raw, message);
    if (auto* m = std::get_if<WireWelcome>(&message)) {
        c.welcome = *m;
        c.events.clear();
    } else if (auto* m = std::get_if<WireSeats>(&message)) {
        c.seats = *m;
    } else if (auto* m = std::get_if<WireState>(&message)) {
        c.state = *m;
    } else if (auto* m = std::get_if<WireEvents>(&message)) {
        if (m->from > static_cast<int>(c.events.size())) {
            c.unreadable.push_back("a gap in the events");
            return;
        }
        c.events.resize(static_cast<std::size_t>(m->from));
        c.events.insert(c.events.end(), m->events.begin(), m->events.end());
    } else if (auto* m = std::get_if<WireMoves>(&message)) {
        c.moves = *m;
    } else if (auto* m = std::get_if<WireResult>(&message)) {
        c.result = *m;
    } else if (auto* m = std::get_if<WireRefused>(&message)) {
        c.refusals.push_back(*m);
    } else if (auto* m = std::get_if<WireError>(&message)) {
        c.errors.push_back(*m);
    } else if (auto* m = std::get_if<WireHint>(&message)) {
        c.hint = *m;
    } else if (auto* m = std::get_if<WireClosing>(&message)) {
        c.closing = *m;
    }
}

void Harness::runThinks() {
    while (!thinks_.empty()) {
        TableHost::Job job = std::move(thinks_.front());
        thinks_.pop_front();
        job()();
    }
}

void Harness::runOneThink() {
    if (thinks_.empty()) return;
    TableHost::Job job = std::move(thinks_.front());
    thinks_.pop_front();
    job()();
}

int playPeople(Harness& h, std::uint64_t& rng, int maxMoves) {
    int made = 0;
    for (int n = 0; n < maxMoves; ++n) {
        h.read();
        const GameState& s = h.host().state();
        if (s.isTerminal()) break;
        FakeClient* mover = nullptr;
        for (auto& c : h.clients)
            if (!c->closed && c->seat() == s.toAct() && h.host().seatOf(c->id) == s.toAct())
                mover = c.get();
        if (!mover) break;
        const std::string text = pickMove(mover->moves, rng);
        if (text.empty()) break;
        h.send(*mover, encode(Act{text, mover->token()}));
        ++made;
    }
    h.read();
    return made;
}

std::vector<std::pair<std::string, int>> smallestAndLargestTables() {
    std::vector<std::pair<std::string, int>> tables;
    for (const GameInfo& g : allGames()) {
        tables.emplace_back(g.id, g.minPlayers);
        if (g.maxPlayers != g.minPlayers) tables.emplace_back(g.id, g.maxPlayers);
    }
    return tables;
}

}  // namespace felt::net::test
