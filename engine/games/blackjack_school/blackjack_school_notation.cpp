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

std::string suitWord(int suit) {
    return suitName(SuitFamily::French, suit);
}

}  // namespace

std::string BlackjackSchoolState::format(const Action& action) const {
    switch (action.kind) {
        case kEnd:
            return "end";
        case kPickup:
            return "pickup";
        case kPlay: {
            if (action.cards.empty()) return "?";
            std::string text = "play " + deck().format(action.cards.first());
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

std::string BlackjackSchoolState::explainIllegal(const Action& action) const {
    if (over_) return "the game is over";
    switch (action.kind) {
        case kEnd:
            if (turn_.played == 0)
                return "you have not played a card yet: play one, or pick up " +
                       std::to_string(pickupCostNow()) + " instead";
            if (!mayEnd(turn_, hands_[seat_] == 0))
                return "a Queen must be covered: play any card on it";
            return "";
        case kPickup: {
            if (turn_.played == 0) return "";
            const int cost = endCostNow();
            if (cost < 0) return "you have already played this turn: cover the Queen first";
            return "you have already played this turn: end it instead (that costs " +
                   std::to_string(cost) + (cost == 1 ? " card)" : " cards)");
        }
        case kPlay: {
            if (action.cards.size() != 1) return "play one card at a time";
            const CardId card = action.cards.first();
            if (card >= kCards || !(hands_[seat_] & bitOf(card)))
                return "that card is not in your hand";
            if (rankOf(card) == kAce && (action.arg < 0 || action.arg >= kSuits))
                return "name the suit the Ace stands for, e.g. play " + deck().format(card) + " " +
                       suitLetter(SuitFamily::French, suitOf(card));
            if (rankOf(card) != kAce && action.arg != -1) return "only an Ace names a suit";
            if (action.value != -1 || action.extra != 0) return "that is not a play of this game";
            return explainCard(card);
        }
        default:
            return "that is not an action of this game";
    }
}

std::string BlackjackSchoolState::explainCard(CardId card) const {
    if (over_) return "the game is over";
    if (card >= kCards || !(hands_[seat_] & bitOf(card))) return "that card is not in your hand";
    if (rolesFor(turn_, card)) return "";
    const std::string top = turn_.top == kNoCard ? "" : deck().format(turn_.top);
    if (turn_.played == 0 && turn_.facing > 0)
        return "you face a pick-up of " + std::to_string(turn_.facing) +
               ": cancel it with an Ace, pass it on with a 2 or Jack matching " + top +
               ", or pick up";
    if (turn_.defending) return "after answering a pick-up only 2s and Jacks may follow";
    if (sameRankOnly(turn_)) {
        std::string why = "after " + top + " only another " + rankText(rankOf(turn_.top)) +
                          " may follow, or end the turn";
        if (rankOf(card) == kAce) why += " (an Ace is wild only as a step-1 card)";
        return why;
    }
    std::string why =
        "it must match " + top + " by suit (" + suitWord(effectiveSuit(turn_)) + ") or rank";
    const int cost = endCostNow();
    if (cost >= 0) {
        why += ", or end the turn";
        if (cost > 0) why += " (costs " + std::to_string(cost) + " card)";
    }
    return why;
}

}  // namespace felt::blackjack_school
