#include "view_settings.h"

#include <algorithm>

#include "present/table_theme.h"

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

void ViewSettings::setHighContrast(bool on) {
    if (on == highContrast_) return;
    highContrast_ = on;
    emit changed();
}

void ViewSettings::setLargePrint(bool on) {
    if (on == largePrint_) return;
    largePrint_ = on;
    emit changed();
}

QVariantMap ViewSettings::theme() const {
    return tableTheme(highContrast_, largePrint_);
}

}  // namespace felt::app
