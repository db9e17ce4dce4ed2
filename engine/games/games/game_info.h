// What a game declares about itself: its name, seats, options, bot kinds and
// how to create its state and bots. Each game fills one in (games/<id>/<id>_info.cpp);
// the catalog (catalog/registry.h) lists them all.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "core/game_state.h"
#include "core/options.h"

namespace felt {

// The bot kinds every game offers, weakest first: the four levels named for
// players, plus "random" and "heuristic" (the game's own rule-of-thumb bot, as
// strong as "casual"), kept for the CLI and for old records.
inline std::vector<std::string> standardBotKinds() {
    return {"random", "beginner", "heuristic", "casual", "strong", "expert"};
}

// The levels people choose from at the table, weakest first, and the level a
// seat gets unless someone chooses another (a gentle first game).
inline std::vector<std::string> playerLevels() {
    return {"beginner", "casual", "strong", "expert"};
}
inline constexpr const char* kDefaultLevel = "casual";

// How one search level thinks in a game (see SearchSettings): iterations per
// decision (a fixed count keeps a seeded game reproducible), the share of
// playout moves the game's heuristic bot takes (the rest are random), how deep
// the tree may grow (0: no limit; 1: flat, each legal move judged by its
// playouts), whether the moves are compared on paired playouts, whether the
// other seats move as the heuristic bot would (in the tree too) and how many
// deals are weighted by how well they explain the round's play and after how
// many moves a playout stops to be judged by the game's estimate of each
// seat's chance to win (from how many players on, and with how many
// iterations then: a level can differ with the number of players). A time cap
// guards the table's think time whatever the position (see
// catalog/bot_levels.cpp).
struct SearchLevel {
    int iterations = 1000;
    double policyShare = 0.0;
    int treeDepth = 0;
    bool pairedPlayouts = false;
    bool opponentsByPolicy = false;
    int readPlayDeals = 0;      // deals weighted by the play they explain (0: none)
    int playoutHorizon = 0;     // moves before a playout is judged by the game's estimate (0: none)
    int horizonMinPlayers = 0;  // the horizon applies only with at least this many players
    int horizonIterations = 0;  // iterations where the horizon applies (0: `iterations`)
};

struct SearchLevels {
    SearchLevel strong{1000};
    SearchLevel expert{3000, 0.5};
};

struct GameInfo {
    std::string id;    // stable: "jabberwocky", "madjack", ...
    std::string name;  // for people
    // Two capital letters opening the game's deal codes ("JW"); unique, never
    // changed once released (codes in people's hands name the game by it).
    std::string codeTag;
    // Two short lines for the new-game panel: what the game is about.
    Label summary = "";
    int minPlayers = 2;
    int maxPlayers = 2;
    std::vector<OptionSpec> options;
    // Bot kinds offered to people, weakest first and strongest last (the setup
    // panel relies on that order). "random" always works.
    std::vector<std::string> botKinds = {"random"};
    // Extra checks of a whole setup beyond single options ("" = fine).
    std::function<Phrase(int players, const OptionValues&)> checkSetup;
    std::function<std::unique_ptr<GameState>(const GameConfig&)> create;
    // The game's own bots; "heuristic" is required (the levels build on it).
    std::function<std::unique_ptr<Bot>(const std::string& kind, std::uint64_t seed)> makeBot;
    SearchLevels searchLevels;
    // Offers "could I have won?" after a game (catalog/review.h): for games whose
    // rounds are short enough that playing every move out reads clearly.
    bool reviewable = false;
};

}  // namespace felt
