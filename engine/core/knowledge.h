// The table's public knowledge about where unseen cards can lie: one model for
// every game. A game declares facts as play reveals them (a seat that fails to
// follow suit holds no card of that suit, a card that beat nothing shows what
// a hand lacks...), and its determinizations deal unseen cards only within
// those facts. Only public facts live here; what a single seat alone knows
// (its own hand) is the game's own business.
#pragma once

#include <array>
#include <vector>

#include "card_set.h"
#include "rng.h"

namespace felt {

class Knowledge {
public:
    static constexpr int kMaxSeats = 16;

    void clear() { ruledOut_.fill(CardSet{}); }
    // Everyone now knows `seat` holds none of `cards`.
    void ruleOut(int seat, CardSet cards) { ruledOut_[static_cast<std::size_t>(seat)] |= cards; }
    CardSet ruledOut(int seat) const { return ruledOut_[static_cast<std::size_t>(seat)]; }

    // A determinization for `viewer`: the cards of every other seat's hand and
    // of the `extras` (undealt packs, face-down dummies) are dealt anew at
    // random, keeping every size and every fact. `hands[viewer]` is untouched.
    // Returns false (changing nothing) if no deal fits the facts, which cannot
    // happen when they come from a real game.
    bool redeal(int viewer, std::vector<CardSet>& hands, std::vector<std::vector<CardId>*> extras,
                Rng& rng) const;

private:
    std::array<CardSet, kMaxSeats> ruledOut_{};
};

}  // namespace felt
