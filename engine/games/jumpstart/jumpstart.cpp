#include "jumpstart.h"

#include <algorithm>
#include <numeric>
#include <utility>

#include "jumpstart_goals.h"

namespace felt::jumpstart {

namespace {

const Deck& deckFor(const GameConfig& config) {
    static const Deck noJokers(DeckKind::French52);
    static const Deck oneDeck(DeckKind::French54);
    static const Deck twoDecks(DeckKind::FrenchDouble108);
    if (config.options.has("two_decks") && config.options.flag("two_decks")) return twoDecks;
    return config.players == 2 ? noJokers : oneDeck;  // ruling JS-1: no Jokers with two
}

bool optionOn(const GameConfig& config, const char* key) {
    return config.options.has(key) && config.options.flag(key);
}

void emitMove(EventList* events, CardId card, int from, int to, std::uint16_t seenBy) {
    if (!events) return;
    Event e;
    e.kind = EventKind::Move;
    e.card = card;
    e.fromZone = static_cast<std::int16_t>(from);
    e.toZone = static_cast<std::int16_t>(to);
    e.seenBy = seenBy;
    events->push_back(e);
}

}  // namespace

JumpStartState::JumpStartState(const GameConfig& config)
    : GameState(config), deck_(&deckFor(config)), deal_(config.seed, config.stackedDecks) {
    const int n = players();
    longMode_ = n > 2 && config.options.has("mode") && config.options.text("mode") == "long";
    dibsOn_ = n > 2 && optionOn(config, "dibs");
    tradingOn_ = n > 2 && optionOn(config, "marker_trading");
    int next = 2 + 2 * n;
    runsBase_ = std::exchange(next, next + n);
    if (longMode_) markersBase_ = std::exchange(next, next + n);
    if (dibsOn_) dibsBase_ = next;

    dealer_ = config.firstDealer >= 0 ? config.firstDealer : deal_.below(n);
    stages_.fill(Stage::First);
    dibs_.fill(kNoCard);
    places_.fill(0);
    nextLosePlace_ = n;

    std::vector<CardId> cards(static_cast<std::size_t>(deck_->size()));
    std::iota(cards.begin(), cards.end(), CardId{0});
    deal_.shuffle(cards);
    stock_.assign(cards.rbegin(), cards.rend());
    for (int round = 0; round < kHandSize; ++round) {
        for (int k = 1; k <= n; ++k) {
            const int seat = (dealer_ + k) % n;
            const CardId c = stock_.back();
            stock_.pop_back();
            hands_[seat].insert(c);
            known_[c] = onlySeat(seat);
        }
    }
    const CardId first = stock_.back();  // turned up to start the discard pile
    stock_.pop_back();
    discard_.push_back(first);
    known_[first] = everyone(n);
    active_ = (dealer_ + 1) % n;
}

std::vector<ZoneSpec> JumpStartState::zones() const {
    std::vector<ZoneSpec> z = {
        {kStockZone, "stock", "Stock", ZoneKind::Stock, -1, ZoneVisibility::Nobody},
        {kDiscardZone, "discard", "Discard pile", ZoneKind::Discard, -1, ZoneVisibility::Everyone},
    };
    const auto perSeat = [&](int base, const char* key, const char* label, ZoneKind kind,
                             ZoneVisibility vis) {
        if (base < 0) return;
        for (int s = 0; s < players(); ++s)
            z.push_back(
                {base + s, std::string(key) + "." + std::to_string(s), label, kind, s, vis});
    };
    perSeat(handZone(0), "hand", "Hand", ZoneKind::Hand, ZoneVisibility::Owner);
    perSeat(layoutZone(0), "layout", "First lay-down", ZoneKind::Layout, ZoneVisibility::Everyone);
    perSeat(runsZone(0), "runs", "Second lay-down", ZoneKind::Layout, ZoneVisibility::Everyone);
    perSeat(markersBase_, "markers", "Kept markers", ZoneKind::WonPile, ZoneVisibility::Everyone);
    perSeat(dibsBase_, "dibs", "Dibs", ZoneKind::DibsSlot, ZoneVisibility::Everyone);
    return z;
}

int JumpStartState::toAct() const {
    switch (phase_) {
        case Phase::Over:
            return kNobody;
        case Phase::Claims:
            return claimSeat_;
        case Phase::TradeReply:
            return offerTarget_;
        default:
            return active_;
    }
}

int JumpStartState::nextPlaying(int from, int dir) const {
    const int n = players();
    for (int k = 1; k <= n; ++k) {
        const int s = ((from + dir * k) % n + n) % n;
        if (stillPlaying(s)) return s;
    }
    return -1;
}

bool JumpStartState::handMeetsGoal(int seat) const {
    if (stages_[seat] == Stage::First) return meetsFirstGoal(*deck_, hands_[seat]);
    if (stages_[seat] == Stage::Second)
        return meetsSecondGoal(*deck_, layouts_[seat], hands_[seat]);
    return false;
}

bool JumpStartState::canDrawStock() const {
    // With dibs the top discard stays behind when the pile is reshuffled (JS-9).
    return !stock_.empty() || discard_.size() > (dibsOn_ ? 1u : 0u);
}

bool JumpStartState::canDrawDiscard() const {
    return !discard_.empty();
}

// ---- legal actions ----

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
    if (handMeetsGoal(active_)) {  // JS-2: a matching hand must be laid down
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

// ---- applying actions ----

void JumpStartState::doApply(const Action& action, EventList* events) {
    switch (action.kind) {
        case kDrawStock:
            drawStock(events);
            break;
        case kDrawDiscard:
            drawDiscard(events);
            break;
        case kDrawDibs:
            drawDibs(events);
            break;
        case kDiscard:
            discardCard(action.cards.first(), events);
            break;
        case kLayDown:
            layDown(events);
            break;
        case kExchange: {
            const auto layoutCard = static_cast<CardId>(action.value);
            exchange(layoutCard, (action.cards - CardSet::single(layoutCard)).first(), events);
            break;
        }
        case kPlayJoker:
            playJoker(action.cards.first(), events);
            break;
        case kConcede:
            concede(active_, events);
            endTurn(events);
            break;
        case kClaim: {
            const CardId c = discard_.back();
            discard_.pop_back();
            dibs_[claimSeat_] = c;
            emitMove(events, c, kDiscardZone, dibsZone(claimSeat_), everyone(players()));
            message(events, claimSeat_, "calls dibs on " + deck_->format(c));
            afterClaims(events);
            break;
        }
        case kDecline:
            if (phase_ == Phase::Claims) {
                nextClaimant(claimSeat_, events);
            } else {
                message(events, offerTarget_, "declines the trade");
                offerTarget_ = offerWant_ = -1;
                offerCard_ = kNoCard;
                phase_ = Phase::Start;
            }
            break;
        case kOffer:
            offer(action, events);
            break;
        case kAccept:
            acceptOffer(action.cards.first(), events);
            break;
        case kPass:
            message(events, active_, "passes: nothing can be drawn");
            endTurn(events);
            break;
        default:
            break;
    }
}

void JumpStartState::message(EventList* events, int seat, std::string text) const {
    if (!events) return;
    Event e;
    e.kind = EventKind::Message;
    e.seat = static_cast<std::int8_t>(seat);
    e.text = std::move(text);
    events->push_back(std::move(e));
}

void JumpStartState::moveToHand(CardId c, int seat, int fromZone, std::uint16_t knownBy,
                                EventList* events) {
    hands_[seat].insert(c);
    known_[c] = static_cast<std::uint16_t>(knownBy | onlySeat(seat));
    emitMove(events, c, fromZone, handZone(seat), onlySeat(seat));
}

void JumpStartState::putUnderDiscard(CardId c, int fromZone, EventList* events) {
    discard_.insert(discard_.begin(), c);
    known_[c] = everyone(players());
    emitMove(events, c, fromZone, kDiscardZone, everyone(players()));
}

void JumpStartState::reshuffle(EventList* events) {
    // JS-9: the discard pile becomes the new stock; with dibs its top card stays.
    const bool keepTop = dibsOn_ && !discard_.empty();
    const CardId top = keepTop ? discard_.back() : kNoCard;
    std::vector<CardId> cards(discard_.begin(), discard_.end() - (keepTop ? 1 : 0));
    for (CardId c : cards) emitMove(events, c, kDiscardZone, kStockZone, 0);
    deal_.shuffle(cards);
    stock_.assign(cards.rbegin(), cards.rend());
    discard_.clear();
    if (keepTop) discard_.push_back(top);
    for (CardId c : stock_) known_[c] = everyone(players());  // all know which cards, not the order
    if (events) {
        Event e;
        e.kind = EventKind::Shuffle;
        e.toZone = kStockZone;
        events->push_back(e);
    }
}

CardId JumpStartState::takeFromStock(int seat, EventList* events) {
    if (stock_.empty()) reshuffle(events);
    if (stock_.empty()) return kNoCard;
    const CardId c = stock_.back();
    stock_.pop_back();
    moveToHand(c, seat, kStockZone, 0, events);
    return c;
}

void JumpStartState::drawStock(EventList* events) {
    takeFromStock(active_, events);
    openClaims(events);
}

void JumpStartState::drawDiscard(EventList* events) {
    const CardId c = discard_.back();
    discard_.pop_back();
    moveToHand(c, active_, kDiscardZone, everyone(players()), events);
    phase_ = Phase::Discard;
}

void JumpStartState::drawDibs(EventList* events) {
    const CardId c = dibs_[active_];
    dibs_[active_] = kNoCard;
    moveToHand(c, active_, dibsZone(active_), everyone(players()), events);
    phase_ = Phase::Discard;
}

void JumpStartState::discardCard(CardId c, EventList* events) {
    hands_[active_].erase(c);
    discard_.push_back(c);
    known_[c] = everyone(players());
    emitMove(events, c, handZone(active_), kDiscardZone, everyone(players()));
    endTurn(events);
}

void JumpStartState::playJoker(CardId c, EventList* events) {
    // JS-3: the Joker goes on the pile, the player draws again, and the turn
    // order flips when the turn ends (each Joker of the turn flips it once more).
    hands_[active_].erase(c);
    discard_.push_back(c);
    known_[c] = everyone(players());
    emitMove(events, c, handZone(active_), kDiscardZone, everyone(players()));
    ++jokersThisTurn_;
    message(events, active_, "plays a Joker: the turn order will reverse");
    phase_ = Phase::Redraw;
}

void JumpStartState::layDown(EventList* events) {
    const int seat = active_;
    if (stages_[seat] == Stage::First) {
        // JS-4: the five cards go face-up and the next four stock cards are the second hand.
        for (CardId c : hands_[seat]) {
            known_[c] = everyone(players());
            emitMove(events, c, handZone(seat), layoutZone(seat), everyone(players()));
        }
        layouts_[seat] = hands_[seat];
        hands_[seat].clear();
        stages_[seat] = Stage::Second;
        message(events, seat, "completes the first goal");
        for (int i = 0; i < kHandSize; ++i) takeFromStock(seat, events);
    } else {
        goOut(seat, events);
    }
    endTurn(events);
}

void JumpStartState::goOut(int seat, EventList* events) {
    stages_[seat] = Stage::Out;
    places_[seat] = nextWinPlace_++;
    message(events, seat, "completes the second goal and goes out");
    // The second lay-down is shown beside the first.
    for (CardId c : hands_[seat]) {
        known_[c] = everyone(players());
        emitMove(events, c, handZone(seat), runsZone(seat), everyone(players()));
    }
    runs_[seat] = hands_[seat];
    hands_[seat].clear();
    if (!longMode_) return;  // short mode: the cards stay on the table
    // Long mode (JS-7): once shown, both markers are kept and the number cards
    // go under the discard pile.
    for (int pass = 0; pass < 2; ++pass) {
        const CardSet from = pass == 0 ? layouts_[seat] : runs_[seat];
        const int zone = pass == 0 ? layoutZone(seat) : runsZone(seat);
        for (CardId c : from) {
            if (isMarker(deck_->face(c))) {
                kept_[seat].insert(c);
                emitMove(events, c, zone, markersZone(seat), everyone(players()));
            } else {
                putUnderDiscard(c, zone, events);
            }
        }
    }
    runs_[seat].clear();
    layouts_[seat].clear();
    hands_[seat].clear();
}

void JumpStartState::exchange(CardId layoutCard, CardId handCard, EventList* events) {
    const int seat = active_;
    layouts_[seat].erase(layoutCard);
    layouts_[seat].insert(handCard);
    hands_[seat].erase(handCard);
    hands_[seat].insert(layoutCard);
    known_[layoutCard] = known_[handCard] = everyone(players());
    emitMove(events, handCard, handZone(seat), layoutZone(seat), everyone(players()));
    emitMove(events, layoutCard, layoutZone(seat), handZone(seat), everyone(players()));
    openClaims(events);
}

void JumpStartState::concede(int seat, EventList* events) {
    // JS-8: every card the player holds or laid down goes face-up under the pile.
    for (CardId c : hands_[seat]) putUnderDiscard(c, handZone(seat), events);
    for (CardId c : layouts_[seat]) putUnderDiscard(c, layoutZone(seat), events);
    if (dibs_[seat] != kNoCard) putUnderDiscard(dibs_[seat], dibsZone(seat), events);
    hands_[seat].clear();
    layouts_[seat].clear();
    dibs_[seat] = kNoCard;
    stages_[seat] = Stage::Conceded;
    if (longMode_) places_[seat] = nextLosePlace_--;  // short mode places at the end
    message(events, seat, "concedes");
}

void JumpStartState::offer(const Action& action, EventList* events) {
    offerMade_ = true;
    offerTarget_ = action.arg;
    offerWant_ = action.value;
    offerCard_ = action.cards.first();
    phase_ = Phase::TradeReply;
    if (events) {
        const Face& f = deck_->face(offerCard_);
        const std::string give =
            isMarker(f) ? "a marker" : "a " + suitName(SuitFamily::French, f.suit) + " card";
        const std::string want = offerWant_ == kWantMarker
                                     ? "a marker"
                                     : "a " + suitName(SuitFamily::French, offerWant_) + " card";
        message(events, active_,
                "offers seat " + std::to_string(offerTarget_) + " " + give + " for " + want);
    }
}

void JumpStartState::acceptOffer(CardId given, EventList* events) {
    const int from = active_;
    const int to = offerTarget_;
    const auto both = static_cast<std::uint16_t>(onlySeat(from) | onlySeat(to));
    hands_[from].erase(offerCard_);
    hands_[to].erase(given);
    moveToHand(offerCard_, to, handZone(from), both, events);
    moveToHand(given, from, handZone(to), both, events);
    message(events, to, "accepts the trade");
    offerTarget_ = offerWant_ = -1;
    offerCard_ = kNoCard;
    openClaims(events);
}

// ---- dibs window and turn flow ----

void JumpStartState::openClaims(EventList* events) {
    if (!dibsOn_ || discard_.empty()) {
        afterClaims(events);
        return;
    }
    nextClaimant(active_, events);
}

void JumpStartState::nextClaimant(int after, EventList* events) {
    // JS-10: seats are asked nearest first in the order of the coming turns; the
    // first claim wins, as no farther claim could beat it.
    const int dir = nextDirection();
    const int n = players();
    for (int s = ((after + dir) % n + n) % n; s != active_; s = ((s + dir) % n + n) % n) {
        if (stillPlaying(s) && dibs_[s] == kNoCard) {
            claimSeat_ = s;
            phase_ = Phase::Claims;
            return;
        }
    }
    afterClaims(events);
}

void JumpStartState::afterClaims(EventList* events) {
    claimSeat_ = -1;
    if (hands_[active_].size() == kHandSize + 1)
        phase_ = Phase::Discard;
    else
        endTurn(events);  // an exchange or a trade ends the turn with four cards
}

void JumpStartState::endTurn(EventList* events) {
    if (jokersThisTurn_ & 1) {
        direction_ = -direction_;
        message(events, active_, "the turn order reverses");
    }
    jokersThisTurn_ = 0;
    offerMade_ = false;
    offerTarget_ = offerWant_ = -1;
    offerCard_ = kNoCard;
    claimSeat_ = -1;
    if (checkGameOver(events)) return;
    active_ = nextPlaying(active_, direction_);
    phase_ = Phase::Start;
}

bool JumpStartState::checkGameOver(EventList* events) {
    int playing = 0, last = -1, out = -1;
    for (int s = 0; s < players(); ++s) {
        if (stillPlaying(s)) {
            ++playing;
            last = s;
        }
        if (stages_[s] == Stage::Out) out = s;
    }
    if (!longMode_) {
        // Short mode: the first player out wins, or the last one who has not conceded.
        if (out < 0 && playing > 1) return false;
        const int winner = out >= 0 ? out : last;
        for (int s = 0; s < players(); ++s) places_[s] = s == winner ? 1 : 2;
    } else {
        if (playing > 1) return false;
        if (last >= 0) concede(last, events);  // JS-8: the last one left concedes
    }
    phase_ = Phase::Over;
    if (events) {
        for (int s = 0; s < players(); ++s) {
            Event e;
            e.kind = EventKind::RoundScore;
            e.seat = static_cast<std::int8_t>(s);
            e.value = e.total = result().scores[s];
            events->push_back(e);
        }
        Event e;
        e.kind = EventKind::GameEnd;
        events->push_back(e);
    }
    return true;
}

Result JumpStartState::result() const {
    Result r;
    const int n = players();
    for (int s = 0; s < n; ++s) {
        const int place = places_[s];
        r.placements.push_back(place);
        if (longMode_)
            r.scores.push_back(place > 0 ? n - place : 0);
        else
            r.scores.push_back(place == 1 ? 1 : 0);
        if (place == 1) r.winners.push_back(s);
    }
    return r;
}

std::unique_ptr<GameState> JumpStartState::clone() const {
    return std::make_unique<JumpStartState>(*this);
}

}  // namespace felt::jumpstart
