#include "score_history.h"

namespace felt::app {

std::vector<ActionSpan> replayHistory(const GameInfo& game, const GameState& state,
                                      ScoreModel& scores, const TableText& text,
                                      SeenHistory& seen) {
    std::vector<ActionSpan> actors;
    seen.reset(state.players());
    if (state.history().empty()) return actors;
    std::string error;
    std::unique_ptr<GameState> replay = createGame(game, state.config(), error);
    if (!replay) return actors;
    EventList events;
    for (const Action& a : state.history()) {
        events.clear();
        const int actor = replay->toAct();
        if (!replay->apply(a, &events).empty()) break;
        actors.push_back({actor, static_cast<int>(events.size())});
        seen.record(events);
        for (const Event& e : events) scores.onEvent(e, text);
    }
    return actors;
}

}  // namespace felt::app
