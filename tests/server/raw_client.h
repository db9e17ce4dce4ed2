// For felt-server's tests: a raw WebSocket client that keeps every answer,
// and small helpers to reach an in-process RoomServer on 127.0.0.1.
#pragma once

#include <QSslConfiguration>
#include <QTest>
#include <QUrl>
#include <QWebSocket>
#include <optional>
#include <string>
#include <vector>

#include "net/host_messages.h"
#include "room_server.h"
#include "server_messages.h"

namespace felt::net::testing {

// Speaks raw WebSocket and keeps every answer, as a server reply when it
// reads as one and as a host message otherwise.
class RawClient {
public:
    explicit RawClient(const QUrl& url, const QSslConfiguration* tls = nullptr) {
        if (tls) socket.setSslConfiguration(*tls);
        QObject::connect(&socket, &QWebSocket::textMessageReceived, [this](const QString& text) {
            const QByteArray bytes = text.toUtf8();
            ServerReply reply;
            if (readServerReply(bytes, reply).empty()) {
                if (auto* e = std::get_if<WireError>(&reply)) errors.push_back(*e);
                if (auto* c = std::get_if<Created>(&reply)) created.push_back(*c);
                if (auto* l = std::get_if<RoomList>(&reply)) lists.push_back(*l);
                return;
            }
            HostMessage m;
            if (std::string why = readHostMessage(bytes, m); !why.empty())
                unreadable.push_back(why);
            else if (auto* w = std::get_if<WireWelcome>(&m))
                welcome = *w;
        });
        QObject::connect(&socket, &QWebSocket::disconnected, [this] { closed = true; });
        socket.open(url);
    }
    bool open() const { return socket.state() == QAbstractSocket::ConnectedState; }
    void send(const QByteArray& text) { socket.sendTextMessage(QString::fromUtf8(text)); }
    bool hasError(const std::string& code) const {
        for (const WireError& e : errors)
            if (e.code == code) return true;
        return false;
    }
    QWebSocket socket;
    std::vector<WireError> errors;
    std::vector<Created> created;
    std::vector<RoomList> lists;
    std::vector<std::string> unreadable;
    std::optional<WireWelcome> welcome;
    bool closed = false;
};

inline QUrl urlOf(const RoomServer& server, const char* scheme = "ws") {
    return QUrl(QStringLiteral("%1://127.0.0.1:%2").arg(QLatin1String(scheme)).arg(server.port()));
}

// Creates a room and returns its secret ("" when that failed).
inline std::string createRoom(const QUrl& url, const Create& request,
                              std::string* error = nullptr) {
    RawClient c(url);
    if (!QTest::qWaitFor([&] { return c.open(); }, 10000)) return {};
    c.send(encode(request));
    if (!QTest::qWaitFor([&] { return !c.created.empty() || !c.errors.empty(); }, 10000)) return {};
    if (error && !c.errors.empty()) *error = c.errors.front().message;
    return c.created.empty() ? std::string() : c.created.front().room;
}

}  // namespace felt::net::testing
