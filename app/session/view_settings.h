// How the table looks and moves: animation speed, the four-colour deck, the
// card back and the felt's colour, whether the table stops at the end of each
// round for its summary, the high-contrast theme and large print (bigger cards
// and text). restore() and store() keep them in the settings between runs.
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QStringList>
#include <QVariantMap>

class QSettings;

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
    // The card back ("blue", "red", "green": cards/back-<name>.svg) and the
    // felt ("green", "blue", "burgundy"), each one of the lists below.
    Q_PROPERTY(QString cardBack READ cardBack WRITE setCardBack NOTIFY changed)
    Q_PROPERTY(QString felt READ felt WRITE setFelt NOTIFY changed)
    Q_PROPERTY(QStringList cardBacks READ cardBacks CONSTANT)
    Q_PROPERTY(QStringList felts READ felts CONSTANT)
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

    // The choices offered in View > Card back and View > Felt, the first
    // being the default; a name not in its list is ignored.
    static QStringList cardBacks();
    static QStringList felts();
    // The words for a choice in the menu (translated).
    static QString cardBackLabel(const QString& name);
    static QString feltLabel(const QString& name);
    QString cardBack() const { return cardBack_; }
    void setCardBack(const QString& name);
    QString felt() const { return felt_; }
    void setFelt(const QString& name);

    // Reads every view option from the settings (view/...), keeping the
    // defaults for what is missing or not understood; store() writes them.
    void restore(const QSettings& settings);
    void store(QSettings& settings) const;
    // From now on every change is written at once (the app's settings, or the
    // INI file `path`), so a killed Felt keeps what was chosen.
    void storeOnChange(const QString& path = {});

signals:
    void changed();

private:
    int speed_ = 1;
    bool fourColour_ = false;
    bool roundSummaries_ = false;
    bool highContrast_ = false;
    bool largePrint_ = false;
    QString cardBack_ = cardBacks().constFirst();
    QString felt_ = felts().constFirst();
};

}  // namespace felt::app
