#include "jabberwocky_bot.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdlib>

#include "bots/own_state.h"
#include "jabberwocky.h"

namespace felt::jabberwocky {

namespace {

using Mask = std::uint64_t;
constexpr Mask kWholeDeck = (Mask{1} << 52) - 1;

Mask bitOf(CardId c) {
    return Mask{1} << c;
}
int suitOf(CardId c) {
    return JabberwockyState::suitOf(c);
}
int strength(CardId c) {
    return JabberwockyState::strength(c);
}
Mask suitMask(int suit) {
    return JabberwockyState::suitMask(suit);
}
int count(Mask m) {
    return std::popcount(m);
}
// The cards of c's suit that outrank c.
Mask above(CardId c) {
    return suitMask(suitOf(c)) & ~((bitOf(c) << 1) - 1);
}

// Chance that none of `special` particular cards is among `drawn` cards taken
// at random from `pool` cards.
double noneDrawn(int special, int drawn, int pool) {
    double p = 1.0;
    for (int i = 0; i < special; ++i) {
        const int rest = pool - drawn - i;
        if (rest <= 0) return 0.0;
        p *= static_cast<double>(rest) / (pool - i);
    }
    return p;
}

// P(X <= r) for X ~ Binomial(n, q), q < 1.
double atMost(int r, int n, double q) {
    double term = std::pow(1.0 - q, n);
    double sum = term;
    for (int x = 1; x <= r && x <= n; ++x) {
        term *= static_cast<double>(n - x + 1) / x * q / (1.0 - q);
        sum += term;
    }
    return std::min(sum, 1.0);
}

// Chance that card c of a freshly dealt hand takes a trick, before any bid or play.
double bidValue(CardId c, Mask hand, Mask unseen, int trump, int players, int cards) {
    const int pool = count(unseen);
    const int opponents = (players - 1) * cards;
    // Every higher card of its suit is out of the opponents' hands (undealt or ours).
    const double top = noneDrawn(count(unseen & above(c)), opponents, pool);
    if (suitOf(c) == trump) {
        // Lower trumps still win often by ruffing, the more so with length and short side suits.
        int shortSuits = 0;
        for (int s = 0; s < 4; ++s)
            if (s != trump && count(hand & suitMask(s)) <= 1) ++shortSuits;
        const int length = count(hand & suitMask(trump));
        const double ruffs = std::min(0.6, 0.12 * (length - 1) + 0.08 * shortSuits);
        return top + (1.0 - top) * ruffs;
    }
    // A side card wins when it is high and nobody can ruff by the round of the
    // suit in which it gets played (after our own higher cards of the suit).
    const int rounds = count(hand & above(c));
    const double q = static_cast<double>(cards) / pool;
    const double voidBy = atMost(rounds, count(unseen & suitMask(suitOf(c))), q);
    const double hasTrump = 1.0 - noneDrawn(count(unseen & suitMask(trump)), cards, pool);
    return top * std::pow(1.0 - voidBy * hasTrump, players - 1);
}

// Win chances above which a card counts as a sure winner, and as worth a try.
constexpr double kSureWin = 0.9;
constexpr double kWorthTrying = 0.35;

// What a seat knows about the trick in progress and the cards it has not seen.
struct TrickKnowledge {
    int me = 0;
    int players = 0;
    int trump = 0;
    int played = 0;         // cards already in the trick
    int led = -1;           // suit led, -1 while leading
    CardId best = kNoCard;  // card winning the trick so far
    Mask unseen = 0;        // in other hands or undealt
    int handSize = 0;       // cards each seat still to play holds
    std::array<std::uint8_t, kMaxPlayers> voids{};

    bool beats(CardId c, CardId current) const {
        if (suitOf(c) == suitOf(current)) return strength(c) > strength(current);
        return suitOf(c) == trump;
    }

    // Chance that c wins the trick if played now (or if led, with `asLead`).
    double winChance(CardId c, bool asLead = false) const {
        const int done = asLead ? 0 : played;
        if (done > 0 && !beats(c, best)) return 0.0;
        const int suit = done > 0 ? led : suitOf(c);
        const int pool = count(unseen);
        const double hasTrump = 1.0 - noneDrawn(count(unseen & suitMask(trump)), handSize, pool);
        const double higherOut = 1.0 - noneDrawn(count(unseen & above(c)), handSize, pool);
        double p = 1.0;
        for (int i = 1; i < players - done; ++i) {
            const int seat = (me + i) % players;
            const bool voidLed = voids[seat] >> suit & 1;
            const bool voidTrump = voids[seat] >> trump & 1;
            const double isVoid =
                voidLed ? 1.0 : noneDrawn(count(unseen & suitMask(suit)), handSize, pool);
            double beat = 0.0;
            if (suitOf(c) == suit) {
                if (!voidLed) beat += higherOut;
                if (suit != trump && !voidTrump) beat += isVoid * hasTrump;
            } else if (!voidTrump) {  // c ruffs: only an over-ruff beats it
                beat = isVoid * higherOut;
            }
            p *= 1.0 - std::min(beat, 1.0);
        }
        return p;
    }
};

TrickKnowledge knowledgeOf(const JabberwockyState& game, int seat) {
    TrickKnowledge k;
    k.me = seat;
    k.players = game.players();
    k.trump = game.trumpSuit();
    k.played = game.trickSize();
    const Mask hand = game.handMask(seat);
    k.handSize = count(hand);
    k.unseen = kWholeDeck & ~hand & ~game.playedThisRound() & ~bitOf(game.trumpCard());
    for (int s = 0; s < k.players; ++s) k.voids[s] = game.voids(s);
    if (k.played > 0) {
        k.led = suitOf(game.trickCard(0));
        k.best = game.trickCard(0);
        for (int i = 1; i < k.played; ++i)
            if (k.beats(game.trickCard(i), k.best)) k.best = game.trickCard(i);
    }
    return k;
}

// How costly a card is to spend: trumps above every side card.
int worth(CardId c, int trump) {
    return strength(c) + (suitOf(c) == trump ? 13 : 0);
}

// Keeps the candidate with the highest score; exact ties are broken at random.
class Pick {
public:
    explicit Pick(Rng& rng) : rng_(rng) {}
    void offer(CardId c, double score) {
        if (card_ == kNoCard || score > score_) {
            card_ = c;
            score_ = score;
            ties_ = 1;
        } else if (score == score_ && rng_.below(static_cast<std::uint32_t>(++ties_)) == 0) {
            card_ = c;
        }
    }
    CardId card() const { return card_; }
    double score() const { return score_; }

private:
    Rng& rng_;
    CardId card_ = kNoCard;
    double score_ = 0.0;
    int ties_ = 0;
};

}  // namespace

Action HeuristicBot::choose(const GameState& game, int seat) {
    game.legalActions(legal_);
    const auto* jw = ownState<JabberwockyState>(game);
    if (!jw) return legal_.front();
    if (jw->phase() == Phase::Bidding) {
        const int bid = chooseBid(*jw, seat);
        for (const Action& a : legal_)
            if (a.value == bid) return a;
    } else {
        const CardId card = chooseCard(*jw, seat);
        for (const Action& a : legal_)
            if (a.cards.first() == card) return a;
    }
    return legal_.front();
}

int HeuristicBot::chooseBid(const JabberwockyState& game, int seat) const {
    const int cards = cardsInRound(game.round());
    const Mask hand = game.handMask(seat);
    const Mask unseen = kWholeDeck & ~hand & ~bitOf(game.trumpCard());
    double estimate = 0.0;
    for (Mask m = hand; m; m &= m - 1) {
        const auto c = static_cast<CardId>(std::countr_zero(m));
        estimate += bidValue(c, hand, unseen, game.trumpSuit(), game.players(), cards);
    }
    // The nearest legal bid (legal_ holds exactly the bids allowed now).
    int best = -1;
    for (const Action& a : legal_)
        if (best < 0 || std::abs(a.value - estimate) < std::abs(best - estimate)) best = a.value;
    return best;
}

CardId HeuristicBot::chooseCard(const JabberwockyState& game, int seat) {
    const TrickKnowledge k = knowledgeOf(game, seat);
    Mask playable = 0;
    for (const Action& a : legal_) playable |= bitOf(a.cards.first());
    // With revokes allowed every card is playable; this bot never revokes on purpose.
    if (k.led >= 0 && (playable & suitMask(k.led))) playable &= suitMask(k.led);

    const int need = game.bid(seat) - game.tricksWon(seat);
    const bool wantTricks = need > 0 && need <= k.handSize;
    const int trump = k.trump;

    if (wantTricks) {
        // The cheapest card that is nearly sure to win, else the best chance.
        Pick sure(rng_), chance(rng_), low(rng_);
        double bestChance = 0.0;
        for (Mask m = playable; m; m &= m - 1) {
            const auto c = static_cast<CardId>(std::countr_zero(m));
            const double p = k.winChance(c);
            bestChance = std::max(bestChance, p);
            if (p >= kSureWin) sure.offer(c, -worth(c, trump));
            chance.offer(c, p * 1000.0 - worth(c, trump));
            low.offer(c, -k.winChance(c, true) * 1000.0 - worth(c, trump));
        }
        if (sure.card() != kNoCard) return sure.card();
        const bool mustWinAll = need == k.handSize;
        if (bestChance >= kWorthTrying || (mustWinAll && bestChance > 0.0)) return chance.card();
        return low.card();  // keep the strong cards for later tricks
    }

    // Ducking: the most dangerous card that surely loses; if none, the card most
    // likely to be beaten; if we win anyway, win with the most dangerous card.
    Pick loser(rng_), unlikely(rng_), shed(rng_);
    double leastChance = 1.0;
    for (Mask m = playable; m; m &= m - 1) {
        const auto c = static_cast<CardId>(std::countr_zero(m));
        const double danger = k.winChance(c, true) * 1000.0 + worth(c, trump);
        const double p = k.winChance(c);
        leastChance = std::min(leastChance, p);
        if (k.played > 0 && p == 0.0) loser.offer(c, danger);
        unlikely.offer(c, -p * 1000.0 + worth(c, trump));
        shed.offer(c, danger);
    }
    if (loser.card() != kNoCard) return loser.card();
    if (leastChance >= kSureWin) return shed.card();
    return unlikely.card();
}

}  // namespace felt::jabberwocky
