#include "away_seats.h"

#include <QDateTime>
#include <QTimer>
#include <algorithm>

namespace felt::app {

AwaySeats::AwaySeats(Clock clock, QObject* parent)
    : QObject(parent),
      clock_(clock ? std::move(clock) : Clock([] { return QDateTime::currentMSecsSinceEpoch(); })) {
}

void AwaySeats::newGame(std::vector<SeatDecider*> deciders) {
    deciders_ = std::move(deciders);
    ++game_;
    pending_ = false;
}

void AwaySeats::newGame(const GameInfo* game, const std::vector<SeatInfo>& seats,
                        std::uint64_t seed, SeatDecider* instead) {
    std::vector<std::string> kinds;
    std::vector<SeatDecider*> deciders;
    for (const SeatInfo& s : seats) {
        kinds.push_back(s.kind.toStdString());
        deciders.push_back(s.kind == QLatin1String("human") ? nullptr : instead ? instead : &bots_);
    }
    bots_.newGame(game, kinds, seed);
    newGame(std::move(deciders));
}

int AwaySeats::pauseAfter(qint64 spentMs) const {
    return static_cast<int>(std::max<qint64>(0, moveMs_ * 2 - spentMs));
}

void AwaySeats::ask(const GameState& state, std::shared_ptr<const EventList> seen,
                    const Action* again) {
    pending_ = true;
    const qint64 asked = clock_();
    const quint64 game = game_;
    if (again) {
        answer(*again, asked, game);
        return;
    }
    const auto seat = static_cast<std::size_t>(state.toAct());
    SeatDecider* decider = seat < deciders_.size() ? deciders_[seat] : nullptr;
    if (!decider) return;  // a person's seat: the table asks them, never this
    decider->decide(state.clone(), std::move(seen), [this, game, asked](Action a, qint64 us) {
        if (game != game_) return;  // a decider that does not drop an old game's answer
        emit thought(us);
        answer(a, asked, game);
    });
}

void AwaySeats::answer(const Action& action, qint64 askedMs, quint64 game) {
    const int wait = pauseAfter(clock_() - askedMs);
    auto play = [this, game, action] {
        if (game != game_) return;  // a new game began during the pause
        pending_ = false;
        emit decided(action);
    };
    if (wait > 0)
        QTimer::singleShot(wait, this, play);
    else
        play();
}

}  // namespace felt::app
