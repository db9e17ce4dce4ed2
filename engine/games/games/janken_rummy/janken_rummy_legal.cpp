// The legal actions of Janken Rummy, in a fixed order: draws; then melds,
// lay-offs, moves between melds (changing melds) and discards.
#include "games/janken_rummy/janken_rummy.h"
#include "games/janken_rummy/meld_search.h"

namespace felt::janken_rummy {

bool JankenRummyState::strands(CardSet used) const {
    if (!noDiscardTaken_ || taken_ == kNoCard) return false;
    return (hands_[turn_] - used) == CardSet::single(taken_);
}

// Lists actions into `out`; a friend so it can read the state's private parts.
class LegalActionBuilder : public MeldSink {
public:
    LegalActionBuilder(const JankenRummyState& state, std::vector<Action>& out)
        : s_(state), out_(out) {}

    void build() {
        if (s_.phase_ == Phase::Draw) {
            if (s_.canDrawStock()) out_.push_back(Action{kDrawStock, -1, -1, 0, {}});
            // The top discard is named in the action, so clicking it finds the draw.
            if (!s_.discard_.empty())
                out_.push_back(
                    Action{kDrawDiscard, -1, -1, 0, CardSet::single(s_.discard_.back())});
            return;
        }
        const CardSet hand = s_.hands_[s_.turn_];
        kind_ = kMeld;
        findMelds(MeldPool::of(hand), *this);
        layoffs(hand);
        if (s_.changingMelds_) moves(hand);
        for (CardId c : hand)
            if (!(s_.noDiscardTaken_ && c == s_.taken_))
                out_.push_back(Action{kDiscard, -1, -1, 0, CardSet::single(c)});
    }

    void found(const FoundMeld& meld) override {
        CardSet fromHand = meld.cards;
        if (kind_ == kMoveToNew) fromHand.erase(moved_);
        if (s_.strands(fromHand)) return;
        out_.push_back(Action{kind_, source_, -1, meld.jokerRanks, meld.cards});
    }

private:
    // The ranks a natural card needs to go onto `meld`: the set's rank, or the
    // values next to a run's ends. A cheap first test; fitOnMeld decides.
    static std::uint16_t ranksWanted(const Meld& meld) {
        if (meld.kind == MeldKind::Set) return static_cast<std::uint16_t>(1u << meld.ranks[0]);
        const int below = meld.ranks[0] - 1, above = meld.ranks[meld.size - 1] + 1;
        unsigned bits = 0;
        if (below >= 1) bits |= 1u << below;
        if (above <= kAceHigh) bits |= 1u << (above == kAceHigh ? 1 : above);
        return static_cast<std::uint16_t>(bits);
    }

    void layoffs(CardSet hand) {
        std::array<std::uint16_t, kMaxMelds> wanted{};
        for (int m = 0; m < s_.meldCount_; ++m) wanted[m] = ranksWanted(s_.melds_[m]);
        for (CardId c : hand) {
            if (s_.strands(CardSet::single(c))) continue;
            for (int m = 0; m < s_.meldCount_; ++m) {
                const Meld& meld = s_.melds_[m];
                if (!isJoker(c)) {
                    if (((wanted[m] >> rankOf(c)) & 1) != 0 && fitOnMeld(meld, naturalPiece(c)).ok)
                        push(kLayoff, -1, m, 0, c);
                    continue;
                }
                // A Joker fits where its rank is wanted: the set's rank or a run's ends.
                const int lo = meld.ranks[0], hi = meld.ranks[meld.size - 1];
                int tried = 0;
                for (int want : {lo, lo - 1, hi + 1}) {
                    const int r = want == kAceHigh ? 1 : want;
                    if (r < 1 || r > kRanks || r == tried) continue;
                    if (meld.kind == MeldKind::Set && want != lo) continue;
                    if (meld.kind != MeldKind::Set && want == lo) continue;
                    tried = r;
                    if (fitOnMeld(meld, jokerPiece(c, r)).ok)
                        push(kLayoff, -1, m, withJokerRank(0, suitOf(c), r), c);
                }
            }
        }
    }

    void moves(CardSet hand) {
        for (int from = 0; from < s_.meldCount_; ++from) {
            const Meld& source = s_.melds_[from];
            for (int i = 0; i < source.size; ++i) {
                const CardId c = source.cards[i];
                if (!canRemove(source, i) || s_.movedThisTurn_.contains(c)) continue;
                const Piece p = source.piece(i);
                for (int to = 0; to < s_.meldCount_; ++to)
                    if (to != from && fitOnMeld(s_.melds_[to], p).ok)
                        push(kMoveToMeld, from, to, 0, c);
                MeldPool pool = MeldPool::of(hand);
                pool.hasRequired = true;
                pool.required = p;
                pool.minimalOnly = true;
                if (!p.joker) pool.addNatural(c);
                kind_ = kMoveToNew;
                source_ = static_cast<std::int8_t>(from);
                moved_ = c;
                findMelds(pool, *this);
            }
        }
    }

    void push(ActionKind kind, int arg, int value, std::uint32_t extra, CardId c) {
        out_.push_back(Action{kind, static_cast<std::int8_t>(arg), static_cast<std::int16_t>(value),
                              extra, CardSet::single(c)});
    }

    const JankenRummyState& s_;
    std::vector<Action>& out_;
    std::uint8_t kind_ = kMeld;
    std::int8_t source_ = -1;
    CardId moved_ = kNoCard;
};

void JankenRummyState::legalActions(std::vector<Action>& out) const {
    out.clear();
    if (phase_ == Phase::Over) return;
    LegalActionBuilder(*this, out).build();
}

}  // namespace felt::janken_rummy
