// The lobby of a network table, for the window's Host and Join panels
// (qml/shell/LobbyPanel.qml, JoinDialog.qml). Hosting, it owns the
// TableHost, the NetServer listening on the address the host chose, the
// discovery announcer (while the lobby is open) and the host's own seat: a
// NetClient joined to its own server like any other player, so the host's
// table and a joiner's are driven the same way. Joining, it owns the
// NetClient. Either way it shows the invitation and who sits where, and
// emits started() when the host's game begins; the network table takes over
// from there with tableHost() and client().
//
// The lobby shows who sits where (open, a person, a bot; away; ready). The
// host may seat a bot in an open seat, remove a player, and starts the game
// once every seat is taken and every other person is ready.
#pragma once

#include <QObject>
#include <QString>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>
#include <memory>

namespace felt::net {
class TableHost;
class NetServer;
class NetClient;
class ThinkPool;
class DiscoveryAnnouncer;
class DiscoveryListener;
}  // namespace felt::net

class QHostAddress;
class QLockFile;
class QWebSocket;

namespace felt::app {

class NetLobby : public QObject {
    Q_OBJECT
    // "", "hosting" or "joining" (also a room this Felt created on a server).
    Q_PROPERTY(QString role READ role NOTIFY changed)
    // The invitation code (hosting; "" when the address is not an IP one) and
    // the same as a felt:// address (a room created on a server: its ws:// or
    // wss:// address, with no code: a server's secrets are too long for one).
    Q_PROPERTY(QString invitation READ invitation NOTIFY changed)
    Q_PROPERTY(QString invitationUrl READ invitationUrl NOTIFY changed)
    Q_PROPERTY(QString gameName READ gameName NOTIFY changed)
    // Each seat: seat, name, taken, connected, kind, level, ready, you (this Felt's seat).
    Q_PROPERTY(QVariantList seats READ seats NOTIFY changed)
    Q_PROPERTY(int freeSeats READ freeSeats NOTIFY changed)
    // Joined (welcomed into a seat), and the game begun.
    Q_PROPERTY(bool seated READ seated NOTIFY changed)
    Q_PROPERTY(bool isStarted READ isStarted NOTIFY changed)
    // The table still hears this Felt (false once its host or server is gone).
    Q_PROPERTY(bool connected READ connected NOTIFY changed)
    // Waiting for a server's answer to createRoom.
    Q_PROPERTY(bool creating READ creating NOTIFY changed)
    // What went wrong, in plain words ("" when nothing).
    Q_PROPERTY(QString problem READ problem NOTIFY changed)
    // Tables heard on the local network while listening (see listenForTables).
    Q_PROPERTY(QVariantList discovered READ discovered NOTIFY discoveredChanged)
    // Why tables cannot be listed ("" when listening works).
    Q_PROPERTY(QString discoveryProblem READ discoveryProblem NOTIFY discoveredChanged)
    // The server a room was last created on (the window keeps it in the settings).
    Q_PROPERTY(QString lastServer READ lastServer WRITE setLastServer NOTIFY lastServerChanged)
    // Where announcements go: --discovery-address, else FELT_DISCOVERY_ADDRESS.
    Q_PROPERTY(
        QString discoveryAddress READ discoveryAddress WRITE setDiscoveryAddress NOTIFY changed)
    // Until the game starts the host may seat bots in open seats and remove
    // players (canSeatBots); the host starts it (start()) once every seat is
    // taken and every other person said they are ready (canStart).
    Q_PROPERTY(bool canSeatBots READ canSeatBots NOTIFY changed)
    Q_PROPERTY(bool canStart READ canStart NOTIFY changed)
    // This Felt's person said they are ready (joining, before the start).
    Q_PROPERTY(bool ready READ ready NOTIFY changed)
    // The name this Felt sits down with (the window keeps it in the settings).
    Q_PROPERTY(QString playerName READ playerName WRITE setPlayerName NOTIFY playerNameChanged)
    // Tables this Felt hosted and kept to continue (setSaveFolder): [{key,
    // summary}], newest first; empty while it hosts or joins a table.
    Q_PROPERTY(QVariantList keptTables READ keptTables NOTIFY keptTablesChanged)

public:
    explicit NetLobby(QObject* parent = nullptr);
    ~NetLobby() override;

    // Hosts a table: setup as GameSession takes it (game, players, options,
    // seed, and seats: a bot kind is seated as that bot, "network" is left
    // open for a friend, the first "human" is the host's own), the host's name, where to listen (""
    // = loopback when discovery is loopback, else every address) and the port (0 = any free one).
    // "" or one sentence saying why not.
    Q_INVOKABLE QString host(const QVariantMap& setup, const QString& name,
                             const QString& address = QString(), int port = 0);
    // Joins with an invitation code or a felt:// / ws:// address: "" (then
    // wait for seated or problem) or the invitation's mistake.
    Q_INVOKABLE QString join(const QString& invitation, const QString& name);
    // Game › Create a room on a server…: asks the felt-server at `server`
    // (ws:// or wss://, host and port) for a room of `setup`'s game and
    // players, its bot seats as bots and its other seats open for friends,
    // then sits at seat 0. "" (then wait for seated or problem) or the
    // address's mistake. The invitation is then the room's address.
    Q_INVOKABLE QString createRoom(const QString& server, const QVariantMap& setup,
                                   const QString& name);
    // What createRoom would ask for `setup`: gameName, players, bots (seats
    // bots play) and friends (seats left open), for the dialog to say.
    Q_INVOKABLE QVariantMap roomPlan(const QVariantMap& setup) const;
    // Leaves the table: stops joining, or stops hosting and ends the game for
    // good (every player is told and given the record so far; nothing is kept).
    Q_INVOKABLE void leave();
    // Stops hosting for now (Felt closes): every player is told the game is
    // kept, and it stays in the save folder for Continue. Joining: as leave().
    void leaveForNow();
    // Hosted tables are autosaved in `folder` and offered in keptTables ("" : none).
    void setSaveFolder(const QString& folder);
    // Seats taken at others' tables are remembered (QSettings), so that after
    // this Felt restarts the same invitation takes the same seat back.
    void setRememberSeats(bool remember) { rememberSeats_ = remember; }
    QVariantList keptTables() const;
    // Hosts a kept table again where it listened, its bots resuming and its
    // people (this Felt's own first) taking their seats back with their
    // tokens. "" or why not.
    Q_INVOKABLE QString continueTable(const QString& key);
    // Removes a kept table (the person asked to).
    Q_INVOKABLE void forgetTable(const QString& key);
    // Starts and stops listening for tables on the local network.
    Q_INVOKABLE void listenForTables();
    Q_INVOKABLE void stopListening();
    // The host seats a bot (Casual) in an open seat, or frees a seat (a
    // person is told and cut off). False, with `problem` saying why, when
    // the table refuses or this Felt is not hosting.
    Q_INVOKABLE bool seatBot(int seat);
    Q_INVOKABLE bool removeSeat(int seat);
    // The host starts the game (when canStart); false, with `problem`, if not.
    Q_INVOKABLE bool start();
    // Joining: tells the host this seat is ready to play (or no longer is).
    Q_INVOKABLE void setReady(bool ready);

    QString role() const;
    QString invitation() const { return invitation_; }
    QString invitationUrl() const { return invitationUrl_; }
    QString gameName() const { return gameName_; }
    QVariantList seats() const;
    int freeSeats() const;
    bool seated() const;
    bool connected() const;
    bool isStarted() const { return started_; }
    bool creating() const { return creating_ != nullptr; }
    QString problem() const { return problem_; }
    QVariantList discovered() const;
    QString discoveryProblem() const { return discoveryProblem_; }
    QString discoveryAddress() const { return discoveryAddress_; }
    void setDiscoveryAddress(const QString& address);
    bool canSeatBots() const { return host_ != nullptr && !started_; }
    bool canStart() const;
    bool ready() const;
    QString playerName() const { return playerName_; }
    QString lastServer() const { return lastServer_; }
    void setLastServer(const QString& server);
    void setPlayerName(const QString& name);

    // For the network table once started(): the host's authority (null when
    // joining), this Felt's own seat's client (hosting or joining).
    net::TableHost* tableHost() const { return host_.get(); }
    net::NetClient* client() const { return client_; }
    net::NetServer* server() const { return server_; }
    // Hosting: the announcer (null when joining), for tests.
    net::DiscoveryAnnouncer* announcer() const { return announcer_; }
    net::DiscoveryListener* listener() const { return listener_; }

signals:
    void changed();
    void discoveredChanged();
    void playerNameChanged();
    void lastServerChanged();
    void keptTablesChanged();
    // The game has begun: the table switches to the network game.
    void started();

private:
    // Serves `host`'s table at `address` (port 0: any; a port taken since
    // then: another), kept in the save folder; this Felt sits at its own seat.
    QString serve(std::unique_ptr<net::TableHost> host, const QHostAddress& address, quint16 port,
                  const QString& name);
    void closeTable(bool forGood);
    void makeClient(const QUrl& url, const QString& name, const QString& room, int seat = -1,
                    const std::string& token = {});
    void rememberSeat();
    void onCreateReply(const QByteArray& bytes, const QUrl& server, const QString& name);
    void onSeats();
    void onError(const QString& code, const QString& message);
    void onClosed();
    void announce();
    void fail(const QString& why);

    QString discoveryAddress_;
    // Where the hosted table's bots think: worker threads, never the UI's.
    // Made before the host and let go after it (see think_pool.h).
    std::unique_ptr<net::ThinkPool> thinkers_;
    std::unique_ptr<net::TableHost> host_;
    net::NetServer* server_ = nullptr;
    net::NetClient* client_ = nullptr;
    net::DiscoveryAnnouncer* announcer_ = nullptr;
    net::DiscoveryListener* listener_ = nullptr;
    QWebSocket* creating_ = nullptr;  // asking a server for a room
    QString invitation_, invitationUrl_, gameName_, hostName_, problem_, room_;
    QString discoveryProblem_, playerName_, lastServer_;
    int players_ = 0;
    bool started_ = false;
    QString saveFolder_;
    std::unique_ptr<QLockFile> tableLock_;  // the kept table this Felt hosts
    bool rememberSeats_ = false;
    bool triedToken_ = false;
    QUrl joinUrl_;      // the table joined, and under which name (for a retry)
    QString joinName_;  // joined with a remembered token (retried without if refused)
};

}  // namespace felt::app
