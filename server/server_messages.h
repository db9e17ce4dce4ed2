// The dedicated server's own messages (docs/network.md, "Server"): before a
// connection says hello to a room it may create a room or list the open
// ones. The room's own messages (hello, act and the host's answers) are
// felt_net's; this file adds only what sits in front of the rooms.
//
// Like protocol.h, every reader is strict: size, nesting, version, kind,
// every field's type and length, no unknown fields; the answer is one
// sentence, never an exception.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <map>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "net/protocol.h"
#include "net/wire_types.h"

namespace felt::net {

inline constexpr int kMaxGameIdChars = 64;
inline constexpr int kMaxOptions = 32;
inline constexpr int kMaxOptionChars = 64;
inline constexpr int kMaxLevelChars = 32;
// A room list names at most this many rooms (the first ones, oldest first).
inline constexpr int kMaxListedRooms = 500;

// A bot the room seats from the start.
struct CreateBot {
    int seat = -1;
    std::string level;  // one of the levels people choose from (playerLevels())
    bool operator==(const CreateBot&) const = default;
};

// The longest wait for a dropped person a create may name on the wire (the
// server's own limit is usually lower: RoomServerLimits::maxAwayWaitSeconds).
inline constexpr int kMaxAwayWaitSeconds = 24 * 3600;

// Client → server: make a room of this game for this many players, with
// these seats played by bots, and how long a dropped person's seat waits
// before a bot of `standInLevel` plays it (-1 / "": the server's defaults).
struct Create {
    Create() = default;
    Create(std::string game_, int players_, std::map<std::string, std::string> options_ = {},
           std::vector<CreateBot> bots_ = {}, int awayWaitSeconds_ = -1,
           std::string standInLevel_ = {})
        : game(std::move(game_)),
          players(players_),
          options(std::move(options_)),
          bots(std::move(bots_)),
          awayWaitSeconds(awayWaitSeconds_),
          standInLevel(std::move(standInLevel_)) {}
    std::string game;
    int players = 0;
    std::map<std::string, std::string> options;
    std::vector<CreateBot> bots;
    int awayWaitSeconds = -1;
    std::string standInLevel;
    bool operator==(const Create&) const = default;
};

// Client → server: which rooms are open?
struct ListRooms {
    bool operator==(const ListRooms&) const = default;
};

// What a connection may send before it is in a room.
using ServerRequest = std::variant<Create, ListRooms, Hello>;

// Server → client: the room was made; `room` is its secret (say hello with it).
struct Created {
    std::string room;
    std::string game;
    int players = 0;
    bool operator==(const Created&) const = default;
};

struct ListedRoom {
    std::string game;
    int players = 0;
    int free = 0;  // seats nobody has taken yet
    bool started = false;
    std::string room;  // the secret, only from a server started with --public-rooms
    bool operator==(const ListedRoom&) const = default;
};

struct RoomList {
    std::vector<ListedRoom> rooms;
    int total = 0;  // open rooms, also those past kMaxListedRooms
    bool operator==(const RoomList&) const = default;
};

using ServerReply = std::variant<Created, RoomList, WireError>;

QByteArray encode(const Create& m);
QByteArray encode(const ListRooms& m);
QByteArray encode(const Created& m);
QByteArray encode(const RoomList& m);

// The answer to an `act` before any room (the server's error code "hello").
inline constexpr const char* kActBeforeRoom = "say hello to a room before anything else";

// Reads what a connection sent before it is in a room: "" and `out` set, or
// one sentence saying what is wrong. `act` is answered with kActBeforeRoom.
std::string readServerRequest(QByteArrayView bytes, ServerRequest& out);
// Reads the server's answer to a request (created, roomList or error), as strictly.
std::string readServerReply(QByteArrayView bytes, ServerReply& out);

}  // namespace felt::net
