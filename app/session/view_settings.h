// How the table looks and moves: animation speed, the four-colour deck and
// whether the table stops at the end of each round for its summary.
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>

namespace felt::app {

class ViewSettings : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameSession")
    Q_PROPERTY(int animationSpeed READ animationSpeed WRITE setAnimationSpeed NOTIFY changed)
    Q_PROPERTY(int moveMs READ moveMs NOTIFY changed)
    Q_PROPERTY(bool fourColour READ fourColour WRITE setFourColour NOTIFY changed)
    Q_PROPERTY(bool roundSummaries READ roundSummaries WRITE setRoundSummaries NOTIFY changed)
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

signals:
    void changed();

private:
    int speed_ = 1;
    bool fourColour_ = false;
    bool roundSummaries_ = false;
};

}  // namespace felt::app
