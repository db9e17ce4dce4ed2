#include "options.h"

#include <charconv>
#include <stdexcept>

#include "quote.h"

namespace felt {

namespace {

bool parseInt(const std::string& text, int& out) {
    const char* end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, out);
    return ec == std::errc() && ptr == end && !text.empty();
}

// Canonical text for `raw` under `spec`, or "" with `error` set.
std::string canonical(const OptionSpec& spec, const std::string& raw, std::string& error) {
    switch (spec.type) {
        case OptionType::Bool:
            if (raw == "true" || raw == "1" || raw == "on" || raw == "yes") return "true";
            if (raw == "false" || raw == "0" || raw == "off" || raw == "no") return "false";
            error =
                "option '" + spec.key + "' takes true or false, not '" + quoteForMessage(raw) + "'";
            return "";
        case OptionType::Int: {
            int v = 0;
            if (!parseInt(raw, v) || v < spec.minValue || v > spec.maxValue) {
                error = "option '" + spec.key + "' takes a whole number from " +
                        std::to_string(spec.minValue) + " to " + std::to_string(spec.maxValue) +
                        ", not '" + quoteForMessage(raw) + "'";
                return "";
            }
            return std::to_string(v);
        }
        case OptionType::Choice:
            for (const auto& c : spec.choices)
                if (c == raw) return c;
            error = "option '" + spec.key + "' takes one of:";
            for (const auto& c : spec.choices) error += " " + c;
            error += "; not '" + quoteForMessage(raw) + "'";
            return "";
    }
    return "";
}

}  // namespace

const std::string& OptionValues::text(const std::string& key) const {
    auto it = values_.find(key);
    if (it == values_.end()) throw std::out_of_range("no option '" + key + "'");
    return it->second;
}

int OptionValues::number(const std::string& key) const {
    int v = 0;
    if (!parseInt(text(key), v))
        throw std::invalid_argument("option '" + key + "' is not a number");
    return v;
}

bool isAvailable(const OptionSpec& spec, int players, const OptionValues& values) {
    const Availability& a = spec.available;
    if (players < a.minPlayers || players > a.maxPlayers) return false;
    if (!a.option.empty() && (!values.has(a.option) || values.text(a.option) != a.equals))
        return false;
    return true;
}

std::string validateOptions(const std::vector<OptionSpec>& specs, int players,
                            OptionValues& values) {
    for (const auto& [key, value] : values.all()) {
        bool known = false;
        for (const auto& s : specs) known = known || s.key == key;
        if (!known) {
            std::string msg = "unknown option '" + quoteForMessage(key) + "'";
            if (specs.empty()) return msg + " (this game has no options)";
            msg += " (known:";
            for (const auto& s : specs) msg += " " + s.key;
            return msg + ")";
        }
    }
    OptionValues result;
    std::string error;
    for (const auto& s : specs) {
        const std::string raw = values.has(s.key) ? values.text(s.key) : s.defaultValue;
        const std::string value = canonical(s, raw, error);
        if (!error.empty()) return error;
        result.set(s.key, value);
    }
    // Availability is checked against the complete set, so an option may depend on another.
    for (const auto& s : specs) {
        if (!isAvailable(s, players, result) && result.text(s.key) != s.defaultValue) {
            const Availability& a = s.available;
            std::string why = "option '" + s.key + "' cannot be changed";
            if (players < a.minPlayers)
                why += " with fewer than " + std::to_string(a.minPlayers) + " players";
            else if (players > a.maxPlayers)
                why += " with more than " + std::to_string(a.maxPlayers) + " players";
            else
                why += " unless '" + a.option + "' is " + a.equals;
            return why;
        }
    }
    values = result;
    return "";
}

std::string parseOptionAssignment(const std::string& text, OptionValues& into) {
    const auto eq = text.find('=');
    if (eq == std::string::npos || eq == 0)
        return "option '" + quoteForMessage(text) + "' must look like key=value";
    into.set(text.substr(0, eq), text.substr(eq + 1));
    return "";
}

}  // namespace felt
