#include "jumpstart_bot.h"

#include "bots/own_state.h"
#include "jumpstart.h"
#include "jumpstart_goals.h"
#include "jumpstart_judge.h"

namespace felt::jumpstart {

namespace {

const Action* find(const std::vector<Action>& legal, ActionKind kind) {
    for (const Action& a : legal)
        if (a.kind == kind) return &a;
    return nullptr;
}

// One decision of the heuristic bot: the seat's cards and their worth now.
class Decision {
public:
    Decision(const JumpStartState& g, int seat, const std::vector<Action>& legal, Rng& rng)
        : g_(g),
          judge_(g, seat),
          legal_(legal),
          rng_(rng),
          hand_(g.hand(seat)),
          layout_(g.layout(seat)),
          now_(judge_.score(hand_, layout_)) {}

    Action choose() const {
        switch (g_.phase()) {
            case Phase::Claims:
                return *find(legal_, topDiscardHelps() ? kClaim : kDecline);
            case Phase::TradeReply:
                return answerTrade();
            case Phase::Redraw:
                return *find(legal_, find(legal_, kDrawStock) ? kDrawStock : kPass);
            case Phase::Discard:
                return discardOrLayDown();
            case Phase::Start:
                return startTurn();
            case Phase::Over:
                break;
        }
        return legal_.front();
    }

private:
    // Taking the top discard (or calling dibs on it) should add about a card.
    bool topDiscardHelps() const {
        if (g_.discard().empty()) return false;
        const CardId top = g_.discard().back();
        return !g_.deck().face(top).isJoker() &&
               judge_.best5(hand_ | CardSet::single(top), layout_) >= now_ + 0.9;
    }

    Action startTurn() const {
        if (const Action* a = find(legal_, kDrawDibs)) return *a;
        if (judge_.hopeless()) return *find(legal_, kConcede);
        if (find(legal_, kDrawDiscard) && topDiscardHelps()) return *find(legal_, kDrawDiscard);
        if (const Action* a = bestExchange()) return *a;
        if (const Action* a = tradeOffer()) return *a;
        if (const Action* a = find(legal_, kDrawStock)) return *a;
        if (const Action* a = find(legal_, kDrawDiscard)) return *a;
        return *find(legal_, kPass);
    }

    // An exchange that joins at least one more card to the runs beats a blind draw.
    const Action* bestExchange() const {
        const Action* best = nullptr;
        double bestGain = 0.99;
        for (const Action& a : legal_) {
            if (a.kind != kExchange) continue;
            const auto l = static_cast<CardId>(a.value);
            const CardId h = (a.cards - CardSet::single(l)).first();
            const CardSet layout = (layout_ - CardSet::single(l)) | CardSet::single(h);
            const CardSet hand = (hand_ - CardSet::single(h)) | CardSet::single(l);
            const double gain = judge_.score(hand, layout) - now_;
            if (gain > bestGain) {
                bestGain = gain;
                best = &a;
            }
        }
        return best;
    }

    // Half of the time it may, the bot offers a spare marker for a suit it lacks
    // (any suit in stage two), or its least useful number card for a marker.
    const Action* tradeOffer() const {
        if (!find(legal_, kOffer) || rng_.below(2) != 0) return nullptr;
        int markers = 0;
        unsigned suits = 0;
        CardId spare = kNoCard;
        double spareLoss = 1e9;
        for (CardId c : hand_) {
            const Face& f = g_.deck().face(c);
            if (isMarker(f)) ++markers;
            if (!isNumberCard(f)) continue;
            suits |= 1u << f.suit;
            const double loss = now_ - judge_.score(hand_ - CardSet::single(c), layout_);
            if (loss < spareLoss) {
                spareLoss = loss;
                spare = c;
            }
        }
        std::vector<const Action*> offers;
        for (const Action& a : legal_) {
            if (a.kind != kOffer) continue;
            const Face& f = g_.deck().face(a.cards.first());
            const bool spareMarker =
                isMarker(f) && markers >= 2 &&
                (judge_.stage() == Stage::Second || !((suits >> a.value) & 1u));
            const bool wantMarker = markers == 0 && a.cards.first() == spare && spareLoss < 0.5;
            if (spareMarker || wantMarker) offers.push_back(&a);
        }
        if (offers.empty()) return nullptr;
        return offers[rng_.below(static_cast<std::uint32_t>(offers.size()))];
    }

    // The offered card is known only by its class: a marker, or a number card
    // of the announced suit (which helps for sure only in stage one).
    Action answerTrade() const {
        const Action* best = find(legal_, kDecline);
        double bestNet = 0;
        for (const Action& a : legal_) {
            if (a.kind != kAccept) continue;
            const CardSet rest = hand_ - a.cards;
            int markers = 0;
            unsigned suits = 0;
            for (CardId c : rest) {
                const Face& f = g_.deck().face(c);
                if (isMarker(f)) ++markers;
                if (isNumberCard(f)) suits |= 1u << f.suit;
            }
            double gain = 0;
            if (g_.offerWant() != kWantMarker) {
                gain = markers == 0 ? 1.0 : 0.0;
            } else if (judge_.stage() == Stage::First) {
                const int suit = g_.offerGive();
                gain = suit >= 0 && suit < 4 && !((suits >> suit) & 1u) ? 1.0 : 0.0;
            } else {
                gain = 0.3;
            }
            const double net = gain - (now_ - judge_.score(rest, layout_));
            if (net > bestNet + 1e-9) {
                bestNet = net;
                best = &a;
            }
        }
        return *best;
    }

    Action discardOrLayDown() const {
        if (const Action* a = find(legal_, kLayDown)) return *a;
        if (const Action* a = find(legal_, kPlayJoker)) return *a;  // a free extra draw
        if (judge_.hopeless()) return *find(legal_, kConcede);
        const Action* best = nullptr;
        double bestScore = -1;
        for (const Action& a : legal_) {
            if (a.kind != kDiscard) continue;
            // A little noise breaks ties so that equal hands do not always shed the same card.
            const double s = judge_.score(hand_ - a.cards, layout_) + 0.001 * rng_.below(10);
            if (s > bestScore) {
                bestScore = s;
                best = &a;
            }
        }
        return *best;
    }

    const JumpStartState& g_;
    HandJudge judge_;
    const std::vector<Action>& legal_;
    Rng& rng_;
    CardSet hand_;
    CardSet layout_;
    double now_;
};

}  // namespace

Action HeuristicBot::choose(const GameState& game, int seat) {
    game.legalActions(legal_);
    const auto* g = ownState<JumpStartState>(game);
    if (!g || legal_.size() == 1) return legal_.front();
    return Decision(*g, seat, legal_, rng_).choose();
}

}  // namespace felt::jumpstart
