// Bad record input: oversized, truncated, random bytes, future versions,
// numbers out of range, and the messages that report them (named field, a long
// action quoted once and shortened, invalid UTF-8 escaped).
#include <QFile>
#include <QTest>
#include <nlohmann/json.hpp>

#include "bots/bot.h"
#include "catalog/record.h"
#include "core/rng.h"
#include "support/test_support.h"

using namespace felt;

namespace {

std::string goodRecord() {
    auto state = test::makeGame({"jabberwocky", 4, {}, 5, {}, 0});
    RandomBot bot(5);
    for (int i = 0; i < 20; ++i) state->applyLegal(bot.choose(*state, state->toAct()));
    return writeRecord(recordOf(*state, "jabberwocky", {{"Ann", "human"}}));
}

// True when `s` is well-formed UTF-8 without control characters.
bool printableUtf8(const std::string& s) {
    return quoteForMessage(s, s.size()) == s;
}

}  // namespace

class TstRecordInput : public QObject {
    Q_OBJECT
private slots:
    void oversizedRecordIsRefusedBeforeParsing();
    void readRecordFileStopsAtTheLimit();
    void everyTruncationIsRefused();
    void randomBytesAreRefused();
    void futureVersionIsRefused();
    void numbersOutOfRangeAreRefused_data();
    void numbersOutOfRangeAreRefused();
    void wrongTypeMessagesNameTheField_data();
    void wrongTypeMessagesNameTheField();
    void longActionIsQuotedOnceAndShortened();
    void invalidUtf8IsEscaped();
    void quoteForMessageKeepsValidText();
    void controlBytesInOptionValuesAreEscaped();
};

void TstRecordInput::oversizedRecordIsRefusedBeforeParsing() {
    // A valid record padded with spaces past the limit: it would load, but must not.
    std::string big = goodRecord();
    QVERIFY(loadRecord(big).error.empty());
    big.append(kMaxRecordBytes, ' ');
    const LoadedGame loaded = loadRecord(big);
    QVERIFY2(loaded.error.find("more than the limit") != std::string::npos, loaded.error.c_str());
    QVERIFY(!loaded.state);
}

void TstRecordInput::readRecordFileStopsAtTheLimit() {
    std::string text;
    const std::string error = readRecordFile("/dev/zero", text);
    QVERIFY2(error.find("larger than a record may be") != std::string::npos, error.c_str());
    QVERIFY(text.empty());
    QVERIFY(readRecordFile("/nonexistent/record.json", text).find("cannot open") == 0);
}

void TstRecordInput::everyTruncationIsRefused() {
    const std::string full = goodRecord();
    // Cutting before the final '}' always breaks the JSON.
    const std::size_t end = full.rfind('}');
    for (std::size_t cut = 0; cut < end; cut += 3) {
        const LoadedGame loaded = loadRecord(full.substr(0, cut));
        QVERIFY2(loaded.error.find("malformed JSON") != std::string::npos,
                 ("cut at " + std::to_string(cut) + ": " + loaded.error).c_str());
        QVERIFY(printableUtf8(loaded.error));
    }
}

void TstRecordInput::randomBytesAreRefused() {
    Rng rng(2026);
    for (int round = 0; round < 300; ++round) {
        std::string bytes(rng.below(400), '\0');
        for (char& c : bytes) c = static_cast<char>(rng.below(256));
        const LoadedGame loaded = loadRecord(bytes);
        QVERIFY(!loaded.error.empty());
        QVERIFY2(printableUtf8(loaded.error), loaded.error.c_str());
        // Flipping one byte of a real record never crashes and never lies: either
        // it still loads, or it says why not.
        std::string flipped = goodRecord();
        flipped[rng.below(static_cast<std::uint32_t>(flipped.size()))] =
            static_cast<char>(rng.below(256));
        const LoadedGame other = loadRecord(flipped);
        QVERIFY(other.error.empty() == (other.state && other.badActionIndex < 0));
        QVERIFY2(printableUtf8(other.error), other.error.c_str());
    }
}

void TstRecordInput::futureVersionIsRefused() {
    auto j = nlohmann::json::parse(goodRecord());
    j["version"] = kRecordVersion + 1;
    const LoadedGame loaded = loadRecord(j.dump());
    QVERIFY2(loaded.error.find("newer than this Felt understands") != std::string::npos,
             loaded.error.c_str());
}

void TstRecordInput::numbersOutOfRangeAreRefused_data() {
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    // 2^32 + k used to wrap to k when read as int.
    QTest::newRow("version 2^32+1") << "version"
                                    << "4294967297";
    QTest::newRow("version 0") << "version"
                               << "0";
    QTest::newRow("version -5") << "version"
                                << "-5";
    QTest::newRow("version 2^64-1") << "version"
                                    << "18446744073709551615";
    QTest::newRow("players 2^32+4") << "players"
                                    << "4294967300";
    QTest::newRow("players -4") << "players"
                                << "-4";
    QTest::newRow("first_dealer 2^32") << "first_dealer"
                                       << "4294967296";
    QTest::newRow("first_dealer -1") << "first_dealer"
                                     << "-1";
    QTest::newRow("first_dealer 4 of 4") << "first_dealer"
                                         << "4";
    QTest::newRow("seed 2^64") << "seed"
                               << "18446744073709551616";
    QTest::newRow("seed -1") << "seed"
                             << "-1";
    QTest::newRow("seed 1.5") << "seed"
                              << "1.5";
}

void TstRecordInput::numbersOutOfRangeAreRefused() {
    QFETCH(QString, field);
    QFETCH(QString, value);
    auto j = nlohmann::json::parse(goodRecord());
    j[field.toStdString()] = nlohmann::json::parse(value.toStdString());
    const LoadedGame loaded = loadRecord(j.dump());
    QVERIFY2(!loaded.error.empty(), "an out-of-range number was accepted");
    // Built by appending: GCC 12 warns falsely (-Wrestrict) on "\"" + string.
    std::string named = "\"";
    named += field.toStdString();
    named += '"';
    QVERIFY2(loaded.error.find(named) != std::string::npos, loaded.error.c_str());
}

void TstRecordInput::wrongTypeMessagesNameTheField_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("message");
    QTest::newRow("seat name") << "/seats/0/name"
                               << "42"
                               << "seat 0's \"name\" must be a string";
    QTest::newRow("seat kind") << "/seats/0/kind"
                               << "[]"
                               << "seat 0's \"kind\" must be a string";
    QTest::newRow("action") << "/actions/3"
                            << "{}"
                            << "action 3 must be a string";
    QTest::newRow("players") << "/players"
                             << "\"four\""
                             << "\"players\" must be";
}

void TstRecordInput::wrongTypeMessagesNameTheField() {
    QFETCH(QString, path);
    QFETCH(QString, value);
    QFETCH(QString, message);
    auto j = nlohmann::json::parse(goodRecord());
    j[nlohmann::json::json_pointer(path.toStdString())] =
        nlohmann::json::parse(value.toStdString());
    const LoadedGame loaded = loadRecord(j.dump());
    QVERIFY2(loaded.error.find(message.toStdString()) != std::string::npos, loaded.error.c_str());
}

void TstRecordInput::longActionIsQuotedOnceAndShortened() {
    auto j = nlohmann::json::parse(goodRecord());
    j["actions"].push_back(std::string(200000, 'x'));
    const LoadedGame loaded = loadRecord(j.dump());
    QCOMPARE(loaded.badActionIndex, 20);
    QCOMPARE(loaded.badActionText.size(), std::size_t{200000});  // kept whole for callers
    QVERIFY2(loaded.error.size() < 400, loaded.error.substr(0, 400).c_str());
    QVERIFY2(loaded.error.find("200000 bytes") != std::string::npos, loaded.error.c_str());
    // Quoted once: the reason does not repeat the text.
    const std::string quoted(60, 'x');
    const auto first = loaded.error.find(quoted);
    QVERIFY(first != std::string::npos);
    QCOMPARE(loaded.error.find(quoted, first + 1), std::string::npos);
    QCOMPARE(loaded.badActionReason.find("xxxx"), std::string::npos);
}

void TstRecordInput::invalidUtf8IsEscaped() {
    // The JSON parser refuses the bytes and names them; they must reach the
    // message escaped, not raw.
    std::string json = goodRecord();
    const std::string at = "\"actions\": [";
    const auto pos = json.find(at);
    QVERIFY(pos != std::string::npos);
    json = json.substr(0, pos + at.size()) + "\"bid \xff\xfe\", " + json.substr(pos + at.size());
    const LoadedGame loaded = loadRecord(json);
    QVERIFY(!loaded.state);
    QVERIFY2(printableUtf8(loaded.error), loaded.error.c_str());
    QVERIFY2(loaded.error.find("\\xFF") != std::string::npos, loaded.error.c_str());
}

// Found by a 30-minute fuzz run: an option value with DEL bytes reached the
// message raw (the refusal must escape what it quotes).
void TstRecordInput::controlBytesInOptionValuesAreEscaped() {
    QFile file(QStringLiteral(FELT_FUZZ_CORPUS "/record/regression-option-control-bytes.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const LoadedGame loaded =
        loadRecord(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    QVERIFY(!loaded.state);
    QVERIFY2(printableUtf8(loaded.error), loaded.error.c_str());
    QVERIFY2(loaded.error.find("\\x7F") != std::string::npos, loaded.error.c_str());
    OptionValues values;
    QVERIFY(parseOptionAssignment("two_decks=\x01yes", values).empty());
    OptionValues checked = values;
    const std::string why = validateSetup(*findGame("jumpstart"), 3, checked);
    QVERIFY2(why.find("\\x01") != std::string::npos, why.c_str());
}

void TstRecordInput::quoteForMessageKeepsValidText() {
    QCOMPARE(quoteForMessage("Qh \xe2\x99\xa5 ok"), std::string("Qh \xe2\x99\xa5 ok"));
    QCOMPARE(quoteForMessage("\xc0\xaf"), std::string("\\xC0\\xAF"));           // overlong '/'
    QCOMPARE(quoteForMessage("\xed\xa0\x80"), std::string("\\xED\\xA0\\x80"));  // surrogate
    QCOMPARE(quoteForMessage("abcdef", 3), std::string("abc... (6 bytes)"));
}

QTEST_APPLESS_MAIN(TstRecordInput)
#include "tst_record_input.moc"
