#include "present/card_motion.h"

#include <QEasingCurve>
#include <QQuickItem>

namespace felt::app {

CardMotion::CardMotion(QObject* parent) : QObject(parent) {}

void CardMotion::setTarget(QQuickItem* target) {
    if (target_ == target) return;
    target_ = target;
    placed_ = false;
    if (glide_) glide_->stop();
    if (poseGiven_ && !held_) place();
    emit targetChanged();
}

void CardMotion::setDuration(int ms) {
    if (duration_ == ms) return;
    duration_ = ms;
    emit durationChanged();
}

void CardMotion::setAnimated(bool animated) {
    if (animated_ == animated) return;
    animated_ = animated;
    emit animatedChanged();
}

void CardMotion::setHeld(bool held) {
    if (held_ == held) return;
    held_ = held;
    if (held_ && glide_) glide_->stop();
    if (!held_) place();
    emit heldChanged();
}

bool CardMotion::running() const {
    return glide_ && glide_->state() == QAbstractAnimation::Running;
}

void CardMotion::setPose(const QVector4D& pose) {
    if (pose_ == pose && poseGiven_) return;
    pose_ = pose;
    poseGiven_ = true;
    emit poseChanged();
    if (!target_ || held_) return;
    if (!placed_ || !animated_ || duration_ <= 0) {
        place();
        return;
    }
    // From where the card is now (halfway through a glide, say).
    from_ = QVector4D(float(target_->x()), float(target_->y()), float(target_->rotation()),
                      float(target_->scale()));
    // A glide of its own each time, gone when it stops: most cards lie
    // still most of the time.
    if (glide_) glide_->stop();
    glide_ = new QVariantAnimation(this);
    glide_->setStartValue(0.0);
    glide_->setEndValue(1.0);
    glide_->setDuration(duration_);
    connect(glide_, &QVariantAnimation::valueChanged, this,
            [this](const QVariant& value) { step(value.toReal()); });
    connect(glide_, &QAbstractAnimation::stateChanged, this, &CardMotion::runningChanged);
    // Exactly where it goes, whatever the steps' rounding.
    connect(glide_, &QAbstractAnimation::finished, this, [this] { apply(pose_); });
    glide_->start(QAbstractAnimation::DeleteWhenStopped);
}

void CardMotion::place() {
    if (!target_) return;
    if (glide_) glide_->stop();
    placed_ = true;
    apply(pose_);
}

void CardMotion::step(qreal progress) {
    static const QEasingCurve easeOut(QEasingCurve::OutCubic);
    const auto eased = float(easeOut.valueForProgress(progress));
    const auto even = float(progress);
    apply(QVector4D(
        from_.x() + (pose_.x() - from_.x()) * eased, from_.y() + (pose_.y() - from_.y()) * eased,
        from_.z() + (pose_.z() - from_.z()) * even, from_.w() + (pose_.w() - from_.w()) * even));
}

void CardMotion::apply(const QVector4D& pose) {
    if (!target_) return;
    target_->setPosition(QPointF(pose.x(), pose.y()));
    target_->setRotation(pose.z());
    target_->setScale(pose.w());
}

}  // namespace felt::app
