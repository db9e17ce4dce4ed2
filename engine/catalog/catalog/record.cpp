#include "catalog/record.h"

#include <cmath>
#include <fstream>
#include <limits>
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

// A whole number well inside long long's range (a float's integer part is exact there).
bool wholeNumber(double d) {
    return d == std::trunc(d) && std::fabs(d) < 1e15;
}

// Option values may be written as strings, numbers or booleans.
std::string readOptions(const json& node, OptionValues& into) {
    if (!node.is_object()) return "'options' must be an object";
    for (const auto& [k, v] : node.items()) {
        if (v.is_string())
            into.set(k, v.get<std::string>());
        else if (v.is_boolean())
            into.set(k, v.get<bool>() ? "true" : "false");
        else if (v.is_number_unsigned())  // before signed: 2^64-1 must not read as -1
            into.set(k, std::to_string(v.get<std::uint64_t>()));
        else if (v.is_number_integer())
            into.set(k, std::to_string(v.get<long long>()));
        else if (v.is_number_float())
            // 150.0 is the whole number 150; 7.5 goes on as text for the
            // option's own check, which names the values it takes.
            into.set(k,
                     wholeNumber(v.get<double>()) ? std::to_string(v.get<long long>()) : v.dump());
        else
            return "option '" + quoteForMessage(k) + "' must be a string, number or boolean";
    }
    return "";
}

// One card of a stacked deck: face text, optionally with a copy number ("Qh#2").
struct StackedCard {
    std::vector<CardId> copies;  // every physical card with this face
    int copy = 0;                // 1-based copy asked for; 0 = the first unused one
};

std::string parseStackedCard(const std::string& text, const Deck& deck, StackedCard& out) {
    const auto hash = text.find('#');
    const auto face = deck.parseFace(std::string_view(text).substr(0, hash));
    if (!face) return "'" + quoteForMessage(text) + "' is not a card of this game's deck";
    out.copies = deck.idsOf(*face);
    if (hash == std::string::npos) return "";
    const std::string number = text.substr(hash + 1);
    const bool digits = !number.empty() && number.size() <= 3 &&
                        number.find_first_not_of("0123456789") == std::string::npos;
    out.copy = digits ? std::stoi(number) : 0;
    if (out.copy < 1 || out.copy > static_cast<int>(out.copies.size()))
        return "card '" + quoteForMessage(text) +
               "' names a copy this deck does not have (it has " +
               std::to_string(out.copies.size()) + ")";
    return "";
}

// Cards with a copy number take exactly that copy; plain faces then take the
// first copy still unused (version 1's meaning), whatever their order.
std::string readDeckList(const json& list, const Deck& deck, std::vector<CardId>& order) {
    if (!list.is_array()) return "each entry of 'decks' must be a list of cards";
    std::vector<StackedCard> cards;
    std::vector<std::string> texts;
    for (const json& c : list) {
        if (!c.is_string()) return "cards in 'decks' must be strings like \"Qh\"";
        texts.push_back(c.get<std::string>());
        cards.emplace_back();
        const std::string error = parseStackedCard(texts.back(), deck, cards.back());
        if (!error.empty()) return error;
    }
    std::vector<bool> used(deck.size());
    order.assign(cards.size(), kNoCard);
    const auto tooOften = [&](std::size_t i) {
        return "card '" + quoteForMessage(texts[i]) +
               "' is listed more often than the deck holds it";
    };
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (cards[i].copy == 0) continue;
        const CardId id = cards[i].copies[cards[i].copy - 1];
        if (used[id]) return tooOften(i);
        used[id] = true;
        order[i] = id;
    }
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (cards[i].copy != 0) continue;
        for (CardId id : cards[i].copies)
            if (!used[id]) {
                order[i] = id;
                break;
            }
        if (order[i] == kNoCard) return tooOften(i);
        used[order[i]] = true;
    }
    return "";
}

std::string readDecks(const json& node, const Deck& deck, std::vector<std::vector<CardId>>& out) {
    if (!node.is_array()) return "'decks' must be an array of card lists";
    for (const json& list : node) {
        std::vector<CardId> order;
        const std::string error = readDeckList(list, deck, order);
        if (!error.empty()) return error;
        out.push_back(std::move(order));
    }
    return "";
}

// A stacked card as text: its face, plus "#n" when it is the n-th copy (n > 1)
// of a face the deck holds more than once. Sets `needsCopies` then.
std::string stackedCardText(const Deck& deck, CardId id, bool& needsCopies) {
    const std::string text = deck.format(id);
    const auto copies = deck.idsOf(deck.face(id));
    for (std::size_t k = 1; k < copies.size(); ++k)
        if (copies[k] == id) {
            needsCopies = true;
            return text + "#" + std::to_string(k + 1);
        }
    return text;
}

// A whole number in [min, max] under `key`, or a message naming the field.
std::string readBoundedInt(const json& j, const char* key, long long min, long long max,
                           long long& out) {
    const std::string range =
        " (a whole number from " + std::to_string(min) + " to " + std::to_string(max) + ")";
    if (!j.contains(key)) return std::string("record has no \"") + key + "\"" + range;
    const json& v = j[key];
    const bool inRange = v.is_number_integer() &&
                         !(v.is_number_unsigned() && v.get<std::uint64_t>() > std::uint64_t(max)) &&
                         v.get<long long>() >= min && v.get<long long>() <= max;
    if (!inRange) return std::string("\"") + key + "\" must be" + range;
    out = v.get<long long>();
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
    bool needsCopies = false;
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
                    list.push_back(state ? stackedCardText(state->deck(), c, needsCopies)
                                         : std::to_string(c));
                decks.push_back(list);
            }
        }
        j["decks"] = decks;
    }
    json seats = json::array();
    for (const auto& s : r.seats) seats.push_back({{"name", s.name}, {"kind", s.kind}});
    j["seats"] = seats;
    j["actions"] = r.actions;
    if (!r.id.empty()) j["id"] = r.id;
    j["version"] = needsCopies ? 2 : 1;
    // Invalid UTF-8 in a name or action is written replaced, never thrown on.
    return j.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
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
    if (text.size() > kMaxRecordBytes)
        return fail(std::move(out), "not a valid record: it is " + std::to_string(text.size()) +
                                        " bytes, more than the limit of " +
                                        std::to_string(kMaxRecordBytes));
    json j;
    try {
        j = json::parse(text.begin(), text.end());
    } catch (const json::parse_error& e) {
        return fail(std::move(out), std::string("not a valid record: malformed JSON (") +
                                        quoteForMessage(e.what(), 200) + ")");
    }
    if (!j.is_object())
        return fail(std::move(out), "not a valid record: the top level must be a JSON object");
    if (!j.contains("format") || j["format"] != "felt-record")
        return fail(std::move(out), "not a Felt record: \"format\" must be \"felt-record\"");
    if (j.contains("version") && j["version"].is_number_integer() &&
        !(j["version"].is_number_unsigned() && j["version"].get<std::uint64_t>() > 1000000) &&
        j["version"].get<long long>() > kRecordVersion)
        return fail(std::move(out), "record version " +
                                        std::to_string(j["version"].get<long long>()) +
                                        " is newer than this Felt understands (" +
                                        std::to_string(kRecordVersion) + ")");
    long long number = 0;
    std::string error = readBoundedInt(j, "version", 1, kRecordVersion, number);
    if (!error.empty()) return fail(std::move(out), error);
    if (!j.contains("game") || !j["game"].is_string())
        return fail(std::move(out), "record has no \"game\" (a game id string)");
    GameRecord& r = out.record;
    r.game = j["game"].get<std::string>();
    const GameInfo* info = findGame(r.game);
    if (!info) return fail(std::move(out), "unknown game '" + quoteForMessage(r.game) + "'");
    error = readBoundedInt(j, "players", 1, kMaxRecordPlayers, number);
    if (!error.empty()) return fail(std::move(out), error);
    r.config.players = static_cast<int>(number);
    if (j.contains("options")) {
        error = readOptions(j["options"], r.config.options);
        if (!error.empty()) return fail(std::move(out), error);
    }
    if (!j.contains("seed") || !j["seed"].is_number_unsigned())
        return fail(std::move(out),
                    "\"seed\" must be a whole number from 0 to 18446744073709551615");
    r.config.seed = j["seed"].get<std::uint64_t>();
    if (j.contains("first_dealer")) {
        error = readBoundedInt(j, "first_dealer", 0, r.config.players - 1, number);
        if (!error.empty()) return fail(std::move(out), error);
        r.config.firstDealer = static_cast<int>(number);
    }
    if (j.contains("seats")) {
        if (!j["seats"].is_array()) return fail(std::move(out), "\"seats\" must be an array");
        for (std::size_t i = 0; i < j["seats"].size(); ++i) {
            const json& s = j["seats"][i];
            const std::string where = "seat " + std::to_string(i);
            if (!s.is_object()) return fail(std::move(out), where + " must be an object");
            for (const char* key : {"name", "kind"})
                if (s.contains(key) && !s[key].is_string())
                    return fail(
                        std::move(out),
                        where + "'s \"" + key + "\" must be a string, not " + s[key].type_name());
            r.seats.push_back(
                {s.value("name", std::string()), s.value("kind", std::string("human"))});
        }
    }
    if (j.contains("id")) {
        if (!j["id"].is_string() || j["id"].get<std::string>().size() > kMaxRecordIdLength)
            return fail(std::move(out), "\"id\" must be a string of at most " +
                                            std::to_string(kMaxRecordIdLength) + " characters");
        r.id = j["id"].get<std::string>();
    }
    if (!j.contains("actions") || !j["actions"].is_array())
        return fail(std::move(out), "record has no \"actions\" array");
    for (std::size_t i = 0; i < j["actions"].size(); ++i) {
        const json& a = j["actions"][i];
        if (!a.is_string())
            return fail(std::move(out),
                        "action " + std::to_string(i) + " must be a string, not " + a.type_name());
        r.actions.push_back(a.get<std::string>());
    }

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
            // The action text is quoted once, in the message below.
            reason = "it is not a legal action for seat " + std::to_string(state->toAct()) + " now";
        }
        if (!reason.empty()) {
            out.badActionIndex = static_cast<int>(i);
            out.badActionText = textAction;
            out.badActionReason = reason;
            out.state = std::move(state);
            return fail(std::move(out), "action " + std::to_string(i) + " ('" +
                                            quoteForMessage(textAction) +
                                            "') is illegal: " + quoteForMessage(reason, 200));
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
        out.error = std::string("not a valid record: ") + quoteForMessage(e.what(), 200);
        return out;
    }
}

std::string readRecordFile(const std::string& path, std::string& text) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return "cannot open '" + quoteForMessage(path, 200) + "'";
    // Read one byte past the limit, never more: a device like /dev/zero has no end.
    text.assign(kMaxRecordBytes + 1, '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<std::size_t>(in.gcount()));
    if (in.bad()) return "cannot read '" + quoteForMessage(path, 200) + "'";
    if (text.size() > kMaxRecordBytes) {
        text.clear();
        return "'" + quoteForMessage(path, 200) + "' is larger than a record may be (" +
               std::to_string(kMaxRecordBytes / (1024 * 1024)) + " MB)";
    }
    return "";
}

}  // namespace felt
