// Game records: a game's setup plus every action as text, stored as JSON.
// Saving writes the record; loading replays every action through the rules.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_state.h"
#include "core/quote.h"

namespace felt {

// Version 1: stacked decks as face text ("Qh"), each naming the first unused copy.
// Version 2 adds copy numbers ("Qh#2": the second physical Qh) for two-deck games.
// Records are written with the lowest version that can express them, so a record
// without a second copy stays readable by a Felt that knows only version 1.
inline constexpr int kRecordVersion = 2;
// Records larger than this are refused before parsing: a long real game is
// well under 1 MB, and parsing costs about 20 times the text's size in memory.
inline constexpr std::size_t kMaxRecordBytes = 4 * 1024 * 1024;
// Largest player count a record may name (every game allows far fewer).
inline constexpr int kMaxRecordPlayers = 64;

struct SeatSetup {
    std::string name;
    std::string kind = "human";  // "human" or a bot kind ("random", "heuristic")
    bool operator==(const SeatSetup&) const = default;
};

struct GameRecord {
    std::string game;
    GameConfig config;
    std::vector<SeatSetup> seats;      // may be empty
    std::vector<std::string> actions;  // in the game's notation
    // Who this game is, whatever file holds it: the same game saved twice (an
    // autosave, then Save As) has one id, so it is never counted twice. Opaque
    // text of at most kMaxRecordIdLength characters; may be empty.
    std::string id;
};
inline constexpr std::size_t kMaxRecordIdLength = 64;

// Serialises a record as JSON text (stacked decks as card text).
std::string writeRecord(const GameRecord& record);
// The record of `state` so far.
GameRecord recordOf(const GameState& state, std::string gameId, std::vector<SeatSetup> seats = {});

struct LoadedGame {
    std::unique_ptr<GameState> state;  // set on success, and also after an illegal action
                                       // (then it holds the game just before it)
    GameRecord record;
    std::string error;        // "" on success
    int badActionIndex = -1;  // index of the first illegal action, if that was the error
    std::string badActionText;
    std::string badActionReason;
};

// Parses and replays a record. Every failure (malformed JSON, missing fields,
// unknown game, invalid options, an illegal action) sets `error`; never throws.
LoadedGame loadRecord(std::string_view json);

// Reads a record file for loadRecord: refuses files larger than kMaxRecordBytes
// without reading past the limit (so /dev/zero stops at once). Returns "" on
// success, else a one-line message.
std::string readRecordFile(const std::string& path, std::string& text);

}  // namespace felt
