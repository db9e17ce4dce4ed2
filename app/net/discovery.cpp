#include "discovery.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QNetworkDatagram>
#include <QTimer>
#include <QUdpSocket>
#include <QUrl>
#include <QUrlQuery>
#include <algorithm>
#include <cctype>

#include "catalog/registry.h"
#include "json_fields.h"
#include "protocol.h"

namespace felt::net {

namespace {

constexpr const char* kKind = "table";
constexpr int kMaxGameIdChars = 40;

// A steady clock shared by listeners without one of their own.
qint64 steadyMs() {
    static QElapsedTimer timer;
    if (!timer.isValid()) timer.start();
    return timer.elapsed();
}

}  // namespace

std::string parseDiscoveryTarget(const QString& setting, DiscoveryTarget& out) {
    const QString s = setting.trimmed();
    DiscoveryTarget target;
    if (s.isEmpty()) {
        target.address = QHostAddress(QHostAddress::Broadcast);
        out = target;
        return {};
    }
    QString host = s;
    // "ADDRESS:PORT", "[IPv6]:PORT"; a bare IPv6 address has colons of its own.
    const qsizetype colon = s.lastIndexOf(QLatin1Char(':'));
    const bool bracketed = s.startsWith(QLatin1Char('['));
    if (colon > 0 && (bracketed || s.count(QLatin1Char(':')) == 1)) {
        bool ok = false;
        const int port = s.mid(colon + 1).toInt(&ok);
        if (!ok || port < 1 || port > 65535)
            return "the discovery port must be a number from 1 to 65535";
        target.port = static_cast<quint16>(port);
        host = s.left(colon);
    }
    if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']')))
        host = host.mid(1, host.size() - 2);
    if (!target.address.setAddress(host))
        return "the discovery address must be an IP address, not \"" + host.toStdString() + "\"";
    out = target;
    return {};
}

DiscoveryTarget discoveryTarget(const QString& option, std::string* problem) {
    const QString setting =
        option.isEmpty() ? qEnvironmentVariable("FELT_DISCOVERY_ADDRESS") : option;
    DiscoveryTarget target;
    const std::string why = parseDiscoveryTarget(setting, target);
    if (problem) *problem = why;
    if (!why.empty()) target = DiscoveryTarget{QHostAddress(QHostAddress::LocalHost)};
    return target;
}

QByteArray encode(const Announcement& a) {
    QJsonObject o;
    o.insert(QStringLiteral("game"), QString::fromStdString(a.game));
    o.insert(QStringLiteral("players"), a.players);
    o.insert(QStringLiteral("free"), a.freeSeats);
    o.insert(QStringLiteral("host"), QString::fromStdString(a.hostName));
    o.insert(QStringLiteral("port"), a.port);
    o.insert(QStringLiteral("room"), QString::fromStdString(a.room));
    return seal(kKind, o);
}

std::string readAnnouncement(QByteArrayView bytes, Announcement& out) {
    std::string kind;
    QJsonObject o;
    if (std::string why = readEnvelope(bytes, kMaxAnnouncementBytes, kind, o); !why.empty())
        return why;
    if (kind != kKind) return "not a table announcement: " + kind;
    std::string error;
    JsonFields f(o, "announcement", error);
    f.onlyKeys({"game", "players", "free", "host", "port", "room"});
    Announcement a;
    a.game = f.text("game", kMaxGameIdChars);
    a.players = f.integer("players", 1, kMaxSeats);
    a.freeSeats = f.integer("free", 0, kMaxSeats);
    a.hostName = f.text("host", kMaxNameChars);
    a.port = static_cast<quint16>(f.integer("port", 1, 65535));
    a.room = f.text("room", kMaxSecretChars);
    if (!f.ok()) return error;
    if (a.freeSeats > a.players) return "announcement: more free seats than seats";
    // A secret goes into a felt:// address as it is: letters, digits, - and _.
    if (a.room.empty() || !std::all_of(a.room.begin(), a.room.end(), [](char c) {
            return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
        }))
        return "announcement: a room secret must be letters and digits";
    if (!findGame(a.game)) return "announcement: a game this Felt does not know: " + a.game;
    out = std::move(a);
    return {};
}

// ---- Announcer ----

DiscoveryAnnouncer::DiscoveryAnnouncer(DiscoveryTarget target, QObject* parent)
    : QObject(parent),
      target_(std::move(target)),
      socket_(new QUdpSocket(this)),
      timer_(new QTimer(this)) {
    timer_->setInterval(kAnnounceIntervalMs);
    connect(timer_, &QTimer::timeout, this, &DiscoveryAnnouncer::send);
}

DiscoveryAnnouncer::~DiscoveryAnnouncer() = default;

void DiscoveryAnnouncer::setAnnouncement(const Announcement& announcement) {
    datagram_ = encode(announcement);
    if (running()) send();
}

void DiscoveryAnnouncer::start() {
    timer_->start();
    send();
}

void DiscoveryAnnouncer::stop() {
    timer_->stop();
}

bool DiscoveryAnnouncer::running() const {
    return timer_->isActive();
}

void DiscoveryAnnouncer::send() {
    if (datagram_.isEmpty()) return;
    // Sent only where the target says; a failure (no network) is tried again
    // at the next tick, nothing else depends on it.
    if (socket_->writeDatagram(datagram_, target_.address, target_.port) == datagram_.size())
        ++sent_;
}

// ---- Listener ----

DiscoveryListener::DiscoveryListener(DiscoveryTarget target, QObject* parent, Clock clock)
    : QObject(parent),
      target_(std::move(target)),
      socket_(new QUdpSocket(this)),
      timer_(new QTimer(this)),
      clock_(std::move(clock)) {
    connect(socket_, &QUdpSocket::readyRead, this, &DiscoveryListener::read);
    timer_->setInterval(1000);
    connect(timer_, &QTimer::timeout, this, &DiscoveryListener::forgetOld);
}

DiscoveryListener::~DiscoveryListener() = default;

QString DiscoveryListener::listen() {
    // Listens where its announcer sends: loopback stays loopback.
    QHostAddress where(QHostAddress::AnyIPv4);
    if (target_.isLoopback())
        where = target_.address;
    else if (target_.address.protocol() == QAbstractSocket::IPv6Protocol)
        where = QHostAddress(QHostAddress::AnyIPv6);
    // Several Felts on one computer all hear the tables.
    if (!socket_->bind(where, target_.port,
                       QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint))
        return socket_->errorString();
    timer_->start();
    return {};
}

quint16 DiscoveryListener::port() const {
    return socket_->localPort();
}

qint64 DiscoveryListener::now() const {
    return clock_ ? clock_() : steadyMs();
}

void DiscoveryListener::read() {
    bool changed = false;
    while (socket_->hasPendingDatagrams()) {
        // Anything larger than the limit is cut there by the read and then
        // refused by its size check: a datagram is never held whole.
        const QNetworkDatagram d = socket_->receiveDatagram(kMaxAnnouncementBytes + 1);
        Announcement a;
        if (!readAnnouncement(d.data(), a).empty() || d.senderAddress().isNull()) {
            ++ignored_;
            continue;
        }
        const QHostAddress from = d.senderAddress();
        auto it = std::find_if(heard_.begin(), heard_.end(), [&](const HeardTable& t) {
            return t.address.isEqual(from) && t.announcement.port == a.port;
        });
        if (it == heard_.end()) {
            // Bounded: a flood of made-up tables cannot grow the list forever.
            if (heard_.size() >= 64) {
                ++ignored_;
                continue;
            }
            heard_.push_back({a, from, now()});
            changed = true;
        } else {
            changed = changed || !(it->announcement == a);
            it->announcement = a;
            it->lastHeardMs = now();
        }
    }
    if (changed) emit tablesChanged();
}

void DiscoveryListener::forgetOld() {
    const qint64 t = now();
    const auto old = std::remove_if(heard_.begin(), heard_.end(), [&](const HeardTable& h) {
        return t - h.lastHeardMs > forgetAfterMs_;
    });
    if (old == heard_.end()) return;
    heard_.erase(old, heard_.end());
    emit tablesChanged();
}

QVariantList DiscoveryListener::tables() const {
    QVariantList list;
    for (const HeardTable& h : heard_) {
        const Announcement& a = h.announcement;
        const GameInfo* game = findGame(a.game);
        QHostAddress address = h.address;
        // An IPv4 sender seen through an IPv6 socket reads as ::ffff:a.b.c.d.
        bool isV4 = false;
        const quint32 v4 = address.toIPv4Address(&isV4);
        if (isV4) address = QHostAddress(v4);
        QUrl url;
        url.setScheme(QStringLiteral("felt"));
        url.setHost(address.toString());
        url.setPort(a.port);
        url.setPath(QStringLiteral("/"));
        QUrlQuery query;
        query.addQueryItem(QStringLiteral("room"), QString::fromStdString(a.room));
        url.setQuery(query);
        list.append(QVariantMap{
            {QStringLiteral("game"), QString::fromStdString(a.game)},
            {QStringLiteral("gameName"),
             game ? QCoreApplication::translate("engine", game->name.c_str()) : QString()},
            {QStringLiteral("players"), a.players},
            {QStringLiteral("freeSeats"), a.freeSeats},
            {QStringLiteral("hostName"), QString::fromStdString(a.hostName)},
            {QStringLiteral("address"), address.toString()},
            {QStringLiteral("port"), a.port},
            {QStringLiteral("invitation"), url.toString()},
        });
    }
    return list;
}

}  // namespace felt::net
