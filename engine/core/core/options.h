// Game options (modes and variants): each game declares them, the settings
// panel renders them, records store them, and validation rejects anything else.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace felt {

enum class OptionType { Bool, Int, Choice };

// When an option may be changed from its default.
struct Availability {
    int minPlayers = 0;
    int maxPlayers = 99;
    std::string option;  // another option that must have value `equals`, if set
    std::string equals;
};

struct OptionSpec {
    std::string key;
    std::string label;
    std::string description;
    OptionType type = OptionType::Bool;
    std::string defaultValue;          // "true"/"false", a number, or one of `choices`
    int minValue = 0;                  // Int only
    int maxValue = 0;                  // Int only
    std::vector<std::string> choices;  // Choice only
    Availability available;
    // Choice only: what the setup shows for each of `choices` (same order),
    // marked QT_TRANSLATE_NOOP("engine", ...); the choices are record keys.
    std::vector<std::string> choiceLabels = {};
};

// Option values as canonical text ("true", "10", "dealer"), always complete
// after validation (every declared key present).
class OptionValues {
public:
    OptionValues() = default;
    explicit OptionValues(std::map<std::string, std::string> values) : values_(std::move(values)) {}

    void set(const std::string& key, const std::string& value) { values_[key] = value; }
    bool has(const std::string& key) const { return values_.count(key) != 0; }
    const std::string& text(const std::string& key) const;
    bool flag(const std::string& key) const { return text(key) == "true"; }
    int number(const std::string& key) const;
    const std::map<std::string, std::string>& all() const { return values_; }
    bool operator==(const OptionValues&) const = default;

private:
    std::map<std::string, std::string> values_;
};

bool isAvailable(const OptionSpec& spec, int players, const OptionValues& values);

// Fills in defaults and checks every value. Returns "" when valid, else a message
// naming the bad key or value. `values` is replaced by the complete, canonical set.
std::string validateOptions(const std::vector<OptionSpec>& specs, int players,
                            OptionValues& values);

// "key=value" as given on a command line.
std::string parseOptionAssignment(const std::string& text, OptionValues& into);

}  // namespace felt
