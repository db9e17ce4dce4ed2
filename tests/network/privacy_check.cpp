#include "privacy_check.h"

#include <algorithm>
#include <variant>

#include "catalog/record.h"
#include "net/to_wire.h"

namespace felt::net::test {

PrivacyCheck::PrivacyCheck(const GameState& start) : mirror_(start.clone()) {
    const int players = mirror_->players();
    seen_.reset(players);
    everSeen_.resize(static_cast<std::size_t>(players));
    raw_.resize(static_cast<std::size_t>(players));
    seedText_ = std::to_string(mirror_->config().seed);
    for (int s = 0; s < players; ++s) see(s);
}

void PrivacyCheck::see(int seat) {
    CardSet& seen = everSeen_[static_cast<std::size_t>(seat)];
    for (const ZoneView& z : mirror_->view(seat).zones)
        for (const CardView& c : z.cards)
            if (c.id != kNoCard) seen.insert(c.id);
    for (const Event& e : *seen_.seenBy(seat))
        if (e.kind == EventKind::Move && e.card != kNoCard) seen.insert(e.card);
}

void PrivacyCheck::advance(const GameState& host) {
    if (host.history().size() != mirror_->history().size() + 1) {
        fail(-1, "the host's history is not one action ahead of the check's copy");
        return;
    }
    EventList events;
    const std::string why = mirror_->apply(host.history().back(), &events);
    if (!why.empty()) fail(-1, "the host applied a move its own rules refuse: " + why);
    seen_.record(events);
    for (int s = 0; s < mirror_->players(); ++s) see(s);
}

void PrivacyCheck::fail(int seat, const std::string& what) {
    if (failures_.size() < 20) failures_.push_back("seat " + std::to_string(seat) + ": " + what);
}

bool PrivacyCheck::mayName(int seat, int card) const {
    return card == kNoCard ||
           (card >= 0 && card < kMaxCards &&
            everSeen_[static_cast<std::size_t>(seat)].contains(static_cast<CardId>(card)));
}

namespace {

void phraseCards(const WirePhrase& p, std::vector<int>& out) {
    for (const WireArg& a : p.args) out.insert(out.end(), a.cards.begin(), a.cards.end());
}

// Every card id a message names, wherever it is.
std::vector<int> cardsNamed(const HostMessage& message) {
    std::vector<int> out;
    if (auto* m = std::get_if<WireState>(&message)) {
        for (const WireZone& z : m->zones) out.insert(out.end(), z.cards.begin(), z.cards.end());
        for (const WireGroup& g : m->groups) {
            out.insert(out.end(), g.cards.begin(), g.cards.end());
            phraseCards(g.caption, out);
        }
    } else if (auto* m = std::get_if<WireEvents>(&message)) {
        for (const WireEvent& e : m->events) {
            out.push_back(e.card);
            phraseCards(e.text, out);
        }
    } else if (auto* m = std::get_if<WireMoves>(&message)) {
        phraseCards(m->question, out);
        for (const WireMove& mv : m->moves) {
            phraseCards(mv.label, out);
            phraseCards(mv.withheldBecause, out);
            for (auto [card, rank] : mv.standsFor) out.push_back(card);
            out.insert(out.end(), mv.cards.begin(), mv.cards.end());
            for (auto [card, zone] : mv.lands) out.push_back(card);
        }
        for (const WireCardReason& r : m->cardReasons) {
            phraseCards(r.reason, out);
            out.insert(out.end(), r.cards.begin(), r.cards.end());
        }
    } else if (auto* m = std::get_if<WireRefused>(&message)) {
        phraseCards(m->phrase, out);
    } else if (auto* m = std::get_if<WireHint>(&message)) {
        phraseCards(m->label, out);
        phraseCards(m->reason, out);
    }
    return out;
}

}  // namespace

void PrivacyCheck::check(int seat, const QByteArray& raw, const HostMessage& message) {
    ++checked_;
    if (seat < 0 || seat >= mirror_->players()) {
        fail(seat, "a message to a seat that is not at the table");
        return;
    }
    raw_[static_cast<std::size_t>(seat)].push_back(raw);
    // The seed and the whole record come only with the result, once nothing
    // is hidden any more.
    const bool over = std::holds_alternative<WireResult>(message) && mirror_->isTerminal();
    if (!over && (raw.contains(QByteArray::fromStdString(seedText_)) || raw.contains("seed")))
        fail(seat, "a message names the seed: " + raw.left(200).toStdString());
    for (int card : cardsNamed(message))
        if (!mayName(seat, card)) {
            fail(seat, "names card " + std::to_string(card) +
                           ", which it never saw: " + raw.left(300).toStdString());
            break;
        }
    if (auto* m = std::get_if<WireWelcome>(&message)) {
        if (m->seat != seat) fail(seat, "welcomed as seat " + std::to_string(m->seat));
        tokens_[seat] = m->token;
    } else if (auto* m = std::get_if<WireState>(&message)) {
        // Exactly the seat's view, card for card.
        const WireState truth = toWire(mirror_->view(seat));
        if (m->viewer != seat) fail(seat, "a state viewed by seat " + std::to_string(m->viewer));
        if (m->zones != truth.zones) fail(seat, "a state whose zones differ from its view");
        if (m->groups != truth.groups || m->stats != truth.stats || m->toAct != truth.toAct)
            fail(seat, "a state whose stats, groups or turn differ from its view");
    } else if (auto* m = std::get_if<WireEvents>(&message)) {
        const auto seen = seen_.seenBy(seat);
        for (std::size_t i = 0; i < m->events.size(); ++i) {
            const std::size_t at = static_cast<std::size_t>(m->from) + i;
            if (at >= seen->size() || !(m->events[i] == toWire((*seen)[at]))) {
                fail(seat, "event " + std::to_string(at) + " is not the event as it saw it");
                break;
            }
        }
    } else if (auto* m = std::get_if<WireMoves>(&message)) {
        if (m->toAct != mirror_->toAct()) fail(seat, "moves name the wrong seat to act");
        std::vector<std::string> sent, legal;
        for (const WireMove& mv : m->moves)
            if (mv.withheldBecause.empty()) sent.push_back(mv.text);
        if (seat == mirror_->toAct() && !mirror_->isTerminal())
            for (const Action& a : mirror_->legalActions()) legal.push_back(mirror_->format(a));
        std::sort(sent.begin(), sent.end());
        std::sort(legal.begin(), legal.end());
        if (sent != legal) fail(seat, "moves that are not exactly its legal moves");
    } else if (auto* m = std::get_if<WireHint>(&message)) {
        // A hint is one of the seat's own legal moves now, on its own turn.
        bool legal = false;
        if (seat == mirror_->toAct() && !mirror_->isTerminal())
            for (const Action& a : mirror_->legalActions())
                legal = legal || mirror_->format(a) == m->text;
        if (!legal) fail(seat, "a hint that is not one of its moves now: " + m->text);
        ++hints_;
    } else if (auto* m = std::get_if<WireSeats>(&message)) {
        // Who sits where is public; only the shape is checked here.
        if (static_cast<int>(m->seats.size()) != mirror_->players())
            fail(seat, "a seats message for another table");
    } else if (auto* m = std::get_if<WireResult>(&message)) {
        if (!mirror_->isTerminal())
            fail(seat, "a result before the end");
        else if (!(m->scores == toWire(mirror_->result()).scores &&
                   m->placements == toWire(mirror_->result()).placements &&
                   m->winners == toWire(mirror_->result()).winners))
            fail(seat, "a result that is not the game's");
        else if (const LoadedGame game = loadRecord(m->record);
                 !game.error.empty() || game.record.config.seed != mirror_->config().seed ||
                 game.state->history().size() != mirror_->history().size())
            fail(seat, "a result whose record is not the game's: " + game.error);
    }
}

void PrivacyCheck::finish() {
    for (int seat = 0; seat < mirror_->players(); ++seat)
        for (const auto& [other, token] : tokens_) {
            if (other == seat || token.empty()) continue;
            for (const QByteArray& raw : raw_[static_cast<std::size_t>(seat)])
                if (raw.contains(QByteArray::fromStdString(token))) {
                    fail(seat, "was sent seat " + std::to_string(other) + "'s token");
                    break;
                }
        }
}

std::string PrivacyCheck::summary() const {
    std::string out;
    for (const std::string& f : failures_) out += f + "\n";
    return out;
}

std::string pickMove(const WireMoves& moves, std::uint64_t& rngState) {
    std::vector<const WireMove*> enabled;
    for (const WireMove& m : moves.moves)
        if (m.withheldBecause.empty()) enabled.push_back(&m);
    if (enabled.empty()) return {};
    // A small xorshift: the clients' choices are seeded and need no engine.
    rngState ^= rngState << 13;
    rngState ^= rngState >> 7;
    rngState ^= rngState << 17;
    return enabled[rngState % enabled.size()]->text;
}

}  // namespace felt::net::test
