#include "blackjack_school.h"

#include <algorithm>
#include <bit>

namespace felt::blackjack_school {

namespace {

const Deck& frenchDeck() {
    static const Deck deck(DeckKind::French52);
    return deck;
}

// A log line about `seat`; the phrase names the seat as its first argument.
// `drawn`: the cards the sentence says the seat picks up next.
void emitMessage(EventList* events, int seat, Phrase text, int drawn = 0) {
    emitEvent(events, EventKind::Message, seat, 0, drawn, std::move(text));
}

}  // namespace

BlackjackSchoolState::BlackjackSchoolState(const GameConfig& config)
    : GameState(config), deal_(config.seed, config.stackedDecks) {
    debtOn_ = config.options.has("pickup_debt") && config.options.flag("pickup_debt");
    dealer_ = config.firstDealer >= 0 ? config.firstDealer : deal_.below(players());
    deck_.reserve(kCards);
    pile_.reserve(kCards);
    dealAll(nullptr);
}

const Deck& BlackjackSchoolState::deck() const {
    return frenchDeck();
}

std::vector<ZoneSpec> BlackjackSchoolState::zones() const {
    std::vector<ZoneSpec> z = {
        {kDeckZone, "deck", QT_TRANSLATE_NOOP("engine", "Deck"), ZoneKind::Stock, -1,
         ZoneVisibility::Nobody},
        {kPileZone, "pile", QT_TRANSLATE_NOOP("engine", "Play pile"), ZoneKind::PlayPile, -1,
         ZoneVisibility::Everyone},
    };
    for (int s = 0; s < players(); ++s)
        z.push_back({handZone(s), "hand." + std::to_string(s), QT_TRANSLATE_NOOP("engine", "Hand"),
                     ZoneKind::Hand, s, ZoneVisibility::Owner});
    return z;
}

int BlackjackSchoolState::handSize(int seat) const {
    return std::popcount(hands_[seat]);
}

void BlackjackSchoolState::dealAll(EventList* events) {
    // The whole pack goes out one card at a time from the dealer's left (BJ-1).
    std::vector<CardId> order;
    for (CardId c = 0; c < kCards; ++c) order.push_back(c);
    deal_.shuffle(order);
    for (std::size_t i = 0; i < order.size(); ++i) {
        const int seat = (dealer_ + 1 + static_cast<int>(i)) % players();
        hands_[seat] |= bitOf(order[i]);
        emitMove(events, order[i], kDeckZone, handZone(seat), onlySeat(seat));
    }
    seat_ = (dealer_ + 1) % players();
}

int BlackjackSchoolState::endCostNow() const {
    const bool empty = hands_[seat_] == 0;
    if (over_ || !mayEnd(turn_, empty)) return -1;
    return endCost(turn_, empty);
}

int BlackjackSchoolState::pickupCostNow() const {
    if (over_ || turn_.played > 0) return -1;
    return turn_.facing > 0 ? turn_.facing : 1;
}

int BlackjackSchoolState::nextSeatNow() const {
    return nextSeat(turn_, seat_, players());
}

void BlackjackSchoolState::legalActions(std::vector<Action>& out) const {
    out.clear();
    if (over_) return;
    if (turn_.played == 0) out.push_back(Action{kPickup, -1, -1, 0, {}});
    if (mayEnd(turn_, hands_[seat_] == 0)) out.push_back(Action{kEnd, -1, -1, 0, {}});
    for (std::uint64_t m = hands_[seat_]; m; m &= m - 1) {
        const auto c = static_cast<CardId>(std::countr_zero(m));
        if (!rolesFor(turn_, c)) continue;
        if (rankOf(c) == kAce) {
            for (std::int8_t suit = 0; suit < kSuits; ++suit)
                out.push_back(Action{kPlay, suit, -1, 0, CardSet::single(c)});
        } else {
            out.push_back(Action{kPlay, -1, -1, 0, CardSet::single(c)});
        }
    }
}

void BlackjackSchoolState::doApply(const Action& action, EventList* events) {
    switch (action.kind) {
        case kPlay:
            playFromHand(action.cards.first(), action.arg, events);
            break;
        case kEnd:
            endTurn(events);
            break;
        default:
            pickUp(events);
            break;
    }
}

void BlackjackSchoolState::playFromHand(CardId card, int namedSuit, EventList* events) {
    const bool cancels = turn_.played == 0 && turn_.facing > 0 && rankOf(card) == kAce;
    const int directionBefore = turn_.direction;
    playCard(turn_, card, namedSuit);
    hands_[seat_] &= ~bitOf(card);
    pile_.push_back(card);
    emitMove(events, card, handZone(seat_), kPileZone, everyone(players()));
    if (!events) return;
    if (cancels)
        emitMessage(events, seat_,
                    say(QT_TRANSLATE_NOOP("engine", "%1 cancels the pick-up with an Ace."),
                        seatArg(seat_)));
    if (rankOf(card) == kAce)
        emitMessage(
            events, seat_,
            say(QT_TRANSLATE_NOOP("engine", "%1 names %2."), seatArg(seat_), suitArg(namedSuit)),
            namedSuit);
    if (rankOf(card) == 8)
        emitMessage(
            events, seat_,
            directionBefore > 0
                ? say(QT_TRANSLATE_NOOP("engine", "%1 skips a player clockwise."), seatArg(seat_))
                : say(QT_TRANSLATE_NOOP("engine", "%1 skips a player anticlockwise."),
                      seatArg(seat_)),
            turn_.skips);
    if (rankOf(card) == kKing)
        emitMessage(events, seat_,
                    turn_.direction > 0
                        ? say(QT_TRANSLATE_NOOP("engine", "%1 reverses: play goes clockwise."),
                              seatArg(seat_))
                        : say(QT_TRANSLATE_NOOP("engine", "%1 reverses: play goes anticlockwise."),
                              seatArg(seat_)),
                    turn_.direction);
}

void BlackjackSchoolState::endTurn(EventList* events) {
    const bool empty = hands_[seat_] == 0;
    const int cost = endCost(turn_, empty);
    if (empty && cost == 0 && debt_[seat_] == 0) {
        // A capped finish on a non-power card with nothing owed: the game is won (BJ-9).
        over_ = true;
        winner_ = seat_;
        emitMessage(events, seat_,
                    say(QT_TRANSLATE_NOOP("engine", "%1 goes out and wins."), seatArg(seat_)));
        if (events) {
            emitEvent(events, EventKind::GameEnd, seat_);
        }
        return;
    }
    if (cost > 0 && drawable() > 0) {
        emitMessage(events, seat_,
                    empty && isCapped(turn_)
                        ? say(QT_TRANSLATE_NOOP("engine",
                                                "%1 cannot go out on a power card and picks up "
                                                "one card."),
                              seatArg(seat_))
                        : say(QT_TRANSLATE_NOOP("engine",
                                                "%1 ended the turn uncapped and picks up one "
                                                "card."),
                              seatArg(seat_)),
                    cost);
    }
    draw(seat_, cost, events);  // what cannot be drawn is waived (or owed), and said so
    passTurn(nextSeat(turn_, seat_, players()), pickupForNext(turn_), events);
}

void BlackjackSchoolState::pickUp(EventList* events) {
    const int count = turn_.facing > 0 ? turn_.facing : 1;
    // The message names the cards really picked up; draw() says what is waived.
    const int taken = std::min(count, drawable());
    if (taken > 0)
        emitMessage(events, seat_,
                    say(QT_TRANSLATE_N_NOOP("engine", "%1 picks up %n card(s)."), seatArg(seat_),
                        countArg(taken)),
                    taken);
    draw(seat_, count, events);
    passTurn(nextSeat(turn_, seat_, players()), 0, events);
}

void BlackjackSchoolState::passTurn(int next, int pickup, EventList* events) {
    collectDebts(next, events);
    const Turn old = turn_;
    turn_ = Turn{};
    turn_.top = old.top;
    turn_.namedSuit = old.namedSuit;
    turn_.direction = old.direction;
    turn_.facing = static_cast<std::int16_t>(pickup);
    seat_ = next;
    ++turnNumber_;
    if (pickup > 0)
        emitMessage(events, next,
                    say(QT_TRANSLATE_N_NOOP("engine", "%1 must pick up %n card(s)."), seatArg(next),
                        countArg(pickup)),
                    pickup);
}

int BlackjackSchoolState::drawable() const {
    // The deck, then once refilled from all of the play pile but its top card (BJ-8).
    return static_cast<int>(deck_.size()) + std::max(0, static_cast<int>(pile_.size()) - 1);
}

void BlackjackSchoolState::draw(int seat, int count, EventList* events) {
    if (count <= 0) return;
    int drawn = 0;
    for (; drawn < count; ++drawn) {
        if (deck_.empty() && !refillDeck(events)) break;
        const CardId c = deck_.back();
        deck_.pop_back();
        hands_[seat] |= bitOf(c);
        emitMove(events, c, kDeckZone, handZone(seat), onlySeat(seat));
    }
    const int missing = count - drawn;
    if (missing == 0) return;
    if (debtOn_) {
        debt_[seat] += missing;
        emitMessage(events, seat,
                    say(QT_TRANSLATE_N_NOOP("engine", "%1 owes %n card(s) (pick-up debt)."),
                        seatArg(seat), countArg(missing)),
                    missing);
    } else {
        emitMessage(events, seat,
                    say(QT_TRANSLATE_N_NOOP("engine",
                                            "No cards left to pick up: %n card(s) waived for %1."),
                        seatArg(seat), countArg(missing)),
                    missing);
    }
}

bool BlackjackSchoolState::refillDeck(EventList* events) {
    // Everything but the top card of the play pile is shuffled into the deck (BJ-8).
    if (pile_.size() < 2) return false;
    std::vector<CardId> cards(pile_.begin(), pile_.end() - 1);
    pile_.erase(pile_.begin(), pile_.end() - 1);
    ++refills_;
    for (CardId c : cards) {
        knowledge_.setClass(c, refills_);
        emitMove(events, c, kPileZone, kDeckZone, 0);
    }
    deal_.shuffle(cards);  // first = top
    deck_.assign(cards.rbegin(), cards.rend());
    if (events) {
        emitShuffle(events, kDeckZone, refills_);
    }
    return true;
}

void BlackjackSchoolState::collectDebts(int from, EventList* events) {
    // Debts are collected after every turn, in turn order from the next player.
    if (!debtOn_) return;
    const int n = players();
    for (int k = 0; k < n; ++k) {
        const int seat = ((from + k * turn_.direction) % n + n) % n;
        const int owed = debt_[seat];
        if (owed == 0) continue;
        if (deck_.empty() && pile_.size() < 2) return;
        debt_[seat] = 0;
        emitMessage(
            events, seat,
            say(QT_TRANSLATE_NOOP("engine", "%1 collects the pick-up debt."), seatArg(seat)), owed);
        draw(seat, owed, events);
    }
}

Result BlackjackSchoolState::result() const {
    // The player who went out wins; the others are placed by the cards they
    // hold or still owe (fewer is better, equal counts share a place).
    Result r;
    const int n = players();
    std::vector<int> left(n);
    for (int s = 0; s < n; ++s) left[s] = handSize(s) + debt_[s];
    for (int s = 0; s < n; ++s) r.scores.push_back(-left[s]);
    for (int s = 0; s < n; ++s) {
        int place = 1;
        if (over_ && s != winner_) {
            place = 2;
            for (int o = 0; o < n; ++o)
                if (o != winner_ && left[o] < left[s]) ++place;
        } else if (!over_) {
            for (int o = 0; o < n; ++o)
                if (left[o] < left[s]) ++place;
        }
        r.placements.push_back(place);
        if (place == 1) r.winners.push_back(s);
    }
    return r;
}

std::unique_ptr<GameState> BlackjackSchoolState::clone() const {
    return std::make_unique<BlackjackSchoolState>(*this);
}

}  // namespace felt::blackjack_school
