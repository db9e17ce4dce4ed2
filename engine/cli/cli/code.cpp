// felt-cli code encode|decode: deal codes from a setup and back (catalog/deal_code.h).
#include <iostream>
#include <nlohmann/json.hpp>

#include "catalog/deal_code.h"
#include "cli/cli.h"

namespace felt::cli {

namespace {

int encode(const Args& args) {
    GameConfig config;
    const GameInfo* game = readSetup(args, config);
    if (!game) return 2;
    const std::string seedText = args.value("seed");
    if (seedText.empty() || seedText.find_first_not_of("0123456789") != std::string::npos ||
        seedText.size() > 20)
        return usageError("--seed takes a whole number from 0 to 18446744073709551615");
    std::uint64_t seed = 0;
    try {
        seed = std::stoull(seedText);
    } catch (const std::exception&) {
        return usageError("--seed takes a whole number from 0 to 18446744073709551615");
    }
    std::string error;
    const std::string code = encodeDealCode({game, config.players, seed, config.options}, error);
    if (code.empty()) return usageError(error);
    std::cout << code << "\n";
    return 0;
}

int decode(const Args& args) {
    if (args.positional.size() != 2) return usageError("code decode takes one code");
    DealSetup setup;
    const std::string error = decodeDealCode(args.positional[1], setup);
    if (!error.empty()) return usageError(error);
    nlohmann::json options = nlohmann::json::object();
    for (const auto& [key, value] : setup.options.all()) options[key] = value;
    std::cout << nlohmann::json{{"game", setup.game->id},
                                {"players", setup.players},
                                {"seed", setup.seed},
                                {"options", options}}
                     .dump()
              << "\n";
    return 0;
}

}  // namespace

int runCode(const Args& args) {
    const std::string what = args.positional.empty() ? "" : args.positional[0];
    if (what == "encode") return encode(args);
    if (what == "decode") return decode(args);
    return usageError("code takes encode or decode");
}

}  // namespace felt::cli
