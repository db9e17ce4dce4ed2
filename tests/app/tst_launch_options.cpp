// The command line (app/shell/launch_options.h): hosting and joining a
// network table from it — --host needs a game, an invitation given alone is
// joined rather than opened as a record; --lesson names a game.
#include <QTest>

#include "shell/launch_options.h"

using namespace felt::app;

class TestLaunchOptions : public QObject {
    Q_OBJECT
private slots:
    void hostNeedsAGame();
    void aFeltAddressAloneIsJoined();
    void aRecordStaysARecord();
    void lessonNamesAGame();
};

namespace {

bool parse(const QStringList& args, LaunchOptions& out, QString& message) {
    int exitCode = 0;
    return parseLaunchOptions(QStringList{QStringLiteral("felt")} + args, out, message, exitCode);
}

}  // namespace

void TestLaunchOptions::hostNeedsAGame() {
    LaunchOptions out;
    QString message;
    QVERIFY(!parse({QStringLiteral("--host")}, out, message));
    QVERIFY(message.contains(QStringLiteral("--game")));
    LaunchOptions hosting;
    QVERIFY(
        parse({QStringLiteral("--game"), QStringLiteral("jabberwocky"), QStringLiteral("--host")},
              hosting, message));
    QVERIFY(hosting.host);
    QCOMPARE(hosting.game, QStringLiteral("jabberwocky"));
}

void TestLaunchOptions::aFeltAddressAloneIsJoined() {
    LaunchOptions out;
    QString message;
    QVERIFY(parse({QStringLiteral("felt://127.0.0.1:4711/abc")}, out, message));
    QCOMPARE(out.join, QStringLiteral("felt://127.0.0.1:4711/abc"));
    QVERIFY(out.record.isEmpty());
    LaunchOptions code;
    QVERIFY(parse({QStringLiteral("--join"), QStringLiteral("ABCD-EFGH")}, code, message));
    QCOMPARE(code.join, QStringLiteral("ABCD-EFGH"));
}

void TestLaunchOptions::aRecordStaysARecord() {
    LaunchOptions out;
    QString message;
    QVERIFY(parse({QStringLiteral("/tmp/game.felt")}, out, message));
    QCOMPARE(out.record, QStringLiteral("/tmp/game.felt"));
    QVERIFY(out.join.isEmpty());
}

void TestLaunchOptions::lessonNamesAGame() {
    LaunchOptions out;
    QString message;
    QVERIFY(parse({QStringLiteral("--lesson"), QStringLiteral("madjack")}, out, message));
    QCOMPARE(out.lesson, QStringLiteral("madjack"));
    LaunchOptions unknown;
    QVERIFY(!parse({QStringLiteral("--lesson"), QStringLiteral("snap")}, unknown, message));
    QVERIFY(message.contains(QStringLiteral("snap")));
}

QTEST_GUILESS_MAIN(TestLaunchOptions)
#include "tst_launch_options.moc"
