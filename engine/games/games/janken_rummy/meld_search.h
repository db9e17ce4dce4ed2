// Finding every meld a collection of cards allows: the hand's melds for the
// legal actions and the bots, and (changing melds) the new melds a table card
// can start together with hand cards.
//
// Bounds that keep the lists small (see docs/games/janken_rummy.md): in a run
// or strong run a Joker only takes a place for which the cards on offer hold
// no natural card, and with `minimalOnly` only melds of the least size are
// listed (larger ones grow from them by laying off).
#pragma once

#include <array>
#include <cstdint>

#include "core/card_set.h"
#include "games/janken_rummy/melds.h"

namespace felt::janken_rummy {

struct MeldPool {
    std::array<std::uint16_t, kSuits> naturals{};  // bit r (1..13): natural (suit, r) on offer
    std::uint8_t wildJokers = 0;                   // bit s: the Joker of suit s, any rank
    // A card every meld found must contain, e.g. a table card being moved. It
    // may be a natural (then also listed in `naturals`) or a Joker whose rank
    // is already fixed.
    bool hasRequired = false;
    Piece required;
    bool minimalOnly = false;

    void addNatural(CardId c) {
        naturals[suitOf(c)] |= static_cast<std::uint16_t>(1u << rankOf(c));
    }
    static MeldPool of(CardSet cards);
};

struct FoundMeld {
    CardSet cards;
    std::uint32_t jokerRanks = 0;  // ranks given to the pool's wild Jokers (see withJokerRank)
    MeldKind kind = MeldKind::Set;
};

class MeldSink {
public:
    virtual void found(const FoundMeld& meld) = 0;

protected:
    ~MeldSink() = default;
};

// Reports each meld once (the same cards with the same Joker ranks never twice).
void findMelds(const MeldPool& pool, MeldSink& sink);

}  // namespace felt::janken_rummy
