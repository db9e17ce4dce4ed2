#include "seat_messages.h"

#include <algorithm>

#include "host_messages.h"
#include "to_wire.h"

namespace felt::net {
namespace {

WireMove moveOf(const GameState& state, const Action& action) {
    const ActionInfo info = state.describe(action);
    WireMove m;
    m.text = state.format(action);
    m.kind = info.kind;
    m.label = toWire(info.label);
    m.value = info.value;
    m.targetSeat = info.targetSeat;
    m.targetGroup = info.targetGroup;
    m.suit = info.suit;
    m.sourceZone = info.sourceZone;
    for (auto [card, rank] : info.standsFor) m.standsFor.emplace_back(card, rank);
    for (CardId card : action.cards) m.cards.push_back(card);
    return m;
}

}  // namespace

WireMoves movesFor(const GameState& state, int seat) {
    WireMoves out;
    out.toAct = state.toAct();
    if (state.isTerminal() || seat != state.toAct()) return out;
    out.question = toWire(state.question());
    for (const Action& a : state.legalActions()) out.moves.push_back(moveOf(state, a));
    for (const Action& a : state.withheldActions()) {
        WireMove m = moveOf(state, a);
        m.withheldBecause = toWire(state.explainIllegal(a));
        out.moves.push_back(std::move(m));
    }
    return out;
}

std::vector<QByteArray> seatUpdate(const GameState& state, const SeenHistory& seen, int seat,
                                   int& eventsSent) {
    std::vector<QByteArray> out;
    const auto events = seen.seenBy(seat);  // already masked for this seat
    const int total = static_cast<int>(events->size());
    eventsSent = std::clamp(eventsSent, 0, total);
    while (eventsSent < total) {
        WireEvents batch;
        batch.from = eventsSent;
        const int end = std::min(total, eventsSent + kEventBatch);
        for (int i = eventsSent; i < end; ++i)
            batch.events.push_back(toWire((*events)[static_cast<std::size_t>(i)]));
        out.push_back(encode(batch));
        eventsSent = end;
    }
    out.push_back(encode(toWire(state.view(seat))));
    out.push_back(encode(movesFor(state, seat)));
    if (state.isTerminal()) out.push_back(encode(toWire(state.result())));
    return out;
}

}  // namespace felt::net
