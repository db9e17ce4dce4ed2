// felt-cli: the headless face of the engine (list games, simulate, replay, bench).
#pragma once

#include <string>
#include <vector>

#include "catalog/registry.h"

namespace felt::cli {

// Parsed "--key value" / "--key=value" arguments; repeated keys keep every value.
struct Args {
    std::vector<std::pair<std::string, std::string>> values;
    std::vector<std::string> positional;
    std::string value(const std::string& key, const std::string& fallback = "") const;
    std::vector<std::string> all(const std::string& key) const;
    bool has(const std::string& key) const;
};

// Exit codes: 0 success, 1 the run found failures, 2 bad input.
int runSimulate(const Args& args);
int runBench(const Args& args);
int runMatch(const Args& args);
int runSearchBench(const Args& args);
int runCode(const Args& args);
int runReview(const Args& args);
int runLesson(const Args& args);

// Prints "felt-cli: <message>" on stderr and returns 2.
int usageError(const std::string& message);
// Parses a non-negative integer argument; false (with a message printed) if bad.
bool readNumber(const Args& args, const std::string& key, long long fallback, long long min,
                long long max, long long& out);

// Reads --game, --players and every --option into a validated config (seed 0).
// Prints the problem and returns null on bad input.
const GameInfo* readSetup(const Args& args, GameConfig& config);

}  // namespace felt::cli
