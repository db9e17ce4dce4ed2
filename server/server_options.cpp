#include "server_options.h"

#include <QCommandLineParser>
#include <algorithm>

#include "games/game_info.h"

namespace felt::net {
namespace {

bool readInt(const QCommandLineParser& p, const QString& name, int min, int max, int& out,
             QString& error) {
    if (!p.isSet(name)) return true;
    bool ok = false;
    const int v = p.value(name).toInt(&ok);
    if (!ok || v < min || v > max) {
        error =
            QStringLiteral("--%1 takes a whole number from %2 to %3").arg(name).arg(min).arg(max);
        return false;
    }
    out = v;
    return true;
}

}  // namespace

QString parseServerOptions(const QStringList& args, ServerOptions& out) {
    QCommandLineParser p;
    p.setApplicationDescription(
        QStringLiteral("Felt's dedicated server: many network card tables (rooms) on one port.\n"
                       "See man felt-server and docs/network.md."));
    const auto opt = [](const char* name, const char* help, const char* value = nullptr) {
        return value ? QCommandLineOption(QLatin1String(name), QLatin1String(help),
                                          QLatin1String(value))
                     : QCommandLineOption(QLatin1String(name), QLatin1String(help));
    };
    p.addOptions({
        opt("port", "Listen on this port (0: any free one, printed on stdout).", "port"),
        opt("address", "Listen on this address (default: all).", "address"),
        opt("cert", "Serve wss: this PEM certificate (chain)...", "file"),
        opt("key", "...and this PEM private key.", "file"),
        opt("max-rooms", "Rooms open at once (default 200).", "n"),
        opt("max-rooms-per-address", "Rooms open at once made from one address (default 3).", "n"),
        opt("max-players-per-room", "The largest table a room may have (default 16).", "n"),
        opt("max-connections", "Connections open at once (default 1000).", "n"),
        opt("idle-minutes", "Close a room nobody is connected to after this long (default 15).",
            "n"),
        opt("messages-per-second",
            "A client may send this many messages a second (default 10, a burst of twice that).",
            "n"),
        opt("state-dir",
            "Save every room here after each change and reopen them at start (default: none).",
            "dir"),
        opt("away-seconds",
            "A dropped player's seat waits this long for them before a bot plays it (default 60).",
            "n"),
        opt("max-away-seconds", "The longest wait a room may ask for (default 3600).", "n"),
        opt("stand-in", "The level of the bot that plays for a dropped player (default casual).",
            "level"),
        opt("think-threads", "Threads on which every room's bots think (default 1).", "n"),
        opt("public-rooms", "The room list shows every room's secret (a trusted network only)."),
        opt("bench", "Load benchmark on 127.0.0.1: prints one JSON line."),
        opt("tables", "Benchmark: tables of four players (default 10).", "n"),
        opt("seconds", "Benchmark: seconds measured (default 10).", "n"),
        opt("pace-ms", "Benchmark: a client acts this long after its turn comes (default 1000).",
            "ms"),
        opt("game", "Benchmark: this game at every table (default: the four-player games in turn).",
            "id"),
        opt("seed", "Benchmark: seed of the clients' choices (default 1).", "n"),
        opt("clients-only", "Benchmark: only the clients, loading the server at this ws:// URL.",
            "url"),
    });
    const QCommandLineOption help = p.addHelpOption();
    const QCommandLineOption version = p.addVersionOption();
    out.help = p.helpText();
    if (!p.parse(QStringList{QStringLiteral("felt-server")} + args)) return p.errorText();
    if (p.isSet(help)) {
        out.mode = ServerOptions::Mode::Help;
        return {};
    }
    if (p.isSet(version)) {
        out.mode = ServerOptions::Mode::Version;
        return {};
    }
    if (!p.positionalArguments().isEmpty())
        return QStringLiteral("unexpected argument: %1").arg(p.positionalArguments().first());
    QString error;
    RoomServerLimits& l = out.limits;
    int idleMinutes = l.idleRoomMs / 60000;
    int perSecond = static_cast<int>(l.client.perSecond);
    if (!readInt(p, QStringLiteral("port"), 0, 65535, out.port, error) ||
        !readInt(p, QStringLiteral("max-rooms"), 1, 100000, l.maxRooms, error) ||
        !readInt(p, QStringLiteral("max-rooms-per-address"), 1, 100000, l.maxRoomsPerCreator,
                 error) ||
        !readInt(p, QStringLiteral("max-players-per-room"), 1, kMaxSeats, l.maxPlayersPerRoom,
                 error) ||
        !readInt(p, QStringLiteral("max-connections"), 1, 1000000, l.maxConnections, error) ||
        !readInt(p, QStringLiteral("idle-minutes"), 1, 24 * 60, idleMinutes, error) ||
        !readInt(p, QStringLiteral("messages-per-second"), 1, 1000000, perSecond, error) ||
        !readInt(p, QStringLiteral("max-away-seconds"), 0, kMaxAwayWaitSeconds,
                 l.maxAwayWaitSeconds, error) ||
        !readInt(p, QStringLiteral("away-seconds"), 0, kMaxAwayWaitSeconds,
                 l.defaultAwayWaitSeconds, error) ||
        !readInt(p, QStringLiteral("think-threads"), 1, 64, l.thinkThreads, error) ||
        !readInt(p, QStringLiteral("tables"), 1, 100000, out.bench.tables, error) ||
        !readInt(p, QStringLiteral("seconds"), 1, 24 * 3600, out.bench.seconds, error) ||
        !readInt(p, QStringLiteral("pace-ms"), 0, 60000, out.bench.paceMs, error))
        return error;
    l.idleRoomMs = idleMinutes * 60000;
    if (p.isSet(QStringLiteral("messages-per-second"))) {
        l.client.perSecond = perSecond;
        l.client.burst = 2.0 * perSecond;
    }
    l.publicRooms = p.isSet(QStringLiteral("public-rooms"));
    if (l.defaultAwayWaitSeconds > l.maxAwayWaitSeconds)
        return QStringLiteral("--away-seconds is longer than --max-away-seconds");
    if (p.isSet(QStringLiteral("stand-in"))) {
        l.defaultStandInLevel = p.value(QStringLiteral("stand-in")).toStdString();
        const std::vector<std::string> levels = playerLevels();
        if (std::find(levels.begin(), levels.end(), l.defaultStandInLevel) == levels.end()) {
            QStringList names;
            for (const std::string& level : levels) names << QString::fromStdString(level);
            return QStringLiteral("--stand-in takes one of: %1")
                .arg(names.join(QStringLiteral(", ")));
        }
    }
    out.stateDir = p.value(QStringLiteral("state-dir"));
    if (p.isSet(QStringLiteral("address")) &&
        !out.address.setAddress(p.value(QStringLiteral("address"))))
        return QStringLiteral("--address: not an IP address: %1")
            .arg(p.value(QStringLiteral("address")));
    out.cert = p.value(QStringLiteral("cert"));
    out.key = p.value(QStringLiteral("key"));
    if (out.cert.isEmpty() != out.key.isEmpty())
        return QStringLiteral("--cert and --key go together");
    out.bench.game = p.value(QStringLiteral("game")).toStdString();
    if (p.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        out.bench.seed = p.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok) return QStringLiteral("--seed takes a whole number");
    }
    if (p.isSet(QStringLiteral("bench"))) {
        out.mode = ServerOptions::Mode::Bench;
    } else if (p.isSet(QStringLiteral("clients-only"))) {
        out.mode = ServerOptions::Mode::Clients;
        out.bench.url = p.value(QStringLiteral("clients-only"));
    } else if (out.port < 0) {
        return QStringLiteral("--port is needed (0: any free port)");
    }
    return {};
}

}  // namespace felt::net
