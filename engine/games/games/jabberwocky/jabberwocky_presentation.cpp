// How Jabberwocky reads at the table: its numbers and its two kinds of move.
#include "jabberwocky.h"

namespace felt::jabberwocky {

std::vector<StatSpec> JabberwockyState::statSpecs() const {
    return {
        {"round", StatKind::Number, QT_TRANSLATE_NOOP("engine", "Round"), kOnInfoLine, {}, 0},
        {"cards_dealt",
         StatKind::Number,
         QT_TRANSLATE_NOOP("engine", "Cards each"),
         kOnInfoLine,
         {},
         0},
        {"dealer", StatKind::Seat, QT_TRANSLATE_NOOP("engine", "Dealer"), kOnInfoLine, {}, 0},
        {"trump_suit", StatKind::Suit, QT_TRANSLATE_NOOP("engine", "Trump"), kOnInfoLine, {}, 0},
        {"trump_broken",
         StatKind::Flag,
         QT_TRANSLATE_NOOP("engine", "Trump broken"),
         kOnInfoLine,
         {},
         0},
        {"leader", StatKind::Seat, QT_TRANSLATE_NOOP("engine", "Leads"), kOnInfoLine, {}, 0},
        {"bid", StatKind::Number, QT_TRANSLATE_NOOP("engine", "Bid"), kOnPlate, {}, 0},
        {"tricks", StatKind::Number, QT_TRANSLATE_NOOP("engine", "Tricks"), kOnPlate, {}, 0},
        {"score", StatKind::Number, QT_TRANSLATE_NOOP("engine", "Score"), kAsScore, {}, -9999},
    };
}

ActionInfo JabberwockyState::describe(const Action& action) const {
    if (action.kind == kBid)
        return {"bid",
                {QT_TRANSLATE_NOOP("engine", "Bid %1"), {numberArg(action.value)}},
                action.value};
    return {"play", {QT_TRANSLATE_NOOP("engine", "Play %1"), {cardsArg(action.cards)}}};
}

}  // namespace felt::jabberwocky
