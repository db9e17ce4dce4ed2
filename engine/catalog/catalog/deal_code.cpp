#include "catalog/deal_code.h"

#include <bit>
#include <cctype>
#include <vector>

namespace felt {

namespace {

// Crockford's base 32 (no I, L, O, U) for the body; the check character may
// also be one of the five extra symbols, as it counts modulo 37 (a prime).
constexpr std::string_view kDigits = "0123456789ABCDEFGHJKMNPQRSTVWXYZ*~$=U";
constexpr int kBody = 32;
constexpr int kCheck = 37;
constexpr std::size_t kMaxSeedDigits = 13;  // 65 bits hold any 64-bit seed

// The value of a body character (after look-alikes are read as digits), or -1.
int digitValue(char c) {
    c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (c == 'O') c = '0';
    if (c == 'I' || c == 'L') c = '1';
    const auto at = kDigits.substr(0, kBody).find(c);
    return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

// Position-weighted sum modulo 37 over the tag letters and the body values:
// weights 1..n (n < 37) make every single change and neighbour swap show.
char checkCharacter(std::string_view tag, const std::vector<int>& body) {
    int sum = 0, weight = 1;
    for (char c : tag) sum += weight++ * (c - 'A');
    for (int v : body) sum += weight++ * v;
    return kDigits[static_cast<std::size_t>(sum % kCheck)];
}

// Bits an option's value needs: its index among the allowed values.
int bitsOf(const OptionSpec& o) {
    switch (o.type) {
        case OptionType::Bool:
            return 1;
        case OptionType::Int:
            return static_cast<int>(std::bit_width(static_cast<unsigned>(o.maxValue - o.minValue)));
        case OptionType::Choice:
            return static_cast<int>(std::bit_width(static_cast<unsigned>(o.choices.size() - 1)));
    }
    return 0;
}

unsigned indexOf(const OptionSpec& o, const std::string& value) {
    switch (o.type) {
        case OptionType::Bool:
            return value == "true" ? 1u : 0u;
        case OptionType::Int:
            return static_cast<unsigned>(std::stoi(value) - o.minValue);
        case OptionType::Choice:
            for (std::size_t i = 0; i < o.choices.size(); ++i)
                if (o.choices[i] == value) return static_cast<unsigned>(i);
    }
    return 0;
}

// "" or the value with index `i`, if `i` is one.
std::string valueAt(const OptionSpec& o, unsigned i) {
    switch (o.type) {
        case OptionType::Bool:
            return i ? "true" : "false";
        case OptionType::Int:
            return static_cast<long long>(i) <= static_cast<long long>(o.maxValue) - o.minValue
                       ? std::to_string(o.minValue + static_cast<int>(i))
                       : "";
        case OptionType::Choice:
            return i < o.choices.size() ? o.choices[i] : "";
    }
    return "";
}

}  // namespace

std::string encodeDealCode(const DealSetup& setup, std::string& error) {
    if (!setup.game) {
        error = "no game";
        return "";
    }
    const GameInfo& g = *setup.game;
    OptionValues options = setup.options;
    error = validateSetup(g, setup.players, options);
    if (!error.empty()) return "";
    std::vector<int> body{kDealCodeVersion, setup.players};
    // The options' value indices, packed most significant bit first.
    int pending = 0, used = 0;
    for (const OptionSpec& o : g.options) {
        const unsigned index = indexOf(o, options.text(o.key));
        for (int b = bitsOf(o) - 1; b >= 0; --b) {
            pending = pending << 1 | static_cast<int>((index >> b) & 1u);
            if (++used == 5) {
                body.push_back(pending);
                pending = used = 0;
            }
        }
    }
    if (used > 0) body.push_back(pending << (5 - used));
    std::vector<int> seed;
    for (std::uint64_t s = setup.seed; seed.empty() || s > 0; s /= kBody)
        seed.insert(seed.begin(), static_cast<int>(s % kBody));
    body.insert(body.end(), seed.begin(), seed.end());

    std::string text;
    for (int v : body) text += kDigits[static_cast<std::size_t>(v)];
    text += checkCharacter(g.codeTag, body);
    std::string code = g.codeTag;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (i % 4 == 0) code += '-';
        code += text[i];
    }
    return code;
}

std::string decodeDealCode(std::string_view code, DealSetup& out) {
    std::string compact;
    for (char c : code) {
        if (c == '-' || c == ' ' || c == '\t') continue;
        compact += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
    if (compact.size() < 6) return "a deal code has at least six characters";
    if (compact.size() > 40) return "that is too long for a deal code";
    const std::string tag = compact.substr(0, 2);
    const GameInfo* game = nullptr;
    for (const GameInfo& g : allGames())
        if (g.codeTag == tag) game = &g;
    if (!game) return "the code does not start with the letters of a game (" + tag + ")";
    std::vector<int> body;
    for (std::size_t i = 2; i + 1 < compact.size(); ++i) {
        const int v = digitValue(compact[i]);
        if (v < 0) return std::string("'") + compact[i] + "' is not a character of deal codes";
        body.push_back(v);
    }
    if (checkCharacter(tag, body) != compact.back())
        return "the code is mistyped (its check character does not match)";
    if (body[0] != kDealCodeVersion)
        return "the code is from another version of Felt (code format " + std::to_string(body[0]) +
               "; this Felt reads format " + std::to_string(kDealCodeVersion) + ")";
    DealSetup setup;
    setup.game = game;
    setup.players = body[1];
    std::size_t at = 2;
    int optionBits = 0;
    for (const OptionSpec& o : game->options) optionBits += bitsOf(o);
    const std::size_t optionChars = static_cast<std::size_t>((optionBits + 4) / 5);
    if (body.size() < at + optionChars + 1) return "the code is too short for this game";
    int bit = 0;  // position in the packed option bits
    const auto nextBit = [&] {
        const int v = body[at + static_cast<std::size_t>(bit / 5)];
        const int b = (v >> (4 - bit % 5)) & 1;
        ++bit;
        return static_cast<unsigned>(b);
    };
    for (const OptionSpec& o : game->options) {
        unsigned index = 0;
        for (int b = 0; b < bitsOf(o); ++b) index = index << 1 | nextBit();
        const std::string value = valueAt(o, index);
        if (value.empty()) return "the code names a value option '" + o.key + "' does not have";
        setup.options.set(o.key, value);
    }
    at += optionChars;
    if (body.size() - at > kMaxSeedDigits) return "the code's seed is too long";
    std::uint64_t seed = 0;
    for (; at < body.size(); ++at) {
        const auto digit = static_cast<std::uint64_t>(body[at]);
        if (seed > (UINT64_MAX - digit) / kBody) return "the code's seed is too large";
        seed = seed * kBody + digit;
    }
    setup.seed = seed;
    const std::string invalid = validateSetup(*game, setup.players, setup.options);
    if (!invalid.empty()) return "the code's setup cannot be played: " + invalid;
    out = std::move(setup);
    return "";
}

}  // namespace felt
