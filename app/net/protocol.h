// Felt's network protocol, version 1 (docs/network.md): every message is one
// WebSocket text message holding one JSON object with "v" (the version) and
// "kind". This file holds the limits, the envelope and the messages a client
// sends (hello, act, ready, hint); host_messages.h holds what the host sends.
//
// Everything a client sends is untrusted: readClientMessage checks size,
// nesting, version, kind, every field's type and length, rejects unknown
// fields, and answers with one sentence instead of ever throwing.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonObject>
#include <string>
#include <variant>

namespace felt::net {

inline constexpr int kProtocolVersion = 1;
// Largest message a client may send (bytes of UTF-8). Real ones are far
// smaller; the socket itself cuts off anything above twice this.
inline constexpr qsizetype kMaxClientMessageBytes = 64 * 1024;
// Largest message a host may send (a client's own limit): a whole state of a
// two-deck game is a few KB, and events go in batches (kEventBatch).
inline constexpr qsizetype kMaxHostMessageBytes = 1024 * 1024;
// Objects and arrays nest no deeper than this in any message.
inline constexpr int kMaxNesting = 8;
inline constexpr int kMaxNameChars = 40;
inline constexpr int kMaxSecretChars = 128;
inline constexpr int kMaxActionChars = 200;
inline constexpr int kMaxSeats = 16;
// A game's record sent at its end (it fits in one host message with room to spare).
inline constexpr int kMaxRecordChars = 900 * 1024;

// The first message on a connection: enter the room, and either take a seat
// (a wish, -1 for any free one) or take back the seat `token` belongs to.
struct Hello {
    std::string room;
    std::string name;
    int seat = -1;
    std::string token;
    bool operator==(const Hello&) const = default;
};

// A move in the game's notation, by the seat whose token it carries.
struct Act {
    std::string action;
    std::string token;
    bool operator==(const Act&) const = default;
};

// Before the start: this seat is ready to play (or no longer is).
struct Ready {
    bool ready = true;
    std::string token;
    bool operator==(const Ready&) const = default;
};

// On this seat's turn: what would a strong player do here? Answered to this
// client alone with a `hint`.
struct AskHint {
    std::string token;
    bool operator==(const AskHint&) const = default;
};

using ClientMessage = std::variant<Hello, Act, Ready, AskHint>;

QByteArray encode(const Hello& hello);
QByteArray encode(const Act& act);
QByteArray encode(const Ready& ready);
QByteArray encode(const AskHint& hint);

// Reads what a client sent: "" and `out` set, or one sentence saying what is
// wrong (and `out` untouched).
std::string readClientMessage(QByteArrayView bytes, ClientMessage& out);

// The envelope both sides share: parses `bytes` (at most `maxBytes`) as one
// JSON object of this version no deeper than kMaxNesting; sets `kind` and
// `object`, or returns why not.
std::string readEnvelope(QByteArrayView bytes, qsizetype maxBytes, std::string& kind,
                         QJsonObject& object);
// `object` with "v" and "kind" added, as compact JSON.
QByteArray seal(const char* kind, QJsonObject object);

}  // namespace felt::net
