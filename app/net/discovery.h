// Discovery on the local network: a hosting Felt announces its open lobby by
// UDP every two seconds (DiscoveryAnnouncer); a Join dialog listens and lists
// the tables it hears, forgetting one not heard for a while
// (DiscoveryListener). An announcement carries what a one-click join needs:
// the host's port and room secret (the address is where the datagram came
// from), besides the game, the seats and the host's name.
//
// Where announcements go is set, in this order, by an option (felt
// --discovery-address), by the environment variable FELT_DISCOVERY_ADDRESS,
// else the IPv4 broadcast address; the port is kDiscoveryPort unless the
// setting names one ("127.0.0.1:47200", "[::1]:47200"). On the project's own
// machines and in every test the variable is 127.0.0.1, so nothing is ever
// broadcast from them. A listener listens where its announcer would send:
// on loopback when the target is loopback, else on every IPv4 address.
//
// Announcements are untrusted (anyone on the network can send one): each is
// read strictly (size, every field's type and range, no unknown field) and a
// malformed one is dropped and counted, never shown.
#pragma once

#include <QHostAddress>
#include <QObject>
#include <QString>
#include <QVariantList>
#include <functional>
#include <string>
#include <vector>

class QTimer;
class QUdpSocket;

namespace felt::net {

// The UDP port announcements go to (a free, unassigned one).
inline constexpr quint16 kDiscoveryPort = 47111;
inline constexpr int kAnnounceIntervalMs = 2000;
// A table not heard for this long (three announcements missed) is dropped.
inline constexpr int kForgetAfterMs = 7000;
// Real announcements are about 150 bytes.
inline constexpr qsizetype kMaxAnnouncementBytes = 1024;

struct DiscoveryTarget {
    QHostAddress address;
    quint16 port = kDiscoveryPort;
    bool isLoopback() const { return address.isLoopback(); }
};

// Reads a setting ("" for the default, "ADDRESS" or "ADDRESS:PORT") into
// `out`: "" or one sentence saying what is wrong.
std::string parseDiscoveryTarget(const QString& setting, DiscoveryTarget& out);
// The target from the option (when not empty), else FELT_DISCOVERY_ADDRESS,
// else the broadcast address. A setting that cannot be read falls back to
// loopback, never to broadcasting, and says why in `problem`.
DiscoveryTarget discoveryTarget(const QString& option, std::string* problem = nullptr);

struct Announcement {
    std::string game;  // catalog id
    int players = 0;
    int freeSeats = 0;
    std::string hostName;
    quint16 port = 0;  // where the host listens for players
    std::string room;  // the room secret
    bool operator==(const Announcement&) const = default;
};

QByteArray encode(const Announcement& announcement);
// "" and `out` set, or one sentence saying what is wrong.
std::string readAnnouncement(QByteArrayView bytes, Announcement& out);

class DiscoveryAnnouncer : public QObject {
    Q_OBJECT
public:
    explicit DiscoveryAnnouncer(DiscoveryTarget target, QObject* parent = nullptr);
    ~DiscoveryAnnouncer() override;

    const DiscoveryTarget& target() const { return target_; }
    // What goes out from now on (sent at once when running).
    void setAnnouncement(const Announcement& announcement);
    void start();
    void stop();
    bool running() const;
    int sent() const { return sent_; }

private:
    void send();

    DiscoveryTarget target_;
    QUdpSocket* socket_;
    QTimer* timer_;
    QByteArray datagram_;
    int sent_ = 0;
};

// One table heard, and from where.
struct HeardTable {
    Announcement announcement;
    QHostAddress address;
    qint64 lastHeardMs = 0;
};

class DiscoveryListener : public QObject {
    Q_OBJECT
    // Each: game, players, freeSeats, hostName, address, port, room, invitation
    // (a felt:// address Join takes as it takes a pasted one).
    Q_PROPERTY(QVariantList tables READ tables NOTIFY tablesChanged)
public:
    using Clock = std::function<qint64()>;  // milliseconds, steady
    explicit DiscoveryListener(DiscoveryTarget target, QObject* parent = nullptr, Clock clock = {});
    ~DiscoveryListener() override;

    // Starts listening: "" or why not (the port is taken, say).
    QString listen();
    quint16 port() const;
    void setForgetAfterMs(int ms) { forgetAfterMs_ = ms; }
    const std::vector<HeardTable>& heard() const { return heard_; }
    QVariantList tables() const;
    // Datagrams dropped as malformed (for tests).
    int ignored() const { return ignored_; }
    // Drops tables not heard for a while (also done by a timer every second).
    void forgetOld();

signals:
    void tablesChanged();

private:
    void read();
    qint64 now() const;

    DiscoveryTarget target_;
    QUdpSocket* socket_;
    QTimer* timer_;
    Clock clock_;
    std::vector<HeardTable> heard_;
    int forgetAfterMs_ = kForgetAfterMs;
    int ignored_ = 0;
};

}  // namespace felt::net
