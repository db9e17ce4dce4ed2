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
#include <bit>
#include <cstdint>
#include <memory>
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
        places_.reset();
    }
    // Everyone now knows `seat` holds none of `cards`.
    void ruleOut(int seat, CardSet cards) { ruledOut_[static_cast<std::size_t>(seat)] |= cards; }
    CardSet ruledOut(int seat) const { return ruledOut_[static_cast<std::size_t>(seat)]; }

    // The seats (bit i: seat i) that know where `card` lies now; replaces what
    // was known before (a card drawn unseen is known to its holder alone).
    void setKnownBy(CardId card, std::uint16_t seats) {
        if (!seats && !places_) return;
        Places& p = edit();
        // Only the seats whose knowledge changes (playouts do this often).
        for (unsigned diff = p.knownBy[card] ^ seats; diff; diff &= diff - 1) {
            CardSet& set = p.knownTo[static_cast<std::size_t>(std::countr_zero(diff))];
            if (seats & (diff & -diff))
                set.insert(card);
            else
                set.erase(card);
        }
        p.knownBy[card] = seats;
    }
    std::uint16_t knownBy(CardId card) const { return places_ ? places_->knownBy[card] : 0; }

    // `card` belongs to class `group`; unseen cards trade places only within a class.
    void setClass(CardId card, std::uint16_t group) {
        Places& p = edit();
        p.group[card] = group;
        p.classes = true;
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
    // Known places and classes, shared between copies of a game until one
    // changes them: a search copies a game for every sample, and most games
    // declare none.
    struct Places {
        std::array<std::uint16_t, kMaxCards> knownBy{};
        std::array<CardSet, kMaxSeats> knownTo{};  // the same by seat: the cards it can place
        std::array<std::uint16_t, kMaxCards> group{};
        bool classes = false;
    };
    Places& edit() {
        if (!places_)
            places_ = std::make_shared<Places>();
        else if (places_.use_count() > 1)
            places_ = std::make_shared<Places>(*places_);
        return *places_;
    }

    bool redealPlainly(int viewer, std::vector<CardSet>& hands,
                       std::vector<std::vector<CardId>*>& extras, Rng& rng) const;

    std::array<CardSet, kMaxSeats> ruledOut_{};
    std::shared_ptr<Places> places_;
};

}  // namespace felt
