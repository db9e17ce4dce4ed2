#include "janken_rummy_bot.h"

#include <algorithm>
#include <cstdlib>

#include "bots/own_state.h"
#include "games/janken_rummy/hand_plan.h"
#include "games/janken_rummy/janken_rummy.h"

namespace felt::janken_rummy {

namespace {

// Cards lying in table melds can no longer complete a meld in a hand.
CardSet tableCards(const JankenRummyState& g) {
    CardSet out;
    for (int m = 0; m < g.meldCount(); ++m)
        for (int i = 0; i < g.meld(m).size; ++i) out.insert(g.meld(m).cards[i]);
    return out;
}

bool live(CardSet dead, int suit, int rank) {
    return rank >= 1 && rank <= kRanks && !dead.contains(naturalId(suit, rank));
}

// How much two cards help each other towards a meld, 0 when every card that
// would complete them already lies in a table meld.
int closeness(CardId a, CardId b, CardSet dead) {
    if (isJoker(a) || isJoker(b)) return 4;
    const int ra = rankOf(a), rb = rankOf(b);
    const int sa = suitOf(a), sb = suitOf(b);
    const int gap = std::abs(ra - rb);
    const int lo = std::min(ra, rb), hi = std::max(ra, rb);
    if (gap == 0) {
        for (int s = 0; s < kSuits; ++s)
            if (s != sa && s != sb && live(dead, s, ra)) return 6;
        return 0;
    }
    if (sa == sb) {
        if (gap == 1) return live(dead, sa, lo - 1) || live(dead, sa, hi + 1) ? 5 : 0;
        return gap == 2 && live(dead, sa, lo + 1) ? 3 : 0;
    }
    if (gap == 1) {
        const bool chain = ra < rb ? beats(sb, sa) : beats(sa, sb);
        return chain ? 3 : 0;
    }
    return 0;
}

// Higher = better to throw away. Hopes of completing melds fade each time the
// stock has been turned over, so blocked hands let their cards go.
int discardValue(const JankenRummyState& g, int seat, CardId c, CardSet deadwood) {
    if (isJoker(c)) return -100;
    const CardSet dead = tableCards(g);
    const int fade = 1 + g.stockTurnovers();
    int value = pipValue(c) * 2 * fade;
    for (CardId h : deadwood)
        if (h != c) value -= closeness(c, h, dead);
    // Do not feed an opponent who is known to collect cards like this one.
    for (int o = 0; o < g.players(); ++o) {
        if (o == seat) continue;
        for (CardId k : g.knownInHand(o))
            if (closeness(c, k, dead) >= 3) value -= 8;
    }
    return value;
}

bool fitsTable(const JankenRummyState& g, CardId c) {
    if (isJoker(c)) return g.meldCount() > 0;
    for (int m = 0; m < g.meldCount(); ++m)
        if (fitOnMeld(g.meld(m), naturalPiece(c)).ok) return true;
    return false;
}

}  // namespace

Action HeuristicBot::choose(const GameState& game, int seat) {
    game.legalActions(legal_);
    const auto* g = ownState<JankenRummyState>(game);
    if (!g) return legal_.front();
    if (g->phase() == Phase::Draw) return chooseDraw(*g, seat);
    return choosePlay(*g, seat);
}

Action HeuristicBot::chooseDraw(const JankenRummyState& g, int seat) {
    const Action* stock = nullptr;
    const Action* pile = nullptr;
    for (const Action& a : legal_) {
        if (a.kind == kDrawStock) stock = &a;
        if (a.kind == kDrawDiscard) pile = &a;
    }
    if (pile && stock) {
        const CardId top = g.discardPile().back();
        const CardSet hand = g.hand(seat);
        CardSet with = hand;
        with.insert(top);
        const HandPlan now = bestPlan(hand);
        const HandPlan then = bestPlan(with);
        // Worth taking if it joins a meld and lowers the deadwood, or if it can
        // be laid off at once (the hand then shrinks by a card this turn).
        if (then.melded.contains(top) && then.deadwood < now.deadwood) return *pile;
        if (fitsTable(g, top)) return *pile;
        return *stock;
    }
    return stock ? *stock : legal_.front();
}

Action HeuristicBot::choosePlay(const JankenRummyState& g, int seat) {
    const CardSet hand = g.hand(seat);
    const HandPlan plan = bestPlan(hand);
    // 1. Lay the planned melds, largest first.
    const Action* bestMeld = nullptr;
    for (const Action& a : legal_) {
        if (a.kind != kMeld) continue;
        for (const FoundMeld& m : plan.melds)
            if (m.cards == a.cards && m.jokerRanks == a.extra &&
                (!bestMeld || a.cards.size() > bestMeld->cards.size()))
                bestMeld = &a;
    }
    if (bestMeld) return *bestMeld;
    const CardSet deadwood = hand - plan.melded;
    // 2. Lay off cards the plan leaves out, highest pips first.
    const Action* bestLayoff = nullptr;
    for (const Action& a : legal_)
        if (a.kind == kLayoff && (a.cards & deadwood) == a.cards &&
            (!bestLayoff || pipValue(a.cards.first()) > pipValue(bestLayoff->cards.first())))
            bestLayoff = &a;
    if (bestLayoff) return *bestLayoff;
    // 3. Changing melds: borrow a table card to meld leftover cards.
    const Action* bestMove = nullptr;
    int bestGain = 0;
    for (const Action& a : legal_) {
        if (a.kind != kMoveToNew) continue;
        const CardSet used = a.cards & hand;
        if (!((used & deadwood) == used)) continue;
        const int gain = pipTotal(used);
        if (gain > bestGain) {
            bestGain = gain;
            bestMove = &a;
        }
    }
    if (bestMove) return *bestMove;
    // 4. Discard the card needed least. Once the stock has been turned over,
    // the cards everybody keeps may be blocking each other: now and then let a
    // random left-over card go so that the others get a chance at it.
    if (g.stockTurnovers() > 0 &&
        rng_.below(100) < static_cast<std::uint32_t>(std::min(50, 15 * g.stockTurnovers()))) {
        std::vector<const Action*> spare;
        for (const Action& a : legal_)
            if (a.kind == kDiscard && deadwood.contains(a.cards.first()) &&
                !isJoker(a.cards.first()))
                spare.push_back(&a);
        if (!spare.empty()) return *spare[rng_.below(static_cast<std::uint32_t>(spare.size()))];
    }
    const Action* bestDiscard = nullptr;
    int bestValue = 0;
    for (const Action& a : legal_) {
        if (a.kind != kDiscard) continue;
        const CardId c = a.cards.first();
        int value = discardValue(g, seat, c, deadwood);
        if (plan.melded.contains(c)) value -= 50;  // only when no other card may go
        if (!bestDiscard || value > bestValue) {
            bestValue = value;
            bestDiscard = &a;
        }
    }
    if (bestDiscard) return *bestDiscard;
    return legal_[rng_.below(static_cast<std::uint32_t>(legal_.size()))];
}

}  // namespace felt::janken_rummy
