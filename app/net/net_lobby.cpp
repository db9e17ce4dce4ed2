#include "net_lobby.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QNetworkInterface>
#include <QUrl>

#include "catalog/registry.h"
#include "net/discovery.h"
#include "net/invitation.h"
#include "net/net_client.h"
#include "net/net_server.h"
#include "net/table_host.h"
#include "net/think_pool.h"

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

    // The host sits at seat 0 through its own server, like anyone else.
    const QHostAddress self = everywhere ? QHostAddress(QHostAddress::LocalHost) : listenAt;
    makeClient(net::Invitation{self.toString(), server_->port(), room_}.url(), name, room_);
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

void NetLobby::makeClient(const QUrl& url, const QString& name, const QString& room) {
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
    hello.seat = host_ ? 0 : -1;
    client_->join(url, hello);
}

void NetLobby::leave() {
    stopListening();
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
