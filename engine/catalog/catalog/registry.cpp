#include "catalog/registry.h"

#include "catalog/bot_levels.h"
#include "core/phrase_english.h"

#include "games/blackjack_school/blackjack_school_info.h"
#include "games/jabberwocky/jabberwocky_info.h"
#include "games/janken_rummy/janken_rummy_info.h"
#include "games/jumpstart/jumpstart_info.h"
#include "games/madjack/madjack_info.h"

namespace felt {

namespace {

std::vector<GameInfo>& games() {
    static std::vector<GameInfo> list = {
        jabberwockyInfo(), madJackInfo(), jumpStartInfo(), jankenRummyInfo(), blackjackSchoolInfo(),
    };
    return list;
}

}  // namespace

const std::vector<GameInfo>& allGames() {
    return games();
}

bool registerGame(GameInfo game) {
    if (findGame(game.id)) return false;
    games().push_back(std::move(game));
    return true;
}

const GameInfo* findGame(std::string_view id) {
    for (const GameInfo& g : allGames())
        if (g.id == id) return &g;
    return nullptr;
}

std::string validateSetup(const GameInfo& game, int players, OptionValues& options) {
    if (players < game.minPlayers || players > game.maxPlayers) {
        const std::string range =
            game.minPlayers == game.maxPlayers
                ? "exactly " + std::to_string(game.minPlayers)
                : std::to_string(game.minPlayers) + " to " + std::to_string(game.maxPlayers);
        return game.name + " is played by " + range + " players, not " + std::to_string(players) +
               ".";
    }
    std::string error = validateOptions(game.options, players, options);
    if (error.empty() && game.checkSetup) error = englishText(game.checkSetup(players, options));
    return error;
}

std::unique_ptr<GameState> createGame(const GameInfo& game, GameConfig config, std::string& error) {
    error = validateSetup(game, config.players, config.options);
    if (!error.empty()) return nullptr;
    if (config.firstDealer >= config.players) {
        error = "first dealer " + std::to_string(config.firstDealer) + " is not a seat";
        return nullptr;
    }
    return game.create(config);
}

std::unique_ptr<Bot> createBot(const GameInfo& game, const std::string& kind, std::uint64_t seed,
                               std::string& error) {
    if (kind == "random") return std::make_unique<RandomBot>(seed);
    if (auto bot = createLevelBot(game, kind, seed)) return bot;
    if (game.makeBot)
        if (auto bot = game.makeBot(kind, seed)) return bot;
    error = "unknown bot '" + kind + "' for " + game.id + " (known:";
    for (const auto& k : game.botKinds) error += " " + k;
    error += ")";
    return nullptr;
}

}  // namespace felt
