// What each seat sees of a Jump Start game, and determinizations for bots.
#include <algorithm>

#include "core/determinize.h"
#include "jumpstart.h"
#include "jumpstart_goals.h"

namespace felt::jumpstart {

namespace {

// Markers first, then number cards (and Jokers) in deck order, so a lay-down
// reads "marker, clubs, diamonds, hearts, spades".
std::vector<CardId> layoutOrder(const Deck& deck, CardSet cards) {
    std::vector<CardId> out;
    for (CardId c : cards)
        if (isMarker(deck.face(c))) out.push_back(c);
    for (CardId c : cards)
        if (!isMarker(deck.face(c))) out.push_back(c);
    return out;
}

// The class an offer names for the offered card: its suit, or kWantMarker.
int offeredClass(const Face& f) {
    return isMarker(f) ? kWantMarker : f.suit;
}

}  // namespace

int JumpStartState::offerGive() const {
    return phase_ == Phase::TradeReply ? offeredClass(deck_->face(offerCard_)) : -1;
}

SeatView JumpStartState::view(int seat) const {
    SeatView v;
    v.viewer = seat;
    v.toAct = toAct();
    const auto known = [this](CardId c) { return CardView{c, deck_->face(c)}; };
    const auto add = [&](int zone, const std::vector<CardId>& cards, bool visible) {
        ZoneView z{zone, {}};
        for (CardId c : cards) z.cards.push_back(visible ? known(c) : CardView{});
        v.zones.push_back(std::move(z));
    };
    const auto list = [](CardSet s) {
        std::vector<CardId> out;
        for (CardId c : s) out.push_back(c);
        return out;
    };
    add(kStockZone, stock_, seat == kEveryone);
    add(kDiscardZone, discard_, true);
    for (int s = 0; s < players(); ++s)
        add(handZone(s), list(hands_[s]), seat == kEveryone || seat == s);
    for (int s = 0; s < players(); ++s) add(layoutZone(s), layoutOrder(*deck_, layouts_[s]), true);
    for (int s = 0; s < players(); ++s) add(runsZone(s), layoutOrder(*deck_, runs_[s]), true);
    if (markersBase_ >= 0)
        for (int s = 0; s < players(); ++s) add(markersZone(s), list(kept_[s]), true);
    if (dibsBase_ >= 0)
        for (int s = 0; s < players(); ++s) {
            std::vector<CardId> slot;
            if (dibs_[s] != kNoCard) slot.push_back(dibs_[s]);
            add(dibsZone(s), slot, true);
        }

    v.groups = layDownGroups();
    const bool offerOpen = phase_ == Phase::TradeReply;
    v.stats = {{"dealer", -1, dealer_},
               {"active", -1, phase_ == Phase::Over ? -1 : active_},
               {"phase", -1, static_cast<int>(phase_)},
               {"direction", -1, direction_},
               {"jokers_this_turn", -1, jokersThisTurn_},
               {"offer_made", -1, offerMade_ ? 1 : 0},
               {"offer_target", -1, offerOpen ? offerTarget_ : -1},
               {"offer_give", -1, offerGive()},
               {"offer_want", -1, offerOpen ? offerWant_ : -1},
               {"dibs_claimant", -1, phase_ == Phase::Claims ? claimSeat_ : -1}};
    for (int s = 0; s < players(); ++s) {
        v.stats.push_back({"stage", s, static_cast<int>(stages_[s])});
        v.stats.push_back({"placement", s, places_[s]});
    }
    return v;
}

std::unique_ptr<GameState> JumpStartState::determinize(int seat, Rng& rng) const {
    auto copy = std::make_unique<JumpStartState>(*this);
    copy->deal_.reseed(rng);
    if (phase_ == Phase::Over || seat < 0) return copy;
    const std::uint16_t me = onlySeat(seat);
    // Cards whose place `seat` knows stay put (taken from the discard pile,
    // handed over in a trade with `seat`, or known to lie in a reshuffled
    // stock); the rest of the other hands and of the stock are dealt anew.
    CardSet pool;
    std::vector<CardSet> fixedHands(static_cast<std::size_t>(players()));
    for (int s = 0; s < players(); ++s) {
        if (s == seat) continue;
        for (CardId c : hands_[s]) {
            if (known_[c] & me)
                fixedHands[s].insert(c);
            else
                pool.insert(c);
        }
    }
    std::vector<CardId> fixedStock;
    int unknownStock = 0;
    for (CardId c : stock_) {
        if (known_[c] & me) {
            fixedStock.push_back(c);
        } else {
            pool.insert(c);
            ++unknownStock;
        }
    }
    // An open trade offer tells everyone the class of the offered card: the
    // offering hand must hold such a card, which becomes the offered one.
    if (phase_ == Phase::TradeReply && seat != active_ && !(known_[offerCard_] & me)) {
        const int cls = offeredClass(deck_->face(offerCard_));
        std::vector<CardId> candidates;
        for (CardId c : pool)
            if (offeredClass(deck_->face(c)) == cls && !deck_->face(c).isJoker())
                candidates.push_back(c);
        const CardId pick = candidates[rng.below(static_cast<std::uint32_t>(candidates.size()))];
        pool.erase(pick);
        fixedHands[active_].insert(pick);
        copy->offerCard_ = pick;
    }
    std::vector<HiddenPlace> places;
    std::vector<int> owners;
    for (int s = 0; s < players(); ++s) {
        if (s == seat) continue;
        places.push_back({hands_[s].size() - fixedHands[s].size(), {}});
        owners.push_back(s);
    }
    places.push_back({unknownStock, {}});
    const auto dealt = dealHidden(pool, places, rng);
    if (dealt.empty()) return copy;  // cannot happen: there are no constraints left
    for (std::size_t p = 0; p < owners.size(); ++p) {
        const int s = owners[p];
        CardSet hand = fixedHands[s];
        for (CardId c : dealt[p]) {
            hand.insert(c);
            copy->known_[c] = onlySeat(s);
        }
        copy->hands_[s] = hand;
    }
    std::vector<CardId> stock = fixedStock;
    for (CardId c : dealt.back()) {
        stock.push_back(c);
        copy->known_[c] = 0;
    }
    std::sort(stock.begin(), stock.end());  // the result must not depend on the true order
    rng.shuffle(stock);                     // nobody knows the stock's order
    copy->stock_ = stock;
    return copy;
}

}  // namespace felt::jumpstart
