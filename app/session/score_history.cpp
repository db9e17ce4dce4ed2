#include "score_history.h"

namespace felt::app {

bool replayScores(const GameInfo& game, const GameState& state, ScoreModel& scores,
                  const TableText& text) {
    if (state.history().empty()) return true;
    std::string error;
    std::unique_ptr<GameState> replay = createGame(game, state.config(), error);
    if (!replay) return false;
    EventList events;
    for (const Action& a : state.history()) {
        events.clear();
        if (!replay->apply(a, &events).empty()) return false;
        for (const Event& e : events) scores.onEvent(e, text);
    }
    return true;
}

}  // namespace felt::app
