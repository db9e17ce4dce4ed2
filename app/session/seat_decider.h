// How a seat that nobody at this screen plays is asked for its decision: the
// position (a private copy) and the game's events as that seat saw them go
// in, the action comes back later on the asking thread. A bot answers from the
// worker thread (BotWorker); a friend at a network table would answer from
// their connection the same way, so AwaySeats drives both alike.
#pragma once

#include <QtGlobal>
#include <functional>
#include <memory>

#include "core/event.h"
#include "core/game_state.h"

namespace felt::app {

class SeatDecider {
public:
    // `thinkUs`: how long working the decision out took.
    using Decided = std::function<void(Action action, qint64 thinkUs)>;

    virtual ~SeatDecider() = default;
    // The seat to act in `truth` decides; `decided` runs on the caller's
    // thread (a decider may drop the answer of a game that is over).
    virtual void decide(std::unique_ptr<GameState> truth, std::shared_ptr<const EventList> seen,
                        Decided decided) = 0;
};

// A lesson (app/lesson) guiding a game at the table: `seats` decides for every
// seat nobody at the screen plays (the lesson's record moves them), and `vet`
// sees each of the person's moves first (false: not played; the lesson says
// why). A guided game is never kept (no autosave, no statistics) and offers
// no Undo or Hint (GameSession::startGuided).
struct SessionGuide {
    SeatDecider* seats = nullptr;
    std::function<bool(const Action& move)> vet;
};

}  // namespace felt::app
