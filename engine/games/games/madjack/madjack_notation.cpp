// Action notation (docs/notation.md) and reasons for refused actions.
#include "madjack.h"

namespace felt::madjack {

std::string MadJackState::format(const Action& action) const {
    // Only a card of the deck has a name (any action may be handed in).
    if (action.kind == kPlay && action.cards.size() == 1 && action.cards.first() < deck().size())
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

Phrase MadJackState::explainIllegal(const Action& action) const {
    if (phase_ == Phase::Over) return say(QT_TRANSLATE_NOOP("engine", "The game is over."));
    if (action.kind == kPlay && action.cards.size() == 1 && action.arg == -1 &&
        action.value == -1 && action.extra == 0)
        return explainCard(action.cards.first());
    return say(QT_TRANSLATE_NOOP("engine", "That is not a move of this game: play a card."));
}

Phrase MadJackState::explainCard(CardId card) const {
    if (phase_ == Phase::Over) return say(QT_TRANSLATE_NOOP("engine", "The game is over."));
    if (card >= kDeckSize || !(hands_[toAct_] & bitOf(card)))
        return say(QT_TRANSLATE_NOOP("engine", "That card is not in your hand."));
    const Mask playable = playableCards();
    if (playable & bitOf(card)) return {};
    const Mask trumps = trumpSet(trumpSuit_);
    if (playable & trumps)
        return say(QT_TRANSLATE_NOOP("engine",
                                     "You must play a trump: %1 are trumps in this trick, and "
                                     "the Jack of %2 counts as one."),
                   suitArg(trumpSuit_), suitArg(sameColourSuit(trumpSuit_)));
    return say(
        QT_TRANSLATE_NOOP("engine", "You hold no trump, so you must follow the suit led (%1)."),
        suitArg(suitOf(trickCards_[0])));
}

}  // namespace felt::madjack
