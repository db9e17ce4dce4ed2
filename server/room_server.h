// The dedicated server: many rooms on one listening port. A room is a
// TableHost with its own secret; a connection first creates a room or lists
// the open ones (server_messages.h), then says hello with a room's secret and
// from then on talks to that room's host alone, exactly as with a NetServer.
//
// It holds the server-wide defences on top of each TableHost's own: caps on
// rooms (in all and per creating address), players per room, connections
// (in all and per room), message and frame sizes, unsent bytes, the hello
// deadline and a rate limit for what is sent before a room; rooms nobody is
// connected to and finished rooms are closed after a while.
//
// A room may seat bots from the start; all rooms' bots (and stand-ins for
// people who dropped) think on one ThinkPool, so a thousand rooms do not make
// a thousand threads. With a state directory every room's table is saved
// after each change (room_store.h), and a restarted server reopens the rooms
// so people take their seats back with their tokens.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QSslConfiguration>
#include <QString>
#include <functional>
#include <map>
#include <memory>
#include <set>

#include "net/handshake_guard.h"
#include "net/rate_limit.h"
#include "net/table_host.h"
#include "net/think_pool.h"
#include "server_messages.h"

class QTcpServer;
class QWebSocket;
class QWebSocketServer;

namespace felt::net {

struct RoomServerLimits {
    int maxRooms = 200;                       // open at once
    int maxRoomsPerCreator = 3;               // open at once, made from one address
    int maxPlayersPerRoom = kMaxSeats;        // the largest table a create may ask for
    int maxConnections = 1000;                // open at once, in a room or not
    int extraConnectionsPerRoom = 2;          // beyond its seats (a rejoin overlapping the old one)
    int helloTimeoutMs = 10000;               // a connection not seated by then is closed
    qint64 maxUnsentBytes = 8 * 1024 * 1024;  // a client this far behind is dropped
    int idleRoomMs = 15 * 60 * 1000;          // a room nobody is connected to closes after this
    int finishedRoomMs = 5 * 60 * 1000;       // a finished game's room closes after this
    int sweepMs = 1000;                       // how often rooms are looked at for closing
    bool publicRooms = false;                 // the room list shows secrets (a trusted LAN)
    int defaultAwayWaitSeconds = 60;          // a dropped person's seat waits this long...
    int maxAwayWaitSeconds = 3600;            // ...or what the create asks, up to this
    std::string defaultStandInLevel = "casual";  // then a bot of this level plays it
    int thinkThreads = 1;                        // threads for every room's bots together
    ClientLimits client;  // each room's limits per client, also before a room
};

class RoomServer : public QObject {
    Q_OBJECT
public:
    explicit RoomServer(RoomServerLimits limits = {}, QObject* parent = nullptr);
    ~RoomServer() override;

    // Serves wss with this certificate and key (call before listen).
    void useTls(const QSslConfiguration& tls);
    // Listens on `address` and `port` (0: any free one). "" on success, else why not.
    QString listen(const QHostAddress& address, quint16 port = 0);
    quint16 port() const;
    bool secure() const { return tls_ != nullptr; }

    // Saves every room's table in `dir` after each change and reopens the rooms
    // saved there (a file that cannot be read is logged and set aside). Call
    // before listen. "" on success, else why the directory cannot be used.
    QString useStateDir(const QString& dir);

    int rooms() const { return static_cast<int>(rooms_.size()); }
    int connections() const { return static_cast<int>(conns_.size()); }
    // Bot decisions and hints handed to the shared ThinkPool so far.
    int thinks() const { return pool_->started(); }
    // Short notes for the operator's log (rooms opened and closed, never secrets).
    std::function<void(const QString&)> onLog;

private:
    struct Room {
        std::unique_ptr<TableHost> host;
        std::string game;
        int players = 0;
        QString creator;      // the address that created it
        QByteArray key;       // its secret's hash, the index key
        std::string secret;   // the secret itself, kept only with publicRooms
        QString file;         // where it is saved ("": no state directory)
        std::set<int> taken;  // seats someone has taken (they stay taken)
        int connections = 0;
        qint64 emptySince = 0;  // when the last connection left (or it was made)
        qint64 finishedAt = -1;
    };
    struct Conn {
        explicit Conn(const ClientLimits& l) : rate(l.burst, l.perSecond) {}
        quint64 room = 0;  // 0: not in a room yet
        TableHost::ClientId client = 0;
        RateLimit rate;
        int dropped = 0;
        int errors = 0;
        QString address;
    };

    void onNewSocket();
    void onNewConnection();
    void onText(QWebSocket* socket, const QByteArray& bytes, bool binary);
    void onGone(QWebSocket* socket);
    void lobby(QWebSocket* socket, Conn& c, const QByteArray& bytes, bool binary);
    void create(QWebSocket* socket, Conn& c, const Create& request);
    std::string checkBots(const Create& request) const;
    quint64 addRoom(std::unique_ptr<TableHost> host, const QByteArray& key, const QString& creator);
    void roomChanged(quint64 id);
    void reopenRooms();
    void listRooms(QWebSocket* socket);
    void enter(QWebSocket* socket, Conn& c, const Hello& hello);
    void noteRoom(Room& r, const Conn& c);
    void sweep();
    void closeRoom(quint64 id, const QString& why);
    void send(QWebSocket* socket, const QByteArray& bytes);
    void refuse(QWebSocket* socket, Conn& c, const char* code, const std::string& message,
                bool close);
    void closeSocket(QWebSocket* socket, const QString& reason);
    qint64 now() const;
    void log(const QString& line) const;

    RoomServerLimits limits_;
    QString stateDir_;
    std::unique_ptr<ThinkPool> pool_;  // made before the rooms and let go after them
    std::unique_ptr<QSslConfiguration> tls_;
    QTcpServer* listener_ = nullptr;
    QWebSocketServer* server_;
    net::HandshakeGuard* handshakes_;
    std::map<quint64, Room> rooms_;        // by id, oldest first
    QHash<QByteArray, quint64> bySecret_;  // the secret's SHA-256 → room id
    std::map<QWebSocket*, Conn> conns_;
    quint64 nextRoom_ = 1;
};

// Reads a PEM certificate (chain) and private key into a server configuration;
// "" on success, else why not.
QString loadTls(const QString& certPath, const QString& keyPath, QSslConfiguration& out);

}  // namespace felt::net
