// Invitations to a network table: where the host listens (an IPv4 or IPv6
// address and a port) and the room's secret, as a short code a person can
// read out or paste ("2B4K-...-Q7", 24 characters for IPv4, 43 for IPv6).
// Like deal codes the code is Crockford's base 32 (look-alikes O, I, L read
// as 0, 1, 1; case, spaces and dashes do not matter) and ends with a check
// character that catches any one mistyped character and any two swapped
// neighbours. The first character carries the format version and the
// address family, so a code from a Felt that writes another format is
// refused, never misread.
//
// A pasted address is read as well: felt://host:port/?room=SECRET or
// ws://host:port/?room=SECRET or wss://… (a host name is allowed there, and any secret
// the protocol accepts, as a dedicated server's rooms may have longer ones).
#pragma once

#include <QString>
#include <QUrl>

namespace felt::net {

// The format this Felt writes and reads.
inline constexpr int kInvitationVersion = 1;
// Bits of the secret an invitation carries: short enough to read out (12
// characters), long enough that guessing it over the network is hopeless.
inline constexpr int kInvitationSecretBits = 60;
inline constexpr int kInvitationSecretChars = kInvitationSecretBits / 5;

struct Invitation {
    QString host;  // an IP address (a host name only from a pasted URL)
    quint16 port = 0;
    QString room;         // the room secret, as HostSetup::room takes it
    bool secure = false;  // wss (a felt-server with TLS; only from a pasted address)
    bool operator==(const Invitation&) const = default;

    // ws://host:port (wss:// when secure), what NetClient::join opens.
    QUrl url() const;
};

// A fresh room secret for an invitation: 60 bits from the system's random
// source, as 12 characters of the code's alphabet.
QString newInvitationSecret();

// The code of an invitation, or "" with `error` set (the host is not an IP
// address, the port is 0, the room is not a secret newInvitationSecret makes).
QString encodeInvitation(const Invitation& invitation, QString& error);

// Reads a code or a felt:// / ws:// address into `out`: "" or one sentence
// (translated) saying what is wrong, with `out` untouched.
QString decodeInvitation(const QString& text, Invitation& out);

}  // namespace felt::net
