#include "example_check.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <sstream>

#include "catalog/record.h"
#include "core/game_state.h"
#include "core/phrase_english.h"

namespace felt::rules {

namespace {

// The record's game after its first `count` actions (all of them when -1).
LoadedGame replayPrefix(const nlohmann::json& record, int count) {
    nlohmann::json cut = record;
    if (count >= 0) {
        auto& actions = cut["actions"];
        actions.erase(actions.begin() + count, actions.end());
    }
    return loadRecord(cut.dump());
}

std::set<std::string> legalTexts(const GameState& state) {
    std::set<std::string> texts;
    for (const Action& a : state.legalActions()) texts.insert(state.format(a));
    return texts;
}

std::string joined(const std::set<std::string>& texts) {
    std::string out;
    for (const auto& t : texts) out += (out.empty() ? "" : ", ") + t;
    return out;
}

std::optional<int> statValue(const GameState& state, const std::string& key, int seat) {
    for (const Stat& s : state.view(kEveryone).stats)
        if (s.key == key && s.seat == seat) return s.value;
    return std::nullopt;
}

// "" or why the claim is false.
std::string failure(const ExampleCheck& c, const GameState& state) {
    if (c.kind == "legal" || c.kind == "illegal") {
        const auto action = state.parse(normalizeActionText(c.text));
        // An illegal action must still be well formed, so a typo cannot pass as "illegal".
        if (!action) return "'" + c.text + "' does not parse";
        const bool legal = state.isLegal(*action);
        if (legal == (c.kind == "legal")) return "";
        return legal ? "'" + c.text + "' is legal"
                     : "'" + c.text + "' is refused: " +
                           englishText(state.explainIllegal(*action), &state.deck());
    }
    if (c.kind == "only") {
        const auto texts = legalTexts(state);
        if (texts == std::set<std::string>{normalizeActionText(c.text)}) return "";
        return "legal actions are: " + joined(texts);
    }
    if (c.kind == "to-act") {
        if (state.toAct() == c.value) return "";
        return "seat " + std::to_string(state.toAct()) + " acts";
    }
    if (c.kind == "winner") {
        const auto winners = state.result().winners;
        if (state.isTerminal() &&
            std::find(winners.begin(), winners.end(), c.value) != winners.end())
            return "";
        return state.isTerminal() ? "seat " + std::to_string(c.value) + " did not win"
                                  : "the game is not over";
    }
    if (c.kind == "stat") {
        const auto value = statValue(state, c.key, c.seat);
        if (!value) return "no stat '" + c.key + "'";
        if (*value == c.value) return "";
        return "it is " + std::to_string(*value);
    }
    if (c.kind == "group-is") {
        for (const CardGroup& g : state.view(kEveryone).groups) {
            if (g.number != c.value) continue;
            for (const PhraseArg& a : g.caption.args)
                if (a.kind == PhraseArg::Kind::Word && c.text == a.word) return "";
            return "group " + std::to_string(c.value) + " is something else";
        }
        return "no group " + std::to_string(c.value);
    }
    if (c.kind == "zone-has") {
        int zoneId = -1;
        for (const ZoneSpec& z : state.zones())
            if (z.key == c.key) zoneId = z.id;
        if (zoneId < 0) return "no zone '" + c.key + "'";
        std::multiset<std::string> present;
        for (const ZoneView& z : state.view(kEveryone).zones)
            if (z.zone == zoneId)
                for (const CardView& card : z.cards) present.insert(state.deck().format(card.id));
        std::istringstream wanted(c.text);
        std::string missing;
        for (std::string card; wanted >> card;) {
            const auto face = state.deck().parseFace(card);
            if (!face) return "'" + card + "' is not a card of this game";
            const auto at = present.find(state.deck().formatFace(*face));
            if (at == present.end())
                missing += " " + card;
            else
                present.erase(at);
        }
        return missing.empty() ? "" : "missing" + missing;
    }
    return "unknown check";
}

}  // namespace

std::string checkExample(const ExampleTag& example, const std::string& recordJson,
                         const std::string& gameId) {
    const nlohmann::json record = nlohmann::json::parse(recordJson, nullptr, false);
    if (record.is_discarded() || !record.is_object() || !record.contains("actions") ||
        !record["actions"].is_array())
        return "the record is not a JSON record with an action list";
    if (record.value("game", "") != gameId)
        return "the record plays '" + record.value("game", "") + "', the text is about '" + gameId +
               "'";
    const int total = static_cast<int>(record["actions"].size());
    std::string out;
    for (const ExampleCheck& c : example.checks) {
        if (c.after > total) {
            out += c.source + ": the record has only " + std::to_string(total) + " actions\n";
            continue;
        }
        const LoadedGame game = replayPrefix(record, c.after);
        if (!game.error.empty()) {
            out += c.source + ": the record does not replay: " + game.error + "\n";
            continue;
        }
        const std::string why = failure(c, *game.state);
        if (!why.empty()) out += c.source + ": " + why + "\n";
    }
    return out;
}

}  // namespace felt::rules
