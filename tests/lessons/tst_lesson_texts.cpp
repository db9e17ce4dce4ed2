// Every word a lesson shows reaches the translators: the generated
// lesson_texts.h holds exactly the lessons' titles, step texts and "why"
// words (so lupdate finds them), and de/fr/es translate each one.
#include <QDir>
#include <QFile>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

#include "catalog/lesson.h"
#include "catalog/lesson_texts.h"

using namespace felt;

namespace {

// The texts of every lesson file, as scripts/lesson-texts.py lists them.
QStringList lessonTexts() {
    QStringList out;
    const QDir dir(QStringLiteral(FELT_LESSONS));
    for (const QString& name : dir.entryList({"*.json"}, QDir::Files, QDir::Name)) {
        Lesson lesson;
        const std::string error = loadLessonFile(dir.filePath(name).toStdString(), lesson);
        if (!error.empty()) return {name + ": " + QString::fromStdString(error)};
        QStringList texts{QString::fromStdString(lesson.title)};
        for (const LessonStep& step : lesson.steps) {
            texts << QString::fromStdString(step.text);
            if (!step.why.empty()) texts << QString::fromStdString(step.why);
        }
        for (const QString& t : texts)
            if (!out.contains(t)) out << t;
    }
    return out;
}

// Source text -> translation of the context "lessons" in one .ts file; an
// unfinished or empty translation is left out.
QHash<QString, QString> translations(const QString& path) {
    QHash<QString, QString> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return out;
    QXmlStreamReader xml(&f);
    QString context, source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation") && context == "lessons") {
            const bool unfinished = xml.attributes().value("type") == QLatin1String("unfinished");
            const QString text = xml.readElementText();
            if (!unfinished && !text.trimmed().isEmpty()) out.insert(source, text);
        }
    }
    return out;
}

}  // namespace

class TstLessonTexts : public QObject {
    Q_OBJECT
private slots:
    void headerListsEveryLessonText();
    void everyTextIsTranslated_data();
    void everyTextIsTranslated();
};

void TstLessonTexts::headerListsEveryLessonText() {
    QStringList header;
    for (const char* text : kLessonTexts) header << QString::fromUtf8(text);
    const QStringList lessons = lessonTexts();
    QVERIFY(lessons.size() > 5 * 8);
    QVERIFY2(header == lessons,
             "engine/catalog/catalog/lesson_texts.h is out of date: run "
             "bash scripts/update-translations.sh (or python3 scripts/lesson-texts.py)");
}

void TstLessonTexts::everyTextIsTranslated_data() {
    QTest::addColumn<QString>("language");
    for (const char* lang : {"de", "fr", "es"}) QTest::newRow(lang) << QString(lang);
}

void TstLessonTexts::everyTextIsTranslated() {
    QFETCH(QString, language);
    const auto translated =
        translations(QStringLiteral(FELT_TRANSLATIONS) + "/felt_" + language + ".ts");
    QStringList missing;
    for (const QString& text : lessonTexts())
        if (!translated.contains(text)) missing << text;
    QVERIFY2(missing.isEmpty(), qPrintable("not translated: " + missing.join(" | ")));
}

QTEST_GUILESS_MAIN(TstLessonTexts)
#include "tst_lesson_texts.moc"
