// Listens for WebSocket connections and hands each one to a TableHost. It
// holds the socket-level defences: a cap on message and frame size, a cap on
// open connections, a deadline for the hello, and a cap on unsent bytes so a
// client that stops reading cannot make the host hoard its messages.
#pragma once

#include <QHostAddress>
#include <QObject>
#include <QString>
#include <map>

#include "handshake_guard.h"
#include "table_host.h"

class QTcpServer;
class QTimer;
class QWebSocket;
class QWebSocketServer;

namespace felt::net {

struct ServerLimits {
    int helloTimeoutMs = 10000;  // a connection that has not joined by then is closed
    int pollMs = 1000;           // how often the host looks at its clock (TableHost::poll)
    int maxConnections = 32;     // open at once, joined or not
    qint64 maxUnsentBytes = 8 * 1024 * 1024;  // a client this far behind is dropped
};

class NetServer : public QObject {
    Q_OBJECT
public:
    NetServer(TableHost& host, ServerLimits limits = {}, QObject* parent = nullptr);
    ~NetServer() override;

    // Listens on `address` (tests: QHostAddress::LocalHost only) and `port`
    // (0: any free one). "" on success, else why not.
    QString listen(const QHostAddress& address, quint16 port = 0);
    quint16 port() const;
    int connections() const { return static_cast<int>(sockets_.size()); }

private:
    void onNewSocket();
    void onNewConnection();
    void closeSocket(QWebSocket* socket, const QString& reason);

    TableHost& host_;
    ServerLimits limits_;
    QTcpServer* listener_;
    QWebSocketServer* server_;
    HandshakeGuard* handshakes_;
    QTimer* poll_;
    std::map<QWebSocket*, TableHost::ClientId> sockets_;
};

}  // namespace felt::net
