// The table's text is readable on what it is drawn on: every text/ground pair
// of the standard theme reaches WCAG AA (4.5:1), of the high-contrast theme
// AAA (7:1); large print scales the text.
#include <QTest>

#include "present/table_theme.h"

using namespace felt::app;

class TestTheme : public QObject {
    Q_OBJECT
private slots:
    void textIsReadableOnItsGround_data();
    void textIsReadableOnItsGround();
    void contrastRatioMatchesKnownValues();
    void feltsDiffer();
    void largePrintScalesText();
};

void TestTheme::textIsReadableOnItsGround_data() {
    QTest::addColumn<bool>("highContrast");
    QTest::addColumn<QString>("felt");
    QTest::addColumn<double>("minimum");
    // Every felt of View > Felt (ViewSettings::felts).
    for (const char* felt : {"green", "blue", "burgundy"}) {
        QTest::addRow("standard, %s felt, WCAG AA", felt)
            << false << QString::fromLatin1(felt) << 4.5;
        QTest::addRow("high contrast, %s felt, WCAG AAA", felt)
            << true << QString::fromLatin1(felt) << 7.0;
    }
}

void TestTheme::textIsReadableOnItsGround() {
    QFETCH(bool, highContrast);
    QFETCH(QString, felt);
    QFETCH(double, minimum);
    const QVariantMap theme = tableTheme(highContrast, false, felt);
    for (const ReadablePair& p : readablePairs()) {
        QVERIFY2(theme.contains(p.text) && theme.contains(p.ground), qPrintable(p.text));
        const QColor text = theme.value(p.text).value<QColor>();
        const QColor ground = theme.value(p.ground).value<QColor>();
        const double ratio = contrastRatio(text, ground);
        qInfo("%s on %s: %.2f:1", qPrintable(p.text), qPrintable(p.ground), ratio);
        QVERIFY2(ratio >= minimum, qPrintable(QStringLiteral("%1 (%2) on %3 (%4): %5:1")
                                                  .arg(p.text, text.name(), p.ground, ground.name())
                                                  .arg(ratio, 0, 'f', 2)));
    }
}

// Reference values: black on white is 21:1, a colour on itself 1:1, and
// #767676 on white the usual 4.54:1 (the lightest grey that passes AA).
void TestTheme::contrastRatioMatchesKnownValues() {
    QCOMPARE(qRound(contrastRatio(Qt::black, Qt::white) * 100), 2100);
    QCOMPARE(contrastRatio(QColor("#2a7a4b"), QColor("#2a7a4b")), 1.0);
    QCOMPARE(qRound(contrastRatio(QColor("#767676"), Qt::white) * 100), 454);
    // The log's old colour on the old felt did not reach AA.
    QVERIFY(contrastRatio(QColor("#c8e6c9"), QColor("#2a7a4b")) < 4.5);
}

// Each felt has its own cloth; unknown names give the green one.
void TestTheme::feltsDiffer() {
    const auto top = [](const QString& felt) {
        return tableTheme(false, false, felt).value(QStringLiteral("feltTop")).value<QColor>();
    };
    QVERIFY(top(QStringLiteral("green")) != top(QStringLiteral("blue")));
    QVERIFY(top(QStringLiteral("green")) != top(QStringLiteral("burgundy")));
    QVERIFY(top(QStringLiteral("blue")) != top(QStringLiteral("burgundy")));
    QCOMPARE(top(QStringLiteral("mauve")), top(QStringLiteral("green")));
}

void TestTheme::largePrintScalesText() {
    QCOMPARE(tableTheme(false).value(QStringLiteral("textScale")).toDouble(), 1.0);
    QVERIFY(tableTheme(false, true).value(QStringLiteral("textScale")).toDouble() >= 1.25);
}

QTEST_APPLESS_MAIN(TestTheme)
#include "tst_theme.moc"
