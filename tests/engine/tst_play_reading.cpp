// Reading the other seats' play: whether each seat plays as the rollout
// policy, judged from the rounds that ended; a deal worth less for every move
// of such a seat this round that the policy would not have made with the
// cards it gives them; deals picked by worth; and a search that reads play
// drawing its deals that way. Jabberwocky is the game that can rebuild its
// rounds.
#include <QTest>
#include <bit>
#include <cmath>

#include "bots/play_reading.h"
#include "bots/search_bot.h"
#include "catalog/registry.h"
#include "core/seen_history.h"
#include "games/jabberwocky/jabberwocky.h"
#include "support/test_support.h"

using namespace felt;

class TstPlayReading : public QObject {
    Q_OBJECT
private slots:
    void tellsThePolicysPlayersFromOthers();
    void theTruthExplainsThePlayAndMostDealsDoNot();
    void playersUnlikeThePolicyAreNotRead();
    void pickedDealsLookMoreLikeTheTruth();
    void searchDrawsItsDealsByThePlayTheyExplain();
    void readingLeavesTheSearchHalfItsTime();
};

namespace {

constexpr int kAllRounds = 100;

// A player whose every move shows something of its hand: it bids the most it
// may and plays its highest legal card.
class HighestCardPolicy : public Bot {
public:
    Action choose(const GameState& game, int) override { return game.legalActions().back(); }
};

// Another such player: the least bid, the lowest card.
class LowestCardPolicy : public Bot {
public:
    Action choose(const GameState& game, int) override { return game.legalActions().front(); }
};

// A four-player Jabberwocky game played by HighestCardPolicy in every seat
// (seat 3 by LowestCardPolicy when `lastSeatUnlike`) until `plays` cards of
// round `round` are down, with every event recorded.
struct Position {
    std::unique_ptr<GameState> truth;
    SeenHistory seen;
    int seat() const { return truth->toAct(); }
    InfoSet infoSet(Rng& rng) const {
        return InfoSet::observe(*truth, seat(), rng, seen.seenBy(seat()));
    }
};

Position midRound(std::uint64_t seed, int round, int plays, bool lastSeatUnlike = false) {
    Position p;
    GameConfig config;
    std::string error;
    if (!test::validConfig(*findGame("jabberwocky"), 4, seed, config)) return p;
    p.truth = createGame(*findGame("jabberwocky"), config, error);
    p.seen.reset(4);
    HighestCardPolicy policy;
    LowestCardPolicy unlike;
    int played = 0;
    EventList events;
    while (!p.truth->isTerminal()) {
        if (p.truth->roundIndex() > round) break;
        const bool playing = p.truth->legalActions().front().kind == jabberwocky::kPlay;
        if (p.truth->roundIndex() == round && played >= plays && p.truth->legalActions().size() > 1)
            break;
        events.clear();
        const int seat = p.truth->toAct();
        Bot& player = lastSeatUnlike && seat == 3 ? static_cast<Bot&>(unlike) : policy;
        p.truth->applyLegal(player.choose(*p.truth, seat), &events);
        p.seen.record(events);
        if (p.truth->roundIndex() == round && playing) ++played;
    }
    return p;
}

// How far `deal` is from the truth in the other seats' suit lengths: the
// number of cards by which every such hand's count of every suit differs.
int suitLengthsOff(const GameState& deal, const GameState& truth, int seat) {
    const auto& d = dynamic_cast<const jabberwocky::JabberwockyState&>(deal);
    const auto& t = dynamic_cast<const jabberwocky::JabberwockyState&>(truth);
    int off = 0;
    for (int s = 0; s < t.players(); ++s) {
        if (s == seat) continue;
        for (int suit = 0; suit < 4; ++suit) {
            const auto inSuit = [&](const jabberwocky::JabberwockyState& g) {
                return std::popcount(g.handMask(s) & jabberwocky::JabberwockyState::suitMask(suit));
            };
            off += std::abs(inSuit(d) - inSuit(t));
        }
    }
    return off;
}

}  // namespace

// Rounds that ended showed every hand: the seats that play as the policy
// are known to, the one that does not is known not to.
void TstPlayReading::tellsThePolicysPlayersFromOthers() {
    HighestCardPolicy policy;
    Rng rng(3);
    const Position p = midRound(4, 6, 5, true);
    const InfoSet info = p.infoSet(rng);
    const std::vector<double> asPolicy =
        playsAsPolicy(policy, info.sample(), info.history(), kAllRounds);
    QCOMPARE(asPolicy.size(), std::size_t(4));
    for (int s = 0; s < 3; ++s) QVERIFY2(asPolicy[s] > 0.99, std::to_string(asPolicy[s]).c_str());
    QVERIFY2(asPolicy[3] < 0.01, std::to_string(asPolicy[3]).c_str());
    // One round read: fewer moves, so less sure.
    const std::vector<double> lastRound = playsAsPolicy(policy, info.sample(), info.history(), 1);
    QVERIFY(lastRound[0] < asPolicy[0] && lastRound[0] > 0.5);
    // Before any round has ended nothing is known: even odds.
    const Position first = midRound(4, 0, 5);
    const InfoSet firstInfo = first.infoSet(rng);
    for (double a : playsAsPolicy(policy, firstInfo.sample(), firstInfo.history(), kAllRounds))
        QCOMPARE(a, 0.5);
}

// With every seat played by the policy, the true deal explains every move;
// most deals drawn from the information set do not.
void TstPlayReading::theTruthExplainsThePlayAndMostDealsDoNot() {
    HighestCardPolicy policy;
    Rng rng(5);
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        const Position p = midRound(seed, 3, 10);
        QVERIFY(p.truth && !p.truth->isTerminal());
        const InfoSet info = p.infoSet(rng);
        const auto asPolicy = playsAsPolicy(policy, info.sample(), info.history(), kAllRounds);
        QCOMPARE(explainsPlay(*p.truth, info.history(), p.seat(), policy, asPolicy), 1.0);
        double sum = 0;
        for (int i = 0; i < 200; ++i) {
            const double worth =
                explainsPlay(*info.redeal(rng), info.history(), p.seat(), policy, asPolicy);
            QVERIFY(worth >= 0 && worth <= 1);
            sum += worth;
        }
        QVERIFY2(sum / 200 < 0.5, std::to_string(sum / 200).c_str());
    }
}

// A seat known not to play as the policy is not read: every deal is worth
// the same.
void TstPlayReading::playersUnlikeThePolicyAreNotRead() {
    HighestCardPolicy policy;
    Rng rng(7);
    const Position p = midRound(2, 3, 10);
    const InfoSet info = p.infoSet(rng);
    const std::vector<double> nobodyPlaysAsPolicy(4, 0.0);
    for (int i = 0; i < 100; ++i)
        QCOMPARE(
            explainsPlay(*info.redeal(rng), info.history(), p.seat(), policy, nobodyPlaysAsPolicy),
            1.0);
}

// Deals picked by worth give the other seats suit lengths nearer the truth
// than the same deals taken alike (the policy's moves show which suits a hand
// lacks, not which of many low cards it holds).
void TstPlayReading::pickedDealsLookMoreLikeTheTruth() {
    HighestCardPolicy policy;
    Rng rng(11);
    double alike = 0, picked = 0;  // summed over the positions
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        const Position p = midRound(seed, 3, 10);
        const InfoSet info = p.infoSet(rng);
        const auto asPolicy = playsAsPolicy(policy, info.sample(), info.history(), kAllRounds);
        WeightedDeals deals;
        for (int i = 0; i < 400; ++i) {
            auto deal = info.redeal(rng);
            alike += suitLengthsOff(*deal, *p.truth, p.seat()) / 400.0;
            const double worth = explainsPlay(*deal, info.history(), p.seat(), policy, asPolicy);
            deals.add(std::move(deal), worth);
        }
        for (int i = 0; i < 2000; ++i)
            picked += suitLengthsOff(deals.deal(deals.pick(rng)), *p.truth, p.seat()) / 2000.0;
        QVERIFY(deals.effectiveSize() < 400);
    }
    // About 55 against 45 in five positions; picking alike gives the same sums.
    QVERIFY2(picked < alike - 5, (std::to_string(picked) + " vs " + std::to_string(alike)).c_str());
}

// A search that reads play samples its deals first and plays those that
// explain the play far more often than they come up; without reading it
// samples none.
void TstPlayReading::searchDrawsItsDealsByThePlayTheyExplain() {
    HighestCardPolicy policy;
    Rng rng(17);
    const Position p = midRound(2, 3, 10);
    const InfoSet info = p.infoSet(rng);
    const auto asPolicy = playsAsPolicy(policy, info.sample(), info.history(), kAllRounds);
    int fitting = 0;
    for (int i = 0; i < 400; ++i)
        if (explainsPlay(*info.redeal(rng), info.history(), p.seat(), policy, asPolicy) == 1.0)
            ++fitting;
    const double fittingShare = fitting / 400.0;

    const auto search = [&](int readPlayDeals) {
        SearchSettings s;
        s.budget = {600, std::chrono::milliseconds(0)};
        s.policyShare = 1.0;
        s.opponentsByPolicy = true;
        s.readPlayDeals = readPlayDeals;
        s.rolloutPolicy = [](std::uint64_t) { return std::make_unique<HighestCardPolicy>(); };
        return SearchBot(3, s).search(info, {}, {});
    };
    const SearchOutcome reading = search(300);
    QCOMPARE(reading.readDeals, 300);
    const double searchedShare = static_cast<double>(reading.dealsFittingPlay) / reading.iterations;
    QVERIFY2(searchedShare > 2 * fittingShare && searchedShare > fittingShare + 0.2,
             (std::to_string(searchedShare) + " vs " + std::to_string(fittingShare)).c_str());

    const SearchOutcome blind = search(0);
    QCOMPARE(blind.readDeals, 0);
    QCOMPARE(blind.dealsFittingPlay, 0);
}

// Reading more deals than the time allows stops at half the time, and the
// search still makes every iteration its budget names.
void TstPlayReading::readingLeavesTheSearchHalfItsTime() {
    Rng rng(19);
    const Position p = midRound(3, 3, 10);
    const InfoSet info = p.infoSet(rng);
    SearchSettings s;
    s.policyShare = 1.0;
    s.opponentsByPolicy = true;
    s.readPlayDeals = 1 << 30;
    s.rolloutPolicy = [](std::uint64_t) { return std::make_unique<HighestCardPolicy>(); };
    const SearchOutcome out =
        SearchBot(3, s).search(info, {}, {200, std::chrono::milliseconds(1000)});
    QVERIFY(out.readDeals > 0 && out.readDeals < (1 << 30));
    QCOMPARE(out.iterations, 200);
}

QTEST_GUILESS_MAIN(TstPlayReading)
#include "tst_play_reading.moc"
