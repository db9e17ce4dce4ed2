#include "meld_search.h"

#include <array>
#include <bit>

namespace felt::janken_rummy {

namespace {

bool hasNatural(const MeldPool& pool, int suit, int value) {
    const int r = value == kAceHigh ? 1 : value;
    return ((pool.naturals[suit] >> r) & 1) != 0;
}

bool requiredJokerAt(const MeldPool& pool, int suit, int value) {
    if (!pool.hasRequired || !pool.required.joker || pool.required.suit != suit) return false;
    const int r = pool.required.rank;
    return r == value || (r == 1 && value == kAceHigh);
}

bool isRequiredNatural(const MeldPool& pool, int suit, int value) {
    if (!pool.hasRequired || pool.required.joker || pool.required.suit != suit) return false;
    const int r = pool.required.rank;
    return r == value || (r == 1 && value == kAceHigh);
}

// What fills the place (suit, value) of a run: the required Joker if it stands
// there, else a natural card, else that suit's wild Joker if still free.
struct Slot {
    CardId card = kNoCard;
    bool wild = false;
    bool natural = false;
    bool required = false;
};
Slot slotFor(const MeldPool& pool, int suit, int value, std::uint8_t usedWild) {
    if (requiredJokerAt(pool, suit, value)) return {pool.required.card, false, false, true};
    if (hasNatural(pool, suit, value))
        return {naturalId(suit, value), false, true, isRequiredNatural(pool, suit, value)};
    if (((pool.wildJokers & ~usedWild) >> suit) & 1) return {jokerId(suit), true, false, false};
    return {};
}

// Cards in a set of suits (5 bits): a table, as std::popcount is a library
// call on CPUs the build does not assume to have the instruction.
constexpr int suitCount(unsigned suits) {
    constexpr std::array<std::uint8_t, 32> kCount = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2,
                                                     3, 2, 3, 3, 4, 1, 2, 2, 3, 2, 3,
                                                     3, 4, 2, 3, 3, 4, 3, 4, 4, 5};
    return kCount[suits & 31u];
}

// Bits lo..hi set.
constexpr std::uint32_t bitsBetween(int lo, int hi) {
    return ((2u << hi) - 1u) & ~((1u << lo) - 1u);
}

// Bit v (1..14) set where a natural card of value v lies in `ranks` (bit r =
// rank r; an Ace also counts as 14).
std::uint32_t valueMask(std::uint32_t ranks) {
    return ranks | ((ranks & 2u) << 13);
}

// Values from which `length` consecutive values are all set in `values`.
std::uint32_t startsOfStretch(std::uint32_t values, int length) {
    std::uint32_t starts = values;
    for (int i = 1; i < length; ++i) starts &= values >> i;
    return starts;
}

// Whether a Joker can take a place in suit `suit`: its own wild Joker, or the
// required Joker standing in that suit. Without one, only natural cards fill
// places, and plain bit masks rule out most starting points at once.
bool jokerInSuit(const MeldPool& pool, int suit) {
    return ((pool.wildJokers >> suit) & 1) != 0 ||
           (pool.hasRequired && pool.required.joker && pool.required.suit == suit);
}

// Ranks (bit r) held in at least `need` suits: the suits' rank masks added
// up bit by bit (a three-bit counter per rank).
std::uint32_t ranksInSuits(const MeldPool& pool, int need) {
    if (need <= 0) return ~0u;
    std::uint32_t c0 = 0, c1 = 0, c2 = 0;
    for (int s = 0; s < kSuits; ++s) {
        const std::uint32_t m = pool.naturals[s];
        const std::uint32_t carry0 = c0 & m;
        c0 ^= m;
        const std::uint32_t carry1 = c1 & carry0;
        c1 ^= carry0;
        c2 |= carry1;
    }
    if (need == 1) return c0 | c1 | c2;
    if (need == 2) return c1 | c2;
    return c2 | (c1 & c0);  // 3 or more
}

void findSets(const MeldPool& pool, MeldSink& sink) {
    // A set needs three cards: naturals of the rank plus the Jokers on offer.
    const int jokers =
        suitCount(pool.wildJokers) + (pool.hasRequired && pool.required.joker ? 1 : 0);
    const std::uint32_t candidates = ranksInSuits(pool, 3 - jokers);
    for (std::uint32_t left = candidates & bitsBetween(1, kRanks); left; left &= left - 1) {
        const int r = std::countr_zero(left);
        if (pool.hasRequired && pool.required.rank != r) continue;
        std::uint8_t naturalSuits = 0;
        for (int s = 0; s < kSuits; ++s)
            if ((pool.naturals[s] >> r) & 1) naturalSuits |= static_cast<std::uint8_t>(1u << s);
        const bool fixedJoker = pool.hasRequired && pool.required.joker;
        const std::uint8_t mustSuit = pool.hasRequired && !pool.required.joker
                                          ? static_cast<std::uint8_t>(1u << pool.required.suit)
                                          : std::uint8_t{0};
        const int fixed = fixedJoker ? 1 : 0;
        if (suitCount(naturalSuits) + suitCount(pool.wildJokers) + fixed < 3) continue;
        for (unsigned ns = naturalSuits; ns; ns = (ns - 1) & naturalSuits) {
            if ((ns & mustSuit) != mustSuit) continue;
            for (unsigned ws = pool.wildJokers;; ws = (ws - 1) & pool.wildJokers) {
                const int size = suitCount(ns) + suitCount(ws) + fixed;
                if (size >= 3 && (!pool.minimalOnly || size == 3)) {
                    FoundMeld m;
                    m.kind = MeldKind::Set;
                    for (int s = 0; s < kSuits; ++s) {
                        if ((ns >> s) & 1) m.cards.insert(naturalId(s, r));
                        if ((ws >> s) & 1) {
                            m.cards.insert(jokerId(s));
                            m.jokerRanks = withJokerRank(m.jokerRanks, s, r);
                        }
                    }
                    if (fixedJoker) m.cards.insert(pool.required.card);
                    sink.found(m);
                }
                if (ws == 0) break;
            }
        }
    }
}

void findRuns(const MeldPool& pool, MeldSink& sink) {
    for (int s = 0; s < kSuits; ++s) {
        // Without a Joker in this suit a run needs three naturals in a row.
        const std::uint32_t starts =
            jokerInSuit(pool, s) ? ~0u : startsOfStretch(valueMask(pool.naturals[s]), 3);
        for (std::uint32_t left = starts & bitsBetween(1, 12); left; left &= left - 1) {
            const int lo = std::countr_zero(left);
            FoundMeld m;
            m.kind = MeldKind::Run;
            std::uint8_t usedWild = 0;
            bool required = !pool.hasRequired;
            const int top = lo == 1 ? kKing : kAceHigh;  // never an Ace at both ends
            for (int hi = lo; hi <= top; ++hi) {
                const Slot slot = slotFor(pool, s, hi, usedWild);
                if (slot.card == kNoCard) break;
                m.cards.insert(slot.card);
                if (slot.wild) {
                    usedWild |= static_cast<std::uint8_t>(1u << s);
                    m.jokerRanks = withJokerRank(m.jokerRanks, s, hi);
                }
                required = required || slot.required;
                const int len = hi - lo + 1;
                // 2..A holds the same cards as A..K, which is listed already.
                if (len >= 3 && required && !(lo == 2 && hi == kAceHigh)) sink.found(m);
                if (pool.minimalOnly && len >= 3) break;
            }
        }
    }
}

struct ChainSearch {
    ChainSearch(const MeldPool& p, MeldSink& s, int low) : pool(p), sink(s), lo(low) {}
    const MeldPool& pool;
    MeldSink& sink;
    int lo = 1;
    std::array<int, kMaxMeldCards + 1> suits{};
    FoundMeld meld;
    std::uint8_t usedWild = 0;
    int naturals = 0;
    bool required = false;

    void place(int value, int suit) {
        const Slot slot = slotFor(pool, suit, value, usedWild);
        if (slot.card == kNoCard) return;
        const FoundMeld saved = meld;
        const std::uint8_t savedWild = usedWild;
        const bool savedRequired = required;
        meld.cards.insert(slot.card);
        if (slot.wild) {
            usedWild |= static_cast<std::uint8_t>(1u << suit);
            meld.jokerRanks = withJokerRank(meld.jokerRanks, suit, value);
        }
        naturals += slot.natural ? 1 : 0;
        required = required || slot.required;
        suits[value - lo] = suit;
        const int len = value - lo + 1;
        // 2..A with the Ace able to sit below the 2 is the A..K chain, listed already.
        const bool sameAsLow = lo == 2 && value == kAceHigh && beats(suits[0], suit);
        if (len >= 4 && naturals > 0 && required && !sameAsLow) sink.found(meld);
        const int top = lo == 1 ? kKing : kAceHigh;
        if (value < top && !(pool.minimalOnly && len >= 4))
            for (int t = 0; t < kSuits; ++t)
                if (beats(t, suit)) place(value + 1, t);
        naturals -= slot.natural ? 1 : 0;
        meld = saved;
        usedWild = savedWild;
        required = savedRequired;
    }
};

void findStrongRuns(const MeldPool& pool, MeldSink& sink) {
    // Without Jokers a strong run needs cards of four values in a row, of
    // whatever suits; most hands have no such stretch at all.
    bool jokers = false;
    std::uint32_t values = 0;
    for (int s = 0; s < kSuits; ++s) {
        jokers = jokers || jokerInSuit(pool, s);
        values |= valueMask(pool.naturals[s]);
    }
    const std::uint32_t starts = jokers ? ~0u : startsOfStretch(values, 4);
    if (starts == 0) return;
    for (std::uint32_t left = starts & bitsBetween(1, kAceHigh - 3); left; left &= left - 1) {
        const int lo = std::countr_zero(left);
        for (int s = 0; s < kSuits; ++s) {
            ChainSearch search(pool, sink, lo);
            search.meld.kind = MeldKind::StrongRun;
            search.required = !pool.hasRequired;
            search.place(lo, s);
        }
    }
}

}  // namespace

MeldPool MeldPool::of(CardSet cards) {
    MeldPool pool;
    for (CardId c : cards) {
        if (isJoker(c))
            pool.wildJokers |= static_cast<std::uint8_t>(1u << suitOf(c));
        else
            pool.addNatural(c);
    }
    return pool;
}

void findMelds(const MeldPool& pool, MeldSink& sink) {
    findSets(pool, sink);
    findRuns(pool, sink);
    findStrongRuns(pool, sink);
}

}  // namespace felt::janken_rummy
