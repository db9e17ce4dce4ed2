// felt-server's bots and saved rooms in process, on 127.0.0.1: a room created
// with two bot seats plays to the end with one person (its bots thinking on
// the server's one ThinkPool); impossible bot requests are refused; with a
// state directory a room is saved after each change, its file never holds the
// secret people hold, a new server on the same directory reopens it and the
// person takes the seat back with the same view; a finished room's file goes;
// an unreadable file is set aside with a log line.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "net/net_client.h"
#include "room_server.h"
#include "server_helpers.h"
#include "server_messages.h"

using namespace felt;
using namespace felt::net;
using namespace felt::net::testing;

namespace {

constexpr int kMaxActions = 20000;

RoomServerLimits fastLimits() {
    RoomServerLimits limits;
    limits.client.burst = 1e6;  // this client acts as fast as it can
    limits.client.perSecond = 1e6;
    limits.sweepMs = 50;
    return limits;
}

// Plays a random legal move whenever it is `c`'s turn, until `stop()` says so.
void autoplay(NetClient& c, int& actions, std::function<bool()> stop = {}) {
    auto state = std::make_shared<std::uint64_t>(99);
    c.onMessage = [&c, &actions, state, stop](const QByteArray&, const HostMessage& m) {
        const auto* moves = std::get_if<WireMoves>(&m);
        if (!moves || moves->toAct != c.seat() || actions >= kMaxActions) return;
        if (stop && stop()) {
            c.setProperty("waiting", true);  // its turn came after the last move
            return;
        }
        std::vector<std::string> texts;
        for (const WireMove& mv : moves->moves)
            if (mv.withheldBecause.empty()) texts.push_back(mv.text);
        if (texts.empty()) return;
        *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
        ++actions;
        c.act(texts[(*state >> 33) % texts.size()]);
    };
}

QStringList savedRooms(const QString& dir) {
    return QDir(dir).entryList({QStringLiteral("room-*.json")}, QDir::Files);
}

}  // namespace

class TestNetworkServerBots : public QObject {
    Q_OBJECT
private slots:
    void twoBotsAndAPersonPlayToTheEnd();
    void impossibleBots();
    void droppedSeatGetsTheRoomsStandIn();
    void savedRoomReopens();
    void unreadableSaveIsSetAside();
};

void TestNetworkServerBots::twoBotsAndAPersonPlayToTheEnd() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    RoomServer server(fastLimits());
    QCOMPARE(server.useStateDir(dir.path()), QString());
    QCOMPARE(server.listen(QHostAddress::LocalHost), QString());
    std::string error;
    const std::string room =
        createRoom(urlOf(server),
                   Create{"jabberwocky", 3, {}, {{1, "beginner"}, {2, "casual"}}, 5, ""}, &error);
    QVERIFY2(!room.empty(), error.c_str());
    QCOMPARE(savedRooms(dir.path()).size(), 1);

    NetClient ann;
    int actions = 0;
    autoplay(ann, actions);
    ann.join(urlOf(server), Hello{room, "Ann", -1, ""});
    QTRY_VERIFY(ann.welcome());
    QCOMPARE(ann.seat(), 0);  // the only seat left for a person
    QTRY_VERIFY(ann.seats().started);
    const std::vector<WireSeat>& seats = ann.seats().seats;
    QCOMPARE(seats.at(1).kind, std::string("bot"));
    QCOMPARE(seats.at(1).level, std::string("beginner"));
    QCOMPARE(seats.at(2).level, std::string("casual"));
    QTRY_VERIFY_WITH_TIMEOUT(ann.result().has_value() || actions >= kMaxActions, 240000);
    QVERIFY2(ann.result().has_value(), "the game did not end");
    QVERIFY(ann.errors().empty() && ann.refusals().empty() && ann.unreadable().empty());
    QVERIFY(server.thinks() > 0);  // the bots thought on the server's pool
    // A finished room has nothing to come back to: its file is gone.
    QTRY_COMPARE(savedRooms(dir.path()).size(), 0);
}

void TestNetworkServerBots::impossibleBots() {
    RoomServerLimits limits;
    limits.maxAwayWaitSeconds = 120;
    RoomServer server(limits);
    QCOMPARE(server.listen(QHostAddress::LocalHost), QString());
    struct Case {
        Create create;
        const char* says;
    };
    const std::vector<Case> cases = {
        {{"jabberwocky", 3, {}, {{1, "grandmaster"}}}, "no bot level \"grandmaster\""},
        {{"jabberwocky", 3, {}, {{3, "casual"}}}, "there is no seat 3"},
        {{"madjack", 2, {}, {{0, "casual"}, {1, "casual"}}}, "only bots"},
        {{"jabberwocky", 3, {}, {{1, "casual"}, {1, "strong"}}}, "named twice"},
        {{"jabberwocky", 3, {}, {}, -1, "random"}, "no bot level \"random\""},
        {{"jabberwocky", 3, {}, {}, 121}, "at most 120 seconds"},
    };
    RawClient c(urlOf(server));
    QTRY_VERIFY(c.open());
    for (std::size_t i = 0; i < cases.size(); ++i) {
        c.send(encode(cases[i].create));
        QTRY_COMPARE(c.errors.size(), i + 1);
        QCOMPARE(c.errors[i].code, std::string("create"));
        QVERIFY2(QString::fromStdString(c.errors[i].message).contains(cases[i].says),
                 c.errors[i].message.c_str());
    }
    QCOMPARE(server.rooms(), 0);
    QVERIFY(c.open());  // a refused create is no reason to hang up
    c.send(encode(Create{"jabberwocky", 3, {}, {{2, "expert"}}, 120, "strong"}));
    QTRY_VERIFY(c.created.size() + c.errors.size() > cases.size());
    QVERIFY2(c.created.size() == 1, c.errors.back().message.c_str());
}

// The room's own wait and stand-in level, as its create asked: Bob drops, a
// Beginner bot plays his seat after the room's wait of 1 s and the game goes on.
void TestNetworkServerBots::droppedSeatGetsTheRoomsStandIn() {
    RoomServer server(fastLimits());
    QCOMPARE(server.listen(QHostAddress::LocalHost), QString());
    const std::string room =
        createRoom(urlOf(server), Create{"jabberwocky", 3, {}, {{2, "casual"}}, 1, "beginner"});
    QVERIFY(!room.empty());
    NetClient ann;
    auto bob = std::make_unique<NetClient>();
    int actions = 0;
    autoplay(ann, actions);
    ann.join(urlOf(server), Hello{room, "Ann", -1, ""});
    bob->join(urlOf(server), Hello{room, "Bob", -1, ""});
    QTRY_VERIFY(ann.seats().started && bob->seat() >= 0);
    const int seat = bob->seat();
    bob.reset();  // gone without a word
    QTRY_VERIFY(ann.seats().seats.at(static_cast<std::size_t>(seat)).standIn);
    QCOMPARE(ann.seats().seats.at(static_cast<std::size_t>(seat)).level, std::string("beginner"));
    QTRY_VERIFY_WITH_TIMEOUT(ann.result().has_value() || actions >= kMaxActions, 240000);
    QVERIFY2(ann.result().has_value(), "the game did not end with the stand-in");
}

void TestNetworkServerBots::savedRoomReopens() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    std::string room;
    std::string token;
    std::optional<WireState> before;
    int seat = -1;
    {
        RoomServer server(fastLimits());
        QCOMPARE(server.useStateDir(dir.path()), QString());
        QCOMPARE(server.listen(QHostAddress::LocalHost), QString());
        room = createRoom(urlOf(server), Create{"jabberwocky", 3, {}, {{2, "beginner"}}, -1, ""});
        QVERIFY(!room.empty());
        NetClient ann, bob;
        int actions = 0;
        // A few moves, then Ann stops on her turn: nothing moves after that.
        // (Bob plays on until then: had he stopped too, a turn of his could
        // come first and nobody would move.)
        auto enough = [&] { return actions >= 6; };
        autoplay(ann, actions, enough);
        autoplay(bob, actions);
        ann.join(urlOf(server), Hello{room, "Ann", -1, ""});
        bob.join(urlOf(server), Hello{room, "Bob", -1, ""});
        // Waited for on Ann's own mark, not on what she last heard: an act of
        // hers or Bob's can be in flight while her last message still says
        // it is her turn, and the server saves that move before she hears it.
        QTRY_VERIFY_WITH_TIMEOUT(ann.property("waiting").toBool(), 60000);
        QCOMPARE(ann.moves().toAct, ann.seat());
        QVERIFY(ann.state().has_value());
        before = ann.state();
        token = ann.token();
        seat = ann.seat();
        const QStringList files = savedRooms(dir.path());
        QCOMPARE(files.size(), 1);
        QFile file(QDir(dir.path()).filePath(files[0]));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray saved = file.readAll();
        QVERIFY(!saved.contains(QByteArray::fromStdString(room)));  // only its hash
        QVERIFY(saved.contains(QByteArray::fromStdString(token)));  // seats come back by token
        QCOMPARE(file.permissions() & (QFileDevice::ReadOther | QFileDevice::ReadGroup),
                 QFileDevice::Permissions());
    }
    // A new server on the same directory: the room is back, Ann takes her
    // seat again with her token and sees the table as she left it.
    RoomServer server(fastLimits());
    QStringList log;
    server.onLog = [&log](const QString& line) { log << line; };
    QCOMPARE(server.useStateDir(dir.path()), QString());
    QCOMPARE(server.listen(QHostAddress::LocalHost), QString());
    QCOMPARE(server.rooms(), 1);
    QVERIFY2(log.join('\n').contains("room 1 reopened: jabberwocky, 3 players"),
             qPrintable(log.join('\n')));
    NetClient again;
    again.join(urlOf(server), Hello{room, "Ann", -1, token});
    QTRY_VERIFY(again.welcome() && again.state());
    QCOMPARE(again.seat(), seat);
    QVERIFY(*again.state() == *before);
    QTRY_COMPARE(again.moves().toAct, seat);
    // Someone without the secret still gets nowhere; a wrong token neither.
    RawClient thief(urlOf(server));
    QTRY_VERIFY(thief.open());
    thief.send(encode(Hello{room, "Eve", -1, newSecret()}));
    QTRY_VERIFY(thief.hasError("token"));
}

void TestNetworkServerBots::unreadableSaveIsSetAside() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString junk = QDir(dir.path()).filePath(QStringLiteral("room-junk.json"));
    const QString other = QDir(dir.path()).filePath(QStringLiteral("room-other.json"));
    for (const auto& [path, text] :
         {std::pair{junk, QByteArray("{\"felt\": \"felt-server room\", \"ver")},
          std::pair{other, QByteArray(R"({"felt":"something else","version":1})")}}) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    }
    RoomServer server;
    QStringList log;
    server.onLog = [&log](const QString& line) { log << line; };
    QCOMPARE(server.useStateDir(dir.path()), QString());
    QCOMPARE(server.rooms(), 0);
    QCOMPARE(log.size(), 2);
    QVERIFY2(log.join('\n').contains("saved room room-junk.json skipped: not JSON"),
             qPrintable(log.join('\n')));
    QVERIFY(QFile::exists(junk + ".unreadable") && !QFile::exists(junk));
    QVERIFY(QFile::exists(other + ".unreadable"));
}

QTEST_GUILESS_MAIN(TestNetworkServerBots)
#include "tst_network_server_bots.moc"
