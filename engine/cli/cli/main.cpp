#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "catalog/record.h"
#include "catalog/registry.h"
#include "cli/cli.h"

namespace felt::cli {

namespace {

const char* kUsage = R"(usage: felt-cli COMMAND [options] | --help | --version
  games                                   list games, player counts and options as JSON
  simulate --game G --players N [--games K] [--seed S] [--option key=value]...
           [--bots KIND[,...]] [--max-actions M]
                                          play whole games, checking invariants after every action
  replay FILE                             validate a game record and print its result
  bench --game G --players N [--seconds T] [--option key=value]...
                                          random playouts on one thread: decisions per second
  match --game G --players N --bots A,B,... --games K [--seed S] [--option key=value]...
        [--max-actions M]
                                          K games (a multiple of N) with seats rotated; one JSON
                                          line per bot kind: win share and its 95% interval,
                                          mean score, think time (mean, p95, max); a game not
                                          over after M actions counts as a draw (capped_games)
  search-bench --game G --players N [--positions P] [--iterations I] [--round R]
               [--policy-share F] [--option key=value]...
                                          search iterations per second from P positions
                                          (random play up to round R first)
  code encode --game G --players N --seed S [--option key=value]...
                                          the deal code of a setup
  code decode CODE                        the setup of a deal code as JSON
  review FILE --seat N [--rollouts R] [--seed S]
                                          "could I have won?": the seat's costly decisions
                                          (every card known), as JSON
  lesson check FILE...                    load and check lessons against the rules (docs/lessons.md)
  lesson walk FILE                        play a lesson as its table would, beat by beat
  lesson state FILE                       the whole table after the lesson's record, with the
                                          legal moves (for writing a lesson)
bot kinds: random, beginner, heuristic (= casual), casual, strong, expert
)";

// One command's part of kUsage (its entry starts on a line indented by two
// spaces with the command's name; the lines after it belong to it), or "".
std::string commandUsage(const std::string& command) {
    std::istringstream lines(kUsage);
    std::string line, out;
    bool inside = false;
    while (std::getline(lines, line)) {
        if (line.size() > 2 && line.compare(0, 2, "  ") == 0 && line[2] != ' ')
            inside = line.compare(2, command.size() + 1, command + " ") == 0 ||
                     line.substr(2) == command;
        else if (line.rfind("  ", 0) != 0)
            inside = false;
        if (inside) out += line + "\n";
    }
    return out.empty() ? out : "usage: felt-cli COMMAND [options]\n" + out;
}

nlohmann::json optionJson(const OptionSpec& o) {
    nlohmann::json j = {{"key", o.key},
                        {"label", o.label},
                        {"description", o.description},
                        {"default", o.defaultValue}};
    switch (o.type) {
        case OptionType::Bool:
            j["type"] = "bool";
            break;
        case OptionType::Int:
            j["type"] = "int";
            j["min"] = o.minValue;
            j["max"] = o.maxValue;
            break;
        case OptionType::Choice:
            j["type"] = "choice";
            j["choices"] = o.choices;
            break;
    }
    nlohmann::json when = {{"min_players", o.available.minPlayers},
                           {"max_players", o.available.maxPlayers}};
    if (!o.available.option.empty()) {
        when["option"] = o.available.option;
        when["equals"] = o.available.equals;
    }
    j["available"] = when;
    return j;
}

int runGames() {
    nlohmann::json list = nlohmann::json::array();
    for (const GameInfo& g : allGames()) {
        nlohmann::json options = nlohmann::json::array();
        for (const auto& o : g.options) options.push_back(optionJson(o));
        list.push_back({{"id", g.id},
                        {"name", g.name},
                        {"min_players", g.minPlayers},
                        {"max_players", g.maxPlayers},
                        {"bots", g.botKinds},
                        {"options", options}});
    }
    std::cout << list.dump(2) << "\n";
    return 0;
}

int runReplay(const Args& args) {
    if (args.positional.size() != 1) return usageError("replay takes one record file");
    const std::string& path = args.positional[0];
    std::string text;
    const std::string readError = readRecordFile(path, text);
    if (!readError.empty()) return usageError(readError);
    const LoadedGame loaded = loadRecord(text);
    if (loaded.badActionIndex >= 0) {
        // The action as the message quotes it: shortened, bad bytes escaped.
        nlohmann::json j = {{"error", "illegal action"},
                            {"index", loaded.badActionIndex},
                            {"action", quoteForMessage(loaded.badActionText)},
                            {"reason", quoteForMessage(loaded.badActionReason, 200)}};
        std::cout << j.dump() << "\n";
        return 2;
    }
    if (!loaded.error.empty()) return usageError(quoteForMessage(path, 200) + ": " + loaded.error);
    const GameState& state = *loaded.state;
    nlohmann::json j = {{"game", loaded.record.game},
                        {"players", state.players()},
                        {"actions", loaded.record.actions.size()},
                        {"finished", state.isTerminal()}};
    const Result r = state.result();
    j["scores"] = r.scores;
    if (state.isTerminal()) {
        j["placements"] = r.placements;
        j["winners"] = r.winners;
    } else {
        j["to_act"] = state.toAct();
    }
    std::cout << j.dump() << "\n";
    return 0;
}

}  // namespace

std::string Args::value(const std::string& key, const std::string& fallback) const {
    for (const auto& [k, v] : values)
        if (k == key) return v;
    return fallback;
}

std::vector<std::string> Args::all(const std::string& key) const {
    std::vector<std::string> out;
    for (const auto& [k, v] : values)
        if (k == key) out.push_back(v);
    return out;
}

bool Args::has(const std::string& key) const {
    for (const auto& kv : values)
        if (kv.first == key) return true;
    return false;
}

int usageError(const std::string& message) {
    std::cerr << "felt-cli: " << message << "\n";
    return 2;
}

bool readNumber(const Args& args, const std::string& key, long long fallback, long long min,
                long long max, long long& out) {
    out = fallback;
    if (!args.has(key)) return true;
    const std::string text = args.value(key);
    std::size_t used = 0;
    try {
        out = std::stoll(text, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used == 0 || used != text.size() || out < min || out > max) {
        usageError("--" + key + " takes a whole number from " + std::to_string(min) + " to " +
                   std::to_string(max) + ", not '" + text + "'");
        return false;
    }
    return true;
}

}  // namespace felt::cli

int main(int argc, char** argv) {
    using namespace felt::cli;
    if (argc < 2) {
        std::cerr << kUsage;
        return 2;
    }
    const std::string command = argv[1];
    if (command == "--help" || command == "-h" || command == "help") {
        std::cout << kUsage;
        return 0;
    }
    if (command == "--version" || command == "-v") {
        std::cout << "felt-cli " << FELT_VERSION << "\n";
        return 0;
    }
    // felt-cli COMMAND --help: that command's usage.
    for (int i = 2; i < argc; ++i) {
        const std::string a = argv[i];
        if (a != "--help" && a != "-h") continue;
        const std::string usage = commandUsage(command);
        if (usage.empty()) break;  // an unknown command says so below
        std::cout << usage;
        return 0;
    }
    Args args;
    for (int i = 2; i < argc; ++i) {
        std::string a = argv[i];
        if (a.rfind("--", 0) == 0) {
            const auto eq = a.find('=');
            if (eq != std::string::npos) {
                args.values.emplace_back(a.substr(2, eq - 2), a.substr(eq + 1));
            } else if (i + 1 < argc) {
                args.values.emplace_back(a.substr(2), argv[++i]);
            } else {
                return usageError("option " + a + " needs a value");
            }
        } else {
            args.positional.push_back(a);
        }
    }
    try {
        if (command == "games") return runGames();
        if (command == "simulate") return runSimulate(args);
        if (command == "replay") return runReplay(args);
        if (command == "bench") return runBench(args);
        if (command == "match") return runMatch(args);
        if (command == "search-bench") return runSearchBench(args);
        if (command == "code") return runCode(args);
        if (command == "review") return runReview(args);
        if (command == "lesson") return runLesson(args);
    } catch (const std::exception& e) {
        return usageError(std::string("internal error: ") + e.what());
    }
    std::cerr << "felt-cli: unknown command '" << command << "'\n" << kUsage;
    return 2;
}
