#include "meld_search.h"

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

void findSets(const MeldPool& pool, MeldSink& sink) {
    for (int r = 1; r <= kRanks; ++r) {
        if (pool.hasRequired && pool.required.rank != r) continue;
        std::uint8_t naturalSuits = 0;
        for (int s = 0; s < kSuits; ++s)
            if ((pool.naturals[s] >> r) & 1) naturalSuits |= static_cast<std::uint8_t>(1u << s);
        const bool fixedJoker = pool.hasRequired && pool.required.joker;
        const std::uint8_t mustSuit = pool.hasRequired && !pool.required.joker
                                          ? static_cast<std::uint8_t>(1u << pool.required.suit)
                                          : std::uint8_t{0};
        for (unsigned ns = naturalSuits; ns; ns = (ns - 1) & naturalSuits) {
            if ((ns & mustSuit) != mustSuit) continue;
            for (unsigned ws = pool.wildJokers;; ws = (ws - 1) & pool.wildJokers) {
                const int size = std::popcount(ns) + std::popcount(ws) + (fixedJoker ? 1 : 0);
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
        for (int lo = 1; lo <= 12; ++lo) {
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
    for (int lo = 1; lo <= kAceHigh - 3; ++lo) {
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
