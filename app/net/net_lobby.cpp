#include "net_lobby.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QNetworkInterface>
#include <QTimer>
#include <QUrl>
#include <QWebSocket>
#include <algorithm>

#include "catalog/registry.h"
#include "games/game_info.h"
#include "net/discovery.h"
#include "net/invitation.h"
#include "net/net_client.h"
#include "net/net_server.h"
#include "net/table_host.h"
#include "net/think_pool.h"
#include "server_messages.h"

namespace felt::app {

namespace {

QString gameNameOf(const std::string& id) {
    const GameInfo* game = findGame(id);
    return game ? QCoreApplication::translate("engine", game->name.c_str()) : QString();
}

// The address others reach a host at that listens on every address: the
// first IPv4 address of this computer that is not loopback.
QHostAddress reachableAddress() {
    for (const QHostAddress& a : QNetworkInterface::allAddresses())
        if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback()) return a;
    return QHostAddress(QHostAddress::LocalHost);
}

// How long a server may take to answer a create.
constexpr int kCreateTimeoutMs = 15000;

// A room request from a setup as GameSession takes it: seat 0 is this Felt's
// person, the other people's seats are open for friends, bot seats are bots
// of the seat's level (a bot kind that is no level people choose gets the
// default one).
net::Create roomRequest(const QVariantMap& setup) {
    net::Create c;
    c.game = setup.value(QStringLiteral("game")).toString().toStdString();
    c.players = setup.value(QStringLiteral("players")).toInt();
    const QVariantMap options = setup.value(QStringLiteral("options")).toMap();
    for (auto it = options.begin(); it != options.end(); ++it)
        c.options[it.key().toStdString()] = it.value().toString().toStdString();
    const QVariantList seats = setup.value(QStringLiteral("seats")).toList();
    const std::vector<std::string> levels = playerLevels();
    for (int s = 1; s < std::min(c.players, static_cast<int>(seats.size())); ++s) {
        const std::string kind =
            seats[s].toMap().value(QStringLiteral("kind")).toString().toStdString();
        if (kind.empty() || kind == "human") continue;
        const bool level = std::find(levels.begin(), levels.end(), kind) != levels.end();
        c.bots.push_back({s, level ? kind : std::string(kDefaultLevel)});
    }
    return c;
}

}  // namespace

NetLobby::NetLobby(QObject* parent) : QObject(parent) {}

NetLobby::~NetLobby() {
    leave();
}

QString NetLobby::role() const {
    if (host_) return QStringLiteral("hosting");
    if (client_) return QStringLiteral("joining");
    return {};
}

QString NetLobby::host(const QVariantMap& setup, const QString& name, const QString& address,
                       int port) {
    leave();
    net::HostSetup s;
    s.game = setup.value(QStringLiteral("game")).toString().toStdString();
    s.players = setup.value(QStringLiteral("players")).toInt();
    const QVariantMap options = setup.value(QStringLiteral("options")).toMap();
    for (auto it = options.begin(); it != options.end(); ++it)
        s.options[it.key().toStdString()] = it.value().toString().toStdString();
    s.seed = setup.value(QStringLiteral("seed")).toString().toULongLong();
    room_ = net::newInvitationSecret();
    s.room = room_.toStdString();
    auto host = std::make_unique<net::TableHost>(s);
    if (!host->error().empty()) return QString::fromStdString(host->error());
    if (!thinkers_) thinkers_ = std::make_unique<net::ThinkPool>(1);
    host->setThinker(thinkers_->thinker());

    // Where to listen: loopback on a machine whose discovery is loopback.
    const net::DiscoveryTarget target = net::discoveryTarget(discoveryAddress_);
    QHostAddress listenAt(QHostAddress::Any);
    if (!address.isEmpty())
        listenAt = QHostAddress(address);
    else if (target.isLoopback())
        listenAt = target.address;
    if (listenAt.isNull()) return tr("“%1” is not an IP address of this computer.").arg(address);
    host_ = std::move(host);
    server_ = new net::NetServer(*host_, {}, this);
    if (const QString why = server_->listen(listenAt, static_cast<quint16>(port)); !why.isEmpty()) {
        leave();
        return tr("Felt cannot take players at this address: %1").arg(why);
    }
    players_ = s.players;
    gameName_ = gameNameOf(s.game);
    hostName_ = name;
    problem_.clear();

    // The invitation names where others reach this computer.
    const bool everywhere = listenAt == QHostAddress(QHostAddress::Any) ||
                            listenAt == QHostAddress(QHostAddress::AnyIPv4) ||
                            listenAt == QHostAddress(QHostAddress::AnyIPv6);
    const QHostAddress reach = everywhere ? reachableAddress() : listenAt;
    const net::Invitation invitation{reach.toString(), server_->port(), room_};
    QString error;
    invitation_ = net::encodeInvitation(invitation, error);
    QUrl url = invitation.url();
    url.setScheme(QStringLiteral("felt"));
    url.setPath(QStringLiteral("/"));
    url.setQuery(QStringLiteral("room=") + room_);
    invitationUrl_ = url.toString();

    announcer_ = new net::DiscoveryAnnouncer(target, this);
    announce();
    announcer_->start();

    // The setup's seats, where it names them: a bot kind is seated as that
    // bot, "network" stays open for a friend, and the host sits in the seat
    // of the person here (the first such; seat 0 without seats).
    int own = -1;
    const QVariantList seats = setup.value(QStringLiteral("seats")).toList();
    for (int i = 0; i < std::min(static_cast<int>(seats.size()), s.players); ++i) {
        const QString kind = seats[i].toMap().value(QStringLiteral("kind")).toString();
        if (kind == QLatin1String("human") && own < 0)
            own = i;
        else if (kind != QLatin1String("human") && kind != QLatin1String("network"))
            if (const std::string why = host_->seatBot(i, kind.toStdString()); !why.empty()) {
                leave();
                return QString::fromStdString(why);
            }
    }
    // The host sits through its own server, like anyone else.
    const QHostAddress self = everywhere ? QHostAddress(QHostAddress::LocalHost) : listenAt;
    makeClient(net::Invitation{self.toString(), server_->port(), room_}.url(), name, room_,
               std::max(own, 0));
    emit changed();
    return {};
}

QString NetLobby::join(const QString& text, const QString& name) {
    net::Invitation invitation;
    if (const QString why = net::decodeInvitation(text, invitation); !why.isEmpty()) return why;
    leave();
    problem_.clear();
    hostName_ = invitation.host;
    room_ = invitation.room;
    makeClient(invitation.url(), name, invitation.room);
    emit changed();
    return {};
}

QVariantMap NetLobby::roomPlan(const QVariantMap& setup) const {
    const net::Create c = roomRequest(setup);
    const int bots = static_cast<int>(c.bots.size());
    return {{QStringLiteral("gameName"), gameNameOf(c.game)},
            {QStringLiteral("players"), c.players},
            {QStringLiteral("bots"), bots},
            {QStringLiteral("friends"), std::max(0, c.players - 1 - bots)}};
}

void NetLobby::setLastServer(const QString& server) {
    if (lastServer_ == server.trimmed()) return;
    lastServer_ = server.trimmed();
    emit lastServerChanged();
}

QString NetLobby::createRoom(const QString& server, const QVariantMap& setup, const QString& name) {
    QString text = server.trimmed();
    if (!text.contains(QStringLiteral("://"))) text.prepend(QStringLiteral("ws://"));
    QUrl url(text, QUrl::StrictMode);
    const bool secure = url.scheme() == QLatin1String("wss");
    if (!url.isValid() || (!secure && url.scheme() != QLatin1String("ws")) ||
        url.host().isEmpty() || url.port() <= 0)
        return tr("Type the server’s address with its port, as ws://host:port or wss://host:port.");
    const net::Create request = roomRequest(setup);
    if (request.game.empty() || request.players < 2)
        return tr("Choose a game and its players in Game › New… first.");
    leave();
    problem_.clear();
    setLastServer(server);
    url.setPath(QString());
    url.setQuery(QString());
    creating_ = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    connect(creating_, &QWebSocket::connected, this,
            [this, request] { creating_->sendTextMessage(QString::fromUtf8(encode(request))); });
    connect(creating_, &QWebSocket::textMessageReceived, this,
            [this, url, name](const QString& reply) { onCreateReply(reply.toUtf8(), url, name); });
    connect(creating_, &QWebSocket::disconnected, this, [this] {
        if (!creating_) return;
        creating_->deleteLater();
        creating_ = nullptr;
        fail(tr("Felt could not reach the server. Check its address, and that it is running."));
    });
    QTimer::singleShot(kCreateTimeoutMs, creating_, [socket = creating_] { socket->abort(); });
    creating_->open(url);
    emit changed();
    return {};
}

void NetLobby::onCreateReply(const QByteArray& bytes, const QUrl& server, const QString& name) {
    QWebSocket* socket = creating_;
    creating_ = nullptr;
    socket->disconnect(this);
    socket->close();
    socket->deleteLater();
    net::ServerReply reply;
    if (const std::string why = net::readServerReply(bytes, reply); !why.empty()) {
        fail(tr("The server’s answer makes no sense: %1").arg(QString::fromStdString(why)));
        return;
    }
    if (const auto* error = std::get_if<net::WireError>(&reply)) {
        fail(tr("The server says: %1").arg(QString::fromStdString(error->message)));
        return;
    }
    const auto* created = std::get_if<net::Created>(&reply);
    if (!created) {
        fail(tr("The server’s answer makes no sense: %1").arg(QStringLiteral("roomList")));
        return;
    }
    // The invitation is the room's address: friends paste it in Join a table….
    room_ = QString::fromStdString(created->room);
    gameName_ = gameNameOf(created->game);
    players_ = created->players;
    QUrl invitation = server;
    invitation.setPath(QStringLiteral("/"));
    invitation.setQuery(QStringLiteral("room=") + room_);
    invitationUrl_ = invitation.toString();
    hostName_ = server.host();
    makeClient(server, name, room_, 0);
    emit changed();
}

void NetLobby::makeClient(const QUrl& url, const QString& name, const QString& room, int seat) {
    client_ = new net::NetClient(this);
    connect(client_, &net::NetClient::welcomed, this, [this] {
        if (!host_) gameName_ = gameNameOf(client_->welcome()->game);
        emit changed();
    });
    connect(client_, &net::NetClient::seatsChanged, this, &NetLobby::onSeats);
    connect(client_, &net::NetClient::errorReceived, this, &NetLobby::onError);
    connect(client_, &net::NetClient::closed, this, &NetLobby::onClosed);
    net::Hello hello;
    hello.room = room.toStdString();
    hello.name = name.trimmed().left(net::kMaxNameChars).toStdString();
    hello.seat = seat;  // -1: any open seat
    client_->join(url, hello);
}

void NetLobby::leave() {
    stopListening();
    if (creating_) {
        creating_->disconnect(this);
        creating_->abort();
        creating_->deleteLater();
        creating_ = nullptr;
    }
    if (client_) {
        client_->disconnect(this);
        client_->close();
        client_->deleteLater();
        client_ = nullptr;
    }
    delete announcer_;
    announcer_ = nullptr;
    // The server holds the host: it goes first.
    delete server_;
    server_ = nullptr;
    host_.reset();
    invitation_.clear();
    invitationUrl_.clear();
    gameName_.clear();
    started_ = false;
    players_ = 0;
    emit changed();
}

bool NetLobby::seatBot(int seat) {
    if (!host_) return false;
    const std::string why = host_->seatBot(seat, "casual");
    if (!why.empty()) fail(QString::fromStdString(why));
    return why.empty();
}

bool NetLobby::removeSeat(int seat) {
    if (!host_) return false;
    const std::string why = host_->removePlayer(seat);
    if (!why.empty()) fail(QString::fromStdString(why));
    return why.empty();
}

void NetLobby::onSeats() {
    if (client_->seats().started && !started_) {
        started_ = true;
        if (announcer_) announcer_->stop();
        emit changed();
        emit started();
        return;
    }
    announce();
    emit changed();
}

void NetLobby::announce() {
    if (!announcer_ || !host_) return;
    net::Announcement a;
    a.game = host_->gameId();
    a.players = players_;
    a.freeSeats = freeSeats();
    a.hostName = hostName_.left(net::kMaxNameChars).toStdString();
    a.port = server_->port();
    a.room = room_.toStdString();
    announcer_->setAnnouncement(a);
}

void NetLobby::onError(const QString& code, const QString& message) {
    if (code == QLatin1String("room"))
        fail(
            tr("This invitation does not open the table: its room secret is not the host's. Ask "
               "the host for the invitation again."));
    else if (code == QLatin1String("full"))
        fail(tr("Every seat at this table is taken."));
    else if (code == QLatin1String("seat"))
        fail(tr("That seat is taken."));
    else
        fail(tr("The host says: %1").arg(message));
}

void NetLobby::onClosed() {
    if (!problem_.isEmpty()) return;
    if (!seated())
        fail(
            tr("Felt could not reach the table. Check the invitation, and that the host is "
               "still waiting for players."));
    else if (!started_)
        fail(tr("The host closed the table."));
}

void NetLobby::fail(const QString& why) {
    problem_ = why;
    emit changed();
}

QVariantList NetLobby::seats() const {
    QVariantList list;
    if (!client_) return list;
    const auto& seats = client_->seats().seats;
    const int count = seats.empty() ? players_ : static_cast<int>(seats.size());
    for (int s = 0; s < count; ++s) {
        const bool known = s < static_cast<int>(seats.size());
        list.append(QVariantMap{
            {QStringLiteral("seat"), s},
            {QStringLiteral("name"), known ? QString::fromStdString(seats[s].name) : QString()},
            {QStringLiteral("taken"), known && seats[s].taken},
            {QStringLiteral("connected"), known && seats[s].connected},
            {QStringLiteral("kind"), known ? QString::fromStdString(seats[s].kind) : QString()},
            {QStringLiteral("level"), known ? QString::fromStdString(seats[s].level) : QString()},
            {QStringLiteral("you"), client_->seat() == s},
        });
    }
    return list;
}

int NetLobby::freeSeats() const {
    if (!client_ || client_->seats().seats.empty()) return players_;
    int free = 0;
    for (const auto& s : client_->seats().seats) free += s.taken ? 0 : 1;
    return free;
}

bool NetLobby::seated() const {
    return client_ && client_->seat() >= 0;
}

void NetLobby::setDiscoveryAddress(const QString& address) {
    if (discoveryAddress_ == address) return;
    discoveryAddress_ = address;
    emit changed();
}

void NetLobby::setPlayerName(const QString& name) {
    const QString trimmed = name.trimmed().left(net::kMaxNameChars);
    if (playerName_ == trimmed) return;
    playerName_ = trimmed;
    emit playerNameChanged();
}

void NetLobby::listenForTables() {
    if (listener_) return;
    listener_ = new net::DiscoveryListener(net::discoveryTarget(discoveryAddress_), this);
    connect(listener_, &net::DiscoveryListener::tablesChanged, this, &NetLobby::discoveredChanged);
    const QString why = listener_->listen();
    discoveryProblem_ =
        why.isEmpty() ? QString() : tr("Tables on this network cannot be listed: %1").arg(why);
    emit discoveredChanged();
}

void NetLobby::stopListening() {
    if (!listener_) return;
    delete listener_;
    listener_ = nullptr;
    emit discoveredChanged();
}

QVariantList NetLobby::discovered() const {
    return listener_ ? listener_->tables() : QVariantList();
}

}  // namespace felt::app
