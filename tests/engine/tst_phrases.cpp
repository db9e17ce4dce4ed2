// Every sentence the engine hands the table is a well-formed Phrase: a
// translatable text whose placeholders match its typed arguments (%1..%k for
// the k ordinary arguments, %n exactly when a count picks the plural), written
// as a sentence. Checked over seeded random games of every game with each
// option turned on in turn, on every refusal (every card, the previous
// position's moves, which are mostly illegal now) and every log message.
#include <QTest>
#include <set>

#include "catalog/registry.h"
#include "core/phrase_english.h"
#include "support/test_support.h"

using namespace felt;

class TstPhrases : public QObject {
    Q_OBJECT
private slots:
    void enginePhrasesAreWellFormed_data();
    void enginePhrasesAreWellFormed();
    void englishFillsPlaceholdersInOrder();
    void everyGameSaysWhatItIs();
};

namespace {

// "" or what is wrong with `p`.
std::string problemWith(const Phrase& p) {
    if (p.empty()) return "empty text";
    const std::string text = p.text;
    int ordinary = 0;
    bool counted = false;
    for (const PhraseArg& a : p.args) {
        if (a.kind == PhraseArg::Kind::Count) {
            if (counted) return "two counts";
            counted = true;
        } else {
            ++ordinary;
        }
    }
    std::set<int> used;
    bool usesCount = false;
    for (std::size_t i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != '%') continue;
        const char c = text[i + 1];
        if (c == 'n') usesCount = true;
        if (c >= '1' && c <= '9') used.insert(c - '0');
    }
    if (usesCount != counted) return "%n and the count argument disagree";
    for (int k = 1; k <= ordinary; ++k)
        if (!used.count(k)) return "argument " + std::to_string(k) + " is never shown";
    if (!used.empty() && *used.rbegin() > ordinary) return "a placeholder has no argument";
    if (!std::isupper(static_cast<unsigned char>(text.front())) && text.front() != '%')
        return "does not start a sentence";
    const char last = text.back();
    if (last != '.' && last != '!' && last != '?') return "does not end a sentence";
    return "";
}

}  // namespace

void TstPhrases::enginePhrasesAreWellFormed_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("option");  // a bool option turned on, or ""
    for (const GameInfo& g : allGames()) {
        std::vector<std::string> options{""};
        for (const OptionSpec& o : g.options)
            if (o.type == OptionType::Bool) options.push_back(o.key);
        for (const std::string& o : options)
            for (int n : {g.minPlayers, g.maxPlayers})
                QTest::newRow((g.id + "/" + std::to_string(n) + "/" + o).c_str())
                    << QString::fromStdString(g.id) << n << QString::fromStdString(o);
    }
}

void TstPhrases::enginePhrasesAreWellFormed() {
    QFETCH(QString, game);
    QFETCH(int, players);
    QFETCH(QString, option);
    const GameInfo* info = findGame(game.toStdString());
    QVERIFY(info);
    std::size_t checked = 0;
    const auto check = [&](const Phrase& p, const GameState& s, const char* where) {
        if (p.empty()) return true;
        ++checked;
        const std::string why = problemWith(p);
        if (why.empty()) return true;
        qWarning("%s: \"%s\" (%s)", where, p.text, englishText(p, &s.deck()).c_str());
        QTest::qFail(why.c_str(), __FILE__, __LINE__);
        return false;
    };
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        GameConfig config;
        if (!test::validConfig(*info, players, seed, config)) QSKIP("no valid setup");
        if (!option.isEmpty()) {
            config.options.set(option.toStdString(), "true");
            if (!validateSetup(*info, players, config.options).empty())
                QSKIP("the option cannot be turned on with this many players");
        }
        std::string error;
        auto state = createGame(*info, config, error);
        QVERIFY2(state, error.c_str());
        Rng rng(seed * 7919);
        std::vector<Action> previous;
        for (int step = 0; step < 400 && !state->isTerminal(); ++step) {
            for (CardId c = 0; c < state->deck().size(); ++c)
                if (!check(state->explainCard(c), *state, "explainCard")) return;
            for (const Action& a : previous)
                if (!check(state->explainIllegal(a), *state, "explainIllegal")) return;
            const std::vector<Action> legal = state->legalActions();
            const Action chosen = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
            EventList events;
            state->applyLegal(chosen, &events);
            for (const Event& e : events)
                if (!check(e.text, *state, "event")) return;
            previous = legal;
        }
    }
    QVERIFY(checked > 0);
}

void TstPhrases::englishFillsPlaceholdersInOrder() {
    const Deck deck(DeckKind::French52);
    const Phrase p = say("%1 gives %2 %n card(s).", seatArg(2), suitArg(kHearts), countArg(3));
    QCOMPARE(englishText(p, &deck), std::string("seat 2 gives hearts 3 card(s)."));
    QCOMPARE(problemWith(p), std::string());
    QCOMPARE(problemWith(say("%1 and %2.", numberArg(1))),
             std::string("a placeholder has no argument"));
    QCOMPARE(problemWith(say("Nothing here.", numberArg(1))),
             std::string("argument 1 is never shown"));
    QCOMPARE(problemWith(say("%n left.")), std::string("%n and the count argument disagree"));
    QCOMPARE(problemWith(say("no capital.")), std::string("does not start a sentence"));
}

// The new-game panel's two lines about each game are a translatable sentence.
void TstPhrases::everyGameSaysWhatItIs() {
    for (const GameInfo& g : allGames()) {
        QVERIFY2(problemWith(say(g.summary)).empty(), g.id.c_str());
        QVERIFY2(std::string(g.summary).size() <= 160, g.id.c_str());  // two lines at most
    }
}

QTEST_GUILESS_MAIN(TstPhrases)
#include "tst_phrases.moc"
