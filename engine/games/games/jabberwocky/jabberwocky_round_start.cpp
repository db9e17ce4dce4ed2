// Rounds rebuilt from their public play, for search bots that read what the
// other seats' bids and cards say about their hands.
#include <algorithm>
#include <array>
#include <bit>
#include <optional>

#include "jabberwocky.h"

namespace felt::jabberwocky {

namespace {

// One round's stretch of the seen events: from just after its turned trump
// card (the first round's deal is not recorded: from the start) to its end.
struct RoundEvents {
    std::size_t from = 0;
    std::size_t to = 0;      // one past the last event
    CardId trump = kNoCard;  // unknown for the first round
    bool ended = false;
};

// The round `roundsBack` rounds before the last one in `seen`, found from the
// end, so that a search reading every sampled deal does not walk the whole
// game's events each time. Empty when `seen` holds fewer rounds.
std::optional<RoundEvents> roundIn(const EventList& seen, int roundsBack) {
    std::size_t i = seen.size();
    // Every later round began just after its trump card was turned.
    for (int skipped = 0; skipped < roundsBack; ++skipped) {
        while (i > 0 && seen[i - 1].kind != EventKind::Trump) --i;
        if (i == 0) return std::nullopt;
        --i;
    }
    RoundEvents round;
    round.to = i;
    for (; i > 0 && seen[i - 1].kind != EventKind::Trump; --i) {
        if (seen[i - 1].kind == EventKind::RoundEnd && !round.ended) {
            round.ended = true;
            round.to = i;
        }
    }
    round.from = i;
    if (i > 0) round.trump = seen[i - 1].card;
    return round;
}

}  // namespace

std::unique_ptr<GameState> JabberwockyState::roundStart(const EventList& seen, int roundsBack,
                                                        std::vector<Action>& since) const {
    since.clear();
    const int index = round_ - roundsBack;
    if (phase_ == Phase::Over || roundsBack < 0 || index < 0) return nullptr;
    const auto found = roundIn(seen, roundsBack);
    // Only the first round starts with the events: any other follows a trump card.
    if (!found || (found->from == 0) != (index == 0)) return nullptr;
    const RoundEvents& round = *found;
    const bool current = roundsBack == 0;
    if (current == round.ended || (!current && round.trump == kNoCard)) return nullptr;

    const int n = players();
    std::array<std::uint64_t, kMaxPlayers> playedBy{};
    std::array<int, kMaxPlayers> penalties{};
    int bids = 0;
    int firstBidder = -1;
    for (std::size_t i = round.from; i < round.to; ++i) {
        const Event& e = seen[i];
        if (e.kind == EventKind::Bid) {
            if (firstBidder < 0) firstBidder = e.seat;
            since.push_back(Action{kBid, -1, static_cast<std::int16_t>(e.value), 0, {}});
            ++bids;
        } else if (e.kind == EventKind::Move && e.toZone == kTrickZone) {
            const int seat = e.fromZone - kFirstHandZone;
            if (seat < 0 || seat >= n || e.card == kNoCard) return nullptr;
            playedBy[seat] |= std::uint64_t{1} << e.card;
            since.push_back(Action{kPlay, -1, -1, 0, CardSet::single(e.card)});
        } else if (e.kind == EventKind::Penalty && e.seat >= 0 && e.seat < n) {
            penalties[e.seat] += e.value;
        }
    }
    auto start = std::make_unique<JabberwockyState>(*this);
    // An ended round showed every hand whole; the current one adds this
    // state's cards in hand to what each seat has played.
    std::uint64_t played = 0;
    for (int s = 0; s < n; ++s) {
        played |= playedBy[s];
        start->hands_[s] = playedBy[s] | (current ? hands_[s] : 0);
        start->scores_[s] += current ? penalties[s] : 0;
    }
    if (current) {
        int bidsMade = 0;
        for (int s = 0; s < n; ++s) bidsMade += bids_[s] >= 0 ? 1 : 0;
        if (played != played_ || bids != bidsMade) {
            since.clear();
            return nullptr;
        }
    } else {
        const bool whole =
            std::all_of(start->hands_.begin(), start->hands_.begin() + n,
                        [&](std::uint64_t h) { return std::popcount(h) == cardsInRound(index); });
        if (!whole || bids != n || firstBidder < 0) {
            since.clear();
            return nullptr;
        }
        start->round_ = index;
        start->dealer_ = (firstBidder + n - 1) % n;
        start->trumpCard_ = round.trump;
        start->trumpSuit_ = suitOf(round.trump);
        start->stock_.clear();
    }
    start->won_.fill(0);
    start->knowledge_.clear();
    start->bids_.fill(-1);
    start->tricks_.fill(0);
    start->played_ = 0;
    start->trickSize_ = 0;
    start->tricksPlayed_ = 0;
    start->trumpBroken_ = false;
    start->phase_ = Phase::Bidding;
    start->toAct_ = (start->dealer_ + 1) % n;
    start->leader_ = start->toAct_;
    return start;
}

}  // namespace felt::jabberwocky
