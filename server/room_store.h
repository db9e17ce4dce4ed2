// A room of felt-server on disk (--state-dir), so a restarted server reopens
// it and people take their seats back with their tokens.
//
// The file holds the room's table as TableHost saves it (the game's record
// with its seed, every seat's token) and the SHA-256 of the room's secret —
// not the secret: the server finds a room and checks a hello by that hash,
// and the table inside knows only a secret of its own that no client is ever
// told (RoomServer puts it into each hello it lets through). The directory
// and the files are the server user's alone (0700, 0600).
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <memory>
#include <string>

#include "net/table_host.h"

namespace felt::net {

struct StoredRoom {
    std::unique_ptr<TableHost> host;
    QByteArray key;      // SHA-256 of the secret people hold
    std::string secret;  // the secret itself, only for a server with public rooms
    QString creator;     // the address that made it (for the per-address cap)
};

// The file a new room is saved to in `dir`: a fresh random name.
QString newRoomFile(const QString& dir);
// Writes `room` (its host, key, creator, and secret when not empty) to `path`
// atomically; "" when written, else why not.
std::string saveRoom(const QString& path, const TableHost& host, const QByteArray& key,
                     const std::string& secret, const QString& creator);
// Reads a saved room; "" and `out` set, else one sentence saying what is wrong.
std::string loadRoom(QByteArrayView bytes, StoredRoom& out, const ClientLimits& limits);

}  // namespace felt::net
