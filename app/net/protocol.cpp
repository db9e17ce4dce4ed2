#include "protocol.h"

#include <QJsonDocument>
#include <QJsonParseError>

#include "json_fields.h"

namespace felt::net {

QByteArray seal(const char* kind, QJsonObject object) {
    object.insert(QStringLiteral("v"), kProtocolVersion);
    object.insert(QStringLiteral("kind"), QLatin1String(kind));
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QByteArray encode(const Hello& hello) {
    QJsonObject o;
    o.insert(QStringLiteral("room"), QString::fromStdString(hello.room));
    o.insert(QStringLiteral("name"), QString::fromStdString(hello.name));
    o.insert(QStringLiteral("seat"), hello.seat);
    if (!hello.token.empty())
        o.insert(QStringLiteral("token"), QString::fromStdString(hello.token));
    return seal("hello", o);
}

QByteArray encode(const Act& act) {
    QJsonObject o;
    o.insert(QStringLiteral("action"), QString::fromStdString(act.action));
    o.insert(QStringLiteral("token"), QString::fromStdString(act.token));
    return seal("act", o);
}

QByteArray encode(const Ready& ready) {
    QJsonObject o;
    o.insert(QStringLiteral("ready"), ready.ready);
    o.insert(QStringLiteral("token"), QString::fromStdString(ready.token));
    return seal("ready", o);
}

QByteArray encode(const AskHint& hint) {
    QJsonObject o;
    o.insert(QStringLiteral("token"), QString::fromStdString(hint.token));
    return seal("hint", o);
}

std::string readEnvelope(QByteArrayView bytes, qsizetype maxBytes, std::string& kind,
                         QJsonObject& object) {
    if (bytes.size() > maxBytes)
        return "message too large: " + std::to_string(bytes.size()) + " bytes, the limit is " +
               std::to_string(maxBytes);
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes.toByteArray(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return "not JSON: " + parseError.errorString().toStdString() + " at byte " +
               std::to_string(parseError.offset);
    if (!doc.isObject()) return "a message must be a JSON object";
    const QJsonObject o = doc.object();
    if (nestingDepth(o, kMaxNesting) > kMaxNesting)
        return "message nested deeper than " + std::to_string(kMaxNesting) + " levels";
    std::string error;
    JsonFields f(o, "message", error);
    const int v = f.integer("v", 0, 1 << 30);
    if (!f.ok()) return error;
    if (v != kProtocolVersion)
        return "protocol version " + std::to_string(v) + " is not spoken here (this Felt speaks " +
               std::to_string(kProtocolVersion) + ")";
    kind = f.text("kind", 32);
    if (!f.ok()) return error;
    object = o;
    object.remove(QStringLiteral("v"));
    object.remove(QStringLiteral("kind"));
    return {};
}

namespace {

std::string readHello(const QJsonObject& o, ClientMessage& out) {
    std::string error;
    JsonFields f(o, "hello", error);
    f.onlyKeys({"room", "name", "seat", "token"});
    Hello h;
    h.room = f.text("room", kMaxSecretChars);
    h.name = f.text("name", kMaxNameChars);
    h.seat = f.integer("seat", -1, kMaxSeats - 1, false, -1);
    h.token = f.text("token", kMaxSecretChars, false);
    if (!f.ok()) return error;
    out = h;
    return {};
}

std::string readAct(const QJsonObject& o, ClientMessage& out) {
    std::string error;
    JsonFields f(o, "act", error);
    f.onlyKeys({"action", "token"});
    Act a;
    a.action = f.text("action", kMaxActionChars);
    a.token = f.text("token", kMaxSecretChars);
    if (!f.ok()) return error;
    out = a;
    return {};
}

std::string readReady(const QJsonObject& o, ClientMessage& out) {
    std::string error;
    JsonFields f(o, "ready", error);
    f.onlyKeys({"ready", "token"});
    Ready r;
    r.ready = f.flag("ready");
    r.token = f.text("token", kMaxSecretChars);
    if (!f.ok()) return error;
    out = r;
    return {};
}

std::string readAskHint(const QJsonObject& o, ClientMessage& out) {
    std::string error;
    JsonFields f(o, "hint", error);
    f.onlyKeys({"token"});
    AskHint h;
    h.token = f.text("token", kMaxSecretChars);
    if (!f.ok()) return error;
    out = h;
    return {};
}

}  // namespace

std::string readClientMessage(QByteArrayView bytes, ClientMessage& out) {
    std::string kind;
    QJsonObject o;
    if (std::string why = readEnvelope(bytes, kMaxClientMessageBytes, kind, o); !why.empty())
        return why;
    if (kind == "hello") return readHello(o, out);
    if (kind == "act") return readAct(o, out);
    if (kind == "ready") return readReady(o, out);
    if (kind == "hint") return readAskHint(o, out);
    return "unknown message kind \"" + kind + "\" (a client sends hello, act, ready or hint)";
}

}  // namespace felt::net
