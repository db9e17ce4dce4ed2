#include "move_offer.h"

#include <memory>

namespace felt {

namespace {

// Plays `action` on a copy: whether the turn passes on, and where cards go.
OfferedMove describeMove(const GameState& state, const Action& action) {
    OfferedMove m;
    m.action = action;
    m.info = state.describe(action);
    m.text = state.format(action);
    const std::unique_ptr<GameState> after = state.clone();
    EventList events;
    if (!after->apply(action, &events).empty()) return m;
    m.endsTurn = after->isTerminal() || after->toAct() != state.toAct();
    for (const Event& e : events)
        if (e.kind == EventKind::Move && action.cards.contains(e.card))
            m.lands.emplace_back(e.card, e.toZone);
    return m;
}

}  // namespace

const OfferedMove* MoveOffer::find(const Action& action) const {
    for (const OfferedMove& m : moves)
        if (m.action == action) return &m;
    return nullptr;
}

const OfferedMove* MoveOffer::findText(const std::string& text) const {
    for (const OfferedMove& m : moves)
        if (m.text == text) return &m;
    return nullptr;
}

MoveOffer offerMoves(const GameState& state) {
    MoveOffer offer;
    if (state.isTerminal()) return offer;
    offer.seat = state.toAct();
    offer.question = state.question();
    for (const Action& a : state.legalActions()) offer.moves.push_back(describeMove(state, a));
    for (const Action& a : state.withheldActions()) {
        OfferedMove m = describeMove(state, a);
        m.withheld = state.explainIllegal(a);
        offer.withheld.push_back(std::move(m));
    }
    const GameState* s = &state;
    offer.whyNotCard = [s](CardId card) { return s->explainCard(card); };
    offer.whyNotSelection = [s](CardSet cards) { return s->explainSelection(cards); };
    offer.readText = [s](const std::string& text) {
        TextVerdict v;
        const std::optional<Action> parsed = s->parse(text);
        if (!parsed) {
            v.notAMove = true;
            return v;
        }
        // By notation: it names exactly one action.
        const std::string wanted = s->format(*parsed);
        for (const Action& a : s->legalActions())
            if (s->format(a) == wanted) {
                v.action = a;
                return v;
            }
        v.reason = s->explainIllegal(*parsed);
        return v;
    };
    return offer;
}

}  // namespace felt
