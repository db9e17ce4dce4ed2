#include "position_record.h"

#include <algorithm>

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
        if (static_cast<std::size_t>(zone) >= sizes.size())
            sizes.resize(static_cast<std::size_t>(zone) + 1, 0);
        int& size = sizes[static_cast<std::size_t>(zone)];
        print ^= sizeTerm(zone, size) ^ sizeTerm(zone, size + step);
        size += step;
    };
    resize(e.fromZone, -1);
    resize(e.toZone, 1);
}

PositionRecord::PositionRecord(const EventList& history) {
    path_.push_back(now_.print);
    for (const Event& e : history) {
        now_.apply(e);
        if (now_.print != path_.back()) path_.push_back(now_.print);
    }
    repeats_ = static_cast<int>(std::count(path_.begin(), path_.end() - 1, now_.print));
}

bool PositionRecord::leadsSomewhereNew(const EventList& events) const {
    Position next = now_;
    for (const Event& e : events) next.apply(e);
    return std::find(path_.begin(), path_.end(), next.print) == path_.end();
}

}  // namespace felt
