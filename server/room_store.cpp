#include "room_store.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include "catalog/record.h"
#include "net/json_fields.h"
#include "net/protocol.h"

namespace felt::net {
namespace {

constexpr const char* kMark = "felt-server room";
constexpr int kVersion = 1;
constexpr int kMaxAddressChars = 64;

}  // namespace

QString newRoomFile(const QString& dir) {
    return QDir(dir).filePath(
        QStringLiteral("room-%1.json").arg(QString::fromStdString(newSecret().substr(0, 16))));
}

std::string saveRoom(const QString& path, const TableHost& host, const QByteArray& key,
                     const std::string& secret, const QString& creator) {
    const QJsonDocument table = QJsonDocument::fromJson(host.saved());
    if (!table.isObject()) return "there is no table to save";
    QJsonObject o{{QStringLiteral("felt"), QLatin1String(kMark)},
                  {QStringLiteral("version"), kVersion},
                  {QStringLiteral("secretSha256"), QString::fromLatin1(key.toHex())},
                  {QStringLiteral("creator"), creator},
                  {QStringLiteral("table"), table.object()}};
    if (!secret.empty()) o.insert(QStringLiteral("secret"), QString::fromStdString(secret));
    const QByteArray bytes = QJsonDocument(o).toJson(QJsonDocument::Compact);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner) ||
        file.write(bytes) != bytes.size() || !file.commit())
        return "cannot write " + path.toStdString() + ": " + file.errorString().toStdString();
    return {};
}

std::string loadRoom(QByteArrayView bytes, StoredRoom& out, const ClientLimits& limits) {
    if (bytes.size() > static_cast<qsizetype>(2 * kMaxRecordBytes)) return "too large";
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes.toByteArray(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return "not JSON: " + parseError.errorString().toStdString();
    const QJsonObject o = doc.object();
    std::string error;
    JsonFields f(o, "saved room", error);
    f.onlyKeys({"felt", "version", "secretSha256", "secret", "creator", "table"});
    if (f.text("felt", 64) != kMark && f.ok()) f.fail("not a saved felt-server room");
    if (f.integer("version", 1, 1 << 30) != kVersion && f.ok())
        f.fail("a saved room of another version");
    const QByteArray key = QByteArray::fromHex(f.text("secretSha256", 64).c_str());
    StoredRoom room;
    room.secret = f.text("secret", kMaxSecretChars, false);
    room.creator = QString::fromStdString(f.text("creator", kMaxAddressChars));
    const QJsonObject table = f.object("table");
    if (!f.ok()) return error;
    if (key.size() != 32) return "the secret's hash is not a SHA-256";
    room.key = key;
    room.host =
        TableHost::restore(QJsonDocument(table).toJson(QJsonDocument::Compact), error, limits);
    if (!room.host) return error;
    out = std::move(room);
    return {};
}

}  // namespace felt::net
