// felt-server --bench: a load benchmark on 127.0.0.1 (docs/performance.md,
// "Network server"). The server runs in this process; the clients run in a
// second process (felt-server --clients-only URL), so the server's memory is
// measured alone and the clients' work does not count as the server's (on
// two cores each process has one).
#pragma once

#include "server_options.h"

namespace felt::net {

// Starts a RoomServer on 127.0.0.1, the clients' process against it, and
// prints one JSON line: tables, actions_per_s, p50_ms, p99_ms, kb_per_table...
int runBench(const ServerOptions& options);
// The clients: opens `tables` rooms of four players, joins four WebSocket
// clients to each, and plays seeded random legal moves, each `paceMs` after
// its turn comes. Prints "opened" once every table has started, then after
// `seconds` one JSON line of what it measured.
int runBenchClients(const BenchOptions& options);

// This process's anonymous resident memory in KiB (/proc/self/status RssAnon), -1 if unknown.
long rssAnonKb();
// Raises the soft limit of open files to the hard one; the limit now in force.
long raiseFileLimit();

}  // namespace felt::net
