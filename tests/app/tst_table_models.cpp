// The table's models driven directly by engine games: the card model keeps one
// row per physical card, is told only what its viewer saw (events as seen,
// the viewer's view), knows no hidden card, and follows every Move event so
// that it agrees with the engine's view even before it is reconciled.
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>
#include <map>
#include <set>

#include "bots/bot.h"
#include "catalog/registry.h"
#include "models/action_model.h"
#include "models/card_model.h"
#include "models/score_model.h"
#include "models/seat_model.h"
#include "present/translations.h"
#include "setup/game_catalog.h"
#include "setup/setup_codec.h"
#include "setup/valid_setup.h"

using namespace felt;
using namespace felt::app;

namespace {

// Seat-visible state of the model, zone by zone: face-down count and face-up faces.
struct ZoneContent {
    int hidden = 0;
    std::multiset<std::pair<int, int>> faces;  // (suit, rank)
    bool operator==(const ZoneContent&) const = default;
};

std::map<int, ZoneContent> modelContent(const CardModel& m, const Deck& deck) {
    std::map<int, ZoneContent> out;
    for (int r = 0; r < m.rowCount(); ++r) {
        const QModelIndex i = m.index(r);
        ZoneContent& z = out[m.data(i, CardModel::ZoneRole).toInt()];
        if (m.data(i, CardModel::FaceUpRole).toBool()) {
            const std::string text = m.data(i, CardModel::RankRole).toString().toStdString();
            const int rank = text == "*"   ? 0
                             : text == "A" ? 1
                             : text == "J" ? 11
                             : text == "Q" ? 12
                             : text == "K" ? 13
                                           : std::stoi(text);
            z.faces.insert({m.data(i, CardModel::SuitRole).toInt(), rank});
        } else {
            ++z.hidden;
        }
    }
    (void)deck;
    return out;
}

// `v` as the table shows it: the zones a game lays face down (won tricks)
// show no faces, though the seat knows them.
SeatView asShown(SeatView v, const std::vector<ZoneSpec>& zones) {
    for (ZoneView& z : v.zones)
        if (zones[static_cast<std::size_t>(z.zone)].look.faceDown)
            for (CardView& c : z.cards) c = CardView{};
    return v;
}

std::map<int, ZoneContent> viewContent(const SeatView& v) {
    std::map<int, ZoneContent> out;
    for (const ZoneView& zv : v.zones) {
        ZoneContent& z = out[zv.zone];
        for (const CardView& c : zv.cards) {
            if (c.id == kNoCard)
                ++z.hidden;
            else
                z.faces.insert({c.face.suit, c.face.rank});
        }
    }
    for (auto it = out.begin(); it != out.end();)
        it = (it->second.hidden == 0 && it->second.faces.empty()) ? out.erase(it) : std::next(it);
    return out;
}

// A face-down row must not carry any face data.
QString hiddenRowLeak(const CardModel& m) {
    for (int r = 0; r < m.rowCount(); ++r) {
        const QModelIndex i = m.index(r);
        if (m.data(i, CardModel::FaceUpRole).toBool()) continue;
        if (!m.data(i, CardModel::RankRole).toString().isEmpty() ||
            m.data(i, CardModel::SuitRole).toInt() != -1 ||
            m.data(i, CardModel::JokerRole).toBool())
            return QStringLiteral("row %1 is face down but shows a face").arg(r);
    }
    return {};
}

// Exact agreement after reconciling: every position of every zone.
QString exactMismatch(const CardModel& m, const SeatView& seen) {
    for (const ZoneView& zv : seen.zones) {
        if (m.zoneSize(zv.zone) != static_cast<int>(zv.cards.size()))
            return QStringLiteral("zone %1 size %2, view %3")
                .arg(zv.zone)
                .arg(m.zoneSize(zv.zone))
                .arg(zv.cards.size());
    }
    for (int r = 0; r < m.rowCount(); ++r) {
        const int z = m.zoneOf(r);
        const int p = m.positionOf(r);
        const CardView& cv =
            seen.zones.at(static_cast<std::size_t>(z)).cards.at(static_cast<std::size_t>(p));
        if (cv.id != kNoCard && (!m.isFaceUp(r) || m.cardOfRow(r) != cv.id))
            return QStringLiteral("row %1 at zone %2 pos %3 should show card %4")
                .arg(r)
                .arg(z)
                .arg(p)
                .arg(cv.id);
        if (cv.id == kNoCard && m.isFaceUp(r))
            return QStringLiteral("row %1 at zone %2 pos %3 should be face down")
                .arg(r)
                .arg(z)
                .arg(p);
        // Hidden by construction: a row the view hides stands for no card.
        if (cv.id == kNoCard && m.cardOfRow(r) != kNoCard)
            return QStringLiteral("row %1 at zone %2 pos %3 knows hidden card %4")
                .arg(r)
                .arg(z)
                .arg(p)
                .arg(m.cardOfRow(r));
    }
    return {};
}

// The model's fill counts against the view: cards per zone and per group.
QString fillMismatch(const CardModel& m, const SeatView& v) {
    const QVariantList zones = m.zoneFill();
    for (const ZoneView& zv : v.zones)
        if (zones.value(zv.zone).toInt() != static_cast<int>(zv.cards.size()))
            return QStringLiteral("zone %1 holds %2 cards, zoneFill says %3")
                .arg(zv.zone)
                .arg(zv.cards.size())
                .arg(zones.value(zv.zone).toInt());
    const QVariantList groups = m.groupFill();
    if (groups.size() != static_cast<qsizetype>(v.groups.size()))
        return QStringLiteral("%1 groups, groupFill has %2")
            .arg(v.groups.size())
            .arg(groups.size());
    for (qsizetype g = 0; g < groups.size(); ++g)
        if (groups[g].toInt() !=
            static_cast<int>(v.groups[static_cast<std::size_t>(g)].cards.size()))
            return QStringLiteral("group %1 holds %2 cards, groupFill says %3")
                .arg(g)
                .arg(v.groups[static_cast<std::size_t>(g)].cards.size())
                .arg(groups[g].toInt());
    return {};
}

QVariantList counts(std::initializer_list<int> values) {
    QVariantList out;
    for (int v : values) out << v;
    return out;
}

// The events as the model's viewer saw them, as the table's presenter gives
// them: a card they neither see after the move nor knew before is kNoCard.
void applyEvents(CardModel& m, const GameState& g, const EventList& events) {
    const std::vector<ZoneSpec> zones = g.zones();
    for (const Event& e : events) {
        const bool known = (e.seenBy & onlySeat(m.viewer())) != 0 || m.rowOfCard(e.card) >= 0;
        if (e.kind == EventKind::Move)
            m.moveCard(
                known ? e.card : kNoCard, e.fromZone, e.toZone,
                CardModel::showsFace(e, zones[static_cast<std::size_t>(e.toZone)], m.viewer()),
                e.fromZone >= 0 ? zones[static_cast<std::size_t>(e.fromZone)].owner : -1);
        else if (e.kind == EventKind::Shuffle)
            m.shuffleZone(e.toZone);
    }
}

}  // namespace

class TestTableModels : public QObject {
    Q_OBJECT
private slots:
    void cardModelFollowsEveryEvent_data();
    void cardModelFollowsEveryEvent();
    void reconcileRepairsADriftedModel();
    void shuffleKeepsRowsAndForgetsCards();
    void faceShownOnlyWhereTheZoneAllows();
    void selectionAndPlayableFlags();
    void fillCountsFollowMovesGroupsAndReset();
    void cornerIndicesFollowTheLanguage();
    void defaultSeatNamesFollowTheLanguage();
    void seatModelShowsStats();
    void scoreModelKeepsRoundHistory();
    void actionTextsAreReadable();
    void catalogAnswersFromTheEngine();
    void catalogBringsCarriedValuesIntoRange();
    void everyPlayerCountHasAValidSetup();
};

void TestTableModels::cardModelFollowsEveryEvent_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("viewer");
    for (const GameInfo& g : allGames()) {
        for (int viewer : {0, g.maxPlayers - 1}) {
            const std::string name =
                g.id + "-" + std::to_string(g.maxPlayers) + "-seat" + std::to_string(viewer);
            QTest::newRow(name.c_str()) << QString::fromStdString(g.id) << g.maxPlayers << viewer;
        }
    }
}

void TestTableModels::cardModelFollowsEveryEvent() {
    QFETCH(QString, game);
    QFETCH(int, players);
    QFETCH(int, viewer);
    const GameInfo* info = findGame(game.toStdString());
    QVERIFY(info);
    GameConfig config;
    config.players = players;
    config.seed = 42 + static_cast<std::uint64_t>(viewer);
    QCOMPARE(QString::fromStdString(makeSetupValid(*info, players, config.options)), QString());
    std::string error;
    auto state = createGame(*info, config, error);
    QVERIFY2(state, error.c_str());

    CardModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setViewer(viewer);
    model.reset(state->deck(), state->zones(), 0);
    model.reconcile(state->view(viewer));
    QCOMPARE(exactMismatch(model, state->view(viewer)), QString());

    // The game's rule-of-thumb bot: random play can take very long to finish
    // a rummy game, and a search bot would be slow here.
    auto bot = createBot(*info, "heuristic", 7, error);
    QVERIFY2(bot, error.c_str());
    Rng rng(9);
    int actions = 0;
    while (!state->isTerminal() && actions < 20000) {
        const Action a = askBot(*bot, *state, rng);
        EventList events;
        QCOMPARE(QString::fromStdString(state->apply(a, &events)), QString());
        ++actions;
        applyEvents(model, *state, events);
        QCOMPARE(model.rowCount(), state->deck().size());
        QCOMPARE(hiddenRowLeak(model), QString());
        // The events alone must bring the model to what the viewer sees.
        const SeatView seen = asShown(state->view(viewer), state->zones());
        const auto have = modelContent(model, state->deck());
        const auto want = viewContent(seen);
        if (have != want) {
            QString where;
            for (const auto& [zone, content] : want) {
                const auto it = have.find(zone);
                if (it == have.end() || !(it->second == content))
                    where +=
                        QStringLiteral(" zone %1 (%2 hidden, %3 shown; model %4 hidden, %5 shown)")
                            .arg(zone)
                            .arg(content.hidden)
                            .arg(content.faces.size())
                            .arg(it == have.end() ? 0 : it->second.hidden)
                            .arg(it == have.end() ? 0 : it->second.faces.size());
            }
            QFAIL(
                qPrintable(QStringLiteral("after action %1 (%2) the model differs from the view:%3")
                               .arg(actions)
                               .arg(QString::fromStdString(state->format(a)), where)));
        }
        model.reconcile(seen);
        QCOMPARE(exactMismatch(model, seen), QString());
        QCOMPARE(hiddenRowLeak(model), QString());
        QCOMPARE(fillMismatch(model, seen), QString());
    }
    QVERIFY(state->isTerminal());
}

void TestTableModels::reconcileRepairsADriftedModel() {
    const GameInfo* info = &allGames().front();
    GameConfig config;
    config.players = info->minPlayers;
    config.seed = 3;
    std::string error;
    auto state = createGame(*info, config, error);
    QVERIFY(state);
    CardModel model;
    model.setViewer(0);
    // Every card starts in zone 0 although the deal moved them: a big drift.
    model.reset(state->deck(), state->zones(), 0);
    QVERIFY(!exactMismatch(model, state->view(0)).isEmpty());
    model.reconcile(state->view(0));
    QCOMPARE(exactMismatch(model, state->view(0)), QString());
    QCOMPARE(hiddenRowLeak(model), QString());
}

void TestTableModels::shuffleKeepsRowsAndForgetsCards() {
    Deck deck(DeckKind::French52);
    CardModel model;
    model.setViewer(0);
    model.reset(deck, std::vector<ZoneSpec>(2), 0);
    // A new game: no row stands for any card until the viewer sees one.
    for (int r = 0; r < model.rowCount(); ++r) QCOMPARE(int(model.cardOfRow(r)), int(kNoCard));
    // Five cards turned face up into zone 1, then gathered and shuffled back.
    for (CardId c = 0; c < 5; ++c) model.moveCard(c, 0, 1, true, -1);
    QCOMPARE(model.zoneSize(1), 5);
    QVERIFY(model.isFaceUp(model.rowOfCard(0)));
    QCOMPARE(int(model.cardOfRow(model.rowOfCard(4))), 4);
    for (CardId c = 0; c < 5; ++c) model.moveCard(c, 1, 0, false, -1);
    QCOMPARE(model.rowOfCard(2) >= 0, true);  // seen going in face down: still known
    model.shuffleZone(0);
    QCOMPARE(model.zoneSize(0), 52);
    QCOMPARE(hiddenRowLeak(model), QString());
    // After the shuffle nobody can follow a card: no row stands for one.
    for (int r = 0; r < model.rowCount(); ++r) QCOMPARE(int(model.cardOfRow(r)), int(kNoCard));
    for (CardId c = 0; c < 5; ++c) QCOMPARE(model.rowOfCard(c), -1);
    // A card nobody saw leaves as the top face-down row and stays unknown.
    const int before = model.rowCount();
    model.moveCard(kNoCard, 0, 1, false, -1);
    QCOMPARE(model.zoneSize(1), 1);
    QCOMPARE(model.rowCount(), before);
}

void TestTableModels::faceShownOnlyWhereTheZoneAllows() {
    Event move;
    move.kind = EventKind::Move;
    move.seenBy = everyone(3);
    const ZoneSpec table{0, "trick", "Trick", ZoneKind::Trick, -1, ZoneVisibility::Everyone};
    const ZoneSpec myHand{1, "hand.0", "Hand", ZoneKind::Hand, 0, ZoneVisibility::Owner};
    const ZoneSpec theirHand{2, "hand.1", "Hand", ZoneKind::Hand, 1, ZoneVisibility::Owner};
    const ZoneSpec stock{3, "stock", "Stock", ZoneKind::Stock, -1, ZoneVisibility::Nobody};
    QVERIFY(CardModel::showsFace(move, table, 0));
    QVERIFY(CardModel::showsFace(move, myHand, 0));
    // Known to everybody, yet in another seat's hand or a closed pile: face down.
    QVERIFY(!CardModel::showsFace(move, theirHand, 0));
    QVERIFY(!CardModel::showsFace(move, stock, 0));
    move.seenBy = onlySeat(1);
    QVERIFY(!CardModel::showsFace(move, table, 0));
    QVERIFY(!CardModel::showsFace(move, myHand, -1));
}

// The corner index of a court card follows the reader's language (German
// Bube, Dame, König: B D K; French Valet, Dame, Roi: V D R), while the rank
// that picks the face's picture stays the engine's.
void TestTableModels::cornerIndicesFollowTheLanguage() {
    const Deck deck(DeckKind::French52);
    CardModel model;
    model.setViewer(0);
    model.reset(deck, {{0, "trick", "Trick", ZoneKind::Trick, -1, ZoneVisibility::Everyone}}, 0);
    const CardId jack = deck.idsOf(*deck.parseFace("Jh")).front();
    const CardId queen = deck.idsOf(*deck.parseFace("Qs")).front();
    for (CardId c : {jack, queen}) {
        Event move;
        move.kind = EventKind::Move;
        move.card = c;
        move.fromZone = 0;
        move.toZone = 0;
        move.seenBy = everyone(2);
        model.onEvent(move);
    }
    const auto index = [&](CardId c) {
        return model.data(model.index(model.rowOfCard(c)), CardModel::RankIndexRole).toString();
    };
    const auto rank = [&](CardId c) {
        return model.data(model.index(model.rowOfCard(c)), CardModel::RankRole).toString();
    };
    const std::map<QString, QStringList> expected = {{QStringLiteral("de"), {"B", "D"}},
                                                     {QStringLiteral("fr"), {"V", "D"}},
                                                     {QStringLiteral("en"), {"J", "Q"}}};
    const auto uninstall = [] {
        for (QTranslator* t : QCoreApplication::instance()->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
    };
    for (const auto& [language, indices] : expected) {
        uninstall();
        installTranslations(QLocale(language));
        QCOMPARE(index(jack), indices[0]);
        QCOMPARE(index(queen), indices[1]);
        QCOMPARE(rank(jack), QStringLiteral("J"));  // the picture's key
    }
    uninstall();  // the tests that follow read English
}

// A seat nobody named is written without its default name, so the next
// showing names it in the language of the day ("Spieler 1" in German); a name
// someone gave is kept as given.
void TestTableModels::defaultSeatNamesFollowTheLanguage() {
    const QVariantMap map = {
        {QStringLiteral("game"), QStringLiteral("madjack")},
        {QStringLiteral("players"), 2},
        {QStringLiteral("seats"),
         QVariantList{QVariantMap{{QStringLiteral("name"), QString()},
                                  {QStringLiteral("kind"), QStringLiteral("human")}},
                      QVariantMap{{QStringLiteral("name"), QStringLiteral("Ann")},
                                  {QStringLiteral("kind"), QStringLiteral("human")}}}}};
    const auto names = [](const TableSetup& setup) {
        return QStringList{setup.seats[0].name, setup.seats[1].name};
    };
    TableSetup english;
    QCOMPARE(readSetup(map, english), QString());
    QCOMPARE(names(english), (QStringList{QStringLiteral("Player 1"), QStringLiteral("Ann")}));
    const QVariantList written = writeSetup(english).value(QStringLiteral("seats")).toList();
    QCOMPARE(written[0].toMap().value(QStringLiteral("name")).toString(), QString());
    QCOMPARE(written[1].toMap().value(QStringLiteral("name")).toString(), QStringLiteral("Ann"));
    installTranslations(QLocale(QStringLiteral("de")));
    TableSetup german;
    QVariantMap again = writeSetup(english);
    QCOMPARE(readSetup(again, german), QString());
    QCOMPARE(names(german), (QStringList{QStringLiteral("Spieler 1"), QStringLiteral("Ann")}));
    for (QTranslator* t : QCoreApplication::instance()->findChildren<QTranslator*>()) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
}

void TestTableModels::selectionAndPlayableFlags() {
    Deck deck(DeckKind::French52);
    CardModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.reset(deck, std::vector<ZoneSpec>(1), 0);
    SeatView view;  // every card face up
    view.zones = {ZoneView{0, {}}};
    for (CardId c = 0; c < 52; ++c) view.zones[0].cards.push_back(CardView{c, deck.face(c)});
    model.reconcile(view);
    CardSet playable;
    playable.insert(3);
    playable.insert(7);
    model.setPlayable(playable);
    QVERIFY(model.isPlayable(model.rowOfCard(3)));
    QVERIFY(!model.isPlayable(model.rowOfCard(4)));
    model.toggleSelected(model.rowOfCard(3));
    model.toggleSelected(model.rowOfCard(7));
    QCOMPARE(model.selectedCount(), 2);
    QVERIFY(model.selectedCards() == playable);
    model.clearSelection();
    QCOMPARE(model.selectedCount(), 0);
}

// The counts Table.qml binds to (zone plates for screen readers, group
// frames): kept by the model as rows move, regroup and start over.
void TestTableModels::fillCountsFollowMovesGroupsAndReset() {
    Deck deck(DeckKind::French52);
    CardModel model;
    QSignalSpy changed(&model, &CardModel::fillChanged);
    model.reset(deck, std::vector<ZoneSpec>(2), 0);
    QCOMPARE(model.zoneFill(), counts({52, 0}));
    QCOMPARE(model.groupFill(), QVariantList());
    QVERIFY(changed.count() > 0);

    // Cards 0, 1, 2 to zone 1, as one group; a second group still empty.
    SeatView view;
    view.viewer = 0;
    view.zones = {ZoneView{0, {}}, ZoneView{1, {}}};
    for (CardId c = 0; c < 52; ++c)
        view.zones[c < 3 ? 1 : 0].cards.push_back(CardView{c, deck.face(c)});
    CardGroup group;
    group.number = 1;
    group.cards = {0, 1, 2};
    group.ranks = {0, 0, 0};
    view.groups = {group, CardGroup{}};
    changed.clear();
    model.reconcile(view);
    QCOMPARE(model.zoneFill(), counts({49, 3}));
    QCOMPARE(model.groupFill(), counts({3, 0}));
    QCOMPARE(model.groupSize(0), 3);
    QCOMPARE(changed.count(), 1);

    // A card that moves leaves its group at once; one staying put changes nothing.
    model.moveCard(1, 1, 0, true, -1);
    QCOMPARE(model.zoneFill(), counts({50, 2}));
    QCOMPARE(model.groupFill(), counts({2, 0}));
    QCOMPARE(changed.count(), 2);
    model.setPlayable({});
    QCOMPARE(changed.count(), 2);

    // A new game: no groups, every card in its start zone (or none).
    model.reset(deck, std::vector<ZoneSpec>(3), -1);
    QCOMPARE(model.zoneFill(), counts({0, 0, 0}));
    QCOMPARE(model.groupFill(), QVariantList());
    QCOMPARE(model.groupSize(0), 0);
}

void TestTableModels::seatModelShowsStats() {
    SeatModel seats;
    QAbstractItemModelTester tester(&seats, QAbstractItemModelTester::FailureReportingMode::QtTest);
    seats.reset({{QStringLiteral("Ann"), QStringLiteral("human")},
                 {QStringLiteral("Bob"), QStringLiteral("random")}});
    SeatView v;
    v.toAct = 1;
    v.stats = {{"bid", 0, 2},    {"bid", 1, -1},   {"tricks", 0, 1},
               {"score", 1, -3}, {"round", -1, 4}, {"secret", 0, 7}};
    const std::vector<StatSpec> specs = {{"bid", StatKind::Number, "Bid", kOnPlate, {}, 0},
                                         {"tricks", StatKind::Number, "Tricks", kOnPlate, {}, 0},
                                         {"score", StatKind::Number, "Score", kAsScore, {}, -9999},
                                         {"round", StatKind::Number, "Round", kOnInfoLine, {}, 0},
                                         {"secret", StatKind::Hidden, "", kNowhere, {}, 0}};
    seats.update(v, specs, TableText(nullptr, {QStringLiteral("Ann"), QStringLiteral("Bob")}));
    // Stats show where their spec says; a value below shownFrom (no bid yet) shows nothing.
    QCOMPARE(seats.data(seats.index(0), SeatModel::StatsRole).toString(),
             QStringLiteral("Bid 2 · Tricks 1"));
    QCOMPARE(seats.data(seats.index(1), SeatModel::StatsRole).toString(), QString());
    QCOMPARE(seats.data(seats.index(1), SeatModel::ScoreRole).toString(), QStringLiteral("-3"));
    QVERIFY(seats.data(seats.index(1), SeatModel::ToActRole).toBool());
    QVERIFY(!seats.data(seats.index(1), SeatModel::HumanRole).toBool());
}

void TestTableModels::scoreModelKeepsRoundHistory() {
    ScoreModel scores;
    QAbstractItemModelTester tester(&scores,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    scores.reset(3);
    scores.addScore(0, 1, 1);
    scores.addScore(2, -3, -3);
    scores.endRound(1);
    scores.addScore(1, 1, 1);
    scores.endRound(2);
    QCOMPARE(scores.rowCount(), 2);
    const QVariantList totals = scores.data(scores.index(1), ScoreModel::TotalsRole).toList();
    QCOMPARE(totals, (QVariantList{1, 1, -3}));  // seats that scored nothing keep their total
    scores.endRound(3);                          // nothing scored: no empty row
    QCOMPARE(scores.rowCount(), 2);
}

void TestTableModels::actionTextsAreReadable() {
    ActionModel actions;
    QAbstractItemModelTester tester(&actions,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    actions.set({Action{}, Action{}}, {QStringLiteral("A"), QStringLiteral("B")}, {});
    QCOMPARE(actions.count(), 2);
    actions.clear();
    QCOMPARE(actions.count(), 0);
}

// The new-game panel never shows an engine complaint about values the person
// did not choose: a value another game allowed (MadJack's target 3 carried to
// Janken Rummy) is brought into range, and a player count that needs an option
// (Jump Start with six needs two decks) turns it on by itself.
void TestTableModels::catalogBringsCarriedValuesIntoRange() {
    GameCatalog catalog;
    const QString janken = QStringLiteral("janken-rummy");
    const QVariantMap carried{{QStringLiteral("target_score"), QStringLiteral("3")},
                              {QStringLiteral("no_such_option"), QStringLiteral("x")}};
    const QVariantMap fixed = catalog.normalizedOptions(janken, 3, carried);
    QCOMPARE(fixed.value(QStringLiteral("target_score")).toString(), QStringLiteral("10"));
    QVERIFY(!fixed.contains(QStringLiteral("no_such_option")));
    QCOMPARE(catalog.validate(janken, 3, fixed), QString());
    const QVariantMap huge = catalog.normalizedOptions(
        janken, 3, {{QStringLiteral("target_score"), QStringLiteral("99999999")}});
    QCOMPARE(huge.value(QStringLiteral("target_score")).toString(), QStringLiteral("10000"));
    const QVariantMap text = catalog.normalizedOptions(
        janken, 3, {{QStringLiteral("target_score"), QStringLiteral("lots")}});
    QCOMPARE(catalog.validate(janken, 3, text), QString());

    const QString jumpStart = QStringLiteral("jumpstart");
    const QVariantMap six = catalog.normalizedOptions(jumpStart, 6, {});
    QCOMPARE(six.value(QStringLiteral("two_decks")).toString(), QStringLiteral("true"));
    QCOMPARE(catalog.validate(jumpStart, 6, six), QString());
    // Asked for one deck at six players, the panel still has two.
    QCOMPARE(catalog
                 .normalizedOptions(jumpStart, 6,
                                    {{QStringLiteral("two_decks"), QStringLiteral("false")}})
                 .value(QStringLiteral("two_decks"))
                 .toString(),
             QStringLiteral("true"));
    QCOMPARE(
        catalog.normalizedOptions(jumpStart, 4, {}).value(QStringLiteral("two_decks")).toString(),
        QStringLiteral("false"));
}

void TestTableModels::catalogAnswersFromTheEngine() {
    GameCatalog catalog;
    QCOMPARE(catalog.games().size(), static_cast<qsizetype>(allGames().size()));
    for (const GameInfo& g : allGames()) {
        const QString id = QString::fromStdString(g.id);
        QCOMPARE(catalog.validate(id, g.minPlayers, {}), QString());
        QVERIFY(!catalog.validate(id, g.maxPlayers + 1, {}).isEmpty());
        const QVariantMap all = catalog.normalizedOptions(id, g.minPlayers, {});
        QCOMPARE(all.size(), static_cast<qsizetype>(g.options.size()));
        for (const OptionSpec& o : g.options) {
            OptionValues v;
            for (auto it = all.begin(); it != all.end(); ++it)
                v.set(it.key().toStdString(), it.value().toString().toStdString());
            QCOMPARE(catalog.optionAvailable(id, QString::fromStdString(o.key), g.minPlayers, all),
                     isAvailable(o, g.minPlayers, v));
        }
    }
    QVERIFY(!catalog
                 .validate(QStringLiteral("jabberwocky"), 4,
                           {{QStringLiteral("revokes"), QStringLiteral("maybe")}})
                 .isEmpty());
    QCOMPARE(catalog.indexOf(QStringLiteral("no-such-game")), -1);
}

void TestTableModels::everyPlayerCountHasAValidSetup() {
    for (const GameInfo& g : allGames()) {
        for (int n = g.minPlayers; n <= g.maxPlayers; ++n) {
            OptionValues values;
            const std::string error = makeSetupValid(g, n, values);
            QVERIFY2(error.empty(), (g.id + " with " + std::to_string(n) + ": " + error).c_str());
            OptionValues again = values;
            QCOMPARE(QString::fromStdString(validateSetup(g, n, again)), QString());
            // A valid setup is kept as it is.
            OptionValues kept = values;
            QVERIFY(makeSetupValid(g, n, kept).empty());
            QVERIFY(kept == again);
        }
    }
}

QTEST_GUILESS_MAIN(TestTableModels)
#include "tst_table_models.moc"
