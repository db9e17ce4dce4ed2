// For felt-server's tests: small helpers to reach an in-process RoomServer
// on 127.0.0.1 with the raw client of tests/support/raw_client.h.
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
#include "support/raw_client.h"

namespace felt::net::testing {

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
