// Moves one card item to where the table lays it: x, y, rotation and scale
// together, gliding over `duration` ms (x and y easing out, rotation and
// scale evenly), or at once while `animated` is false (cards placed without
// a story) and for its first place. While `held` (dragged by hand) the card
// stays where the hand puts it; let go, it is put where it goes at once.
// One small object per card instead of four Behaviors with their animations
// and bindings, which held 0.8 MiB for 52 cards (measured by leaving them out).
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QPointer>
#include <QQuickItem>
#include <QVariantAnimation>
#include <QVector4D>

namespace felt::app {

class CardMotion : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // The item moved; its x, y, rotation and scale are this object's to set.
    Q_PROPERTY(QQuickItem* target READ target WRITE setTarget NOTIFY targetChanged)
    // Where it goes: (x, y, rotation, scale).
    Q_PROPERTY(QVector4D pose READ pose WRITE setPose NOTIFY poseChanged)
    Q_PROPERTY(int duration READ duration WRITE setDuration NOTIFY durationChanged)
    Q_PROPERTY(bool animated READ animated WRITE setAnimated NOTIFY animatedChanged)
    Q_PROPERTY(bool held READ held WRITE setHeld NOTIFY heldChanged)
    // True while the card glides.
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
public:
    explicit CardMotion(QObject* parent = nullptr);

    QQuickItem* target() const { return target_; }
    void setTarget(QQuickItem* target);
    QVector4D pose() const { return pose_; }
    void setPose(const QVector4D& pose);
    int duration() const { return duration_; }
    void setDuration(int ms);
    bool animated() const { return animated_; }
    void setAnimated(bool animated);
    bool held() const { return held_; }
    void setHeld(bool held);
    bool running() const;

signals:
    void targetChanged();
    void poseChanged();
    void durationChanged();
    void animatedChanged();
    void heldChanged();
    void runningChanged();

private:
    void place();  // at once
    void apply(const QVector4D& pose);
    void step(qreal progress);

    QPointer<QQuickItem> target_;
    QVector4D pose_{0, 0, 0, 1};
    QVector4D from_;
    int duration_ = 0;
    bool animated_ = true;
    bool held_ = false;
    bool poseGiven_ = false;
    bool placed_ = false;                // the target has had its first place
    QPointer<QVariantAnimation> glide_;  // while the card glides
};

}  // namespace felt::app
