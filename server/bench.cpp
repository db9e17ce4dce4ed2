#include "bench.h"

#include <malloc.h>
#include <sys/resource.h>
#include <QAbstractEventDispatcher>
#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <cmath>
#include <cstdio>

#include "room_server.h"

namespace felt::net {

long rssAnonKb() {
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith("RssAnon:")) return line.mid(8).trimmed().split(' ').value(0).toLong();
    return -1;
}

long raiseFileLimit() {
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return -1;
    if (limit.rlim_cur < limit.rlim_max) {
        limit.rlim_cur = limit.rlim_max;
        setrlimit(RLIMIT_NOFILE, &limit);
        getrlimit(RLIMIT_NOFILE, &limit);
    }
    return static_cast<long>(limit.rlim_cur);
}

namespace {

double cpuSeconds() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

}  // namespace

int runBench(const ServerOptions& options) {
    const BenchOptions& bench = options.bench;
    const long files = raiseFileLimit();
    // Two sockets a connection on this machine (server and client side, in two
    // processes), four clients a table and one more while a room is created.
    if (files > 0 && files < 5L * bench.tables + 64)
        std::fprintf(stderr, "felt-server: %ld open files allowed, %d tables may need more\n",
                     files, bench.tables);
    RoomServerLimits limits = options.limits;
    limits.maxRooms = 2 * bench.tables + 16;
    limits.maxRoomsPerCreator = limits.maxRooms;  // every client comes from 127.0.0.1
    limits.maxConnections = 6 * bench.tables + 64;
    limits.finishedRoomMs = 1000;
    if (bench.paceMs == 0) {
        // As fast as they can is faster than people: past the flood limit.
        limits.client.burst = 1e9;
        limits.client.perSecond = 1e9;
    }
    RoomServer server(limits);
    if (const QString error = server.listen(QHostAddress::LocalHost); !error.isEmpty()) {
        std::fprintf(stderr, "felt-server: cannot listen on 127.0.0.1: %s\n", qPrintable(error));
        return 1;
    }
    const long rssBefore = rssAnonKb();
    long rssOpened = -1;
    long rssTrimmed = -1;
    double cpuOpened = 0;
    int status = 1;
    QJsonObject clients;

    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QStringList args{
        QStringLiteral("--clients-only"), QStringLiteral("ws://127.0.0.1:%1").arg(server.port()),
        QStringLiteral("--tables"),       QString::number(bench.tables),
        QStringLiteral("--seconds"),      QString::number(bench.seconds),
        QStringLiteral("--pace-ms"),      QString::number(bench.paceMs),
        QStringLiteral("--seed"),         QString::number(bench.seed)};
    if (!bench.game.empty()) args << QStringLiteral("--game") << QString::fromStdString(bench.game);
    QObject::connect(&child, &QProcess::readyReadStandardOutput, &child, [&] {
        while (child.canReadLine()) {
            const QByteArray line = child.readLine().trimmed();
            if (line == "opened") {
                // Every table is open and playing: the server's memory for them.
                rssOpened = rssAnonKb();
                // What of that is the allocator's free memory it has not
                // given back (the opening's handshakes, for one).
                malloc_trim(0);
                rssTrimmed = rssAnonKb();
                cpuOpened = cpuSeconds();
            } else if (line.startsWith('{')) {
                clients = QJsonDocument::fromJson(line).object();
            }
        }
    });
    QObject::connect(&child, &QProcess::finished, &child, [&](int code, QProcess::ExitStatus how) {
        status = how == QProcess::NormalExit ? code : 1;
        QCoreApplication::quit();
    });
    QObject::connect(&child, &QProcess::errorOccurred, &child, [&](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart) {
            std::fprintf(stderr, "felt-server: cannot start the clients' process\n");
            QCoreApplication::quit();
        }
    });
    child.start(QCoreApplication::applicationFilePath(), args);
    QCoreApplication::exec();
    if (status != 0 || clients.isEmpty() || rssOpened < 0) {
        std::fprintf(stderr, "felt-server: the benchmark's clients failed (status %d)\n", status);
        return 1;
    }
    const double seconds = clients.value(QStringLiteral("seconds")).toDouble();
    QJsonObject out;
    out.insert(QStringLiteral("tables"), bench.tables);
    out.insert(QStringLiteral("pace_ms"), bench.paceMs);
    out.insert(QStringLiteral("seconds"), seconds);
    for (const char* key : {"actions_per_s", "p50_ms", "p99_ms", "max_ms", "actions", "games_ended",
                            "refused", "errors"})
        out.insert(QLatin1String(key), clients.value(QLatin1String(key)));
    out.insert(QStringLiteral("kb_per_table"),
               std::round(10.0 * double(rssOpened - rssBefore) / bench.tables) / 10.0);
    out.insert(QStringLiteral("kb_per_table_trimmed"),
               std::round(10.0 * double(rssTrimmed - rssBefore) / bench.tables) / 10.0);
    // The server's share of one core while measured (the clients are not in
    // it), and its CPU time per action: on a shared machine the latencies
    // include waiting for a core, the CPU time hardly does.
    const double serverCpu = cpuSeconds() - cpuOpened;
    const double actions = clients.value(QStringLiteral("actions")).toDouble();
    out.insert(QStringLiteral("server_cpu_pct"),
               seconds > 0 ? std::round(1000.0 * serverCpu / seconds) / 10.0 : 0.0);
    out.insert(QStringLiteral("server_cpu_ms_per_action"),
               actions > 0 ? std::round(1000.0 * 1000.0 * serverCpu / actions) / 1000.0 : 0.0);
    out.insert(QStringLiteral("clients_cpu_pct"), clients.value(QStringLiteral("cpu_pct")));
    out.insert(QStringLiteral("open_files_limit"), static_cast<double>(files));
    // Which event loop served the sockets (main.cpp chooses Qt's own).
    out.insert(QStringLiteral("event_loop"),
               QLatin1String(QAbstractEventDispatcher::instance()->metaObject()->className()));
    std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
    return 0;
}

}  // namespace felt::net
