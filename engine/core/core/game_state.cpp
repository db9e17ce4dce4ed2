#include "game_state.h"

#include <algorithm>

#include "phrase_english.h"

namespace felt {

Result resultByScore(std::vector<int> scores) {
    Result r;
    r.scores = std::move(scores);
    for (int s : r.scores) {
        const auto better =
            std::count_if(r.scores.begin(), r.scores.end(), [s](int o) { return o > s; });
        r.placements.push_back(static_cast<int>(better) + 1);
    }
    for (std::size_t i = 0; i < r.placements.size(); ++i)
        if (r.placements[i] == 1) r.winners.push_back(static_cast<int>(i));
    return r;
}

std::vector<Action> GameState::legalActions() const {
    std::vector<Action> out;
    legalActions(out);
    return out;
}

bool GameState::isLegal(const Action& action) const {
    if (isTerminal()) return false;
    std::vector<Action> legal;
    legalActions(legal);
    return std::find(legal.begin(), legal.end(), action) != legal.end();
}

std::string GameState::apply(const Action& action, EventList* events) {
    if (isTerminal()) return "The game is over.";
    if (!isLegal(action)) {
        const std::string why = englishText(explainIllegal(action), &deck());
        return why.empty() ? "That is not a legal move now." : why;
    }
    applyLegal(action, events);
    return "";
}

void GameState::applyLegal(const Action& action, EventList* events) {
    if (keepHistory_) history_.push_back(action);
    doApply(action, events);
}

std::optional<Action> GameState::parse(std::string_view text) const {
    const std::string wanted = normalizeActionText(text);
    std::vector<Action> legal;
    legalActions(legal);
    for (const Action& a : legal)
        if (format(a) == wanted) return a;
    return std::nullopt;
}

Phrase GameState::explainIllegal(const Action&) const {
    return say(QT_TRANSLATE_NOOP("engine", "That is not a legal move now."));
}

Phrase GameState::explainCard(CardId card) const {
    if (card >= deck().size())
        return say(QT_TRANSLATE_NOOP("engine", "That card is not in this game's deck."));
    std::vector<Action> legal;
    legalActions(legal);
    for (const Action& a : legal)
        if (a.cards.contains(card)) return {};
    return say(QT_TRANSLATE_NOOP("engine", "That card cannot be played now."));
}

Phrase GameState::explainSelection(CardSet /*cards*/) const {
    return say(QT_TRANSLATE_NOOP("engine", "No move uses exactly the selected cards."));
}

std::string normalizeActionText(std::string_view text) {
    std::string out;
    bool space = false;
    for (char c : text) {
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            space = !out.empty();
            continue;
        }
        if (space) out += ' ';
        space = false;
        out += c;
    }
    return out;
}

}  // namespace felt
