// What an applied action did, in small steps the table can animate one by one.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "card.h"
#include "presentation.h"

namespace felt {

enum class EventKind : std::uint8_t {
    Shuffle,     // the cards of `toZone` were gathered and shuffled
    Move,        // `card` moved fromZone -> toZone; `seenBy` seats see its face afterwards
    Bid,         // `seat` bid `value`
    Trump,       // trump suit is `value` (card shown, if any, in `card`); `seat` turned it
    TrickWon,    // `seat` won trick number `value` (cards follow as Move events)
    Penalty,     // `seat` lost `value` points at once; `text` says why
    RoundScore,  // `seat` scored `value` this round, total now `total`; `text` may say
                 // what decided it (the round summary shows it instead of tricks)
    RoundEnd,    // round `value` is over
    GameEnd,     // the game is over
    Message,     // `text` for the log; `seat` is who it concerns, if anyone; `total`:
                 // the cards `seat` draws next that the sentence tells of (a
                 // pick-up), so the log does not tell those draws again
};

struct Event {
    EventKind kind = EventKind::Message;
    std::int8_t seat = -1;
    CardId card = kNoCard;
    std::int16_t fromZone = -1;
    std::int16_t toZone = -1;
    std::uint16_t seenBy = 0;  // bit i set: seat i sees the card's face after the move
    int value = 0;
    int total = 0;
    Phrase text;  // Message and Penalty: the sentence for the log
};

using EventList = std::vector<Event>;

inline std::uint16_t everyone(int players) {
    return static_cast<std::uint16_t>((1u << players) - 1u);
}
inline std::uint16_t onlySeat(int seat) {
    return static_cast<std::uint16_t>(1u << seat);
}

// Appends an event that names no card; `events` is null when nobody watches.
inline void emitEvent(EventList* events, EventKind kind, int seat, int value = 0, int total = 0,
                      Phrase text = {}) {
    if (!events) return;
    Event e;
    e.kind = kind;
    e.seat = static_cast<std::int8_t>(seat);
    e.value = value;
    e.total = total;
    e.text = std::move(text);
    events->push_back(std::move(e));
}

// Appends an event about one card that does not move (a turned trump card).
inline void emitCardEvent(EventList* events, EventKind kind, int seat, CardId card, int value = 0) {
    if (!events) return;
    Event e;
    e.kind = kind;
    e.seat = static_cast<std::int8_t>(seat);
    e.card = card;
    e.value = value;
    events->push_back(e);
}

// Appends a Shuffle of `zone`; `value` is game-defined (round number, refill count).
inline void emitShuffle(EventList* events, int zone, int value = 0) {
    if (!events) return;
    Event e;
    e.kind = EventKind::Shuffle;
    e.toZone = static_cast<std::int16_t>(zone);
    e.value = value;
    events->push_back(e);
}

// Appends a Move event; `events` is null when nobody watches (playouts, bots).
inline void emitMove(EventList* events, CardId card, int from, int to, std::uint16_t seenBy) {
    if (!events) return;
    Event e;
    e.kind = EventKind::Move;
    e.card = card;
    e.fromZone = static_cast<std::int16_t>(from);
    e.toZone = static_cast<std::int16_t>(to);
    e.seenBy = seenBy;
    events->push_back(e);
}

}  // namespace felt
