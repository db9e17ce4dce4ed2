// A token bucket per client: a burst of `capacity` messages, then `perSecond`
// a second. People click a few times a second at most; a client that sends
// faster is flooding, and its extra messages are dropped unread.
#pragma once

#include <cstdint>

namespace felt::net {

class RateLimit {
public:
    RateLimit(double capacity, double perSecond) : capacity_(capacity), perSecond_(perSecond) {}
    // True (and one token spent) when a message at `nowMs` is within the limit.
    bool allow(std::int64_t nowMs);

private:
    double capacity_;
    double perSecond_;
    double tokens_ = -1;  // full on first use
    std::int64_t lastMs_ = 0;
};

}  // namespace felt::net
