#include "seen_history.h"

namespace felt {

void SeenHistory::reset(int players) {
    perSeat_.clear();
    for (int s = 0; s < players; ++s) perSeat_.push_back(std::make_shared<EventList>());
}

Event SeenHistory::asSeenBy(Event event, int seat) {
    if (event.kind == EventKind::Move && (event.seenBy & onlySeat(seat)) == 0) event.card = kNoCard;
    return event;
}

void SeenHistory::record(const EventList& events) {
    for (std::size_t s = 0; s < perSeat_.size(); ++s) {
        auto& list = perSeat_[s];
        if (list.use_count() > 1) list = std::make_shared<EventList>(*list);
        for (const Event& e : events) list->push_back(asSeenBy(e, static_cast<int>(s)));
    }
}

std::shared_ptr<const EventList> SeenHistory::seenBy(int seat) const {
    if (seat < 0 || seat >= static_cast<int>(perSeat_.size()))
        return std::make_shared<const EventList>();
    return perSeat_[static_cast<std::size_t>(seat)];
}

}  // namespace felt
