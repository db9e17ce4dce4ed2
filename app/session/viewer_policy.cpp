#include "viewer_policy.h"

#include <algorithm>

namespace felt::app {

void ViewerPolicy::reset(std::vector<bool> human, bool setBack) {
    const bool stays = setBack && human == human_ && confirmed_ && handoverSeat_ < 0;
    const int atScreen = viewer_;
    human_ = std::move(human);
    const auto first = std::find(human_.begin(), human_.end(), true);
    viewer_ = first == human_.end() ? 0 : static_cast<int>(first - human_.begin());
    confirmed_ = humanCount() <= 1;
    handoverSeat_ = -1;
    if (stays) {
        viewer_ = atScreen;
        confirmed_ = true;
    }
}

bool ViewerPolicy::isHuman(int seat) const {
    return seat >= 0 && seat < static_cast<int>(human_.size()) &&
           human_[static_cast<std::size_t>(seat)];
}

int ViewerPolicy::humanCount() const {
    return static_cast<int>(std::count(human_.begin(), human_.end(), true));
}

ViewerPolicy::Next ViewerPolicy::next(int actor) {
    if (actor < 0) return Next::Over;
    if (!isHuman(actor)) return Next::Bot;
    if ((actor != viewer_ || !confirmed_) && humanCount() > 1) {
        handoverSeat_ = actor;
        return Next::Handover;
    }
    viewer_ = actor;
    return Next::Person;
}

void ViewerPolicy::confirmHandover() {
    if (handoverSeat_ < 0) return;
    viewer_ = handoverSeat_;
    confirmed_ = true;
    handoverSeat_ = -1;
}

}  // namespace felt::app
