// A search player for every game: single-observer Information-Set Monte Carlo
// Tree Search (Cowling, Powley & Whitehouse, 2012). Each iteration deals the
// unseen cards anew from the bot's information set, walks one shared tree of
// actions (a child counts as available only when its action is legal in this
// deal), adds one node, plays the deal on with a fast policy and credits every
// node with the result for the seat that chose it.
//
// It reads only the GameState interface. A game can help it in optional
// ways: GameState::roundIndex() lets playouts stop at the end of the current
// round (judged by the scores so far), GameState::winChances() after a few
// moves (judged by the game's estimate of who will win), and a rollout
// policy (usually the game's own heuristic bot) may replace random play in
// the playouts. With a good
// policy the tree can be cut to the root's moves (treeDepth 1), the moves can
// be compared on the same sampled deals (pairedPlayouts), and the other seats
// can be made to play as the policy would (opponentsByPolicy).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "bot.h"
#include "play_reading.h"

namespace felt {

struct SearchSettings {
    ThinkBudget budget{2000, std::chrono::milliseconds(0)};  // used when the caller gives none
    double exploration = 0.7;                                // UCB constant
    double policyShare = 0.0;    // share of playout decisions taken by the rollout policy
    bool stopAtRoundEnd = true;  // use GameState::roundIndex() as the playout horizon
    // A playout longer than this is cut and counts as lost for every seat
    // (random rummy hands can wander for thousands of moves without a round end).
    int maxPlayoutMoves = 4000;
    // Moves after which a playout stops and is judged by the game's estimate
    // of each seat's chance to win (GameState::winChances); 0: played out. A
    // playout that ends the game sooner counts its win. Where the game has no
    // estimate for the position searched, the playouts go on as without.
    // Rewards are then chances of winning, not the standing reward() gives.
    int playoutHorizon = 0;
    // The horizon applies only with at least this many players.
    int horizonMinPlayers = 0;
    // Where the horizon applies, the iterations of a budget the caller did not
    // give (0: the budget's own).
    int horizonIterations = 0;
    // Plies the tree may grow below the root; 0: no limit. With a good
    // rollout policy a shallow tree spends the budget on the choice at hand
    // instead of on guesses about opponents' later moves.
    int treeDepth = 0;
    // Instead of a tree: every sampled deal is played out once after each
    // legal move, all moves by the rollout policy with one seed, so the moves
    // are compared on the same cards and the same luck (flat Monte Carlo with
    // common random numbers). The budget then counts playouts. For games
    // where single moves matter little against the luck of the draw, so that
    // only paired comparisons can tell them apart. Needs a rollout policy.
    bool pairedPlayouts = false;
    // The other seats move as the rollout policy would with the cards the
    // sampled deal gave them, in the tree as in the playouts. A single-observer
    // tree otherwise picks an opponent's move from its figures over every
    // deal: one move for all the hands it might hold, as if it could not see
    // its own cards. Needs a rollout policy.
    bool opponentsByPolicy = false;
    // Reading the other seats' play (with opponentsByPolicy, in games that can
    // rebuild their rounds: GameState::roundStart): before the search this
    // many deals are sampled, each worth less for every move of another seat
    // this round that the policy would not have made with the cards the deal
    // gives it, if that seat played as the policy in the rounds that ended
    // (see play_reading.h), and the iterations draw their deals from these by
    // worth. 0: every iteration samples a fresh deal.
    int readPlayDeals = 0;
    // Makes the playout policy; null: random playouts only.
    std::function<std::unique_ptr<Bot>(std::uint64_t seed)> rolloutPolicy;
    // Makes the bot whose move goes first where the search's leading moves
    // score alike within the noise of their playouts (a tree search only);
    // null: the most visited move. A person plays the cheaper of two cards
    // that do the same this trick, and so does the game's heuristic bot,
    // while the playouts seldom see the later trick where it matters.
    std::function<std::unique_ptr<Bot>(std::uint64_t seed)> tieBreaker;
};

// What one search found, for hints and tests.
struct SearchOutcome {
    Action best;
    int iterations = 0;
    int treeNodes = 0;  // nodes the search grew, the root included
    struct Choice {
        Action action;
        int visits = 0;
        double meanReward = 0;     // for the searching seat, 0..1
        double standardError = 0;  // of meanReward, from its playouts' spread
    };
    std::vector<Choice> choices;  // every root action tried, most visited first
    // Reading play: the deals sampled for it, and the iterations whose deal
    // explained every move of the other seats this round.
    int readDeals = 0;
    int dealsFittingPlay = 0;
};

class SearchBot : public Bot {
public:
    SearchBot(std::uint64_t seed, SearchSettings settings);

    Action decide(const InfoSet& info, std::stop_token stop = {},
                  const ThinkBudget& budget = {}) override;
    // Without an information set (old callers): searches the given state as if
    // it were the seat's only knowledge. Prefer decide().
    Action choose(const GameState& game, int seat) override;
    Phrase reason() const override { return reason_; }

    SearchOutcome search(const InfoSet& info, std::stop_token stop, const ThinkBudget& budget);

private:
    struct Node {
        Action action;
        int parent = -1;
        int actor = -1;  // seat that chose `action`
        int visits = 0;
        int available = 0;
        double reward = 0;
        double rewardSquares = 0;  // sum of each reward squared, for the spread
        std::vector<int> children;
    };
    // When play keeps coming back to this position, moves the best choice
    // that leads somewhere new to the front, if it costs little (a little
    // more each time play comes back). Ruling G-4: two searching players can
    // otherwise wait for each other for good; see position_record.h.
    // Returns whether it changed the order.
    // Where moves score alike within their noise, puts the tie-breaker's move
    // first (see SearchSettings::tieBreaker).
    void preferUsualAmongEquals(const InfoSet& info, std::vector<SearchOutcome::Choice>& choices);
    bool leaveRepeatedPosition(const InfoSet& info,
                               std::vector<SearchOutcome::Choice>& choices) const;
    void iterate(GameState& deal, int rootRound);
    // The child of `node` for `action` (counted as available once more), added
    // if the tree has none yet.
    int childFor(int node, const Action& action, int actor);
    int addChild(int node, const Action& action, int actor);  // a new child, available once
    // Whether the policy, not the search, makes the move of the seat to act.
    bool policyMoves(const GameState& deal) const {
        return settings_.opponentsByPolicy && policy_ && deal.toAct() != seat_;
    }
    int playout(GameState& deal, int rootRound);  // returns the moves played
    // Fills rewards_ for the playout's end, `plies` moves below the root.
    void judge(const GameState& deal, int rootRound, int plies);
    // One sampled deal played out after every root move (pairedPlayouts);
    // returns the playouts made.
    int comparePaired(const GameState& deal, int rootRound);
    void reward(const GameState& deal, std::vector<double>& out) const;

    // Samples the deals that reading play draws from (readPlayDeals); stops
    // early when `stop` is requested or at `deadline`.
    void readPlay(const InfoSet& info, const std::stop_token& stop,
                  std::chrono::steady_clock::time_point deadline);

    Rng rng_;
    SearchSettings settings_;
    std::unique_ptr<Bot> policy_;
    std::vector<Node> nodes_;
    std::vector<Action> legal_;
    std::vector<int> untried_;
    std::vector<double> rewards_;
    WeightedDeals readDeals_;
    std::vector<int> rootScores_;  // scores when the search began (round rewards)
    int horizon_ = 0;              // playoutHorizon, where the game can judge the cut
    int seat_ = 0;                 // the searching seat
    Phrase reason_;
};

}  // namespace felt
