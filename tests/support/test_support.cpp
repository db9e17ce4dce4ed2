#include "support/test_support.h"

#include "bots/bot.h"
#include "catalog/record.h"
#include "core/invariants.h"
#include "core/seen_history.h"

namespace felt::test {

std::string english(const GameState& state, const Phrase& phrase) {
    return englishText(phrase, &state.deck());
}

std::string whyIllegal(const GameState& state, const Action& action) {
    return english(state, state.explainIllegal(action));
}

std::string whyNotCard(const GameState& state, CardId card) {
    return english(state, state.explainCard(card));
}

std::unique_ptr<GameState> makeGame(const Setup& setup) {
    const GameInfo* info = findGame(setup.game);
    if (!info) {
        QTest::qFail(("unknown game " + setup.game).c_str(), __FILE__, __LINE__);
        return nullptr;
    }
    GameConfig config;
    config.players = setup.players;
    config.seed = setup.seed;
    config.firstDealer = setup.firstDealer;
    for (const auto& [k, v] : setup.options) config.options.set(k, v);
    std::string error;
    auto probe = createGame(*info, config, error);
    if (probe && !setup.decks.empty()) {
        for (const auto& list : setup.decks) {
            std::vector<CardId> order;
            std::vector<bool> used(probe->deck().size());
            for (const auto& text : list) {
                const auto face = probe->deck().parseFace(text);
                CardId chosen = kNoCard;
                if (face)
                    for (CardId id : probe->deck().idsOf(*face))
                        if (!used[id] && chosen == kNoCard) chosen = id;
                if (chosen == kNoCard) {
                    QTest::qFail(("bad stacked card " + text).c_str(), __FILE__, __LINE__);
                    return nullptr;
                }
                used[chosen] = true;
                order.push_back(chosen);
            }
            config.stackedDecks.push_back(order);
        }
        probe = createGame(*info, config, error);
    }
    if (!probe) QTest::qFail(("cannot create game: " + error).c_str(), __FILE__, __LINE__);
    return probe;
}

std::string play(GameState& state, const std::string& text, EventList* events) {
    const auto action = state.parse(text);
    if (!action) return "'" + text + "' does not parse as an action";
    return state.apply(*action, events);
}

std::string playAll(GameState& state, const std::vector<std::string>& texts) {
    for (const auto& t : texts) {
        const std::string why = play(state, t);
        if (!why.empty()) return t + ": " + why;
    }
    return "";
}

std::vector<std::string> legalTexts(const GameState& state) {
    std::vector<std::string> out;
    for (const Action& a : state.legalActions()) out.push_back(state.format(a));
    return out;
}

namespace {

// A few actions that are certainly not legal now, built by perturbing legal ones.
std::vector<Action> illegalProbes(const GameState& state, Rng& rng) {
    const auto legal = state.legalActions();
    std::vector<Action> probes;
    const Action base = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    Action other = base;
    other.cards = CardSet::single(
        static_cast<CardId>(rng.below(static_cast<std::uint32_t>(state.deck().size()))));
    probes.push_back(other);
    other = base;
    other.value = static_cast<std::int16_t>(base.value + 1 + static_cast<int>(rng.below(20)));
    probes.push_back(other);
    other = base;
    other.kind = static_cast<std::uint8_t>(base.kind + 1 + rng.below(5));
    probes.push_back(other);
    std::vector<Action> out;
    for (const Action& p : probes)
        if (std::find(legal.begin(), legal.end(), p) == legal.end()) out.push_back(p);
    return out;
}

}  // namespace

RunStats runBotGames(const Setup& setup, int games, const std::string& botKind, int fullCheckEvery,
                     long long maxActions, const ThinkBudget& budget) {
    RunStats stats;
    const GameInfo* info = findGame(setup.game);
    Rng checker(setup.seed * 7919 + 17);
    Rng sampler(setup.seed * 104729 + 3);
    for (int g = 0; g < games && stats.firstFailure.empty(); ++g) {
        Setup s = setup;
        s.seed = setup.seed * 1000003 + static_cast<std::uint64_t>(g);
        auto state = makeGame(s);
        if (!state) {
            stats.firstFailure = "could not create game";
            break;
        }
        std::vector<std::unique_ptr<Bot>> bots;
        for (int seat = 0; seat < s.players; ++seat) {
            std::string error;
            bots.push_back(
                createBot(*info, botKind, s.seed * 31 + static_cast<std::uint64_t>(seat), error));
            if (!bots.back()) {
                stats.firstFailure = error;
                return stats;
            }
        }
        const std::string where = "game seed " + std::to_string(s.seed) + ": ";
        SeenHistory seen;  // handed to the bots as the table does
        seen.reset(s.players);
        EventList events;
        long long step = 0;
        for (; !state->isTerminal() && step < maxActions; ++step) {
            for (const Action& bad : illegalProbes(*state, checker)) {
                const SeatView before = state->view(kEveryone);
                if (state->apply(bad).empty()) {
                    stats.firstFailure = where + "illegal action accepted: " + state->format(bad);
                    return stats;
                }
                if (!(state->view(kEveryone) == before)) {
                    stats.firstFailure = where + "a refused action changed the state";
                    return stats;
                }
            }
            const int seat = state->toAct();
            const Action action =
                askBot(*bots[seat], *state, sampler, {}, budget, seen.seenBy(seat));
            events.clear();
            const std::string why = state->apply(action, &events);
            if (!why.empty()) {
                stats.firstFailure =
                    where + "bot chose illegal '" + state->format(action) + "': " + why;
                return stats;
            }
            seen.record(events);
            const auto depth = (step % fullCheckEvery == 0) ? CheckDepth::Full : CheckDepth::Basic;
            const std::string error = checkInvariants(*state, checker, depth);
            if (!error.empty()) {
                stats.firstFailure = where + "after action " + std::to_string(step) + ": " + error;
                return stats;
            }
        }
        stats.actions += step;
        ++stats.games;
        if (!state->isTerminal()) {
            ++stats.capped;
            continue;
        }
        const Result r = state->result();
        if (static_cast<int>(r.scores.size()) != s.players ||
            static_cast<int>(r.placements.size()) != s.players || r.winners.empty()) {
            stats.firstFailure = where + "result does not cover every seat";
            return stats;
        }
        for (int w : r.winners)
            if (r.placements[w] != 1) stats.firstFailure = where + "a winner is not placed first";
        if (g % 10 == 0 && stats.firstFailure.empty()) {
            const std::string error = recordRoundTrip(*state, s.game);
            if (!error.empty()) stats.firstFailure = where + error;
        }
    }
    return stats;
}

std::string recordRoundTrip(const GameState& state, const std::string& gameId) {
    const std::string json = writeRecord(recordOf(state, gameId, {}));
    const LoadedGame loaded = loadRecord(json);
    if (!loaded.error.empty()) return "record does not load back: " + loaded.error;
    if (!(loaded.state->view(kEveryone) == state.view(kEveryone)))
        return "replayed record reaches another state";
    if (loaded.state->history() != state.history()) return "replayed record has other actions";
    if (state.isTerminal() && loaded.state->result().scores != state.result().scores)
        return "replayed record has another result";
    return "";
}

}  // namespace felt::test

namespace felt::test {

bool validConfig(const GameInfo& game, int players, std::uint64_t seed, GameConfig& out) {
    out = GameConfig{};
    out.players = players;
    out.seed = seed;
    std::vector<OptionValues> tries(1);
    for (const OptionSpec& o : game.options) {
        if (o.type == OptionType::Bool) tries.emplace_back().set(o.key, "true");
        if (o.type == OptionType::Choice)
            for (const std::string& c : o.choices) tries.emplace_back().set(o.key, c);
    }
    for (OptionValues& values : tries)
        if (validateSetup(game, players, values).empty()) {
            out.options = values;
            return true;
        }
    return false;
}

std::optional<Setup> randomSetup(const GameInfo& info, int players, Rng& rng) {
    for (int attempt = 0; attempt < 50; ++attempt) {
        OptionValues values;
        for (const OptionSpec& o : info.options) {
            if (o.type == OptionType::Bool) values.set(o.key, rng.below(2) ? "true" : "false");
            if (o.type == OptionType::Int) values.set(o.key, std::to_string(o.minValue));
            if (o.type == OptionType::Choice)
                values.set(o.key,
                           o.choices[rng.below(static_cast<std::uint32_t>(o.choices.size()))]);
        }
        // Options not available for this setup go back to their defaults.
        for (const OptionSpec& o : info.options)
            if (!isAvailable(o, players, values)) values.set(o.key, o.defaultValue);
        OptionValues checked = values;
        if (!validateSetup(info, players, checked).empty()) continue;
        return Setup{info.id, players, values.all(), rng.next64(), {}, -1};
    }
    return std::nullopt;
}

}  // namespace felt::test
