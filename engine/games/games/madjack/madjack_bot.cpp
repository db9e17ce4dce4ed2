#include "madjack_bot.h"

#include <bit>

#include "bots/own_state.h"
#include "games/madjack/madjack.h"

namespace felt::madjack {

namespace {

// What the deciding seat knows about the cards it cannot see.
struct Outlook {
    Mask unseen = 0;       // the opponent's hand and the face-down dummy cards
    Mask oppPossible = 0;  // unseen cards the opponent may still hold
    int oppHandSize = 0;
};

Outlook outlookFor(const MadJackState& st, int seat) {
    Mask seen = st.handMask(seat) | st.won(0) | st.won(1) | st.setAside();
    if (st.dummyCard() != kNoCard) seen |= bitOf(st.dummyCard());
    for (int i = 0; i < st.trickSize(); ++i) seen |= bitOf(st.trickCard(i));
    Outlook o;
    o.unseen = kAllCards & ~seen;
    const int other = (seat + 1) % kPlayers;
    o.oppPossible = o.unseen & ~st.knownAbsent(other);
    o.oppHandSize = st.hand(other).size();  // the count is public
    return o;
}

// Chance that the opponent holds none of `beaters` (cards it may hold), taking
// each unseen card as equally likely to be in its hand.
double chanceNoneHeld(const Outlook& o, Mask beaters) {
    const int k = std::popcount(beaters & o.oppPossible);
    const int pool = std::popcount(o.oppPossible);
    const int free = pool - o.oppHandSize;  // places outside the opponent's hand
    double p = 1.0;
    for (int i = 0; i < k; ++i) {
        if (free - i <= 0) return 0.0;
        p *= static_cast<double>(free - i) / (pool - i);
    }
    return p;
}

// How much a card is worth keeping for later: every Jack wins the trick it
// leads in the last six tricks; other cards are worth more the fewer cards
// still out there can beat them.
int keepValue(CardId c, const Outlook& o) {
    if (isJack(c)) return 100;
    return 10 * (8 - std::popcount(beatersOfLead(c) & o.oppPossible)) + plainStrength(c);
}

template <typename Better>
CardId pick(Mask cards, Better better) {
    CardId best = kNoCard;
    for (Mask m = cards; m; m &= m - 1) {
        const auto c = static_cast<CardId>(std::countr_zero(m));
        if (best == kNoCard || better(c, best)) best = c;
    }
    return best;
}

CardId cheapest(Mask cards, const Outlook& o) {
    return pick(cards, [&](CardId a, CardId b) { return keepValue(a, o) < keepValue(b, o); });
}

bool capturesDummy(const MadJackState& st, CardId winning) {
    const CardId dummy = st.dummyCard();
    return dummy != kNoCard && (trumpSet(st.trumpSuit()) & bitOf(winning)) &&
           trumpStrength(winning, st.trumpSuit()) > trumpStrength(dummy, st.trumpSuit());
}

// Second to play: win as cheaply as possible, keeping Jacks for tricks that
// carry the dummy card or for the last six tricks; otherwise throw the card
// least worth keeping.
CardId respond(const MadJackState& st, Mask legal, const Outlook& o) {
    const CardId first = st.trickCard(0);
    const int trump = st.trumpSuit();
    Mask winners = 0;
    for (Mask m = legal; m; m &= m - 1) {
        const auto c = static_cast<CardId>(std::countr_zero(m));
        if (beats(c, first, trump)) winners |= bitOf(c);
    }
    const Mask cheapWinners = winners & ~jacksMask();
    if (cheapWinners) {
        // Prefer a winner that also takes the dummy card, then the least valuable.
        return pick(cheapWinners, [&](CardId a, CardId b) {
            const bool ca = capturesDummy(st, a), cb = capturesDummy(st, b);
            if (ca != cb) return ca;
            return keepValue(a, o) < keepValue(b, o);
        });
    }
    if (winners) {
        const CardId jack = pick(winners, [&](CardId a, CardId b) {
            return trumpStrength(a, trump) < trumpStrength(b, trump);
        });
        if (!st.dummyTrick() || capturesDummy(st, jack)) return jack;
    }
    return cheapest(legal, o);
}

// Leading a dummy trick with trumps in hand: take the trick with a card
// nothing out there can beat, preferring one that also takes the dummy card;
// otherwise give up the smallest trump.
CardId leadDummyTrick(const MadJackState& st, Mask legal, const Outlook& o) {
    const int trump = st.trumpSuit();
    const Mask trumps = trumpSet(trump);
    if (!(legal & trumps)) return cheapest(legal, o);
    Mask sure = 0;
    for (Mask m = legal; m; m &= m - 1) {
        const auto c = static_cast<CardId>(std::countr_zero(m));
        Mask higher = 0;
        for (Mask t = trumps & o.oppPossible; t; t &= t - 1) {
            const auto x = static_cast<CardId>(std::countr_zero(t));
            if (trumpStrength(x, trump) > trumpStrength(c, trump)) higher |= bitOf(x);
        }
        if (!higher) sure |= bitOf(c);
    }
    const auto weaker = [&](CardId a, CardId b) {
        return trumpStrength(a, trump) < trumpStrength(b, trump);
    };
    Mask sureCapturing = 0;
    for (Mask m = sure; m; m &= m - 1) {
        const auto c = static_cast<CardId>(std::countr_zero(m));
        if (capturesDummy(st, c)) sureCapturing |= bitOf(c);
    }
    if (sureCapturing) return pick(sureCapturing, weaker);
    if (sure) return pick(sure, weaker);
    return pick(legal, weaker);
}

// Leading one of the last six tricks: a Jack cannot be beaten, so lead the
// card most likely to hold (keeping Jacks while another sure card exists);
// with no good chance, give away the card least worth keeping.
CardId leadFreeTrick(Mask legal, const Outlook& o) {
    const auto chance = [&](CardId c) { return chanceNoneHeld(o, beatersOfLead(c)); };
    const CardId best = pick(legal, [&](CardId a, CardId b) {
        const double pa = chance(a), pb = chance(b);
        if (pa != pb) return pa > pb;
        return keepValue(a, o) < keepValue(b, o);
    });
    if (chance(best) >= 0.35) return best;
    return cheapest(legal, o);
}

}  // namespace

Action HeuristicBot::choose(const GameState& game, int seat) {
    game.legalActions(legal_);
    const auto* st = ownState<MadJackState>(game);
    if (!st || legal_.size() == 1) return legal_.front();
    const Mask legal = st->playableCards();
    const Outlook o = outlookFor(*st, seat);
    CardId card;
    if (st->trickSize() == 1)
        card = respond(*st, legal, o);
    else if (st->dummyTrick())
        card = leadDummyTrick(*st, legal, o);
    else
        card = leadFreeTrick(legal, o);
    for (const Action& a : legal_)
        if (a.cards.contains(card)) return a;
    return legal_.front();
}

}  // namespace felt::madjack
