#include "madjack.h"

#include <algorithm>

namespace felt::madjack {

namespace {

const Deck& madJackDeck() {
    static const Deck deck(DeckKind::MadJack24);
    return deck;
}

CardSet toSet(Mask mask) {
    return CardSet::fromBits(mask);
}

void emitTrump(EventList* events, int seat, CardId card) {
    emitCardEvent(events, EventKind::Trump, seat, card, suitOf(card));
}

}  // namespace

MadJackState::MadJackState(const GameConfig& config)
    : GameState(config), deal_(config.seed, config.stackedDecks) {
    if (config.options.has("target_score")) target_ = config.options.number("target_score");
    dealer_ = config.firstDealer >= 0 ? config.firstDealer : deal_.below(kPlayers);
    pack_.reserve(kDeckSize);
    startRound(nullptr);
}

const Deck& MadJackState::deck() const {
    return madJackDeck();
}

std::vector<ZoneSpec> MadJackState::zones() const {
    std::vector<ZoneSpec> z = {
        {kDummyZone, "dummy", QT_TRANSLATE_NOOP("engine", "Dummy"), ZoneKind::Dummy, -1,
         ZoneVisibility::Nobody},
        {kDummyCardZone, "dummy_card", QT_TRANSLATE_NOOP("engine", "Dummy card"), ZoneKind::Trump,
         -1, ZoneVisibility::Everyone},
        {kTrickZone, "trick", QT_TRANSLATE_NOOP("engine", "Trick"), ZoneKind::Trick, -1,
         ZoneVisibility::Everyone},
        {kSetAsideZone, "set_aside", QT_TRANSLATE_NOOP("engine", "Set aside"), ZoneKind::OutOfPlay,
         -1, ZoneVisibility::Everyone},
    };
    for (int s = 0; s < kPlayers; ++s)
        z.push_back({handZone(s), "hand." + std::to_string(s), QT_TRANSLATE_NOOP("engine", "Hand"),
                     ZoneKind::Hand, s, ZoneVisibility::Owner});
    for (int s = 0; s < kPlayers; ++s)
        z.push_back({wonZone(s), "won." + std::to_string(s),
                     QT_TRANSLATE_NOOP("engine", "Cards collected"), ZoneKind::WonPile, s,
                     ZoneVisibility::Everyone, kWonTricksLook});
    return z;
}

void MadJackState::startRound(EventList* events) {
    if (events) {
        // Gather every card back into one face-down pack before the shuffle.
        for (int s = 0; s < kPlayers; ++s)
            for (CardId c : toSet(won_[s])) emitMove(events, c, wonZone(s), kDummyZone, 0);
        for (CardId c : toSet(setAside_)) emitMove(events, c, kSetAsideZone, kDummyZone, 0);
        emitShuffle(events, kDummyZone, round_);
    }
    pack_.clear();
    for (CardId c = 0; c < kDeckSize; ++c) pack_.push_back(c);
    deal_.shuffle(pack_);
    hands_.fill(0);
    won_.fill(0);
    knowledge_.clear();
    setAside_ = 0;
    tricksPlayed_ = 0;
    trickSize_ = 0;
    lastTrickWinner_ = -1;

    // One card at a time, the dealer's opponent first; the rest is the dummy,
    // turned in the order it was dealt.
    int next = 0;
    for (int i = 0; i < 2 * kHandSize; ++i) {
        const int seat = (dealer_ + 1 + i) % kPlayers;
        const CardId c = pack_[next++];
        hands_[seat] |= bitOf(c);
        emitMove(events, c, kDummyZone, handZone(seat), onlySeat(seat));
    }
    for (int i = 0; i < kDummySize; ++i) dummy_[i] = pack_[next++];
    dummyNext_ = 0;
    leader_ = toAct_ = (dealer_ + 1) % kPlayers;  // MJ-1
    turnDummyCard(events);
}

void MadJackState::turnDummyCard(EventList* events) {
    dummyCard_ = dummy_[dummyNext_++];
    trumpSuit_ = suitOf(dummyCard_);  // MJ-2: the printed suit, even for a Jack
    emitMove(events, dummyCard_, kDummyZone, kDummyCardZone, everyone(kPlayers));
    emitTrump(events, dealer_, dummyCard_);  // the dealer plays for the dummy
}

Mask MadJackState::playableCards() const {
    const Mask hand = hands_[toAct_];
    if (!dummyTrick()) return hand;  // MJ-5: no duty to follow
    // MJ-3: trump (the MadJack included) if possible, then the first card's suit.
    const Mask trumps = trumpSet(trumpSuit_);
    if (hand & trumps) return hand & trumps;
    if (trickSize_ == 1 && !(trumps & bitOf(trickCards_[0]))) {
        const Mask follow = hand & suitMask(suitOf(trickCards_[0])) & ~trumps;
        if (follow) return follow;
    }
    return hand;
}

void MadJackState::legalActions(std::vector<Action>& out) const {
    out.clear();
    if (phase_ == Phase::Over) return;
    for (Mask m = playableCards(); m; m &= m - 1)
        out.push_back(
            Action{kPlay, -1, -1, 0, CardSet::single(static_cast<CardId>(std::countr_zero(m)))});
}

void MadJackState::doApply(const Action& action, EventList* events) {
    playCard(action.cards.first(), events);
}

// What a play in the dummy tricks reveals: a card that is not trump shows the
// seat holds no trump of this trick, and a second card that also misses the
// first card's suit shows it holds none of that suit either.
void MadJackState::noteAbsences(int seat, CardId card) {
    const Mask trumps = trumpSet(trumpSuit_);
    if (trumps & bitOf(card)) return;
    knowledge_.ruleOut(seat, toSet(trumps));
    if (trickSize_ == 1 && !(trumps & bitOf(trickCards_[0]))) {
        const Mask follow = suitMask(suitOf(trickCards_[0])) & ~trumps;
        if (!(follow & bitOf(card))) knowledge_.ruleOut(seat, toSet(follow));
    }
}

void MadJackState::playCard(CardId card, EventList* events) {
    const int seat = toAct_;
    if (dummyTrick())
        noteAbsences(seat, card);
    else if (trickSize_ == 0) {
        trumpSuit_ = suitOf(card);  // MJ-5: the led card names trump
        emitTrump(events, seat, card);
    }
    hands_[seat] &= ~bitOf(card);
    trickCards_[trickSize_++] = card;
    emitMove(events, card, handZone(seat), kTrickZone, everyone(kPlayers));
    if (trickSize_ == kPlayers)
        finishTrick(events);
    else
        toAct_ = (seat + 1) % kPlayers;
}

void MadJackState::finishTrick(EventList* events) {
    const bool secondWins = beats(trickCards_[1], trickCards_[0], trumpSuit_);  // MJ-4
    const int winner = (leader_ + (secondWins ? 1 : 0)) % kPlayers;
    const CardId best = trickCards_[secondWins ? 1 : 0];
    ++tricksPlayed_;
    lastTrickWinner_ = winner;
    if (events) {
        emitEvent(events, EventKind::TrickWon, winner, tricksPlayed_);
    }
    for (int i = 0; i < kPlayers; ++i) {
        won_[winner] |= bitOf(trickCards_[i]);
        emitMove(events, trickCards_[i], kTrickZone, wonZone(winner), everyone(kPlayers));
    }
    if (dummyCard_ != kNoCard) {
        // MJ-4: the dummy card goes with the trick only if the winning card
        // outranks it in the trump order; a card that is not trump never does.
        const bool taken = (trumpSet(trumpSuit_) & bitOf(best)) &&
                           trumpStrength(best, trumpSuit_) > trumpStrength(dummyCard_, trumpSuit_);
        if (taken)
            won_[winner] |= bitOf(dummyCard_);
        else
            setAside_ |= bitOf(dummyCard_);
        emitMove(events, dummyCard_, kDummyCardZone, taken ? wonZone(winner) : kSetAsideZone,
                 everyone(kPlayers));
        dummyCard_ = kNoCard;
    }
    trickSize_ = 0;
    leader_ = toAct_ = winner;
    if (tricksPlayed_ == kTricks)
        finishRound(events);
    else if (dummyTrick())
        turnDummyCard(events);
    else
        trumpSuit_ = -1;
}

int MadJackState::pointsForMargin(int margin) {
    if (margin <= 0) return 0;
    if (margin <= 5) return 1;
    if (margin <= 11) return 2;
    return 3;
}

void MadJackState::finishRound(EventList* events) {
    // MJ-6: only the player with more cards scores; a tie goes to the last trick.
    const int margin = collected(0) - collected(1);
    const int roundWinner = margin > 0 ? 0 : margin < 0 ? 1 : lastTrickWinner_;
    const int points = margin == 0 ? 1 : pointsForMargin(margin < 0 ? -margin : margin);
    scores_[roundWinner] += points;
    if (events) {
        for (int s = 0; s < kPlayers; ++s) {
            // MJ-6: the cards won decide the points, not the tricks.
            emitEvent(
                events, EventKind::RoundScore, s, s == roundWinner ? points : 0, scores_[s],
                say(QT_TRANSLATE_N_NOOP("engine", "Won %n card(s)."), countArg(collected(s))));
        }
        emitEvent(events, EventKind::RoundEnd, -1, round_ + 1);
    }
    if (scores_[roundWinner] >= target_) {
        phase_ = Phase::Over;
        if (events) {
            emitEvent(events, EventKind::GameEnd, -1);
        }
        return;
    }
    ++round_;
    dealer_ = (dealer_ + 1) % kPlayers;  // MJ-1
    startRound(events);
}

Result MadJackState::result() const {
    return resultByScore(std::vector<int>(scores_.begin(), scores_.end()));
}

}  // namespace felt::madjack
