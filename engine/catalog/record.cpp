#include "catalog/record.h"

#include <nlohmann/json.hpp>

#include "catalog/registry.h"

namespace felt {

using nlohmann::json;

namespace {

json optionsJson(const OptionValues& options) {
    json o = json::object();
    for (const auto& [k, v] : options.all()) o[k] = v;
    return o;
}

// Option values may be written as strings, numbers or booleans.
std::string readOptions(const json& node, OptionValues& into) {
    if (!node.is_object()) return "'options' must be an object";
    for (const auto& [k, v] : node.items()) {
        if (v.is_string())
            into.set(k, v.get<std::string>());
        else if (v.is_boolean())
            into.set(k, v.get<bool>() ? "true" : "false");
        else if (v.is_number_integer())
            into.set(k, std::to_string(v.get<long long>()));
        else
            return "option '" + k + "' must be a string, number or boolean";
    }
    return "";
}

std::string readDecks(const json& node, const Deck& deck, std::vector<std::vector<CardId>>& out) {
    if (!node.is_array()) return "'decks' must be an array of card lists";
    for (const json& list : node) {
        if (!list.is_array()) return "each entry of 'decks' must be a list of cards";
        std::vector<CardId> order;
        std::vector<bool> used(deck.size());
        for (const json& c : list) {
            if (!c.is_string()) return "cards in 'decks' must be strings like \"Qh\"";
            const auto text = c.get<std::string>();
            const auto face = deck.parseFace(text);
            if (!face) return "'" + text + "' is not a card of this game's deck";
            CardId chosen = kNoCard;
            for (CardId id : deck.idsOf(*face))
                if (!used[id]) {
                    chosen = id;
                    break;
                }
            if (chosen == kNoCard)
                return "card '" + text + "' is listed more often than the deck holds it";
            used[chosen] = true;
            order.push_back(chosen);
        }
        out.push_back(std::move(order));
    }
    return "";
}

LoadedGame fail(LoadedGame&& loaded, std::string error) {
    loaded.error = std::move(error);
    return std::move(loaded);
}

}  // namespace

std::string writeRecord(const GameRecord& r) {
    json j;
    j["format"] = "felt-record";
    j["version"] = kRecordVersion;
    j["game"] = r.game;
    j["players"] = r.config.players;
    j["options"] = optionsJson(r.config.options);
    j["seed"] = r.config.seed;
    if (r.config.firstDealer >= 0) j["first_dealer"] = r.config.firstDealer;
    if (!r.config.stackedDecks.empty()) {
        const GameInfo* info = findGame(r.game);
        json decks = json::array();
        if (info) {
            GameConfig probe = r.config;
            probe.stackedDecks.clear();
            std::string error;
            auto state = createGame(*info, probe, error);
            for (const auto& order : r.config.stackedDecks) {
                json list = json::array();
                for (CardId c : order)
                    list.push_back(state ? state->deck().format(c) : std::to_string(c));
                decks.push_back(list);
            }
        }
        j["decks"] = decks;
    }
    json seats = json::array();
    for (const auto& s : r.seats) seats.push_back({{"name", s.name}, {"kind", s.kind}});
    j["seats"] = seats;
    j["actions"] = r.actions;
    return j.dump(2) + "\n";
}

GameRecord recordOf(const GameState& state, std::string gameId, std::vector<SeatSetup> seats) {
    GameRecord r;
    r.game = std::move(gameId);
    r.config = state.config();
    r.seats = std::move(seats);
    // Formatting an action needs the state it was taken in, so replay on a fresh copy.
    GameConfig fresh = state.config();
    const GameInfo* info = findGame(r.game);
    std::string error;
    auto replay = info ? createGame(*info, fresh, error) : nullptr;
    for (const Action& a : state.history()) {
        r.actions.push_back(replay ? replay->format(a) : std::string("?"));
        if (replay) replay->applyLegal(a);
    }
    return r;
}

namespace {

LoadedGame loadRecordUnguarded(std::string_view text) {
    LoadedGame out;
    json j;
    try {
        j = json::parse(text.begin(), text.end());
    } catch (const json::parse_error& e) {
        return fail(std::move(out),
                    std::string("not a valid record: malformed JSON (") + e.what() + ")");
    }
    if (!j.is_object())
        return fail(std::move(out), "not a valid record: the top level must be a JSON object");
    if (j.value("format", std::string()) != "felt-record")
        return fail(std::move(out), "not a Felt record: \"format\" must be \"felt-record\"");
    if (!j.contains("version") || !j["version"].is_number_integer())
        return fail(std::move(out), "record has no integer \"version\"");
    if (j["version"].get<int>() > kRecordVersion)
        return fail(std::move(out), "record version " + std::to_string(j["version"].get<int>()) +
                                        " is newer than this Felt understands (" +
                                        std::to_string(kRecordVersion) + ")");
    if (!j.contains("game") || !j["game"].is_string())
        return fail(std::move(out), "record has no \"game\"");
    GameRecord& r = out.record;
    r.game = j["game"].get<std::string>();
    const GameInfo* info = findGame(r.game);
    if (!info) return fail(std::move(out), "unknown game '" + r.game + "'");
    if (!j.contains("players") || !j["players"].is_number_integer())
        return fail(std::move(out), "record has no integer \"players\"");
    r.config.players = j["players"].get<int>();
    if (j.contains("options")) {
        const std::string error = readOptions(j["options"], r.config.options);
        if (!error.empty()) return fail(std::move(out), error);
    }
    if (!j.contains("seed") || !j["seed"].is_number_unsigned())
        return fail(std::move(out), "record has no \"seed\" (a non-negative integer)");
    r.config.seed = j["seed"].get<std::uint64_t>();
    if (j.contains("first_dealer")) {
        if (!j["first_dealer"].is_number_integer() || j["first_dealer"].get<int>() < 0)
            return fail(std::move(out), "\"first_dealer\" must be a seat number");
        r.config.firstDealer = j["first_dealer"].get<int>();
    }
    if (j.contains("seats")) {
        if (!j["seats"].is_array()) return fail(std::move(out), "\"seats\" must be an array");
        for (const json& s : j["seats"]) {
            if (!s.is_object()) return fail(std::move(out), "each seat must be an object");
            r.seats.push_back(
                {s.value("name", std::string()), s.value("kind", std::string("human"))});
        }
    }
    if (!j.contains("actions") || !j["actions"].is_array())
        return fail(std::move(out), "record has no \"actions\" array");
    for (const json& a : j["actions"]) {
        if (!a.is_string()) return fail(std::move(out), "every action must be a string");
        r.actions.push_back(a.get<std::string>());
    }

    std::string error;
    GameConfig probe = r.config;  // deck text needs the game's deck: create once without stacking
    auto state = createGame(*info, probe, error);
    if (!state) return fail(std::move(out), error);
    if (j.contains("decks")) {
        error = readDecks(j["decks"], state->deck(), r.config.stackedDecks);
        if (!error.empty()) return fail(std::move(out), error);
        state = createGame(*info, r.config, error);
        if (!state) return fail(std::move(out), error);
    }
    r.config = state->config();  // with the defaults filled in

    for (std::size_t i = 0; i < r.actions.size(); ++i) {
        const std::string& textAction = r.actions[i];
        std::string reason;
        if (state->isTerminal()) {
            reason = "the game is already over";
        } else if (auto action = state->parse(textAction)) {
            reason = state->apply(*action);
        } else {
            reason = "'" + textAction + "' is not a legal action for seat " +
                     std::to_string(state->toAct()) + " now";
        }
        if (!reason.empty()) {
            out.badActionIndex = static_cast<int>(i);
            out.badActionText = textAction;
            out.badActionReason = reason;
            out.state = std::move(state);
            return fail(std::move(out), "action " + std::to_string(i) + " ('" + textAction +
                                            "') is illegal: " + reason);
        }
    }
    out.state = std::move(state);
    return out;
}

}  // namespace

LoadedGame loadRecord(std::string_view text) {
    // Every expected failure is reported above; this guards against a JSON value
    // of an unexpected type slipping through, so bad input never crashes.
    try {
        return loadRecordUnguarded(text);
    } catch (const std::exception& e) {
        LoadedGame out;
        out.error = std::string("not a valid record: ") + e.what();
        return out;
    }
}

}  // namespace felt
