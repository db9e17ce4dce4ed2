// The machine-readable tags of the in-app rules texts: HTML comments that tie
// a worked example to a game record and state its outcome, and that state an
// option's default. The help dialog does not show them.
//
//   <!-- example: bj-8-king-skip; stat next_seat = 1; @2 illegal: end -->
//   <!-- option: dibs = false -->
//
// The grammar is documented in docs/rules-examples.md.
#pragma once

#include <string>
#include <vector>

namespace felt::rules {

// One claim about the state a record reaches.
struct ExampleCheck {
    int after = -1;      // the claim holds after this many actions; -1: after all of them
    std::string kind;    // legal, illegal, only, to-act, stat, zone-has, winner
    std::string key;     // stat or zone key
    int seat = -1;       // stat seat (-1: not about one seat)
    std::string text;    // action text (legal/illegal/only) or card list (zone-has)
    int value = 0;       // to-act, stat, winner
    std::string source;  // the check as written, for messages
};

struct ExampleTag {
    std::string id;
    int line = 0;  // 1-based line of the tag in its file
    std::vector<ExampleCheck> checks;
};

struct OptionTag {
    std::string key;
    std::string value;
    int line = 0;
};

struct RulesTags {
    std::vector<ExampleTag> examples;
    std::vector<OptionTag> options;
    std::vector<std::string> errors;  // malformed tags, with their line
};

// Finds every `<!-- example: ... -->` and `<!-- option: ... -->` in a rules text.
RulesTags readRulesTags(const std::string& markdown);

// A stable example id: lower-case letters, digits and single dashes, starting
// with the game's prefix (jw-, mj-, js-, jr-, bj-).
bool isValidExampleId(const std::string& id);

}  // namespace felt::rules
