// The app carries every game's lesson as :/lessons/<game id>.json, and what it
// carries loads and passes the checks (the table reads lessons from there).
#include <QFile>
#include <QTest>

#include "catalog/lesson.h"
#include "catalog/registry.h"

using namespace felt;

class TstLessonResources : public QObject {
    Q_OBJECT
private slots:
    void everyGamesLessonIsInTheApp();
};

void TstLessonResources::everyGamesLessonIsInTheApp() {
    for (const GameInfo& game : allGames()) {
        QFile f(":/lessons/" + QString::fromStdString(game.id) + ".json");
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        Lesson lesson;
        const std::string error = loadLesson(f.readAll().toStdString(), lesson);
        QVERIFY2(error.empty(), (game.id + ": " + error).c_str());
        QCOMPARE(lesson.game, game.id);
    }
}

QTEST_GUILESS_MAIN(TstLessonResources)
#include "tst_lesson_resources.moc"
