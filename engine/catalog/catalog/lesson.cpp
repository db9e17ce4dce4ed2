#include "catalog/lesson.h"

#include <algorithm>
#include <initializer_list>
#include <nlohmann/json.hpp>

#include "catalog/registry.h"
#include "core/phrase_english.h"

namespace felt {

using nlohmann::json;

namespace {

std::string inQuotes(std::string_view text) {
    std::string out(1, '\'');
    out += quoteForMessage(text);
    out += '\'';
    return out;
}

// The first key of `node` that is not in `known`, or "".
std::string unknownKey(const json& node, std::initializer_list<const char*> known) {
    for (const auto& item : node.items()) {
        const std::string& key = item.key();
        if (std::none_of(known.begin(), known.end(), [&](const char* k) { return key == k; }))
            return key;
    }
    return "";
}

bool nonEmptyString(const json& node, const char* key) {
    return node.contains(key) && node[key].is_string() && !node[key].get<std::string>().empty();
}

std::string parseAnchor(const json& node, const std::string& where, LessonAnchor& out) {
    if (!node.is_object()) return where + "'s \"anchor\" must be an object";
    const std::string unknown =
        unknownKey(node, {"zone", "card", "button", "plate", "stat", "seat"});
    if (!unknown.empty())
        return where + "'s anchor has an unknown key " + inQuotes(unknown) +
               " (an anchor is one of zone, card, button, plate, stat)";
    int kinds = 0;
    for (const char* k : {"zone", "card", "button", "plate", "stat"}) kinds += node.contains(k);
    if (kinds != 1)
        return where + "'s anchor must name exactly one of zone, card, button, plate, stat";
    const auto text = [&](const char* key, LessonAnchor::Kind kind) -> std::string {
        if (!nonEmptyString(node, key))
            return where + "'s anchor \"" + key + "\" must be a non-empty string";
        out.kind = kind;
        out.name = node[key].get<std::string>();
        return "";
    };
    std::string error;
    if (node.contains("plate")) {
        if (!node["plate"].is_number_integer())
            return where + "'s anchor \"plate\" must be a seat number";
        out.kind = LessonAnchor::Kind::Plate;
        out.seat = node["plate"].get<int>();
    } else if (node.contains("zone")) {
        error = text("zone", LessonAnchor::Kind::Zone);
    } else if (node.contains("card")) {
        error = text("card", LessonAnchor::Kind::Card);
    } else if (node.contains("button")) {
        error = text("button", LessonAnchor::Kind::Button);
    } else {
        error = text("stat", LessonAnchor::Kind::Stat);
    }
    if (!error.empty()) return error;
    if (node.contains("seat")) {
        if (out.kind != LessonAnchor::Kind::Zone && out.kind != LessonAnchor::Kind::Stat)
            return where + "'s anchor takes \"seat\" only with a zone or a stat";
        if (!node["seat"].is_number_integer())
            return where + "'s anchor \"seat\" must be a seat number";
        out.seat = node["seat"].get<int>();
    }
    return "";
}

std::string parseStep(const json& node, const std::string& where, LessonStep& out) {
    if (!node.is_object()) return where + " must be an object";
    const std::string unknown =
        unknownKey(node, {"text", "anchor", "continue", "expect", "why", "now", "end"});
    if (!unknown.empty()) return where + " has an unknown key " + inQuotes(unknown);
    if (!nonEmptyString(node, "text")) return where + " needs a \"text\" (a non-empty string)";
    out.text = node["text"].get<std::string>();
    const int kinds = node.contains("continue") + node.contains("expect") + node.contains("end");
    if (kinds != 1)
        return where + " must have exactly one of \"continue\": true, \"expect\": \"<move>\" " +
               "or \"end\": true";
    if (node.contains("continue")) {
        if (node["continue"] != true) return where + "'s \"continue\" must be true";
        out.kind = LessonStep::Kind::Continue;
    } else if (node.contains("end")) {
        if (node["end"] != true) return where + "'s \"end\" must be true";
        out.kind = LessonStep::Kind::End;
    } else {
        if (!nonEmptyString(node, "expect"))
            return where + "'s \"expect\" must be a move in the game's notation";
        out.kind = LessonStep::Kind::Expect;
        out.expect = node["expect"].get<std::string>();
    }
    if (node.contains("why")) {
        if (out.kind != LessonStep::Kind::Expect)
            return where + " has a \"why\", which only a step with \"expect\" takes";
        if (!nonEmptyString(node, "why")) return where + "'s \"why\" must be a non-empty string";
        out.why = node["why"].get<std::string>();
    }
    if (node.contains("now")) {
        if (out.kind != LessonStep::Kind::Continue)
            return where + " has \"now\", which only a Continue step takes";
        if (!node["now"].is_boolean()) return where + "'s \"now\" must be true or false";
        out.now = node["now"].get<bool>();
    }
    if (node.contains("anchor")) return parseAnchor(node["anchor"], where, out.anchor);
    return "";
}

std::string parseLessonUnguarded(std::string_view text, Lesson& out) {
    if (text.size() > kMaxRecordBytes)
        return "a lesson may be at most " + std::to_string(kMaxRecordBytes) + " bytes";
    json j;
    try {
        j = json::parse(text.begin(), text.end());
    } catch (const json::parse_error& e) {
        return "not a lesson: malformed JSON (" + quoteForMessage(e.what(), 200) + ")";
    }
    if (!j.is_object()) return "not a lesson: the top level must be a JSON object";
    if (!j.contains("format") || j["format"] != "felt-lesson")
        return "not a lesson: \"format\" must be \"felt-lesson\"";
    const std::string unknown =
        unknownKey(j, {"format", "version", "game", "title", "learner", "record", "steps"});
    if (!unknown.empty()) return "the lesson has an unknown key " + inQuotes(unknown);
    if (!j.contains("version") || j["version"] != kLessonVersion)
        return "the lesson's \"version\" must be " + std::to_string(kLessonVersion);
    if (!nonEmptyString(j, "game")) return "the lesson has no \"game\" (a game id)";
    out.game = j["game"].get<std::string>();
    if (!findGame(out.game)) return "the lesson's game " + inQuotes(out.game) + " is unknown";
    if (!nonEmptyString(j, "title")) return "the lesson has no \"title\"";
    out.title = j["title"].get<std::string>();
    if (!j.contains("record") || !j["record"].is_object())
        return "the lesson has no \"record\" (a game record object)";
    LoadedGame loaded = loadRecord(j["record"].dump());
    if (!loaded.error.empty()) return "the lesson's record does not load: " + loaded.error;
    out.record = std::move(loaded.record);
    if (out.record.game != out.game)
        return "the lesson is for " + inQuotes(out.game) + " but its record plays " +
               inQuotes(out.record.game);
    if (!j.contains("learner") || !j["learner"].is_number_integer())
        return "the lesson has no \"learner\" (the seat the person plays)";
    out.learner = j["learner"].get<int>();
    if (out.learner < 0 || out.learner >= out.record.config.players)
        return "the learner " + std::to_string(out.learner) +
               " is not a seat of the record (0 to " +
               std::to_string(out.record.config.players - 1) + ")";
    if (!j.contains("steps") || !j["steps"].is_array() || j["steps"].empty())
        return "the lesson has no \"steps\" (a non-empty list)";
    for (std::size_t i = 0; i < j["steps"].size(); ++i) {
        LessonStep step;
        const std::string error = parseStep(j["steps"][i], "step " + std::to_string(i), step);
        if (!error.empty()) return error;
        out.steps.push_back(std::move(step));
    }
    return "";
}

std::string zoneKey(const LessonAnchor& anchor) {
    return anchor.seat >= 0 ? anchor.name + "." + std::to_string(anchor.seat) : anchor.name;
}

// The move kinds among the learner's legal moves, for messages.
std::string kindsOf(const GameState& state) {
    std::vector<std::string> kinds;
    for (const Action& a : state.legalActions()) {
        std::string kind = state.describe(a).kind;
        if (std::find(kinds.begin(), kinds.end(), kind) == kinds.end())
            kinds.push_back(std::move(kind));
    }
    std::string out;
    for (const auto& k : kinds) out += (out.empty() ? "" : ", ") + k;
    return out;
}

std::string checkCard(const LessonAnchor& anchor, const GameState& state, int learner) {
    const Deck& deck = state.deck();
    const auto face = deck.parseFace(anchor.name);
    if (!face) return "the card " + inQuotes(anchor.name) + " is not a card of this game";
    const std::string text = deck.formatFace(*face);
    const std::vector<ZoneSpec> zones = state.zones();
    for (const ZoneView& zone : state.view(learner).zones) {
        const auto spec = std::find_if(zones.begin(), zones.end(),
                                       [&](const ZoneSpec& z) { return z.id == zone.zone; });
        if (spec == zones.end() || spec->look.faceDown) continue;  // shown face down
        for (const CardView& card : zone.cards)
            if (card.id != kNoCard && deck.format(card.id) == text) return "";
    }
    return "the card " + inQuotes(anchor.name) +
           " is neither in the learner's hand nor face up on the table";
}

}  // namespace

std::string checkAnchor(const LessonAnchor& anchor, const GameState& state, int learner) {
    const int players = state.players();
    const auto badSeat = [&](int seat) {
        return "seat " + std::to_string(seat) + " is not a seat of this game (0 to " +
               std::to_string(players - 1) + ")";
    };
    switch (anchor.kind) {
        case LessonAnchor::Kind::Table:
            return "";
        case LessonAnchor::Kind::Plate:
            return anchor.seat >= 0 && anchor.seat < players
                       ? ""
                       : "the plate of " + badSeat(anchor.seat);
        case LessonAnchor::Kind::Zone: {
            const std::string key = zoneKey(anchor);
            const std::vector<ZoneSpec> zones = state.zones();
            const auto has = [&](const std::string& k) {
                return std::any_of(zones.begin(), zones.end(),
                                   [&](const ZoneSpec& z) { return z.key == k; });
            };
            if (has(key)) return "";
            if (anchor.seat < 0 && has(key + ".0"))
                return "the zone " + inQuotes(key) + " is one per seat: give its \"seat\"";
            return "the zone " + inQuotes(key) + " does not exist in this game";
        }
        case LessonAnchor::Kind::Card:
            return checkCard(anchor, state, learner);
        case LessonAnchor::Kind::Button: {
            if (state.toAct() != learner)
                return "the button " + inQuotes(anchor.name) +
                       " is a move of the learner's, but it is not the learner's turn";
            for (const Action& a : state.legalActions())
                if (state.describe(a).kind == anchor.name) return "";
            return "no legal move of kind " + inQuotes(anchor.name) +
                   " now (the kinds are: " + kindsOf(state) + ")";
        }
        case LessonAnchor::Kind::Stat: {
            if (anchor.seat >= players) return "the stat's " + badSeat(anchor.seat);
            for (const StatSpec& spec : state.statSpecs())
                if (spec.key == anchor.name) return "";
            return "the stat " + inQuotes(anchor.name) + " does not exist in this game";
        }
    }
    return "";
}

std::string parseLesson(std::string_view json, Lesson& out) {
    out = Lesson{};
    try {
        return parseLessonUnguarded(json, out);
    } catch (const std::exception& e) {
        return std::string("not a valid lesson: ") + quoteForMessage(e.what(), 200);
    }
}

std::string checkLesson(const Lesson& lesson) {
    std::string error;
    auto walk = LessonWalk::start(lesson, error);
    if (!walk) return error;
    // Plays the lesson as an obedient learner would: every asked move at once.
    for (;;) {
        const LessonWalk::Beat beat = walk->next();
        switch (beat.kind) {
            case LessonWalk::BeatKind::Opponent:
            case LessonWalk::BeatKind::Show:
                walk->advance();
                break;
            case LessonWalk::BeatKind::Expect: {
                const auto move = walk->state().parse(beat.text);
                if (!move || walk->answer(*move) != LessonWalk::Answer::Right)
                    return "step " + std::to_string(beat.step) + ": the asked move " +
                           inQuotes(beat.text) + " is not accepted";
                break;
            }
            case LessonWalk::BeatKind::End:
                return "";
            case LessonWalk::BeatKind::Broken:
                return beat.error;
        }
    }
}

std::string loadLesson(std::string_view json, Lesson& out) {
    std::string error = parseLesson(json, out);
    return error.empty() ? checkLesson(out) : error;
}

std::string loadLessonFile(const std::string& path, Lesson& out) {
    std::string text;
    const std::string error = readRecordFile(path, text);
    return error.empty() ? loadLesson(text, out) : error;
}

std::unique_ptr<LessonWalk> LessonWalk::start(const Lesson& lesson, std::string& error) {
    const GameInfo* info = findGame(lesson.record.game);
    if (!info) {
        error = "unknown game " + inQuotes(lesson.record.game);
        return nullptr;
    }
    auto state = createGame(*info, lesson.record.config, error);
    if (!state) return nullptr;
    return std::unique_ptr<LessonWalk>(new LessonWalk(lesson, std::move(state)));
}

LessonWalk::LessonWalk(Lesson lesson, std::unique_ptr<GameState> state)
    : lesson_(std::move(lesson)), state_(std::move(state)) {
    settle();
}

LessonWalk::Beat LessonWalk::broken(std::string error) const {
    Beat b;
    b.kind = BeatKind::Broken;
    b.error = std::move(error);
    return b;
}

void LessonWalk::settle() {
    const auto& actions = lesson_.record.actions;
    const int learner = lesson_.learner;
    const bool more = nextAction_ < static_cast<int>(actions.size());
    const bool learnersTurn = more && state_->toAct() == learner;
    const std::string moveText =
        more ? "move " + std::to_string(nextAction_) + " (" + inQuotes(actions[nextAction_]) + ")"
             : "";
    Beat opponent;
    opponent.kind = BeatKind::Opponent;
    opponent.action = nextAction_;
    if (more) opponent.text = actions[nextAction_];

    if (nextStep_ >= static_cast<int>(lesson_.steps.size())) {
        beat_ = broken(more ? "the record's " + moveText + " comes after the last step"
                            : "the lesson has no End step");
        return;
    }
    const LessonStep& step = lesson_.steps[nextStep_];
    const std::string where = "step " + std::to_string(nextStep_);
    Beat shown;
    shown.step = nextStep_;
    switch (step.kind) {
        case LessonStep::Kind::Continue:
            if (more && !step.now && !learnersTurn) {
                beat_ = opponent;
                return;
            }
            shown.kind = BeatKind::Show;
            break;
        case LessonStep::Kind::End:
            if (more) {
                beat_ = learnersTurn ? broken("the End step (" + where +
                                              ") comes before the learner's " + moveText)
                                     : opponent;
                return;
            }
            if (nextStep_ + 1 != static_cast<int>(lesson_.steps.size())) {
                beat_ = broken("the End step (" + where + ") must be the last step");
                return;
            }
            shown.kind = BeatKind::End;
            break;
        case LessonStep::Kind::Expect: {
            if (!more) {
                beat_ = broken(where + " asks for " + inQuotes(step.expect) +
                               ", but the record has no more moves");
                return;
            }
            if (!learnersTurn) {
                beat_ = opponent;
                return;
            }
            const auto asked = state_->parse(step.expect);
            const auto recorded = state_->parse(actions[nextAction_]);
            if (!asked || !recorded || state_->format(*asked) != state_->format(*recorded)) {
                beat_ = broken(where + " asks for " + inQuotes(step.expect) +
                               ", but the learner's next move in the record is " + moveText);
                return;
            }
            if (!state_->isLegal(*asked)) {
                beat_ =
                    broken(where + " asks for " + inQuotes(step.expect) + ", which is illegal: " +
                           englishText(state_->explainIllegal(*asked), &state_->deck()));
                return;
            }
            // The table answers every other legal move with the step's word.
            const std::size_t choices = state_->legalActions().size();
            if (choices > 1 && step.why.empty()) {
                beat_ = broken(where + " asks for " + inQuotes(step.expect) + " among " +
                               std::to_string(choices) +
                               " legal moves but has no \"why\" for the others");
                return;
            }
            shown.kind = BeatKind::Expect;
            shown.action = nextAction_;
            shown.text = state_->format(*asked);
            break;
        }
    }
    const std::string anchorError = checkAnchor(step.anchor, *state_, learner);
    beat_ = anchorError.empty() ? shown : broken(where + ": " + anchorError);
}

bool LessonWalk::advance() {
    if (beat_.kind == BeatKind::Opponent) {
        const auto move = state_->parse(beat_.text);
        const std::string reason = move ? state_->apply(*move) : "it does not parse";
        if (!reason.empty()) {  // loadRecord() replayed it, so this is a bug
            beat_ = broken("the record's move " + std::to_string(nextAction_) + " " +
                           inQuotes(beat_.text) + " is illegal: " + reason);
            return false;
        }
        ++nextAction_;
    } else if (beat_.kind == BeatKind::Show) {
        ++nextStep_;
    } else {
        return false;
    }
    settle();
    return true;
}

LessonWalk::Answer LessonWalk::answer(const Action& move) {
    if (beat_.kind != BeatKind::Expect) return Answer::Illegal;
    const auto asked = state_->parse(beat_.text);
    if (asked && (move == *asked || state_->format(move) == state_->format(*asked))) {
        state_->apply(*asked);
        ++nextAction_;
        ++nextStep_;
        settle();
        return Answer::Right;
    }
    return state_->isLegal(move) ? Answer::OtherLegal : Answer::Illegal;
}

}  // namespace felt
