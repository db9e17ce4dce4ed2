// Game records on disk: written whole or not at all (QSaveFile), read with a
// size limit, every failure a sentence for the player.
#pragma once

#include <QString>

#include "catalog/record.h"
#include "setup/setup_codec.h"

namespace felt::app {

// Records larger than this are refused before they are read.
inline constexpr qint64 kMaxRecordBytes = 16 * 1024 * 1024;

QString saveRecordFile(const QString& path, const GameRecord& record);
// Saves the game `state` played with `setup` (its seats' names and kinds) as
// the game `id` (see GameRecord::id).
QString saveGameRecord(const QString& path, const GameState& state, const TableSetup& setup,
                       const QString& id);
// Loads and replays `path`; on failure `error` says why and the result holds no state.
LoadedGame loadRecordFile(const QString& path, QString& error);
// The table setup of a loaded record: its game, seats and options, and its
// exact config (seed, first dealer, stacked decks), so Restart deals it again.
// Returns "" or why the record's setup cannot be played.
QString readRecordSetup(const LoadedGame& loaded, TableSetup& setup);

}  // namespace felt::app
