// The table's knowledge about where unseen cards can lie: one model for every
// game. A game declares facts as play reveals them, and its determinizations
// deal unseen cards only within those facts:
// - a seat holds none of some cards (it failed to follow suit, a card that
//   beat nothing showed what a hand lacks): ruleOut;
// - some seats know where a card lies (it was taken from the open discard
//   pile, handed over in a trade, or lies in a stock everyone saw): for them
//   it stays where it is: setKnownBy;
// - unseen cards change places only with cards of their own class (which
//   refill of the pack a card came from, when everyone counts how many cards
//   of each refill every hand drew): setClass.
// What a single seat knows alone about its own hand is the game's business.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "card_set.h"
#include "rng.h"

namespace felt {

class Knowledge {
public:
    static constexpr int kMaxSeats = 16;
    static constexpr int kMaxCards = 128;

    void clear() {
        ruledOut_.fill(CardSet{});
        knownBy_.fill(0);
        class_.fill(0);
        classes_ = false;
    }
    // Everyone now knows `seat` holds none of `cards`.
    void ruleOut(int seat, CardSet cards) { ruledOut_[static_cast<std::size_t>(seat)] |= cards; }
    CardSet ruledOut(int seat) const { return ruledOut_[static_cast<std::size_t>(seat)]; }

    // The seats (bit i: seat i) that know where `card` lies now; replaces what
    // was known before (a card drawn unseen is known to its holder alone).
    void setKnownBy(CardId card, std::uint16_t seats) { knownBy_[card] = seats; }
    std::uint16_t knownBy(CardId card) const { return knownBy_[card]; }

    // `card` belongs to class `group`; unseen cards trade places only within a class.
    void setClass(CardId card, std::uint16_t group) {
        class_[card] = group;
        classes_ = true;
    }

    // A determinization for `viewer`: the cards of every other seat's hand and
    // of the `extras` (undealt packs, stocks, face-down dummies) whose place
    // the viewer does not know are dealt anew at random, keeping every size,
    // every class count of every place (and of every position of an extra),
    // and every ruled-out card. `hands[viewer]` is untouched. Returns false
    // (changing nothing) if no deal fits the facts, which cannot happen when
    // they come from a real game.
    bool redeal(int viewer, std::vector<CardSet>& hands, std::vector<std::vector<CardId>*> extras,
                Rng& rng) const;

private:
    std::array<CardSet, kMaxSeats> ruledOut_{};
    std::array<std::uint16_t, kMaxCards> knownBy_{};
    std::array<std::uint16_t, kMaxCards> class_{};
    bool classes_ = false;
};

}  // namespace felt
