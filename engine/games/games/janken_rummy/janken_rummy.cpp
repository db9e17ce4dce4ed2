#include "janken_rummy.h"

#include "games/janken_rummy/janken_cards.h"

namespace felt::janken_rummy {

namespace {

const Deck& deckOf(bool wild) {
    static const Deck plain(DeckKind::Janken65);
    static const Deck withJokers(DeckKind::Janken70);
    return wild ? withJokers : plain;
}

}  // namespace

int cardsDealt(int players) {
    return players <= 4 ? 10 : 7;
}

JankenRummyState::JankenRummyState(const GameConfig& config)
    : GameState(config), JankenRummyData(config) {
    wildJokers_ = config.options.flag("wild_jokers");
    changingMelds_ = config.options.flag("changing_melds");
    noDiscardTaken_ = config.options.flag("no_discard_taken");
    target_ = config.options.number("target_score");
    dealer_ = config.firstDealer >= 0 ? config.firstDealer : deal_.below(players());
    stock_.reserve(70);
    discard_.reserve(70);
    startHand(nullptr);
}

const Deck& JankenRummyState::deck() const {
    return deckOf(wildJokers_);
}

std::vector<ZoneSpec> JankenRummyState::zones() const {
    std::vector<ZoneSpec> z = {
        {kStockZone, "stock", QT_TRANSLATE_NOOP("engine", "Stock"), ZoneKind::Stock, -1,
         ZoneVisibility::Nobody},
        {kDiscardZone, "discard", QT_TRANSLATE_NOOP("engine", "Discard pile"), ZoneKind::Discard,
         -1, ZoneVisibility::Everyone},
    };
    for (int s = 0; s < players(); ++s)
        z.push_back({handZone(s), "hand." + std::to_string(s), QT_TRANSLATE_NOOP("engine", "Hand"),
                     ZoneKind::Hand, s, ZoneVisibility::Owner});
    for (int s = 0; s < players(); ++s)
        z.push_back({meldZone(s), "melds." + std::to_string(s),
                     QT_TRANSLATE_NOOP("engine", "Melds"), ZoneKind::Meld, s,
                     ZoneVisibility::Everyone});
    return z;
}

int JankenRummyState::meldOf(CardId card) const {
    for (int m = 0; m < meldCount_; ++m)
        if (melds_[m].indexOf(card) >= 0) return m;
    return -1;
}

void JankenRummyState::startHand(EventList* events) {
    const int n = players();
    if (events) {
        for (int s = 0; s < n; ++s) {
            for (CardId c : hands_[s]) emitMove(events, c, handZone(s), kStockZone, 0);
        }
        for (int m = 0; m < meldCount_; ++m)
            for (int i = 0; i < melds_[m].size; ++i)
                emitMove(events, melds_[m].cards[i], meldZone(melds_[m].owner), kStockZone, 0);
        for (CardId c : discard_) emitMove(events, c, kDiscardZone, kStockZone, 0);
        emitShuffle(events, kStockZone, handNumber_);
    }
    std::vector<CardId> order;
    for (int c = 0; c < deck().size(); ++c) order.push_back(static_cast<CardId>(c));
    deal_.shuffle(order);  // top card first
    hands_.fill({});
    knowledge_.clear();
    laid_.fill(false);
    meldCount_ = 0;
    discard_.clear();
    taken_ = kNoCard;
    movedThisTurn_.clear();
    turnovers_ = 0;
    laidSinceTurnover_ = false;
    laidThisTurn_ = false;
    quietTurns_ = 0;
    std::size_t next = 0;
    for (int i = 0; i < cardsDealt(n); ++i) {
        for (int k = 1; k <= n; ++k) {
            const int seat = (dealer_ + k) % n;
            const CardId c = order[next++];
            hands_[seat].insert(c);
            emitMove(events, c, kStockZone, handZone(seat), onlySeat(seat));
        }
    }
    stock_.assign(order.rbegin(), order.rend() - static_cast<std::ptrdiff_t>(next));
    phase_ = Phase::Draw;
    turn_ = (dealer_ + 1) % n;
}

void JankenRummyState::doApply(const Action& action, EventList* events) {
    switch (action.kind) {
        case kDrawStock:
            drawStock(events);
            break;
        case kDrawDiscard:
            drawDiscard(events);
            break;
        case kMeld:
            layMeld(action, events);
            break;
        case kLayoff:
            layOff(action, events);
            break;
        case kMoveToMeld:
            moveToMeld(action, events);
            break;
        case kMoveToNew:
            moveToNew(action, events);
            break;
        case kDiscard:
            discard(action.cards.first(), events);
            break;
        default:
            break;
    }
}

void JankenRummyState::drawStock(EventList* events) {
    if (stock_.empty()) {
        // Ruling JR-6: the top discard stays; the rest is turned over as it lies,
        // so the card discarded first becomes the top of the new stock.
        const CardId top = discard_.back();
        discard_.pop_back();
        for (CardId c : discard_) emitMove(events, c, kDiscardZone, kStockZone, 0);
        stock_.assign(discard_.rbegin(), discard_.rend());
        discard_.assign(1, top);
        for (CardId c : stock_) knowledge_.setKnownBy(c, everyone(players()));  // and its order
        laidSinceTurnover_ = false;
        ++turnovers_;
        emitEvent(
            events, EventKind::Message, -1, turnovers_, 0,
            say(QT_TRANSLATE_NOOP("engine", "The discard pile is turned over as the new stock.")));
    }
    const CardId c = stock_.back();
    stock_.pop_back();
    hands_[turn_].insert(c);
    emitMove(events, c, kStockZone, handZone(turn_), onlySeat(turn_));
    laidBeforeTurn_ = laid_[turn_];
    phase_ = Phase::Play;
}

void JankenRummyState::drawDiscard(EventList* events) {
    const CardId c = discard_.back();
    discard_.pop_back();
    hands_[turn_].insert(c);
    knowledge_.setKnownBy(c, everyone(players()));  // everyone saw where it went
    taken_ = c;
    emitMove(events, c, kDiscardZone, handZone(turn_), onlySeat(turn_));
    laidBeforeTurn_ = laid_[turn_];
    phase_ = Phase::Play;
}

void JankenRummyState::takeFromHand(CardSet cards) {
    laidSinceTurnover_ = laidThisTurn_ = true;
    hands_[turn_] -= cards;
}

void JankenRummyState::layMeld(const Action& action, EventList* events) {
    std::array<Piece, kMaxMeldCards> pieces{};
    int n = 0;
    for (CardId c : action.cards)
        pieces[n++] =
            isJoker(c) ? jokerPiece(c, jokerRankIn(action.extra, suitOf(c))) : naturalPiece(c);
    Meld& m = melds_[meldCount_++];
    arrangeMeld(pieces.data(), n, m);
    m.owner = static_cast<std::int8_t>(turn_);
    takeFromHand(action.cards);
    laid_[turn_] = true;
    for (int i = 0; i < m.size; ++i)
        emitMove(events, m.cards[i], handZone(turn_), meldZone(turn_), everyone(players()));
    afterPlay(events);
}

void JankenRummyState::layOff(const Action& action, EventList* events) {
    const CardId c = action.cards.first();
    const Piece p =
        isJoker(c) ? jokerPiece(c, jokerRankIn(action.extra, suitOf(c))) : naturalPiece(c);
    Meld& m = melds_[action.value];
    addToMeld(m, p, fitOnMeld(m, p));
    takeFromHand(action.cards);
    laid_[turn_] = true;
    emitMove(events, c, handZone(turn_), meldZone(m.owner), everyone(players()));
    afterPlay(events);
}

void JankenRummyState::moveToMeld(const Action& action, EventList* events) {
    const CardId c = action.cards.first();
    Meld& from = melds_[action.arg];
    const int index = from.indexOf(c);
    const Piece p = from.piece(index);
    removeFromMeld(from, index);
    Meld& to = melds_[action.value];
    addToMeld(to, p, fitOnMeld(to, p));
    movedThisTurn_.insert(c);
    laidSinceTurnover_ = laidThisTurn_ = true;
    emitMove(events, c, meldZone(from.owner), meldZone(to.owner), everyone(players()));
}

void JankenRummyState::moveToNew(const Action& action, EventList* events) {
    Meld& from = melds_[action.arg];
    std::array<Piece, kMaxMeldCards> pieces{};
    int n = 0;
    CardId moved = kNoCard;
    for (CardId c : action.cards) {
        const int index = from.indexOf(c);
        if (index >= 0) {
            moved = c;
            pieces[n++] = from.piece(index);
        } else {
            pieces[n++] =
                isJoker(c) ? jokerPiece(c, jokerRankIn(action.extra, suitOf(c))) : naturalPiece(c);
        }
    }
    removeFromMeld(from, from.indexOf(moved));
    Meld& m = melds_[meldCount_++];
    arrangeMeld(pieces.data(), n, m);
    m.owner = static_cast<std::int8_t>(turn_);
    CardSet fromHand = action.cards;
    fromHand.erase(moved);
    takeFromHand(fromHand);
    laid_[turn_] = true;
    movedThisTurn_.insert(moved);
    emitMove(events, moved, meldZone(from.owner), meldZone(turn_), everyone(players()));
    for (CardId c : fromHand)
        emitMove(events, c, handZone(turn_), meldZone(turn_), everyone(players()));
    afterPlay(events);
}

void JankenRummyState::discard(CardId card, EventList* events) {
    hands_[turn_].erase(card);
    discard_.push_back(card);
    emitMove(events, card, handZone(turn_), kDiscardZone, everyone(players()));
    if (hands_[turn_].empty())
        finishHand(turn_, events);
    else
        endTurn(events);
}

void JankenRummyState::afterPlay(EventList* events) {
    if (hands_[turn_].empty()) finishHand(turn_, events);
}

void JankenRummyState::endTurn(EventList* events) {
    ++turnsDone_;
    turn_ = (turn_ + 1) % players();
    phase_ = Phase::Draw;
    taken_ = kNoCard;
    movedThisTurn_.clear();
    quietTurns_ = laidThisTurn_ ? 0 : quietTurns_ + 1;
    laidThisTurn_ = false;
    if (handBlocked()) finishHand(-1, events);
}

// G-4: a hand that can no longer end is called off. With the stock empty,
// that is when the discard pile has nothing to turn over, or when a whole
// turned-over stock went by without a single card reaching the table (and
// everyone had a turn since a card last did).
bool JankenRummyState::handBlocked() const {
    if (!stock_.empty()) return false;
    return discard_.size() <= 1 ||
           (turnovers_ > 0 && !laidSinceTurnover_ && quietTurns_ >= players());
}

void JankenRummyState::finishHand(int winner, EventList* events) {
    if (winner >= 0) ++turnsDone_;  // going out ends that turn too
    int points = 0;
    for (int s = 0; s < players(); ++s)
        if (s != winner)
            for (CardId c : hands_[s]) points += pipValue(c);
    // Ruling JR-7: going out in one turn without having laid anything before doubles.
    const bool rummy = winner >= 0 && !laidBeforeTurn_;
    if (rummy) points *= 2;
    if (winner < 0) {
        points = 0;
        emitEvent(events, EventKind::Message, -1, 0, 0,
                  say(QT_TRANSLATE_NOOP("engine", "The hand is blocked and scores nothing.")));
    } else {
        scores_[winner] += points;
    }
    lastWinner_ = winner;
    for (int s = 0; s < players(); ++s) lastPoints_[s] = s == winner ? points : 0;
    if (rummy)
        emitEvent(
            events, EventKind::Message, winner, points, 0,
            say(QT_TRANSLATE_NOOP("engine", "Rummy! %1 doubles the points."), seatArg(winner)));
    for (int s = 0; s < players(); ++s)
        emitEvent(events, EventKind::RoundScore, s, lastPoints_[s], scores_[s]);
    emitEvent(events, EventKind::RoundEnd, -1, handNumber_ + 1, 0);
    if (winner >= 0 && scores_[winner] >= target_) {
        phase_ = Phase::Over;
        emitEvent(events, EventKind::GameEnd, -1, 0, 0);
        return;
    }
    ++handNumber_;
    dealer_ = (dealer_ + 1) % players();
    startHand(events);
}

Result JankenRummyState::result() const {
    return resultByScore(std::vector<int>(scores_.begin(), scores_.begin() + players()));
}

std::unique_ptr<GameState> JankenRummyState::clone() const {
    return std::make_unique<JankenRummyState>(*this);
}

}  // namespace felt::janken_rummy
