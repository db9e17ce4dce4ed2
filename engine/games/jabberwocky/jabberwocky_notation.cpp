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
    if (action.kind == kPlay && !action.cards.empty())
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

std::string JabberwockyState::explainIllegal(const Action& action) const {
    if (phase_ == Phase::Over) return "the game is over";
    if (action.kind == kBid) {
        if (phase_ != Phase::Bidding) return "bidding is over for this round";
        if (action.value < 0 || action.value > cardsInRound(round_))
            return "a bid must be between 0 and " + std::to_string(cardsInRound(round_));
        if (action.value == forbiddenDealerBid())
            return "the dealer may not bid " + std::to_string(action.value) +
                   ": the bids would add up to the number of tricks";
        return "that bid is not allowed";
    }
    if (action.kind == kPlay && action.cards.size() == 1) return explainCard(action.cards.first());
    return "that is not an action of this game";
}

std::string JabberwockyState::explainCard(CardId card) const {
    if (phase_ == Phase::Bidding) return "bid first: play starts when everyone has bid";
    if (phase_ == Phase::Over) return "the game is over";
    if (card >= 52 || !(hands_[toAct_] & bitOf(card))) return "that card is not in your hand";
    if (playableCards() & bitOf(card)) return "";
    const std::string name = deck().format(card);
    if (trickSize_ == 0)
        return "trumps are not broken yet: lead another suit (" +
               suitName(SuitFamily::French, trumpSuit_) + " are trumps)";
    return "you must follow suit: " + suitName(SuitFamily::French, suitOf(trickCards_[0])) +
           " were led";
}

}  // namespace felt::jabberwocky
