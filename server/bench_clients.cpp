// The benchmark's clients (felt-server --clients-only URL): rooms of four
// WebSocket clients that play seeded random legal moves at a person's pace.
#include <sys/resource.h>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QTimer>
#include <QWebSocket>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <deque>

#include "bench.h"
#include "catalog/registry.h"
#include "net/net_client.h"
#include "server_messages.h"

namespace felt::net {
namespace {

constexpr int kSeats = 4;
constexpr int kOpeningAtOnce = 64;  // tables joining at the same time (the listen queue is short)

struct Stats {
    QElapsedTimer clock;
    bool measuring = false;
    std::vector<double> latenciesMs;
    qint64 actions = 0;
    int refused = 0;
    int errors = 0;
    int gamesEnded = 0;
};

double cpuSeconds() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

// One table: creates its room, seats four clients, and when the game ends
// opens a new room, so the load stays the same however long it runs.
class BenchTable : public QObject {
public:
    BenchTable(QUrl url, std::string game, std::uint64_t seed, int paceMs, Stats& stats)
        : url_(std::move(url)),
          game_(std::move(game)),
          choice_(seed | 1),
          paceMs_(paceMs),
          stats_(stats) {}

    std::function<void()> onStarted;  // once, when its first game has begun
    std::function<void(const std::string&)> onFailed;

    void open() {
        auto* creator = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
        connect(creator, &QWebSocket::connected, creator, [this, creator] {
            creator->sendTextMessage(QString::fromUtf8(encode(Create{game_, kSeats, {}})));
        });
        connect(creator, &QWebSocket::textMessageReceived, creator,
                [this, creator](const QString& t) {
                    ServerReply reply;
                    const std::string why = readServerReply(t.toUtf8(), reply);
                    creator->close();
                    creator->deleteLater();
                    if (const auto* created = std::get_if<Created>(&reply); why.empty() && created)
                        join(created->room);
                    else if (onFailed)
                        onFailed(why.empty() ? std::get<WireError>(reply).message : why);
                });
        creator->open(url_);
    }

private:
    void join(const std::string& room) {
        for (int i = 0; i < kSeats; ++i) {
            auto* c = new NetClient(this);
            clients_[i] = c;
            sentNs_[i] = -1;
            c->onMessage = [this, i](const QByteArray&, const HostMessage& m) { take(i, m); };
            connect(c, &NetClient::refused, this, [this] { ++stats_.refused; });
            connect(c, &NetClient::errorReceived, this, [this] { ++stats_.errors; });
            c->join(url_, Hello{room, "Bench " + std::to_string(i + 1), -1, ""});
        }
    }

    void take(int i, const HostMessage& m) {
        NetClient* c = clients_[i];
        if (std::holds_alternative<WireEvents>(m) || std::holds_alternative<WireState>(m)) {
            // The first update after this client acted is its action's: its
            // events, or its new state when the action made no event it sees.
            if (sentNs_[i] >= 0 && stats_.measuring)
                stats_.latenciesMs.push_back(double(stats_.clock.nsecsElapsed() - sentNs_[i]) /
                                             1e6);
            sentNs_[i] = -1;
            if (std::holds_alternative<WireState>(m) && !started_ && ++statesSeen_ >= kSeats) {
                started_ = true;
                if (onStarted) onStarted();
            }
        } else if (const auto* moves = std::get_if<WireMoves>(&m)) {
            if (moves->toAct != c->seat()) return;
            std::vector<const std::string*> legal;
            for (const WireMove& move : moves->moves)
                if (move.withheldBecause.empty()) legal.push_back(&move.text);
            if (legal.empty()) return;
            choice_ = choice_ * 6364136223846793005ULL + 1442695040888963407ULL;
            const std::string text = *legal[(choice_ >> 33) % legal.size()];
            if (paceMs_ == 0) {
                act(i, text);
            } else {
                QPointer<NetClient> guard(c);
                QTimer::singleShot(paceMs_, this, [this, guard, i, text] {
                    if (guard && guard == clients_[i]) act(i, text);
                });
            }
        } else if (std::holds_alternative<WireResult>(m)) {
            if (i == 0) {
                ++stats_.gamesEnded;
                QTimer::singleShot(0, this, [this] { again(); });
            }
        }
    }

    void act(int i, const std::string& text) {
        sentNs_[i] = stats_.clock.nsecsElapsed();
        if (stats_.measuring) ++stats_.actions;
        clients_[i]->act(text);
    }

    // The game is over: leave the room (the server closes it) and open another.
    void again() {
        for (NetClient*& c : clients_) {
            if (!c) continue;
            c->onMessage = {};
            c->disconnect(this);
            c->close();
            c->deleteLater();
            c = nullptr;
        }
        open();
    }

    QUrl url_;
    std::string game_;
    std::uint64_t choice_;
    int paceMs_;
    Stats& stats_;
    NetClient* clients_[kSeats] = {};
    qint64 sentNs_[kSeats] = {-1, -1, -1, -1};
    int statesSeen_ = 0;
    bool started_ = false;
};

double percentile(std::vector<double>& v, double p) {
    if (v.empty()) return 0;
    const auto k =
        static_cast<std::size_t>(std::min<double>(double(v.size()) - 1, p * double(v.size())));
    std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(k), v.end());
    return std::round(100.0 * v[k]) / 100.0;
}

}  // namespace

int runBenchClients(const BenchOptions& options) {
    raiseFileLimit();
    std::vector<std::string> games;
    if (!options.game.empty()) {
        games.push_back(options.game);
    } else {
        for (const GameInfo& g : allGames())
            if (g.minPlayers <= kSeats && kSeats <= g.maxPlayers) games.push_back(g.id);
    }
    if (games.empty()) {
        std::fprintf(stderr, "felt-server: no game seats %d players\n", kSeats);
        return 1;
    }
    Stats stats;
    stats.clock.start();
    std::vector<std::unique_ptr<BenchTable>> tables;
    std::deque<BenchTable*> waiting;
    int started = 0;
    int status = 0;
    double cpuAtStart = 0;
    qint64 startNs = 0;
    const QUrl url(options.url);
    auto openNext = [&] {
        if (waiting.empty()) return;
        BenchTable* t = waiting.front();
        waiting.pop_front();
        t->open();
    };
    for (int i = 0; i < options.tables; ++i) {
        const std::string& game = games[static_cast<std::size_t>(i) % games.size()];
        auto table = std::make_unique<BenchTable>(
            url, game, options.seed * 1000003ULL + std::uint64_t(i), options.paceMs, stats);
        table->onStarted = [&] {
            if (++started < options.tables) {
                openNext();
                return;
            }
            // Every table plays: the server measures its memory, the clients their time.
            std::printf("opened\n");
            std::fflush(stdout);
            stats.measuring = true;
            cpuAtStart = cpuSeconds();
            startNs = stats.clock.nsecsElapsed();
            QTimer::singleShot(options.seconds * 1000, qApp, [] { QCoreApplication::quit(); });
        };
        table->onFailed = [&status](const std::string& why) {
            std::fprintf(stderr, "felt-server: a table could not be opened: %s\n", why.c_str());
            status = 1;
            QCoreApplication::quit();
        };
        waiting.push_back(table.get());
        tables.push_back(std::move(table));
    }
    for (int i = 0; i < kOpeningAtOnce; ++i) openNext();
    // Opening should take seconds; a server that never seats everyone fails the run.
    QTimer::singleShot(120000 + 500 * options.tables, qApp, [&] {
        if (stats.measuring) return;
        std::fprintf(stderr, "felt-server: only %d of %d tables started\n", started,
                     options.tables);
        status = 1;
        QCoreApplication::quit();
    });
    QCoreApplication::exec();
    if (status != 0) return status;
    const double seconds = double(stats.clock.nsecsElapsed() - startNs) / 1e9;
    QJsonObject out;
    out.insert(QStringLiteral("seconds"), std::round(10.0 * seconds) / 10.0);
    out.insert(QStringLiteral("actions"), double(stats.actions));
    out.insert(QStringLiteral("actions_per_s"),
               std::round(10.0 * double(stats.actions) / seconds) / 10.0);
    out.insert(QStringLiteral("p50_ms"), percentile(stats.latenciesMs, 0.50));
    out.insert(QStringLiteral("p99_ms"), percentile(stats.latenciesMs, 0.99));
    out.insert(QStringLiteral("max_ms"), percentile(stats.latenciesMs, 1.0));
    out.insert(QStringLiteral("games_ended"), stats.gamesEnded);
    out.insert(QStringLiteral("refused"), stats.refused);
    out.insert(QStringLiteral("errors"), stats.errors);
    out.insert(QStringLiteral("cpu_pct"),
               std::round(1000.0 * (cpuSeconds() - cpuAtStart) / seconds) / 10.0);
    std::printf("%s\n", QJsonDocument(out).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
    return 0;
}

}  // namespace felt::net
