// Help > Rules speaks the language in use: every game has its rules in German,
// French and Spanish, a language without them falls back to English, and a
// game without rules gives nothing (the dialog then says so).
#include <QTest>

#include "catalog/registry.h"
#include "present/rules_text.h"

using namespace felt;
using namespace felt::app;

class TestRulesText : public QObject {
    Q_OBJECT
private slots:
    void everyGameHasItsRulesInEveryLanguage_data();
    void everyGameHasItsRulesInEveryLanguage();
    void otherLanguagesFallBackToEnglish();
};

void TestRulesText::everyGameHasItsRulesInEveryLanguage_data() {
    QTest::addColumn<QString>("language");
    for (const char* language : {"de", "fr", "es"}) QTest::newRow(language) << language;
}

void TestRulesText::everyGameHasItsRulesInEveryLanguage() {
    QFETCH(QString, language);
    for (const GameInfo& g : allGames()) {
        if (g.id.rfind("test-", 0) == 0) continue;
        const QString id = QString::fromStdString(g.id);
        const QString english = rulesText(id, QLocale(QStringLiteral("en")));
        const QString translated = rulesText(id, QLocale(language));
        QVERIFY2(english.startsWith(QLatin1String("# ")), qPrintable(id));
        QVERIFY2(translated.startsWith(QLatin1String("# ")), qPrintable(id + " " + language));
        QVERIFY2(translated != english, qPrintable(id + " " + language + " is the English text"));
        // The country does not matter: de_CH reads the German rules.
        QCOMPARE(rulesText(id, QLocale(language + QStringLiteral("_CH"))), translated);
    }
}

void TestRulesText::otherLanguagesFallBackToEnglish() {
    const QString english = rulesText(QStringLiteral("madjack"), QLocale(QStringLiteral("en")));
    QVERIFY(!english.isEmpty());
    QCOMPARE(rulesText(QStringLiteral("madjack"), QLocale(QStringLiteral("it"))), english);
    QCOMPARE(rulesText(QStringLiteral("no-such-game"), QLocale(QStringLiteral("de"))), QString());
}

QTEST_APPLESS_MAIN(TestRulesText)
#include "tst_rules_text.moc"
