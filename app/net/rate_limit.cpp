#include "rate_limit.h"

#include <algorithm>

namespace felt::net {

bool RateLimit::allow(std::int64_t nowMs) {
    if (tokens_ < 0) {
        tokens_ = capacity_;
        lastMs_ = nowMs;
    }
    // A clock that goes backwards refills nothing rather than draining.
    const std::int64_t elapsed = std::max<std::int64_t>(0, nowMs - lastMs_);
    lastMs_ = std::max(lastMs_, nowMs);
    tokens_ = std::min(capacity_, tokens_ + static_cast<double>(elapsed) * perSecond_ / 1000.0);
    if (tokens_ < 1.0) return false;
    tokens_ -= 1.0;
    return true;
}

}  // namespace felt::net
