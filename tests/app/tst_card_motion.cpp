// CardMotion (app/present/card_motion) puts a card item where the table lays
// it: at once for its first place and while cards are placed without a
// story, gliding there otherwise (from wherever it is, exactly onto the
// spot), and not at all while a hand drags it, then straight back.
#include <QQuickItem>
#include <QTest>

#include "present/card_motion.h"

using felt::app::CardMotion;

namespace {

QVector4D poseOf(const QQuickItem& item) {
    return QVector4D(float(item.x()), float(item.y()), float(item.rotation()), float(item.scale()));
}

// A card item and its motion, the card placed at `at` (its first place).
struct MovedCard {
    QQuickItem card;
    CardMotion motion;
    explicit MovedCard(const QVector4D& at, int durationMs) {
        motion.setTarget(&card);
        motion.setPose(at);
        motion.setDuration(durationMs);
    }
};

}  // namespace

class TestCardMotion : public QObject {
    Q_OBJECT
private slots:
    void firstPlaceIsAtOnce() {
        QQuickItem card;
        CardMotion motion;
        motion.setDuration(10000);
        motion.setPose({100, 50, 90, 0.5F});  // before it has a card: kept
        motion.setTarget(&card);
        QCOMPARE(poseOf(card), QVector4D(100, 50, 90, 0.5F));
        QVERIFY(!motion.running());

        QQuickItem other;  // the pose first, then the card
        CardMotion second;
        second.setDuration(10000);
        second.setTarget(&other);
        second.setPose({7, 8, 0, 1});
        QCOMPARE(poseOf(other), QVector4D(7, 8, 0, 1));
    }

    void glidesFromWhereItIsOntoTheSpot() {
        MovedCard moved({0, 0, 0, 1}, 60000);  // slow enough to be seen on the way
        QQuickItem& card = moved.card;
        CardMotion& motion = moved.motion;
        motion.setPose({200, 100, 180, 2});
        // It has not jumped: it glides.
        QVERIFY(motion.running());
        QCOMPARE(poseOf(card), QVector4D(0, 0, 0, 1));
        QTRY_VERIFY(card.x() > 0);
        QVERIFY(card.x() < 200 && card.y() > 0 && card.y() < 100);
        // Sent elsewhere on the way: from where it is, not from the start,
        // and exactly onto the new spot.
        const qreal onTheWay = card.x();
        motion.setDuration(100);
        motion.setPose({0, 100, 180, 2});
        QVERIFY(motion.running());
        QVERIFY(card.x() >= onTheWay - 1e-3);
        QTRY_VERIFY(!motion.running());
        QCOMPARE(poseOf(card), QVector4D(0, 100, 180, 2));
    }

    void placedAtOnceWhenNotAnimated() {
        MovedCard moved({0, 0, 0, 1}, 10000);
        QQuickItem& card = moved.card;
        CardMotion& motion = moved.motion;
        motion.setAnimated(false);
        motion.setPose({30, 40, 10, 1});
        QVERIFY(!motion.running());
        QCOMPARE(poseOf(card), QVector4D(30, 40, 10, 1));
        // A glide under way ends where a placing puts the card.
        motion.setAnimated(true);
        motion.setPose({300, 40, 10, 1});
        QVERIFY(motion.running());
        motion.setAnimated(false);
        motion.setPose({60, 40, 10, 1});
        QVERIFY(!motion.running());
        QCOMPARE(poseOf(card), QVector4D(60, 40, 10, 1));
    }

    void aHeldCardFollowsTheHandThenGoesBack() {
        MovedCard moved({10, 10, 0, 1}, 10000);
        QQuickItem& card = moved.card;
        CardMotion& motion = moved.motion;
        motion.setHeld(true);
        card.setPosition({500, 400});    // the hand drags it
        motion.setPose({20, 10, 0, 1});  // the table is laid out again meanwhile
        QCOMPARE(card.position(), QPointF(500, 400));
        QVERIFY(!motion.running());
        motion.setHeld(false);  // let go: back at once, where it goes now
        QVERIFY(!motion.running());
        QCOMPARE(poseOf(card), QVector4D(20, 10, 0, 1));
    }
};

QTEST_MAIN(TestCardMotion)
#include "tst_card_motion.moc"
