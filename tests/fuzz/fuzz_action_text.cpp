// libFuzzer target: action text for every game. The first bytes choose the
// game, player count and seed; each following line is either "!k" (take legal
// action k, to move the game along) or text given to GameState::parse and, when
// it parses, to apply(). Rules must refuse bad text without changing the state,
// and every step must keep the engine's invariants.
#include <cstdlib>
#include <string>

#include "catalog/registry.h"
#include "core/invariants.h"
#include "fuzz_input.h"

using namespace felt;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::FuzzInput in(data, size);
    const auto& games = allGames();
    const GameInfo& info = games[in.byte() % games.size()];
    GameConfig config;
    config.players = info.minPlayers + in.byte() % (info.maxPlayers - info.minPlayers + 1);
    config.seed = in.u64();
    std::string error;
    auto state = createGame(info, config, error);
    // Some player counts need options changed (Jump Start: two decks from 6 players).
    if (!state) return 0;
    Rng rng(config.seed);
    int steps = 0;
    for (std::string_view line : in.lines()) {
        if (state->isTerminal() || ++steps > 400) break;
        if (line.size() > 1 && line[0] == '!') {
            const auto legal = state->legalActions();
            state->applyLegal(legal[static_cast<unsigned char>(line[1]) % legal.size()]);
        } else if (auto action = state->parse(line)) {
            const auto before = state->view(kEveryone);
            const std::size_t taken = state->history().size();
            const std::string why = state->apply(*action);
            // A refused action leaves the game untouched; an accepted one is recorded.
            if (!why.empty() && !(state->view(kEveryone) == before)) std::abort();
            if (why.empty() != (state->history().size() == taken + 1)) std::abort();
        }
        if (!checkInvariants(*state, rng, CheckDepth::Basic).empty()) std::abort();
    }
    return 0;
}
