#include "seat_messages.h"

#include <algorithm>

#include "catalog/move_offer.h"
#include "host_messages.h"
#include "to_wire.h"

namespace felt::net {
namespace {

WireMove moveOf(const OfferedMove& move) {
    const ActionInfo& info = move.info;
    WireMove m;
    m.text = move.text;
    m.kind = info.kind;
    m.label = toWire(info.label);
    m.value = info.value;
    m.targetSeat = info.targetSeat;
    m.targetGroup = info.targetGroup;
    m.suit = info.suit;
    m.sourceZone = info.sourceZone;
    for (auto [card, rank] : info.standsFor) m.standsFor.emplace_back(card, rank);
    for (CardId card : move.action.cards) m.cards.push_back(card);
    m.endsTurn = move.endsTurn;
    for (auto [card, zone] : move.lands) m.lands.emplace_back(card, zone);
    m.withheldBecause = toWire(move.withheld);
    return m;
}

// Why each card `seat` sees face up and no move uses has no move now, the
// cards grouped by reason (one reason often covers a whole hand).
std::vector<WireCardReason> cardReasonsOf(const GameState& state, const MoveOffer& offer,
                                          int seat) {
    CardSet used;
    for (const OfferedMove& m : offer.moves) used |= m.action.cards;
    std::vector<WireCardReason> out;
    for (const ZoneView& zone : state.view(seat).zones)
        for (const CardView& c : zone.cards) {
            if (c.id == kNoCard || used.contains(c.id)) continue;
            const Phrase why = offer.whyNotCard(c.id);
            if (why.empty()) continue;
            WirePhrase reason = toWire(why);
            auto same = std::find_if(out.begin(), out.end(),
                                     [&](const WireCardReason& r) { return r.reason == reason; });
            if (same == out.end()) same = out.insert(out.end(), {std::move(reason), {}});
            same->cards.push_back(c.id);
        }
    return out;
}

}  // namespace

WireMoves movesFor(const GameState& state, int seat) {
    WireMoves out;
    out.toAct = state.toAct();
    if (state.isTerminal() || seat != state.toAct()) return out;
    const MoveOffer offer = offerMoves(state);
    out.question = toWire(offer.question);
    for (const OfferedMove& m : offer.moves) out.moves.push_back(moveOf(m));
    for (const OfferedMove& m : offer.withheld) out.moves.push_back(moveOf(m));
    out.cardReasons = cardReasonsOf(state, offer, seat);
    return out;
}
std::vector<QByteArray> seatUpdate(const GameState& state, const SeenHistory& seen, int seat,
                                   int& eventsSent, const std::string& record) {
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
    if (state.isTerminal()) {
        WireResult result = toWire(state.result());
        result.record = record;
        out.push_back(encode(result));
    }
    return out;
}

}  // namespace felt::net
