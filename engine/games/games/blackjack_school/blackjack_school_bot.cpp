#include "blackjack_school_bot.h"

#include <algorithm>
#include <array>
#include <bit>

#include "bots/own_state.h"
#include "games/blackjack_school/blackjack_school.h"

namespace felt::blackjack_school {

namespace {

constexpr int kNodeBudget = 3000;

// Weights of the end-of-turn score, in "cards in hand" units of 10.
constexpr double kPerCardLeft = 10.0;
constexpr double kPenaltyCard = 60.0;    // extra for a pick-up caused by an unclean ending
constexpr double kAceKept = 12.0;        // an Ace in hand is worth more than shedding it
constexpr double kPickupPassed = 4.0;    // per card the next player must pick up
constexpr double kPickupVsLeader = 8.0;  // ... when that player is close to going out
constexpr double kOnlyPowerLeft = 15.0;  // a hand of power cards alone cannot go out
constexpr double kWin = 1e6;

std::uint64_t bit(CardId c) {
    return std::uint64_t{1} << c;
}

int countSuit(std::uint64_t hand, int suit) {
    return std::popcount(hand & (std::uint64_t{0x1FFF} << (13 * suit)));
}

// Every power card of the deck, as a hand mask.
std::uint64_t powerCards() {
    static const std::uint64_t mask = [] {
        std::uint64_t m = 0;
        for (int c = 0; c < kCards; ++c)
            if (isPowerCard(static_cast<CardId>(c))) m |= bit(static_cast<CardId>(c));
        return m;
    }();
    return mask;
}

int countAces(std::uint64_t hand) {
    int n = 0;
    for (int s = 0; s < kSuits; ++s) n += (hand >> (13 * s + 12)) & 1u;
    return n;
}

}  // namespace

Action HeuristicBot::choose(const GameState& game, int seat) {
    const auto* state = ownState<BlackjackSchoolState>(game);
    if (!state) {
        std::vector<Action> legal;
        game.legalActions(legal);
        return legal.front();
    }
    game_ = state;
    seat_ = seat;
    nodes_ = 0;
    Plan best;
    search(state->turn(), state->handMask(seat), Action{}, best);
    if (best.first.kind == 0) {
        // The node budget ran out before any way of ending was scored.
        std::vector<Action> legal;
        game.legalActions(legal);
        return legal.front();
    }
    return best.first;
}

// Scores the position after this turn ends; `pickedUp` means the turn was
// (or ends with) a plain pick-up at its start.
double HeuristicBot::scoreEnd(const Turn& turn, std::uint64_t hand, bool pickedUp) const {
    const int players = game_->players();
    if (pickedUp) {
        const int count = turn.facing > 0 ? turn.facing : 1;
        return -kPerCardLeft * (std::popcount(hand) + count) - kPenaltyCard +
               kAceKept * countAces(hand);
    }
    const bool empty = hand == 0;
    const int cost = endCost(turn, empty);
    if (empty && cost == 0) return kWin;
    double score = -kPerCardLeft * (std::popcount(hand) + cost) - kPenaltyCard * cost;
    score += kAceKept * countAces(hand);
    const int pass = pickupForNext(turn);
    const int next = nextSeat(turn, seat_, players);
    if (pass > 0) {
        if (next == seat_)
            score -= kPerCardLeft * pass;
        else
            score += pass * (game_->handSize(next) <= 3 ? kPickupVsLeader : kPickupPassed);
    }
    if (hand != 0 && (hand & ~powerCards()) == 0) score -= kOnlyPowerLeft;
    // Name the suit we hold most of, so the turn after next is easier.
    if (rankOf(turn.top) == kAce && turn.namedSuit >= 0) score += countSuit(hand, turn.namedSuit);
    return score;
}

void HeuristicBot::search(const Turn& turn, std::uint64_t hand, const Action& first, Plan& best) {
    ++nodes_;
    const bool root = turn.played == game_->turn().played;
    const auto consider = [&](double score, const Action& a) {
        if (score > best.score) {
            best.score = score;
            best.first = a;
        }
    };
    if (turn.played == 0) consider(scoreEnd(turn, hand, true), Action{kPickup, -1, -1, 0, {}});
    if (mayEnd(turn, hand == 0))
        consider(scoreEnd(turn, hand, false), root ? Action{kEnd, -1, -1, 0, {}} : first);
    if (best.score >= kWin) return;

    // Try same-rank continuations first (long chains), Aces last (kept for
    // defence), each group in card order: filled group by group rather than
    // sorted, as this runs at every node of every plan.
    const auto priority = [&turn](CardId c) {
        if (rankOf(c) == kAce) return 3;
        if (turn.top != kNoCard && rankOf(c) == rankOf(turn.top)) return 0;
        return isPowerCard(c) ? 2 : 1;
    };
    std::array<std::array<CardId, kCards>, 4> groups;
    std::array<int, 4> sizes{};
    for (CardId c : CardSet::fromBits(hand)) {
        if (!rolesFor(turn, c)) continue;
        const auto p = static_cast<std::size_t>(priority(c));
        groups[p][static_cast<std::size_t>(sizes[p]++)] = c;
    }
    std::array<CardId, kCards> order;
    int count = 0;
    for (std::size_t p = 0; p < groups.size(); ++p)
        for (int i = 0; i < sizes[p]; ++i)
            order[static_cast<std::size_t>(count++)] = groups[p][static_cast<std::size_t>(i)];

    for (int i = 0; i < count && nodes_ < kNodeBudget; ++i) {
        const CardId c = order[i];
        const std::uint64_t rest = hand & ~bit(c);
        if (rankOf(c) == kAce) {
            for (int suit = 0; suit < kSuits && nodes_ < kNodeBudget; ++suit) {
                // Only suits we hold are worth naming (or the Ace's own on an empty hand).
                if (countSuit(rest, suit) == 0 && !(rest == 0 && suit == suitOf(c))) continue;
                Turn next = turn;
                playCard(next, c, suit);
                const Action a{kPlay, static_cast<std::int8_t>(suit), -1, 0, CardSet::single(c)};
                search(next, rest, root ? a : first, best);
            }
        } else {
            Turn next = turn;
            playCard(next, c, -1);
            const Action a{kPlay, -1, -1, 0, CardSet::single(c)};
            search(next, rest, root ? a : first, best);
        }
    }
}

}  // namespace felt::blackjack_school
