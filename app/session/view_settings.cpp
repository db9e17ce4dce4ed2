#include "view_settings.h"

#include <QSettings>
#include <algorithm>
#include <memory>

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
    return tableTheme(highContrast_, largePrint_, felt_);
}

QStringList ViewSettings::cardBacks() {
    return {QStringLiteral("blue"), QStringLiteral("red"), QStringLiteral("green")};
}

QStringList ViewSettings::felts() {
    return {QStringLiteral("green"), QStringLiteral("blue"), QStringLiteral("burgundy")};
}

QString ViewSettings::cardBackLabel(const QString& name) {
    if (name == QLatin1String("blue")) return tr("Blue lattice");
    if (name == QLatin1String("red")) return tr("Red rosettes");
    if (name == QLatin1String("green")) return tr("Green zigzag");
    return {};
}

QString ViewSettings::feltLabel(const QString& name) {
    //: A colour of the table's felt.
    if (name == QLatin1String("green")) return tr("Green");
    //: A colour of the table's felt.
    if (name == QLatin1String("blue")) return tr("Blue");
    //: A colour of the table's felt (a dark red).
    if (name == QLatin1String("burgundy")) return tr("Burgundy");
    return {};
}

void ViewSettings::setCardBack(const QString& name) {
    if (name == cardBack_ || !cardBacks().contains(name)) return;
    cardBack_ = name;
    emit changed();
}

void ViewSettings::setFelt(const QString& name) {
    if (name == felt_ || !felts().contains(name)) return;
    felt_ = name;
    emit changed();
}

void ViewSettings::restore(const QSettings& s) {
    setAnimationSpeed(s.value(QStringLiteral("view/speed"), speed_).toInt());
    setFourColour(s.value(QStringLiteral("view/fourColour"), fourColour_).toBool());
    setHighContrast(s.value(QStringLiteral("view/highContrast"), highContrast_).toBool());
    setLargePrint(s.value(QStringLiteral("view/largePrint"), largePrint_).toBool());
    setRoundSummaries(s.value(QStringLiteral("view/roundSummaries"), true).toBool());
    setCardBack(s.value(QStringLiteral("view/cardBack")).toString());
    setFelt(s.value(QStringLiteral("view/felt")).toString());
}

void ViewSettings::storeOnChange(const QString& path) {
    connect(this, &ViewSettings::changed, this, [this, path] {
        // Written out when it goes out of scope.
        auto settings = path.isEmpty() ? std::make_unique<QSettings>()
                                       : std::make_unique<QSettings>(path, QSettings::IniFormat);
        store(*settings);
    });
}

void ViewSettings::store(QSettings& s) const {
    s.setValue(QStringLiteral("view/speed"), speed_);
    s.setValue(QStringLiteral("view/fourColour"), fourColour_);
    s.setValue(QStringLiteral("view/highContrast"), highContrast_);
    s.setValue(QStringLiteral("view/largePrint"), largePrint_);
    s.setValue(QStringLiteral("view/roundSummaries"), roundSummaries_);
    s.setValue(QStringLiteral("view/cardBack"), cardBack_);
    s.setValue(QStringLiteral("view/felt"), felt_);
}

}  // namespace felt::app
