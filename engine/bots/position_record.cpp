#include "position_record.h"

#include <algorithm>
#include <vector>

namespace felt {

namespace {

std::uint64_t mix(std::uint64_t x) {  // splitmix64's finaliser
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

std::uint64_t sizeTerm(int zone, int size) {
    if (size == 0) return 0;
    return mix((static_cast<std::uint64_t>(zone + 1) << 32) ^ static_cast<std::uint32_t>(size));
}

std::uint64_t shufflesTerm(int shuffles) {
    return shuffles == 0 ? 0 : mix(~static_cast<std::uint64_t>(shuffles));
}

}  // namespace

void PositionRecord::Position::apply(const Event& e) {
    if (e.kind == EventKind::Shuffle) {
        print ^= shufflesTerm(shuffles) ^ shufflesTerm(shuffles + 1);
        ++shuffles;
        return;
    }
    if (e.kind != EventKind::Move) return;
    const auto resize = [&](int zone, int step) {
        if (zone < 0) return;
        int& size = sizes[zone];
        print ^= sizeTerm(zone, size) ^ sizeTerm(zone, size + step);
        size += step;
    };
    resize(e.fromZone, -1);
    resize(e.toZone, 1);
}

PositionRecord::PositionRecord(const EventList& history) {
    std::vector<std::uint64_t> path{now_.print};  // the positions play went through
    for (const Event& e : history) {
        now_.apply(e);
        if (now_.print != path.back()) path.push_back(now_.print);
    }
    seen_.insert(path.begin(), path.end());
    repeats_ = static_cast<int>(std::count(path.begin(), path.end() - 1, now_.print));
}

bool PositionRecord::leadsSomewhereNew(const EventList& events) const {
    Position next = now_;
    for (const Event& e : events) next.apply(e);
    return !seen_.contains(next.print);
}

}  // namespace felt
