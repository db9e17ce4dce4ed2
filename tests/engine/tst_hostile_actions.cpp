// Crafted garbage actions, as a damaged record, a stale hint or a hostile
// client could send them: every game refuses them with a reason, stays
// unchanged, and explains, formats and describes them without reading or
// writing outside its data (run under ASan/UBSan or a Debug build to see a
// stray card id; CardSet asserts on it). And a heuristic bot handed another
// game's state behaves as bots/own_state.h says.
#include <QTest>
#include <sstream>

#include "bots/bot.h"
#include "catalog/registry.h"
#include "support/test_support.h"

using namespace felt;

namespace {

// Numbers around the edges of the deck and of the fields' types.
std::vector<int> hostileValues(int deckSize) {
    return {-1, 0, deckSize - 1, deckSize, 127, 128, 255, 32767, -32768};
}

std::vector<int> hostileArgs(int players) {
    return {-1, 0, players, 127, -128};
}

// Card sets naming cards the deck does not have (and the empty set).
std::vector<CardSet> hostileCards(int deckSize, Rng& rng) {
    std::vector<CardSet> out = {CardSet{}, CardSet::single(127),
                                CardSet::fromBits(~std::uint64_t{0}, ~std::uint64_t{0}),
                                CardSet::fromBits(rng.next64(), rng.next64())};
    if (deckSize < 128) out.push_back(CardSet::single(static_cast<CardId>(deckSize)));
    out.push_back(CardSet::single(static_cast<CardId>(deckSize - 1)) | CardSet::single(127));
    return out;
}

template <typename T>
T pick(const std::vector<T>& from, Rng& rng) {
    return from[rng.below(static_cast<std::uint32_t>(from.size()))];
}

std::uint32_t hostileExtra(Rng& rng) {
    switch (rng.below(3)) {
        case 0:
            return 0;
        case 1:
            return 0xFFFFFFFFu;
        default:
            return rng.next();
    }
}

std::string text(const Action& a) {
    // A stream: GCC 12's -Wrestrict misfires on chains of string + at -O3.
    std::ostringstream out;
    out << "kind " << int(a.kind) << " arg " << int(a.arg) << " value " << a.value << " extra "
        << a.extra << " cards";
    for (CardId c : a.cards) out << ' ' << int(c);
    return out.str();
}

// The garbage for one position: every kind with every hostile value, and the
// legal actions with one field (or their cards) made hostile.
std::vector<Action> hostileActions(const GameState& state, Rng& rng) {
    const int deckSize = state.deck().size();
    const auto values = hostileValues(deckSize);
    const auto args = hostileArgs(state.players());
    const auto cards = hostileCards(deckSize, rng);
    std::vector<Action> out;
    for (int kind = 0; kind <= 20; ++kind)
        for (int value : values)
            out.push_back(
                Action{static_cast<std::uint8_t>(kind), static_cast<std::int8_t>(pick(args, rng)),
                       static_cast<std::int16_t>(value), hostileExtra(rng), pick(cards, rng)});
    std::vector<Action> legal = state.legalActions();
    rng.shuffle(legal.data(), legal.size());
    if (legal.size() > 8) legal.resize(8);
    for (const Action& base : legal) {
        Action a = base;
        for (int value : values) {
            a.value = static_cast<std::int16_t>(value);
            out.push_back(a);
        }
        a = base;
        for (int arg : args) {
            a.arg = static_cast<std::int8_t>(arg);
            out.push_back(a);
        }
        a = base;
        for (CardSet c : cards) {
            a.cards = c;
            out.push_back(a);
            a.cards = base.cards | c;
            out.push_back(a);
        }
        a = base;
        a.extra = hostileExtra(rng) | 1u;
        out.push_back(a);
    }
    return out;
}

// Throws the garbage at `state`; returns "" or the first thing that went wrong.
std::string probe(GameState& state, Rng& rng) {
    const SeatView before = state.view(kEveryone);
    const std::size_t taken = state.history().size();
    for (const Action& a : hostileActions(state, rng)) {
        if (state.isLegal(a)) continue;  // a perturbation may land on a legal move
        const std::string why = state.apply(a);
        if (why.empty()) return "accepted " + text(a);
        if (state.history().size() != taken || !(state.view(kEveryone) == before))
            return "refusing " + text(a) + " changed the state";
        // Each must simply not crash (the sanitizers and CardSet's assert watch).
        test::whyIllegal(state, a);
        state.format(a);
        test::english(state, state.describe(a).label);
    }
    for (int card : {0, state.deck().size() - 1, state.deck().size(), 127, 128, 254, 255})
        test::whyNotCard(state, static_cast<CardId>(card));
    return "";
}

}  // namespace

class TstHostileActions : public QObject {
    Q_OBJECT
private slots:
    void everyGameRefusesGarbageActions_data();
    void everyGameRefusesGarbageActions();
    void heuristicBotHandedAnotherGamesStateTakesTheFirstLegalMove();
};

void TstHostileActions::everyGameRefusesGarbageActions_data() {
    QTest::addColumn<QString>("game");
    for (const GameInfo& g : allGames())
        QTest::newRow(g.id.c_str()) << QString::fromStdString(g.id);
}

void TstHostileActions::everyGameRefusesGarbageActions() {
    QFETCH(QString, game);
    const GameInfo* info = findGame(game.toStdString());
    QVERIFY(info);
    Rng rng(36);
    const int mid = (info->minPlayers + info->maxPlayers) / 2;
    for (int players : {info->minPlayers, mid, info->maxPlayers}) {
        for (int round = 0; round < 2; ++round) {
            const auto setup = test::randomSetup(*info, players, rng);
            QVERIFY(setup);
            auto state = test::makeGame(*setup);
            QVERIFY(state);
            std::string error;
            auto bot = createBot(*info, "heuristic", setup->seed, error);
            QVERIFY2(bot, error.c_str());
            const std::string where = game.toStdString() + ", " + std::to_string(players) +
                                      " players, seed " + std::to_string(setup->seed);
            // Positions along a game played by heuristic bots: probed often at
            // first, then every so often, and once the game is over.
            for (int step = 0; step < 400; ++step) {
                const bool over = state->isTerminal();
                if (over || step < 4 || step % 37 == 0) {
                    const std::string failure = probe(*state, rng);
                    QVERIFY2(failure.empty(),
                             (where + ", step " + std::to_string(step) + ": " + failure).c_str());
                }
                if (over) break;
                state->applyLegal(askBot(*bot, *state, rng));
            }
        }
    }
}

void TstHostileActions::heuristicBotHandedAnotherGamesStateTakesTheFirstLegalMove() {
#ifndef NDEBUG
    QSKIP("Debug and sanitizer builds stop on this mistake (bots/own_state.h).");
#else
    const std::vector<GameInfo>& games = allGames();
    for (std::size_t i = 0; i < games.size(); ++i) {
        const GameInfo& other = games[(i + 1) % games.size()];
        GameConfig config;
        QVERIFY(test::validConfig(other, other.minPlayers, 7, config));
        std::string error;
        const auto state = createGame(other, config, error);
        QVERIFY2(state, error.c_str());
        const auto bot = createBot(games[i], "heuristic", 1, error);
        QVERIFY2(bot, error.c_str());
        QVERIFY2(bot->choose(*state, state->toAct()) == state->legalActions().front(),
                 (games[i].id + "'s bot on a " + other.id + " state").c_str());
    }
#endif
}

QTEST_APPLESS_MAIN(TstHostileActions)
#include "tst_hostile_actions.moc"
