// The authority for one network table: it owns the only GameState, the seen
// history and the seats, and decides what each client is told. Every message
// a client sends goes through receive(); a client acts only for the seat its
// token belongs to, only when that seat is to act and only with a legal move.
// Anything else is refused to that client alone and changes nothing.
//
// Sockets stay outside: a client is a pair of callbacks (send a message,
// close the connection), so the host runs in tests without a network and the
// server (net_server.h) only wires sockets to it.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/game_state.h"
#include "core/seen_history.h"
#include "protocol.h"
#include "rate_limit.h"

namespace felt::net {

struct HostSetup {
    std::string game;  // catalog id
    int players = 0;
    std::map<std::string, std::string> options;
    std::uint64_t seed = 0;  // 0: drawn from the system's random source
    std::string room;        // the room secret; "" draws one
};

// Limits on what one client may do.
struct ClientLimits {
    double burst = 20;             // messages at once...
    double perSecond = 10;         // ...then this many a second
    int droppedBeforeClose = 200;  // a client still flooding after this is dropped
    int errorsBeforeClose = 50;    // malformed or refused messages before it is dropped
};

class TableHost {
public:
    using ClientId = std::uint64_t;
    using Send = std::function<void(const QByteArray&)>;
    using Close = std::function<void()>;
    using Clock = std::function<std::int64_t()>;  // milliseconds, steady

    // Creates the game from the catalog; check error() before use.
    explicit TableHost(HostSetup setup, ClientLimits limits = {}, Clock clock = {});
    ~TableHost();

    const std::string& error() const { return error_; }
    const std::string& room() const { return setup_.room; }
    const std::string& gameId() const { return setup_.game; }

    // A new connection. `close` must end it later (not from inside the call).
    ClientId connect(Send send, Close close);
    // One message as it came; `binary`: a binary frame, which the protocol does not speak.
    void receive(ClientId client, QByteArrayView bytes, bool binary = false);
    // The connection ended; its seat stays taken for its token to take back.
    void disconnect(ClientId client);

    int seatOf(ClientId client) const;
    bool started() const { return started_; }
    // The truth, for the host's own use (records, tests); never sent.
    const GameState& state() const { return *state_; }
    // Called after every applied action (for the host's own display, tests).
    std::function<void()> onAction;

private:
    struct Client;
    struct Seat {
        std::string token;
        std::string name;
        bool taken = false;
        ClientId client = 0;  // 0: nobody connected
    };

    void onHello(ClientId id, Client& c, const Hello& hello);
    void onAct(ClientId id, Client& c, const Act& act);
    void seatClient(ClientId id, Client& c, int seat, const std::string& name);
    void refuse(Client& c, const std::string& action, const std::string& reason,
                const Phrase& phrase = {});
    void fail(Client& c, const char* code, const std::string& message, bool close);
    void sendSeats();
    void updateSeat(int seat, bool fromStart);
    std::int64_t now() const;

    HostSetup setup_;
    ClientLimits limits_;
    Clock clock_;
    std::string error_;
    std::unique_ptr<GameState> state_;
    SeenHistory seen_;
    std::vector<Seat> seats_;
    std::map<ClientId, std::unique_ptr<Client>> clients_;
    ClientId nextId_ = 1;
    bool started_ = false;
};

// A fresh secret: 128 bits from the system's random source, as hex.
std::string newSecret();
// Compares secrets in time that does not depend on where they differ.
bool sameSecret(const std::string& a, const std::string& b);

}  // namespace felt::net
