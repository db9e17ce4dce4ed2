// felt-server's command line: the server's own options and the benchmark's.
#pragma once

#include <QHostAddress>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <string>

#include "room_server.h"

namespace felt::net {

struct BenchOptions {
    int tables = 10;
    int seconds = 10;
    int paceMs = 1000;       // a client acts this long after its turn comes (0: at once)
    std::string game;        // "" cycles through the four-player games
    std::uint64_t seed = 1;  // the clients' choices
    QString url;             // --clients-only: the server to load
};

struct ServerOptions {
    enum class Mode { Serve, Bench, Clients, Help, Version } mode = Mode::Serve;
    QHostAddress address = QHostAddress::Any;
    int port = -1;
    QString cert, key;
    QString stateDir;  // "": rooms are not saved
    RoomServerLimits limits;
    BenchOptions bench;
    QString help;  // the usage text
};

// Reads the arguments (without the program name); "" or why they are wrong.
QString parseServerOptions(const QStringList& args, ServerOptions& out);

}  // namespace felt::net
