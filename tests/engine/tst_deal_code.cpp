// Deal codes round-trip every game, player count, option value and seed, and
// refuse what is not a code of this Felt: any single mistyped character, two
// swapped neighbours, another code format, an unknown game, a seed too large.
#include <QTest>

#include "catalog/deal_code.h"
#include "support/test_support.h"

using namespace felt;

class TstDealCode : public QObject {
    Q_OBJECT
private slots:
    void everySetupRoundTrips();
    void typosAndSwapsAreRefused();
    void otherFormatsAndGamesAreRefused();
    void lookAlikesCaseAndDashesReadTheSame();
};

namespace {

// Every option value on its own (the rest at defaults), where the setup is valid.
std::vector<OptionValues> optionVariants(const GameInfo& g) {
    std::vector<OptionValues> out(1);
    for (const OptionSpec& o : g.options) {
        std::vector<std::string> values;
        if (o.type == OptionType::Bool) values = {"true", "false"};
        if (o.type == OptionType::Choice) values = o.choices;
        if (o.type == OptionType::Int)
            values = {std::to_string(o.minValue), std::to_string(o.maxValue),
                      std::to_string((o.minValue + o.maxValue) / 2)};
        for (const std::string& v : values) out.emplace_back().set(o.key, v);
    }
    return out;
}

std::string codeOf(const GameInfo& g, int players, std::uint64_t seed, OptionValues options) {
    std::string error;
    const std::string code = encodeDealCode({&g, players, seed, std::move(options)}, error);
    return code;
}

// A code of `tag` whose body (version first) is `body`, with a correct check character.
std::string withCheck(const std::string& tag, const std::string& body) {
    for (char check : std::string("0123456789ABCDEFGHJKMNPQRSTVWXYZ*~$=U")) {
        DealSetup ignored;
        const std::string code = tag + body + check;
        if (decodeDealCode(code, ignored).find("mistyped") == std::string::npos) return code;
    }
    return "";
}

}  // namespace

void TstDealCode::everySetupRoundTrips() {
    int checked = 0;
    for (const GameInfo& g : allGames()) {
        for (int players = g.minPlayers; players <= g.maxPlayers; ++players) {
            for (OptionValues options : optionVariants(g)) {
                OptionValues normal = options;
                if (!validateSetup(g, players, normal).empty()) continue;
                for (std::uint64_t seed :
                     {std::uint64_t{0}, std::uint64_t{1}, std::uint64_t{4294967295u},
                      std::uint64_t{0x9E3779B97F4A7C15ull}, UINT64_MAX}) {
                    const std::string code = codeOf(g, players, seed, options);
                    QVERIFY2(code.rfind(g.codeTag + "-", 0) == 0, code.c_str());
                    DealSetup back;
                    QCOMPARE(decodeDealCode(code, back), std::string());
                    QCOMPARE(back.game, &g);
                    QCOMPARE(back.players, players);
                    QCOMPARE(back.seed, seed);
                    QVERIFY(back.options.all() == normal.all());
                    ++checked;
                }
            }
        }
    }
    QVERIFY(checked > 500);
    // A 32-bit seed (what the app deals) keeps the code short enough to read out.
    QVERIFY(codeOf(*findGame("jabberwocky"), 4, 4294967295u, {}).size() <= 20);
}

void TstDealCode::typosAndSwapsAreRefused() {
    const std::string alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    for (const GameInfo& g : allGames()) {
        OptionValues none;
        const std::string code = codeOf(g, g.minPlayers, 123456789u, none);
        QVERIFY(!code.empty());
        for (std::size_t i = 0; i < code.size(); ++i) {
            if (code[i] == '-') continue;
            for (char c : alphabet + "*~$=") {
                if (c == code[i] || (i < 2 && c == g.codeTag[i])) continue;
                std::string typo = code;
                typo[i] = c;
                DealSetup out;
                QVERIFY2(!decodeDealCode(typo, out).empty(), typo.c_str());
            }
        }
        std::string compact;
        for (char c : code)
            if (c != '-') compact += c;
        for (std::size_t i = 0; i + 1 < compact.size(); ++i) {
            if (compact[i] == compact[i + 1]) continue;
            std::string swapped = compact;
            std::swap(swapped[i], swapped[i + 1]);
            DealSetup out;
            QVERIFY2(!decodeDealCode(swapped, out).empty(), swapped.c_str());
        }
    }
}

void TstDealCode::otherFormatsAndGamesAreRefused() {
    DealSetup out;
    // Format 2 with a valid check character: refused as another version, not misread.
    const std::string future = withCheck("JW", "24000A");
    QVERIFY(!future.empty());
    QVERIFY(decodeDealCode(future, out).find("another version") != std::string::npos);
    QVERIFY(decodeDealCode("QQ-1400-0A", out).find("letters of a game") != std::string::npos);
    QVERIFY(!decodeDealCode("JW", out).empty());
    QVERIFY(!decodeDealCode("", out).empty());
    QVERIFY(!decodeDealCode(std::string(200, '1'), out).empty());
    // Fourteen seed digits are more than 64 bits.
    const std::string huge = withCheck("JW", "14" + std::string(1, '0') + "ZZZZZZZZZZZZZZ");
    QVERIFY(!decodeDealCode(huge, out).empty());
    // Eleven players of a game for at most ten.
    const std::string crowd = withCheck("JS", "1B0001");
    QVERIFY(decodeDealCode(crowd, out).find("cannot be played") != std::string::npos);
}

void TstDealCode::lookAlikesCaseAndDashesReadTheSame() {
    const GameInfo& g = *findGame("janken-rummy");
    const std::string code = codeOf(g, 3, 100100, {});
    std::string loose;
    for (char c : code) {
        if (c == '-') continue;
        char d = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        if (c == '0') d = 'o';
        if (c == '1') d = 'l';
        loose += d;
        loose += ' ';
    }
    DealSetup a, b;
    QCOMPARE(decodeDealCode(code, a), std::string());
    // The tag's letters stay letters: only the body reads O as 0 and I/L as 1.
    loose[0] = 'j';
    loose[2] = 'r';
    QCOMPARE(decodeDealCode(loose, b), std::string());
    QCOMPARE(b.seed, a.seed);
}

QTEST_GUILESS_MAIN(TstDealCode)
#include "tst_deal_code.moc"
