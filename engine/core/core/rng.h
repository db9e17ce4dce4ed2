// The one random generator of the project: PCG32 (XSH-RR, 64-bit state), with our
// own bounded draws and shuffle, so a seed produces the same deal on every
// compiler and OS (std::shuffle and std distributions are not portable).
#pragma once

#include <cstdint>
#include <vector>

namespace felt {

class Rng {
public:
    explicit Rng(std::uint64_t seed = 0x853c49e6748fea9bULL,
                 std::uint64_t stream = 0xda3e39cb94b95bdbULL) {
        reseed(seed, stream);
    }

    void reseed(std::uint64_t seed, std::uint64_t stream = 0xda3e39cb94b95bdbULL) {
        state_ = 0;
        inc_ = (stream << 1u) | 1u;
        next();
        state_ += seed;
        next();
    }

    std::uint32_t next() {
        const std::uint64_t old = state_;
        state_ = old * 6364136223846793005ULL + inc_;
        const auto xorshifted = static_cast<std::uint32_t>(((old >> 18u) ^ old) >> 27u);
        const auto rot = static_cast<std::uint32_t>(old >> 59u);
        return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
    }

    std::uint64_t next64() { return (std::uint64_t{next()} << 32) | next(); }

    // Uniform integer in [0, bound), bound > 0 (Lemire's multiply-and-reject).
    std::uint32_t below(std::uint32_t bound) {
        std::uint64_t m = std::uint64_t{next()} * bound;
        auto low = static_cast<std::uint32_t>(m);
        if (low < bound) {
            const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
            while (low < threshold) {
                m = std::uint64_t{next()} * bound;
                low = static_cast<std::uint32_t>(m);
            }
        }
        return static_cast<std::uint32_t>(m >> 32);
    }

    // Fisher-Yates from the back.
    template <typename T>
    void shuffle(T* data, std::size_t n) {
        for (std::size_t i = n; i > 1; --i) {
            const std::size_t j = below(static_cast<std::uint32_t>(i));
            T tmp = data[i - 1];
            data[i - 1] = data[j];
            data[j] = tmp;
        }
    }
    template <typename T>
    void shuffle(std::vector<T>& v) {
        shuffle(v.data(), v.size());
    }

    bool operator==(const Rng&) const = default;

private:
    std::uint64_t state_ = 0;
    std::uint64_t inc_ = 0;
};

}  // namespace felt
