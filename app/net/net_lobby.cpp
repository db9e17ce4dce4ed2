#include "net_lobby.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QLocale>
#include <QLockFile>
#include <QNetworkInterface>
#include <QTimer>
#include <QUrl>
#include <QWebSocket>
#include <algorithm>

#include "catalog/registry.h"
#include "games/game_info.h"
#include "net/discovery.h"
#include "net/invitation.h"
#include "net/kept_tables.h"
#include "net/net_client.h"
#include "net/net_server.h"
#include "net/seat_tokens.h"
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
    // Closing Felt keeps a hosted table for Continue (the window says so).
    leaveForNow();
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
    s.room = net::newInvitationSecret().toStdString();
    s.start = net::StartRule::ByHost;  // when everyone is ready (canStart)
    // The setup's seats, where it names them: a bot kind is seated as that
    // bot, "network" stays open for a friend, and the host sits in the seat
    // of the person here (the first such; seat 0 without seats).
    const QVariantList seats = setup.value(QStringLiteral("seats")).toList();
    const int named = std::min(static_cast<int>(seats.size()), s.players);
    for (int i = 0; i < named && s.ownSeat < 0; ++i)
        if (seats[i].toMap().value(QStringLiteral("kind")).toString() == QLatin1String("human"))
            s.ownSeat = i;
    s.ownSeat = std::max(s.ownSeat, 0);
    auto host = std::make_unique<net::TableHost>(s);
    if (!host->error().empty()) return QString::fromStdString(host->error());
    for (int i = 0; i < named; ++i) {
        const QString kind = seats[i].toMap().value(QStringLiteral("kind")).toString();
        if (i == s.ownSeat || kind == QLatin1String("human") || kind == QLatin1String("network"))
            continue;
        if (const std::string why = host->seatBot(i, kind.toStdString()); !why.empty())
            return QString::fromStdString(why);
    }

    // Where to listen: loopback on a machine whose discovery is loopback.
    const net::DiscoveryTarget target = net::discoveryTarget(discoveryAddress_);
    QHostAddress listenAt(QHostAddress::Any);
    if (!address.isEmpty())
        listenAt = QHostAddress(address);
    else if (target.isLoopback())
        listenAt = target.address;
    if (listenAt.isNull()) return tr("“%1” is not an IP address of this computer.").arg(address);
    return serve(std::move(host), listenAt, static_cast<quint16>(port), name);
}

QString NetLobby::serve(std::unique_ptr<net::TableHost> host, const QHostAddress& listenAt,
                        quint16 port, const QString& name) {
    if (!thinkers_) thinkers_ = std::make_unique<net::ThinkPool>(1);
    host->setThinker(thinkers_->thinker());
    host_ = std::move(host);
    room_ = QString::fromStdString(host_->room());
    server_ = new net::NetServer(*host_, {}, this);
    QString why = server_->listen(listenAt, port);
    // A table continued after a restart listens where it did, so that the
    // friends' invitations still work; if that port has been taken since, at
    // another (the invitation then changes, the seats' tokens do not).
    if (!why.isEmpty() && port != 0) why = server_->listen(listenAt, 0);
    if (!why.isEmpty()) {
        leave();
        return tr("Felt cannot take players at this address: %1").arg(why);
    }
    players_ = host_->setup().players;
    gameName_ = gameNameOf(host_->gameId());
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
    QUrl at;
    at.setHost(listenAt.toString());
    at.setPort(server_->port());
    host_->setListenAt(at.authority().toStdString());
    // Kept after every move and every change of seats, for Continue.
    if (!saveFolder_.isEmpty() && QDir().mkpath(saveFolder_)) {
        const QString file = hostedTableFile(saveFolder_, room_);
        tableLock_ = holdTable(file);
        if (tableLock_) host_->setAutosave(file);
    }

    if (!host_->started()) {
        announcer_ = new net::DiscoveryAnnouncer(net::discoveryTarget(discoveryAddress_), this);
        announce();
        announcer_->start();
    }
    // The host sits through its own server, like anyone else (with its
    // seat's token when the table is continued).
    const int own = std::max(host_->setup().ownSeat, 0);
    const bool comesBack = host_->seats().at(static_cast<std::size_t>(own)).kind == "person";
    const QHostAddress self = everywhere ? QHostAddress(QHostAddress::LocalHost) : listenAt;
    makeClient(net::Invitation{self.toString(), server_->port(), room_}.url(), name, room_, own,
               comesBack ? host_->tokenOf(own) : std::string());
    emit changed();
    emit keptTablesChanged();
    return {};
}

void NetLobby::setSaveFolder(const QString& folder) {
    saveFolder_ = folder;
    emit keptTablesChanged();
}

QVariantList NetLobby::keptTables() const {
    QVariantList out;
    if (saveFolder_.isEmpty() || !role().isEmpty()) return out;
    for (const QString& file : keptTableFiles(saveFolder_)) {
        // When it was last played: the time today, else the day.
        const QDateTime saved = QFileInfo(file).lastModified();
        const QString when = saved.date() == QDate::currentDate()
                                 ? QLocale().toString(saved.time(), QLocale::ShortFormat)
                                 : QLocale().toString(saved.date(), QLocale::ShortFormat);
        QString summary = tr("Network table (%1): it cannot be read.").arg(when);
        std::string error;
        if (const auto host = readKeptTable(file, error)) {
            QStringList others;
            const std::vector<net::WireSeat> seats = host->seats();
            for (std::size_t i = 0; i < seats.size(); ++i)
                if (static_cast<int>(i) != host->setup().ownSeat && seats[i].kind == "person")
                    others << QString::fromStdString(seats[i].name);
            const QString game = gameNameOf(host->gameId());
            summary = others.isEmpty() ? tr("Network table: %1 (%2)").arg(game, when)
                                       : tr("Network table: %1 with %2 (%3)")
                                             .arg(game, others.join(QStringLiteral(", ")), when);
        }
        out.append(
            QVariantMap{{QStringLiteral("key"), file}, {QStringLiteral("summary"), summary}});
    }
    return out;
}

QString NetLobby::continueTable(const QString& key) {
    if (saveFolder_.isEmpty() || !keptTableFiles(saveFolder_).contains(key))
        return tr("This network table is no longer kept, or another Felt is hosting it.");
    std::string error;
    std::unique_ptr<net::TableHost> host = readKeptTable(key, error);
    if (!host)
        return tr("This network table cannot be continued: %1").arg(QString::fromStdString(error));
    leave();
    const QUrl at(QStringLiteral("ws://") + QString::fromStdString(host->setup().listenAt));
    QHostAddress listenAt(at.host());
    if (listenAt.isNull()) listenAt = net::discoveryTarget(discoveryAddress_).address;
    // The host sits down under the name the others knew it by.
    const int own = std::max(host->setup().ownSeat, 0);
    const QString name =
        QString::fromStdString(host->seats().at(static_cast<std::size_t>(own)).name);
    return serve(std::move(host), listenAt, static_cast<quint16>(std::max(at.port(), 0)),
                 name.isEmpty() ? playerName_ : name);
}

void NetLobby::forgetTable(const QString& key) {
    if (saveFolder_.isEmpty() || !keptTableFiles(saveFolder_).contains(key)) return;
    QFile::remove(key);
    emit keptTablesChanged();
}

QString NetLobby::join(const QString& text, const QString& name) {
    net::Invitation invitation;
    if (const QString why = net::decodeInvitation(text, invitation); !why.isEmpty()) return why;
    leave();
    problem_.clear();
    hostName_ = invitation.host;
    room_ = invitation.room;
    // A seat this Felt had at the table comes back with its token.
    const std::string token = rememberSeats_ ? rememberedToken(room_) : std::string();
    triedToken_ = !token.empty();
    joinUrl_ = invitation.url();
    joinName_ = name;
    makeClient(joinUrl_, name, invitation.room, -1, token);
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

void NetLobby::makeClient(const QUrl& url, const QString& name, const QString& room, int seat,
                          const std::string& token) {
    client_ = new net::NetClient(this);
    connect(client_, &net::NetClient::welcomed, this, [this] {
        if (!host_) gameName_ = gameNameOf(client_->welcome()->game);
        rememberSeat();
        emit changed();
    });
    // A finished game's seat is not coming back.
    connect(client_, &net::NetClient::finished, this, [this] {
        if (rememberSeats_ && !host_) forgetToken(room_);
    });
    connect(client_, &net::NetClient::seatsChanged, this, &NetLobby::onSeats);
    connect(client_, &net::NetClient::errorReceived, this, &NetLobby::onError);
    connect(client_, &net::NetClient::closed, this, &NetLobby::onClosed);
    net::Hello hello;
    hello.room = room.toStdString();
    hello.name = name.trimmed().left(net::kMaxNameChars).toStdString();
    hello.seat = seat;  // -1: any open seat
    hello.token = token;
    client_->join(url, hello);
}

void NetLobby::rememberSeat() {
    if (rememberSeats_ && !host_ && client_->welcome()) rememberToken(room_, client_->token());
}

void NetLobby::leave() {
    closeTable(true);
}

void NetLobby::leaveForNow() {
    closeTable(false);
}

void NetLobby::closeTable(bool forGood) {
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
    // Everyone at the table hears why; the game's record goes with an end
    // for good, and the table is kept only for now.
    if (host_)
        host_->shutdown(
            forGood ? QT_TRANSLATE_NOOP("host", "The host ended the game.")
                    : QT_TRANSLATE_NOOP("host",
                                        "The host closed Felt and keeps the game to continue "
                                        "later."),
            forGood ? net::TableHost::Leaving::ForGood : net::TableHost::Leaving::ForNow);
    // The server holds the host: it goes first.
    delete server_;
    server_ = nullptr;
    host_.reset();
    const bool keptChanged = tableLock_ != nullptr;
    tableLock_.reset();
    invitation_.clear();
    invitationUrl_.clear();
    gameName_.clear();
    started_ = false;
    players_ = 0;
    triedToken_ = false;
    emit changed();
    if (keptChanged) emit keptTablesChanged();
}

bool NetLobby::seatBot(int seat) {
    if (!host_) return false;
    const std::string why = host_->seatBot(seat, "casual");
    if (!why.empty()) fail(QString::fromStdString(why));
    return why.empty();
}

bool NetLobby::start() {
    if (!host_) return false;
    const std::string why = canStart() ? host_->start() : "not every seat is taken and ready";
    if (!why.empty()) fail(QString::fromStdString(why));
    return why.empty();
}

bool NetLobby::canStart() const {
    if (!host_ || started_ || !client_ || freeSeats() > 0) return false;
    const auto& seats = client_->seats().seats;
    for (int s = 0; s < static_cast<int>(seats.size()); ++s)
        if (s != client_->seat() && seats[s].kind == "person" && !seats[s].ready) return false;
    return !seats.empty();
}

void NetLobby::setReady(bool ready) {
    if (client_ && !started_) client_->setReady(ready);
}

bool NetLobby::ready() const {
    const int seat = client_ ? client_->seat() : -1;
    const auto& seats = client_ ? client_->seats().seats : std::vector<net::WireSeat>();
    return seat >= 0 && seat < static_cast<int>(seats.size()) && seats[seat].ready;
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
    if (code == QLatin1String("token") && triedToken_ && !host_ && client_ && client_->seat() < 0) {
        // The remembered seat is gone (freed by the host): join as anyone new.
        triedToken_ = false;
        forgetToken(room_);
        client_->disconnect(this);
        client_->close();
        client_->deleteLater();
        client_ = nullptr;
        makeClient(joinUrl_, joinName_, room_);
        return;
    }
    if (code == QLatin1String("room"))
        fail(
            tr("This invitation does not open the table: its room secret is not the host's. Ask "
               "the host for the invitation again."));
    else if (code == QLatin1String("full"))
        fail(tr("Every seat at this table is taken."));
    else if (code == QLatin1String("seat"))
        fail(tr("That seat is taken."));
    else
        fail(tr("The host says: %1")
                 .arg(QCoreApplication::translate("host", message.toUtf8().constData())));
}

void NetLobby::onClosed() {
    if (problem_.isEmpty() && !seated())
        fail(
            tr("Felt could not reach the table. Check the invitation, and that the host is "
               "still waiting for players."));
    else if (problem_.isEmpty() && !started_)
        fail(tr("The host closed the table."));
    else
        emit changed();  // no longer connected (a begun game's table says why)
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
            {QStringLiteral("ready"), known && seats[s].ready},
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

bool NetLobby::connected() const {
    return client_ && client_->isOpen();
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
