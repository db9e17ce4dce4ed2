// A game resumed mid-way (an opened record, an autosave, an undo, a replayed
// position), replayed once from the same deal: its score sheet so far and who
// made each action, and what every seat saw of it.
#pragma once

#include "catalog/registry.h"
#include "core/seen_history.h"
#include "models/score_model.h"
#include "session/game_log.h"

namespace felt::app {

// Feeds `scores` the scoring events of `state`'s history, replayed from its
// config, records them in `seen` (started anew), and returns who made each
// action and the events it gave (shorter if the replay fails).
std::vector<ActionSpan> replayHistory(const GameInfo& game, const GameState& state,
                                      ScoreModel& scores, const TableText& text, SeenHistory& seen);

}  // namespace felt::app
