#include "example_tags.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <regex>

namespace felt::rules {

namespace {

std::string trimmed(const std::string& s) {
    const auto first = s.find_first_not_of(" \t\n");
    if (first == std::string::npos) return {};
    const auto last = s.find_last_not_of(" \t\n");
    return s.substr(first, last - first + 1);
}

std::vector<std::string> splitOn(const std::string& s, char sep) {
    std::vector<std::string> parts;
    std::string part;
    for (char c : s) {
        if (c == sep) {
            parts.push_back(trimmed(part));
            part.clear();
        } else {
            part += c;
        }
    }
    parts.push_back(trimmed(part));
    return parts;
}

bool toInt(const std::string& s, int& out) {
    const std::string t = trimmed(s);
    if (t.empty()) return false;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), out);
    return ec == std::errc() && end == t.data() + t.size();
}

// "KEY = N" with an optional "@SEAT" on the key.
bool parseStat(const std::string& body, ExampleCheck& check) {
    const auto eq = body.find('=');
    if (eq == std::string::npos || !toInt(body.substr(eq + 1), check.value)) return false;
    std::string key = trimmed(body.substr(0, eq));
    const auto at = key.find('@');
    if (at != std::string::npos) {
        if (!toInt(key.substr(at + 1), check.seat)) return false;
        key = key.substr(0, at);
    }
    check.key = trimmed(key);
    return !check.key.empty() && check.key.find(' ') == std::string::npos;
}

// One check as written; "" or why it is malformed.
std::string parseCheck(const std::string& written, ExampleCheck& check) {
    check.source = written;
    std::string rest = written;
    if (!rest.empty() && rest[0] == '@') {
        const auto space = rest.find(' ');
        if (space == std::string::npos || !toInt(rest.substr(1, space - 1), check.after) ||
            check.after < 0)
            return "bad '@N' prefix";
        rest = trimmed(rest.substr(space));
    }
    for (const char* verb : {"legal:", "illegal:", "only:"}) {
        const std::string v = verb;
        if (rest.rfind(v, 0) == 0) {
            check.kind = v.substr(0, v.size() - 1);
            check.text = trimmed(rest.substr(v.size()));
            return check.text.empty() ? "no action text" : "";
        }
    }
    for (const char* verb : {"to-act", "winner"}) {
        const std::string v = verb;
        if (rest.rfind(v, 0) == 0) {
            check.kind = v;
            const auto eq = rest.find('=');
            if (eq == std::string::npos || trimmed(rest.substr(v.size(), eq - v.size())) != "" ||
                !toInt(rest.substr(eq + 1), check.value))
                return "expected '" + v + " = N'";
            return "";
        }
    }
    if (rest.rfind("stat ", 0) == 0) {
        check.kind = "stat";
        return parseStat(rest.substr(5), check) ? "" : "expected 'stat KEY[@SEAT] = N'";
    }
    if (rest.rfind("group ", 0) == 0) {
        // "group N is WORDS": the table's group number N is captioned WORDS (a meld's kind).
        const auto is = rest.find(" is ");
        check.kind = "group-is";
        if (is == std::string::npos || !toInt(rest.substr(6, is - 6), check.value))
            return "expected 'group N is WORDS'";
        check.text = trimmed(rest.substr(is + 4));
        return check.text.empty() ? "expected 'group N is WORDS'" : "";
    }
    if (rest.rfind("zone ", 0) == 0) {
        const auto has = rest.find(" has ");
        if (has == std::string::npos) return "expected 'zone KEY has CARD...'";
        check.kind = "zone-has";
        check.key = trimmed(rest.substr(5, has - 5));
        check.text = trimmed(rest.substr(has + 5));
        return check.key.empty() || check.text.empty() ? "expected 'zone KEY has CARD...'" : "";
    }
    return "unknown check";
}

}  // namespace

bool isValidExampleId(const std::string& id) {
    static const std::regex pattern("(jw|mj|js|jr|bj)(-[a-z0-9]+)+");
    return std::regex_match(id, pattern);
}

RulesTags readRulesTags(const std::string& markdown) {
    RulesTags tags;
    static const std::regex comment(R"(<!--\s*(example|option)\s*:([\s\S]*?)-->)");
    for (auto it = std::sregex_iterator(markdown.begin(), markdown.end(), comment);
         it != std::sregex_iterator(); ++it) {
        const std::smatch& m = *it;
        const int line = 1 + static_cast<int>(std::count(markdown.begin(),
                                                         markdown.begin() + m.position(0), '\n'));
        const std::string where = "line " + std::to_string(line) + ": ";
        if (m[1] == "option") {
            const std::string body = trimmed(m[2]);
            const auto eq = body.find('=');
            OptionTag option{trimmed(body.substr(0, eq)),
                             eq == std::string::npos ? "" : trimmed(body.substr(eq + 1)), line};
            if (eq == std::string::npos || option.key.empty() || option.value.empty())
                tags.errors.push_back(where + "expected 'option: KEY = VALUE'");
            else
                tags.options.push_back(option);
            continue;
        }
        const std::vector<std::string> parts = splitOn(m[2], ';');
        ExampleTag example{parts[0], line, {}};
        if (!isValidExampleId(example.id))
            tags.errors.push_back(where + "bad example id '" + example.id + "'");
        for (std::size_t i = 1; i < parts.size(); ++i) {
            ExampleCheck check;
            const std::string error = parseCheck(parts[i], check);
            if (!error.empty())
                tags.errors.push_back(where + example.id + ": '" + parts[i] + "': " + error);
            else
                example.checks.push_back(check);
        }
        if (example.checks.empty())
            tags.errors.push_back(where + example.id + ": an example must state an outcome");
        tags.examples.push_back(example);
    }
    // A tag the pattern above missed (e.g. a misspelt keyword) must not pass unseen.
    static const std::regex loose(R"(<!--\s*(\w+)\s*:)");
    for (auto it = std::sregex_iterator(markdown.begin(), markdown.end(), loose);
         it != std::sregex_iterator(); ++it) {
        const std::string word = (*it)[1];
        if (word != "example" && word != "option")
            tags.errors.push_back("unknown tag '" + word + ":'");
    }
    return tags;
}

}  // namespace felt::rules
