// Jump Start: the legal actions of each phase.
#include <algorithm>

#include "jumpstart.h"
#include "jumpstart_goals.h"

namespace felt::jumpstart {

void JumpStartState::legalActions(std::vector<Action>& out) const {
    out.clear();
    switch (phase_) {
        case Phase::Start:
            startActions(out);
            break;
        case Phase::Redraw:
            // The Joker just played lies on top of the discard pile; the new card
            // comes from the stock.
            out.push_back({canDrawStock() ? kDrawStock : kPass, -1, -1, 0, {}});
            out.push_back({kConcede, -1, -1, 0, {}});
            break;
        case Phase::Discard:
            discardActions(out);
            break;
        case Phase::Claims:
            out.push_back({kClaim, -1, -1, 0, {}});
            out.push_back({kDecline, -1, -1, 0, {}});
            break;
        case Phase::TradeReply: {
            out.push_back({kDecline, -1, -1, 0, {}});
            std::vector<Face> seen;
            for (CardId c : hands_[offerTarget_]) {
                const Face& f = deck_->face(c);
                const bool fits = offerWant_ == kWantMarker
                                      ? isMarker(f)
                                      : isNumberCard(f) && f.suit == offerWant_;
                if (!fits || std::find(seen.begin(), seen.end(), f) != seen.end()) continue;
                seen.push_back(f);
                out.push_back({kAccept, -1, -1, 0, CardSet::single(c)});
            }
            break;
        }
        case Phase::Over:
            break;
    }
}

void JumpStartState::startActions(std::vector<Action>& out) const {
    if (dibs_[active_] != kNoCard) {  // JS-10: a waiting dibs card must be drawn
        out.push_back({kDrawDibs, -1, -1, 0, {}});
        return;
    }
    const bool stock = canDrawStock();
    const bool discard = canDrawDiscard();
    if (stock) out.push_back({kDrawStock, -1, -1, 0, {}});
    if (discard) out.push_back({kDrawDiscard, -1, -1, 0, {}});
    if (!stock && !discard) out.push_back({kPass, -1, -1, 0, {}});
    if (stages_[active_] == Stage::Second) {  // JS-5
        for (CardId l : layouts_[active_]) {
            const Face& lf = deck_->face(l);
            if (!isNumberCard(lf)) continue;
            std::vector<Face> seen;
            for (CardId h : hands_[active_]) {
                const Face& hf = deck_->face(h);
                if (!isNumberCard(hf) || hf.suit != lf.suit || hf == lf) continue;
                if (std::find(seen.begin(), seen.end(), hf) != seen.end()) continue;
                seen.push_back(hf);
                Action a{kExchange, -1, static_cast<std::int16_t>(l), 0, CardSet::single(l)};
                a.cards.insert(h);
                out.push_back(a);
            }
        }
    }
    if (tradingOn_ && !offerMade_) offerActions(out);
    out.push_back({kConcede, -1, -1, 0, {}});
}

void JumpStartState::offerActions(std::vector<Action>& out) const {
    std::vector<Face> seen;
    std::vector<CardId> give;
    for (CardId c : hands_[active_]) {
        const Face& f = deck_->face(c);
        if (f.isJoker() || std::find(seen.begin(), seen.end(), f) != seen.end()) continue;
        seen.push_back(f);
        give.push_back(c);
    }
    for (int t = 0; t < players(); ++t) {
        if (t == active_ || !stillPlaying(t)) continue;
        for (CardId c : give) {
            const auto target = static_cast<std::int8_t>(t);
            if (isMarker(deck_->face(c))) {
                for (std::int16_t suit = 0; suit < 4; ++suit)
                    out.push_back({kOffer, target, suit, 0, CardSet::single(c)});
            } else {
                out.push_back({kOffer, target, kWantMarker, 0, CardSet::single(c)});
            }
        }
    }
}

void JumpStartState::discardActions(std::vector<Action>& out) const {
    if (meetsGoal(active_, hands_[active_])) {  // JS-2: a matching hand must be laid down
        out.push_back({kLayDown, -1, -1, 0, {}});
        return;
    }
    std::vector<Face> seen;
    CardId joker = kNoCard;
    for (CardId c : hands_[active_]) {
        const Face& f = deck_->face(c);
        if (f.isJoker()) {
            if (joker == kNoCard) joker = c;
            continue;
        }
        if (std::find(seen.begin(), seen.end(), f) != seen.end()) continue;
        seen.push_back(f);
        out.push_back({kDiscard, -1, -1, 0, CardSet::single(c)});
    }
    if (joker != kNoCard) out.push_back({kPlayJoker, -1, -1, 0, CardSet::single(joker)});
    out.push_back({kConcede, -1, -1, 0, {}});
}

}  // namespace felt::jumpstart
