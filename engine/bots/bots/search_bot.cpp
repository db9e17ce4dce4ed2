#include "search_bot.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "bots/position_record.h"
#include "bots/search_reason.h"

namespace felt {

namespace {

using Clock = std::chrono::steady_clock;

constexpr double kDiscountPerMove = 0.998;

// Standard errors of their difference within which two moves' means count as
// alike (see SearchSettings::tieBreaker).
// One standard error: two (Blackjack's Strong, 400 four-player games against
// Casual) cut its win share from 0.41 to 0.30, deferring to the heuristic where
// the search's own figures were better; one left it at 0.40 (MadJack's Strong
// 0.78 either way). See docs/bots.md.
constexpr double kAlikeWithin = 1.0;

// log(n) for the UCB term; a table for the counts a search reaches (the log
// was 5% of a Jabberwocky iteration).
double logOf(int n) {
    static const auto table = [] {
        std::vector<double> t(1 << 16);
        for (std::size_t i = 1; i < t.size(); ++i) t[i] = std::log(static_cast<double>(i));
        return t;
    }();
    return n < static_cast<int>(table.size()) ? table[static_cast<std::size_t>(n)] : std::log(n);
}

// A win sooner counts a little more than the same win later; a loss counts
// nothing however late it comes. (Pulling every reward towards 0.5 instead made
// a later loss worth more than an early one, and Blackjack's Expert picked up 21
// cards rather than cancel them with its Ace, putting its loss off.)
void discount(std::vector<double>& rewards, int plies) {
    const double keep = std::pow(kDiscountPerMove, plies);
    for (double& r : rewards) r *= keep;
}

}  // namespace

SearchBot::SearchBot(std::uint64_t seed, SearchSettings settings)
    : rng_(seed, 0x5eed5eedULL), settings_(std::move(settings)) {
    if (settings_.rolloutPolicy) policy_ = settings_.rolloutPolicy(rng_.next64());
    // Paired playouts are played by the policy alone (or, without one, at random).
    if (settings_.pairedPlayouts) settings_.policyShare = policy_ ? 1.0 : 0.0;
}

Action SearchBot::decide(const InfoSet& info, std::stop_token stop, const ThinkBudget& budget) {
    return search(info, std::move(stop), budget).best;
}

Action SearchBot::choose(const GameState& game, int seat) {
    const InfoSet info = InfoSet::observe(game, seat, rng_);
    return decide(info);
}

SearchOutcome SearchBot::search(const InfoSet& info, std::stop_token stop,
                                const ThinkBudget& given) {
    SearchOutcome out;
    const auto& legal = info.legalActions();
    if (legal.size() == 1) {
        out.best = legal.front();
        out.choices.push_back({legal.front(), 0, 0});
        reason_ = say(QT_TRANSLATE_NOOP("engine", "It is the only legal move."));
        return out;
    }
    horizon_ = settings_.playoutHorizon > 0 &&
                       info.sample().players() >= settings_.horizonMinPlayers &&
                       info.sample().winChances(rewards_)
                   ? settings_.playoutHorizon
                   : 0;
    ThinkBudget budget = given.unlimited() ? settings_.budget : given;
    if (given.unlimited() && horizon_ > 0 && settings_.horizonIterations > 0)
        budget.iterations = settings_.horizonIterations;
    const auto deadline =
        budget.time.count() > 0 ? Clock::now() + budget.time : Clock::time_point::max();

    nodes_.clear();
    nodes_.push_back(Node{});
    seat_ = info.seat();
    const int rootRound = info.sample().roundIndex();
    rootScores_ = info.sample().result().scores;
    int iterations = 0;
    int deals = 0;
    // Reading play may take half the time at most: the rest is the search's
    // (with 16,000 deals to read, Expert ran out of time before searching).
    const auto readDeadline =
        budget.time.count() > 0 ? Clock::now() + budget.time / 2 : Clock::time_point::max();
    readPlay(info, stop, readDeadline);
    out.readDeals = readDeals_.size();
    while (true) {
        if (budget.iterations > 0 && iterations >= budget.iterations) break;
        if (stop.stop_requested()) break;
        if (budget.time.count() > 0 && Clock::now() >= deadline) break;
        std::unique_ptr<GameState> deal;
        if (readDeals_.empty()) {
            deal = info.redeal(rng_);
        } else {
            const int i = readDeals_.pick(rng_);
            deal = readDeals_.deal(i).clone();
            if (readDeals_.worth(i) == 1.0) ++out.dealsFittingPlay;
        }
        ++deals;
        if (settings_.pairedPlayouts) {
            iterations += comparePaired(*deal, rootRound);
        } else {
            iterate(*deal, rootRound);
            ++iterations;
        }
    }

    out.iterations = iterations;
    out.treeNodes = static_cast<int>(nodes_.size());
    for (int c : nodes_[0].children) {
        const Node& n = nodes_[c];
        const double mean = n.visits ? n.reward / n.visits : 0;
        const double variance =
            n.visits > 1 ? std::max(0.0, n.rewardSquares / n.visits - mean * mean) : 0.25;
        out.choices.push_back(
            {n.action, n.visits, mean, std::sqrt(variance / std::max(1, n.visits))});
    }
    // A tree's most visited move is its best; paired playouts visit every move
    // equally and rank them by their mean, and where the playouts cannot tell
    // moves apart (say every one was cut off unfinished) the policy's own move
    // goes first: picking the first legal move instead stalled whole games.
    Action usual;
    if (settings_.pairedPlayouts && settings_.rolloutPolicy)
        usual = settings_.rolloutPolicy(rng_.next64())->choose(info.sample(), info.seat());
    std::stable_sort(out.choices.begin(), out.choices.end(), [&](const auto& a, const auto& b) {
        if (!settings_.pairedPlayouts) return a.visits > b.visits;
        if (a.meanReward != b.meanReward) return a.meanReward > b.meanReward;
        return a.action == usual && !(b.action == usual);
    });
    if (!settings_.pairedPlayouts) preferUsualAmongEquals(info, out.choices);
    const bool leavesLoop = leaveRepeatedPosition(info, out.choices);
    // Stopped before any iteration (cancelled at once): any legal move will do.
    out.best = out.choices.empty() ? legal.front() : out.choices.front().action;

    if (leavesLoop)
        reason_ = say(QT_TRANSLATE_NOOP("engine",
                                        "Play keeps coming back to this position; this move "
                                        "leads to one not seen before."));
    else
        reason_ = searchReason(out.choices, deals);
    return out;
}

void SearchBot::preferUsualAmongEquals(const InfoSet& info,
                                       std::vector<SearchOutcome::Choice>& choices) {
    if (!settings_.tieBreaker || choices.size() < 2 || choices.front().visits == 0) return;
    const Action usual = settings_.tieBreaker(rng_.next64())->choose(info.sample(), info.seat());
    const auto& best = choices.front();
    const auto alike = [&](const SearchOutcome::Choice& c) {
        // Within kAlikeWithin standard errors of the difference: the
        // playouts cannot tell these two apart.
        const double noise = kAlikeWithin * std::hypot(best.standardError, c.standardError);
        return c.visits > 0 && best.meanReward - c.meanReward <= noise;
    };
    const auto it = std::find_if(choices.begin() + 1, choices.end(),
                                 [&](const auto& c) { return c.action == usual; });
    if (it != choices.end() && alike(*it)) std::rotate(choices.begin(), it, it + 1);
}

void SearchBot::readPlay(const InfoSet& info, const std::stop_token& stop,
                         Clock::time_point deadline) {
    readDeals_.clear();
    if (settings_.readPlayDeals <= 0 || !settings_.opponentsByPolicy || !policy_ ||
        info.history().empty())
        return;
    // Every round that ended, read once for the whole search.
    constexpr int kAllRounds = 1 << 16;
    const std::vector<double> asPolicy =
        playsAsPolicy(*policy_, info.sample(), info.history(), kAllRounds);
    for (int i = 0; i < settings_.readPlayDeals; ++i) {
        // A thousand deals take a few milliseconds: check the clock now and then.
        if (i % 64 == 0 && (stop.stop_requested() || Clock::now() >= deadline)) break;
        auto deal = info.redeal(rng_);
        const double worth = explainsPlay(*deal, info.history(), seat_, *policy_, asPolicy);
        readDeals_.add(std::move(deal), worth);
    }
}

bool SearchBot::leaveRepeatedPosition(const InfoSet& info,
                                      std::vector<SearchOutcome::Choice>& choices) const {
    // Twice in the same position may be chance; the third time the players
    // are going round in circles, and the seat's best move keeps them there.
    constexpr int kRepeatsToBreak = 2;
    // A way out may cost the seat a little of its score, not a lot: giving
    // up the game also leads somewhere new. The longer play goes round, the
    // more it may cost, so that every circle ends.
    constexpr double kWayOutCostPerRepeat = 0.05;
    if (choices.size() < 2) return false;
    const PositionRecord record(info.history());
    if (record.repeats() < kRepeatsToBreak) return false;
    const double cost = kWayOutCostPerRepeat * (record.repeats() - kRepeatsToBreak + 1);
    EventList events;
    for (std::size_t i = 0; i < choices.size(); ++i) {
        if (choices[i].meanReward < choices.front().meanReward - cost) continue;
        const auto next = info.sample().clone();
        events.clear();
        next->applyLegal(choices[i].action, &events);
        if (!record.leadsSomewhereNew(events)) continue;
        if (i == 0) return false;  // its best move leaves the circle already
        std::rotate(choices.begin(), choices.begin() + static_cast<std::ptrdiff_t>(i),
                    choices.begin() + static_cast<std::ptrdiff_t>(i) + 1);
        return true;
    }
    return false;  // no way out cheap enough yet: keep the best
}

void SearchBot::iterate(GameState& deal, int rootRound) {
    int node = 0;
    int plies = 0;
    const auto inHorizon = [&] {
        return !deal.isTerminal() && !(settings_.stopAtRoundEnd && deal.roundIndex() != rootRound);
    };
    while (inHorizon() && (settings_.treeDepth <= 0 || plies < settings_.treeDepth)) {
        if (policyMoves(deal)) {
            // The tree follows the opponent's move; a new node ends the descent.
            const Action action = policy_->choose(deal, deal.toAct());
            const std::size_t nodesBefore = nodes_.size();
            node = childFor(node, action, deal.toAct());
            deal.applyLegal(action);
            ++plies;
            if (nodes_.size() > nodesBefore) break;
            continue;
        }
        deal.legalActions(legal_);
        // Children whose action is legal in this deal are available; the rest
        // of the legal actions are untried.
        untried_.clear();
        int best = -1;
        double bestScore = -1;
        for (int i = 0; i < static_cast<int>(legal_.size()); ++i) {
            int child = -1;
            for (int c : nodes_[node].children)
                if (nodes_[c].action == legal_[i]) {
                    child = c;
                    break;
                }
            if (child < 0) {
                untried_.push_back(i);
                continue;
            }
            Node& n = nodes_[child];
            ++n.available;
            const double score = n.reward / n.visits +
                                 settings_.exploration * std::sqrt(logOf(n.available) / n.visits);
            if (score > bestScore) {
                bestScore = score;
                best = child;
            }
        }
        if (!untried_.empty()) {
            const Action action =
                legal_[untried_[rng_.below(static_cast<std::uint32_t>(untried_.size()))]];
            node = addChild(node, action, deal.toAct());
            deal.applyLegal(action);
            ++plies;
            break;
        }
        deal.applyLegal(nodes_[best].action);
        node = best;
        ++plies;
    }
    plies += playout(deal, rootRound);
    judge(deal, rootRound, plies);
    for (; node > 0; node = nodes_[node].parent) {
        Node& n = nodes_[node];
        const double r = rewards_[static_cast<std::size_t>(n.actor)];
        ++n.visits;
        n.reward += r;
        n.rewardSquares += r * r;
    }
    ++nodes_[0].visits;
}

int SearchBot::childFor(int node, const Action& action, int actor) {
    for (int c : nodes_[static_cast<std::size_t>(node)].children)
        if (nodes_[static_cast<std::size_t>(c)].action == action) {
            ++nodes_[static_cast<std::size_t>(c)].available;
            return c;
        }
    return addChild(node, action, actor);
}

int SearchBot::addChild(int node, const Action& action, int actor) {
    Node child;
    child.action = action;
    child.parent = node;
    child.actor = actor;
    child.available = 1;
    const int id = static_cast<int>(nodes_.size());
    nodes_.push_back(std::move(child));
    nodes_[static_cast<std::size_t>(node)].children.push_back(id);
    return id;
}

int SearchBot::comparePaired(const GameState& deal, int rootRound) {
    deal.legalActions(legal_);
    const std::vector<Action> moves = legal_;  // the seat's own moves: the same in every deal
    const std::uint64_t seed = rng_.next64();
    for (const Action& move : moves) {
        const int child = childFor(0, move, deal.toAct());
        const auto copy = deal.clone();
        copy->applyLegal(move);
        if (settings_.rolloutPolicy) policy_ = settings_.rolloutPolicy(seed);
        judge(*copy, rootRound, 1 + playout(*copy, rootRound));
        Node& n = nodes_[static_cast<std::size_t>(child)];
        ++n.visits;
        n.reward += rewards_[static_cast<std::size_t>(n.actor)];
    }
    nodes_[0].visits += static_cast<int>(moves.size());
    return static_cast<int>(moves.size());
}

void SearchBot::judge(const GameState& deal, int rootRound, int plies) {
    // With a horizon every playout is judged by the chances to win (who won,
    // if the game ended sooner); all are about as short, so no discount.
    if (horizon_ > 0 && deal.winChances(rewards_)) return;
    const bool finished =
        deal.isTerminal() || (settings_.stopAtRoundEnd && deal.roundIndex() != rootRound);
    if (!finished) {
        // Cut off unfinished: a game that stalls is worth nothing to anyone.
        // Judged by the scores so far it was worth more than a likely loss,
        // and searches that saw themselves behind played for endless games.
        rewards_.assign(static_cast<std::size_t>(deal.players()), 0.0);
        return;
    }
    reward(deal, rewards_);
    // A win reached sooner counts a little more (see discount).
    discount(rewards_, plies);
}

int SearchBot::playout(GameState& deal, int rootRound) {
    const int limit =
        horizon_ > 0 ? std::min(horizon_, settings_.maxPlayoutMoves) : settings_.maxPlayoutMoves;
    int moves = 0;
    for (; moves < limit; ++moves) {
        if (deal.isTerminal()) break;
        if (settings_.stopAtRoundEnd && deal.roundIndex() != rootRound) break;
        if (policyMoves(deal)) {
            deal.applyLegal(policy_->choose(deal, deal.toAct()));
            continue;
        }
        if (policy_ && settings_.policyShare > 0 &&
            (settings_.policyShare >= 1 || rng_.below(1000) < settings_.policyShare * 1000)) {
            deal.applyLegal(policy_->choose(deal, deal.toAct()));
            continue;
        }
        deal.legalActions(legal_);
        deal.applyLegal(legal_[rng_.below(static_cast<std::uint32_t>(legal_.size()))]);
    }
    return moves;
}

// A seat's reward in 0..1. At the end of the game: half for winning (shared
// wins split), the rest for how many opponents it is ahead of and by how much
// it leads or trails the best of them. At the end of a round (the playout
// horizon) only that round counts: the share of opponents whose score grew
// less than the seat's since the search began (ties count half), a signal
// that stays sharp whether the seat leads the game by far or trails.
void SearchBot::reward(const GameState& deal, std::vector<double>& out) const {
    const Result r = deal.result();
    const int n = deal.players();
    out.assign(static_cast<std::size_t>(n), 0.0);
    const bool over = deal.isTerminal();
    const double winShare = r.winners.empty() ? 0 : 1.0 / static_cast<double>(r.winners.size());
    for (int s = 0; s < n; ++s) {
        const auto gain = [&](int seat) {
            const auto i = static_cast<std::size_t>(seat);
            return r.scores[i] - (over || i >= rootScores_.size() ? 0 : rootScores_[i]);
        };
        double ahead = 0;
        int bestOther = -1 << 30;
        for (int o = 0; o < n; ++o) {
            if (o == s) continue;
            if (gain(o) < gain(s)) ahead += 1;
            if (gain(o) == gain(s)) ahead += 0.5;
            bestOther = std::max(bestOther, r.scores[static_cast<std::size_t>(o)]);
        }
        ahead /= std::max(1, n - 1);
        // The standing in the whole game by the scores so far (or final).
        double rank = 0;
        for (int o = 0; o < n; ++o) {
            if (o == s) continue;
            if (r.scores[static_cast<std::size_t>(o)] < r.scores[static_cast<std::size_t>(s)])
                rank += 1;
            if (r.scores[static_cast<std::size_t>(o)] == r.scores[static_cast<std::size_t>(s)])
                rank += 0.5;
        }
        rank /= std::max(1, n - 1);
        const bool won = std::find(r.winners.begin(), r.winners.end(), s) != r.winners.end();
        const double margin =
            1.0 / (1.0 + std::exp(-(r.scores[static_cast<std::size_t>(s)] - bestOther) / 10.0));
        const double standing = 0.5 * (won ? winShare : 0) + 0.3 * rank + 0.2 * margin;
        out[static_cast<std::size_t>(s)] = over ? standing : 0.6 * ahead + 0.4 * standing;
    }
}

}  // namespace felt
