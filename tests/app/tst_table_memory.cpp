// Memory of the real table (QML card items over the session) when new games
// are asked for faster than they can be built: 300 Game → Restart requests
// queued at once once took the app from 74 MB to 812 MB, because every new
// game built its card items before the old ones went. Requests that supersede
// each other must make one new game, so the storm costs what one restart does.
#include <QQmlEngineExtensionPlugin>
#include <QTest>

#include "session/game_session.h"
#include "table_window.h"
#include "wait_for.h"

Q_IMPORT_QML_PLUGIN(FeltPlugin)

using felt::app::GameSession;
using felt::test::TableWindow;
using felt::test::waitFor;

namespace {

// Resident set size in MB, or -1 where /proc is not there.
double residentMb() {
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly)) return -1;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    if (fields.size() < 2) return -1;
    return fields[1].toDouble() * 4096.0 / (1024.0 * 1024.0);
}

}  // namespace

class TestTableMemory : public QObject {
    Q_OBJECT
private slots:
    void restartStormCostsWhatOneRestartCosts();
};

void TestTableMemory::restartStormCostsWhatOneRestartCosts() {
    if (residentMb() < 0) QSKIP("needs /proc/self/statm to read the resident size");
    TableWindow table;
    QVERIFY2(table.ok(), qPrintable(table.error()));
    GameSession* session = table.session();
    // Four Jump Start players: a whole deck of card items to rebuild.
    QCOMPARE(table.startWithPerson(QStringLiteral("jumpstart"), 4, QStringLiteral("7")), QString());
    QVERIFY(waitFor([&] { return session->input()->humanTurn(); }, 120000));
    auto settle = [&] {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(table.waitForFrames());
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    };

    int games = 0;
    connect(session, &GameSession::gameChanged, this, [&] { ++games; });
    session->restart();
    QVERIFY(waitFor([&] { return games == 1 && session->input()->humanTurn(); }, 120000));
    settle();
    const double afterOne = residentMb();

    for (int i = 0; i < 300; ++i)
        QMetaObject::invokeMethod(session, &GameSession::restart, Qt::QueuedConnection);
    QVERIFY(waitFor([&] { return games > 1 && session->input()->humanTurn(); }, 120000));
    settle();
    const double afterStorm = residentMb();
    qInfo(
        "resident memory: %.1f MB after one restart, %.1f MB after 300 queued (%.2fx), "
        "%d new games",
        afterOne, afterStorm, afterStorm / afterOne, games - 1);
    QVERIFY2(afterStorm <= 1.5 * afterOne,
             qPrintable(QStringLiteral("%1 MB after the storm, %2 MB after one restart")
                            .arg(afterStorm)
                            .arg(afterOne)));
}

QTEST_MAIN(TestTableMemory)
#include "tst_table_memory.moc"
