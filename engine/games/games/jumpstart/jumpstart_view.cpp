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

bool JumpStartState::redealPlayedJokers(int seat, const Knowledge& facts,
                                        std::vector<CardSet>& hands, std::vector<CardId>& stock,
                                        Rng& rng) const {
    const std::uint16_t me = onlySeat(seat);
    CardSet jokers;
    for (int c = 0; c < deck_->size(); ++c) {
        const auto card = static_cast<CardId>(c);
        if (deck_->face(card).isJoker() && !(facts.knownBy(card) & me)) jokers.insert(card);
    }
    if (jokers.empty()) return false;
    // Which seats to narrow depends on public play only, never on where the
    // Jokers truly lie.
    Knowledge narrowed = facts;
    bool narrows = false;
    for (int s = 0; s < players(); ++s)
        if (s != seat && !mayHoldJoker_[s]) {
            narrowed.ruleOut(s, jokers);
            narrows = true;
        }
    // Knowledge::redeal changes nothing when it cannot deal.
    return narrows && narrowed.redeal(seat, hands, {&stock}, rng);
}

bool JumpStartState::shedCardWouldMeetGoal(int seat, const std::vector<CardSet>& hands) const {
    for (int s = 0; s < players(); ++s)
        if (s != seat && lastShed_[s] != kNoCard &&
            meetsGoal(s, hands[s] | CardSet::single(lastShed_[s])))
            return true;
    return false;
}

std::unique_ptr<GameState> JumpStartState::determinize(int seat, Rng& rng) const {
    auto copy = std::make_unique<JumpStartState>(*this);
    copy->deal_.reseed(rng);
    if (phase_ == Phase::Over || seat < 0) return copy;
    const std::uint16_t me = onlySeat(seat);
    const auto unseen = [&](CardId c) { return !(knowledge_.knownBy(c) & me); };
    std::vector<CardSet> hands(hands_.begin(), hands_.begin() + players());
    Knowledge facts = knowledge_;
    // An open trade offer tells everyone the class of the offered card: the
    // offering hand must hold such a card. One unseen card of that class,
    // wherever it lies, changes places with the offered card and becomes it.
    if (phase_ == Phase::TradeReply && seat != active_ && unseen(offerCard_)) {
        const int cls = offeredClass(deck_->face(offerCard_));
        std::vector<CardId> candidates;
        for (int s = 0; s < players(); ++s)
            if (s != seat)
                for (CardId c : hands_[s])
                    if (unseen(c)) candidates.push_back(c);
        for (CardId c : stock_)
            if (unseen(c)) candidates.push_back(c);
        std::sort(candidates.begin(), candidates.end());  // not where they truly lie
        std::erase_if(candidates, [&](CardId c) {
            return offeredClass(deck_->face(c)) != cls || deck_->face(c).isJoker();
        });
        const CardId pick = candidates[rng.below(static_cast<std::uint32_t>(candidates.size()))];
        const auto swapIn = [&](CardSet& hand) {
            if (hand.contains(pick)) {
                hand.erase(pick);
                hand.insert(offerCard_);
            }
        };
        if (!hands[active_].contains(pick)) {
            hands[active_].erase(offerCard_);
            hands[active_].insert(pick);
            for (int s = 0; s < players(); ++s)
                if (s != active_) swapIn(hands[s]);
            std::replace(copy->stock_.begin(), copy->stock_.end(), pick, offerCard_);
        }
        copy->offerCard_ = pick;
        // For this deal only, the offered card stays in the offering hand
        // (the sample's own knowledge, and so what the seat sees, is unchanged).
        facts.setKnownBy(pick, static_cast<std::uint16_t>(facts.knownBy(pick) | me));
    }
    // The rest of the other hands and of the stock whose place `seat` does
    // not know is dealt anew. (A sample is only ever seen by `seat`: what
    // the other seats know of the dealt cards is left as it was.) Seats
    // that had the chance to play every Joker since they last drew cards in
    // bulk get none: players play them at once (the heuristic bot always
    // does). Dealt at random, the other hands held 0.22 Jokers a decision
    // in samples against 0.08 in truth (four Casual bots, 200 games); so
    // narrowed, 0.09. Where the stock cannot take them all, the plain deal.
    // A deal that gives a seat a hand that would have met its goal with the
    // card it last shed cannot be (JS-2: it would have had to lay down) and
    // is dealt again; after a few tries the last deal stands.
    constexpr int kDealTries = 16;
    for (int tries = 0; tries < kDealTries; ++tries) {
        if (!redealPlayedJokers(seat, facts, hands, copy->stock_, rng) &&
            !facts.redeal(seat, hands, {&copy->stock_}, rng))
            return copy;
        if (!shedCardWouldMeetGoal(seat, hands)) break;
    }
    for (int s = 0; s < players(); ++s) copy->hands_[s] = hands[s];
    std::sort(copy->stock_.begin(), copy->stock_.end());  // not the true order
    rng.shuffle(copy->stock_);                            // nobody knows the stock's order
    return copy;
}

}  // namespace felt::jumpstart
