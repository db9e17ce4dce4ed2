#include "view_settings.h"

#include <algorithm>

namespace felt::app {

void ViewSettings::setAnimationSpeed(int speed) {
    speed = std::clamp(speed, 0, kMaxSpeed);
    if (speed == speed_) return;
    speed_ = speed;
    emit changed();
}

int ViewSettings::moveMs() const {
    static constexpr int kMs[] = {450, 260, 120, 0};
    return kMs[std::clamp(speed_, 0, kMaxSpeed)];
}

void ViewSettings::setFourColour(bool on) {
    if (on == fourColour_) return;
    fourColour_ = on;
    emit changed();
}

}  // namespace felt::app
