#include "server_messages.h"

#include <QJsonArray>
#include <QJsonObject>

#include "net/host_messages.h"
#include "net/json_fields.h"

namespace felt::net {
namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

std::string readCreate(const QJsonObject& o, ServerRequest& out) {
    std::string error;
    JsonFields f(o, "create", error);
    f.onlyKeys({"game", "players", "options", "bots", "awayWaitSeconds", "standInLevel"});
    Create c;
    c.game = f.text("game", kMaxGameIdChars);
    c.players = f.integer("players", 1, kMaxSeats);
    const QJsonObject options = f.object("options", false);
    const QJsonArray bots = f.array("bots", kMaxSeats, false);
    c.awayWaitSeconds = f.integer("awayWaitSeconds", 0, kMaxAwayWaitSeconds, false, -1);
    c.standInLevel = f.text("standInLevel", kMaxLevelChars, false);
    if (f.has("standInLevel") && c.standInLevel.empty() && f.ok())
        f.fail("create: \"standInLevel\" must name a level");
    if (!f.ok()) return error;
    for (qsizetype i = 0; i < bots.size(); ++i) {
        if (!bots[i].isObject()) return "create.bots holds something other than an object";
        const QJsonObject b = bots[i].toObject();
        JsonFields g(b, "create.bots[" + std::to_string(i) + "]", error);
        g.onlyKeys({"seat", "level"});
        CreateBot bot;
        bot.seat = g.integer("seat", 0, kMaxSeats - 1);
        bot.level = g.text("level", kMaxLevelChars);
        if (!g.ok()) return error;
        c.bots.push_back(std::move(bot));
    }
    if (options.size() > kMaxOptions)
        return "create: more than " + std::to_string(kMaxOptions) + " options";
    for (auto it = options.begin(); it != options.end(); ++it) {
        if (it.key().isEmpty() || it.key().size() > kMaxOptionChars)
            return "create: an option's name must have 1 to " + std::to_string(kMaxOptionChars) +
                   " characters";
        if (!it.value().isString() || it.value().toString().size() > kMaxOptionChars)
            return "create: option \"" + it.key().toStdString() +
                   "\" must be a string of at most " + std::to_string(kMaxOptionChars) +
                   " characters";
        c.options[it.key().toStdString()] = it.value().toString().toStdString();
    }
    out = c;
    return {};
}

std::string readListRooms(const QJsonObject& o, ServerRequest& out) {
    std::string error;
    JsonFields f(o, "rooms", error);
    f.onlyKeys({});
    if (!f.ok()) return error;
    out = ListRooms{};
    return {};
}

std::string readCreated(const QJsonObject& o, ServerReply& out) {
    std::string error;
    JsonFields f(o, "created", error);
    f.onlyKeys({"room", "game", "players"});
    Created c;
    c.room = f.text("room", kMaxSecretChars);
    c.game = f.text("game", kMaxGameIdChars);
    c.players = f.integer("players", 1, kMaxSeats);
    if (!f.ok()) return error;
    out = c;
    return {};
}

std::string readRoomList(const QJsonObject& o, ServerReply& out) {
    std::string error;
    JsonFields f(o, "roomList", error);
    f.onlyKeys({"rooms", "total"});
    RoomList list;
    const QJsonArray rooms = f.array("rooms", kMaxListedRooms);
    list.total = f.integer("total", 0, 1 << 30);
    if (!f.ok()) return error;
    for (qsizetype i = 0; i < rooms.size(); ++i) {
        if (!rooms[i].isObject()) return "roomList.rooms holds something other than an object";
        const QJsonObject r = rooms[i].toObject();
        JsonFields g(r, "roomList.rooms[" + std::to_string(i) + "]", error);
        g.onlyKeys({"game", "players", "free", "started", "room"});
        ListedRoom room;
        room.game = g.text("game", kMaxGameIdChars);
        room.players = g.integer("players", 1, kMaxSeats);
        room.free = g.integer("free", 0, kMaxSeats);
        room.started = g.flag("started");
        room.room = g.text("room", kMaxSecretChars, false);
        if (!g.ok()) return error;
        if (room.free > room.players) return "roomList: more free seats than seats";
        list.rooms.push_back(std::move(room));
    }
    if (list.total < static_cast<int>(list.rooms.size()))
        return "roomList: fewer rooms in total than listed";
    out = std::move(list);
    return {};
}

}  // namespace

QByteArray encode(const Create& m) {
    QJsonObject options;
    for (const auto& [key, value] : m.options) options.insert(qs(key), qs(value));
    QJsonObject o{{QStringLiteral("game"), qs(m.game)}, {QStringLiteral("players"), m.players}};
    if (!options.isEmpty()) o.insert(QStringLiteral("options"), options);
    QJsonArray bots;
    for (const CreateBot& b : m.bots)
        bots.append(
            QJsonObject{{QStringLiteral("seat"), b.seat}, {QStringLiteral("level"), qs(b.level)}});
    if (!bots.isEmpty()) o.insert(QStringLiteral("bots"), bots);
    if (m.awayWaitSeconds >= 0) o.insert(QStringLiteral("awayWaitSeconds"), m.awayWaitSeconds);
    if (!m.standInLevel.empty()) o.insert(QStringLiteral("standInLevel"), qs(m.standInLevel));
    return seal("create", o);
}

QByteArray encode(const ListRooms&) {
    return seal("rooms", {});
}

QByteArray encode(const Created& m) {
    return seal("created", {{QStringLiteral("room"), qs(m.room)},
                            {QStringLiteral("game"), qs(m.game)},
                            {QStringLiteral("players"), m.players}});
}

QByteArray encode(const RoomList& m) {
    QJsonArray rooms;
    for (const ListedRoom& r : m.rooms) {
        QJsonObject o{{QStringLiteral("game"), qs(r.game)},
                      {QStringLiteral("players"), r.players},
                      {QStringLiteral("free"), r.free},
                      {QStringLiteral("started"), r.started}};
        if (!r.room.empty()) o.insert(QStringLiteral("room"), qs(r.room));
        rooms.append(o);
    }
    return seal("roomList", {{QStringLiteral("rooms"), rooms}, {QStringLiteral("total"), m.total}});
}

std::string readServerRequest(QByteArrayView bytes, ServerRequest& out) {
    std::string kind;
    QJsonObject o;
    if (std::string why = readEnvelope(bytes, kMaxClientMessageBytes, kind, o); !why.empty())
        return why;
    if (kind == "create") return readCreate(o, out);
    if (kind == "rooms") return readListRooms(o, out);
    if (kind == "hello") {
        // The room's own reader, so a hello means the same here as at any table.
        ClientMessage message;
        if (std::string why = readClientMessage(bytes, message); !why.empty()) return why;
        out = std::get<Hello>(message);
        return {};
    }
    if (kind == "act") return kActBeforeRoom;
    return "unknown message kind \"" + kind + "\" (before a room: create, rooms or hello)";
}

std::string readServerReply(QByteArrayView bytes, ServerReply& out) {
    std::string kind;
    QJsonObject o;
    if (std::string why = readEnvelope(bytes, kMaxHostMessageBytes, kind, o); !why.empty())
        return why;
    if (kind == "created") return readCreated(o, out);
    if (kind == "roomList") return readRoomList(o, out);
    if (kind == "error") {
        HostMessage message;
        if (std::string why = readHostMessage(bytes, message); !why.empty()) return why;
        out = std::get<WireError>(message);
        return {};
    }
    return "unexpected message kind \"" + kind + "\" (a server answers created, roomList or error)";
}

}  // namespace felt::net
