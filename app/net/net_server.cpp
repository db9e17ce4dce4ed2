#include "net_server.h"

#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

namespace felt::net {

NetServer::NetServer(TableHost& host, ServerLimits limits, QObject* parent)
    : QObject(parent),
      host_(host),
      limits_(limits),
      listener_(new QTcpServer(this)),
      server_(new QWebSocketServer(QStringLiteral("Felt"), QWebSocketServer::NonSecureMode, this)),
      handshakes_(new HandshakeGuard(limits.helloTimeoutMs, this)),
      poll_(new QTimer(this)) {
    // Dropped seats are handed to bots when their wait is over.
    connect(poll_, &QTimer::timeout, this, [this] { host_.poll(); });
    poll_->start(limits_.pollMs);
    server_->setMaxPendingConnections(limits_.maxConnections);
    server_->setHandshakeTimeout(limits_.helloTimeoutMs);
    connect(server_, &QWebSocketServer::newConnection, this, &NetServer::onNewConnection);
    connect(listener_, &QTcpServer::newConnection, this, &NetServer::onNewSocket);
}

NetServer::~NetServer() {
    // Sockets are children of the server and go with it; the host forgets them first.
    for (auto& [socket, id] : sockets_) {
        socket->disconnect(this);
        host_.disconnect(id);
        socket->flush();  // a goodbye said just before still goes
    }
    sockets_.clear();
}

QString NetServer::listen(const QHostAddress& address, quint16 port) {
    if (!listener_->listen(address, port)) return listener_->errorString();
    return {};
}

quint16 NetServer::port() const {
    return listener_->serverPort();
}

// The TCP connections are accepted here rather than by the WebSocket server
// so that each can send at once: an update is several small messages, and
// with Nagle's algorithm the second waits for the client's delayed ACK
// (about 40 ms a move).
void NetServer::onNewSocket() {
    while (QTcpSocket* socket = listener_->nextPendingConnection()) {
        // Connections still in their handshake count against the cap too.
        if (static_cast<int>(sockets_.size()) + handshakes_->waiting() >= limits_.maxConnections) {
            socket->abort();
            socket->deleteLater();
            continue;
        }
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        handshakes_->watch(socket);
        server_->handleConnection(socket);
    }
}

void NetServer::closeSocket(QWebSocket* socket, const QString& reason) {
    // Later, from the event loop: the host may be in the middle of a message.
    QPointer<QWebSocket> guard(socket);
    QTimer::singleShot(0, this, [guard, reason] {
        if (guard) guard->close(QWebSocketProtocol::CloseCodePolicyViolated, reason);
    });
}

void NetServer::onNewConnection() {
    while (QWebSocket* socket = server_->nextPendingConnection()) {
        handshakes_->upgraded(*socket);
        socket->setParent(this);
        if (static_cast<int>(sockets_.size()) >= limits_.maxConnections) {
            socket->close(QWebSocketProtocol::CloseCodeGoingAway, QStringLiteral("table busy"));
            socket->deleteLater();
            continue;
        }
        // The protocol's own limit answers messages a little over it with an
        // error; far larger ones are cut off by the socket before they are held.
        socket->setMaxAllowedIncomingMessageSize(2 * kMaxClientMessageBytes);
        socket->setMaxAllowedIncomingFrameSize(2 * kMaxClientMessageBytes);
        QPointer<QWebSocket> guard(socket);
        const TableHost::ClientId id = host_.connect(
            [this, guard](const QByteArray& bytes) {
                if (!guard) return;
                if (guard->bytesToWrite() > limits_.maxUnsentBytes) {
                    closeSocket(guard, QStringLiteral("too slow to read"));
                    return;
                }
                guard->sendTextMessage(QString::fromUtf8(bytes));
            },
            [this, guard] {
                if (guard) closeSocket(guard, QStringLiteral("closed by the host"));
            });
        sockets_[socket] = id;
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, id](const QString& text) { host_.receive(id, text.toUtf8()); });
        connect(socket, &QWebSocket::binaryMessageReceived, this,
                [this, id](const QByteArray& bytes) { host_.receive(id, bytes, true); });
        connect(socket, &QWebSocket::disconnected, this, [this, socket, id] {
            host_.disconnect(id);
            sockets_.erase(socket);
            socket->deleteLater();
        });
        QTimer::singleShot(limits_.helloTimeoutMs, socket, [this, socket, id] {
            if (host_.seatOf(id) < 0)
                socket->close(QWebSocketProtocol::CloseCodePolicyViolated,
                              QStringLiteral("no hello in time"));
        });
    }
}

}  // namespace felt::net
