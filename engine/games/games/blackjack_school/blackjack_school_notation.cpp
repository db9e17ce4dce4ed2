// Action notation and the reasons given for refused actions.
#include <cctype>

#include "blackjack_school.h"

namespace felt::blackjack_school {

namespace {

int parseSuitLetter(std::string_view text) {
    if (text.size() != 1) return -1;
    switch (std::tolower(static_cast<unsigned char>(text[0]))) {
        case 'c':
            return kClubs;
        case 'd':
            return kDiamonds;
        case 'h':
            return kHearts;
        case 's':
            return kSpades;
        default:
            return -1;
    }
}

}  // namespace

std::string BlackjackSchoolState::format(const Action& action) const {
    switch (action.kind) {
        case kEnd:
            return "end";
        case kPickup:
            return "pickup";
        case kPlay: {
            const CardId card = action.cards.first();
            if (card >= deck().size()) return "?";  // no card, or none of this deck
            std::string text = "play " + deck().format(card);
            if (action.arg >= 0 && action.arg < kSuits)
                text += std::string(" ") + suitLetter(SuitFamily::French, action.arg);
            return text;
        }
        default:
            return "?";
    }
}

std::optional<Action> BlackjackSchoolState::parse(std::string_view text) const {
    const std::string t = normalizeActionText(text);
    if (t == "end") return Action{kEnd, -1, -1, 0, {}};
    if (t == "pickup") return Action{kPickup, -1, -1, 0, {}};
    if (t.rfind("play ", 0) != 0) return std::nullopt;
    const std::string rest = t.substr(5);
    const auto space = rest.find(' ');
    const auto face = deck().parseFace(rest.substr(0, space));
    if (!face) return std::nullopt;
    int suit = -1;
    if (space != std::string::npos) {
        suit = parseSuitLetter(rest.substr(space + 1));
        if (suit < 0) return std::nullopt;
    }
    // A missing or superfluous suit still parses, so that apply() can say why.
    return Action{kPlay, static_cast<std::int8_t>(suit), -1, 0,
                  CardSet::single(deck().idsOf(*face).front())};
}

Phrase BlackjackSchoolState::explainIllegal(const Action& action) const {
    if (over_) return say(QT_TRANSLATE_NOOP("engine", "The game is over."));
    switch (action.kind) {
        case kEnd:
            if (turn_.played == 0)
                return say(QT_TRANSLATE_N_NOOP("engine",
                                               "You have not played a card yet: play one, or pick "
                                               "up %n card(s) instead."),
                           countArg(pickupCostNow()));
            if (!mayEnd(turn_, hands_[seat_] == 0))
                return say(
                    QT_TRANSLATE_NOOP("engine", "A Queen must be covered: play any card on it."));
            return {};
        case kPickup: {
            if (turn_.played == 0) return {};
            const int cost = endCostNow();
            if (cost < 0)
                return say(QT_TRANSLATE_NOOP(
                    "engine", "You have already played this turn: cover the Queen first."));
            return say(QT_TRANSLATE_N_NOOP("engine",
                                           "You have already played this turn: end it instead "
                                           "(that costs %n card(s))."),
                       countArg(cost));
        }
        case kPlay: {
            if (action.cards.size() != 1)
                return say(QT_TRANSLATE_NOOP("engine", "Play one card at a time."));
            const CardId card = action.cards.first();
            if (card >= kCards || !(hands_[seat_] & bitOf(card)))
                return say(QT_TRANSLATE_NOOP("engine", "That card is not in your hand."));
            if (rankOf(card) == kAce && (action.arg < 0 || action.arg >= kSuits))
                return say(QT_TRANSLATE_NOOP("engine", "Name the suit the Ace stands for."));
            if (rankOf(card) != kAce && action.arg != -1)
                return say(QT_TRANSLATE_NOOP("engine", "Only an Ace names a suit."));
            if (action.value != -1 || action.extra != 0)
                return say(QT_TRANSLATE_NOOP("engine", "That is not a play of this game."));
            return explainCard(card);
        }
        default:
            return say(QT_TRANSLATE_NOOP("engine", "That is not a move of this game."));
    }
}

Phrase BlackjackSchoolState::explainCard(CardId card) const {
    if (over_) return say(QT_TRANSLATE_NOOP("engine", "The game is over."));
    if (card >= kCards || !(hands_[seat_] & bitOf(card)))
        return say(QT_TRANSLATE_NOOP("engine", "That card is not in your hand."));
    if (rolesFor(turn_, card)) return {};
    const CardSet top = turn_.top == kNoCard ? CardSet{} : CardSet::single(turn_.top);
    if (turn_.played == 0 && turn_.facing > 0)
        return say(QT_TRANSLATE_N_NOOP("engine",
                                       "You face a pick-up of %n: cancel it with an Ace, pass it "
                                       "on with a 2 or Jack matching %1, or pick up."),
                   cardsArg(top), countArg(turn_.facing));
    if (turn_.defending)
        return say(QT_TRANSLATE_NOOP("engine",
                                     "After answering a pick-up only a 2 or a Jack may follow."));
    if (sameRankOnly(turn_)) {
        if (rankOf(card) == kAce)
            return say(QT_TRANSLATE_NOOP("engine",
                                         "After %1 only another %2 may follow, or end the turn "
                                         "(an Ace is wild only as a step-1 card)."),
                       cardsArg(top), rankArg(rankOf(turn_.top)));
        return say(
            QT_TRANSLATE_NOOP("engine", "After %1 only another %2 may follow, or end the turn."),
            cardsArg(top), rankArg(rankOf(turn_.top)));
    }
    const int cost = endCostNow();
    if (cost < 0)
        return say(QT_TRANSLATE_NOOP("engine", "It must match %1 by suit (%2) or rank."),
                   cardsArg(top), suitArg(effectiveSuit(turn_)));
    if (cost == 0)
        return say(
            QT_TRANSLATE_NOOP("engine", "It must match %1 by suit (%2) or rank, or end the turn."),
            cardsArg(top), suitArg(effectiveSuit(turn_)));
    return say(QT_TRANSLATE_N_NOOP("engine",
                                   "It must match %1 by suit (%2) or rank, or end the turn (that "
                                   "costs %n card(s))."),
               cardsArg(top), suitArg(effectiveSuit(turn_)), countArg(cost));
}

}  // namespace felt::blackjack_school
