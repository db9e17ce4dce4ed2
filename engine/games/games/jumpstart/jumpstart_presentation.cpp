// How Jump Start reads at the table: seat stages and places, lay-downs grouped
// as runs, and every move in words (trade offers and dibs included).
#include "jumpstart.h"
#include "jumpstart_goals.h"

namespace felt::jumpstart {

std::vector<StatSpec> JumpStartState::statSpecs() const {
    return {
        {"dealer", StatKind::Seat, QT_TRANSLATE_NOOP("engine", "Dealer"), kOnInfoLine, {}, 0},
        hiddenStat("active"),
        hiddenStat("phase"),
        hiddenStat("direction"),
        hiddenStat("jokers_this_turn"),
        hiddenStat("offer_made"),
        hiddenStat("offer_target"),
        hiddenStat("offer_give"),
        hiddenStat("offer_want"),
        {"dibs_claimant",
         StatKind::Seat,
         QT_TRANSLATE_NOOP("engine", "Dibs offered to"),
         kOnInfoLine,
         {},
         0},
        {"stage",
         StatKind::Words,
         QT_TRANSLATE_NOOP("engine", "Stage"),
         kOnPlate,
         {QT_TRANSLATE_NOOP("engine", "first goal"), QT_TRANSLATE_NOOP("engine", "second goal"),
          QT_TRANSLATE_NOOP("engine", "out"), QT_TRANSLATE_NOOP("engine", "conceded")},
         0},
        {"placement",
         StatKind::Words,
         QT_TRANSLATE_NOOP("engine", "Place"),
         kOnPlate,
         {"", QT_TRANSLATE_NOOP("engine", "1st place"), QT_TRANSLATE_NOOP("engine", "2nd place"),
          QT_TRANSLATE_NOOP("engine", "3rd place"), QT_TRANSLATE_NOOP("engine", "4th place"),
          QT_TRANSLATE_NOOP("engine", "5th place"), QT_TRANSLATE_NOOP("engine", "6th place"),
          QT_TRANSLATE_NOOP("engine", "7th place"), QT_TRANSLATE_NOOP("engine", "8th place"),
          QT_TRANSLATE_NOOP("engine", "9th place"), QT_TRANSLATE_NOOP("engine", "10th place")},
         1},
    };
}

ActionInfo JumpStartState::describe(const Action& a) const {
    switch (a.kind) {
        case kDrawStock:
            return drawFromStock(kStockZone);
        case kDrawDiscard:
            return takeFromDiscard(kDiscardZone, discard_);
        case kDrawDibs:
            return {"draw", {QT_TRANSLATE_NOOP("engine", "Take your dibs card"), {}}};
        case kDiscard:
            return {"discard", {QT_TRANSLATE_NOOP("engine", "Discard %1"), {cardsArg(a.cards)}}};
        case kLayDown:
            return {"laydown", {QT_TRANSLATE_NOOP("engine", "Lay down"), {}}};
        case kExchange: {
            const auto [layoutCard, handCard] = exchangeCards(a);
            if (layoutCard == kNoCard || handCard == kNoCard) break;
            return {"exchange",
                    {QT_TRANSLATE_NOOP("engine", "Take %1 back, lay %2 in its place"),
                     {cardsArg(CardSet::single(layoutCard)), cardsArg(CardSet::single(handCard))}},
                    a.value};
        }
        case kPlayJoker:
            return {"joker", {QT_TRANSLATE_NOOP("engine", "Play the Joker"), {}}};
        case kConcede:
            return {"concede", {QT_TRANSLATE_NOOP("engine", "Concede"), {}}};
        case kClaim:
            return {"claim", {QT_TRANSLATE_NOOP("engine", "Call dibs"), {}}};
        case kDecline:
            if (phase_ == Phase::TradeReply)
                return {"decline", {QT_TRANSLATE_NOOP("engine", "Decline the trade"), {}}};
            return {"decline", {QT_TRANSLATE_NOOP("engine", "No dibs"), {}}};
        case kOffer: {
            // value: the wanted class, a suit or kWantMarker.
            if (a.value < 0 || a.value > kWantMarker) break;
            ActionInfo info =
                a.value == kWantMarker
                    ? ActionInfo{"offer",
                                 {QT_TRANSLATE_NOOP("engine", "Offer %1 to %2 for a marker"),
                                  {cardsArg(a.cards), seatArg(a.arg)}},
                                 a.value}
                    : ActionInfo{
                          "offer",
                          {QT_TRANSLATE_NOOP("engine", "Offer %1 to %2 for a number card of %3"),
                           {cardsArg(a.cards), seatArg(a.arg), suitArg(a.value)}},
                          a.value};
            info.targetSeat = a.arg;
            if (a.value != kWantMarker) info.suit = a.value;
            return info;
        }
        case kAccept:
            return {"accept", {QT_TRANSLATE_NOOP("engine", "Give %1"), {cardsArg(a.cards)}}};
        case kPass:
            return {"pass", {QT_TRANSLATE_NOOP("engine", "Pass"), {}}};
        default:
            break;
    }
    return {"unknown", {QT_TRANSLATE_NOOP("engine", "Unknown move"), {}}};
}

std::vector<CardGroup> JumpStartState::layDownGroups() const {
    std::vector<CardGroup> out;
    for (int s = 0; s < players(); ++s) {
        const CardSet laid = layouts_[s] | runs_[s] | kept_[s];
        if (laid.empty()) continue;
        CardGroup markers{s, 0, {}, {}, {}};
        std::vector<CardId> bySuit[4];
        for (CardId c : laid) {
            const Face& f = deck_->face(c);
            if (isNumberCard(f))
                bySuit[f.suit].push_back(c);
            else
                markers.cards.push_back(c);
        }
        if (!markers.cards.empty()) out.push_back(markers);
        for (int suit = 0; suit < 4; ++suit)
            if (!bySuit[suit].empty())
                out.push_back({s, suit + 1, inRunOrder(*deck_, bySuit[suit]), {}, {}});
    }
    for (CardGroup& g : out) g.ranks.assign(g.cards.size(), 0);
    return out;
}

Phrase JumpStartState::question() const {
    if (phase_ == Phase::Claims && !discard_.empty())
        return say(QT_TRANSLATE_NOOP("engine",
                                     "Call dibs on %1? It waits for you, and you take it at the "
                                     "start of your next turn."),
                   cardsArg(CardSet::single(discard_.back())));
    if (phase_ == Phase::TradeReply) {
        // Described as the offer was made (JS-11): a marker or a suit, not the card.
        const int given = deck_->face(offerCard_).suit;
        return offerWant_ == kWantMarker
                   ? say(QT_TRANSLATE_NOOP("engine",
                                           "%1 offers you a number card of %2 for a marker."),
                         seatArg(active_), suitArg(given))
                   : say(QT_TRANSLATE_NOOP("engine",
                                           "%1 offers you a marker for a number card of %2."),
                         seatArg(active_), suitArg(offerWant_));
    }
    return {};
}

}  // namespace felt::jumpstart
