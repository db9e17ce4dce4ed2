// The network table (app/net/net_session.h): whole games of every game
// played at NetSessions — the same presenter and input as a game of this
// Felt's own — against a host on 127.0.0.1. Each person plays through the
// table's input as a person would (a button, a card, a chooser), and at every
// settled moment each table shows exactly what its seat may see: its face-up
// cards are the seat's view on the host, no more. Every side ends with the
// host's result; a move the host refuses comes back with its reason; undo is
// off and says why.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <map>
#include <set>

#include "catalog/registry.h"
#include "core/rng.h"
#include "net/net_client.h"
#include "net/net_server.h"
#include "net/net_session.h"
#include "net/table_host.h"
#include "net/to_wire.h"
#include "session/record_files.h"
#include "stats/statistics.h"
#include "support/pseudo_translator.h"
#include "support/test_support.h"

using namespace felt;
using namespace felt::app;
using namespace felt::net;

namespace {

constexpr int kMaxTurns = 5000;  // every game here ends far sooner

// The cards `state`'s seat sees face up on the table: those its view names,
// but for zones that lie face down whatever is known (won tricks).
std::set<CardId> faceUpIn(const GameState& state, int seat) {
    const std::vector<ZoneSpec> zones = withLooks(state.zones());
    std::set<CardId> up;
    for (const ZoneView& zv : state.view(seat).zones)
        for (const CardView& c : zv.cards)
            if (c.id != kNoCard && !zones[static_cast<std::size_t>(zv.zone)].look.faceDown)
                up.insert(c.id);
    return up;
}

// The cards the table shows face up, each checked to show its own face.
std::set<CardId> faceUpRows(const CardModel& m, const Deck& deck) {
    std::set<CardId> up;
    for (int r = 0; r < m.rowCount(); ++r) {
        if (!m.isFaceUp(r)) continue;
        const CardId card = m.cardOfRow(r);
        const QModelIndex at = m.index(r);
        if (m.data(at, CardModel::SuitRole).toInt() != deck.face(card).suit ||
            m.data(at, CardModel::RankRole).toString() !=
                QString::fromStdString(rankText(deck.face(card).rank)))
            up.insert(kNoCard);  // a card showing another's face
        up.insert(card);
    }
    return up;
}

// One person at their own Felt: a client, its table, and seeded choices.
struct Seat {
    NetClient client;
    ViewSettings view;
    NetSession table{&view};
    std::uint64_t choice = 1;
    int turns = 0;
    int summaries = 0;  // round summaries read
};

std::uint64_t nextChoice(std::uint64_t& state) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return state >> 33;
}

// Plays one of the offered moves the way a person would: a card with one
// use is clicked, anything else is pressed as its button or entry.
void playATurn(Seat& s) {
    TableInput& input = *s.table.input();
    const QVariantList moves = input.moves();
    QVERIFY(!moves.isEmpty());
    const QVariantMap move = moves[static_cast<int>(nextChoice(s.choice) % moves.size())].toMap();
    ++s.turns;
    const QVariantList rows = move.value(QStringLiteral("rows")).toList();
    if (rows.size() == 1 && !move.value(QStringLiteral("owned")).toBool()) {
        const int row = rows.first().toInt();
        input.clickCard(row);
        // A card with several uses, or one the table asks about: the chooser names them.
        if (input.chooser()->count() > 0) input.chooseFromChooser(0);
        if (input.humanTurn() && input.pendingRow() < 0 && input.selectionCount() > 0) {
            // The card was selected for a combination: play the move as its entry.
            input.cancel();
            input.playMove(move.value(QStringLiteral("index")).toInt());
        }
        return;
    }
    input.playMove(move.value(QStringLiteral("index")).toInt());
}

// `count` friends at their tables, joining the host at `url`.
std::vector<std::unique_ptr<Seat>> joinedSeats(const QUrl& url, const std::string& room,
                                               int count) {
    std::vector<std::unique_ptr<Seat>> seats;
    for (int i = 0; i < count; ++i) {
        seats.push_back(std::make_unique<Seat>());
        seats.back()->view.setAnimationSpeed(ViewSettings::kMaxSpeed);
        seats.back()->table.attach(&seats.back()->client);
        seats.back()->client.join(url, Hello{room, "Friend", -1, ""});
    }
    return seats;
}

// The seat whose table offers its person moves now, if any.
Seat* seatToAct(const std::vector<std::unique_ptr<Seat>>& seats) {
    for (const auto& s : seats)
        if (s->table.input()->humanTurn() && !s->table.busy()) return s.get();
    return nullptr;
}

}  // namespace

class TestNetworkTable : public QObject {
    Q_OBJECT
private slots:
    void wholeGamesAtTheTable_data();
    void wholeGamesAtTheTable();
    void aRefusedMoveSaysWhyAndChangesNothing();
    void aMoveDroppedInAFloodIsOfferedAgain();
    void aHostThatVanishesIsSaidAndTheTableStays();
    void aFriendAwayShowsOnTheirPlate();
    void aHostThatEndsTheGameGivesItsRecord();
    void aHostThatKeepsTheGameSaysSo();
};

void TestNetworkTable::wholeGamesAtTheTable_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    for (const GameInfo& g : allGames()) {
        const int players = std::clamp(3, g.minPlayers, g.maxPlayers);
        QTest::newRow(g.id.c_str()) << QString::fromStdString(g.id) << players;
    }
}

void TestNetworkTable::wholeGamesAtTheTable() {
    QFETCH(QString, game);
    QFETCH(int, players);
    const GameInfo* info = findGame(game.toStdString());
    QVERIFY(info);
    HostSetup setup;
    setup.game = info->id;
    setup.players = players;
    setup.seed = 0x5eed0000ULL + static_cast<std::uint64_t>(qHash(game));
    ClientLimits limits;  // people answering at once, for a whole game: no rate limit
    limits.burst = 1e9;
    limits.perSecond = 1e9;
    TableHost host(setup, limits);
    QVERIFY2(host.error().empty(), host.error().c_str());
    NetServer server(host);
    const QString error = server.listen(QHostAddress::LocalHost);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(server.port()));

    std::vector<std::unique_ptr<Seat>> seats;
    int checked = 0;
    for (int i = 0; i < players; ++i) {
        seats.push_back(std::make_unique<Seat>());
        Seat& s = *seats.back();
        s.view.setAnimationSpeed(ViewSettings::kMaxSpeed);  // cards land at once
        s.view.setRoundSummaries(true);  // each round's summary waits for Continue
        s.choice = 0x9e3779b97f4a7c15ULL * static_cast<std::uint64_t>(i + 1);
        s.table.attach(&s.client);
        // Every settled moment: the table shows its seat's view on the host, no
        // more; then, on this seat's turn, the person plays.
        connect(&s.table, &NetSession::settled, this, [&s, &host, &checked] {
            const int seat = s.client.seat();
            if (seat < 0 || s.table.busy()) return;
            if (s.client.eventsAtState() == s.client.events().size() &&
                *s.client.state() == toWire(host.state().view(seat))) {
                QCOMPARE(faceUpRows(*s.table.cards(), host.state().deck()),
                         faceUpIn(host.state(), seat));
                ++checked;
            }
            if (s.table.roundOver()) {  // the person reads the summary, then goes on
                QVERIFY(!s.table.input()->humanTurn());
                ++s.summaries;
                QTimer::singleShot(0, &s.table, [&s] { s.table.continueAfterRound(); });
            } else if (s.table.input()->humanTurn() && s.turns < kMaxTurns) {
                QTimer::singleShot(0, &s.table, [&s] { playATurn(s); });
            }
        });
        s.client.join(url, Hello{host.room(), "Friend " + std::to_string(i + 1), -1, ""});
    }
    // The first two friends play at two Felts of one computer, sharing their
    // statistics; the last at a Felt of their own.
    QTemporaryDir statsDir;
    Statistics shared(seats[0]->table, statsDir.filePath(QStringLiteral("shared.sqlite")));
    shared.watch(seats[1]->table);
    Statistics own(seats.back()->table, statsDir.filePath(QStringLiteral("own.sqlite")));
    QVERIFY(shared.problem().isEmpty() && own.problem().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(host.state().isTerminal(), 240000);

    const Result result = host.state().result();
    for (auto& s : seats) {
        // Over, and its last round's summary read (the result shows after it).
        QTRY_VERIFY_WITH_TIMEOUT(
            s->table.gameOver() && !s->table.busy() && !s->table.resultText().isEmpty(), 20000);
        QVERIFY(s->table.networked());
        QCOMPARE(s->table.gameId(), game);
        QCOMPARE(s->table.players(), players);
        QVERIFY(!s->table.canUndo());
        QVERIFY(s->table.undoUnavailable().contains(QStringLiteral("network")));
        QVariantList places;
        for (int p : result.placements) places << p;
        QCOMPARE(s->table.placements(), places);
        QVERIFY(s->table.resultText().contains(s->table.seatName(result.winners.front())));
        QCOMPARE(faceUpRows(*s->table.cards(), host.state().deck()),
                 faceUpIn(host.state(), s->client.seat()));
        QVERIFY(!s->table.input()->humanTurn());
        QVERIFY(!s->table.log().isEmpty());
        QVERIFY2(s->client.refusals().empty(), "the host refused a move made at the table");
        QVERIFY(s->turns > 0);
        // Every game here has more than one round, each ended with its summary.
        if (host.state().roundIndex() > 0) QVERIFY(s->summaries > 0);
        // The game's record came with the result: its deal code, and Save As
        // writes a record that replays the whole game.
        QCOMPARE(s->table.dealCode(), dealCodeOf(TableSetup{info, host.state().config(), {}}));
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("game.felt"));
        QCOMPARE(s->table.saveRecord(file), QString());
        QString error;
        const LoadedGame saved = loadRecordFile(file, error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(saved.state->history().size(), host.state().history().size());
        QVERIFY(saved.state->isTerminal());
        // Replay asks the window to replay that record at this Felt's own table.
        QVERIFY(s->table.canReplay());
        QSignalSpy replay(&s->table, &NetSession::replayWanted);
        s->table.replay();
        QCOMPARE(replay.count(), 1);
        QCOMPARE(loadRecord(s->table.recordText()).state->history().size(),
                 host.state().history().size());
    }
    QVERIFY(checked > players);
    // Each Felt's statistics count the game once, every seat with its place
    // and score (two tables sharing statistics do not count it twice).
    std::map<QString, int> seatOf;
    for (std::size_t i = 0; i < seats.size(); ++i)
        seatOf[QStringLiteral("Friend %1").arg(i + 1)] = seats[i]->client.seat();
    for (const Statistics* stats : {&shared, &own}) {
        int rows = 0;
        for (const QVariant& v : stats->summary()) {
            const QVariantMap row = v.toMap();
            if (!row.value(QStringLiteral("variant")).toString().isEmpty()) continue;
            const auto named = seatOf.find(row.value(QStringLiteral("player")).toString());
            QVERIFY2(named != seatOf.end(),
                     qPrintable(row.value(QStringLiteral("player")).toString()));
            const int seat = named->second;
            QCOMPARE(row.value(QStringLiteral("game")).toString(), game);
            QCOMPARE(row.value(QStringLiteral("kind")).toString(), QStringLiteral("human"));
            QCOMPARE(row.value(QStringLiteral("played")).toInt(), 1);
            QCOMPARE(row.value(QStringLiteral("won")).toInt(),
                     result.placements[static_cast<std::size_t>(seat)] == 1 ? 1 : 0);
            QCOMPARE(row.value(QStringLiteral("best")).toInt(),
                     result.scores[static_cast<std::size_t>(seat)]);
            ++rows;
        }
        QCOMPARE(rows, players);
    }
}

// A move the host refuses (sent as if by a table that is behind) comes back
// with the host's reason on the table, and the same moves are offered again;
// then a hint comes from the host.
void TestNetworkTable::aRefusedMoveSaysWhyAndChangesNothing() {
    HostSetup setup;
    setup.game = "jabberwocky";
    setup.players = 3;
    setup.seed = 42;
    TableHost host(setup);
    QVERIFY2(host.error().empty(), host.error().c_str());
    NetServer server(host);
    QVERIFY(server.listen(QHostAddress::LocalHost).isEmpty());
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(server.port()));
    std::vector<std::unique_ptr<Seat>> seats = joinedSeats(url, host.room(), 3);
    Seat* toAct = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((toAct = seatToAct(seats)) != nullptr, 20000);
    const QStringList offered = toAct->table.input()->humanActionTexts();
    const std::size_t actions = host.state().history().size();
    // A bid no seat may make: the host's rules say why.
    toAct->client.act("bid 99");
    QTRY_VERIFY_WITH_TIMEOUT(!toAct->client.refusals().empty(), 20000);
    // The host's reason, not the table's own words for a click on nothing.
    QTRY_VERIFY_WITH_TIMEOUT(!toAct->table.input()->explanation().isEmpty(), 20000);
    QVERIFY(!toAct->client.refusals().back().reason.empty());
    QVERIFY(toAct->table.input()->humanTurn());
    QCOMPARE(toAct->table.input()->humanActionTexts(), offered);
    QCOMPARE(host.state().history().size(), actions);
    // A hint is the host's answer, shown on one of the moves offered here.
    toAct->table.askHint();
    QTRY_VERIFY_WITH_TIMEOUT(toAct->table.input()->hintMove() >= 0, 20000);
    QVERIFY(toAct->table.input()->explanation().startsWith(QStringLiteral("Hint: ")));

    // A seat that is not to act, in another language: the host's fixed
    // sentence comes back in this Felt's words.
    Seat* other = toAct == seats[0].get() ? seats[1].get() : seats[0].get();
    felt::test::PseudoTranslator pseudo;
    QCoreApplication::installTranslator(&pseudo);
    const std::size_t refused = other->client.refusals().size();
    other->client.act(offered.isEmpty() ? "bid 0" : "bid 1");
    QTRY_VERIFY_WITH_TIMEOUT(other->client.refusals().size() > refused, 20000);
    QCOMPARE(other->client.refusals().back().reason, std::string("It is not your turn."));
    QTRY_COMPARE_WITH_TIMEOUT(other->table.input()->explanation(),
                              pseudo.translate("host", "It is not your turn.", nullptr, -1), 20000);
    QCoreApplication::removeTranslator(&pseudo);
}

// The host drops a flood's messages unread: a move among them gets no
// answer, so the table offers the moves again instead of waiting forever.
void TestNetworkTable::aMoveDroppedInAFloodIsOfferedAgain() {
    HostSetup setup;
    setup.game = "madjack";
    setup.players = 2;
    setup.seed = 7;
    ClientLimits limits;  // each client's hello takes its only message until the clock moves
    limits.burst = 1;
    limits.perSecond = 1;
    std::int64_t nowMs = 0;
    TableHost host(setup, limits, [&nowMs] { return nowMs; });
    QVERIFY2(host.error().empty(), host.error().c_str());
    NetServer server(host);
    QVERIFY(server.listen(QHostAddress::LocalHost).isEmpty());
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(server.port()));
    std::vector<std::unique_ptr<Seat>> seats = joinedSeats(url, host.room(), 2);
    Seat* toAct = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((toAct = seatToAct(seats)) != nullptr, 20000);
    const QStringList offered = toAct->table.input()->humanActionTexts();
    const std::size_t actions = host.state().history().size();
    playATurn(*toAct);
    QVERIFY(!toAct->table.input()->humanTurn());  // on its way
    QTRY_VERIFY_WITH_TIMEOUT(!toAct->client.errors().empty(), 20000);
    QCOMPARE(toAct->client.errors().back().code, std::string("rate"));
    QCOMPARE(host.state().history().size(), actions);
    QTRY_VERIFY_WITH_TIMEOUT(toAct->table.input()->humanTurn(), 20000);
    QCOMPARE(toAct->table.input()->humanActionTexts(), offered);
    QVERIFY(toAct->table.input()->explanation().contains(QStringLiteral("make it again")));
    // A second later the same move goes through.
    nowMs += 1000;
    playATurn(*toAct);
    QTRY_COMPARE_WITH_TIMEOUT(host.state().history().size(), actions + 1, 20000);
}

// The host's Felt goes away without a word mid-game: each table says so,
// offers nothing more, and keeps showing the game as it was.
void TestNetworkTable::aHostThatVanishesIsSaidAndTheTableStays() {
    HostSetup setup;
    setup.game = "madjack";
    setup.players = 2;
    setup.seed = 7;
    auto host = std::make_unique<TableHost>(setup);
    auto server = std::make_unique<NetServer>(*host);
    QVERIFY(server->listen(QHostAddress::LocalHost).isEmpty());
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(server->port()));
    std::vector<std::unique_ptr<Seat>> seats;
    for (int i = 0; i < 2; ++i) {
        seats.push_back(std::make_unique<Seat>());
        seats.back()->view.setAnimationSpeed(ViewSettings::kMaxSpeed);
        seats.back()->table.attach(&seats.back()->client);
        seats.back()->client.join(url, Hello{host->room(), "Friend", -1, ""});
    }
    QTRY_VERIFY_WITH_TIMEOUT(
        std::any_of(seats.begin(), seats.end(),
                    [](const auto& s) { return s->table.input()->humanTurn(); }),
        20000);
    const std::set<CardId> shown = faceUpRows(*seats[0]->table.cards(), host->state().deck());
    server.reset();  // the connections drop, no goodbye
    host.reset();
    for (auto& s : seats) {
        QTRY_VERIFY_WITH_TIMEOUT(!s->table.farewell().isEmpty(), 20000);
        QVERIFY(!s->table.input()->humanTurn());
        QCOMPARE(s->table.statusText(), s->table.farewell());
        QVERIFY(s->table.running());
    }
    QVERIFY(!shown.empty());
    QCOMPARE(faceUpRows(*seats[0]->table.cards(), Deck(DeckKind::MadJack24)), shown);
}

// A friend whose connection drops: the others' plates say they are away,
// then that a bot plays for them, and nothing once they are back.
void TestNetworkTable::aFriendAwayShowsOnTheirPlate() {
    HostSetup setup;
    setup.game = "madjack";
    setup.players = 2;
    setup.seed = 7;
    setup.awayWaitMs = 300;
    TableHost host(setup);
    NetServer server(host);
    QVERIFY(server.listen(QHostAddress::LocalHost).isEmpty());
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(server.port()));
    auto seats = joinedSeats(url, host.room(), 2);
    QTRY_VERIFY_WITH_TIMEOUT(seats[0]->client.welcome() && seats[1]->client.welcome(), 20000);
    QTRY_VERIFY_WITH_TIMEOUT(seats[0]->table.running(), 20000);
    const int away = seats[1]->client.seat();
    const std::string token = seats[1]->client.token();
    SeatModel& plates = *seats[0]->table.seats();
    const auto presence = [&] {
        return plates.data(plates.index(away), SeatModel::PresenceRole).toString();
    };
    QCOMPARE(presence(), QString());
    seats[1]->client.close();
    QTRY_COMPARE_WITH_TIMEOUT(presence(), QStringLiteral("away"), 20000);
    QTRY_COMPARE_WITH_TIMEOUT(presence(), QStringLiteral("away · a bot plays"), 20000);
    NetClient back;
    back.join(url, Hello{host.room(), "Friend", -1, token});
    QTRY_COMPARE_WITH_TIMEOUT(presence(), QString(), 20000);
    back.close();
}

// Two people at a MadJack table hosted on loopback, a few moves in.
struct TwoSeats {
    std::unique_ptr<TableHost> host;
    std::unique_ptr<NetServer> server;
    std::vector<std::unique_ptr<Seat>> seats;
    TwoSeats() {
        HostSetup setup;
        setup.game = "madjack";
        setup.players = 2;
        setup.seed = 11;
        host = std::make_unique<TableHost>(setup);
        server = std::make_unique<NetServer>(*host);
        server->listen(QHostAddress::LocalHost);
        const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(server->port()));
        for (int i = 0; i < 2; ++i) {
            seats.push_back(std::make_unique<Seat>());
            seats.back()->view.setAnimationSpeed(ViewSettings::kMaxSpeed);
            seats.back()->table.attach(&seats.back()->client);
            seats.back()->client.join(url, Hello{host->room(), "Friend", -1, ""});
        }
    }
    bool someoneToPlay() const {
        return std::any_of(seats.begin(), seats.end(),
                           [](const auto& s) { return s->table.input()->humanTurn(); });
    }
};

// The host ends the game mid-way (New, Quit without keeping): every table
// says so in its own words and keeps the record so far for Save As. Nothing
// is hidden any more, so the record and its deal code come with the goodbye.
void TestNetworkTable::aHostThatEndsTheGameGivesItsRecord() {
    TwoSeats t;
    QTRY_VERIFY_WITH_TIMEOUT(t.someoneToPlay(), 20000);
    for (auto& s : t.seats) QVERIFY(!s->table.hasRecord());
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("so-far.felt"));
    QVERIFY(t.seats[0]->table.saveRecord(file).contains(QStringLiteral("host")));
    QVERIFY(!QFile::exists(file));
    const std::size_t played = t.host->state().history().size();
    t.host->shutdown("The host ended the game.", TableHost::Leaving::ForGood);
    for (auto& s : t.seats) {
        QTRY_VERIFY_WITH_TIMEOUT(s->table.hasRecord(), 20000);
        QVERIFY(s->table.farewell().contains(QStringLiteral("Save As")));
        QVERIFY(!s->table.dealCode().isEmpty());
        QVERIFY(!s->table.input()->humanTurn());
        QVERIFY(!s->table.canReplay());  // a replay is of a finished game
    }
    QCOMPARE(t.seats[0]->table.saveRecord(file), QString());
    QString error;
    const LoadedGame saved = loadRecordFile(file, error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(saved.state->history().size(), played);
}

// The host closes Felt and keeps the game: the tables say the seat waits
// for them, and hold no record (the game goes on later, hidden as before).
void TestNetworkTable::aHostThatKeepsTheGameSaysSo() {
    TwoSeats t;
    QTRY_VERIFY_WITH_TIMEOUT(t.someoneToPlay(), 20000);
    t.host->shutdown("The host closed Felt.", TableHost::Leaving::ForNow);
    for (auto& s : t.seats) {
        QTRY_VERIFY_WITH_TIMEOUT(!s->table.farewell().isEmpty(), 20000);
        QVERIFY(s->table.farewell().contains(QStringLiteral("invitation")));
        QVERIFY(!s->table.hasRecord());
        QVERIFY(s->table.dealCode().isEmpty());
        QVERIFY(s->client.record().empty());
    }
}

QTEST_GUILESS_MAIN(TestNetworkTable)
#include "tst_network_table.moc"
