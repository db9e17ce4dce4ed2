// The real felt-server binary as a separate process on 127.0.0.1: it prints
// the free port it chose, a room is created over a socket, three NetClients
// join it and play a whole game to the end, and the finished room closes.
// Every wait is for a condition, with a generous ceiling.
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>

#include "net/net_client.h"
#include "network/privacy_check.h"
#include "server_messages.h"

using namespace felt;
using namespace felt::net;

namespace {

constexpr int kMaxActions = 20000;  // a game of Jabberwocky ends far sooner

// Sends one request on a fresh connection and returns the server's reply.
std::optional<ServerReply> ask(const QUrl& url, const QByteArray& request) {
    QWebSocket socket;
    std::optional<ServerReply> reply;
    QObject::connect(&socket, &QWebSocket::connected,
                     [&] { socket.sendTextMessage(QString::fromUtf8(request)); });
    QObject::connect(&socket, &QWebSocket::textMessageReceived, [&](const QString& text) {
        ServerReply r;
        if (readServerReply(text.toUtf8(), r).empty()) reply = r;
    });
    socket.open(url);
    if (!QTest::qWaitFor([&] { return reply.has_value(); }, 20000)) return std::nullopt;
    return reply;
}

// Starts the binary with `args` on 127.0.0.1 and returns its URL (empty when
// it did not say it listens).
QUrl startServer(QProcess& server, const QStringList& args) {
    server.setProcessChannelMode(QProcess::SeparateChannels);
    server.start(QStringLiteral(FELT_SERVER_BIN),
                 QStringList{"--port", "0", "--address", "127.0.0.1"} + args);
    if (!server.waitForStarted(20000)) return {};
    if (!QTest::qWaitFor(
            [&] { return server.canReadLine() || server.state() != QProcess::Running; }, 20000))
        return {};
    const QString line = QString::fromUtf8(server.readLine()).trimmed();
    if (!line.startsWith("felt-server listening on ws://127.0.0.1 port ")) return {};
    return QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(line.section(' ', -1).toInt()));
}

}  // namespace

class TestNetworkServerProcess : public QObject {
    Q_OBJECT
private slots:
    void wholeGameAgainstTheBinary();
    void refusesBadArguments();
    void killedAndRestarted();
};

void TestNetworkServerProcess::wholeGameAgainstTheBinary() {
    QProcess server;
    server.setProcessChannelMode(QProcess::SeparateChannels);
    // Clients here act as fast as they can: past a person's message rate.
    server.start(QStringLiteral(FELT_SERVER_BIN),
                 {"--port", "0", "--address", "127.0.0.1", "--messages-per-second", "100000"});
    QVERIFY2(server.waitForStarted(20000), qPrintable(server.errorString()));
    QString line;
    QTRY_VERIFY_WITH_TIMEOUT(server.canReadLine() || server.state() != QProcess::Running, 20000);
    line = QString::fromUtf8(server.readLine()).trimmed();
    QVERIFY2(line.startsWith("felt-server listening on ws://127.0.0.1 port "), qPrintable(line));
    const int port = line.section(' ', -1).toInt();
    QVERIFY(port > 0);
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(port));

    const auto created = ask(url, encode(Create{"jabberwocky", 3, {}}));
    QVERIFY(created && std::holds_alternative<Created>(*created));
    const std::string room = std::get<Created>(*created).room;

    std::vector<std::unique_ptr<NetClient>> clients;
    int actions = 0;
    std::uint64_t choice = 12345;
    for (int i = 0; i < 3; ++i) clients.push_back(std::make_unique<NetClient>());
    for (int i = 0; i < 3; ++i) {
        NetClient* c = clients[static_cast<std::size_t>(i)].get();
        c->onMessage = [c, &choice, &actions](const QByteArray&, const HostMessage& m) {
            const auto* moves = std::get_if<WireMoves>(&m);
            if (!moves || moves->toAct != c->seat() || actions >= kMaxActions) return;
            const std::string text = felt::net::test::pickMove(*moves, choice);
            if (text.empty()) return;
            ++actions;
            c->act(text);
        };
        c->join(url, Hello{room, "Player " + std::to_string(i + 1), -1, ""});
    }
    auto everyoneDone = [&] {
        for (auto& c : clients)
            if (!c->result()) return false;
        return true;
    };
    QTRY_VERIFY_WITH_TIMEOUT(everyoneDone() || actions >= kMaxActions, 240000);
    QVERIFY2(everyoneDone(), "the game did not end");
    for (auto& c : clients) {
        QVERIFY(*c->result() == *clients[0]->result());
        QVERIFY(c->moves().moves.empty());
        QVERIFY(c->refusals().empty());
        QVERIFY(c->errors().empty());
        QVERIFY(c->unreadable().empty());
        bool sawEnd = false;
        for (const WireEvent& e : c->events()) sawEnd = sawEnd || e.kind == "gameEnd";
        QVERIFY(sawEnd);
    }
    // A finished game's room is no longer listed; once everyone has left it
    // is closed (the server says so on stderr, without the secret).
    std::optional<ServerReply> list = ask(url, encode(ListRooms{}));
    QVERIFY(list && std::holds_alternative<RoomList>(*list));
    QCOMPARE(std::get<RoomList>(*list).total, 0);
    QString log;
    for (auto& c : clients) c->close();
    QTRY_VERIFY_WITH_TIMEOUT((log += QString::fromUtf8(server.readAllStandardError()))
                                 .contains("room 1 closed: the game is over (0 rooms)"),
                             30000);
    QVERIFY2(log.contains("room 1 opened: jabberwocky, 3 players"), qPrintable(log));
    QVERIFY2(!log.contains(QString::fromStdString(room)), "the log shows a room's secret");
    server.terminate();
    QVERIFY(server.waitForFinished(20000));
}

void TestNetworkServerProcess::refusesBadArguments() {
    for (const QStringList& args : {QStringList{}, QStringList{"--port", "70000"},
                                    QStringList{"--port", "0", "--cert", "x.pem"},
                                    QStringList{"--port", "0", "--max-players-per-room", "0"}}) {
        QProcess p;
        p.start(QStringLiteral(FELT_SERVER_BIN), args);
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardError().startsWith("felt-server: "));
    }
    QProcess version;
    version.start(QStringLiteral(FELT_SERVER_BIN), {"--version"});
    QVERIFY(version.waitForFinished(20000));
    QVERIFY(version.readAllStandardOutput().startsWith("felt-server "));
}

// The server is killed mid-game (no chance to save anything more) and
// started again on the same state directory: the room is back, the person
// rejoins with the token and sees the same view, and the game goes on to
// its end. A corrupt file in the directory is skipped with a log line.
void TestNetworkServerProcess::killedAndRestarted() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QStringList args{"--state-dir", dir.path(), "--messages-per-second", "100000"};
    QProcess first;
    const QUrl url = startServer(first, args);
    QVERIFY(url.isValid() && !url.isEmpty());
    const auto created =
        ask(url, encode(Create{"jabberwocky", 3, {}, {{1, "beginner"}, {2, "beginner"}}, -1, ""}));
    QVERIFY(created && std::holds_alternative<Created>(*created));
    const std::string room = std::get<Created>(*created).room;

    auto ann = std::make_unique<NetClient>();
    int actions = 0;
    std::uint64_t choice = 777;
    NetClient* a = ann.get();
    bool waiting = false;  // Ann's turn came again after her third move
    a->onMessage = [a, &choice, &actions, &waiting](const QByteArray&, const HostMessage& m) {
        const auto* moves = std::get_if<WireMoves>(&m);
        if (!moves || moves->toAct != a->seat()) return;
        if (actions >= 3) {
            waiting = true;  // the bots have nothing to do: the table stands still
            return;
        }
        const std::string text = felt::net::test::pickMove(*moves, choice);
        if (text.empty()) return;
        ++actions;
        a->act(text);
    };
    a->join(url, Hello{room, "Ann", -1, ""});
    QTRY_VERIFY_WITH_TIMEOUT(waiting, 60000);
    const WireState before = *a->state();
    const std::string token = a->token();
    first.kill();
    QVERIFY(first.waitForFinished(20000));

    QFile junk(dir.filePath(QStringLiteral("room-junk.json")));
    QVERIFY(junk.open(QIODevice::WriteOnly));
    junk.write("{\"felt\":");
    junk.close();
    QProcess second;
    const QUrl again = startServer(second, args);
    QVERIFY(!again.isEmpty());
    QString log;
    QTRY_VERIFY_WITH_TIMEOUT((log += QString::fromUtf8(second.readAllStandardError()))
                                 .contains("room-junk.json skipped"),
                             20000);
    QVERIFY2(log.contains("room 1 reopened: jabberwocky, 3 players"), qPrintable(log));

    NetClient back;
    choice = 4242;
    back.onMessage = [&back, &choice, &actions](const QByteArray&, const HostMessage& m) {
        const auto* moves = std::get_if<WireMoves>(&m);
        if (!moves || moves->toAct != back.seat() || actions >= kMaxActions) return;
        const std::string text = felt::net::test::pickMove(*moves, choice);
        if (text.empty()) return;
        ++actions;
        back.act(text);
    };
    // The state as the new server sends it, before any move of this client.
    std::optional<WireState> first_view;
    QObject::connect(&back, &NetClient::updated, [&] {
        if (!first_view && back.state()) first_view = back.state();
    });
    ann.reset();
    back.join(again, Hello{room, "Ann", -1, token});
    QTRY_VERIFY_WITH_TIMEOUT(first_view.has_value(), 20000);
    QCOMPARE(back.seat(), 0);
    QVERIFY(*first_view == before);
    QTRY_VERIFY_WITH_TIMEOUT(back.result().has_value() || actions >= kMaxActions, 240000);
    QVERIFY2(back.result().has_value(), "the game did not end after the restart");
    QVERIFY(back.errors().empty() && back.refusals().empty());
    second.terminate();
    QVERIFY(second.waitForFinished(20000));
}

QTEST_GUILESS_MAIN(TestNetworkServerProcess)
#include "tst_network_server_process.moc"
