// What a host's messages carry, as a client reads them: plain data with the
// engine's numbers (card ids, zone ids, seats) and its words as English source
// text, so a client can show a table without holding a game. A hidden card is
// kNoCard (255), exactly as in the seat's view.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace felt::net {

struct WireArg {
    std::string kind;  // number, seat, suit, rank, cards, word, count
    int value = 0;
    std::vector<int> cards;
    std::string word;
    bool operator==(const WireArg&) const = default;
};

// A Phrase: source text in the translation context "engine" and typed arguments.
struct WirePhrase {
    std::string text;
    std::vector<WireArg> args;
    bool empty() const { return text.empty(); }
    bool operator==(const WirePhrase&) const = default;
};

struct WireZoneSpec {
    int id = 0;
    std::string key, label, kind, visibility;
    int owner = -1;
    // How the table shows it (ZoneLook, filled in by lookOf).
    std::string region = "byKind";
    bool faceDown = false;
    std::string arrangement = "byKind", slot = "byKind", layer = "byKind";
    bool pauseBeforeLeaving = false;
    bool operator==(const WireZoneSpec&) const = default;
};

struct WireStatSpec {
    std::string key, kind, label;
    int places = 0;
    int shownFrom = 0;
    std::vector<std::string> words;
    bool operator==(const WireStatSpec&) const = default;
};

// Sent once after a hello is accepted: who you are and what the table is.
struct WireWelcome {
    int seat = -1;
    std::string token;  // keep it: it takes this seat back after a disconnect
    std::string game;
    int players = 0;
    std::map<std::string, std::string> options;
    std::vector<std::pair<int, int>> deck;  // (suit, rank) of each card id
    std::vector<WireZoneSpec> zones;
    std::vector<WireStatSpec> stats;
    bool operator==(const WireWelcome&) const = default;
};

struct WireSeat {
    std::string name;
    bool taken = false;      // not open: a person holds it or a bot plays it
    bool connected = false;  // a person's connection is open
    std::string kind;        // open, person or bot
    bool ready = false;      // a person said ready (bots always are)
    std::string level;       // the bot's level: a bot seat's, or the stand-in's
    bool away = false;       // a person whose connection dropped; the seat waits for them
    bool standIn = false;    // away long enough that a bot plays for them now
    bool operator==(const WireSeat&) const = default;
};

// Who sits where; sent to everyone whenever it changes.
struct WireSeats {
    std::vector<WireSeat> seats;
    bool started = false;
    bool operator==(const WireSeats&) const = default;
};

struct WireStat {
    std::string key;
    int seat = -1;
    int value = 0;
    bool operator==(const WireStat&) const = default;
};

struct WireGroup {
    int seat = -1;
    int number = 0;
    std::vector<int> cards;
    std::vector<int> ranks;
    WirePhrase caption;
    bool operator==(const WireGroup&) const = default;
};

struct WireZone {
    int zone = 0;
    std::vector<int> cards;  // card ids bottom to top, 255 where hidden
    bool operator==(const WireZone&) const = default;
};

// The seat's view of the whole table now.
struct WireState {
    int viewer = -1;
    int toAct = -1;
    std::vector<WireZone> zones;
    std::vector<WireStat> stats;
    std::vector<WireGroup> groups;
    bool operator==(const WireState&) const = default;
};

struct WireEvent {
    std::string kind;  // shuffle, move, bid, trump, trickWon, penalty, roundScore, ...
    int seat = -1;
    int card = 255;
    int from = -1;
    int to = -1;
    int seenBy = 0;
    int value = 0;
    int total = 0;
    WirePhrase text;
    bool operator==(const WireEvent&) const = default;
};

// The seat's events numbered from `from` (its first event is 0), as it saw them.
struct WireEvents {
    int from = 0;
    std::vector<WireEvent> events;
    bool operator==(const WireEvents&) const = default;
};

struct WireMove {
    std::string text;  // the action's notation: send it back in an act
    std::string kind;
    WirePhrase label;
    int value = -1;
    int targetSeat = -1;
    int targetGroup = -1;
    int suit = -1;
    int sourceZone = -1;
    std::vector<std::pair<int, int>> standsFor;  // (card id, rank)
    WirePhrase withheldBecause;                  // set: shown disabled, with this reason
    // The cards the move uses (the seat's own, which it sees), so a table can
    // tell which move a click on a card means.
    std::vector<int> cards;
    // What playing it does at the table: whether the turn passes on after it
    // (a table asks before such a move where a person could regret it), and
    // where each of its cards goes (card, zone), so a dropped card finds its move.
    bool endsTurn = false;
    std::vector<std::pair<int, int>> lands;
    bool operator==(const WireMove&) const = default;
};

// Why cards the seat sees have no move now (a click on one is answered so).
struct WireCardReason {
    WirePhrase reason;
    std::vector<int> cards;
    bool operator==(const WireCardReason&) const = default;
};

// The moves this seat may make now (none unless it is to act).
struct WireMoves {
    int toAct = -1;
    WirePhrase question;
    std::vector<WireMove> moves;
    std::vector<WireCardReason> cardReasons;
    bool operator==(const WireMoves&) const = default;
};

struct WireRefused {
    std::string action;
    std::string reason;  // in English
    WirePhrase phrase;   // the same for translation (may be empty)
    bool operator==(const WireRefused&) const = default;
};

struct WireError {
    std::string code;  // stable word: protocol, room, seat, token, rate, state, ...
    std::string message;
    bool operator==(const WireError&) const = default;
};

// The final result, once the game is over, with the game's record (the
// text of a .felt file, its seed included): nothing is hidden any more, so
// every seat may keep, replay and share the game ("" when too long to send).
struct WireResult {
    std::vector<int> scores, placements, winners;
    std::string record;
    bool operator==(const WireResult&) const = default;
};

// The answer to a client's `hint`: a move it may make now, worked out from
// its seat's information set only.
struct WireHint {
    std::string text;   // the move's notation, one of the seat's moves
    WirePhrase label;   // the move as its button says it
    WirePhrase reason;  // why, in one sentence (may be empty)
    bool operator==(const WireHint&) const = default;
};

// The host is going away: the last message before it closes the connection.
struct WireClosing {
    std::string reason;  // one sentence in English
    // "ended": the host ended the game for good, and `record` holds it so far
    // (nothing will be played any more, so nothing is hidden); "kept": the
    // host closed Felt and keeps the game, to continue it later, when each
    // seat takes its place again with its token; "" otherwise.
    std::string why;
    std::string record;
    bool operator==(const WireClosing&) const = default;
};

using HostMessage = std::variant<WireWelcome, WireSeats, WireState, WireEvents, WireMoves,
                                 WireRefused, WireError, WireResult, WireHint, WireClosing>;

}  // namespace felt::net
