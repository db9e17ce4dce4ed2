// Lessons: every game has one, each loads and walks through the engine to its
// End step, the walk answers the learner as a table needs, and broken copies
// (a record move, an asked move, an anchor changed) fail with the sentence
// that names the problem.
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include "catalog/lesson.h"
#include "catalog/registry.h"

using namespace felt;

namespace {

std::string lessonPath(const std::string& game) {
    return std::string(FELT_LESSONS) + "/" + game + ".json";
}

std::string lessonText(const std::string& game) {
    QFile f(QString::fromStdString(lessonPath(game)));
    if (!f.open(QIODevice::ReadOnly)) return "";
    return f.readAll().toStdString();
}

// `text` with its first `from` replaced by `to` ("" if `from` is not there,
// so a stale row fails instead of testing the unbroken lesson).
std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    if (at == std::string::npos) return "";
    return text.replace(at, from.size(), to);
}

int runCli(const QStringList& args, QByteArray& out) {
    QProcess p;
    p.start(QStringLiteral(FELT_CLI_PATH), args);
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return -1;
    }
    out = p.readAllStandardOutput();
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

}  // namespace

class TstLessons : public QObject {
    Q_OBJECT
private slots:
    void everyGameHasACheckedLesson();
    void walkAnswersTheLearner();
    void brokenCopiesFailWithTheRightSentence_data();
    void brokenCopiesFailWithTheRightSentence();
    void askedMoveAmongOthersNeedsItsWhy();
    void cliChecksLessons();
};

void TstLessons::everyGameHasACheckedLesson() {
    for (const GameInfo& game : allGames()) {
        Lesson lesson;
        const std::string error = loadLessonFile(lessonPath(game.id), lesson);
        QVERIFY2(error.empty(), (game.id + ": " + error).c_str());
        QCOMPARE(lesson.game, game.id);
        // A lesson is a short first game: 8 to 20 bubbles, the End one last.
        QVERIFY2(lesson.steps.size() >= 8 && lesson.steps.size() <= 20, game.id.c_str());
        QVERIFY(lesson.steps.back().kind == LessonStep::Kind::End);
        int expects = 0;
        for (const LessonStep& step : lesson.steps)
            expects += step.kind == LessonStep::Kind::Expect;
        QVERIFY2(expects >= 2, game.id.c_str());  // the learner plays, not only reads
    }
}

// Jump Start's first asked move is "draw discard": the other draw is legal
// but not the lesson's, a discard before drawing is illegal; neither is played.
void TstLessons::walkAnswersTheLearner() {
    Lesson lesson;
    QCOMPARE(loadLesson(lessonText("jumpstart"), lesson), std::string());
    std::string error;
    auto walk = LessonWalk::start(lesson, error);
    QVERIFY(walk);
    QCOMPARE(walk->next().kind, LessonWalk::BeatKind::Show);  // the welcome, before any move
    QVERIFY(walk->advance());
    QVERIFY(walk->advance());
    const LessonWalk::Beat asked = walk->next();
    QCOMPARE(asked.kind, LessonWalk::BeatKind::Expect);
    QCOMPARE(asked.text, std::string("draw discard"));
    QVERIFY(!lesson.steps[asked.step].why.empty());
    QVERIFY(!walk->advance());  // only the learner's move moves an Expect beat on

    const GameState& state = walk->state();
    QCOMPARE(walk->answer(*state.parse("draw stock")), LessonWalk::Answer::OtherLegal);
    const auto early = state.parse("discard 4c");
    QVERIFY(early && !state.isLegal(*early));
    QCOMPARE(walk->answer(*early), LessonWalk::Answer::Illegal);
    QVERIFY(!state.explainIllegal(*early).empty());
    QCOMPARE(state.history().size(), std::size_t(0));

    QCOMPARE(walk->answer(*state.parse("draw discard")), LessonWalk::Answer::Right);
    QCOMPARE(walk->next().kind, LessonWalk::BeatKind::Expect);
    QCOMPARE(walk->next().text, std::string("lay down"));
    QCOMPARE(walk->answer(*walk->state().parse("lay down")), LessonWalk::Answer::Right);
    // Two bubbles shown at once, then the opponents' moves from the record.
    QCOMPARE(walk->next().kind, LessonWalk::BeatKind::Show);
    QVERIFY(walk->advance());
    QVERIFY(walk->advance());
    const LessonWalk::Beat opponent = walk->next();
    QCOMPARE(opponent.kind, LessonWalk::BeatKind::Opponent);
    QCOMPARE(opponent.action, 2);
    QCOMPARE(walk->state().toAct(), 1);
}

void TstLessons::brokenCopiesFailWithTheRightSentence_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("sentence");
    const auto row = [](const char* name, const char* game, const char* from, const char* to,
                        const char* sentence) {
        QTest::newRow(name) << game << from << to << sentence;
    };
    row("learner's record move", "jabberwocky", "\"bid 2\"", "\"bid 0\"",
        "step 3 asks for 'bid 2', but the learner's next move in the record is move 2 ('bid 0')");
    row("opponent's record move", "madjack", "\"play 9h\"", "\"play 9s\"",
        "the lesson's record does not load: action 1 ('play 9s') is illegal");
    row("asked move", "jabberwocky", "\"expect\": \"play Ah\"", "\"expect\": \"play Kc\"",
        "step 4 asks for 'play Kc', but the learner's next move in the record is move 5 ('play "
        "Ah')");
    row("record too short", "jabberwocky", "\"play 5d\", \"play 3s\"", "\"play 5d\"",
        "step 7 asks for 'play 3s', but the record has no more moves");
    row("record too long", "jabberwocky", "\"play 3s\"", "\"play 3s\", \"bid 1\", \"bid 1\"",
        "the End step (step 10) comes before the learner's move 13 ('bid 1')");
    row("no End step", "jabberwocky", "\"end\": true", "\"continue\": true",
        "the lesson has no End step");
    row("card not there", "jabberwocky", "{\"card\": \"Ah\"}", "{\"card\": \"Qd\"}",
        "step 4: the card 'Qd' is neither in the learner's hand nor face up on the table");
    row("card not in the deck", "madjack", "{\"card\": \"Jd\"}", "{\"card\": \"2d\"}",
        "step 3: the card '2d' is not a card of this game");
    row("button not legal", "jabberwocky", "{\"button\": \"bid\"}", "{\"button\": \"play\"}",
        "step 3: no legal move of kind 'play' now (the kinds are: bid)");
    row("button out of turn", "jumpstart", "{\"zone\": \"layout\", \"seat\": 0}",
        "{\"button\": \"draw\"}",
        "step 4: the button 'draw' is a move of the learner's, but it is not the learner's turn");
    row("zone of no seat", "jumpstart", "{\"zone\": \"layout\", \"seat\": 0}",
        "{\"zone\": \"layout\", \"seat\": 7}", "step 4: the zone 'layout.7' does not exist");
    row("zone without its seat", "jumpstart", "{\"zone\": \"layout\", \"seat\": 0}",
        "{\"zone\": \"layout\"}", "step 4: the zone 'layout' is one per seat: give its \"seat\"");
    row("plate of no seat", "jabberwocky", "{\"plate\": 1}", "{\"plate\": 3}",
        "step 2: the plate of seat 3 is not a seat of this game (0 to 2)");
    row("unknown stat", "jumpstart", "{\"stat\": \"direction\"}", "{\"stat\": \"wind\"}",
        "step 10: the stat 'wind' does not exist in this game");
    row("two anchors", "jabberwocky", "{\"button\": \"bid\"}",
        "{\"button\": \"bid\", \"plate\": 1}",
        "step 3's anchor must name exactly one of zone, card, button, plate, stat");
    row("step of two kinds", "jabberwocky", "\"expect\": \"bid 2\"",
        "\"expect\": \"bid 2\", \"continue\": true", "step 3 must have exactly one of");
    row("why without expect", "jabberwocky", "\"now\": true", "\"now\": true, \"why\": \"because\"",
        "step 0 has a \"why\", which only a step with \"expect\" takes");
    row("continue false", "jabberwocky", "\"continue\": true", "\"continue\": false",
        "step 0's \"continue\" must be true");
    row("unknown key", "jabberwocky", "\"learner\": 0", "\"learner\": 0, \"teacher\": 1",
        "the lesson has an unknown key 'teacher'");
    row("learner not a seat", "jabberwocky", "\"learner\": 0", "\"learner\": 5",
        "the learner 5 is not a seat of the record (0 to 2)");
    row("record of another game", "jabberwocky", "\"game\": \"jabberwocky\"",
        "\"game\": \"madjack\"", "the lesson is for 'madjack' but its record plays 'jabberwocky'");
    row("not a lesson", "jabberwocky", "\"felt-lesson\"", "\"felt-record\"",
        "not a lesson: \"format\" must be \"felt-lesson\"");
}

void TstLessons::brokenCopiesFailWithTheRightSentence() {
    QFETCH(QString, game);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, sentence);
    const std::string text = lessonText(game.toStdString());
    Lesson lesson;
    QCOMPARE(loadLesson(text, lesson), std::string());  // the real lesson is fine
    const std::string broken = replaced(text, from.toStdString(), to.toStdString());
    QVERIFY2(!broken.empty(), "the row's text is not in the lesson");
    const std::string error = loadLesson(broken, lesson);
    QVERIFY2(error.find(sentence.toStdString()) != std::string::npos, error.c_str());
}

// Where the learner could play something else, the table must have a word
// for it: an Expect step without "why" is refused there.
void TstLessons::askedMoveAmongOthersNeedsItsWhy() {
    auto json = nlohmann::json::parse(lessonText("madjack"));
    QVERIFY(json["steps"][3]["expect"] == "play Jd");
    json["steps"][3].erase("why");
    Lesson lesson;
    QCOMPARE(loadLesson(json.dump(), lesson),
             std::string("step 3 asks for 'play Jd' among 4 legal moves but has no \"why\" for "
                         "the others"));
    // The last trick's card is the only one left: no word needed.
    json = nlohmann::json::parse(lessonText("madjack"));
    QVERIFY(json["steps"][15]["expect"] == "play Qh");
    QVERIFY(!json["steps"][15].contains("why"));
}

void TstLessons::cliChecksLessons() {
    QStringList files;
    for (const GameInfo& game : allGames()) files << QString::fromStdString(lessonPath(game.id));
    QByteArray out;
    QCOMPARE(runCli(QStringList{"lesson", "check"} + files, out), 0);
    QCOMPARE(out.count(": ok ("), files.size());

    QTemporaryDir dir;
    const QString path = dir.filePath("broken.json");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray::fromStdString(
        replaced(lessonText("jabberwocky"), "{\"card\": \"Ah\"}", "{\"card\": \"Qd\"}")));
    f.close();
    QCOMPARE(runCli({"lesson", "check", path}, out), 1);
    QVERIFY2(out.contains("step 4: the card 'Qd' is neither in the learner's hand"), out.data());
    QCOMPARE(runCli({"lesson", "walk", path}, out), 1);
    QVERIFY2(out.contains("stopped: step 4: the card 'Qd'"), out.data());
}

QTEST_GUILESS_MAIN(TstLessons)
#include "tst_lessons.moc"
