// Melds on the table and the checks behind them (ruling JR-3, Jokers JR-9):
// a set is 3+ cards of one rank, a run 3+ consecutive ranks of one suit, a
// strong run 4+ consecutive ranks where every card's suit beats the suit of
// the card before it. An Ace is either below the 2 or above the King, never
// both in one meld. A Joker keeps its suit, stands for the rank it was given,
// may repeat a card of a set, and no meld consists of Jokers only.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "games/janken_rummy/janken_cards.h"

namespace felt::janken_rummy {

enum class MeldKind : std::uint8_t { Set = 0, Run = 1, StrongRun = 2 };
inline constexpr int kMaxMeldCards = 13;  // a full run A..K (sets hold at most 10)

constexpr int minimumSize(MeldKind kind) {
    return kind == MeldKind::StrongRun ? 4 : 3;
}
const char* meldKindName(MeldKind kind);

// A card as a meld sees it. `rank` is 1..13 for naturals and for Jokers the
// rank they stand for (1 = Ace, low or high as the meld needs).
struct Piece {
    CardId card = kNoCard;
    std::int8_t suit = 0;
    std::int8_t rank = 0;
    bool joker = false;
};
Piece naturalPiece(CardId card);
Piece jokerPiece(CardId card, int rank);

// A meld on the table, its cards in meld order (runs ascending) with the rank
// value (1..14) each card stands for.
struct Meld {
    std::int8_t owner = -1;  // the seat that laid it
    MeldKind kind = MeldKind::Set;
    std::uint8_t size = 0;
    std::array<CardId, kMaxMeldCards> cards{};
    std::array<std::int8_t, kMaxMeldCards> ranks{};

    Piece piece(int i) const;
    int naturals() const;
    int indexOf(CardId card) const;  // -1 if absent
    bool operator==(const Meld&) const = default;
};

// Arranges `pieces` into a meld (kind, order, rank values) in `out`; returns
// "" or, leaving `out` unspecified, why they do not form one (a translatable
// engine sentence, a string literal). When an Ace could be low or high, low
// is chosen.
std::string_view arrangeMeld(const Piece* pieces, int count, Meld& out);

// Where a single card can be added to `meld`: at the low or high end of a run,
// or anywhere in a set. The low end is preferred when both fit (an Ace onto
// 2..K). `rank` is the value the card takes there.
struct Fit {
    bool ok = false;
    bool low = false;
    std::int8_t rank = 0;
};
Fit fitOnMeld(const Meld& meld, const Piece& piece);
void addToMeld(Meld& meld, const Piece& piece, const Fit& fit);

// Whether the card at `index` may leave the meld (changing melds, JR-8): the
// rest must still be a meld of at least the minimum size with a natural card.
bool canRemove(const Meld& meld, int index);
void removeFromMeld(Meld& meld, int index);

}  // namespace felt::janken_rummy
