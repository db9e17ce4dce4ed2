#include "madjack.h"

#include <algorithm>

#include "core/determinize.h"

namespace felt::madjack {

namespace {

const Deck& madJackDeck() {
    static const Deck deck(DeckKind::MadJack24);
    return deck;
}

CardSet toSet(Mask mask) {
    return CardSet::fromBits(mask);
}

CardView known(CardId c) {
    return CardView{c, madJackDeck().face(c)};
}

void emitTrump(EventList* events, int seat, CardId card) {
    emitCardEvent(events, EventKind::Trump, seat, card, suitOf(card));
}

std::string suitWord(int suit) {
    return suitName(SuitFamily::French, suit);
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
        {kDummyZone, "dummy", "Dummy", ZoneKind::Dummy, -1, ZoneVisibility::Nobody},
        {kDummyCardZone, "dummy_card", "Dummy card", ZoneKind::Trump, -1, ZoneVisibility::Everyone},
        {kTrickZone, "trick", "Trick", ZoneKind::Trick, -1, ZoneVisibility::Everyone},
        {kSetAsideZone, "set_aside", "Set aside", ZoneKind::OutOfPlay, -1,
         ZoneVisibility::Everyone},
    };
    for (int s = 0; s < kPlayers; ++s)
        z.push_back({handZone(s), "hand." + std::to_string(s), "Hand", ZoneKind::Hand, s,
                     ZoneVisibility::Owner});
    for (int s = 0; s < kPlayers; ++s)
        z.push_back({wonZone(s), "won." + std::to_string(s), "Cards collected", ZoneKind::WonPile,
                     s, ZoneVisibility::Everyone});
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
    absent_.fill(0);
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
    absent_[seat] |= trumps;
    if (trickSize_ == 1 && !(trumps & bitOf(trickCards_[0]))) {
        const Mask follow = suitMask(suitOf(trickCards_[0])) & ~trumps;
        if (!(follow & bitOf(card))) absent_[seat] |= follow;
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
            emitEvent(events, EventKind::RoundScore, s, s == roundWinner ? points : 0, scores_[s]);
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

SeatView MadJackState::view(int seat) const {
    SeatView v;
    v.viewer = seat;
    v.toAct = toAct();
    v.zones.reserve(kFirstWonZone + kPlayers);
    // The dummy pile is listed bottom first, so its last entry is turned next.
    ZoneView dummy{kDummyZone, {}};
    for (int i = kDummySize - 1; i >= dummyNext_; --i)
        dummy.cards.push_back(seat == kEveryone ? known(dummy_[i]) : CardView{});
    v.zones.push_back(dummy);
    ZoneView dummyCard{kDummyCardZone, {}};
    if (dummyCard_ != kNoCard) dummyCard.cards.push_back(known(dummyCard_));
    v.zones.push_back(dummyCard);
    ZoneView trick{kTrickZone, {}};
    for (int i = 0; i < trickSize_; ++i) trick.cards.push_back(known(trickCards_[i]));
    v.zones.push_back(trick);
    ZoneView aside{kSetAsideZone, {}};
    for (CardId c : toSet(setAside_)) aside.cards.push_back(known(c));
    v.zones.push_back(aside);
    for (int s = 0; s < kPlayers; ++s) {
        ZoneView hand{handZone(s), {}};
        for (CardId c : toSet(hands_[s]))
            hand.cards.push_back(seat == kEveryone || seat == s ? known(c) : CardView{});
        v.zones.push_back(hand);
    }
    for (int s = 0; s < kPlayers; ++s) {
        ZoneView pile{wonZone(s), {}};
        for (CardId c : toSet(won_[s])) pile.cards.push_back(known(c));
        v.zones.push_back(pile);
    }
    v.stats = {{"round", -1, round_ + 1},
               {"dealer", -1, dealer_},
               {"trick", -1, std::min(tricksPlayed_ + 1, kTricks)},
               {"trump_suit", -1, trumpSuit_},
               {"leader", -1, leader_},
               {"dummy_left", -1, dummyLeft()},
               {"target_score", -1, target_}};
    for (int s = 0; s < kPlayers; ++s) {
        v.stats.push_back({"collected", s, collected(s)});
        v.stats.push_back({"score", s, scores_[s]});
    }
    return v;
}

std::unique_ptr<GameState> MadJackState::clone() const {
    return std::make_unique<MadJackState>(*this);
}

std::unique_ptr<GameState> MadJackState::determinize(int seat, Rng& rng) const {
    auto copy = std::make_unique<MadJackState>(*this);
    copy->deal_.reseed(rng);
    if (phase_ == Phase::Over || seat < 0 || seat >= kPlayers) return copy;
    // Unknown to `seat`: the opponent's hand (minus what its plays ruled out)
    // and the face-down dummy cards.
    const int other = (seat + 1) % kPlayers;
    CardSet pool = toSet(hands_[other]);
    for (int i = dummyNext_; i < kDummySize; ++i) pool.insert(dummy_[i]);
    const std::vector<HiddenPlace> places = {
        {std::popcount(hands_[other]), toSet(absent_[other])},
        {kDummySize - dummyNext_, {}},
    };
    const auto dealt = dealHidden(pool, places, rng);
    if (dealt.empty()) return copy;  // cannot happen: the true deal satisfies every constraint
    Mask hand = 0;
    for (CardId c : dealt[0]) hand |= bitOf(c);
    copy->hands_[other] = hand;
    for (std::size_t i = 0; i < dealt[1].size(); ++i)
        copy->dummy_[static_cast<std::size_t>(dummyNext_) + i] = dealt[1][i];
    return copy;
}

std::string MadJackState::format(const Action& action) const {
    if (action.kind == kPlay && action.cards.size() == 1)
        return "play " + madJackDeck().format(action.cards.first());
    return "?";
}

std::optional<Action> MadJackState::parse(std::string_view text) const {
    const std::string t = normalizeActionText(text);
    if (t.rfind("play ", 0) != 0) return std::nullopt;
    const auto face = madJackDeck().parseFace(t.substr(5));
    if (!face) return std::nullopt;
    const auto ids = madJackDeck().idsOf(*face);
    if (ids.empty()) return std::nullopt;
    return Action{kPlay, -1, -1, 0, CardSet::single(ids.front())};
}

std::string MadJackState::explainIllegal(const Action& action) const {
    if (phase_ == Phase::Over) return "the game is over";
    if (action.kind == kPlay && action.cards.size() == 1 && action.arg == -1 &&
        action.value == -1 && action.extra == 0)
        return explainCard(action.cards.first());
    return "that is not an action of this game: play a card, e.g. 'play Jh'";
}

std::string MadJackState::explainCard(CardId card) const {
    if (phase_ == Phase::Over) return "the game is over";
    if (card >= kDeckSize || !(hands_[toAct_] & bitOf(card)))
        return "that card is not in your hand";
    const Mask playable = playableCards();
    if (playable & bitOf(card)) return "";
    const Mask trumps = trumpSet(trumpSuit_);
    if (playable & trumps)
        return "you must play a trump: " + suitWord(trumpSuit_) +
               " are trump in this trick, and the Jack of " + suitWord(sameColourSuit(trumpSuit_)) +
               " counts as one";
    return "you hold no trump, so you must follow the first card's suit (" +
           suitWord(suitOf(trickCards_[0])) + ")";
}

}  // namespace felt::madjack
