// The authority for one network table: it owns the only GameState, the seen
// history and the seats, and decides what each client is told. Every message
// a client sends goes through receive(); a client acts only for the seat its
// token belongs to, only when that seat is to act and only with a legal move.
// Anything else is refused to that client alone and changes nothing.
//
// Sockets stay outside: a client is a pair of callbacks (send a message,
// close the connection), so the host runs in tests without a network and the
// server (net_server.h) only wires sockets to it.
//
// Seats are open, a person's, or a bot's. Bots decide from their seat's
// information set only, off the caller's path: the host hands each decision
// (and each hint) to a Thinker the embedding code chooses, which runs it where
// it likes and later runs the answer on the host's thread (think_pool.h has
// one on Qt's thread pool; the default runs both at once, for tests). A bot's
// move goes through the same checks as a client's.
//
// A person whose connection drops keeps the seat; after awayWaitMs (host's
// clock, checked by poll()) a bot of standInLevel plays for them until they
// come back with the seat's token. The table can be written as JSON (game
// record, room, seats, tokens) and rebuilt from it after a restart.
//
// The sentences it sends are English; the fixed ones are marked for
// translation (context "host"), so a client shows them in its own language
// (QCoreApplication::translate("host", text)), and any other as it came.
//
// Everything here runs on one thread; a Thinker's answers must come back to it.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "core/game_state.h"
#include "core/rng.h"
#include "core/seen_history.h"
#include "protocol.h"
#include "rate_limit.h"
#include "wire_types.h"

namespace felt {
struct GameInfo;
}

namespace felt::net {

// When the game starts by itself (start() starts it whenever every seat is taken).
enum class StartRule {
    WhenSeated,  // as soon as every seat is taken (by a person or a bot)
    WhenReady,   // as soon as every seat is taken and every person said ready
    ByHost,      // only when the host calls start()
};

// The longest a dropped seat waits for its person (about twelve days).
inline constexpr std::int64_t kMaxAwayWaitMs = std::int64_t{1} << 30;

struct HostSetup {
    std::string game;  // catalog id
    int players = 0;
    std::map<std::string, std::string> options;
    std::uint64_t seed = 0;  // 0: drawn from the system's random source
    std::string room;        // the room secret; "" draws one
    StartRule start = StartRule::WhenSeated;
    std::int64_t awayWaitMs = 60000;      // a dropped person's seat waits this long...
    std::string standInLevel = "casual";  // ...then a bot of this level plays it
    // Kept with the table for the Felt that hosts it, so that after a restart
    // it listens where it did (friends' invitations still work) and its own
    // person sits down again: the address ("host:port") and that seat.
    std::string listenAt;
    int ownSeat = -1;
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
    // A decision to make: run it anywhere (it touches nothing of the host's),
    // then run what it returns on the host's thread.
    using Job = std::function<std::function<void()>()>;
    using Thinker = std::function<void(Job)>;

    // Creates the game from the catalog; check error() before use. Real
    // hosts set a Thinker (ThinkPool) before people join: the default thinks inline.
    explicit TableHost(HostSetup setup, ClientLimits limits = {}, Clock clock = {});
    ~TableHost();
    TableHost(const TableHost&) = delete;
    TableHost& operator=(const TableHost&) = delete;

    // Why the table could not be made; later, a bot move the rules refused (a bug).
    const std::string& error() const { return error_; }
    const std::string& room() const { return setup_.room; }
    const std::string& gameId() const { return setup_.game; }
    const HostSetup& setup() const { return setup_; }

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
    // Called whenever the seats change (who sits where, ready, away, started).
    std::function<void()> onSeatsChanged;

    // ---- seats and the lobby ----
    // Where bots think and hints are worked out (default: at once, inline).
    // A bot due to move is asked at once.
    void setThinker(Thinker thinker);
    // Every seat as the `seats` message tells it.
    std::vector<WireSeat> seats() const;
    // Seats a bot of `level` (playerLevels()) in an open seat or a bot's, before or
    // during the game. "" when done, else why not.
    std::string seatBot(int seat, const std::string& level);
    // Frees a seat: a person is told `removed` and disconnected, and their
    // token stops working; a bot stops. "" when done, else why not.
    std::string removePlayer(int seat);
    // Starts the game now. Every seat must be taken. "" when started, else why not.
    std::string start();
    // Looks at the clock: seats whose person has been away for the wait get a
    // bot, and a bot due to move is asked. Call it about once a second
    // (NetServer does).
    void poll();
    // How the host goes: for now (the table is kept, autosaved, for a restart
    // where each seat comes back with its token) or for good (the game ends:
    // each seat gets its record so far, and the autosave is removed).
    enum class Leaving { ForNow, ForGood };
    // Tells every client `closing` with `reason`, then closes them. The host
    // answers nobody after this.
    void shutdown(const std::string& reason, Leaving how = Leaving::ForNow);
    bool isShutDown() const { return shutDown_; }

    // ---- autosave and restore ----
    // The table as JSON: the game's record (with its seed: the truth, for the
    // host's disk only), the room, every seat's kind, name and token, the rules
    // of the lobby.
    QByteArray saved() const;
    // The game's record as a .felt file's text (with the seed: the truth).
    std::string recordText() const;
    // Writes saved() to `path` atomically (QSaveFile). "" when written, else why not.
    std::string saveTo(const QString& path) const;
    // Saves to `path` after every move and every change of the seats ("" stops);
    // once the game is over the file is removed (nothing is left to continue).
    void setAutosave(const QString& path);
    const std::string& autosaveError() const { return autosaveError_; }
    // A seat's token, for the hosting Felt's own person to take back its
    // seat after a restart (never sent to anyone else).
    const std::string& tokenOf(int seat) const {
        return seats_.at(static_cast<std::size_t>(seat)).token;
    }
    // Sets where the host listens (kept in the autosave, see HostSetup).
    void setListenAt(const std::string& address) { setup_.listenAt = address; }
    // A table rebuilt from saved(): the same game, room and tokens; people are
    // away until they rejoin with their tokens (the wait starts again). Bots
    // resume at the first setThinker() or poll(). Null and `error` set when
    // the text is not such a table.
    static std::unique_ptr<TableHost> restore(QByteArrayView json, std::string& error,
                                              ClientLimits limits = {}, Clock clock = {});

private:
    struct Client;
    enum class Kind { Open, Person, Bot };
    struct Seat {
        Kind kind = Kind::Open;
        std::string token;
        std::string name;
        std::string level;  // a bot seat's level
        bool ready = false;
        ClientId client = 0;          // 0: nobody connected
        std::int64_t awaySince = -1;  // when a person's connection ended
        bool standIn = false;         // a bot plays for the person who is away
    };

    void onHello(ClientId id, Client& c, const Hello& hello);
    void onAct(ClientId id, Client& c, const Act& act);
    void onReady(ClientId id, Client& c, const Ready& ready);
    void onHint(ClientId id, Client& c, const AskHint& ask);
    bool ownToken(ClientId id, Client& c, const std::string& token);
    void seatClient(ClientId id, Client& c, int seat, const std::string& name);
    // Checks and applies `text` for `seat`; "" when applied, else the refusal.
    std::string play(int seat, const std::string& text, Phrase& why);
    void refuse(Client& c, const std::string& action, const std::string& reason,
                const Phrase& phrase = {});
    void fail(Client& c, const char* code, const std::string& message, bool close);
    void sendSeats();
    void seatsChanged();
    void updateSeat(int seat, bool fromStart);
    void maybeStart();
    void begin();
    void afterMove();
    void autosave();
    // recordText(), or "" when it is too long for one message.
    std::string sendableRecord() const;
    std::int64_t now() const;

    // Bots (table_host_bots.cpp).
    bool botPlays(int seat) const;
    void driveBots();
    void askBot();
    void botDecided(std::uint64_t ticket, const Action& action);
    void cancelThink();
    void hintReady(ClientId id, std::uint64_t ticket, std::size_t moves, const Action& action,
                   const Phrase& reason);
    std::string levelOf(int seat) const;

    HostSetup setup_;
    ClientLimits limits_;
    Clock clock_;
    std::string error_;
    const GameInfo* info_ = nullptr;
    std::unique_ptr<GameState> state_;
    SeenHistory seen_;
    std::vector<Seat> seats_;
    std::map<ClientId, std::unique_ptr<Client>> clients_;
    ClientId nextId_ = 1;
    bool started_ = false;
    bool shutDown_ = false;

    Thinker thinker_;
    Rng botRng_;                     // the bots' own randomness, independent of the game's seed
    std::uint64_t botSeed_ = 0;      // seeds each decision's bot and each hint
    std::uint64_t thinkTicket_ = 0;  // the decision being waited for; others are stale
    bool thinking_ = false;
    std::shared_ptr<std::stop_source> thinkStop_;
    bool driving_ = false;
    bool driveAgain_ = false;
    std::uint64_t nextHintTicket_ = 1;
    // Answers hold this weakly: one that comes back after the host is gone is dropped.
    std::shared_ptr<TableHost*> self_;

    QString autosavePath_;
    mutable std::string autosaveError_;
    // The game's record once it is over, sent with the result (made once).
    std::optional<std::string> finalRecord_;
};

// A fresh secret: 128 bits from the system's random source, as hex.
std::string newSecret();
// Compares secrets in time that does not depend on where they differ.
bool sameSecret(const std::string& a, const std::string& b);

}  // namespace felt::net
