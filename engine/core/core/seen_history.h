// A game's events as each seat saw them: the public history an information
// set carries. Whoever runs a game records the events of every action here;
// a seat's copy names a moved card only if that seat saw its face, so nothing
// handed to a bot from it can reveal a hidden card.
#pragma once

#include <memory>
#include <vector>

#include "event.h"

namespace felt {

class SeenHistory {
public:
    // Forgets everything: a new game of `players` seats.
    void reset(int players);
    // Adds the events of one action (as GameState::apply returned them).
    void record(const EventList& events);
    // What `seat` has seen so far: a snapshot that later records leave alone.
    std::shared_ptr<const EventList> seenBy(int seat) const;

    // `event` as `seat` saw it: a Move's card is blanked (kNoCard) unless the
    // seat saw its face.
    static Event asSeenBy(Event event, int seat);

private:
    // Copied before an append while a snapshot is out (copy on write), so
    // that a snapshot on a bot's thread never changes under it.
    std::vector<std::shared_ptr<EventList>> perSeat_;
};

}  // namespace felt
