// Cuts the connections a WebSocket server was handed that never become
// WebSockets: one that has not finished its opening handshake (a plain
// request cut short, TLS spoken to a plain server, nothing at all) within the
// hello wait is aborted. Qt 6.4's own handshake timeout does not cover
// connections given by QWebSocketServer::handleConnection, so without this
// each such connection stayed open for ever.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <map>

class QTcpSocket;
class QWebSocket;

namespace felt::net {

class HandshakeGuard : public QObject {
    Q_OBJECT
public:
    HandshakeGuard(int waitMs, QObject* parent = nullptr);

    // A connection about to be handed to the WebSocket server.
    void watch(QTcpSocket* socket);
    // A WebSocket the server made: its connection finished the handshake.
    void upgraded(const QWebSocket& socket);
    // Connections still in their handshake.
    int waiting() const { return static_cast<int>(waiting_.size()); }

private:
    int waitMs_;
    // By the peer's address and port, which the WebSocket keeps.
    std::map<QString, QPointer<QTcpSocket>> waiting_;
};

}  // namespace felt::net
