#include "input_resolver.h"

#include <algorithm>
#include <memory>

namespace felt::app {

void InputResolver::offer(MoveOffer offer, const std::vector<std::string>& owned) {
    offer_ = std::move(offer);
    legal_.clear();
    infos_.clear();
    owned_.clear();
    for (const OfferedMove& m : offer_.moves) {
        legal_.push_back(m.action);
        infos_.push_back(m.info);
        owned_.push_back(std::find(owned.begin(), owned.end(), m.info.kind) != owned.end());
    }
}

void InputResolver::clear() {
    offer_ = {};
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

InputDecision InputResolver::drop(CardId card, int zone, int group, bool faceUp) const {
    InputDecision d;
    bool usable = false;
    for (std::size_t i = 0; i < legal_.size(); ++i) {
        if (owned_[i] || !uses(legal_[i], card)) continue;
        usable = true;
        // Onto a group: the moves onto it (a lay-off, with whatever cards it
        // takes along). Onto a zone: this card alone, into that zone.
        const bool fits = group >= 0 ? infos_[i].targetGroup == group
                                     : infos_[i].targetGroup < 0 && legal_[i].cards.size() == 1 &&
                                           offer_.moves[i].putsInto(card, zone);
        if (fits) d.choices.push_back(static_cast<int>(i));
    }
    if (d.choices.empty()) {
        d.kind = InputDecision::Kind::Refuse;
        d.elsewhere = usable;
        // As for a click: only a card this seat sees gets the engine's reason.
        if (!usable && faceUp) d.reason = whyNotCard(card);
        return d;
    }
    // The place names the move: no turn-ending confirmation as for a click.
    d.kind = d.choices.size() == 1 ? InputDecision::Kind::Apply : InputDecision::Kind::Choose;
    if (d.choices.size() == 1) d.action = legal_[static_cast<std::size_t>(d.choices.front())];
    return d;
}

InputDecision InputResolver::click(CardId card, int zone, bool faceUp, bool selecting) const {
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
        if (faceUp) d.reason = whyNotCard(card);
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
        if (!mixedCardMoves() || !endsTurn(d.choices.front())) {
            d.kind = InputDecision::Kind::Apply;
            d.action = legal_[static_cast<std::size_t>(d.choices.front())];
            return d;
        }
    }
    d.kind = InputDecision::Kind::Choose;
    d.alsoSelect = inCombination;
    return d;
}

InputDecision InputResolver::confirm(CardSet selected) const {
    InputDecision d;
    for (std::size_t i = 0; i < legal_.size(); ++i)
        if (!owned_[i] && legal_[i].cards == selected) d.choices.push_back(static_cast<int>(i));
    // One card confirmed as a "combination" that ends the turn (a discard) is
    // more likely a slip than a plan: the chooser names the move and asks.
    const bool slip = d.choices.size() == 1 && selected.size() == 1 && endsTurn(d.choices.front());
    if (d.choices.size() == 1 && !slip) {
        d.kind = InputDecision::Kind::Apply;
        d.action = legal_[static_cast<std::size_t>(d.choices.front())];
    } else {
        d.kind = d.choices.empty() ? InputDecision::Kind::Refuse : InputDecision::Kind::Choose;
    }
    if (d.choices.empty() && offer_.whyNotSelection) d.reason = offer_.whyNotSelection(selected);
    return d;
}

bool InputResolver::canConfirm(CardSet selected) const {
    if (selected.empty()) return false;
    // As confirm(): moves a game's own controls present are theirs, not the selection's.
    for (std::size_t i = 0; i < legal_.size(); ++i)
        if (!owned_[i] && legal_[i].cards == selected) return true;
    return false;
}

InputDecision InputResolver::text(const std::string& text) const {
    InputDecision d;
    TextVerdict verdict;
    if (offer_.readText)
        verdict = offer_.readText(text);
    else if (const OfferedMove* m = offer_.findText(text))
        verdict.action = m->action;
    if (verdict.action) {
        d.kind = InputDecision::Kind::Apply;
        d.action = *verdict.action;
    }
    d.notAMove = verdict.notAMove;
    d.reason = verdict.reason;
    return d;
}

Phrase InputResolver::whyNotCard(CardId card) const {
    return offer_.whyNotCard ? offer_.whyNotCard(card) : Phrase{};
}

}  // namespace felt::app
