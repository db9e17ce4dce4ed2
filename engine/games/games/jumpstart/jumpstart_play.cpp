// Jump Start: applying actions, moving cards, the dibs window and the turn flow.
#include <algorithm>

#include "jumpstart.h"
#include "jumpstart_goals.h"

namespace felt::jumpstart {

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
            message(events, claimSeat_,
                    say(QT_TRANSLATE_NOOP("engine", "%1 calls dibs on %2."), seatArg(claimSeat_),
                        cardsArg(CardSet::single(c))));
            afterClaims(events);
            break;
        }
        case kDecline:
            if (phase_ == Phase::Claims) {
                nextClaimant(claimSeat_, events);
            } else {
                message(events, offerTarget_,
                        say(QT_TRANSLATE_NOOP("engine", "%1 declines the trade."),
                            seatArg(offerTarget_)));
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
            message(events, active_,
                    say(QT_TRANSLATE_NOOP("engine", "%1 passes: nothing can be drawn."),
                        seatArg(active_)));
            endTurn(events);
            break;
        default:
            break;
    }
}

void JumpStartState::message(EventList* events, int seat, Phrase text) const {
    emitEvent(events, EventKind::Message, seat, 0, 0, std::move(text));
}

void JumpStartState::moveToHand(CardId c, int seat, int fromZone, std::uint16_t knownBy,
                                EventList* events) {
    hands_[seat].insert(c);
    lastShed_[seat] = kNoCard;
    knowledge_.setKnownBy(c, static_cast<std::uint16_t>(knownBy | onlySeat(seat)));
    emitMove(events, c, fromZone, handZone(seat), onlySeat(seat));
}

void JumpStartState::putUnderDiscard(CardId c, int fromZone, EventList* events) {
    discard_.insert(discard_.begin(), c);
    knowledge_.setKnownBy(c, everyone(players()));
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
    ++reshuffles_;
    for (CardId c : stock_) {
        knowledge_.setKnownBy(c, everyone(players()));  // all know which cards, not the order
        knowledge_.setClass(c, reshuffles_);            // and who draws how many of them
    }
    if (events) {
        emitShuffle(events, kStockZone);
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
    knowledge_.setKnownBy(c, everyone(players()));
    emitMove(events, c, handZone(active_), kDiscardZone, everyone(players()));
    mayHoldJoker_[active_] = false;
    lastShed_[active_] = c;
    endTurn(events);
}

void JumpStartState::playJoker(CardId c, EventList* events) {
    // JS-3: the Joker goes on the pile, the player draws again, and the turn
    // order flips when the turn ends (each Joker of the turn flips it once more).
    hands_[active_].erase(c);
    discard_.push_back(c);
    knowledge_.setKnownBy(c, everyone(players()));
    emitMove(events, c, handZone(active_), kDiscardZone, everyone(players()));
    ++jokersThisTurn_;
    message(events, active_,
            say(QT_TRANSLATE_NOOP("engine", "%1 plays a Joker: the turn order will reverse."),
                seatArg(active_)));
    phase_ = Phase::Redraw;
}

void JumpStartState::layDown(EventList* events) {
    const int seat = active_;
    if (stages_[seat] == Stage::First) {
        // JS-4: the five cards go face-up and the next four stock cards are the second hand.
        for (CardId c : hands_[seat]) {
            knowledge_.setKnownBy(c, everyone(players()));
            emitMove(events, c, handZone(seat), layoutZone(seat), everyone(players()));
        }
        layouts_[seat] = hands_[seat];
        hands_[seat].clear();
        stages_[seat] = Stage::Second;
        message(events, seat,
                say(QT_TRANSLATE_NOOP("engine", "%1 completes the first goal."), seatArg(seat)));
        for (int i = 0; i < kHandSize; ++i) takeFromStock(seat, events);
        mayHoldJoker_[seat] = true;
    } else {
        goOut(seat, events);
    }
    endTurn(events);
}

void JumpStartState::goOut(int seat, EventList* events) {
    stages_[seat] = Stage::Out;
    places_[seat] = nextWinPlace_++;
    message(events, seat,
            say(QT_TRANSLATE_NOOP("engine", "%1 completes the second goal and goes out."),
                seatArg(seat)));
    // The second lay-down is shown beside the first.
    for (CardId c : hands_[seat]) {
        knowledge_.setKnownBy(c, everyone(players()));
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
    lastShed_[seat] = kNoCard;
    knowledge_.setKnownBy(layoutCard, everyone(players()));
    knowledge_.setKnownBy(handCard, everyone(players()));
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
    message(events, seat, say(QT_TRANSLATE_NOOP("engine", "%1 concedes."), seatArg(seat)));
}

void JumpStartState::offer(const Action& action, EventList* events) {
    offerMade_ = true;
    offerTarget_ = action.arg;
    offerWant_ = action.value;
    offerCard_ = action.cards.first();
    phase_ = Phase::TradeReply;
    if (events) {
        // A marker is always offered for a number card and a number card for a marker.
        const Face& f = deck_->face(offerCard_);
        message(
            events, active_,
            offerWant_ == kWantMarker
                ? say(QT_TRANSLATE_NOOP("engine", "%1 offers %2 a number card of %3 for a marker."),
                      seatArg(active_), seatArg(offerTarget_), suitArg(f.suit))
                : say(QT_TRANSLATE_NOOP("engine", "%1 offers %2 a marker for a number card of %3."),
                      seatArg(active_), seatArg(offerTarget_), suitArg(offerWant_)));
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
    message(events, to, say(QT_TRANSLATE_NOOP("engine", "%1 accepts the trade."), seatArg(to)));
    offerTarget_ = offerWant_ = -1;
    offerCard_ = kNoCard;
    openClaims(events);
}

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
        message(events, active_, say(QT_TRANSLATE_NOOP("engine", "The turn order reverses.")));
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
            emitEvent(events, EventKind::RoundScore, s, result().scores[s], result().scores[s]);
        }
        emitEvent(events, EventKind::GameEnd, -1);
    }
    return true;
}

}  // namespace felt::jumpstart
