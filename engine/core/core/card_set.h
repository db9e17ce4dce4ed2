// A set of physical cards as a 128-bit mask: cheap to copy, no allocation.
#pragma once

#include <bit>
#include <cassert>
#include <cstdint>

#include "card.h"

namespace felt {

class CardSet {
public:
    constexpr CardSet() = default;
    static constexpr CardSet single(CardId id) {
        CardSet s;
        s.insert(id);
        return s;
    }
    static constexpr CardSet fromBits(std::uint64_t low, std::uint64_t high = 0) {
        CardSet s;
        s.w_[0] = low;
        s.w_[1] = high;
        return s;
    }
    // The first n card ids.
    static constexpr CardSet firstN(int n) {
        CardSet s;
        for (int i = 0; i < n; ++i) s.insert(static_cast<CardId>(i));
        return s;
    }

    // Ids must be below 128. A larger one (kNoCard, a hostile action's value)
    // is a caller's bug: debug and sanitizer builds stop on it, and every build
    // masks the word index so that the set never touches memory outside itself.
    constexpr void insert(CardId id) { w_[word(id)] |= bit(id); }
    constexpr void erase(CardId id) { w_[word(id)] &= ~bit(id); }
    constexpr bool contains(CardId id) const { return (w_[word(id)] & bit(id)) != 0; }
    constexpr bool empty() const { return (w_[0] | w_[1]) == 0; }
    constexpr int size() const { return std::popcount(w_[0]) + std::popcount(w_[1]); }
    constexpr void clear() { w_[0] = w_[1] = 0; }
    constexpr std::uint64_t low() const { return w_[0]; }
    constexpr std::uint64_t high() const { return w_[1]; }

    // Smallest id in the set; kNoCard when empty.
    constexpr CardId first() const {
        if (w_[0]) return static_cast<CardId>(std::countr_zero(w_[0]));
        if (w_[1]) return static_cast<CardId>(64 + std::countr_zero(w_[1]));
        return kNoCard;
    }
    // Largest id in the set; kNoCard when empty.
    constexpr CardId last() const {
        if (w_[1]) return static_cast<CardId>(127 - std::countl_zero(w_[1]));
        if (w_[0]) return static_cast<CardId>(63 - std::countl_zero(w_[0]));
        return kNoCard;
    }
    // The n-th smallest id (0-based); n must be < size().
    constexpr CardId nth(int n) const {
        int lowCount = std::popcount(w_[0]);
        std::uint64_t w = n < lowCount ? w_[0] : w_[1];
        int base = n < lowCount ? 0 : 64;
        if (n >= lowCount) n -= lowCount;
        for (; n > 0; --n) w &= w - 1;
        return static_cast<CardId>(base + std::countr_zero(w));
    }

    constexpr CardSet operator|(CardSet o) const {
        return fromBits(w_[0] | o.w_[0], w_[1] | o.w_[1]);
    }
    constexpr CardSet operator&(CardSet o) const {
        return fromBits(w_[0] & o.w_[0], w_[1] & o.w_[1]);
    }
    constexpr CardSet operator-(CardSet o) const {
        return fromBits(w_[0] & ~o.w_[0], w_[1] & ~o.w_[1]);
    }
    constexpr CardSet& operator|=(CardSet o) { return *this = *this | o; }
    constexpr CardSet& operator&=(CardSet o) { return *this = *this & o; }
    constexpr CardSet& operator-=(CardSet o) { return *this = *this - o; }
    constexpr bool operator==(const CardSet&) const = default;

    // Iteration in increasing id order: for (CardId c : set) ...
    class Iterator {
    public:
        constexpr Iterator(std::uint64_t lo, std::uint64_t hi) : lo_(lo), hi_(hi) {}
        constexpr CardId operator*() const {
            return lo_ ? static_cast<CardId>(std::countr_zero(lo_))
                       : static_cast<CardId>(64 + std::countr_zero(hi_));
        }
        constexpr Iterator& operator++() {
            if (lo_)
                lo_ &= lo_ - 1;
            else
                hi_ &= hi_ - 1;
            return *this;
        }
        constexpr bool operator!=(const Iterator& o) const { return lo_ != o.lo_ || hi_ != o.hi_; }

    private:
        std::uint64_t lo_, hi_;
    };
    constexpr Iterator begin() const { return {w_[0], w_[1]}; }
    constexpr Iterator end() const { return {0, 0}; }

private:
    static constexpr unsigned word(CardId id) {
        assert(id < 128 && "card id out of a CardSet's range");
        return (id >> 6) & 1u;
    }
    static constexpr std::uint64_t bit(CardId id) { return std::uint64_t{1} << (id & 63); }
    std::uint64_t w_[2] = {0, 0};
};

}  // namespace felt
