// How the table looks and moves: animation speed, the four-colour deck,
// whether the table stops at the end of each round for its summary, the
// high-contrast theme and large print (bigger cards and text).
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QVariantMap>

namespace felt::app {

class ViewSettings : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameSession")
    Q_PROPERTY(int animationSpeed READ animationSpeed WRITE setAnimationSpeed NOTIFY changed)
    Q_PROPERTY(int moveMs READ moveMs NOTIFY changed)
    Q_PROPERTY(bool fourColour READ fourColour WRITE setFourColour NOTIFY changed)
    Q_PROPERTY(bool roundSummaries READ roundSummaries WRITE setRoundSummaries NOTIFY changed)
    Q_PROPERTY(bool highContrast READ highContrast WRITE setHighContrast NOTIFY changed)
    Q_PROPERTY(bool largePrint READ largePrint WRITE setLargePrint NOTIFY changed)
    // The colours by role and the text scale (present/table_theme.h).
    Q_PROPERTY(QVariantMap theme READ theme NOTIFY changed)
    // How much larger cards are drawn (1 normally).
    Q_PROPERTY(double cardScale READ cardScale NOTIFY changed)
public:
    static constexpr int kMaxSpeed = 3;

    using QObject::QObject;
    int animationSpeed() const { return speed_; }
    void setAnimationSpeed(int speed);
    // Milliseconds a card takes to move at the current speed; 0 = instant.
    int moveMs() const;
    bool fourColour() const { return fourColour_; }
    void setFourColour(bool on);
    // Off by default so that tools and tests run games straight through; the
    // window turns it on from the saved settings.
    bool roundSummaries() const { return roundSummaries_; }
    void setRoundSummaries(bool on) {
        if (on == roundSummaries_) return;
        roundSummaries_ = on;
        emit changed();
    }

    bool highContrast() const { return highContrast_; }
    void setHighContrast(bool on);
    bool largePrint() const { return largePrint_; }
    void setLargePrint(bool on);
    QVariantMap theme() const;
    double cardScale() const { return largePrint_ ? 1.25 : 1.0; }

signals:
    void changed();

private:
    int speed_ = 1;
    bool fourColour_ = false;
    bool roundSummaries_ = false;
    bool highContrast_ = false;
    bool largePrint_ = false;
};

}  // namespace felt::app
