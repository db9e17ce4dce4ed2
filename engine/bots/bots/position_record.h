// Where play has been, as a seat saw it: how a searching bot notices that a
// game goes round in circles.
//
// Two searching players can each wait for the other to give way for good: in
// Jump Start they keep passing their turns with exchanges and by taking the
// top discard and shedding a card again, each judging that whoever draws
// from the stock first feeds the others. Nothing in the rules ends that
// (ruling G-4), so the bot must. Such play moves known cards about but never
// changes how many cards each zone holds, so a position here is only that:
// the size of every zone, and how many shuffles there have been (a stock
// refilled from the discard pile starts its sizes over). Nothing hidden
// enters: the sizes are public.
#pragma once

#include <cstdint>
#include <vector>

#include "core/event.h"

namespace felt {

class PositionRecord {
public:
    // Replays `history` (a seat's events as SeenHistory gives them).
    explicit PositionRecord(const EventList& history);

    // How many times play had already been in the position it is in now.
    int repeats() const { return repeats_; }

    // Whether `events` (an action's events) lead from here to a position
    // play has not been in before.
    bool leadsSomewhereNew(const EventList& events) const;

private:
    // The zone sizes and shuffles so far, and their print: the XOR of one
    // term per zone size and one for the shuffles, so that an event updates
    // it in a step or two.
    struct Position {
        std::vector<int> sizes;  // by zone
        int shuffles = 0;
        std::uint64_t print = 0;
        void apply(const Event& e);
    };
    Position now_;
    std::vector<std::uint64_t> path_;  // the print of every position play went through, in order
    int repeats_ = 0;
};

}  // namespace felt
