// Jump Start action notation (docs/games/jumpstart.md) and the reasons given
// for refused actions.
#include <sstream>

#include "jumpstart.h"
#include "jumpstart_goals.h"

namespace felt::jumpstart {

namespace {

const char* kWantNames[] = {"c", "d", "h", "s", "marker"};

std::vector<std::string> words(std::string_view text) {
    std::istringstream in{std::string(text)};
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

Action simple(ActionKind kind) {
    return Action{kind, -1, -1, 0, {}};
}

std::string cardName(const Deck& deck, CardId c) {
    return c < deck.size() ? deck.format(c) : "?";
}

}  // namespace

std::pair<CardId, CardId> JumpStartState::exchangeCards(const Action& a) const {
    const int n = deck_->size();
    const CardId layoutCard = a.value >= 0 && a.value < n ? static_cast<CardId>(a.value) : kNoCard;
    CardSet rest = a.cards;
    if (layoutCard != kNoCard) rest.erase(layoutCard);
    const CardId handCard = rest.first();  // kNoCard when empty
    return {layoutCard, handCard < n ? handCard : kNoCard};
}

std::string JumpStartState::format(const Action& a) const {
    const CardId card = a.cards.first();
    switch (a.kind) {
        case kDrawStock:
            return "draw stock";
        case kDrawDiscard:
            return "draw discard";
        case kDrawDibs:
            return "draw dibs";
        case kDiscard:
            return "discard " + cardName(*deck_, card);
        case kLayDown:
            return "lay down";
        case kExchange: {
            const auto [layoutCard, handCard] = exchangeCards(a);
            return "exchange " + cardName(*deck_, layoutCard) + " " + cardName(*deck_, handCard);
        }
        case kPlayJoker:
            return "joker";
        case kConcede:
            return "concede";
        case kClaim:
            return "claim";
        case kDecline:
            return "decline";
        case kOffer:
            if (a.value < 0 || a.value > kWantMarker) return "?";
            return "offer " + std::to_string(a.arg) + " " + cardName(*deck_, card) + " for " +
                   kWantNames[a.value];
        case kAccept:
            return "accept " + cardName(*deck_, card);
        case kPass:
            return "pass";
        default:
            return "?";
    }
}

std::optional<Action> JumpStartState::parse(std::string_view text) const {
    const auto w = words(text);
    if (w.empty()) return std::nullopt;
    // A card named by its face: the copy in `where` if there is one (lowest id),
    // else the deck's first copy (the action is then refused with a reason).
    const auto cardIn = [this](const std::string& name, CardSet where) -> std::optional<CardId> {
        const auto face = deck_->parseFace(name);
        if (!face) return std::nullopt;
        const auto ids = deck_->idsOf(*face);
        for (CardId id : ids)
            if (where.contains(id)) return id;
        return ids.front();
    };
    const int actor = phase_ == Phase::Over ? active_ : toAct();
    const CardSet hand = actor >= 0 ? hands_[actor] : CardSet{};
    const std::size_t n = w.size();
    if (n == 2 && w[0] == "draw") {
        if (w[1] == "stock") return simple(kDrawStock);
        if (w[1] == "discard") return simple(kDrawDiscard);
        if (w[1] == "dibs") return simple(kDrawDibs);
        return std::nullopt;
    }
    if (n == 2 && w[0] == "lay" && w[1] == "down") return simple(kLayDown);
    if (n == 1) {
        if (w[0] == "concede") return simple(kConcede);
        if (w[0] == "claim") return simple(kClaim);
        if (w[0] == "decline") return simple(kDecline);
        if (w[0] == "pass") return simple(kPass);
        if (w[0] == "joker") {
            CardId joker = kNoCard;
            for (CardId c : hand)
                if (deck_->face(c).isJoker() && joker == kNoCard) joker = c;
            if (joker == kNoCard) {
                const auto ids = deck_->idsOf(Face{0, felt::kJoker});
                if (!ids.empty()) joker = ids.front();
            }
            Action a = simple(kPlayJoker);
            if (joker != kNoCard) a.cards.insert(joker);
            return a;
        }
        return std::nullopt;
    }
    if (n == 2 && (w[0] == "discard" || w[0] == "accept")) {
        const auto c = cardIn(w[1], hand);
        if (!c) return std::nullopt;
        return Action{w[0] == "discard" ? kDiscard : kAccept, -1, -1, 0, CardSet::single(*c)};
    }
    if (n == 3 && w[0] == "exchange") {
        const auto l = cardIn(w[1], actor >= 0 ? layouts_[actor] : CardSet{});
        const auto h = cardIn(w[2], hand);
        if (!l || !h || *l == *h) return std::nullopt;
        Action a{kExchange, -1, static_cast<std::int16_t>(*l), 0, CardSet::single(*l)};
        a.cards.insert(*h);
        return a;
    }
    if (n == 5 && w[0] == "offer" && w[3] == "for") {
        if (w[1].size() > 2 || w[1].find_first_not_of("0123456789") != std::string::npos)
            return std::nullopt;
        const int target = std::stoi(w[1]);
        const auto c = cardIn(w[2], hand);
        int want = -1;
        for (int i = 0; i <= kWantMarker; ++i)
            if (w[4] == kWantNames[i]) want = i;
        if (!c || want < 0) return std::nullopt;
        return Action{kOffer, static_cast<std::int8_t>(target), static_cast<std::int16_t>(want), 0,
                      CardSet::single(*c)};
    }
    return std::nullopt;
}

Phrase JumpStartState::explainIllegal(const Action& a) const {
    if (phase_ == Phase::Over) return say(QT_TRANSLATE_NOOP("engine", "The game is over."));
    if (isLegal(a)) return {};
    const CardId card = a.cards.first();
    const bool validCard = card != kNoCard && card < deck_->size();
    const Phrase notInHand =
        validCard ? say(QT_TRANSLATE_NOOP("engine", "%1 is not in your hand."),
                        cardsArg(CardSet::single(card)))
                  : say(QT_TRANSLATE_NOOP("engine", "That card is not in your hand."));
    const int seat = toAct();
    if (phase_ == Phase::Claims)
        return say(QT_TRANSLATE_NOOP("engine",
                                     "%1 first decides whether to call dibs on %2: claim "
                                     "or decline."),
                   seatArg(claimSeat_), cardsArg(CardSet::single(discard_.back())));
    if (phase_ == Phase::TradeReply) {
        if (a.kind != kAccept)
            return say(QT_TRANSLATE_NOOP("engine",
                                         "%1 first answers the trade offer: accept with a "
                                         "card or decline."),
                       seatArg(offerTarget_));
        if (!validCard || !hands_[seat].contains(card)) return notInHand;
        return offerWant_ == kWantMarker
                   ? say(QT_TRANSLATE_NOOP("engine", "The offer asks for a marker (J, Q or K)."))
                   : say(QT_TRANSLATE_NOOP("engine", "The offer asks for a number card of %1."),
                         suitArg(offerWant_));
    }
    switch (a.kind) {
        case kClaim:
        case kDecline:
            return say(QT_TRANSLATE_NOOP("engine", "Nobody can call dibs now."));
        case kAccept:
            return say(QT_TRANSLATE_NOOP("engine", "There is no trade offer to answer."));
        default:
            break;
    }
    if (phase_ == Phase::Start && dibs_[active_] != kNoCard)
        return say(QT_TRANSLATE_NOOP("engine",
                                     "Your dibs card %1 is waiting: drawing it is the only "
                                     "thing you may do."),
                   cardsArg(CardSet::single(dibs_[active_])));
    if (phase_ == Phase::Redraw) {
        if (a.kind == kDrawDiscard)
            return say(QT_TRANSLATE_NOOP(
                "engine",
                "The Joker you played is on top of the discard pile: draw from the "
                "stock."));
        if (a.kind == kPass)
            return say(QT_TRANSLATE_NOOP("engine", "You can still draw from the stock."));
        return say(QT_TRANSLATE_NOOP(
            "engine", "After playing a Joker you draw again from the stock (or concede)."));
    }
    if (phase_ == Phase::Start) {
        switch (a.kind) {
            case kDrawStock:
                return say(QT_TRANSLATE_NOOP(
                    "engine", "The stock is empty and the discard pile cannot refill it."));
            case kDrawDiscard:
                return say(QT_TRANSLATE_NOOP("engine", "The discard pile is empty."));
            case kDrawDibs:
                return say(QT_TRANSLATE_NOOP("engine", "You have no dibs card waiting."));
            case kPass:
                return say(QT_TRANSLATE_NOOP("engine", "You can still draw a card."));
            case kDiscard:
            case kLayDown:
            case kPlayJoker:
                return say(QT_TRANSLATE_NOOP("engine", "Draw a card first."));
            case kExchange: {
                if (stages_[active_] != Stage::Second)
                    return say(QT_TRANSLATE_NOOP(
                        "engine", "Exchanges are allowed only after laying down the first goal."));
                const auto [l, h] = exchangeCards(a);
                if (l == kNoCard || !layouts_[active_].contains(l))
                    return say(QT_TRANSLATE_NOOP(
                        "engine", "The first card must be a number card of your layout."));
                if (h == kNoCard || !hands_[active_].contains(h))
                    return say(
                        QT_TRANSLATE_NOOP("engine", "The second card must be in your hand."));
                const Face& lf = deck_->face(l);
                const Face& hf = deck_->face(h);
                if (!isNumberCard(lf) || !isNumberCard(hf))
                    return say(QT_TRANSLATE_NOOP("engine",
                                                 "Only number cards (A to 10) can be exchanged."));
                if (lf.suit != hf.suit)
                    return say(QT_TRANSLATE_NOOP("engine",
                                                 "An exchange swaps two cards of the same suit."));
                return say(QT_TRANSLATE_NOOP(
                    "engine", "Exchanging a card for an equal one changes nothing."));
            }
            case kOffer: {
                if (!tradingOn_)
                    return say(
                        QT_TRANSLATE_NOOP("engine", "Marker trading is not part of this game."));
                if (offerMade_)
                    return say(
                        QT_TRANSLATE_NOOP("engine", "Only one trade offer is allowed per turn."));
                if (a.arg < 0 || a.arg >= players() || a.arg == active_)
                    return say(QT_TRANSLATE_NOOP("engine", "Offer a trade to another player."));
                if (!stillPlaying(a.arg))
                    return say(QT_TRANSLATE_NOOP("engine", "%1 is no longer playing."),
                               seatArg(a.arg));
                if (!validCard || !hands_[active_].contains(card)) return notInHand;
                const Face& f = deck_->face(card);
                if (f.isJoker())
                    return say(QT_TRANSLATE_NOOP("engine", "A Joker cannot be traded."));
                return isMarker(f)
                           ? say(QT_TRANSLATE_NOOP(
                                 "engine", "A marker is traded for a number card of a named suit."))
                           : say(QT_TRANSLATE_NOOP("engine",
                                                   "A number card is traded for a marker."));
            }
            default:
                break;
        }
    }
    if (phase_ == Phase::Discard) {
        if (meetsGoal(active_, hands_[active_]))
            return say(
                QT_TRANSLATE_NOOP("engine", "Your hand meets the goal: you must lay it down."));
        switch (a.kind) {
            case kDrawStock:
            case kDrawDiscard:
            case kDrawDibs:
            case kExchange:
            case kOffer:
            case kPass:
                return say(QT_TRANSLATE_NOOP(
                    "engine", "You have already taken a card this turn: discard one."));
            case kLayDown:
                return stages_[active_] == Stage::First
                           ? say(QT_TRANSLATE_NOOP("engine",
                                                   "The first goal needs one marker and a number "
                                                   "card of each suit."))
                           : say(QT_TRANSLATE_NOOP("engine",
                                                   "The second goal needs one marker and four "
                                                   "number cards that extend your laid-down cards "
                                                   "into runs of their suits."));
            case kDiscard:
                if (!validCard || !hands_[active_].contains(card)) return notInHand;
                return say(
                    QT_TRANSLATE_NOOP("engine", "A Joker is never discarded: play it as a Joker."));
            case kPlayJoker:
                return say(QT_TRANSLATE_NOOP("engine", "You have no Joker."));
            default:
                break;
        }
    }
    return say(QT_TRANSLATE_NOOP("engine", "That is not a move of Jump Start."));
}

Phrase JumpStartState::explainSelection(CardSet cards) const {
    // The one move of several cards is an exchange: say what keeps these two
    // from being one.
    if (cards.size() != 2 || phase_ == Phase::Over)
        return say(QT_TRANSLATE_NOOP("engine",
                                     "An exchange takes two cards: a number card of your layout "
                                     "and one of your hand."));
    CardId layoutCard = cards.first();
    for (CardId c : cards)
        if (c < deck_->size() && layouts_[active_].contains(c)) layoutCard = c;
    return explainIllegal(Action{kExchange, -1, static_cast<std::int16_t>(layoutCard), 0, cards});
}

Phrase JumpStartState::explainCard(CardId card) const {
    if (phase_ == Phase::Over) return say(QT_TRANSLATE_NOOP("engine", "The game is over."));
    if (card >= deck_->size())
        return say(QT_TRANSLATE_NOOP("engine", "That card is not in this game's deck."));
    std::vector<Action> legal;
    legalActions(legal);
    for (const Action& a : legal)
        if (a.cards.contains(card)) return {};
    if (phase_ == Phase::Discard) {
        if (deck_->face(card).isJoker() && hands_[active_].contains(card)) return {};
        return explainIllegal(Action{kDiscard, -1, -1, 0, CardSet::single(card)});
    }
    if (phase_ == Phase::Start || phase_ == Phase::Redraw)
        return say(QT_TRANSLATE_NOOP("engine", "Draw a card first."));
    return say(QT_TRANSLATE_NOOP("engine", "That card cannot be played now."));
}

}  // namespace felt::jumpstart
