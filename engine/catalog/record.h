// Game records: a game's setup plus every action as text, stored as JSON.
// Saving writes the record; loading replays every action through the rules.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_state.h"

namespace felt {

inline constexpr int kRecordVersion = 1;

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
};

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

}  // namespace felt
