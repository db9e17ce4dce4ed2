// felt-server: Felt's dedicated server (many rooms on one port), or its load
// benchmark. The work is in room_server.* and bench*.*.
#include <QCoreApplication>
#include <cstdio>

#include "bench.h"
#include "room_server.h"
#include "server_options.h"

using namespace felt::net;

int main(int argc, char* argv[]) {
    // Qt's GLib event loop searches a list of every socket each time a
    // socket starts or stops waiting to write, which each message sent
    // does: with thousands of connections that cost a tenth of the server's
    // time, and p99 grew about fourfold (docs/performance.md). Qt's own loop
    // finds them by descriptor. A choice made in the environment wins.
    if (!qEnvironmentVariableIsSet("QT_NO_GLIB")) qputenv("QT_NO_GLIB", "1");
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("felt-server"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FELT_VERSION));
    ServerOptions options;
    if (const QString error = parseServerOptions(app.arguments().mid(1), options);
        !error.isEmpty()) {
        std::fprintf(stderr, "felt-server: %s\nfelt-server --help lists the options.\n",
                     qPrintable(error));
        return 2;
    }
    switch (options.mode) {
        case ServerOptions::Mode::Help:
            std::fputs(qPrintable(options.help), stdout);
            return 0;
        case ServerOptions::Mode::Version:
            std::printf("felt-server %s\n", FELT_VERSION);
            return 0;
        case ServerOptions::Mode::Bench:
            return runBench(options);
        case ServerOptions::Mode::Clients:
            return runBenchClients(options.bench);
        case ServerOptions::Mode::Serve:
            break;
    }
    RoomServer server(options.limits);
    if (!options.cert.isEmpty()) {
        QSslConfiguration tls;
        if (const QString error = loadTls(options.cert, options.key, tls); !error.isEmpty()) {
            std::fprintf(stderr, "felt-server: %s\n", qPrintable(error));
            return 1;
        }
        server.useTls(tls);
    }
    server.onLog = [](const QString& line) { std::fprintf(stderr, "%s\n", qPrintable(line)); };
    if (!options.stateDir.isEmpty()) {
        if (const QString error = server.useStateDir(options.stateDir); !error.isEmpty()) {
            std::fprintf(stderr, "felt-server: %s\n", qPrintable(error));
            return 1;
        }
    }
    if (const QString error = server.listen(options.address, quint16(options.port));
        !error.isEmpty()) {
        std::fprintf(stderr, "felt-server: cannot listen on port %d: %s\n", options.port,
                     qPrintable(error));
        return 1;
    }
    // The port on stdout, alone on its line: scripts and tests start it with --port 0.
    std::printf("felt-server listening on %s://%s port %u\n", server.secure() ? "wss" : "ws",
                qPrintable(options.address.toString()), server.port());
    std::fflush(stdout);
    return app.exec();
}
