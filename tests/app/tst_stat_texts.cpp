// Everything the table writes from the engine's numbers and moves reads as
// words for people, for every game: over whole bot games at the smallest and
// largest table, every stat has a spec and renders through it (seats by name,
// suits by name, no key, no zero-based seat, no card code, no enum number),
// and every legal move's label is words too. The "Target score: Bob" class.
#include <QRegularExpression>
#include <QTest>

#include "catalog/registry.h"
#include "core/seen_history.h"
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
    void theLogTellsEveryMove();
    void theLogIsRewrittenForEachReader();
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
        const int actor = state->toAct();
        state->applyLegal(legal[rng.below(static_cast<std::uint32_t>(legal.size()))], &events);
        log.recordAction({actor, static_cast<int>(events.size())});
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

// Every move is told as the reader saw it: plays and discards by name, a card
// drawn face down as "a card" (named for the one who drew it), the cards of
// one lay-down on one line, a gift, a card from the discard pile; the deal is
// not told card by card, nor the draws a pick-up sentence already told.
void TestStatTexts::theLogTellsEveryMove() {
    installTranslations(QLocale(QLocale::English));  // "2 cards": English plural forms
    const Deck deck(DeckKind::French52);
    const TableText text(&deck, {QStringLiteral("Ann"), QStringLiteral("Bob")});
    GameLog log;
    log.clear({{0, "hand.0", "Hand", ZoneKind::Hand, 0, ZoneVisibility::Owner},
               {1, "trick", "Trick", ZoneKind::Trick, -1, ZoneVisibility::Everyone},
               {2, "discard", "Discard", ZoneKind::Discard, -1, ZoneVisibility::Everyone},
               {3, "stock", "Stock", ZoneKind::Stock, -1, ZoneVisibility::Nobody},
               {4, "hand.1", "Hand", ZoneKind::Hand, 1, ZoneVisibility::Owner},
               {5, "melds.0", "Melds", ZoneKind::Meld, 0, ZoneVisibility::Everyone},
               {6, "melds.1", "Melds", ZoneKind::Meld, 1, ZoneVisibility::Everyone}});
    const auto card = [&](const char* face) { return deck.idsOf(*deck.parseFace(face)).front(); };
    // The opening deal: nothing recorded yet.
    EventList deal;
    emitMove(&deal, card("2c"), 3, 0, onlySeat(0));
    QVERIFY(!log.onEvent(deal[0], text));
    const auto act = [&](int actor, const EventList& events, int seat) {
        log.recordAction({actor, static_cast<int>(events.size())});
        for (const Event& e : events) log.onEvent(SeenHistory::asSeenBy(e, seat), text);
        return log.last();
    };
    EventList e;
    emitMove(&e, card("Qh"), 0, 1, everyone(2));
    QCOMPARE(act(0, e, 1), QStringLiteral("Ann plays Queen of hearts."));
    e.clear();
    emitMove(&e, card("Qh"), 3, 0, onlySeat(0));
    QCOMPARE(act(0, e, 1), QStringLiteral("Ann draws a card."));
    QCOMPARE(act(0, e, 0), QStringLiteral("Ann draws Queen of hearts."));
    e.clear();
    emitMove(&e, card("3c"), 3, 4, onlySeat(1));
    emitMove(&e, card("4c"), 3, 4, onlySeat(1));
    QCOMPARE(act(1, e, 0), QStringLiteral("Bob draws 2 cards."));
    e.clear();
    emitMove(&e, card("7s"), 2, 4, everyone(2));
    QCOMPARE(act(1, e, 0), QStringLiteral("Bob takes 7 of spades from the discard pile."));
    e.clear();
    for (const char* c : {"5h", "6h", "7h"}) emitMove(&e, card(c), 0, 5, everyone(2));
    const int before = static_cast<int>(log.lines().size());
    QCOMPARE(act(0, e, 1), QStringLiteral("Ann lays down 5 of hearts, 6 of hearts, 7 of hearts."));
    QCOMPARE(static_cast<int>(log.lines().size()), std::min(GameLog::kLines, before + 1));
    e.clear();
    emitMove(&e, card("8h"), 4, 5, everyone(2));
    QCOMPARE(act(1, e, 0), QStringLiteral("Bob lays off 8 of hearts on a meld of Ann."));
    e.clear();
    emitMove(&e, card("9d"), 4, 0, onlySeat(0) | onlySeat(1));
    QCOMPARE(act(1, e, 0), QStringLiteral("Bob gives 9 of diamonds to Ann."));
    e.clear();
    // A pick-up told by the game's own sentence: its draws are not told again.
    emitEvent(&e, EventKind::Message, 1, 0, 2, say("%1 picks up the pile.", seatArg(1)));
    emitMove(&e, card("10c"), 3, 4, onlySeat(1));
    emitMove(&e, card("Jc"), 3, 4, onlySeat(1));
    QCOMPARE(act(1, e, 0), QStringLiteral("Bob picks up the pile."));
    // The round ends and the cards are dealt again: not told card by card.
    e.clear();
    emitMove(&e, card("Kc"), 0, 1, everyone(2));
    emitEvent(&e, EventKind::RoundEnd, -1, 1);
    emitMove(&e, card("Ac"), 3, 0, onlySeat(0));
    QCOMPARE(act(0, e, 0), QStringLiteral("Round 1 is over."));
}

// The log can be written anew for another reader, and tell a person what
// happened since their last turn with only the cards everybody saw.
void TestStatTexts::theLogIsRewrittenForEachReader() {
    const Deck deck(DeckKind::French52);
    const TableText text(&deck, {QStringLiteral("Ann"), QStringLiteral("Bob")});
    const std::vector<ZoneSpec> zones = {
        {0, "hand.0", "Hand", ZoneKind::Hand, 0, ZoneVisibility::Owner},
        {1, "hand.1", "Hand", ZoneKind::Hand, 1, ZoneVisibility::Owner},
        {2, "stock", "Stock", ZoneKind::Stock, -1, ZoneVisibility::Nobody},
        {3, "discard", "Discard", ZoneKind::Discard, -1, ZoneVisibility::Everyone}};
    const auto card = [&](const char* face) { return deck.idsOf(*deck.parseFace(face)).front(); };
    SeenHistory seen;
    seen.reset(2);
    std::vector<ActionSpan> actions;
    const auto act = [&](int actor, EventList events) {
        seen.record(events);
        actions.push_back({actor, static_cast<int>(events.size())});
    };
    EventList e;
    emitMove(&e, card("Qh"), 2, 0, onlySeat(0));
    act(0, e);
    e.clear();
    emitMove(&e, card("2c"), 0, 3, everyone(2));
    act(0, e);
    e.clear();
    emitMove(&e, card("5d"), 2, 1, onlySeat(1));
    act(1, e);
    GameLog log;
    log.clear(zones);
    log.rebuild(actions, *seen.seenBy(0), text);
    QCOMPARE(log.lines(), (QStringList{QStringLiteral("Ann draws Queen of hearts."),
                                       QStringLiteral("Ann discards 2 of clubs."),
                                       QStringLiteral("Bob draws a card.")}));
    log.rebuild(*seen.seenBy(1), text);
    QCOMPARE(log.lines().first(), QStringLiteral("Ann draws a card."));
    QCOMPARE(log.lines().last(), QStringLiteral("Bob draws 5 of diamonds."));
    // Since Ann's last turn: Bob's draw; Bob moved last: nothing since his.
    QCOMPARE(log.since(0, *seen.seenBy(0), text, 8),
             QStringList{QStringLiteral("Bob draws a card.")});
    QCOMPARE(log.since(1, *seen.seenBy(1), text, 8), QStringList());
    // Before Bob's first turn: the whole game, with Ann's drawn card unnamed
    // even read from her own history (the screen is between two people).
    GameLog early;
    early.clear(zones);
    early.rebuild({actions[0], actions[1]}, *seen.seenBy(0), text);
    QCOMPARE(early.since(1, *seen.seenBy(0), text, 8),
             (QStringList{QStringLiteral("Ann draws a card."),
                          QStringLiteral("Ann discards 2 of clubs.")}));
    QCOMPARE(early.since(1, *seen.seenBy(0), text, 1),
             QStringList{QStringLiteral("Ann discards 2 of clubs.")});
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
