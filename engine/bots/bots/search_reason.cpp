#include "search_reason.h"

namespace felt {

namespace {

// Gaps in the search's score (0..1) between the chosen move and the next
// best. Below the first the two are about equal for the player: a move's
// score over some 700 deals (rewards spread about 0.3) has a standard error
// near 0.01. Over 40 positions of each game (Expert after Casual play to a
// random point) the median gap was 0.006 in MadJack to 0.055 in
// Jabberwocky, and each of the three sentences came up in every game.
constexpr double kClearlyBetter = 0.03;
constexpr double kFarBetter = 0.10;

}  // namespace

Phrase searchReason(const std::vector<SearchOutcome::Choice>& ranked, int deals) {
    if (ranked.empty()) return {};
    if (ranked.size() == 1)
        return say(
            QT_TRANSLATE_NOOP("engine", "There was no time to compare it with other moves."));
    // In a tree the chosen move is the most visited, so the next one may even
    // have scored a little more.
    const double gap = ranked[0].meanReward - ranked[1].meanReward;
    const Label text =
        gap >= kFarBetter
            ? QT_TRANSLATE_N_NOOP("engine",
                                  "Tried on %n possible deal(s) of the cards you cannot see, it "
                                  "did far better than any other move.")
        : gap >= kClearlyBetter
            ? QT_TRANSLATE_N_NOOP("engine",
                                  "Tried on %n possible deal(s) of the cards you cannot see, it "
                                  "did clearly better than any other move.")
            : QT_TRANSLATE_N_NOOP("engine",
                                  "Tried on %n possible deal(s) of the cards you cannot see, it "
                                  "did best, though another move did almost as well.");
    return say(text, countArg(deals));
}

}  // namespace felt
