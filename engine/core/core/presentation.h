// What the table needs to show a game without knowing it: typed descriptions
// of stats, of card groups (melds, runs) and of actions, with every word a
// person reads marked for translation. Notation stays the record format only.
//
// The engine is Qt-free, so words are plain source strings in the
// translation context "engine", marked with QT_TRANSLATE_NOOP so that lupdate
// finds them; the app translates them with QCoreApplication::translate.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "card_set.h"

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, text) text
#endif
// A text with plural forms: its phrase carries a countArg that fills %n.
#ifndef QT_TRANSLATE_N_NOOP
#define QT_TRANSLATE_N_NOOP(scope, text) text
#endif

namespace felt {

// A word or sentence for people: English source text in context "engine".
using Label = const char*;

// One typed argument of a Phrase; the app renders each kind in the reader's
// language (a seat by its player's name, cards by their names).
struct PhraseArg {
    // Count: the number that picks a plural form; it fills %n, not %1.
    enum class Kind : std::uint8_t { Number, Seat, Suit, Rank, Cards, Word, Count };
    Kind kind = Kind::Number;
    int value = 0;    // Number, Seat, Suit, Rank
    CardSet cards;    // Cards
    Label word = "";  // Word: another translatable word
    bool operator==(const PhraseArg&) const = default;
};

// A translatable sentence with %1, %2... filled from typed arguments.
struct Phrase {
    Label text = "";
    std::vector<PhraseArg> args;
    bool empty() const { return text == nullptr || text[0] == '\0'; }
};

// A phrase from its text and typed arguments: say("%1 is not in your hand", cardsArg(c)).
template <class... Args>
Phrase say(Label text, Args&&... args) {
    return Phrase{text, {std::forward<Args>(args)...}};
}

inline PhraseArg numberArg(int value) {
    return {PhraseArg::Kind::Number, value, {}, ""};
}
inline PhraseArg seatArg(int seat) {
    return {PhraseArg::Kind::Seat, seat, {}, ""};
}
inline PhraseArg suitArg(int suit) {
    return {PhraseArg::Kind::Suit, suit, {}, ""};
}
inline PhraseArg rankArg(int rank) {
    return {PhraseArg::Kind::Rank, rank, {}, ""};
}
inline PhraseArg cardsArg(CardSet cards) {
    return {PhraseArg::Kind::Cards, 0, cards, ""};
}
inline PhraseArg wordArg(Label word) {
    return {PhraseArg::Kind::Word, 0, {}, word};
}
// The number a plural form depends on ("%n points"); at most one per phrase.
inline PhraseArg countArg(int n) {
    return {PhraseArg::Kind::Count, n, {}, ""};
}

// How a stat's value reads.
enum class StatKind : std::uint8_t {
    Number,  // "Bid 3"
    Seat,    // a seat, shown by the player's name
    Suit,    // a suit, shown by its name
    Flag,    // 0/1: the label alone when 1, nothing when 0
    Words,   // value i reads as words[i] ("" hides that value)
    Card,    // a card id, shown by the card's name
    Hidden,  // for a game's own controls only; never shown as text
};

// Where a stat is shown (bit flags).
enum StatPlace : std::uint8_t {
    kNowhere = 0,
    kOnPlate = 1,     // a seat's plate (stats about one seat)
    kOnInfoLine = 2,  // the table's information line (table-wide stats)
    kInResults = 4,   // a column of the results and score sheet
    kAsScore = 8,     // the seat's score, shown large beside its name
};

struct StatSpec {
    std::string key;
    StatKind kind = StatKind::Number;
    Label label = "";
    std::uint8_t places = kNowhere;
    std::vector<Label> words;  // StatKind::Words
    // Values below this are "none" and not shown (e.g. -1 for no trump yet).
    int shownFrom = 0;
};

// Cards shown together on the table, in display order: a meld, a run, one
// seat's lay-down of one suit. Only cards the viewer may see are listed.
struct CardGroup {
    int seat = -1;              // whose area it lies in
    int number = 0;             // the game's number for it, as actions name it (a meld's 1, 2...)
    std::vector<CardId> cards;  // in display order
    std::vector<int> ranks;     // per card: the rank a Joker stands for, 0 if none
    Phrase caption;             // e.g. "%1 · run"
    bool operator==(const CardGroup& o) const {
        return seat == o.seat && number == o.number && cards == o.cards && ranks == o.ranks;
    }
};

// What an action is, for buttons, choosers and a game's own controls.
struct ActionInfo {
    ActionInfo() = default;
    ActionInfo(std::string kind_, Phrase label_, int value_ = -1)
        : kind(std::move(kind_)), label(std::move(label_)), value(value_) {}

    std::string kind;  // stable word for controls ("bid", "play", "layoff"...), not shown
    Phrase label;      // the button/chooser wording
    int value = -1;    // a number the action carries (a bid), -1 if none
    int targetSeat = -1;
    int targetGroup = -1;  // CardGroup::number the action targets (a lay-off's meld)
    int suit = -1;         // a suit the action names (an Ace's chosen suit)
    // The zone whose top card the action takes (a draw): a click on that pile
    // chooses the action.
    int sourceZone = -1;
    // Wild cards the action places, each with the rank it will stand for.
    std::vector<std::pair<CardId, int>> standsFor;
};

// The cards each seat holds, on its plate: where hands are hidden, what the
// others count ("In hand 7"). View key "in_hand", one per seat.
inline StatSpec cardsInHandStat() {
    return StatSpec{
        "in_hand", StatKind::Number, QT_TRANSLATE_NOOP("engine", "In hand"), kOnPlate, {}, 0};
}

// A stat only a game's own controls read (never shown as text).
inline StatSpec hiddenStat(const char* key) {
    return StatSpec{key, StatKind::Hidden, "", kNowhere, {}, 0};
}

// The two draws of games with a stock and a discard pile.
inline ActionInfo drawFromStock(int stockZone) {
    ActionInfo info{"draw", {QT_TRANSLATE_NOOP("engine", "Draw from the stock"), {}}};
    info.sourceZone = stockZone;
    return info;
}
// `discard` lists the pile bottom to top.
inline ActionInfo takeFromDiscard(int discardZone, const std::vector<CardId>& discard) {
    ActionInfo info{"draw", {QT_TRANSLATE_NOOP("engine", "Take the discard"), {}}};
    if (!discard.empty())
        info.label = {QT_TRANSLATE_NOOP("engine", "Take %1 from the discard pile"),
                      {cardsArg(CardSet::single(discard.back()))}};
    info.sourceZone = discardZone;
    return info;
}

}  // namespace felt
