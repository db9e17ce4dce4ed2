// Helpers shared by the engine tests: set up games (stacked or seeded), apply
// actions by their text, and run seeded bot games with invariant checks.
#pragma once

#include <QString>
#include <QTest>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "catalog/registry.h"
#include "core/game_state.h"
#include "core/phrase_english.h"

namespace felt::test {

struct Setup {
    std::string game;
    int players = 0;
    std::map<std::string, std::string> options;
    std::uint64_t seed = 1;
    std::vector<std::vector<std::string>> decks;  // stacked deck orders as card text, top first
    int firstDealer = -1;
};

// Creates the game or fails the current test (QFAIL) and returns null.
std::unique_ptr<GameState> makeGame(const Setup& setup);

// Applies the action written as `text`; returns "" or the engine's reason.
std::string play(GameState& state, const std::string& text, EventList* events = nullptr);
// Applies each text in order; returns "" or "<text>: <reason>" for the first failure.
std::string playAll(GameState& state, const std::vector<std::string>& texts);

// The engine's reasons in plain English (the table translates them instead).
std::string english(const GameState& state, const Phrase& phrase);
std::string whyIllegal(const GameState& state, const Action& action);
std::string whyNotCard(const GameState& state, CardId card);

// Texts of the legal actions now.
std::vector<std::string> legalTexts(const GameState& state);

struct RunStats {
    int games = 0;
    long long actions = 0;
    int capped = 0;
    std::string firstFailure;  // "" when every invariant held
};

// Plays `games` seeded games with the given bot kind in every seat, checking
// invariants (full depth every `fullCheckEvery` actions, basic otherwise),
// that illegal actions are refused without changing the state, and that
// results add up.
// `budget` is handed to every bot (search levels: small budgets keep tests fast).
RunStats runBotGames(const Setup& setup, int games, const std::string& botKind,
                     int fullCheckEvery = 1, long long maxActions = 200000,
                     const ThinkBudget& budget = {});

// Saves the record of `state`, loads it back, and compares the replayed game.
// Returns "" or what differs.
std::string recordRoundTrip(const GameState& state, const std::string& gameId);

}  // namespace felt::test

namespace felt::test {

// A valid config for `players` (seed `seed`): the default options, or if those
// do not fit the player count, the first single option change that does
// (e.g. Jump Start's two decks for six or more). False if none fits.
bool validConfig(const GameInfo& game, int players, std::uint64_t seed, GameConfig& out);

// A valid setup for `players`: every available bool or choice option drawn at
// random, numbers at their minimum (target scores: short games); null if none
// of the draws is a valid setup.
std::optional<Setup> randomSetup(const GameInfo& info, int players, Rng& rng);

}  // namespace felt::test
