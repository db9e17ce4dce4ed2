// The score sheet of a game resumed mid-way (an opened record, an autosave):
// its rounds so far, rebuilt by replaying the actions from the same deal.
#pragma once

#include "catalog/registry.h"
#include "models/score_model.h"

namespace felt::app {

// Feeds `scores` the scoring events of `state`'s history, replayed from its
// config; returns false (scores untouched past the reset) if the replay fails.
bool replayScores(const GameInfo& game, const GameState& state, ScoreModel& scores,
                  const TableText& text);

}  // namespace felt::app
