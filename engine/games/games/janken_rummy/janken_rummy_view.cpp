// What each seat sees, and determinizations for the bots.
#include <algorithm>

#include "games/janken_rummy/janken_rummy.h"

namespace felt::janken_rummy {

SeatView JankenRummyState::view(int seat) const {
    SeatView v;
    v.viewer = seat;
    v.toAct = toAct();
    const Deck& d = deck();
    const auto known = [&d](CardId c) { return CardView{c, d.face(c)}; };
    v.zones.reserve(2 + 2 * static_cast<std::size_t>(players()));
    v.stats.reserve(9 + 3 * static_cast<std::size_t>(players()));
    ZoneView stock{kStockZone, {}};
    stock.cards.reserve(stock_.size());
    for (CardId c : stock_) stock.cards.push_back(seat == kEveryone ? known(c) : CardView{});
    v.zones.push_back(std::move(stock));
    ZoneView pile{kDiscardZone, {}};
    pile.cards.reserve(discard_.size());
    for (CardId c : discard_) pile.cards.push_back(known(c));
    v.zones.push_back(std::move(pile));
    for (int s = 0; s < players(); ++s) {
        ZoneView hand{handZone(s), {}};
        hand.cards.reserve(static_cast<std::size_t>(hands_[s].size()));
        for (CardId c : hands_[s])
            hand.cards.push_back(seat == kEveryone || seat == s ? known(c) : CardView{});
        v.zones.push_back(std::move(hand));
    }
    // Each seat's meld area lists its melds in table order; the groups say
    // where one meld ends and the next begins.
    for (int s = 0; s < players(); ++s) {
        ZoneView area{meldZone(s), {}};
        for (int m = 0; m < meldCount_; ++m)
            if (melds_[m].owner == s)
                for (int i = 0; i < melds_[m].size; ++i)
                    area.cards.push_back(known(melds_[m].cards[i]));
        v.zones.push_back(std::move(area));
    }
    v.stats = {{"hand", -1, handNumber_ + 1},
               {"turn", -1, turnsDone_ + (phase_ == Phase::Over ? 0 : 1)},
               {"dealer", -1, dealer_},
               {"phase", -1, static_cast<int>(phase_)},
               {"target_score", -1, target_},
               {"stock_turnovers", -1, turnovers_},
               {"taken_card", -1, taken_ == kNoCard ? -1 : taken_},
               {"meld_count", -1, meldCount_},
               {"last_hand_winner", -1, lastWinner_}};
    for (int s = 0; s < players(); ++s) {
        v.stats.push_back({"score", s, scores_[s]});
        v.stats.push_back({"last_hand_points", s, lastPoints_[s]});
        v.stats.push_back({"has_laid", s, laid_[s] ? 1 : 0});
        v.stats.push_back({"in_hand", s, hands_[s].size()});
    }
    v.groups = meldGroups();
    return v;
}

std::unique_ptr<GameState> JankenRummyState::determinize(int seat, Rng& rng) const {
    auto copy = std::unique_ptr<JankenRummyState>(
        new JankenRummyState(config(), static_cast<const JankenRummyData&>(*this)));
    copy->deal_.reseed(rng);
    if (phase_ == Phase::Over) return copy;
    // Unknown to `seat`: the other hands and the stock, but for the cards
    // everyone knows the place of. Rummy reveals no voids.
    std::vector<CardSet> hands(hands_.begin(), hands_.begin() + players());
    if (!knowledge_.redeal(seat, hands, {&copy->stock_}, rng)) return copy;
    for (int s = 0; s < players(); ++s) copy->hands_[s] = hands[s];
    return copy;
}

}  // namespace felt::janken_rummy
