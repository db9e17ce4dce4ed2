// Game records: save -> load replays to the same game; every kind of bad
// record is refused with a clear message and never crashes.
#include <QDir>
#include <QFile>
#include <QTest>
#include <nlohmann/json.hpp>

#include "bots/bot.h"
#include "catalog/record.h"
#include "catalog/registry.h"
#include "support/test_support.h"

using namespace felt;

namespace {

// A Jabberwocky game played by random bots for `steps` actions.
std::unique_ptr<GameState> playedGame(int steps, std::uint64_t seed = 5) {
    auto state = test::makeGame({"jabberwocky", 4, {}, seed, {}, -1});
    RandomBot bot(seed);
    for (int i = 0; i < steps && !state->isTerminal(); ++i)
        state->applyLegal(bot.choose(*state, state->toAct()));
    return state;
}

std::string recordText(const GameState& state) {
    return writeRecord(recordOf(state, "jabberwocky", {}));
}

// Replaces the first occurrence of `from` in `text`.
std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    if (at != std::string::npos) text.replace(at, from.size(), to);
    return text;
}

}  // namespace

class TstRecords : public QObject {
    Q_OBJECT
private slots:
    void wholeGameRoundTrips();
    void unfinishedGameRoundTrips();
    void recordKeepsSeatsAndOptions();
    void stackedDeckIsWrittenAsCardText();
    void twoDeckStackedDeckRoundTrips();
    void copyNumbersOutsideTheDeckAreRefused();
    void recordsFromEarlierVersionsStillLoad();
    void sameSeedSameDeal();
    void malformedJsonIsRefused();
    void truncatedRecordIsRefused();
    void wrongShapeIsRefused_data();
    void wrongShapeIsRefused();
    void illegalActionNamesIndexTextAndReason();
    void unparseableActionIsRefused();
    void actionAfterGameOverIsRefused();
    void fractionalOptionNamesTheWholeNumbersItTakes();
};

void TstRecords::wholeGameRoundTrips() {
    const auto state = playedGame(100000);
    QVERIFY(state->isTerminal());
    QCOMPARE(test::recordRoundTrip(*state, "jabberwocky"), std::string());
}

void TstRecords::unfinishedGameRoundTrips() {
    const auto state = playedGame(57);
    QVERIFY(!state->isTerminal());
    const LoadedGame loaded = loadRecord(recordText(*state));
    QCOMPARE(loaded.error, std::string());
    QVERIFY(loaded.state->view(kEveryone) == state->view(kEveryone));
    QCOMPARE(loaded.state->toAct(), state->toAct());
    QCOMPARE(loaded.record.actions.size(), std::size_t{57});
}

void TstRecords::recordKeepsSeatsAndOptions() {
    auto state = test::makeGame(
        {"jabberwocky", 3, {{"revokes", "true"}, {"trump_turner", "left"}}, 9, {}, 2});
    QCOMPARE(test::play(*state, "bid 1"), std::string());
    GameRecord r =
        recordOf(*state, "jabberwocky", {{"Ann", "human"}, {"Bot", "heuristic"}, {"Cy", "random"}});
    const LoadedGame loaded = loadRecord(writeRecord(r));
    QCOMPARE(loaded.error, std::string());
    QCOMPARE(loaded.record.seats, r.seats);
    QCOMPARE(loaded.record.config.options.text("trump_turner"), std::string("left"));
    QVERIFY(loaded.record.config.options.flag("revokes"));
    QCOMPARE(loaded.record.config.firstDealer, 2);
    QCOMPARE(loaded.record.actions, std::vector<std::string>{"bid 1"});
    QCOMPARE(loaded.record.id, std::string());
    r.id = "game-7f3a";
    QCOMPARE(loadRecord(writeRecord(r)).record.id, std::string("game-7f3a"));
}

void TstRecords::stackedDeckIsWrittenAsCardText() {
    auto state = test::makeGame({"jabberwocky",
                                 3,
                                 {},
                                 1,
                                 {{"Ah", "Kh", "Qh", "Jh", "10h", "9h", "8h", "7h", "6h", "2c"}},
                                 0});
    const std::string json = recordText(*state);
    QVERIFY2(json.find("\"Ah\"") != std::string::npos, json.c_str());
    const LoadedGame loaded = loadRecord(json);
    QCOMPARE(loaded.error, std::string());
    QVERIFY(loaded.state->view(kEveryone) == state->view(kEveryone));
    // Seat 1 (left of dealer 0) got the first card dealt.
    QVERIFY(loaded.state->view(1).zones[3 + 1].cards[0].id != kNoCard);
}

void TstRecords::twoDeckStackedDeckRoundTrips() {
    // Jump Start with two decks holds every face twice. Stack the second copies
    // first; a reloaded record must name the same physical cards in the same order.
    const test::Setup setup{"jumpstart", 6, {{"two_decks", "true"}}, 3, {}, 0};
    auto probe = test::makeGame(setup);
    const Deck& deck = probe->deck();
    const auto second = [&](const char* text) { return deck.idsOf(*deck.parseFace(text))[1]; };
    const auto first = [&](const char* text) { return deck.idsOf(*deck.parseFace(text))[0]; };
    GameConfig config = probe->config();
    config.stackedDecks = {{second("Qh"), second("*"), first("Qh"), second("As"), second("10c")}};
    std::string error;
    auto state = createGame(*findGame("jumpstart"), config, error);
    QVERIFY2(state, error.c_str());
    RandomBot bot(3);
    for (int i = 0; i < 30 && !state->isTerminal(); ++i)
        state->applyLegal(bot.choose(*state, state->toAct()));
    const std::string json = writeRecord(recordOf(*state, "jumpstart", {}));
    QVERIFY2(json.find("\"Qh#2\"") != std::string::npos, json.c_str());
    QVERIFY2(json.find("\"version\": 2") != std::string::npos, json.c_str());
    const LoadedGame loaded = loadRecord(json);
    QCOMPARE(loaded.error, std::string());
    QCOMPARE(loaded.record.config.stackedDecks, config.stackedDecks);
    QCOMPARE(test::recordRoundTrip(*state, "jumpstart"), std::string());
    // A record without second copies is still written as version 1.
    QVERIFY(recordText(*playedGame(5)).find("\"version\": 1") != std::string::npos);
}

void TstRecords::copyNumbersOutsideTheDeckAreRefused() {
    const std::string base = writeRecord(recordOf(
        *test::makeGame({"jumpstart", 6, {{"two_decks", "true"}}, 3, {}, 0}), "jumpstart", {}));
    for (const char* card : {"Qh#3", "Qh#0", "Qh#", "Qh#x", "Qh#99999999999"}) {
        const std::string json = replaced(
            base, "\"seed\": 3", "\"seed\": 3, \"decks\": [[\"" + std::string(card) + "\"]]");
        const LoadedGame loaded = loadRecord(json);
        QVERIFY2(loaded.error.find(std::string("'") + card + "'") != std::string::npos,
                 loaded.error.c_str());
    }
    // The same copy twice, by number and by plain face taking the first free copy.
    const LoadedGame twice = loadRecord(
        replaced(base, "\"seed\": 3", "\"seed\": 3, \"decks\": [[\"Qh\", \"Qh#2\", \"Qh#2\"]]"));
    QVERIFY2(twice.error.find("more often") != std::string::npos, twice.error.c_str());
    // "Qh#1" claims the first copy, so the plain "Qh" takes the second.
    const LoadedGame both =
        loadRecord(replaced(base, "\"seed\": 3", "\"seed\": 3, \"decks\": [[\"Qh\", \"Qh#1\"]]"));
    QCOMPARE(both.error, std::string());
}

void TstRecords::recordsFromEarlierVersionsStillLoad() {
    // Records saved by Felt before copy numbers existed (format version 1).
    const QDir dir(QStringLiteral(FELT_RECORD_FIXTURES));
    const auto files = dir.entryList({QStringLiteral("*.json")}, QDir::Files);
    QVERIFY(files.size() >= 6);
    QStringList games;
    for (const QString& name : files) {
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        const LoadedGame loaded = loadRecord(std::string_view(bytes.constData(), bytes.size()));
        QVERIFY2(loaded.error.empty(), (name.toStdString() + ": " + loaded.error).c_str());
        games << QString::fromStdString(loaded.record.game);
        // Written back, a version 1 record is unchanged apart from nothing at all.
        if (loaded.record.config.stackedDecks.empty())
            QCOMPARE(QByteArray::fromStdString(writeRecord(loaded.record)), bytes);
    }
    games.removeDuplicates();
    QCOMPARE(games.size(), 5);
    // Plain faces in a version 1 stacked deck take the copies in deck order.
    QFile f(dir.filePath(QStringLiteral("jumpstart-6p-two-decks-stacked-v1.json")));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const LoadedGame stacked = loadRecord(f.readAll().toStdString());
    QCOMPARE(stacked.error, std::string());
    const Deck& deck = stacked.state->deck();
    const auto qh = deck.idsOf(*deck.parseFace("Qh"));
    const auto joker = deck.idsOf(*deck.parseFace("*"));
    const std::vector<CardId> expected{qh[0], qh[1], joker[0], joker[1],
                                       deck.idsOf(*deck.parseFace("As"))[0]};
    QCOMPARE(stacked.record.config.stackedDecks, std::vector<std::vector<CardId>>{expected});
}

void TstRecords::sameSeedSameDeal() {
    const auto a = test::makeGame({"jabberwocky", 4, {}, 77, {}, -1});
    const auto b = test::makeGame({"jabberwocky", 4, {}, 77, {}, -1});
    const auto c = test::makeGame({"jabberwocky", 4, {}, 78, {}, -1});
    QVERIFY(a->view(kEveryone) == b->view(kEveryone));
    QVERIFY(!(a->view(kEveryone) == c->view(kEveryone)));
}

void TstRecords::malformedJsonIsRefused() {
    for (const char* text : {"", "{", "not json", "[1,2", "{\"format\": }"}) {
        const LoadedGame loaded = loadRecord(text);
        QVERIFY2(loaded.error.find("malformed JSON") != std::string::npos, loaded.error.c_str());
        QVERIFY(!loaded.state);
    }
}

void TstRecords::truncatedRecordIsRefused() {
    const std::string full = recordText(*playedGame(30));
    for (std::size_t cut : {full.size() / 3, full.size() / 2, full.size() - 3}) {
        const LoadedGame loaded = loadRecord(full.substr(0, cut));
        QVERIFY2(!loaded.error.empty(), "a truncated record must not load");
    }
}

void TstRecords::wrongShapeIsRefused_data() {
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("message");
    QTest::newRow("not a record") << "\"felt-record\""
                                  << "\"something\""
                                  << "not a Felt record";
    QTest::newRow("newer version") << "\"version\": 1"
                                   << "\"version\": 7"
                                   << "newer than this Felt";
    QTest::newRow("unknown game") << "\"jabberwocky\""
                                  << "\"snap\""
                                  << "unknown game 'snap'";
    QTest::newRow("too many players") << "\"players\": 4"
                                      << "\"players\": 9"
                                      << "3 to 5 players";
    QTest::newRow("players not a number") << "\"players\": 4"
                                          << "\"players\": \"four\""
                                          << "\"players\"";
    QTest::newRow("unknown option") << "\"revokes\""
                                    << "\"jokers\""
                                    << "unknown option 'jokers'";
    QTest::newRow("bad option value") << "\"revokes\": \"false\""
                                      << "\"revokes\": \"maybe\""
                                      << "true or false";
    QTest::newRow("negative seed") << "\"seed\": 5"
                                   << "\"seed\": -5"
                                   << "\"seed\"";
    QTest::newRow("actions not a list") << "\"actions\": ["
                                        << "\"actions\": 3, \"x\": ["
                                        << "\"actions\"";
    QTest::newRow("seat out of range") << "\"seed\": 5"
                                       << "\"seed\": 5, \"first_dealer\": 6"
                                       << "\"first_dealer\" must be";
    QTest::newRow("unknown deck card") << "\"seed\": 5"
                                       << "\"seed\": 5, \"decks\": [[\"Zz\"]]"
                                       << "'Zz' is not a card";
    QTest::newRow("card twice") << "\"seed\": 5"
                                << "\"seed\": 5, \"decks\": [[\"Ah\", \"Ah\"]]"
                                << "more often";
    QTest::newRow("id not text") << "\"seed\": 5"
                                 << "\"seed\": 5, \"id\": 12"
                                 << "\"id\" must be a string";
    QTest::newRow("id too long") << "\"seed\": 5"
                                 << "\"seed\": 5, \"id\": \"" + QString(65, 'x') + "\""
                                 << "at most 64 characters";
    QTest::newRow("options wrong type") << "\"options\": {"
                                        << "\"options\": [], \"o\": {"
                                        << "'options' must be";
}

void TstRecords::wrongShapeIsRefused() {
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, message);
    const std::string good = recordText(*playedGame(10));
    const std::string bad = replaced(good, from.toStdString(), to.toStdString());
    QVERIFY2(bad != good, "the test's replacement did not apply");
    const LoadedGame loaded = loadRecord(bad);
    QVERIFY2(loaded.error.find(message.toStdString()) != std::string::npos, loaded.error.c_str());
}

void TstRecords::illegalActionNamesIndexTextAndReason() {
    // Seed 5 with 4 players: bids 1,1,0 make the dealer's bid of 1 illegal (3 cards dealt).
    auto state = test::makeGame({"jabberwocky", 4, {}, 5, {}, 0});
    QCOMPARE(test::playAll(*state, {"bid 1", "bid 1", "bid 0"}), std::string());
    std::string json = recordText(*state);
    json = replaced(json, "\"bid 0\"", "\"bid 0\", \"bid 1\", \"bid 2\"");
    const LoadedGame loaded = loadRecord(json);
    QCOMPARE(loaded.badActionIndex, 3);
    QCOMPARE(loaded.badActionText, std::string("bid 1"));
    QVERIFY2(loaded.badActionReason.find("dealer may not bid 1") != std::string::npos,
             loaded.badActionReason.c_str());
    QVERIFY(loaded.error.find("action 3") != std::string::npos);
    // The game stops just before the bad action.
    QVERIFY(loaded.state);
    QCOMPARE(loaded.state->history().size(), std::size_t{3});
}

void TstRecords::unparseableActionIsRefused() {
    auto state = test::makeGame({"jabberwocky", 3, {}, 2, {}, -1});
    std::string json = replaced(recordText(*state), "\"actions\": []", "\"actions\": [\"dance\"]");
    const LoadedGame loaded = loadRecord(json);
    QCOMPARE(loaded.badActionIndex, 0);
    QVERIFY2(loaded.badActionReason.find("not a legal action") != std::string::npos,
             loaded.badActionReason.c_str());
    json = replaced(recordText(*state), "\"actions\": []", "\"actions\": [3]");
    QVERIFY(loadRecord(json).error.find("must be a string") != std::string::npos);
}

void TstRecords::actionAfterGameOverIsRefused() {
    const auto state = playedGame(100000);
    auto json = nlohmann::json::parse(recordText(*state));
    json["actions"].push_back("bid 1");
    const LoadedGame loaded = loadRecord(json.dump());
    QVERIFY2(loaded.badActionReason.find("already over") != std::string::npos,
             loaded.error.c_str());
}

void TstRecords::fractionalOptionNamesTheWholeNumbersItTakes() {
    const auto withTarget = [](const char* target) {
        return std::string(R"({"format": "felt-record", "version": 1, "game": "janken-rummy",
            "players": 2, "seed": 1, "actions": [], "options": {"target_score": )") +
               target + "}}";
    };
    const LoadedGame fraction = loadRecord(withTarget("7.5"));
    QVERIFY2(
        fraction.error.find("'target_score' takes a whole number from 10 to 10000, not '7.5'") !=
            std::string::npos,
        fraction.error.c_str());
    // A whole number written with a fraction part is that number.
    const LoadedGame whole = loadRecord(withTarget("150.0"));
    QCOMPARE(whole.error, std::string());
    QCOMPARE(whole.record.config.options.number("target_score"), 150);
}

QTEST_APPLESS_MAIN(TstRecords)
#include "tst_records.moc"
