// The messages a host sends (welcome, seats, state, events, moves, refused,
// error, result, hint, closing): written from the wire types and read back strictly by a
// client, which trusts a host no more than a host trusts it.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <string>

#include "wire_types.h"

namespace felt::net {

// Events go out in batches of at most this many (a rejoin's whole history).
inline constexpr int kEventBatch = 256;

QByteArray encode(const WireWelcome& m);
QByteArray encode(const WireSeats& m);
QByteArray encode(const WireState& m);
QByteArray encode(const WireEvents& m);
QByteArray encode(const WireMoves& m);
QByteArray encode(const WireRefused& m);
QByteArray encode(const WireError& m);
QByteArray encode(const WireResult& m);
QByteArray encode(const WireHint& m);
QByteArray encode(const WireClosing& m);

// Reads what a host sent: "" and `out` set, or one sentence saying what is wrong.
std::string readHostMessage(QByteArrayView bytes, HostMessage& out);

}  // namespace felt::net
