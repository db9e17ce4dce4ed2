// How MadJack reads at the table: its numbers and its one kind of move.
#include "madjack.h"

namespace felt::madjack {

std::vector<StatSpec> MadJackState::statSpecs() const {
    return {
        {"round", StatKind::Number, QT_TRANSLATE_NOOP("engine", "Round"), kOnInfoLine, {}, 0},
        {"dealer", StatKind::Seat, QT_TRANSLATE_NOOP("engine", "Dealer"), kOnInfoLine, {}, 0},
        {"trick", StatKind::Number, QT_TRANSLATE_NOOP("engine", "Trick"), kOnInfoLine, {}, 0},
        {"trump_suit", StatKind::Suit, QT_TRANSLATE_NOOP("engine", "Trump"), kOnInfoLine, {}, 0},
        {"leader", StatKind::Seat, QT_TRANSLATE_NOOP("engine", "Leads"), kOnInfoLine, {}, 0},
        {"dummy_left",
         StatKind::Number,
         QT_TRANSLATE_NOOP("engine", "Dummy cards left"),
         kOnInfoLine,
         {},
         1},
        {"target_score",
         StatKind::Number,
         QT_TRANSLATE_NOOP("engine", "Playing to"),
         kOnInfoLine,
         {},
         0},
        {"collected", StatKind::Number, QT_TRANSLATE_NOOP("engine", "Cards won"), kOnPlate, {}, 0},
        {"score", StatKind::Number, QT_TRANSLATE_NOOP("engine", "Score"), kAsScore, {}, -9999},
    };
}

ActionInfo MadJackState::describe(const Action& action) const {
    return {"play", {QT_TRANSLATE_NOOP("engine", "Play %1"), {cardsArg(action.cards)}}};
}

}  // namespace felt::madjack
