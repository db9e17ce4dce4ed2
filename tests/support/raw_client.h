// A raw WebSocket client for the network tests (tests/network, tests/server):
// it sends whatever it is told, byte for byte, and keeps everything it hears
// — a felt-server's answers before a room (created, roomList, error) and a
// table host's messages (welcome, refused, error, hint) — so a test can play
// the hostile or careless client no real Felt would be.
#pragma once

#include <QSslConfiguration>
#include <QUrl>
#include <QWebSocket>
#include <optional>
#include <string>
#include <vector>

#include "net/host_messages.h"
#include "server_messages.h"

namespace felt::net::testing {

class RawClient {
public:
    explicit RawClient(const QUrl& url, const QSslConfiguration* tls = nullptr) {
        if (tls) socket.setSslConfiguration(*tls);
        QObject::connect(&socket, &QWebSocket::textMessageReceived,
                         [this](const QString& text) { take(text.toUtf8()); });
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
    std::vector<WireRefused> refusals;
    std::vector<Created> created;
    std::vector<RoomList> lists;
    std::vector<std::string> unreadable;
    std::optional<WireWelcome> welcome;
    int hints = 0;
    bool closed = false;

private:
    // A server's reply when it reads as one, else a host's message.
    void take(const QByteArray& bytes) {
        ServerReply reply;
        if (readServerReply(bytes, reply).empty()) {
            if (auto* e = std::get_if<WireError>(&reply)) errors.push_back(*e);
            if (auto* c = std::get_if<Created>(&reply)) created.push_back(*c);
            if (auto* l = std::get_if<RoomList>(&reply)) lists.push_back(*l);
            return;
        }
        HostMessage m;
        if (std::string why = readHostMessage(bytes, m); !why.empty()) {
            unreadable.push_back(why);
            return;
        }
        if (auto* e = std::get_if<WireError>(&m)) errors.push_back(*e);
        if (auto* r = std::get_if<WireRefused>(&m)) refusals.push_back(*r);
        if (auto* w = std::get_if<WireWelcome>(&m)) welcome = *w;
        if (std::holds_alternative<WireHint>(m)) ++hints;
    }
};

}  // namespace felt::net::testing
