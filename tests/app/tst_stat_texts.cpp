// Everything the table writes from the engine's numbers and moves reads as
// words for people, for every game: over whole bot games at the smallest and
// largest table, every stat has a spec and renders through it (seats by name,
// suits by name, no key, no zero-based seat, no card code, no enum number),
// and every legal move's label is words too. The "Target score: Bob" class.
#include <QRegularExpression>
#include <QTest>

#include "catalog/registry.h"
#include "present/table_text.h"
#include "present/translations.h"
#include "session/game_log.h"
#include "setup/valid_setup.h"

using namespace felt;
using namespace felt::app;

namespace {

// A card in the engine's notation: "9h", "10S", "*R", "Qs".
const QRegularExpression kCardCode(
    QStringLiteral("\\b(10|[2-9AJQK])[cdhsRPSWL]\\b|\\*[RPSWL]?\\b"));
const QStringList kNames = {"Ann", "Bob", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hal", "Ivy", "Jo"};

}  // namespace

class TestStatTexts : public QObject {
    Q_OBJECT
private slots:
    void everyStatAndMoveReadsAsWords_data();
    void everyStatAndMoveReadsAsWords();
    void countsPickTheEnglishPluralForm();
    void theLogNamesTheCardsPlayed();
    void frenchCardNamesElide();
};

void TestStatTexts::everyStatAndMoveReadsAsWords_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("shortest");
    for (const GameInfo& g : allGames()) {
        const QString id = QString::fromStdString(g.id);
        QTest::newRow(qPrintable(id + "-min")) << id << g.minPlayers << true;
        QTest::newRow(qPrintable(id + "-max")) << id << g.maxPlayers << true;
        QTest::newRow(qPrintable(id + "-defaults")) << id << g.minPlayers << false;
    }
}

void TestStatTexts::everyStatAndMoveReadsAsWords() {
    QFETCH(QString, game);
    QFETCH(int, players);
    QFETCH(bool, shortest);
    const GameInfo& info = *findGame(game.toStdString());
    GameConfig config;
    config.players = players;
    config.seed = 5;
    // The shortest game: every number option at its smallest (target scores).
    for (const OptionSpec& o : info.options)
        if (shortest && o.type == OptionType::Int)
            config.options.set(o.key, std::to_string(o.minValue));
    // Some tables need an option changed (a second deck for many players).
    QCOMPARE(QString::fromStdString(makeSetupValid(info, players, config.options)), QString());
    std::string error;
    auto state = createGame(info, config, error);
    QVERIFY2(state, error.c_str());
    const TableText text(&state->deck(), kNames.mid(0, players));
    const std::vector<StatSpec> specs = state->statSpecs();
    Rng rng(17);
    std::vector<Action> legal;
    int checked = 0;
    // Log lines and refusals read as words too: no card code, no zero-based
    // seat, no raw key, nothing left unfilled.
    GameLog log;
    log.clear(state->zones());
    const QRegularExpression seatNumber(QStringLiteral("\\bseat \\d"));
    const auto checkSentence = [&](const QString& line, const char* what) {
        const QString where = QStringLiteral("%1: \"%2\"").arg(QLatin1String(what), line);
        QVERIFY2(!kCardCode.match(line).hasMatch(), qPrintable(where));
        QVERIFY2(!seatNumber.match(line).hasMatch(), qPrintable(where));
        QVERIFY2(!line.contains('_') && !line.contains('%'), qPrintable(where));
    };
    std::vector<Action> previous;
    for (int step = 0; step < (shortest ? 20000 : 300) && !state->isTerminal(); ++step) {
        for (const Stat& st : state->view(state->toAct()).stats) {
            const StatSpec* spec = findSpec(specs, st.key);
            QVERIFY2(spec, qPrintable("no spec for stat " + QString::fromStdString(st.key)));
            // A seat stat names a seat or nobody (below shownFrom), never a number.
            if (spec->kind == StatKind::Seat && st.value >= spec->shownFrom)
                QVERIFY2(st.value < players,
                         qPrintable(QString::fromStdString(st.key) + " is no seat"));
            const QString shown = text.stat(*spec, st);
            if (spec->kind == StatKind::Hidden) QCOMPARE(shown, QString());
            if (shown.isEmpty()) continue;
            ++checked;
            const QString where = QString::fromStdString(st.key) + " = " +
                                  QString::number(st.value) + " reads \"" + shown + "\"";
            QVERIFY2(!shown.contains(QString::fromStdString(st.key)), qPrintable(where));
            QVERIFY2(!shown.contains('_'), qPrintable(where));
            QVERIFY2(!kCardCode.match(shown).hasMatch(), qPrintable(where));
            if (spec->kind == StatKind::Seat)
                QVERIFY2(kNames.contains(shown.section(": ", 1)), qPrintable(where));
            if (spec->kind == StatKind::Number || spec->kind == StatKind::Flag)
                QVERIFY2(!kNames.contains(shown.section(' ', -1)), qPrintable(where));
        }
        state->legalActions(legal);
        for (const Action& a : legal) {
            const QString label = text.action(state->describe(a));
            QVERIFY2(!label.isEmpty(), state->format(a).c_str());
            QVERIFY2(!kCardCode.match(label).hasMatch(), qPrintable(label));
            QVERIFY2(label != QString::fromStdString(state->format(a)), qPrintable(label));
        }
        if (step % 7 == 0) {
            for (CardId c = 0; c < state->deck().size(); ++c)
                checkSentence(text.phrase(state->explainCard(c)), "explanation");
            for (const Action& a : previous)
                checkSentence(text.phrase(state->explainIllegal(a)), "refusal");
        }
        previous = legal;
        EventList events;
        state->applyLegal(legal[rng.below(static_cast<std::uint32_t>(legal.size()))], &events);
        for (const Event& e : events)
            if (log.onEvent(e, text)) checkSentence(log.last(), "log");
    }
    QVERIFY(checked > 0);
}

// The engine's %n phrases read "1 card" and "2 cards" once the built-in English
// plural forms are loaded (a language Felt lacks falls back to them too).
void TestStatTexts::countsPickTheEnglishPluralForm() {
    installTranslations(QLocale(QLocale::Swahili));
    const Deck deck(DeckKind::French52);
    const TableText text(&deck, {QStringLiteral("Ann"), QStringLiteral("Bob")});
    const Label picks = QT_TRANSLATE_N_NOOP("engine", "%1 picks up %n card(s).");
    QCOMPARE(text.phrase(say(picks, seatArg(1), countArg(1))),
             QStringLiteral("Bob picks up 1 card."));
    QCOMPARE(text.phrase(say(picks, seatArg(0), countArg(4))),
             QStringLiteral("Ann picks up 4 cards."));
}

// A card played from a hand onto the trick or the discard pile, face up for
// all, is named in the log; a card drawn face down is not.
void TestStatTexts::theLogNamesTheCardsPlayed() {
    const Deck deck(DeckKind::French52);
    const TableText text(&deck, {QStringLiteral("Ann"), QStringLiteral("Bob")});
    GameLog log;
    log.clear({{0, "hand.0", "Hand", ZoneKind::Hand, 0, ZoneVisibility::Owner},
               {1, "trick", "Trick", ZoneKind::Trick, -1, ZoneVisibility::Everyone},
               {2, "discard", "Discard", ZoneKind::Discard, -1, ZoneVisibility::Everyone},
               {3, "stock", "Stock", ZoneKind::Stock, -1, ZoneVisibility::Nobody}});
    const CardId queen = deck.idsOf(*deck.parseFace("Qh")).front();
    EventList events;
    emitMove(&events, queen, 0, 1, everyone(2));
    emitMove(&events, queen, 3, 0, onlySeat(0));
    emitMove(&events, queen, 0, 2, everyone(2));
    QVERIFY(log.onEvent(events[0], text));
    QCOMPARE(log.last(), QStringLiteral("Ann plays Queen of hearts."));
    QVERIFY(!log.onEvent(events[1], text));
    QVERIFY(log.onEvent(events[2], text));
    QCOMPARE(log.last(), QStringLiteral("Ann discards Queen of hearts."));
}

// French elides before a vowel: "Roi d'Eau", never "Roi de Eau"; other suits
// keep "de". (Last: the French translation stays installed.)
void TestStatTexts::frenchCardNamesElide() {
    const Deck deck(DeckKind::Janken65);
    const auto named = [&](int suit, int rank) {
        const TableText text(&deck, {});
        for (CardId c = 0; c < deck.size(); ++c)
            if (deck.face(c).suit == suit && deck.face(c).rank == rank) return text.card(c);
        return QString();
    };
    installTranslations(QLocale(QStringLiteral("fr")));
    QCOMPARE(named(3, kKing), QStringLiteral("Roi d'Eau"));
    QCOMPARE(named(0, kKing), QStringLiteral("Roi de Pierre"));
}

QTEST_GUILESS_MAIN(TestStatTexts)
#include "tst_stat_texts.moc"
