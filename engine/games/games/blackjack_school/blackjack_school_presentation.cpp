// How Blackjack (school rules) reads at the table. The turn's state (pending
// pick-up, skips, capping, direction) is for the game's own turn bar; the
// information line keeps to what every player wants to see at a glance.
#include "blackjack_school.h"

namespace felt::blackjack_school {

std::vector<StatSpec> BlackjackSchoolState::statSpecs() const {
    return {
        {"turn", StatKind::Number, QT_TRANSLATE_NOOP("engine", "Turn"), kOnInfoLine, {}, 0},
        {"dealer", StatKind::Seat, QT_TRANSLATE_NOOP("engine", "Dealer"), kOnInfoLine, {}, 0},
        hiddenStat("direction"),
        hiddenStat("pending_pickup"),
        hiddenStat("pickup_next"),
        hiddenStat("pending_skips"),
        hiddenStat("next_seat"),
        hiddenStat("turn_cards"),
        hiddenStat("capped"),
        hiddenStat("end_cost"),
        hiddenStat("pickup_cost"),
        hiddenStat("step"),
        hiddenStat("defending"),
        {"named_suit",
         StatKind::Suit,
         QT_TRANSLATE_NOOP("engine", "Suit named"),
         kOnInfoLine,
         {},
         0},
        {"winner", StatKind::Seat, QT_TRANSLATE_NOOP("engine", "Winner"), kOnInfoLine, {}, 0},
        {"debt",
         StatKind::Number,
         QT_TRANSLATE_NOOP("engine", "Owes"),
         kOnPlate | kInResults,
         {},
         1},
        cardsInHandStat(),
    };
}

ActionInfo BlackjackSchoolState::describe(const Action& action) const {
    switch (action.kind) {
        case kEnd: {
            const int cost = endCostNow();
            if (cost > 0)
                return {"end",
                        {QT_TRANSLATE_NOOP("engine", "End turn (pick up %1)"), {numberArg(cost)}},
                        cost};
            return {"end", {QT_TRANSLATE_NOOP("engine", "End turn"), {}}, 0};
        }
        case kPickup: {
            const int cost = pickupCostNow();
            return {"pickup", {QT_TRANSLATE_NOOP("engine", "Pick up %1"), {numberArg(cost)}}, cost};
        }
        case kPlay:
            if (action.arg >= 0 && action.arg < kSuits) {
                ActionInfo info{"play",
                                {QT_TRANSLATE_NOOP("engine", "Play %1 and name %2"),
                                 {cardsArg(action.cards), suitArg(action.arg)}}};
                info.suit = action.arg;
                return info;
            }
            return {"play", {QT_TRANSLATE_NOOP("engine", "Play %1"), {cardsArg(action.cards)}}};
        default:
            return {"unknown", {QT_TRANSLATE_NOOP("engine", "Unknown move"), {}}};
    }
}

}  // namespace felt::blackjack_school
