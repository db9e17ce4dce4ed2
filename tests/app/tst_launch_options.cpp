// The command line (app/shell/launch_options.h): hosting and joining a
// network table from it — --host needs a game, an invitation given alone is
// joined rather than opened as a record; --lesson names a game.
#include <QTest>

#include "net/invitation.h"
#include "shell/launch_options.h"

using namespace felt::app;

class TestLaunchOptions : public QObject {
    Q_OBJECT
private slots:
    void hostNeedsAGame();
    void aFeltAddressAloneIsJoined();
    void anInvitationCodeAloneIsJoined();
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

// `felt CODE`, as --join CODE: the code an invitation is sent as.
void TestLaunchOptions::anInvitationCodeAloneIsJoined() {
    felt::net::Invitation invitation;
    invitation.host = QStringLiteral("127.0.0.1");
    invitation.port = 4711;
    invitation.room = felt::net::newInvitationSecret();
    QString error;
    const QString code = felt::net::encodeInvitation(invitation, error);
    QVERIFY2(!code.isEmpty(), qPrintable(error));
    LaunchOptions out;
    QString message;
    QVERIFY(parse({code}, out, message));
    QCOMPARE(out.join, code);
    QVERIFY(out.record.isEmpty());
    // Anything else is a record to open, which says so if it cannot be read.
    LaunchOptions missing;
    QVERIFY(parse({QStringLiteral("ABCD-EFGH")}, missing, message));
    QCOMPARE(missing.record, QStringLiteral("ABCD-EFGH"));
    QVERIFY(missing.join.isEmpty());
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
