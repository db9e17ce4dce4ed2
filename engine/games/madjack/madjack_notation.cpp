// Action notation (docs/notation.md) and reasons for refused actions.
#include "madjack.h"

namespace felt::madjack {

namespace {

std::string suitWord(int suit) {
    return suitName(SuitFamily::French, suit);
}

}  // namespace

std::string MadJackState::format(const Action& action) const {
    if (action.kind == kPlay && action.cards.size() == 1)
        return "play " + deck().format(action.cards.first());
    return "?";
}

std::optional<Action> MadJackState::parse(std::string_view text) const {
    const std::string t = normalizeActionText(text);
    if (t.rfind("play ", 0) != 0) return std::nullopt;
    const auto face = deck().parseFace(t.substr(5));
    if (!face) return std::nullopt;
    const auto ids = deck().idsOf(*face);
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
