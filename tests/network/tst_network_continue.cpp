// A hosted table kept and continued (app/net/net_lobby.h, kept_tables.h,
// seat_tokens.h), on 127.0.0.1: the host's Felt closes mid-game and keeps
// the table; its players hear so; Continue hosts it again where it listened,
// the host sits down at its own seat, a friend whose Felt restarted takes
// their seat back with the same invitation (their Felt remembered the
// token), and the game goes on to its end, when nothing is kept any more.
// The host that ends a game for good gives everyone its record so far. Every
// wait is on a condition with a ceiling.
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>
#include <memory>

#include "catalog/record.h"
#include "net/discovery.h"
#include "net/kept_tables.h"
#include "net/net_client.h"
#include "net/net_lobby.h"
#include "net/seat_tokens.h"
#include "net/table_host.h"
#include "net/to_wire.h"
#include "privacy_check.h"

using namespace felt::app;
using namespace felt;
using namespace felt::net;

namespace {

constexpr int kWait = 20000;
constexpr int kMaxActions = 5000;
constexpr int kPaceMs = 120;

// Jabberwocky for three: this Felt's person, a friend over the network, a bot.
QVariantMap threeSeats() {
    const auto seatOf = [](const char* kind) {
        return QVariantMap{{QStringLiteral("name"), QString()},
                           {QStringLiteral("kind"), QLatin1String(kind)}};
    };
    return {{QStringLiteral("game"), QStringLiteral("jabberwocky")},
            {QStringLiteral("players"), 3},
            {QStringLiteral("seats"),
             QVariantList{seatOf("human"), seatOf("network"), seatOf("casual")}}};
}

// Plays a seeded legal move whenever it is the client's turn, while `on`
// (set before the game begins: its first moves come at once).
void autoplay(NetClient* c, std::shared_ptr<bool> on, int& actions, std::uint64_t seed) {
    auto choice = std::make_shared<std::uint64_t>(seed);
    c->onMessage = [c, on, choice, &actions](const QByteArray&, const HostMessage& m) {
        const auto* moves = std::get_if<WireMoves>(&m);
        if (!*on || !moves || moves->toAct != c->seat() || actions >= kMaxActions) return;
        const std::string text = felt::net::test::pickMove(*moves, *choice);
        if (text.empty()) return;
        ++actions;
        // At a person's pace: the host holds each client to about ten
        // messages a second and drops what comes faster.
        QTimer::singleShot(kPaceMs, c, [c, text] { c->act(text); });
    };
}

// Bob says he is ready and Ann, the host, starts the game.
void startWhenReady(NetLobby& ann, NetLobby& bob) {
    QTRY_VERIFY_WITH_TIMEOUT(bob.seated(), kWait);
    bob.setReady(true);
    QTRY_VERIFY_WITH_TIMEOUT(ann.canStart(), kWait);
    QVERIFY(ann.start());
    QTRY_VERIFY_WITH_TIMEOUT(ann.isStarted() && bob.isStarted(), kWait);
}

// A person's turn, nobody moving: the table stands still.
bool aPersonToAct(const TableHost& host) {
    const int seat = host.state().toAct();
    return seat == 0 || seat == 1;
}

}  // namespace

class TestNetworkContinue : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);  // settings of their own
        QSettings().remove(QStringLiteral("network"));
        DiscoveryTarget target;
        if (!parseDiscoveryTarget(qEnvironmentVariable("FELT_DISCOVERY_ADDRESS"), target).empty() ||
            !target.isLoopback())
            QFAIL("FELT_DISCOVERY_ADDRESS must be 127.0.0.1 or ::1: this test hosts tables");
    }
    void cleanupTestCase() { QSettings().remove(QStringLiteral("network")); }

    void keptThenContinued() {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        auto ann = std::make_unique<NetLobby>();
        ann->setSaveFolder(folder.path());
        QCOMPARE(ann->host(threeSeats(), QStringLiteral("Ann")), QString());
        const QString invitation = ann->invitation();
        const QString room = QString::fromStdString(ann->tableHost()->room());
        // A few moves, then the people stop on a turn of theirs.
        auto on = std::make_shared<bool>(true);
        int actions = 0;
        autoplay(ann->client(), on, actions, 1);
        auto bob = std::make_unique<NetLobby>();
        bob->setRememberSeats(true);
        QCOMPARE(bob->join(invitation, QStringLiteral("Bob")), QString());
        autoplay(bob->client(), on, actions, 2);
        startWhenReady(*ann, *bob);
        const int bobSeat = bob->client()->seat();
        QCOMPARE(bobSeat, 1);
        QCOMPARE(rememberedToken(room), bob->client()->token());
        QTRY_VERIFY_WITH_TIMEOUT(actions >= 6, kWait);
        *on = false;
        QTRY_VERIFY_WITH_TIMEOUT(aPersonToAct(*ann->tableHost()), kWait);
        const std::size_t played = ann->tableHost()->state().history().size();
        const WireState bobSaw = toWire(ann->tableHost()->state().view(bobSeat));
        QTRY_VERIFY_WITH_TIMEOUT(*bob->client()->state() == bobSaw, kWait);

        // While Ann hosts it, no other Felt offers her table.
        NetLobby other;
        other.setSaveFolder(folder.path());
        QVERIFY(other.keptTables().isEmpty());

        // Ann's Felt closes: the table is kept and Bob is told so.
        ann.reset();
        QTRY_COMPARE_WITH_TIMEOUT(bob->client()->leaving(), std::string("kept"), kWait);
        QVERIFY(bob->client()->record().empty());  // the game goes on: nothing revealed
        QCOMPARE(keptTableFiles(folder.path()).size(), 1);

        // Bob's Felt closes too; the token stays in its settings.
        bob.reset();
        QVERIFY(!rememberedToken(room).empty());

        // Ann continues: the same invitation works, she is back at seat 0.
        auto again = std::make_unique<NetLobby>();
        again->setSaveFolder(folder.path());
        const QVariantList kept = again->keptTables();
        QCOMPARE(kept.size(), 1);
        QVERIFY(kept[0]
                    .toMap()
                    .value(QStringLiteral("summary"))
                    .toString()
                    .contains(QStringLiteral("Bob")));
        again->setPlayerName(QStringLiteral("Ann"));
        // (Nobody plays on until Bob has looked.)
        actions = 0;
        auto playOn = std::make_shared<bool>(false);
        QCOMPARE(again->continueTable(kept[0].toMap().value(QStringLiteral("key")).toString()),
                 QString());
        autoplay(again->client(), playOn, actions, 3);
        QCOMPARE(again->invitation(), invitation);
        QTRY_VERIFY_WITH_TIMEOUT(again->seated() && again->isStarted(), kWait);
        QCOMPARE(again->client()->seat(), 0);
        QCOMPARE(again->tableHost()->state().history().size(), played);
        QVERIFY(again->keptTables().isEmpty());  // it is hosted now

        // Bob's restarted Felt joins with the invitation: his seat, as he left it.
        auto bobAgain = std::make_unique<NetLobby>();
        bobAgain->setRememberSeats(true);
        QCOMPARE(bobAgain->join(invitation, QStringLiteral("Bob")), QString());
        autoplay(bobAgain->client(), playOn, actions, 4);
        QTRY_VERIFY_WITH_TIMEOUT(bobAgain->seated() && bobAgain->client()->state(), kWait);
        QCOMPARE(bobAgain->client()->seat(), bobSeat);
        QCOMPARE(again->tableHost()->state().history().size(), played);
        QVERIFY(*bobAgain->client()->state() == bobSaw);

        // Played to the end: everyone gets the record, nothing is kept.
        *playOn = true;
        for (NetClient* c : {again->client(), bobAgain->client()})
            if (c->moves().toAct == c->seat()) {  // the turn came while nobody played
                std::uint64_t pick = 5;
                ++actions;
                c->act(felt::net::test::pickMove(c->moves(), pick));
            }
        QTRY_VERIFY2_WITH_TIMEOUT(bobAgain->client()->result().has_value(),
                                  qPrintable(QStringLiteral("stopped after %1 moves").arg(actions)),
                                  240000);
        QCOMPARE(bobAgain->client()->record(), again->tableHost()->recordText());
        QTRY_VERIFY_WITH_TIMEOUT(keptTableFiles(folder.path()).isEmpty(), kWait);
        QVERIFY(rememberedToken(room).empty());  // a finished game's seat is forgotten
    }

    // Leaving the table for good (New, or the host closing it) ends the game
    // for everyone, with its record so far, and keeps nothing.
    void endedForGood() {
        QTemporaryDir folder;
        NetLobby ann;
        ann.setSaveFolder(folder.path());
        QCOMPARE(ann.host(threeSeats(), QStringLiteral("Ann")), QString());
        auto on = std::make_shared<bool>(true);
        int actions = 0;
        autoplay(ann.client(), on, actions, 1);
        NetLobby bob;
        QCOMPARE(bob.join(ann.invitation(), QStringLiteral("Bob")), QString());
        autoplay(bob.client(), on, actions, 2);
        startWhenReady(ann, bob);
        QTRY_VERIFY_WITH_TIMEOUT(actions >= 4, kWait);
        *on = false;
        QTRY_VERIFY_WITH_TIMEOUT(aPersonToAct(*ann.tableHost()), kWait);
        const std::size_t played = ann.tableHost()->state().history().size();
        const QStringList hosted{QStringLiteral("hosted-*.json")};
        QCOMPARE(QDir(folder.path()).entryList(hosted, QDir::Files).size(), 1);
        ann.leave();
        QTRY_COMPARE_WITH_TIMEOUT(bob.client()->leaving(), std::string("ended"), kWait);
        const LoadedGame record = loadRecord(bob.client()->record());
        QVERIFY2(record.error.empty(), record.error.c_str());
        QCOMPARE(record.state->history().size(), played);
        QVERIFY(QDir(folder.path()).entryList(hosted, QDir::Files).isEmpty());
    }

    // A remembered seat that is gone (the host freed it, another table
    // drew the same secret): the join goes on as a newcomer's.
    void aStaleTokenJoinsAsNew() {
        NetLobby ann;
        QCOMPARE(ann.host(threeSeats(), QStringLiteral("Ann")), QString());
        const QString room = QString::fromStdString(ann.tableHost()->room());
        rememberToken(room, std::string(32, 'f'));
        NetLobby bob;
        bob.setRememberSeats(true);
        QCOMPARE(bob.join(ann.invitation(), QStringLiteral("Bob")), QString());
        QTRY_VERIFY2_WITH_TIMEOUT(bob.seated(), qPrintable(bob.problem()), kWait);
        QCOMPARE(bob.problem(), QString());
        QCOMPARE(rememberedToken(room), bob.client()->token());
    }
};

QTEST_GUILESS_MAIN(TestNetworkContinue)
#include "tst_network_continue.moc"
