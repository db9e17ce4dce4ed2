#include "handshake_guard.h"

#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>

namespace felt::net {

namespace {

QString peerKey(const QHostAddress& address, quint16 port) {
    return address.toString() + QLatin1Char('|') + QString::number(port);
}

}  // namespace

HandshakeGuard::HandshakeGuard(int waitMs, QObject* parent) : QObject(parent), waitMs_(waitMs) {}

void HandshakeGuard::watch(QTcpSocket* socket) {
    const QString key = peerKey(socket->peerAddress(), socket->peerPort());
    waiting_[key] = socket;
    QTimer::singleShot(waitMs_, this, [this, key, socket = QPointer<QTcpSocket>(socket)] {
        const auto it = waiting_.find(key);
        if (it == waiting_.end() || it->second != socket) return;  // upgraded, or a new one
        waiting_.erase(it);
        // The WebSocket server hears the disconnection and lets the socket go.
        if (socket) socket->abort();
    });
}

void HandshakeGuard::upgraded(const QWebSocket& socket) {
    waiting_.erase(peerKey(socket.peerAddress(), socket.peerPort()));
}

}  // namespace felt::net
