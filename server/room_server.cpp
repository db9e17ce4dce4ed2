#include "room_server.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QPointer>
#include <QSslCertificate>
#include <QSslKey>
#include <QSslServer>
#include <QSslSocket>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>
#include <algorithm>
#include <chrono>

#include "catalog/record.h"
#include "games/game_info.h"
#include "net/host_messages.h"
#include "room_store.h"

namespace felt::net {
namespace {

// Rooms are found by their secret's hash: how long the lookup takes then
// says nothing about how close a guessed secret came (the host compares the
// secret itself again, in constant time).
QByteArray secretKey(const std::string& secret) {
    return QCryptographicHash::hash(QByteArrayView(secret.data(), qsizetype(secret.size())),
                                    QCryptographicHash::Sha256);
}

bool isLevel(const std::string& level) {
    const std::vector<std::string> levels = playerLevels();
    return std::find(levels.begin(), levels.end(), level) != levels.end();
}

std::string levelList() {
    std::string out;
    for (const std::string& l : playerLevels()) out += (out.empty() ? "" : ", ") + l;
    return out;
}

}  // namespace

QString loadTls(const QString& certPath, const QString& keyPath, QSslConfiguration& out) {
    if (!QSslSocket::supportsSsl()) return QStringLiteral("this Qt has no TLS backend");
    const QList<QSslCertificate> chain = QSslCertificate::fromPath(certPath, QSsl::Pem);
    if (chain.isEmpty()) return QStringLiteral("no PEM certificate in %1").arg(certPath);
    QFile keyFile(keyPath);
    if (!keyFile.open(QIODevice::ReadOnly))
        return QStringLiteral("cannot read the key %1: %2").arg(keyPath, keyFile.errorString());
    const QByteArray pem = keyFile.readAll();
    QSslKey key(pem, QSsl::Rsa, QSsl::Pem);
    if (key.isNull()) key = QSslKey(pem, QSsl::Ec, QSsl::Pem);
    if (key.isNull()) return QStringLiteral("no RSA or EC private key in %1").arg(keyPath);
    out = QSslConfiguration::defaultConfiguration();
    out.setLocalCertificateChain(chain);
    out.setPrivateKey(key);
    out.setPeerVerifyMode(
        QSslSocket::VerifyNone);  // clients are known by secrets, not certificates
    out.setProtocol(QSsl::TlsV1_2OrLater);
    return {};
}

RoomServer::RoomServer(RoomServerLimits limits, QObject* parent)
    : QObject(parent),
      limits_(limits),
      pool_(std::make_unique<ThinkPool>(limits_.thinkThreads)),
      server_(new QWebSocketServer(QStringLiteral("Felt"), QWebSocketServer::NonSecureMode, this)),
      handshakes_(new net::HandshakeGuard(limits_.helloTimeoutMs, this)) {
    server_->setMaxPendingConnections(limits_.maxConnections);
    server_->setHandshakeTimeout(limits_.helloTimeoutMs);
    connect(server_, &QWebSocketServer::newConnection, this, &RoomServer::onNewConnection);
    auto* sweeper = new QTimer(this);
    connect(sweeper, &QTimer::timeout, this, &RoomServer::sweep);
    sweeper->start(limits_.sweepMs);
}

RoomServer::~RoomServer() {
    // Hosts forget their clients before the sockets (children) go. The saved
    // rooms stay as they were (people away until they rejoin a restarted server).
    for (auto& [id, r] : rooms_) {
        r.host->onAction = nullptr;
        r.host->onSeatsChanged = nullptr;
    }
    for (auto& [socket, c] : conns_) {
        socket->disconnect(this);
        auto room = rooms_.find(c.room);
        if (room != rooms_.end()) room->second.host->disconnect(c.client);
    }
    conns_.clear();
}

void RoomServer::useTls(const QSslConfiguration& tls) {
    tls_ = std::make_unique<QSslConfiguration>(tls);
}

QString RoomServer::listen(const QHostAddress& address, quint16 port) {
    if (!listener_) {
        // The TLS handshake is done by QSslServer before the socket is handed
        // on, so the WebSocket side is the same either way.
        if (tls_) {
            auto* ssl = new QSslServer(this);
            ssl->setSslConfiguration(*tls_);
            ssl->setHandshakeTimeout(limits_.helloTimeoutMs);
            listener_ = ssl;
        } else {
            listener_ = new QTcpServer(this);
        }
        listener_->setMaxPendingConnections(limits_.maxConnections);
        // Many people arriving at once (a tournament, the benchmark) are queued, not refused.
        listener_->setListenBacklogSize(std::min(limits_.maxConnections, 1024));
        connect(listener_, &QTcpServer::pendingConnectionAvailable, this, &RoomServer::onNewSocket);
    }
    if (!listener_->listen(address, port)) return listener_->errorString();
    return {};
}

quint16 RoomServer::port() const {
    return listener_ ? listener_->serverPort() : 0;
}

qint64 RoomServer::now() const {
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

void RoomServer::log(const QString& line) const {
    if (onLog) onLog(line);
}

// As in NetServer: each connection sends at once (no Nagle delay between the
// several small messages of one update).
void RoomServer::onNewSocket() {
    while (QTcpSocket* socket = listener_->nextPendingConnection()) {
        // Connections still in their handshake count against the cap too.
        if (static_cast<int>(conns_.size()) + handshakes_->waiting() >= limits_.maxConnections) {
            socket->abort();
            socket->deleteLater();
            continue;
        }
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        handshakes_->watch(socket);
        server_->handleConnection(socket);
    }
}

void RoomServer::send(QWebSocket* socket, const QByteArray& bytes) {
    socket->sendTextMessage(QString::fromUtf8(bytes));
}

void RoomServer::closeSocket(QWebSocket* socket, const QString& reason) {
    // Later, from the event loop: a host may be in the middle of a message.
    QPointer<QWebSocket> guard(socket);
    QTimer::singleShot(0, this, [guard, reason] {
        if (guard) guard->close(QWebSocketProtocol::CloseCodePolicyViolated, reason);
    });
}

void RoomServer::refuse(QWebSocket* socket, Conn& c, const char* code, const std::string& message,
                        bool close) {
    send(socket, encode(WireError{code, message}));
    if (close || ++c.errors >= limits_.client.errorsBeforeClose)
        closeSocket(socket, QString::fromStdString(message));
}

void RoomServer::onNewConnection() {
    while (QWebSocket* socket = server_->nextPendingConnection()) {
        handshakes_->upgraded(*socket);
        socket->setParent(this);
        if (static_cast<int>(conns_.size()) >= limits_.maxConnections) {
            socket->close(QWebSocketProtocol::CloseCodeGoingAway, QStringLiteral("server busy"));
            socket->deleteLater();
            continue;
        }
        socket->setMaxAllowedIncomingMessageSize(2 * kMaxClientMessageBytes);
        socket->setMaxAllowedIncomingFrameSize(2 * kMaxClientMessageBytes);
        Conn& c = conns_.emplace(socket, Conn(limits_.client)).first->second;
        c.address = socket->peerAddress().toString();
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, socket](const QString& text) { onText(socket, text.toUtf8(), false); });
        connect(socket, &QWebSocket::binaryMessageReceived, this,
                [this, socket](const QByteArray& bytes) { onText(socket, bytes, true); });
        connect(socket, &QWebSocket::disconnected, this, [this, socket] { onGone(socket); });
        QTimer::singleShot(limits_.helloTimeoutMs, socket, [this, socket] {
            auto it = conns_.find(socket);
            if (it == conns_.end()) return;
            auto room = rooms_.find(it->second.room);
            if (room == rooms_.end() || room->second.host->seatOf(it->second.client) < 0)
                socket->close(QWebSocketProtocol::CloseCodePolicyViolated,
                              QStringLiteral("no hello in time"));
        });
    }
}

void RoomServer::onGone(QWebSocket* socket) {
    auto it = conns_.find(socket);
    if (it == conns_.end()) return;
    auto room = rooms_.find(it->second.room);
    if (room != rooms_.end()) {
        Room& r = room->second;
        r.host->disconnect(it->second.client);
        if (--r.connections == 0) r.emptySince = now();
    }
    conns_.erase(it);
    socket->deleteLater();
}

void RoomServer::onText(QWebSocket* socket, const QByteArray& bytes, bool binary) {
    auto it = conns_.find(socket);
    if (it == conns_.end()) return;
    Conn& c = it->second;
    auto room = rooms_.find(c.room);
    if (room == rooms_.end()) {
        lobby(socket, c, bytes, binary);
        return;
    }
    // In a room: the host reads everything itself (with its own rate limit).
    room->second.host->receive(c.client, bytes, binary);
    noteRoom(room->second, c);
}

// What a connection sends before it is in a room.
void RoomServer::lobby(QWebSocket* socket, Conn& c, const QByteArray& bytes, bool binary) {
    if (c.room != 0) return;  // its room was closed: it is on its way out
    if (!c.rate.allow(now())) {
        // Dropped unread; a connection that keeps flooding is closed.
        if (++c.dropped >= limits_.client.droppedBeforeClose)
            refuse(socket, c, "rate", "too many messages: goodbye", true);
        return;
    }
    if (binary) {
        refuse(socket, c, "protocol",
               "binary messages are not part of the protocol: send JSON text", true);
        return;
    }
    ServerRequest request;
    if (std::string why = readServerRequest(bytes, request); !why.empty()) {
        // Before a room nobody is owed patience (as at a table before the hello).
        refuse(socket, c, why == kActBeforeRoom ? "hello" : "protocol", why, true);
        return;
    }
    if (const auto* m = std::get_if<Create>(&request))
        create(socket, c, *m);
    else if (std::holds_alternative<ListRooms>(request))
        listRooms(socket);
    else if (const auto* m = std::get_if<Hello>(&request))
        enter(socket, c, *m);
}

void RoomServer::create(QWebSocket* socket, Conn& c, const Create& request) {
    if (rooms() >= limits_.maxRooms) {
        refuse(socket, c, "limit", "the server has as many rooms as it can hold: try later", false);
        return;
    }
    int mine = 0;
    for (const auto& [id, r] : rooms_) mine += r.creator == c.address ? 1 : 0;
    if (mine >= limits_.maxRoomsPerCreator) {
        refuse(socket, c, "limit",
               "you have " + std::to_string(mine) + " open rooms, the most one address may have",
               false);
        return;
    }
    if (request.players > limits_.maxPlayersPerRoom) {
        refuse(
            socket, c, "create",
            "a room here seats at most " + std::to_string(limits_.maxPlayersPerRoom) + " players",
            false);
        return;
    }
    if (const std::string why = checkBots(request); !why.empty()) {
        refuse(socket, c, "create", why, false);
        return;
    }
    HostSetup setup;
    setup.game = request.game;
    setup.players = request.players;
    setup.options = request.options;
    setup.awayWaitMs =
        std::int64_t{1000} *
        (request.awayWaitSeconds >= 0 ? request.awayWaitSeconds : limits_.defaultAwayWaitSeconds);
    setup.standInLevel =
        request.standInLevel.empty() ? limits_.defaultStandInLevel : request.standInLevel;
    // The table's own secret is never told: people hold another one, whose
    // hash is all the server keeps (room_store.h).
    const std::string secret = newSecret();
    auto host = std::make_unique<TableHost>(setup, limits_.client);
    if (!host->error().empty()) {
        refuse(socket, c, "create", host->error(), false);
        return;
    }
    host->setThinker(pool_->thinker());
    for (const CreateBot& bot : request.bots) {
        if (const std::string why = host->seatBot(bot.seat, bot.level); !why.empty()) {
            refuse(socket, c, "create", why, false);
            return;
        }
    }
    const quint64 id = addRoom(std::move(host), secretKey(secret), c.address);
    Room& r = rooms_[id];
    if (limits_.publicRooms) r.secret = secret;
    if (!stateDir_.isEmpty()) {
        r.file = newRoomFile(stateDir_);
        roomChanged(id);
    }
    send(socket, encode(Created{secret, r.game, r.players}));
    log(QStringLiteral("room %1 opened: %2, %3 players%4 (%5 rooms)")
            .arg(id)
            .arg(QString::fromStdString(r.game))
            .arg(r.players)
            .arg(request.bots.empty() ? QString()
                                      : QStringLiteral(", %1 bots").arg(request.bots.size()))
            .arg(rooms()));
}

// What a create asks of bots and waits, against the table and the server's limits.
std::string RoomServer::checkBots(const Create& request) const {
    std::set<int> seats;
    for (const CreateBot& bot : request.bots) {
        if (bot.seat >= request.players)
            return "there is no seat " + std::to_string(bot.seat) + " at a table of " +
                   std::to_string(request.players);
        if (!seats.insert(bot.seat).second)
            return "seat " + std::to_string(bot.seat) + " is named twice in bots";
        if (!isLevel(bot.level))
            return "no bot level \"" + bot.level + "\" (the levels: " + levelList() + ")";
    }
    if (static_cast<int>(seats.size()) >= request.players)
        return "a room needs at least one seat for a person, not only bots";
    if (!request.standInLevel.empty() && !isLevel(request.standInLevel))
        return "no bot level \"" + request.standInLevel + "\" (the levels: " + levelList() + ")";
    if (request.awayWaitSeconds > limits_.maxAwayWaitSeconds)
        return "a dropped seat waits at most " + std::to_string(limits_.maxAwayWaitSeconds) +
               " seconds on this server";
    return {};
}

quint64 RoomServer::addRoom(std::unique_ptr<TableHost> host, const QByteArray& key,
                            const QString& creator) {
    const quint64 id = nextRoom_++;
    Room& r = rooms_[id];
    r.key = key;
    r.host = std::move(host);
    r.game = r.host->gameId();
    r.players = r.host->setup().players;
    r.creator = creator;
    r.emptySince = now();
    const std::vector<WireSeat> seats = r.host->seats();
    for (std::size_t s = 0; s < seats.size(); ++s)
        if (seats[s].taken) r.taken.insert(static_cast<int>(s));
    bySecret_.insert(r.key, id);
    // Bots' moves and seat changes come from the host itself, not only from
    // a client's message: each is saved, and a game that ended is noted.
    r.host->onAction = [this, id] { roomChanged(id); };
    r.host->onSeatsChanged = [this, id] { roomChanged(id); };
    return id;
}

void RoomServer::roomChanged(quint64 id) {
    auto room = rooms_.find(id);
    if (room == rooms_.end()) return;
    Room& r = room->second;
    const bool over = r.host->state().isTerminal();
    if (over && r.finishedAt < 0) r.finishedAt = now();
    if (r.file.isEmpty()) return;
    if (over) {
        // Nothing to come back to after a restart.
        QFile::remove(r.file);
        r.file.clear();
        return;
    }
    if (const std::string why = saveRoom(r.file, *r.host, r.key, r.secret, r.creator); !why.empty())
        log(QStringLiteral("room %1 not saved: %2").arg(id).arg(QString::fromStdString(why)));
}

QString RoomServer::useStateDir(const QString& dir) {
    QDir d(dir);
    if (!d.exists() && !QDir().mkpath(dir)) return QStringLiteral("cannot make %1").arg(dir);
    QFile::setPermissions(dir,
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    stateDir_ = d.absolutePath();
    reopenRooms();
    return {};
}

// Every saved room comes back with its people away (until they rejoin with
// their tokens or the wait gives their seats to bots) and its bots resuming.
void RoomServer::reopenRooms() {
    const QStringList files =
        QDir(stateDir_).entryList({QStringLiteral("room-*.json")}, QDir::Files, QDir::Name);
    for (const QString& name : files) {
        const QString path = QDir(stateDir_).filePath(name);
        QFile file(path);
        StoredRoom stored;
        std::string why;
        if (!file.open(QIODevice::ReadOnly))
            why = file.errorString().toStdString();
        else
            why = loadRoom(file.read(2 * qint64(kMaxRecordBytes) + 1), stored, limits_.client);
        file.close();
        if (why.empty() && bySecret_.contains(stored.key)) why = "the same room twice";
        if (!why.empty()) {
            // Set aside, not deleted: the operator may want to look at it.
            QFile::rename(path, path + QStringLiteral(".unreadable"));
            log(QStringLiteral("saved room %1 skipped: %2").arg(name, QString::fromStdString(why)));
            continue;
        }
        if (stored.host->state().isTerminal()) {
            QFile::remove(path);
            continue;
        }
        const quint64 id = addRoom(std::move(stored.host), stored.key, stored.creator);
        Room& r = rooms_[id];
        r.secret = limits_.publicRooms ? stored.secret : std::string();
        r.file = path;
        r.host->setThinker(pool_->thinker());  // bots due to move resume
        log(QStringLiteral("room %1 reopened: %2, %3 players (%4 rooms)")
                .arg(id)
                .arg(QString::fromStdString(r.game))
                .arg(r.players)
                .arg(rooms()));
    }
}

void RoomServer::listRooms(QWebSocket* socket) {
    RoomList list;
    for (const auto& [id, r] : rooms_) {
        if (r.finishedAt >= 0) continue;  // over: nothing to join
        ++list.total;
        if (static_cast<int>(list.rooms.size()) >= kMaxListedRooms) continue;
        ListedRoom room;
        room.game = r.game;
        room.players = r.players;
        room.free = r.players - static_cast<int>(r.taken.size());
        room.started = r.host->started();
        if (limits_.publicRooms) room.room = r.secret;
        list.rooms.push_back(std::move(room));
    }
    send(socket, encode(list));
}

void RoomServer::enter(QWebSocket* socket, Conn& c, const Hello& hello) {
    auto found = bySecret_.constFind(secretKey(hello.room));
    auto room = found == bySecret_.cend() ? rooms_.end() : rooms_.find(found.value());
    if (room == rooms_.end()) {
        refuse(socket, c, "room", "there is no room with that secret on this server", true);
        return;
    }
    Room& r = room->second;
    if (r.connections >= r.players + limits_.extraConnectionsPerRoom) {
        refuse(socket, c, "full", "this room has as many connections as it allows", true);
        return;
    }
    QPointer<QWebSocket> guard(socket);
    c.client = r.host->connect(
        [this, guard](const QByteArray& out) {
            if (!guard) return;
            if (guard->bytesToWrite() > limits_.maxUnsentBytes) {
                closeSocket(guard, QStringLiteral("too slow to read"));
                return;
            }
            send(guard, out);
        },
        [this, guard] {
            if (guard) closeSocket(guard, QStringLiteral("closed by the host"));
        });
    c.room = room->first;
    ++r.connections;
    // The same hello, now read by the room's host, with the table's own
    // secret in place of the one people hold (the hash above checked that).
    Hello inner = hello;
    inner.room = r.host->room();
    r.host->receive(c.client, encode(inner));
    noteRoom(r, c);
}

// After a room's host handled a message from `c`: whether it took a seat
// (only a hello can), whether the game ended.
void RoomServer::noteRoom(Room& r, const Conn& c) {
    if (const int seat = r.host->seatOf(c.client); seat >= 0) r.taken.insert(seat);
    if (r.finishedAt < 0 && r.host->state().isTerminal()) r.finishedAt = now();
}

void RoomServer::sweep() {
    const qint64 t = now();
    std::vector<std::pair<quint64, QString>> closing;
    for (auto& [id, r] : rooms_) {
        r.host->poll();  // a seat whose person has been away long enough gets its bot
        if (r.connections == 0 && t - r.emptySince >= limits_.idleRoomMs)
            closing.emplace_back(id, QStringLiteral("nobody came"));
        else if (r.finishedAt >= 0 &&
                 (r.connections == 0 || t - r.finishedAt >= limits_.finishedRoomMs))
            closing.emplace_back(id, QStringLiteral("the game is over"));
    }
    for (const auto& [id, why] : closing) closeRoom(id, why);
}

void RoomServer::closeRoom(quint64 id, const QString& why) {
    auto room = rooms_.find(id);
    if (room == rooms_.end()) return;
    room->second.host->onAction = nullptr;
    room->second.host->onSeatsChanged = nullptr;
    if (!room->second.file.isEmpty()) QFile::remove(room->second.file);
    for (auto& [socket, c] : conns_) {
        if (c.room != id) continue;
        room->second.host->disconnect(c.client);
        closeSocket(socket, QStringLiteral("room closed: ") + why);
    }
    bySecret_.remove(room->second.key);
    rooms_.erase(room);
    log(QStringLiteral("room %1 closed: %2 (%3 rooms)").arg(id).arg(why).arg(rooms()));
}

}  // namespace felt::net
