// A TableHost driven directly, without sockets, for the seat and fault tests:
// clients are inboxes that read every message strictly, the clock is the
// test's (nothing waits for real time), and bot decisions either run at once
// or wait in a queue until the test runs them.
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "net/host_messages.h"
#include "net/table_host.h"

namespace felt::net::test {

struct FakeClient {
    TableHost::ClientId id = 0;
    std::deque<QByteArray> inbox;  // sent, not yet read
    std::optional<WireWelcome> welcome;
    WireSeats seats;
    std::optional<WireState> state;
    std::vector<WireEvent> events;
    WireMoves moves;
    std::optional<WireResult> result;
    std::vector<WireRefused> refusals;
    std::vector<WireError> errors;
    std::optional<WireHint> hint;
    std::optional<WireClosing> closing;
    std::vector<std::string> unreadable;
    bool closed = false;  // the host asked for the connection to close

    int seat() const { return welcome ? welcome->seat : -1; }
    const std::string& token() const { return welcome->token; }
    bool hasError(const std::string& code) const;
};

class Harness {
public:
    explicit Harness(HostSetup setup, bool queuedThinks = false);
    // A restored host (TableHost::restore) with the same test clock and limits.
    static std::unique_ptr<Harness> restored(const QByteArray& saved, std::string& error);

    std::int64_t clock = 0;  // milliseconds; the test moves it
    TableHost& host() { return *host_; }

    // A new connection saying hello (not read yet: call read()).
    FakeClient& join(const std::string& name, int seat = -1, const std::string& token = {});
    void send(FakeClient& c, const QByteArray& bytes);
    void drop(FakeClient& c);  // the connection ends
    // Reads every client's inbox; `onMessage` sees each message first.
    void read();
    std::function<void(FakeClient&, const QByteArray&, const HostMessage&)> onMessage;

    // Queued thinks (queuedThinks): how many wait, and running them in order.
    std::size_t waitingThinks() const { return thinks_.size(); }
    void runThinks();
    void runOneThink();  // the oldest only (its answer may queue another)

    std::vector<std::unique_ptr<FakeClient>> clients;

private:
    Harness() = default;
    void take(FakeClient& c, const QByteArray& raw);
    std::unique_ptr<TableHost> host_;
    std::deque<TableHost::Job> thinks_;
};

// Limits that never get in the way of a test that is not about them.
ClientLimits generousLimits();

// Every game at its smallest and its largest table: (game id, players).
std::vector<std::pair<std::string, int>> smallestAndLargestTables();

// Plays moves chosen by `pick` for the people (clients seated and to act)
// until the game ends or a bot is to act and none of them is; bound by `maxMoves`.
// Returns how many moves the people made.
int playPeople(Harness& h, std::uint64_t& rng, int maxMoves = 20000);

}  // namespace felt::net::test
