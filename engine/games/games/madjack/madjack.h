// MadJack, a trick-taking game for two with a 24-card pack (9 to Ace in four suits).
//
// Each round both players get ten cards and the last four form a face-down
// dummy. In each of the first four tricks a dummy card is turned up: its suit
// is trump for that trick and must be played if possible; the Jack of that
// suit becomes the top card and the other Jack of the same colour (the
// MadJack) the second one, counting as a trump. Whoever cannot play trump and
// plays second must match the first card's suit if possible. The trick goes
// to the best trump, else to the best card of the first card's suit; the
// winner also captures the dummy card only with a card that beats it in the
// trump order, otherwise it is set aside. In the last six tricks there is no
// dummy: the first card's suit is trump (with the same Jack promotion) and
// anything may be played. The player with more captured cards scores 1, 2
// or 3 points by the size of the lead (a tie: 1 point to the last trick's
// winner). The first player to reach the target score (10 by default) wins.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "core/deal_source.h"
#include "core/deck_layout.h"
#include "core/game_state.h"
#include "core/knowledge.h"

namespace felt::madjack {

inline constexpr int kPlayers = 2;
inline constexpr int kHandSize = 10;
inline constexpr int kDummySize = 4;
inline constexpr int kTricks = 10;
inline constexpr int kDeckSize = 24;
inline constexpr int kDefaultTarget = 10;

enum ActionKind : std::uint8_t { kPlay = 1 };
enum class Phase : std::uint8_t { Playing, Over };

enum ZoneId : int {
    kDummyZone = 0,      // the face-down dummy cards still to be turned
    kDummyCardZone = 1,  // the dummy card of the current trick, face up
    kTrickZone = 2,
    kSetAsideZone = 3,  // dummy cards nobody beat: out of the round, face up
    kFirstHandZone = 4,
    kFirstWonZone = 6,
};

// Cards as bits of a 24-bit mask. The MadJack deck is laid out suit by suit
// (clubs, diamonds, hearts, spades) with 9, 10, J, Q, K, A inside a suit.
using Mask = std::uint32_t;
inline constexpr Mask kAllCards = (Mask{1} << kDeckSize) - 1;
inline constexpr int kJackIndex = 2;

constexpr Mask bitOf(CardId c) {
    return Mask{1} << c;
}
constexpr int suitOf(CardId c) {
    return madjack_layout::suitOf(c);
}
// 0 = nine .. 5 = ace: the order of a suit that is not trump.
constexpr int plainStrength(CardId c) {
    return madjack_layout::strengthOf(c);
}
constexpr bool isJack(CardId c) {
    return madjack_layout::rankOf(c) == kJack;
}
// The other suit of the same colour: clubs/spades, diamonds/hearts.
constexpr int sameColourSuit(int suit) {
    return 3 - suit;
}
constexpr CardId jackOf(int suit) {
    return static_cast<CardId>(suit * madjack_layout::kRanksPerSuit + kJackIndex);
}
constexpr Mask suitMask(int suit) {
    return Mask{0x3F} << (madjack_layout::kRanksPerSuit * suit);
}
constexpr Mask jacksMask() {
    return bitOf(jackOf(0)) | bitOf(jackOf(1)) | bitOf(jackOf(2)) | bitOf(jackOf(3));
}
// The cards that count as trump when `trump` is the trump suit: the suit
// itself plus the MadJack, the Jack of the same colour.
constexpr Mask trumpSet(int trump) {
    return suitMask(trump) | bitOf(jackOf(sameColourSuit(trump)));
}
// Order inside trumpSet(trump): 9, 10, Q, K, A, MadJack, Jack (0..7, 2 unused).
constexpr int trumpStrength(CardId c, int trump) {
    if (c == jackOf(trump)) return 7;
    if (isJack(c)) return 6;  // only the MadJack is a Jack inside the trump set
    return plainStrength(c);
}
// Whether `second` beats `first` when `trump` is trump (MJ-4, MJ-5): a trump
// beats any other card, trumps go by the trump order, and otherwise only a
// higher card of the first card's suit wins.
constexpr bool beats(CardId second, CardId first, int trump) {
    const Mask trumps = trumpSet(trump);
    const bool secondTrump = (trumps & bitOf(second)) != 0;
    const bool firstTrump = (trumps & bitOf(first)) != 0;
    if (secondTrump != firstTrump) return secondTrump;
    if (secondTrump) return trumpStrength(second, trump) > trumpStrength(first, trump);
    return suitOf(second) == suitOf(first) && plainStrength(second) > plainStrength(first);
}
// The cards that beat `led` in a trick of the last six, where the led card's suit is trump.
constexpr Mask beatersOfLead(CardId led) {
    const int trump = suitOf(led);
    Mask out = 0;
    for (Mask m = trumpSet(trump); m; m &= m - 1) {
        const auto c = static_cast<CardId>(std::countr_zero(m));
        if (trumpStrength(c, trump) > trumpStrength(led, trump)) out |= bitOf(c);
    }
    return out;
}

class MadJackState : public GameState {
public:
    explicit MadJackState(const GameConfig& config);

    const Deck& deck() const override;
    std::vector<ZoneSpec> zones() const override;
    std::vector<StatSpec> statSpecs() const override;
    int toAct() const override { return phase_ == Phase::Over ? kNobody : toAct_; }
    bool isTerminal() const override { return phase_ == Phase::Over; }
    void legalActions(std::vector<Action>& out) const override;
    Result result() const override;
    SeatView view(int seat) const override;
    std::unique_ptr<GameState> clone() const override;
    std::unique_ptr<GameState> determinize(int seat, Rng& rng) const override;
    ActionInfo describe(const Action& action) const override;
    std::string format(const Action& action) const override;
    std::optional<Action> parse(std::string_view text) const override;
    Phrase explainIllegal(const Action& action) const override;
    Phrase explainCard(CardId card) const override;

    // Read access for bots and tests.
    Phase phase() const { return phase_; }
    int round() const { return round_; }
    int roundIndex() const override { return round_; }
    int dealer() const { return dealer_; }
    int targetScore() const { return target_; }
    int tricksPlayed() const { return tricksPlayed_; }  // in this round, 0..10
    bool dummyTrick() const { return tricksPlayed_ < kDummySize; }
    // Trump for the current trick; -1 in the last six tricks before the lead.
    int trumpSuit() const { return trumpSuit_; }
    CardId dummyCard() const { return dummyCard_; }
    int dummyLeft() const { return kDummySize - dummyNext_; }  // face-down cards
    int trickSize() const { return trickSize_; }
    int trickLeader() const { return leader_; }
    CardId trickCard(int i) const { return trickCards_[i]; }
    // Every game hands out a seat's hand as a CardSet; the bit mask is the
    // representation the rules and the bot compute with.
    CardSet hand(int seat) const { return CardSet::fromBits(hands_[seat]); }
    Mask handMask(int seat) const { return hands_[seat]; }
    Mask won(int seat) const { return won_[seat]; }
    int collected(int seat) const { return std::popcount(won_[seat]); }
    Mask setAside() const { return setAside_; }
    // Cards `seat` has shown it cannot hold this round (public deductions).
    Mask knownAbsent(int seat) const { return static_cast<Mask>(knowledge_.ruledOut(seat).low()); }
    int lastTrickWinner() const { return lastTrickWinner_; }
    int score(int seat) const { return scores_[seat]; }
    // The cards the seat to act may play now.
    Mask playableCards() const;

    // Points for the round's winner with `margin` more cards (MJ-6); 0 for a tie.
    static int pointsForMargin(int margin);

protected:
    void doApply(const Action& action, EventList* events) override;

private:
    static int handZone(int seat) { return kFirstHandZone + seat; }
    static int wonZone(int seat) { return kFirstWonZone + seat; }
    void startRound(EventList* events);
    void turnDummyCard(EventList* events);
    void noteAbsences(int seat, CardId card);
    void playCard(CardId card, EventList* events);
    void finishTrick(EventList* events);
    void finishRound(EventList* events);

    DealSource deal_;
    Phase phase_ = Phase::Playing;
    int target_ = kDefaultTarget;
    int round_ = 0;
    int dealer_ = 0;
    int toAct_ = 0;
    int leader_ = 0;
    int tricksPlayed_ = 0;
    int trumpSuit_ = -1;
    int lastTrickWinner_ = -1;
    CardId dummyCard_ = kNoCard;
    int dummyNext_ = 0;                       // index of the next dummy card to turn
    std::array<CardId, kDummySize> dummy_{};  // in turning order
    int trickSize_ = 0;
    std::array<CardId, kPlayers> trickCards_{};
    std::array<Mask, kPlayers> hands_{};
    std::array<Mask, kPlayers> won_{};
    Knowledge knowledge_;  // public facts: cards a seat has shown it lacks
    std::array<int, kPlayers> scores_{};
    Mask setAside_ = 0;
    std::vector<CardId> pack_;  // the shuffled pack while dealing, reused every round
};

}  // namespace felt::madjack
