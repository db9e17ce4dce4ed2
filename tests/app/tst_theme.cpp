// The table's text is readable on what it is drawn on: every text/ground pair
// of the standard theme reaches WCAG AA (4.5:1), of the high-contrast theme
// AAA (7:1); large print scales the text. Every colour of the QML comes from
// the theme: no file under qml/ names a colour of its own, but for the
// printed inks of the card art, whose high-contrast inks reach AAA on the card.
#include <algorithm>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJSEngine>
#include <QRegularExpression>
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
    void literalColoursAreFound_data();
    void literalColoursAreFound();
    void qmlTakesEveryColourFromTheTheme();
    void everyTextSaysHowItReadsItsText();
    void strongCardInksAreReadable();
    void focusRingShowsOnCardsAndFelt_data();
    void focusRingShowsOnCardsAndFelt();
    void buttonFocusShowsOnFeltAndPanels_data();
    void buttonFocusShowsOnFeltAndPanels();
};

namespace {

// The colours a line of QML or JavaScript names itself: "#rgb" to
// "#aarrggbb", Qt.rgba() and its kin, CSS "rgba(...)" for a Canvas, and a
// colour's name ("red") given to a colour property. "transparent" is no colour.
QStringList literalColours(QString line) {
    static const QRegularExpression comment(QStringLiteral("(^|\\s)//.*$"));
    static const QRegularExpression hex(QStringLiteral("[\"']#[0-9A-Fa-f]{3,8}[\"']"));
    static const QRegularExpression made(QStringLiteral(
        "\\bQt\\.(rgba|hsla|hsva|darker|lighter|tint)\\s*\\(|[\"']\\s*(rgba?|hsla?)\\s*\\("));
    static const QRegularExpression colourProperty(
        QStringLiteral("(colou?r|Colou?r|Style)\\s*[:=]"));
    static const QRegularExpression word(QStringLiteral("[\"']([A-Za-z]+)[\"']"));
    line.remove(comment);
    QStringList found;
    for (const QRegularExpression* re : {&hex, &made}) {
        for (auto it = re->globalMatch(line); it.hasNext();) found << it.next().captured(0);
    }
    if (line.contains(colourProperty)) {
        for (auto it = word.globalMatch(line); it.hasNext();) {
            const QString name = it.next().captured(1);
            if (name.compare(QLatin1String("transparent"), Qt::CaseInsensitive) != 0 &&
                QColor::isValidColorName(name))
                found << name;
        }
    }
    return found;
}

// CardArt.js's functions (the printed inks and paper of the cards), loaded
// into `engine`; an error value when the file does not load.
QJSValue loadCardArt(QJSEngine& engine) {
    QFile file(QStringLiteral(FELT_QML_DIR "/table/CardArt.js"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return engine.evaluate(QStringLiteral("throw new Error('CardArt.js not found')"));
    QString script = QString::fromUtf8(file.readAll());
    script.remove(QStringLiteral(".pragma library"));
    const QJSValue loaded = engine.evaluate(script);
    return loaded.isError() ? loaded : engine.globalObject();
}

// Every theme: each felt, standard and high contrast.
void addEveryTheme() {
    QTest::addColumn<bool>("highContrast");
    QTest::addColumn<QString>("felt");
    for (const char* felt : {"green", "blue", "burgundy"}) {
        QTest::addRow("standard, %s felt", felt) << false << QString::fromLatin1(felt);
        QTest::addRow("high contrast, %s felt", felt) << true << QString::fromLatin1(felt);
    }
}

}  // namespace

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

void TestTheme::literalColoursAreFound_data() {
    QTest::addColumn<QString>("line");
    QTest::addColumn<int>("count");
    QTest::addRow("hex") << QStringLiteral("color: \"#f7f5ee\"") << 1;
    QTest::addRow("hex with alpha") << QStringLiteral("color: a ? \"#99000000\" : \"#fff\"") << 2;
    QTest::addRow("made") << QStringLiteral("color: Qt.darker(theme.plate, 1.2)") << 1;
    QTest::addRow("css") << QStringLiteral("ctx.fillStyle = \"rgba(242, 193, 78, 0.85)\";") << 1;
    QTest::addRow("name") << QStringLiteral("border.color: hovered ? \"white\" : theme.plate") << 1;
    QTest::addRow("styleColor") << QStringLiteral("styleColor: \"black\"") << 1;
    QTest::addRow("theme") << QStringLiteral("color: theme.paperText") << 0;
    QTest::addRow("transparent") << QStringLiteral("color: \"transparent\"") << 0;
    QTest::addRow("a back's name") << QStringLiteral("property string back: \"blue\"") << 0;
    QTest::addRow("comment") << QStringLiteral("x: 1 // was \"#ffffff\"") << 0;
}

void TestTheme::literalColoursAreFound() {
    QFETCH(QString, line);
    QFETCH(int, count);
    QCOMPARE(literalColours(line).size(), count);
}

// CardArt.js alone names colours: the inks and paper printed on the cards.
void TestTheme::qmlTakesEveryColourFromTheTheme() {
    const QDir root(QStringLiteral(FELT_QML_DIR));
    QStringList found;
    int files = 0;
    for (QDirIterator it(root.path(), {QStringLiteral("*.qml"), QStringLiteral("*.js")},
                         QDir::Files, QDirIterator::Subdirectories);
         it.hasNext();) {
        const QString path = it.next();
        const QString name = root.relativeFilePath(path);
        ++files;
        if (name == QLatin1String("table/CardArt.js")) continue;
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(path));
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
        for (int i = 0; i < lines.size(); ++i) {
            for (const QString& colour : literalColours(lines[i]))
                found << QStringLiteral("%1:%2: %3").arg(name).arg(i + 1).arg(colour);
        }
    }
    QVERIFY2(files > 20, qPrintable(root.path()));
    QVERIFY2(found.isEmpty(),
             qPrintable(QStringLiteral("colours not from the theme:\n") + found.join('\n')));
}

// Names come from friends over the network: a Text left to guess its format
// would show a name with markup as markup (an <img> fetched from anywhere).
// So every Text and Label block of the QML says how its text reads
// (Text.PlainText; marked-up only where Felt wrote the markup itself).
void TestTheme::everyTextSaysHowItReadsItsText() {
    const QDir root(QStringLiteral(FELT_QML_DIR));
    const QRegularExpression opening(QStringLiteral(
        R"(^(\s*)(?:(?:contentItem|delegate|background|label)\s*:\s*)?(?:Text|Label)\s*\{\s*$)"));
    QStringList unsaid;
    int texts = 0;
    for (QDirIterator it(root.path(), {QStringLiteral("*.qml")}, QDir::Files,
                         QDirIterator::Subdirectories);
         it.hasNext();) {
        const QString path = it.next();
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(path));
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
        for (int i = 0; i < lines.size(); ++i) {
            const QRegularExpressionMatch m = opening.match(lines[i]);
            if (!m.hasMatch()) continue;
            ++texts;
            const QString child = m.captured(1) + QStringLiteral("    textFormat:");
            bool said = false;
            for (int j = i + 1, depth = 1; j < lines.size() && depth > 0; ++j) {
                said = said || lines[j].startsWith(child);
                depth += lines[j].count(QLatin1Char('{')) - lines[j].count(QLatin1Char('}'));
            }
            if (!said)
                unsaid << QStringLiteral("%1:%2").arg(root.relativeFilePath(path)).arg(i + 1);
        }
    }
    QVERIFY2(texts > 50, qPrintable(root.path()));
    QVERIFY2(unsaid.isEmpty(),
             qPrintable(QStringLiteral("a Text without textFormat:\n") + unsaid.join('\n')));
}

// The high-contrast theme's card indices: every suit's strong ink on the
// card's paper reaches AAA (the printed inks match the pips of the art).
void TestTheme::strongCardInksAreReadable() {
    QJSEngine engine;
    const QJSValue art = loadCardArt(engine);
    QVERIFY2(!art.isError(), qPrintable(art.toString()));
    const QColor paper(art.property(QStringLiteral("facePaper")).call().toString());
    QVERIFY(paper.isValid());
    QJSValue ink = art.property(QStringLiteral("ink"));
    // janken, joker, four-colour, suits
    const struct {
        bool janken, joker, fourColour;
        int suits;
    } decks[] = {{false, false, false, 4},
                 {false, false, true, 4},
                 {false, true, false, 2},
                 {true, false, false, 5}};
    for (const auto& deck : decks) {
        for (int suit = 0; suit < deck.suits; ++suit) {
            const QColor colour(
                ink.call({deck.janken, deck.joker, deck.fourColour, suit, true}).toString());
            QVERIFY(colour.isValid());
            const double ratio = contrastRatio(colour, paper);
            QVERIFY2(
                ratio >= 7.0,
                qPrintable(QStringLiteral("%1 on the card: %2:1").arg(colour.name()).arg(ratio)));
        }
    }
}

void TestTheme::focusRingShowsOnCardsAndFelt_data() {
    addEveryTheme();
}

// The keyboard's ring round the card in focus (Table.qml) is a line in
// `focus` inside a halo in `focusHalo`: in every theme the line stands out of
// a card's white face (its neighbour's, in a fanned hand) and of the halo,
// and the halo out of the felt, by WCAG's 3:1 for the parts of a control.
void TestTheme::focusRingShowsOnCardsAndFelt() {
    QFETCH(bool, highContrast);
    QFETCH(QString, felt);
    QJSEngine engine;
    const QJSValue art = loadCardArt(engine);
    QVERIFY2(!art.isError(), qPrintable(art.toString()));
    const QColor face(art.property(QStringLiteral("facePaper")).call().toString());
    QVERIFY(face.isValid());
    const QVariantMap theme = tableTheme(highContrast, false, felt);
    const auto colour = [&theme](const char* role) {
        return theme.value(QString::fromLatin1(role)).value<QColor>();
    };
    const struct {
        const char* what;
        QColor a, b;
    } pairs[] = {{"line on a white card", colour("focus"), face},
                 {"line on its halo", colour("focus"), colour("focusHalo")},
                 {"halo on the felt's top", colour("focusHalo"), colour("feltTop")},
                 {"halo on the felt's bottom", colour("focusHalo"), colour("feltBottom")}};
    for (const auto& p : pairs) {
        QVERIFY2(p.a.isValid() && p.b.isValid(), p.what);
        const double ratio = contrastRatio(p.a, p.b);
        qInfo("%s: %.2f:1", p.what, ratio);
        QVERIFY2(ratio >= 3.0, qPrintable(QStringLiteral("%1 (%2 on %3): %4:1")
                                              .arg(QLatin1String(p.what), p.a.name(), p.b.name())
                                              .arg(ratio, 0, 'f', 2)));
    }
}

void TestTheme::buttonFocusShowsOnFeltAndPanels_data() {
    addEveryTheme();
}

// A button's focus ring (ButtonFace.qml) is the pressed colour's ring
// (buttonDown) edged in the focus line: on every ground a button stands on,
// the felt and the light panels, one of the two stands out by 3:1.
void TestTheme::buttonFocusShowsOnFeltAndPanels() {
    QFETCH(bool, highContrast);
    QFETCH(QString, felt);
    const QVariantMap theme = tableTheme(highContrast, false, felt);
    const auto colour = [&theme](const char* role) {
        return theme.value(QString::fromLatin1(role)).value<QColor>();
    };
    for (const char* ground : {"feltTop", "feltBottom", "paper"}) {
        const double ring = contrastRatio(colour("buttonDown"), colour(ground));
        const double edge = contrastRatio(colour("focus"), colour(ground));
        qInfo("on %s: ring %.2f:1, edge %.2f:1", ground, ring, edge);
        QVERIFY2(std::max(ring, edge) >= 3.0, ground);
    }
}

QTEST_GUILESS_MAIN(TestTheme)
#include "tst_theme.moc"
