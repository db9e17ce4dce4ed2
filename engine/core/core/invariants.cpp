#include "core/invariants.h"

#include <algorithm>

namespace felt {

namespace {

// Every physical card sits in exactly one zone, showing its own face.
std::string checkPartition(const GameState& state, const SeatView& truth) {
    const Deck& deck = state.deck();
    const auto specs = state.zones();
    if (truth.zones.size() != specs.size())
        return "the full view lists a different number of zones than declared";
    std::vector<int> seen(deck.size(), 0);
    for (std::size_t z = 0; z < specs.size(); ++z) {
        if (truth.zones[z].zone != specs[z].id)
            return "zone " + specs[z].key + " is out of order in the view";
        for (const CardView& c : truth.zones[z].cards) {
            if (c.id == kNoCard || c.id >= deck.size())
                return "the full view hides a card in " + specs[z].key;
            if (!(c.face == deck.face(c.id)))
                return "card " + std::to_string(c.id) + " shows a wrong face";
            ++seen[c.id];
        }
    }
    for (int id = 0; id < deck.size(); ++id)
        if (seen[id] != 1)
            return "card " + deck.format(static_cast<CardId>(id)) + " is in " +
                   std::to_string(seen[id]) + " zones";
    return "";
}

std::string checkTurn(const GameState& state) {
    std::vector<Action> legal;
    state.legalActions(legal);
    if (state.isTerminal()) {
        if (state.toAct() != kNobody) return "a finished game still names a seat to act";
        if (!legal.empty()) return "a finished game still has legal actions";
        return "";
    }
    if (state.toAct() < 0 || state.toAct() >= state.players()) return "no valid seat to act";
    if (legal.empty()) return "the seat to act has no legal action";
    for (const Action& a : legal)
        if (!state.parse(state.format(a)).has_value() || !(*state.parse(state.format(a)) == a))
            return "action '" + state.format(a) + "' does not parse back to itself";
    return "";
}

// What `seat` sees agrees with the truth, and hides what it must.
std::string checkSeatView(const GameState& state, const SeatView& truth, int seat) {
    const SeatView v = state.view(seat);
    const auto specs = state.zones();
    if (v.zones.size() != truth.zones.size()) return "seat view lists a different number of zones";
    for (std::size_t z = 0; z < specs.size(); ++z) {
        const auto& mine = v.zones[z].cards;
        const auto& real = truth.zones[z].cards;
        if (mine.size() != real.size())
            return "seat " + std::to_string(seat) + " sees a wrong count in " + specs[z].key;
        const bool secret =
            specs[z].visibility == ZoneVisibility::Nobody ||
            (specs[z].visibility == ZoneVisibility::Owner && specs[z].owner != seat);
        for (std::size_t i = 0; i < mine.size(); ++i) {
            if (mine[i].id == kNoCard) continue;
            if (secret)
                return "seat " + std::to_string(seat) + " sees a hidden card in " + specs[z].key;
            if (!(mine[i] == real[i]))
                return "seat " + std::to_string(seat) + " sees a wrong card in " + specs[z].key;
        }
    }
    if (v.toAct != truth.toAct) return "seat view names a different seat to act";
    return "";
}

std::string checkDeterminization(const GameState& state, int seat, Rng& rng) {
    const auto sample = state.determinize(seat, rng);
    const std::string who = "determinize(" + std::to_string(seat) + ")";
    if (!(sample->view(seat) == state.view(seat))) return who + " changed what the seat sees";
    std::string error = checkPartition(*sample, sample->view(kEveryone));
    if (!error.empty()) return who + ": " + error;
    if (state.toAct() == seat && !(sample->legalActions() == state.legalActions()))
        return who + " changed the seat's legal actions";
    return "";
}

}  // namespace

std::string checkInvariants(const GameState& state, Rng& rng, CheckDepth depth) {
    const SeatView truth = state.view(kEveryone);
    std::string error = checkPartition(state, truth);
    if (error.empty()) error = checkTurn(state);
    if (depth == CheckDepth::Basic) return error;
    for (int seat = 0; seat < state.players() && error.empty(); ++seat) {
        error = checkSeatView(state, truth, seat);
        if (error.empty()) error = checkDeterminization(state, seat, rng);
    }
    return error;
}

}  // namespace felt
