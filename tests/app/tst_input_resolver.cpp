// A card dragged and dropped on the table: the input, not the QML, decides
// which move that is (Table.qml only says what lies under the pointer). A
// lay-off dropped on its meld plays, on a meld it cannot join it says why,
// on the discard pile it discards; dropped back in the hand it is only put
// back, and on the open felt it is a click.
#include <QTest>
#include <algorithm>
#include <functional>

#include "bots/bot.h"
#include "catalog/registry.h"
#include "models/card_model.h"
#include "present/table_text.h"
#include "session/input_resolver.h"
#include "session/table_input.h"
#include "setup/valid_setup.h"

using namespace felt;
using namespace felt::app;

namespace {

// A Janken Rummy game played by its bots until `wanted` holds for the seat
// to act (nullptr if it never does).
std::unique_ptr<GameState> playUntil(const std::function<bool(const GameState&)>& wanted) {
    const GameInfo* info = findGame("janken-rummy");
    if (!info) return nullptr;
    for (std::uint64_t seed = 1; seed < 20; ++seed) {
        GameConfig config;
        config.players = 2;
        config.seed = seed;
        if (!makeSetupValid(*info, config.players, config.options).empty()) return nullptr;
        std::string error;
        auto state = createGame(*info, config, error);
        auto bot = createBot(*info, "heuristic", seed, error);
        if (!state || !bot) return nullptr;
        Rng rng(seed);
        for (int n = 0; n < 2000 && !state->isTerminal(); ++n) {
            if (wanted(*state)) return state;
            state->applyLegal(askBot(*bot, *state, rng));
        }
    }
    return nullptr;
}

std::vector<Action> legalOfKind(const GameState& state, const std::string& kind) {
    std::vector<Action> out;
    for (const Action& a : state.legalActions())
        if (state.describe(a).kind == kind) out.push_back(a);
    return out;
}

// A single-card lay-off and a meld on the table that card cannot join.
struct LayOff {
    Action action;
    int group = -1;
    int otherGroup = -1;
};

std::optional<LayOff> layOffWithAnotherMeld(const GameState& state) {
    for (const Action& a : legalOfKind(state, "layoff")) {
        if (a.cards.size() != 1) continue;
        const CardId card = *a.cards.begin();
        for (const CardGroup& g : state.view(kEveryone).groups) {
            const auto legal = state.legalActions();
            const bool joins = std::any_of(legal.begin(), legal.end(), [&](const Action& b) {
                return b.cards.contains(card) && state.describe(b).targetGroup == g.number;
            });
            if (!joins) return LayOff{a, state.describe(a).targetGroup, g.number};
        }
    }
    return std::nullopt;
}

int zoneOfKind(const GameState& state, ZoneKind kind) {
    for (const ZoneSpec& z : state.zones())
        if (z.kind == kind) return z.id;
    return -1;
}

// The table's side of one position: cards as the seat to act sees them, and its input.
struct Table {
    explicit Table(const GameState& state)
        : text(&state.deck(), {QStringLiteral("You"), QStringLiteral("Bot")}), input(cards, text) {
        cards.setViewer(state.toAct());
        cards.reset(state.deck(), state.zones(), -1);
        cards.reconcile(state.view(state.toAct()));
        input.offer(offerMoves(state));
        QObject::connect(&input, &TableInput::decided,
                         [this](const Action& a) { decided.push_back(a); });
    }
    CardModel cards;
    TableText text;
    TableInput input;
    std::vector<Action> decided;
};

}  // namespace

class TestInputResolver : public QObject {
    Q_OBJECT
private slots:
    // One Janken Rummy position with a lay-off, played once for the tests that need it.
    void initTestCase() {
        layOffState_ =
            playUntil([](const GameState& s) { return layOffWithAnotherMeld(s).has_value(); });
    }
    void layOffDroppedOnItsMeldPlays();
    void layOffDroppedOnAnotherMeldSaysWhy();
    void cardDroppedOnTheDiscardPileDiscards();
    void cardWithoutMovesGetsTheEnginesReason();
    void cardDroppedBackInTheHandIsPutBack();
    void waitingMessageGoesWhenTheTurnComes();

private:
    std::unique_ptr<GameState> layOffState_;
};

void TestInputResolver::layOffDroppedOnItsMeldPlays() {
    const auto& state = layOffState_;
    QVERIFY2(state, "no lay-off came up");
    const LayOff want = *layOffWithAnotherMeld(*state);
    const CardId card = *want.action.cards.begin();

    InputResolver resolver;
    resolver.offer(offerMoves(*state), {});
    const std::vector<int> groups = resolver.targetGroups(card);
    QVERIFY(std::find(groups.begin(), groups.end(), want.group) != groups.end());
    QVERIFY(std::find(groups.begin(), groups.end(), want.otherGroup) == groups.end());
    const InputDecision d = resolver.drop(card, -1, want.group, true);
    // One move (or, for a wild card, one per rank it may stand for): all onto that meld.
    QVERIFY(d.kind == InputDecision::Kind::Apply || d.kind == InputDecision::Kind::Choose);
    if (d.kind == InputDecision::Kind::Apply) {
        QCOMPARE(state->describe(d.action).targetGroup, want.group);
        QVERIFY(d.action.cards.contains(card));
    }
    for (int i : d.choices)
        QCOMPARE(resolver.infos()[static_cast<std::size_t>(i)].targetGroup, want.group);

    // Through the table's input: the move leaves as the decision.
    Table table(*state);
    table.input.dropOn(table.cards.rowOfCard(card), -1, want.group);
    if (d.kind == InputDecision::Kind::Apply) {
        QCOMPARE(table.decided.size(), std::size_t{1});
        QVERIFY(table.decided.front() == d.action);
    } else {
        QVERIFY(table.decided.empty());
        QCOMPARE(table.input.chooser()->count(), static_cast<int>(d.choices.size()));
    }
}

void TestInputResolver::layOffDroppedOnAnotherMeldSaysWhy() {
    const auto& state = layOffState_;
    QVERIFY2(state, "no lay-off came up");
    const LayOff want = *layOffWithAnotherMeld(*state);
    const CardId card = *want.action.cards.begin();

    InputResolver resolver;
    resolver.offer(offerMoves(*state), {});
    const InputDecision d = resolver.drop(card, -1, want.otherGroup, true);
    QVERIFY(d.kind == InputDecision::Kind::Refuse);
    QVERIFY(d.elsewhere);

    Table table(*state);
    table.input.dropOn(table.cards.rowOfCard(card), -1, want.otherGroup);
    QVERIFY(table.decided.empty());
    QCOMPARE(table.input.explanation(),
             QStringLiteral("%1 cannot go there.").arg(table.text.card(card)));
}

void TestInputResolver::cardDroppedOnTheDiscardPileDiscards() {
    const auto state =
        playUntil([](const GameState& s) { return !legalOfKind(s, "discard").empty(); });
    QVERIFY2(state, "no discard came up");
    const Action discard = legalOfKind(*state, "discard").front();
    const CardId card = *discard.cards.begin();
    const int pile = zoneOfKind(*state, ZoneKind::Discard);
    const int stock = zoneOfKind(*state, ZoneKind::Stock);
    QVERIFY(pile >= 0 && stock >= 0);

    InputResolver resolver;
    resolver.offer(offerMoves(*state), {});
    const InputDecision onPile = resolver.drop(card, pile, -1, true);
    QVERIFY(onPile.kind == InputDecision::Kind::Apply);
    QVERIFY(onPile.action == discard);
    // The stock takes no card from a hand.
    const InputDecision onStock = resolver.drop(card, stock, -1, true);
    QVERIFY(onStock.kind == InputDecision::Kind::Refuse);
    QVERIFY(onStock.elsewhere);

    Table table(*state);
    const int row = table.cards.rowOfCard(card);
    table.input.dropOn(row, stock, -1);
    QVERIFY(table.decided.empty());
    QVERIFY(!table.input.explanation().isEmpty());
    table.input.dropOn(row, pile, -1);
    QCOMPARE(table.decided.size(), std::size_t{1});
    QVERIFY(table.decided.front() == discard);
}

// A hand card no move uses (the turn begins with a draw): dropped anywhere,
// the engine says why, as for a click.
void TestInputResolver::cardWithoutMovesGetsTheEnginesReason() {
    const auto state = playUntil([](const GameState& s) {
        return !legalOfKind(s, "draw").empty() && legalOfKind(s, "discard").empty();
    });
    QVERIFY2(state, "no draw came up");
    const int seat = state->toAct();
    CardId card = kNoCard;
    for (const ZoneView& z : state->view(seat).zones)
        if (state->zones()[static_cast<std::size_t>(z.zone)].kind == ZoneKind::Hand &&
            state->zones()[static_cast<std::size_t>(z.zone)].owner == seat && !z.cards.empty())
            card = z.cards.front().id;
    QVERIFY(card != kNoCard);
    InputResolver resolver;
    resolver.offer(offerMoves(*state), {});
    const InputDecision d = resolver.drop(card, zoneOfKind(*state, ZoneKind::Discard), -1, true);
    QVERIFY(d.kind == InputDecision::Kind::Refuse);
    QVERIFY(!d.elsewhere);
    QVERIFY(!d.reason.empty());
    QCOMPARE(QString::fromUtf8(d.reason.text), QString::fromUtf8(state->explainCard(card).text));
}

// A card dragged off and let go in its own hand plays nothing, opens
// nothing and says nothing; let go on the open felt it is a click.
void TestInputResolver::cardDroppedBackInTheHandIsPutBack() {
    const auto state =
        playUntil([](const GameState& s) { return !legalOfKind(s, "discard").empty(); });
    QVERIFY2(state, "no discard came up");
    const CardId card = *legalOfKind(*state, "discard").front().cards.begin();
    Table table(*state);
    const int row = table.cards.rowOfCard(card);
    const int hand = table.cards.zoneOf(row);
    QVERIFY(hand >= 0);
    table.input.dropOn(row, hand, -1);
    QVERIFY(table.decided.empty());
    QCOMPARE(table.input.chooser()->count(), 0);
    QCOMPARE(table.input.pendingRow(), -1);
    QVERIFY(table.input.explanation().isEmpty());

    Table clicked(*state);
    clicked.input.clickCard(row);
    table.input.dropOn(row, -1, -1);
    QCOMPARE(table.decided.size(), clicked.decided.size());
    QVERIFY(table.decided == clicked.decided);
    QCOMPARE(table.input.chooser()->count(), clicked.input.chooser()->count());
    QCOMPARE(table.input.pendingRow(), clicked.input.pendingRow());
}

// "Wait for your turn", said to a click while the bots played, goes when the
// person's turn comes; what was said during the turn stays.
void TestInputResolver::waitingMessageGoesWhenTheTurnComes() {
    const auto& state = layOffState_;
    QVERIFY2(state, "no lay-off came up");
    Table table(*state);
    const QString wait = QStringLiteral("Please wait for your turn.");
    table.input.clear(wait);
    table.input.clickCard(0);
    QCOMPARE(table.input.explanation(), wait);
    table.input.offer(offerMoves(*state));
    QVERIFY(table.input.explanation().isEmpty());

    table.input.setExplanation(QStringLiteral("You drew the 9 of Paper."));
    table.input.offer(offerMoves(*state));
    QCOMPARE(table.input.explanation(), QStringLiteral("You drew the 9 of Paper."));
}

QTEST_GUILESS_MAIN(TestInputResolver)
#include "tst_input_resolver.moc"
