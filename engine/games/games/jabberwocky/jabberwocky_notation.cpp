// Action notation (docs/notation.md) and reasons for refused actions.
#include "jabberwocky.h"

#include <algorithm>

namespace felt::jabberwocky {

namespace {

std::uint64_t bitOf(CardId c) {
    return std::uint64_t{1} << c;
}

}  // namespace

std::string JabberwockyState::format(const Action& action) const {
    if (action.kind == kBid) return "bid " + std::to_string(action.value);
    // Only a card of the deck has a name (any action may be handed in).
    if (action.kind == kPlay && action.cards.first() < deck().size())
        return "play " + deck().format(action.cards.first());
    return "?";
}

std::optional<Action> JabberwockyState::parse(std::string_view text) const {
    const std::string t = normalizeActionText(text);
    if (t.rfind("bid ", 0) == 0) {
        const std::string num = t.substr(4);
        if (num.empty() || num.size() > 2 ||
            !std::all_of(num.begin(), num.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return std::nullopt;
        return Action{kBid, -1, static_cast<std::int16_t>(std::stoi(num)), 0, {}};
    }
    if (t.rfind("play ", 0) == 0) {
        const auto face = deck().parseFace(t.substr(5));
        if (!face) return std::nullopt;
        return Action{kPlay, -1, -1, 0, CardSet::single(deck().idsOf(*face).front())};
    }
    return std::nullopt;
}

std::vector<Action> JabberwockyState::withheldActions() const {
    const int forbidden = forbiddenDealerBid();
    if (forbidden < 0) return {};
    return {Action{kBid, -1, static_cast<std::int16_t>(forbidden), 0, {}}};
}

Phrase JabberwockyState::explainIllegal(const Action& action) const {
    if (phase_ == Phase::Over) return say(QT_TRANSLATE_NOOP("engine", "The game is over."));
    if (action.kind == kBid) {
        if (phase_ != Phase::Bidding)
            return say(QT_TRANSLATE_NOOP("engine", "Bidding is over for this round."));
        if (action.value < 0 || action.value > cardsInRound(round_))
            return say(QT_TRANSLATE_NOOP("engine", "A bid must be between 0 and %1."),
                       numberArg(cardsInRound(round_)));
        if (action.value == forbiddenDealerBid())
            return say(QT_TRANSLATE_NOOP("engine",
                                         "The dealer may not bid %1: the bids would add up to "
                                         "the number of tricks."),
                       numberArg(action.value));
        return say(QT_TRANSLATE_NOOP("engine", "That bid is not allowed."));
    }
    if (action.kind == kPlay && action.cards.size() == 1) return explainCard(action.cards.first());
    return say(QT_TRANSLATE_NOOP("engine", "That is not a move of this game."));
}

Phrase JabberwockyState::explainCard(CardId card) const {
    if (phase_ == Phase::Bidding)
        return say(QT_TRANSLATE_NOOP("engine", "Bid first: play starts when everyone has bid."));
    if (phase_ == Phase::Over) return say(QT_TRANSLATE_NOOP("engine", "The game is over."));
    if (card >= 52 || !(hands_[toAct_] & bitOf(card)))
        return say(QT_TRANSLATE_NOOP("engine", "That card is not in your hand."));
    if (playableCards() & bitOf(card)) return {};
    if (trickSize_ == 0)
        return say(QT_TRANSLATE_NOOP("engine",
                                     "Trumps are not broken yet: lead another suit (%1 are "
                                     "trumps)."),
                   suitArg(trumpSuit_));
    return say(QT_TRANSLATE_NOOP("engine", "You must follow suit: %1 were led."),
               suitArg(suitOf(trickCards_[0])));
}

}  // namespace felt::jabberwocky
