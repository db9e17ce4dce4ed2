#include "valid_setup.h"

#include <algorithm>
#include <charconv>
#include <vector>

namespace felt::app {

namespace {

std::vector<std::string> candidates(const OptionSpec& o) {
    switch (o.type) {
        case OptionType::Bool:
            return {"true", "false"};
        case OptionType::Choice:
            return o.choices;
        case OptionType::Int:
            return {o.defaultValue, std::to_string(o.minValue), std::to_string(o.maxValue)};
    }
    return {};
}

bool valid(const GameInfo& game, int players, OptionValues values, OptionValues& out) {
    if (!validateSetup(game, players, values).empty()) return false;
    out = values;
    return true;
}

}  // namespace

std::string makeSetupValid(const GameInfo& game, int players, OptionValues& values) {
    OptionValues base = values;
    const std::string error = validateSetup(game, players, base);
    if (error.empty()) {
        values = base;
        return {};
    }
    // Start again from the given values with every missing option at its default.
    OptionValues start = values;
    for (const OptionSpec& o : game.options)
        if (!start.has(o.key)) start.set(o.key, o.defaultValue);
    for (std::size_t i = 0; i < game.options.size(); ++i) {
        for (const std::string& a : candidates(game.options[i])) {
            OptionValues one = start;
            one.set(game.options[i].key, a);
            if (valid(game, players, one, values)) return {};
        }
    }
    for (std::size_t i = 0; i < game.options.size(); ++i) {
        for (std::size_t j = i + 1; j < game.options.size(); ++j) {
            for (const std::string& a : candidates(game.options[i])) {
                for (const std::string& b : candidates(game.options[j])) {
                    OptionValues two = start;
                    two.set(game.options[i].key, a);
                    two.set(game.options[j].key, b);
                    if (valid(game, players, two, values)) return {};
                }
            }
        }
    }
    return error;
}

std::string inRange(const OptionSpec& option, const std::string& value) {
    switch (option.type) {
        case OptionType::Bool:
            return value == "true" || value == "false" ? value : option.defaultValue;
        case OptionType::Choice:
            return std::find(option.choices.begin(), option.choices.end(), value) !=
                           option.choices.end()
                       ? value
                       : option.defaultValue;
        case OptionType::Int: {
            long long n = 0;
            const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), n);
            if (error != std::errc() || end != value.data() + value.size())
                return option.defaultValue;
            return std::to_string(std::clamp<long long>(n, option.minValue, option.maxValue));
        }
    }
    return option.defaultValue;
}

}  // namespace felt::app
