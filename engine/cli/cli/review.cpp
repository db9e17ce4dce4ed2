// felt-cli review RECORD --seat N: the "could I have won?" marks of one seat.
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "catalog/record.h"
#include "catalog/review.h"
#include "cli/cli.h"

namespace felt::cli {

int runReview(const Args& args) {
    if (args.positional.size() != 1) return usageError("review takes one record file");
    std::ifstream in(args.positional[0], std::ios::binary);
    if (!in) return usageError("cannot read " + args.positional[0]);
    std::ostringstream text;
    text << in.rdbuf();
    const LoadedGame loaded = loadRecord(text.str());
    if (!loaded.error.empty()) return usageError(loaded.error);
    const GameInfo* game = findGame(loaded.record.game);
    long long seat = 0, rollouts = 0, seed = 0;
    if (!readNumber(args, "seat", 0, 0, loaded.state->players() - 1, seat)) return 2;
    if (!readNumber(args, "rollouts", 64, 1, 100000, rollouts)) return 2;
    if (!readNumber(args, "seed", 1, 0, INT64_MAX, seed)) return 2;
    ReviewBudget budget;
    budget.rolloutsPerMove = static_cast<int>(rollouts);
    const auto marks = reviewSeat(*game, *loaded.state, static_cast<int>(seat),
                                  static_cast<std::uint64_t>(seed), budget);
    nlohmann::json out = nlohmann::json::array();
    for (const ReviewMark& m : marks)
        out.push_back({{"index", m.index},
                       {"played", loaded.state->format(m.played)},
                       {"better", loaded.state->format(m.better)},
                       {"cost", m.cost}});
    std::cout << nlohmann::json{{"game", game->id}, {"seat", seat}, {"marks", out}}.dump() << "\n";
    return 0;
}

}  // namespace felt::cli
