#include "jumpstart_bot.h"

#include <algorithm>

#include "jumpstart.h"
#include "jumpstart_goals.h"

namespace felt::jumpstart {

namespace {

constexpr double kComplete = 100.0;

int wrapRank(int rank) {
    return ((rank - 1) % 10 + 10) % 10 + 1;
}

// What a seat knows and how much a set of cards is worth to it.
class Judge {
public:
    Judge(const JumpStartState& g, int seat) : g_(g), deck_(g.deck()), seat_(seat) {
        for (int s = 0; s < g.players(); ++s) locked_ |= g.layout(s) | g.runs(s) | g.keptMarkers(s);
        for (int s = 0; s < g.players(); ++s)
            if (g.dibsCard(s) != kNoCard && s != seat) locked_.insert(g.dibsCard(s));
    }

    Stage stage() const { return g_.stage(seat_); }
    CardSet layout() const { return g_.layout(seat_); }

    // Copies of (suit, rank) that are not locked away on the table.
    int available(int suit, int rank, CardSet mine) const {
        int count = 0;
        for (CardId id : deck_.idsOf(
                 Face{static_cast<std::int8_t>(suit), static_cast<std::int8_t>(wrapRank(rank))}))
            if (!locked_.contains(id) && !mine.contains(id)) ++count;
        return count;
    }

    // Worth of a four-card hand (with `layout` as the first lay-down in stage two).
    double score(CardSet hand, CardSet layout) const {
        return stage() == Stage::First ? firstScore(hand) : secondScore(hand, layout);
    }

    // Worth of a five-card hand: complete, or the best hand after one discard.
    double best5(CardSet hand, CardSet layout) const {
        const bool done = stage() == Stage::First ? meetsFirstGoal(deck_, hand)
                                                  : meetsSecondGoal(deck_, layout, hand);
        if (done) return kComplete;
        double best = -1;
        for (CardId c : hand)
            if (!deck_.face(c).isJoker())
                best = std::max(best, score(hand - CardSet::single(c), layout));
        return best;
    }

    // No marker can ever be had, or (stage two) the runs cannot grow far enough.
    bool hopeless() const {
        bool markerPossible = false;
        for (int id = 0; id < deck_.size() && !markerPossible; ++id)
            if (isMarker(deck_.face(static_cast<CardId>(id))) &&
                !locked_.contains(static_cast<CardId>(id)))
                markerPossible = true;
        if (!markerPossible) return true;
        if (stage() != Stage::Second) return false;
        int reach = 0;
        for (CardId l : layout()) {
            const Face& f = deck_.face(l);
            if (!isNumberCard(f)) continue;
            for (int dir = -1; dir <= 1; dir += 2)
                for (int k = 1; k <= 4 && available(f.suit, f.rank + dir * k, CardSet{}) > 0; ++k)
                    ++reach;
        }
        return reach < 4;
    }

private:
    double firstScore(CardSet hand) const {
        int markers = 0;
        double suitBest[4] = {-1, -1, -1, -1};
        for (CardId c : hand) {
            const Face& f = deck_.face(c);
            if (isMarker(f)) ++markers;
            if (!isNumberCard(f)) continue;
            // Prefer ranks whose neighbours are still to be had: runs come easier.
            double potential = 0;
            for (int d = 1; d <= 2; ++d)
                potential +=
                    available(f.suit, f.rank + d, hand) + available(f.suit, f.rank - d, hand);
            suitBest[f.suit] = std::max(suitBest[f.suit], 1.0 + 0.01 * potential);
        }
        double s = markers > 0 ? 1.0 : 0.0;
        for (double b : suitBest) s += std::max(0.0, b);
        return s;
    }

    double secondScore(CardSet hand, CardSet layout) const {
        int markers = 0;
        std::uint16_t ranks[4] = {0, 0, 0, 0};
        int base[4] = {0, 0, 0, 0};
        for (CardId c : layout) {
            const Face& f = deck_.face(c);
            if (isNumberCard(f)) base[f.suit] = f.rank;
        }
        for (CardId c : hand) {
            const Face& f = deck_.face(c);
            if (isMarker(f)) ++markers;
            if (isNumberCard(f)) ranks[f.suit] |= static_cast<std::uint16_t>(1u << (f.rank - 1));
        }
        double joined = 0, near = 0, open = 0;
        for (int s = 0; s < 4; ++s) {
            if (base[s] == 0) continue;
            const auto has = [&](int r) { return (ranks[s] >> (wrapRank(r) - 1)) & 1u; };
            int up = 0, down = 0;
            while (up < 9 && has(base[s] + up + 1)) ++up;
            while (down < 9 - up && has(base[s] - down - 1)) ++down;
            joined += up + down;
            // Cards one gap away from the run count partly if the gap can be filled.
            if (has(base[s] + up + 2) && available(s, base[s] + up + 1, hand)) near += 1;
            if (has(base[s] - down - 2) && available(s, base[s] - down - 1, hand)) near += 1;
            open += available(s, base[s] + up + 1, hand) + available(s, base[s] - down - 1, hand);
        }
        const double numbers =
            std::min(4.0, joined) + std::min(std::max(0.0, 4.0 - joined), 0.4 * near);
        return (markers > 0 ? 1.0 : 0.0) + numbers + 0.01 * open;
    }

    const JumpStartState& g_;
    const Deck& deck_;
    int seat_;
    CardSet locked_;
};

const Action* find(const std::vector<Action>& legal, ActionKind kind) {
    for (const Action& a : legal)
        if (a.kind == kind) return &a;
    return nullptr;
}

}  // namespace

Action HeuristicBot::choose(const GameState& game, int seat) {
    game.legalActions(legal_);
    const auto* g = dynamic_cast<const JumpStartState*>(&game);
    if (!g || legal_.size() == 1) return legal_.front();
    const Judge judge(*g, seat);
    const CardSet hand = g->hand(seat);
    const CardSet layout = g->layout(seat);
    const double now = judge.score(hand, layout);
    const CardId top = g->discard().empty() ? kNoCard : g->discard().back();
    const auto topHelps = [&](double margin) {
        return top != kNoCard && !g->deck().face(top).isJoker() &&
               judge.best5(hand | CardSet::single(top), layout) >= now + margin;
    };

    switch (g->phase()) {
        case Phase::Claims:
            return *find(legal_, topHelps(0.9) ? kClaim : kDecline);
        case Phase::TradeReply: {
            // The offered card is known only by its class; count on its help.
            const int want = g->offerWant();
            const Action* best = find(legal_, kDecline);
            double bestGain = 0;
            for (const Action& a : legal_) {
                if (a.kind != kAccept) continue;
                const CardSet rest = hand - a.cards;
                int markers = 0;
                unsigned suits = 0;
                for (CardId c : rest) {
                    const Face& f = g->deck().face(c);
                    if (isMarker(f)) ++markers;
                    if (isNumberCard(f)) suits |= 1u << f.suit;
                }
                double gain = 0;
                if (want != kWantMarker) {
                    gain = markers == 0 ? 1.0 : 0.0;  // a marker comes in for a number card
                } else {
                    // A number card of the announced suit comes in for one of our markers.
                    const int suit = g->offerGive() < 4 ? g->offerGive() : -1;
                    if (judge.stage() == Stage::First)
                        gain = suit >= 0 && !((suits >> suit) & 1u) ? 1.0 : 0.0;
                    else
                        gain = 0.3;
                }
                const double loss = now - judge.score(rest, layout);
                if (gain - loss > bestGain + 1e-9) {
                    bestGain = gain - loss;
                    best = &a;
                }
            }
            return *best;
        }
        case Phase::Redraw:
            if (const Action* a = find(legal_, kDrawStock)) return *a;
            return *find(legal_, kPass);
        case Phase::Discard: {
            if (const Action* a = find(legal_, kLayDown)) return *a;
            if (const Action* a = find(legal_, kPlayJoker)) return *a;  // a free extra draw
            if (judge.hopeless()) return *find(legal_, kConcede);
            const Action* best = nullptr;
            double bestScore = -1;
            for (const Action& a : legal_) {
                if (a.kind != kDiscard) continue;
                const double s = judge.score(hand - a.cards, layout) + 0.001 * rng_.below(10);
                if (s > bestScore) {
                    bestScore = s;
                    best = &a;
                }
            }
            return *best;
        }
        case Phase::Start:
            break;
        case Phase::Over:
            return legal_.front();
    }

    if (const Action* a = find(legal_, kDrawDibs)) return *a;
    if (judge.hopeless()) return *find(legal_, kConcede);
    if (find(legal_, kDrawDiscard) && topHelps(0.9)) return *find(legal_, kDrawDiscard);
    // An exchange that joins at least one more card to the runs beats a blind draw.
    const Action* bestExchange = nullptr;
    double bestGain = 0.99;
    for (const Action& a : legal_) {
        if (a.kind != kExchange) continue;
        const auto l = static_cast<CardId>(a.value);
        const CardId h = (a.cards - CardSet::single(l)).first();
        const CardSet newLayout = (layout - CardSet::single(l)) | CardSet::single(h);
        const CardSet newHand = (hand - CardSet::single(h)) | CardSet::single(l);
        const double gain = judge.score(newHand, newLayout) - now;
        if (gain > bestGain) {
            bestGain = gain;
            bestExchange = &a;
        }
    }
    if (bestExchange) return *bestExchange;
    // Trade a spare marker for a missing suit, or a spare number card for a marker.
    if (find(legal_, kOffer) && rng_.below(2) == 0) {
        int markers = 0;
        unsigned suits = 0;
        CardId spareNumber = kNoCard;
        double spareLoss = 1e9;
        for (CardId c : hand) {
            const Face& f = g->deck().face(c);
            if (isMarker(f)) ++markers;
            if (isNumberCard(f)) {
                suits |= 1u << f.suit;
                const double loss = now - judge.score(hand - CardSet::single(c), layout);
                if (loss < spareLoss) {
                    spareLoss = loss;
                    spareNumber = c;
                }
            }
        }
        std::vector<const Action*> offers;
        for (const Action& a : legal_) {
            if (a.kind != kOffer) continue;
            const Face& f = g->deck().face(a.cards.first());
            const bool spareMarker = isMarker(f) && markers >= 2 &&
                                     (judge.stage() == Stage::Second || !((suits >> a.value) & 1u));
            const bool wantMarker =
                markers == 0 && a.cards.first() == spareNumber && spareLoss < 0.5;
            if (spareMarker || wantMarker) offers.push_back(&a);
        }
        if (!offers.empty()) return *offers[rng_.below(static_cast<std::uint32_t>(offers.size()))];
    }
    if (const Action* a = find(legal_, kDrawStock)) return *a;
    if (const Action* a = find(legal_, kDrawDiscard)) return *a;
    return *find(legal_, kPass);
}

}  // namespace felt::jumpstart
