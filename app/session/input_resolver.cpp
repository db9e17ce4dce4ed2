#include "input_resolver.h"

#include <algorithm>
#include <memory>

namespace felt::app {

void InputResolver::offer(const GameState& state, std::vector<Action> legal,
                          const std::vector<std::string>& owned) {
    legal_ = std::move(legal);
    infos_.clear();
    owned_.clear();
    for (const Action& a : legal_) {
        infos_.push_back(state.describe(a));
        owned_.push_back(std::find(owned.begin(), owned.end(), infos_.back().kind) != owned.end());
    }
}

void InputResolver::clear() {
    legal_.clear();
    infos_.clear();
    owned_.clear();
}

CardSet InputResolver::playable() const {
    CardSet cards;
    for (std::size_t i = 0; i < legal_.size(); ++i)
        if (!owned_[i]) cards |= legal_[i].cards;
    return cards;
}

std::vector<int> InputResolver::piles() const {
    std::vector<int> zones;
    for (std::size_t i = 0; i < legal_.size(); ++i)
        if (!owned_[i] && infos_[i].sourceZone >= 0) zones.push_back(infos_[i].sourceZone);
    return zones;
}

bool InputResolver::multiSelect() const {
    for (std::size_t i = 0; i < legal_.size(); ++i)
        if (!owned_[i] && legal_[i].cards.size() > 1) return true;
    return false;
}

bool InputResolver::mixedCardMoves() const {
    const std::string* first = nullptr;
    for (std::size_t i = 0; i < legal_.size(); ++i) {
        if (owned_[i] || legal_[i].cards.empty()) continue;
        if (!first)
            first = &infos_[i].kind;
        else if (infos_[i].kind != *first)
            return true;
    }
    return false;
}

std::vector<int> InputResolver::buttons() const {
    std::vector<int> out;
    for (std::size_t i = 0; i < legal_.size(); ++i)
        if (!owned_[i] && legal_[i].cards.empty()) out.push_back(static_cast<int>(i));
    return out;
}

namespace {

// The move hands the turn on (or ends the game): asked by playing it on a copy.
bool endsTurn(const GameState& state, const Action& action) {
    const std::unique_ptr<GameState> after = state.clone();
    if (!after->apply(action).empty()) return false;
    return after->isTerminal() || after->toAct() != state.toAct();
}

// The move takes `card` into `zone`: asked by playing it on a copy, as the
// engine alone knows where its moves put cards.
bool putsInto(const GameState& state, const Action& action, CardId card, int zone) {
    const std::unique_ptr<GameState> after = state.clone();
    EventList events;
    if (!after->apply(action, &events).empty()) return false;
    return std::any_of(events.begin(), events.end(), [&](const Event& e) {
        return e.kind == EventKind::Move && e.card == card && e.toZone == zone;
    });
}

// A card the reader does not know (a face-down row: kNoCard) is in no move.
bool uses(const Action& action, CardId card) {
    return card != kNoCard && action.cards.contains(card);
}

}  // namespace

std::vector<int> InputResolver::targetGroups(CardId card) const {
    std::vector<int> groups;
    for (std::size_t i = 0; i < legal_.size(); ++i)
        if (!owned_[i] && infos_[i].targetGroup >= 0 && uses(legal_[i], card) &&
            std::find(groups.begin(), groups.end(), infos_[i].targetGroup) == groups.end())
            groups.push_back(infos_[i].targetGroup);
    return groups;
}

InputDecision InputResolver::drop(const GameState& state, CardId card, int zone, int group,
                                  bool faceUp) const {
    InputDecision d;
    bool usable = false;
    for (std::size_t i = 0; i < legal_.size(); ++i) {
        if (owned_[i] || !uses(legal_[i], card)) continue;
        usable = true;
        // Onto a group: the moves onto it (a lay-off, with whatever cards it
        // takes along). Onto a zone: this card alone, into that zone.
        const bool fits = group >= 0 ? infos_[i].targetGroup == group
                                     : infos_[i].targetGroup < 0 && legal_[i].cards.size() == 1 &&
                                           putsInto(state, legal_[i], card, zone);
        if (fits) d.choices.push_back(static_cast<int>(i));
    }
    if (d.choices.empty()) {
        d.kind = InputDecision::Kind::Refuse;
        d.elsewhere = usable;
        // As for a click: only a card this seat sees gets the engine's reason.
        if (!usable && faceUp) d.reason = state.explainCard(card);
        return d;
    }
    // The place names the move: no turn-ending confirmation as for a click.
    d.kind = d.choices.size() == 1 ? InputDecision::Kind::Apply : InputDecision::Kind::Choose;
    if (d.choices.size() == 1) d.action = legal_[static_cast<std::size_t>(d.choices.front())];
    return d;
}

InputDecision InputResolver::click(const GameState& state, CardId card, int zone, bool faceUp,
                                   bool selecting) const {
    InputDecision d;
    // A card of a pile some move draws from (the stock, the discard pile).
    for (std::size_t i = 0; i < legal_.size(); ++i)
        if (!owned_[i] && zone >= 0 && infos_[i].sourceZone == zone)
            d.choices.push_back(static_cast<int>(i));
    if (!d.choices.empty() && !selecting) {
        d.kind = d.choices.size() == 1 ? InputDecision::Kind::Apply : InputDecision::Kind::Choose;
        if (d.choices.size() == 1) d.action = legal_[static_cast<std::size_t>(d.choices.front())];
        return d;
    }
    d.choices.clear();
    bool inCombination = false;
    for (std::size_t i = 0; i < legal_.size(); ++i) {
        if (owned_[i] || !uses(legal_[i], card)) continue;
        if (legal_[i].cards.size() == 1)
            d.choices.push_back(static_cast<int>(i));
        else
            inCombination = true;
    }
    if (d.choices.empty() && !inCombination) {
        // Only a card this seat can see gets the engine's reason: the reason
        // could name a hidden card.
        d.kind = InputDecision::Kind::Refuse;
        if (faceUp) d.reason = state.explainCard(card);
        return d;
    }
    if (selecting || d.choices.empty()) {
        d.kind = InputDecision::Kind::Select;
        d.choices.clear();
        return d;
    }
    // One rule in every game: a card with exactly one use plays on one click,
    // unless that use ends the turn while other kinds of card moves were open
    // (a discard where a lay-off or a meld could have come first): a person
    // could regret that, so the chooser names the move and asks. Where every
    // card move is of one kind (a card to the trick), its only use is played.
    if (d.choices.size() == 1 && !inCombination) {
        const Action& only = legal_[static_cast<std::size_t>(d.choices.front())];
        if (!mixedCardMoves() || !endsTurn(state, only)) {
            d.kind = InputDecision::Kind::Apply;
            d.action = only;
            return d;
        }
    }
    d.kind = InputDecision::Kind::Choose;
    d.alsoSelect = inCombination;
    return d;
}

InputDecision InputResolver::confirm(const GameState& state, CardSet selected) const {
    InputDecision d;
    for (std::size_t i = 0; i < legal_.size(); ++i)
        if (!owned_[i] && legal_[i].cards == selected) d.choices.push_back(static_cast<int>(i));
    // One card confirmed as a "combination" that ends the turn (a discard) is
    // more likely a slip than a plan: the chooser names the move and asks.
    const bool slip = d.choices.size() == 1 && selected.size() == 1 &&
                      endsTurn(state, legal_[static_cast<std::size_t>(d.choices.front())]);
    if (d.choices.size() == 1 && !slip) {
        d.kind = InputDecision::Kind::Apply;
        d.action = legal_[static_cast<std::size_t>(d.choices.front())];
    } else {
        d.kind = d.choices.empty() ? InputDecision::Kind::Refuse : InputDecision::Kind::Choose;
    }
    if (d.choices.empty()) d.reason = state.explainSelection(selected);
    return d;
}

bool InputResolver::canConfirm(CardSet selected) const {
    if (selected.empty()) return false;
    // As confirm(): moves a game's own controls present are theirs, not the selection's.
    for (std::size_t i = 0; i < legal_.size(); ++i)
        if (!owned_[i] && legal_[i].cards == selected) return true;
    return false;
}

InputDecision InputResolver::text(const GameState& state, const std::string& text) const {
    InputDecision d;
    const std::optional<Action> parsed = state.parse(text);
    if (!parsed) {
        d.notAMove = true;
        return d;
    }
    // Compare by notation: it names exactly one action.
    const std::string wanted = state.format(*parsed);
    for (const Action& a : legal_) {
        if (state.format(a) != wanted) continue;
        d.kind = InputDecision::Kind::Apply;
        d.action = a;
        return d;
    }
    d.reason = state.explainIllegal(*parsed);
    return d;
}

}  // namespace felt::app
