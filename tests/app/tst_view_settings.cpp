// View > Card back and View > Felt: every choice is offered with its own words
// and its own art, and every view option is remembered in the settings from
// one run to the next (stored, read back by a new settings object).
#include <QImageReader>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "present/table_theme.h"
#include "session/view_settings.h"

using namespace felt::app;

class TestViewSettings : public QObject {
    Q_OBJECT
private slots:
    void everyChoiceIsOffered();
    void choicesAreRemembered_data();
    void choicesAreRemembered();
    void otherOptionsAreRemembered();
    void choicesAreKeptAtOnce();
    void unknownChoicesKeepTheDefault();
};

namespace {

// Every name once, each with its own non-empty words.
void checkLabels(const QStringList& names, QString (*label)(const QString&)) {
    QStringList seen;
    for (const QString& name : names) {
        const QString words = label(name);
        QVERIFY2(!words.isEmpty(), qPrintable(name));
        QVERIFY2(!seen.contains(words), qPrintable(words));
        seen << words;
    }
    QCOMPARE(QSet<QString>(names.begin(), names.end()).size(), names.size());
}

}  // namespace

void TestViewSettings::everyChoiceIsOffered() {
    const QStringList backs = ViewSettings::cardBacks();
    QVERIFY(backs.size() >= 3);
    checkLabels(backs, &ViewSettings::cardBackLabel);
    // Each back is a picture the card can show (cards/back-<name>.svg).
    for (const QString& back : backs) {
        QImageReader reader(QStringLiteral(":/qt/qml/Felt/cards/back-%1.svg").arg(back));
        reader.setScaledSize(QSize(50, 70));
        QVERIFY2(!reader.read().isNull(), qPrintable(back + ": " + reader.errorString()));
    }
    const QStringList felts = ViewSettings::felts();
    QVERIFY(felts.size() >= 3);  // green and two others
    QCOMPARE(felts.constFirst(), QStringLiteral("green"));
    checkLabels(felts, &ViewSettings::feltLabel);
    // Each felt colours the table its own way.
    QSet<QString> cloths;
    for (const QString& felt : felts)
        cloths << tableTheme(false, false, felt).value(QStringLiteral("feltTop")).toString();
    QCOMPARE(cloths.size(), felts.size());
    // The table follows the chosen felt.
    ViewSettings view;
    for (const QString& felt : felts) {
        view.setFelt(felt);
        QCOMPARE(view.theme().value(QStringLiteral("feltTop")),
                 tableTheme(false, false, felt).value(QStringLiteral("feltTop")));
    }
}

void TestViewSettings::choicesAreRemembered_data() {
    QTest::addColumn<QString>("back");
    QTest::addColumn<QString>("felt");
    for (const QString& back : ViewSettings::cardBacks())
        for (const QString& felt : ViewSettings::felts())
            QTest::addRow("%s back, %s felt", qPrintable(back), qPrintable(felt)) << back << felt;
}

void TestViewSettings::choicesAreRemembered() {
    QFETCH(QString, back);
    QFETCH(QString, felt);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("Felt.conf"));
    {
        ViewSettings view;
        view.setCardBack(back);
        view.setFelt(felt);
        QCOMPARE(view.cardBack(), back);
        QCOMPARE(view.felt(), felt);
        QSettings settings(path, QSettings::IniFormat);
        view.store(settings);
        settings.sync();
        QCOMPARE(settings.status(), QSettings::NoError);
    }
    const QSettings settings(path, QSettings::IniFormat);
    ViewSettings again;
    again.restore(settings);
    QCOMPARE(again.cardBack(), back);
    QCOMPARE(again.felt(), felt);
}

// A choice is on disk as soon as it is made: a Felt killed afterwards (no
// closing, no sync) still has it next time.
void TestViewSettings::choicesAreKeptAtOnce() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("Felt.conf"));
    ViewSettings view;
    view.storeOnChange(path);
    view.setHighContrast(true);
    view.setAnimationSpeed(2);
    const QSettings onDisk(path, QSettings::IniFormat);
    ViewSettings again;
    again.restore(onDisk);
    QVERIFY(again.highContrast());
    QCOMPARE(again.animationSpeed(), 2);
}

void TestViewSettings::otherOptionsAreRemembered() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("Felt.conf"));
    {
        ViewSettings view;
        view.setFourColour(true);
        view.setHighContrast(true);
        view.setLargePrint(true);
        view.setAnimationSpeed(3);
        view.setRoundSummaries(false);
        QSettings settings(path, QSettings::IniFormat);
        view.store(settings);
    }
    const QSettings settings(path, QSettings::IniFormat);
    ViewSettings again;
    again.restore(settings);
    QVERIFY(again.fourColour());
    QVERIFY(again.highContrast());
    QVERIFY(again.largePrint());
    QCOMPARE(again.animationSpeed(), 3);
    QVERIFY(!again.roundSummaries());
    // Nothing stored: the defaults, round summaries on.
    const QSettings empty(dir.filePath(QStringLiteral("none.conf")), QSettings::IniFormat);
    ViewSettings fresh;
    fresh.restore(empty);
    QVERIFY(!fresh.fourColour());
    QCOMPARE(fresh.animationSpeed(), 1);
    QVERIFY(fresh.roundSummaries());
    QCOMPARE(fresh.cardBack(), ViewSettings::cardBacks().constFirst());
    QCOMPARE(fresh.felt(), ViewSettings::felts().constFirst());
}

void TestViewSettings::unknownChoicesKeepTheDefault() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("Felt.conf"));
    {
        QSettings settings(path, QSettings::IniFormat);
        settings.setValue(QStringLiteral("view/cardBack"), QStringLiteral("plaid"));
        settings.setValue(QStringLiteral("view/felt"), 42);
    }
    const QSettings settings(path, QSettings::IniFormat);
    ViewSettings view;
    view.restore(settings);
    QCOMPARE(view.cardBack(), QStringLiteral("blue"));
    QCOMPARE(view.felt(), QStringLiteral("green"));
    QSignalSpy changed(&view, &ViewSettings::changed);
    view.setCardBack(QStringLiteral("plaid"));
    view.setFelt(QString());
    QCOMPARE(changed.count(), 0);
    QCOMPARE(view.cardBack(), QStringLiteral("blue"));
}

QTEST_MAIN(TestViewSettings)
#include "tst_view_settings.moc"
