// The host's bots and hints. Each decision is made from the seat's
// information set (InfoSet::observe with the seat's own seen events, as the
// app's BotWorker does), built here on the host's thread; the job handed to
// the Thinker holds only that information set, never the truth, and makes
// its own bot, so nothing is shared with the host while it thinks.
#include <stop_token>

#include "catalog/bot_levels.h"
#include "catalog/hint.h"
#include "core/info_set.h"
#include "host_client.h"
#include "host_messages.h"
#include "table_host.h"
#include "to_wire.h"

namespace felt::net {

namespace {

constexpr std::uint64_t kMix = 0x9E3779B97F4A7C15ULL;

}  // namespace

bool TableHost::botPlays(int seat) const {
    const Seat& s = seats_[static_cast<std::size_t>(seat)];
    return s.kind == Kind::Bot || (s.kind == Kind::Person && s.standIn);
}

std::string TableHost::levelOf(int seat) const {
    const Seat& s = seats_[static_cast<std::size_t>(seat)];
    return s.kind == Kind::Bot ? s.level : setup_.standInLevel;
}

void TableHost::cancelThink() {
    if (thinkStop_) thinkStop_->request_stop();
    thinkStop_.reset();
    thinking_ = false;
    ++thinkTicket_;
}

// Asks for the next bot move until a person is to act. A Thinker that
// answers at once would otherwise recurse once per move: a nested call only
// asks the outer loop to go round again.
void TableHost::driveBots() {
    if (driving_) {
        driveAgain_ = true;
        return;
    }
    driving_ = true;
    do {
        driveAgain_ = false;
        askBot();
    } while (driveAgain_);
    driving_ = false;
}

void TableHost::askBot() {
    if (!state_ || !started_ || shutDown_ || thinking_ || state_->isTerminal()) return;
    const int seat = state_->toAct();
    if (seat < 0 || seat >= static_cast<int>(seats_.size()) || !botPlays(seat)) return;
    const InfoSet info = InfoSet::observe(*state_, seat, botRng_, seen_.seenBy(seat));
    const std::uint64_t ticket = ++thinkTicket_;
    thinking_ = true;
    auto stop = std::make_shared<std::stop_source>();
    thinkStop_ = stop;
    const std::uint64_t seed =
        botSeed_ ^ (kMix * (state_->history().size() + 1)) ^ static_cast<std::uint64_t>(seat);
    std::weak_ptr<TableHost*> self = self_;
    thinker_([game = info_, level = levelOf(seat), info, seed, stop, self,
              ticket]() -> std::function<void()> {
        std::unique_ptr<Bot> bot = createLevelBot(*game, level, seed);
        const Action action =
            bot ? bot->decide(info, stop->get_token()) : info.legalActions().front();
        return [self, ticket, action] {
            if (auto host = self.lock()) (*host)->botDecided(ticket, action);
        };
    });
}

void TableHost::botDecided(std::uint64_t ticket, const Action& action) {
    if (!thinking_ || ticket != thinkTicket_) return;  // stale: the table moved on
    thinking_ = false;
    thinkStop_.reset();
    const int seat = state_->toAct();
    if (!botPlays(seat)) return;
    // The same path as a client's move: checked, applied, sent to everyone.
    Phrase why;
    if (std::string reason = play(seat, state_->format(action), why); !reason.empty())
        error_ = "a bot's move was refused: " + reason;
    driveBots();
}

void TableHost::onHint(ClientId id, Client& c, const AskHint& ask) {
    if (!ownToken(id, c, ask.token)) return;
    if (!started_) {
        refuse(c, "hint", QT_TRANSLATE_NOOP("host", "The game has not started."));
        return;
    }
    if (state_->isTerminal()) {
        refuse(c, "hint", QT_TRANSLATE_NOOP("host", "The game is over."));
        return;
    }
    if (c.seat != state_->toAct()) {
        refuse(c, "hint", QT_TRANSLATE_NOOP("host", "It is not your turn."));
        return;
    }
    if (c.hintTicket != 0) {
        refuse(c, "hint", QT_TRANSLATE_NOOP("host", "A hint is on its way."));
        return;
    }
    const InfoSet info = InfoSet::observe(*state_, c.seat, botRng_, seen_.seenBy(c.seat));
    const std::uint64_t ticket = nextHintTicket_++;
    c.hintTicket = ticket;
    const std::size_t moves = state_->history().size();
    // Seeded by the table and the position: asking again gives the same hint.
    const std::uint64_t seed = botSeed_ ^ (0xA24BAED4963EE407ULL * (moves + 1));
    std::weak_ptr<TableHost*> self = self_;
    thinker_([game = info_, info, seed, self, id, ticket, moves]() -> std::function<void()> {
        const Hint hint = expertHint(*game, info, seed);
        return [self, id, ticket, moves, action = hint.action, reason = hint.reason] {
            if (auto host = self.lock()) (*host)->hintReady(id, ticket, moves, action, reason);
        };
    });
}

void TableHost::hintReady(ClientId id, std::uint64_t ticket, std::size_t moves,
                          const Action& action, const Phrase& reason) {
    auto it = clients_.find(id);
    if (it == clients_.end() || it->second->hintTicket != ticket) return;
    Client& c = *it->second;
    c.hintTicket = 0;
    if (c.closing || shutDown_) return;
    // A hint for a position that has moved on is no help: refused instead.
    if (state_->history().size() != moves || c.seat != state_->toAct() ||
        !state_->isLegal(action)) {
        refuse(c, "hint",
               QT_TRANSLATE_NOOP("host", "The table moved on before the hint was ready."));
        return;
    }
    WireHint m;
    m.text = state_->format(action);
    m.label = toWire(state_->describe(action).label);
    m.reason = toWire(reason);
    c.send(encode(m));
}

}  // namespace felt::net
