// The current round rebuilt from its public play, for search bots that read
// what the other seats' bids and cards say about their hands.
#include "jabberwocky.h"

namespace felt::jabberwocky {

std::unique_ptr<GameState> JabberwockyState::roundStart(const EventList& seen,
                                                        std::vector<Action>& since) const {
    since.clear();
    if (phase_ == Phase::Over) return nullptr;
    // The round's own events follow its turned trump card; the first round's
    // deal is not recorded, so its play starts the list.
    std::size_t from = 0;
    for (std::size_t i = seen.size(); i-- > 0;)
        if (seen[i].kind == EventKind::Trump) {
            from = i + 1;
            break;
        }
    const int n = players();
    std::array<std::uint64_t, kMaxPlayers> playedBy{};
    std::array<int, kMaxPlayers> penalties{};
    int bids = 0;
    for (std::size_t i = from; i < seen.size(); ++i) {
        const Event& e = seen[i];
        if (e.kind == EventKind::Bid) {
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
    // Events of another round or another game: nothing to rebuild from.
    std::uint64_t played = 0;
    int bidsMade = 0;
    for (int s = 0; s < n; ++s) {
        played |= playedBy[s];
        if (bids_[s] >= 0) ++bidsMade;
    }
    if (played != played_ || bids != bidsMade) {
        since.clear();
        return nullptr;
    }

    auto start = std::make_unique<JabberwockyState>(*this);
    for (int s = 0; s < n; ++s) {
        start->hands_[s] |= playedBy[s];
        start->scores_[s] += penalties[s];
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
    start->toAct_ = (dealer_ + 1) % n;
    start->leader_ = start->toAct_;
    return start;
}

}  // namespace felt::jabberwocky
