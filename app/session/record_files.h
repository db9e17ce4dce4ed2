// Game records on disk: written whole or not at all (QSaveFile), read with a
// size limit, every failure a sentence for the player.
#pragma once

#include <QString>

#include "catalog/record.h"

namespace felt::app {

// Records larger than this are refused before they are read.
inline constexpr qint64 kMaxRecordBytes = 16 * 1024 * 1024;

QString saveRecordFile(const QString& path, const GameRecord& record);
// Loads and replays `path`; on failure `error` says why and the result holds no state.
LoadedGame loadRecordFile(const QString& path, QString& error);

}  // namespace felt::app
