// The in-app rules (resources/rules/<game>.md) stay right: every worked example
// is tied by an id to a game record (tests/data/rules/<id>.json) that plays it,
// and the outcome the text states is checked against the engine. Option
// defaults, the Janken suit table and suit circle are checked against the
// engine too. How to add an example: docs/rules-examples.md.
#include <QDir>
#include <QFile>
#include <QTest>
#include <QTextDocument>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "catalog/registry.h"
#include "core/card.h"
#include "example_check.h"
#include "example_tags.h"
#include "games/janken_rummy/janken_cards.h"

using namespace felt;
using namespace felt::rules;

namespace {

std::string readText(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return file.readAll().toStdString();
}

// Rules texts by game id (the file name without .md).
std::map<std::string, std::string> rulesTexts() {
    std::map<std::string, std::string> texts;
    const QDir dir(QStringLiteral(FELT_RULES_DIR));
    for (const QString& name : dir.entryList({QStringLiteral("*.md")}, QDir::Files))
        texts[name.chopped(3).toStdString()] = readText(dir.filePath(name));
    return texts;
}

// Record ids (file names without .json) -> JSON text.
std::map<std::string, std::string> records() {
    std::map<std::string, std::string> out;
    const QDir dir(QStringLiteral(FELT_RULE_RECORDS_DIR));
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files))
        out[name.chopped(5).toStdString()] = readText(dir.filePath(name));
    return out;
}

struct PlacedExample {
    std::string game;
    ExampleTag tag;
};

std::map<std::string, PlacedExample> allExamples() {
    std::map<std::string, PlacedExample> out;
    for (const auto& [game, text] : rulesTexts())
        for (const ExampleTag& tag : readRulesTags(text).examples) out[tag.id] = {game, tag};
    return out;
}

const std::map<std::string, std::string> kIdPrefix = {
    {"jabberwocky", "jw-"},  {"madjack", "mj-"},          {"jumpstart", "js-"},
    {"janken-rummy", "jr-"}, {"blackjack-school", "bj-"},
};

int jankenSuit(const std::string& name) {
    for (int s = 0; s < janken_rummy::kSuits; ++s)
        if (suitName(SuitFamily::Janken, s) == name) return s;
    return -1;
}

// Every tag of a text in a comparable form: "example <id>: <checks>" and
// "option <key> = <value>", in order.
std::vector<std::string> tagSummary(const std::string& text) {
    std::vector<std::string> out;
    const RulesTags tags = readRulesTags(text);
    for (const ExampleTag& e : tags.examples) {
        std::string line = "example " + e.id + ":";
        for (const ExampleCheck& c : e.checks) line += " " + c.source + ";";
        out.push_back(line);
    }
    for (const OptionTag& o : tags.options) out.push_back("option " + o.key + " = " + o.value);
    return out;
}

std::string jankenText() {
    return readText(QStringLiteral(FELT_RULES_DIR "/janken-rummy.md"));
}

}  // namespace

class TstRulesExamples : public QObject {
    Q_OBJECT
private slots:
    void everyGameHasARulesText();
    void tagsAreWellFormed();
    void everyExampleHasARecord();
    void everyRecordHasAnExample();
    void examplesHoldInTheirRecords_data();
    void examplesHoldInTheirRecords();
    void aWrongClaimIsCaught_data();
    void aWrongClaimIsCaught();
    void optionDefaultsMatchTheEngine();
    void jankenSuitTableMatchesEngine();
    void jankenSuitCircleMatchesEngine();
    void tagsAreHiddenInTheHelpDialog();
    void translationsCarryTheSameTags();
};

void TstRulesExamples::everyGameHasARulesText() {
    const auto texts = rulesTexts();
    for (const GameInfo& g : allGames())
        QVERIFY2(texts.count(g.id), ("no resources/rules/" + g.id + ".md").c_str());
}

void TstRulesExamples::tagsAreWellFormed() {
    std::set<std::string> seen;
    for (const auto& [game, text] : rulesTexts()) {
        const RulesTags tags = readRulesTags(text);
        for (const std::string& e : tags.errors) QFAIL((game + ".md " + e).c_str());
        for (const ExampleTag& tag : tags.examples) {
            QVERIFY2(seen.insert(tag.id).second, ("example id used twice: " + tag.id).c_str());
            QVERIFY2(kIdPrefix.count(game) && tag.id.rfind(kIdPrefix.at(game), 0) == 0,
                     (game + ".md: '" + tag.id + "' lacks the game's prefix").c_str());
        }
    }
    QVERIFY2(seen.size() >= 5, "the rules texts hold almost no examples");
}

void TstRulesExamples::everyExampleHasARecord() {
    const auto recs = records();
    for (const auto& [id, placed] : allExamples())
        QVERIFY2(recs.count(id), (placed.game + ".md line " + std::to_string(placed.tag.line) +
                                  ": no record tests/data/rules/" + id + ".json")
                                     .c_str());
}

void TstRulesExamples::everyRecordHasAnExample() {
    const auto examples = allExamples();
    for (const auto& [id, json] : records())
        QVERIFY2(examples.count(id),
                 ("tests/data/rules/" + id + ".json belongs to no example in the texts").c_str());
}

void TstRulesExamples::examplesHoldInTheirRecords_data() {
    QTest::addColumn<QString>("id");
    const auto examples = allExamples();
    // With no rows Qt Test aborts; one empty row fails cleanly instead.
    if (examples.empty()) QTest::newRow("no examples") << QString();
    for (const auto& [id, placed] : examples)
        QTest::newRow(id.c_str()) << QString::fromStdString(id);
}

void TstRulesExamples::examplesHoldInTheirRecords() {
    QFETCH(QString, id);
    if (id.isEmpty()) QFAIL("no example tags found in resources/rules/");
    const PlacedExample placed = allExamples().at(id.toStdString());
    const auto recs = records();
    const auto rec = recs.find(id.toStdString());
    if (rec == recs.end()) QSKIP("no record (reported by everyExampleHasARecord)");
    const std::string failures = checkExample(placed.tag, rec->second, placed.game);
    QVERIFY2(failures.empty(), (placed.game + ".md line " + std::to_string(placed.tag.line) +
                                ", example " + id.toStdString() + ":\n" + failures)
                                   .c_str());
}

// The checker itself must notice claims that are false, or the test above proves nothing.
void TstRulesExamples::aWrongClaimIsCaught_data() {
    QTest::addColumn<QString>("claim");
    QTest::newRow("to-act") << "to-act = 2";
    QTest::newRow("stat") << "stat direction = 1";
    QTest::newRow("stat seat") << "stat debt@0 = 3";
    QTest::newRow("legal") << "legal: play 8c";
    QTest::newRow("illegal") << "@2 illegal: play Kh";
    QTest::newRow("only") << "@3 only: play Kc";
    QTest::newRow("zone") << "zone pile has 9h";
    QTest::newRow("winner") << "winner = 0";
    QTest::newRow("too few actions") << "@9 to-act = 0";
    QTest::newRow("typo") << "illegal: plya 8c";
}

void TstRulesExamples::aWrongClaimIsCaught() {
    QFETCH(QString, claim);
    const std::string tag = "<!-- example: bj-8-king-skip; " + claim.toStdString() + " -->";
    const RulesTags tags = readRulesTags(tag);
    QVERIFY(tags.errors.empty());
    QCOMPARE(tags.examples.size(), std::size_t{1});
    const std::string json = records().at("bj-8-king-skip");
    QVERIFY(!checkExample(tags.examples[0], json, "blackjack-school").empty());
    // The same record under another game's text is refused as well.
    const RulesTags right = readRulesTags("<!-- example: bj-8-king-skip; to-act = 1 -->");
    QCOMPARE(checkExample(right.examples[0], json, "blackjack-school"), std::string());
    QVERIFY(!checkExample(right.examples[0], json, "madjack").empty());
}

void TstRulesExamples::optionDefaultsMatchTheEngine() {
    const auto texts = rulesTexts();
    for (const GameInfo& g : allGames()) {
        std::map<std::string, std::string> stated;
        for (const OptionTag& o : readRulesTags(texts.at(g.id)).options) stated[o.key] = o.value;
        for (const OptionSpec& spec : g.options) {
            const auto it = stated.find(spec.key);
            QVERIFY2(it != stated.end(),
                     (g.id + ".md does not state the default of option " + spec.key).c_str());
            QVERIFY2(it->second == spec.defaultValue,
                     (g.id + ".md: " + spec.key + " defaults to " + spec.defaultValue +
                      ", the text says " + it->second)
                         .c_str());
            stated.erase(it);
        }
        for (const auto& [key, value] : stated)
            QFAIL((g.id + ".md names an option the engine does not have: " + key).c_str());
    }
}

void TstRulesExamples::jankenSuitTableMatchesEngine() {
    // Rows "| Rock | Scissors, Lizard |" of the table headed "| suit | beats |".
    const std::string text = jankenText();
    const auto header = text.find("| suit | beats |");
    QVERIFY2(header != std::string::npos, "janken-rummy.md has no '| suit | beats |' table");
    static const std::regex row(R"(^\| (\w+) \| (\w+), (\w+) \|$)");
    std::set<int> rows;
    std::istringstream lines(text.substr(header));
    std::string line;
    std::getline(lines, line);  // the header
    std::getline(lines, line);  // the rule under it
    while (std::getline(lines, line) && line.rfind('|', 0) == 0) {
        std::smatch m;
        QVERIFY2(std::regex_match(line, m, row), ("unexpected table row: " + line).c_str());
        const int a = jankenSuit(m[1]), b = jankenSuit(m[2]), c = jankenSuit(m[3]);
        QVERIFY2(a >= 0 && b >= 0 && c >= 0, ("unknown suit in: " + line).c_str());
        std::set<int> beaten;
        for (int s = 0; s < janken_rummy::kSuits; ++s)
            if (janken_rummy::beats(a, s)) beaten.insert(s);
        QVERIFY2(beaten == (std::set<int>{b, c}), ("the engine disagrees: " + line).c_str());
        rows.insert(a);
    }
    QCOMPARE(rows.size(), std::size_t{5});
}

void TstRulesExamples::jankenSuitCircleMatchesEngine() {
    // "Rock → Water → ... → Rock", each suit beaten by the next two along it.
    const std::string text = jankenText();
    static const std::regex circle(R"((\w+) → (\w+) → (\w+) → (\w+) → (\w+) → (\w+))");
    std::smatch m;
    QVERIFY2(std::regex_search(text, m, circle), "janken-rummy.md has no suit circle");
    QVERIFY2(text.find("beaten by the next two", static_cast<std::size_t>(m.position(0))) !=
                 std::string::npos,
             "the circle's claim 'beaten by the next two' is missing after it");
    QCOMPARE(m.str(1), m.str(6));
    std::vector<int> order;
    for (int i = 1; i <= 5; ++i) order.push_back(jankenSuit(m[i]));
    QCOMPARE(std::set<int>(order.begin(), order.end()).size(), std::size_t{5});
    for (int i = 0; i < 5; ++i) {
        const int s = order[i], next = order[(i + 1) % 5], after = order[(i + 2) % 5];
        QVERIFY2(s >= 0, "unknown suit in the circle");
        QVERIFY2(janken_rummy::beats(next, s) && janken_rummy::beats(after, s),
                 (m.str(i + 1) + " is not beaten by the next two suits of the circle").c_str());
    }
}

void TstRulesExamples::tagsAreHiddenInTheHelpDialog() {
    // Help > Rules renders the text with QTextBrowser::setMarkdown; tags must not show.
    for (const auto& [game, text] : rulesTexts()) {
        QTextDocument doc;
        doc.setMarkdown(QString::fromStdString(text));
        const QString shown = doc.toPlainText();
        QVERIFY2(!shown.contains(QStringLiteral("example:")) &&
                     !shown.contains(QStringLiteral("option:")) &&
                     !shown.contains(QStringLiteral("<!--")),
                 (game + ".md shows a tag in the help dialog").c_str());
    }
}

// A translated text, resources/rules/<language>/<game>.md, states the same
// examples and defaults as the English one, tag for tag, so one record checks
// every language (docs/rules-examples.md).
void TstRulesExamples::translationsCarryTheSameTags() {
    const auto english = rulesTexts();
    const QDir root(QStringLiteral(FELT_RULES_DIR));
    for (const QString& language : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QDir dir(root.filePath(language));
        for (const QString& name : dir.entryList({QStringLiteral("*.md")}, QDir::Files)) {
            const std::string game = name.chopped(3).toStdString();
            const std::string where = language.toStdString() + "/" + name.toStdString();
            QVERIFY2(english.count(game), (where + " has no English original").c_str());
            const auto translated = tagSummary(readText(dir.filePath(name)));
            const auto original = tagSummary(english.at(game));
            for (std::size_t i = 0; i < std::max(translated.size(), original.size()); ++i) {
                const std::string t = i < translated.size() ? translated[i] : "(none)";
                const std::string o = i < original.size() ? original[i] : "(none)";
                QVERIFY2(t == o, (where + " tag " + std::to_string(i + 1) + " is '" + t +
                                  "', the English text has '" + o + "'")
                                     .c_str());
            }
        }
    }
}

QTEST_MAIN(TstRulesExamples)
#include "tst_rules_examples.moc"
