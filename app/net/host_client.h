// One connection as the host keeps it (table_host*.cpp only).
#pragma once

#include "rate_limit.h"
#include "table_host.h"

namespace felt::net {

struct TableHost::Client {
    Client(Send s, Close c, const ClientLimits& limits)
        : send(std::move(s)), close(std::move(c)), rate(limits.burst, limits.perSecond) {}
    Send send;
    Close close;
    RateLimit rate;
    int seat = -1;
    int eventsSent = 0;            // how many of its seat's events this connection has been sent
    std::uint64_t hintTicket = 0;  // the hint being worked out for it (0: none)
    int dropped = 0;
    int errors = 0;
    bool warnedRate = false;
    bool closing = false;  // told to go: nothing more is read from it
};

}  // namespace felt::net
