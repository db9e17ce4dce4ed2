// How Janken Rummy reads at the table: its numbers, the melds as captioned
// groups (with what each laid Joker stands for) and every move in words.
#include "janken_rummy.h"

namespace felt::janken_rummy {

namespace {

Label meldKindLabel(MeldKind kind) {
    switch (kind) {
        case MeldKind::Set:
            return QT_TRANSLATE_NOOP("engine", "set");
        case MeldKind::Run:
            return QT_TRANSLATE_NOOP("engine", "run");
        case MeldKind::StrongRun:
            return QT_TRANSLATE_NOOP("engine", "strong run");
    }
    return "";
}

// The Jokers among `cards` with the rank each is given in `packed`.
std::vector<std::pair<CardId, int>> jokerRanks(CardSet cards, std::uint32_t packed) {
    std::vector<std::pair<CardId, int>> out;
    for (CardId c : cards)
        if (isJoker(c)) out.emplace_back(c, jokerRankIn(packed, suitOf(c)));
    return out;
}

}  // namespace

std::vector<StatSpec> JankenRummyState::statSpecs() const {
    return {
        {"hand", StatKind::Number, QT_TRANSLATE_NOOP("engine", "Hand"), kOnInfoLine, {}, 0},
        {"turn", StatKind::Number, QT_TRANSLATE_NOOP("engine", "Turn"), kOnInfoLine, {}, 1},
        {"dealer", StatKind::Seat, QT_TRANSLATE_NOOP("engine", "Dealer"), kOnInfoLine, {}, 0},
        hiddenStat("phase"),
        {"target_score",
         StatKind::Number,
         QT_TRANSLATE_NOOP("engine", "Playing to"),
         kOnInfoLine,
         {},
         0},
        {"stock_turnovers",
         StatKind::Number,
         QT_TRANSLATE_NOOP("engine", "Stock turned over"),
         kOnInfoLine,
         {},
         1},
        {"taken_card",
         StatKind::Card,
         QT_TRANSLATE_NOOP("engine", "Taken from the pile"),
         kOnInfoLine,
         {},
         0},
        hiddenStat("meld_count"),
        {"last_hand_winner",
         StatKind::Seat,
         QT_TRANSLATE_NOOP("engine", "Last hand won by"),
         kOnInfoLine,
         {},
         0},
        {"score", StatKind::Number, QT_TRANSLATE_NOOP("engine", "Score"), kAsScore, {}, -99999},
        {"last_hand_points",
         StatKind::Number,
         QT_TRANSLATE_NOOP("engine", "Last hand"),
         kInResults,
         {},
         -99999},
        {"has_laid", StatKind::Flag, QT_TRANSLATE_NOOP("engine", "has melded"), kOnPlate, {}, 0},
        cardsInHandStat(),
    };
}

ActionInfo JankenRummyState::describe(const Action& a) const {
    const ActionInfo unknown{"unknown", {QT_TRANSLATE_NOOP("engine", "Unknown move"), {}}};
    // See format(): a card outside the deck makes no sense of the Joker ranks.
    if (!a.cards.empty() && a.cards.last() >= deck().size()) return unknown;
    const CardId first = a.cards.first();
    switch (a.kind) {
        case kDrawStock:
            return drawFromStock(kStockZone);
        case kDrawDiscard:
            return takeFromDiscard(kDiscardZone, discard_);
        case kMeld: {
            ActionInfo info{"meld", {QT_TRANSLATE_NOOP("engine", "Meld %1"), {cardsArg(a.cards)}}};
            info.standsFor = jokerRanks(a.cards, a.extra);
            return info;
        }
        case kLayoff: {
            ActionInfo info{"layoff",
                            {QT_TRANSLATE_NOOP("engine", "Lay %1 off on meld %2"),
                             {cardsArg(a.cards), numberArg(a.value + 1)}}};
            info.targetGroup = a.value + 1;
            info.standsFor = jokerRanks(a.cards, a.extra);
            return info;
        }
        case kMoveToMeld: {
            ActionInfo info{"move",
                            {QT_TRANSLATE_NOOP("engine", "Move %1 from meld %2 to meld %3"),
                             {cardsArg(a.cards), numberArg(a.arg + 1), numberArg(a.value + 1)}}};
            info.targetGroup = a.value + 1;
            return info;
        }
        case kMoveToNew: {
            CardId moved = first;
            if (a.arg >= 0 && a.arg < meldCount_)
                for (CardId c : a.cards)
                    if (melds_[a.arg].indexOf(c) >= 0) moved = c;
            if (moved == kNoCard) return unknown;  // no cards at all
            ActionInfo info{
                "move",
                {QT_TRANSLATE_NOOP("engine", "Move %1 from meld %2 into a new meld with %3"),
                 {cardsArg(CardSet::single(moved)), numberArg(a.arg + 1),
                  cardsArg(a.cards - CardSet::single(moved))}}};
            info.standsFor = jokerRanks(a.cards - CardSet::single(moved), a.extra);
            return info;
        }
        case kDiscard:
            return {"discard", {QT_TRANSLATE_NOOP("engine", "Discard %1"), {cardsArg(a.cards)}}};
        default:
            return unknown;
    }
}

std::vector<CardGroup> JankenRummyState::meldGroups() const {
    std::vector<CardGroup> out;
    for (int s = 0; s < players(); ++s)
        for (int m = 0; m < meldCount_; ++m) {
            const Meld& meld = melds_[m];
            if (meld.owner != s) continue;
            CardGroup g{s,
                        m + 1,
                        {},
                        {},
                        {QT_TRANSLATE_NOOP("engine", "%1 · %2"),
                         {numberArg(m + 1), wordArg(meldKindLabel(meld.kind))}}};
            for (int i = 0; i < meld.size; ++i) {
                g.cards.push_back(meld.cards[i]);
                g.ranks.push_back(isJoker(meld.cards[i]) ? meld.ranks[i] : 0);
            }
            out.push_back(std::move(g));
        }
    return out;
}

}  // namespace felt::janken_rummy
