#include "jabberwocky.h"

#include <algorithm>
#include <bit>

namespace felt::jabberwocky {

namespace {

const Deck& frenchDeck() {
    static const Deck deck(DeckKind::French52);
    return deck;
}

CardSet toSet(std::uint64_t mask) {
    return CardSet::fromBits(mask);
}
std::uint64_t bitOf(CardId c) {
    return std::uint64_t{1} << c;
}

}  // namespace

std::uint8_t JabberwockyState::voids(int seat) const {
    std::uint8_t v = 0;
    const CardSet out = knowledge_.ruledOut(seat);
    for (int suit = 0; suit < 4; ++suit)
        if ((out & toSet(suitMask(suit))) == toSet(suitMask(suit)))
            v |= static_cast<std::uint8_t>(1u << suit);
    return v;
}

int cardsInRound(int round) {
    return round < 7 ? 3 + round : 15 - round;
}

JabberwockyState::JabberwockyState(const GameConfig& config)
    : GameState(config), deal_(config.seed, config.stackedDecks) {
    leftTurnsTrump_ = config.options.text("trump_turner") == "left";
    revokesAllowed_ = config.options.flag("revokes");
    dealer_ = config.firstDealer >= 0 ? config.firstDealer : deal_.below(players());
    stock_.reserve(52);
    startRound(nullptr);
}

const Deck& JabberwockyState::deck() const {
    return frenchDeck();
}

std::vector<ZoneSpec> JabberwockyState::zones() const {
    std::vector<ZoneSpec> z = {
        {kStockZone, "stock", QT_TRANSLATE_NOOP("engine", "Pack"), ZoneKind::Stock, -1,
         ZoneVisibility::Nobody},
        {kTrumpZone, "trump", QT_TRANSLATE_NOOP("engine", "Trump card"), ZoneKind::Trump, -1,
         ZoneVisibility::Everyone},
        {kTrickZone, "trick", QT_TRANSLATE_NOOP("engine", "Trick"), ZoneKind::Trick, -1,
         ZoneVisibility::Everyone},
    };
    for (int s = 0; s < players(); ++s)
        z.push_back({handZone(s), "hand." + std::to_string(s), QT_TRANSLATE_NOOP("engine", "Hand"),
                     ZoneKind::Hand, s, ZoneVisibility::Owner});
    for (int s = 0; s < players(); ++s)
        z.push_back({wonZone(s), "won." + std::to_string(s),
                     QT_TRANSLATE_NOOP("engine", "Tricks taken"), ZoneKind::WonPile, s,
                     ZoneVisibility::Everyone, kWonTricksLook});
    return z;
}

void JabberwockyState::startRound(EventList* events) {
    const int n = players();
    stock_.clear();
    for (CardId c = 0; c < 52; ++c) stock_.push_back(c);
    if (events) {
        // Gather every card back into the pack before the shuffle.
        for (int s = 0; s < n; ++s)
            for (CardId c : toSet(won_[s])) emitMove(events, c, wonZone(s), kStockZone, 0);
        if (trumpCard_ != kNoCard) emitMove(events, trumpCard_, kTrumpZone, kStockZone, 0);
        emitShuffle(events, kStockZone, round_);
    }
    deal_.shuffle(stock_);
    hands_.fill(0);
    won_.fill(0);
    knowledge_.clear();
    bids_.fill(-1);
    tricks_.fill(0);
    played_ = 0;
    trickSize_ = 0;
    tricksPlayed_ = 0;
    trumpBroken_ = false;

    const int cards = cardsInRound(round_);
    std::size_t next = 0;
    for (int i = 0; i < cards; ++i) {
        for (int k = 1; k <= n; ++k) {
            const int seat = (dealer_ + k) % n;
            const CardId c = stock_[next++];
            hands_[seat] |= bitOf(c);
            emitMove(events, c, kStockZone, handZone(seat), onlySeat(seat));
        }
    }
    trumpCard_ = stock_[next++];
    trumpSuit_ = suitOf(trumpCard_);
    stock_.erase(stock_.begin(), stock_.begin() + static_cast<std::ptrdiff_t>(next));
    emitMove(events, trumpCard_, kStockZone, kTrumpZone, everyone(n));
    emitCardEvent(events, EventKind::Trump, leftTurnsTrump_ ? (dealer_ + 1) % n : dealer_,
                  trumpCard_, trumpSuit_);

    phase_ = Phase::Bidding;
    toAct_ = (dealer_ + 1) % n;
    leader_ = toAct_;
}

int JabberwockyState::forbiddenDealerBid() const {
    if (phase_ != Phase::Bidding || toAct_ != dealer_) return -1;
    int sum = 0;
    for (int s = 0; s < players(); ++s)
        if (s != dealer_) sum += bids_[s];
    const int forbidden = cardsInRound(round_) - sum;
    return forbidden >= 0 ? forbidden : -1;
}

std::uint64_t JabberwockyState::playableCards() const {
    const std::uint64_t hand = hands_[toAct_];
    if (trickSize_ == 0) {
        const std::uint64_t nonTrump = hand & ~suitMask(trumpSuit_);
        return (!trumpBroken_ && nonTrump) ? nonTrump : hand;
    }
    if (revokesAllowed_) return hand;
    const std::uint64_t follow = hand & suitMask(suitOf(trickCards_[0]));
    return follow ? follow : hand;
}

void JabberwockyState::legalActions(std::vector<Action>& out) const {
    out.clear();
    if (phase_ == Phase::Bidding) {
        const int forbidden = forbiddenDealerBid();
        for (int b = 0; b <= cardsInRound(round_); ++b)
            if (b != forbidden)
                out.push_back(Action{kBid, -1, static_cast<std::int16_t>(b), 0, {}});
    } else if (phase_ == Phase::Playing) {
        for (std::uint64_t m = playableCards(); m; m &= m - 1)
            out.push_back(Action{kPlay, -1, -1, 0,
                                 CardSet::single(static_cast<CardId>(std::countr_zero(m)))});
    }
}

void JabberwockyState::doApply(const Action& action, EventList* events) {
    if (action.kind == kBid) {
        bids_[toAct_] = action.value;
        emitEvent(events, EventKind::Bid, toAct_, action.value);
        if (toAct_ == dealer_) {
            phase_ = Phase::Playing;
            toAct_ = leader_;
        } else {
            toAct_ = (toAct_ + 1) % players();
        }
        return;
    }
    playCard(action.cards.first(), events);
}

void JabberwockyState::playCard(CardId card, EventList* events) {
    const int seat = toAct_;
    const int suit = suitOf(card);
    const std::uint64_t hand = hands_[seat];
    if (trickSize_ == 0) {
        // Leading a trump before trump is broken is only allowed with a hand of trumps.
        if (suit == trumpSuit_ && !trumpBroken_)
            for (int other = 0; other < 4; ++other)
                if (other != suit) knowledge_.ruleOut(seat, toSet(suitMask(other)));
    } else {
        const int led = suitOf(trickCards_[0]);
        if (suit != led) {
            if (hand & suitMask(led)) {  // a revoke (only possible with the variant)
                scores_[seat] -= kRevokePenalty;
                if (events)
                    emitEvent(events, EventKind::Penalty, seat, kRevokePenalty, scores_[seat],
                              say(QT_TRANSLATE_NOOP("engine", "Revoke: did not follow %1."),
                                  suitArg(led)));
            } else {
                knowledge_.ruleOut(seat, toSet(suitMask(led)));
            }
        }
    }
    if (suit == trumpSuit_) trumpBroken_ = true;
    hands_[seat] = hand & ~bitOf(card);
    played_ |= bitOf(card);
    trickCards_[trickSize_++] = card;
    emitMove(events, card, handZone(seat), kTrickZone, everyone(players()));
    if (trickSize_ == players())
        finishTrick(events);
    else
        toAct_ = (seat + 1) % players();
}

void JabberwockyState::finishTrick(EventList* events) {
    // The best card so far is always of the led suit or a trump.
    const auto beats = [this](CardId c, CardId best) {
        if (suitOf(c) == suitOf(best)) return strength(c) > strength(best);
        return suitOf(c) == trumpSuit_;
    };
    int best = 0;
    for (int i = 1; i < trickSize_; ++i)
        if (beats(trickCards_[i], trickCards_[best])) best = i;
    const int winner = (leader_ + best) % players();
    ++tricks_[winner];
    ++tricksPlayed_;
    emitEvent(events, EventKind::TrickWon, winner, tricksPlayed_);
    for (int i = 0; i < trickSize_; ++i) {
        won_[winner] |= bitOf(trickCards_[i]);
        emitMove(events, trickCards_[i], kTrickZone, wonZone(winner), everyone(players()));
    }
    trickSize_ = 0;
    leader_ = winner;
    toAct_ = winner;
    if (tricksPlayed_ == cardsInRound(round_)) finishRound(events);
}

void JabberwockyState::finishRound(EventList* events) {
    for (int s = 0; s < players(); ++s) {
        const int points = tricks_[s] == bids_[s] ? 1 : 0;
        scores_[s] += points;
        emitEvent(events, EventKind::RoundScore, s, points, scores_[s]);
    }
    emitEvent(events, EventKind::RoundEnd, -1, round_ + 1);
    if (round_ + 1 == kRounds) {
        phase_ = Phase::Over;
        emitEvent(events, EventKind::GameEnd, -1);
        return;
    }
    ++round_;
    dealer_ = (dealer_ + 1) % players();
    startRound(events);
}

Result JabberwockyState::result() const {
    return resultByScore(std::vector<int>(scores_.begin(), scores_.begin() + players()));
}

}  // namespace felt::jabberwocky
