// Jabberwocky, an Oh-Hell style trick-taking game for 3-5 players.
//
// Thirteen rounds are dealt with 3,4,...,9,...,4,3 cards each. After the deal
// the next card of the pack is shown and its suit is trump for the round.
// Everyone bids how many tricks they will take, starting left of the dealer;
// the dealer bids last and may not make the bids add up to the tricks on offer.
// Suit must be followed; trump may only be led once a trump has been played in
// the round, unless the leader holds nothing else. Hitting one's bid exactly
// is worth a point. After thirteen rounds the highest total wins (ties share).
// Variants: who turns the trump card (presentation only) and allowed revokes,
// which the engine spots and punishes with -3 at once.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/deal_source.h"
#include "core/deck_layout.h"
#include "core/game_state.h"
#include "core/knowledge.h"

namespace felt::jabberwocky {

inline constexpr int kRounds = 13;
inline constexpr int kMaxPlayers = 5;
inline constexpr int kRevokePenalty = 3;
int cardsInRound(int round);  // round 0..12

enum ActionKind : std::uint8_t { kBid = 1, kPlay = 2 };
enum class Phase : std::uint8_t { Bidding, Playing, Over };

// Zone ids: fixed ones, then one hand and one won-tricks pile per seat.
enum ZoneId : int { kStockZone = 0, kTrumpZone = 1, kTrickZone = 2, kFirstHandZone = 3 };

class JabberwockyState : public GameState {
public:
    explicit JabberwockyState(const GameConfig& config);

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
    std::vector<Action> withheldActions() const override;
    Phrase explainCard(CardId card) const override;

    // Read access for bots and tests.
    Phase phase() const { return phase_; }
    int round() const { return round_; }
    int roundIndex() const override { return round_; }
    std::unique_ptr<GameState> roundStart(const EventList& seen, int roundsBack,
                                          std::vector<Action>& since) const override;
    int dealer() const { return dealer_; }
    int trumpSuit() const { return trumpSuit_; }
    CardId trumpCard() const { return trumpCard_; }
    bool trumpBroken() const { return trumpBroken_; }
    int bid(int seat) const { return bids_[seat]; }
    int tricksWon(int seat) const { return tricks_[seat]; }
    int score(int seat) const { return scores_[seat]; }
    // Every game hands out a seat's hand as a CardSet; the bit mask is the
    // representation the rules and the bot compute with.
    CardSet hand(int seat) const { return CardSet::fromBits(hands_[seat]); }
    std::uint64_t handMask(int seat) const { return hands_[seat]; }
    int trickSize() const { return trickSize_; }
    int trickLeader() const { return leader_; }
    CardId trickCard(int i) const { return trickCards_[i]; }
    std::uint64_t playedThisRound() const { return played_; }
    // Suits `seat` has shown it lacks (bit per suit), read from the public knowledge.
    std::uint8_t voids(int seat) const;
    // The bid the dealer may not make now (-1 if none).
    int forbiddenDealerBid() const;

    static int suitOf(CardId c) { return french_layout::suitOf(c); }
    static int strength(CardId c) { return french_layout::strengthOf(c); }  // 0 = deuce .. 12 = ace
    static std::uint64_t suitMask(int suit) { return std::uint64_t{0x1FFF} << (13 * suit); }

protected:
    void doApply(const Action& action, EventList* events) override;

private:
    int handZone(int seat) const { return kFirstHandZone + seat; }
    int wonZone(int seat) const { return kFirstHandZone + players() + seat; }
    std::uint64_t playableCards() const;
    void startRound(EventList* events);
    void playCard(CardId card, EventList* events);
    void finishTrick(EventList* events);
    void finishRound(EventList* events);

    DealSource deal_;
    Phase phase_ = Phase::Bidding;
    int round_ = 0;
    int dealer_ = 0;
    int toAct_ = 0;
    int leader_ = 0;
    int trumpSuit_ = 0;
    CardId trumpCard_ = kNoCard;
    bool trumpBroken_ = false;
    bool leftTurnsTrump_ = false;
    bool revokesAllowed_ = false;
    int trickSize_ = 0;
    int tricksPlayed_ = 0;
    std::array<CardId, kMaxPlayers> trickCards_{};
    std::array<std::uint64_t, kMaxPlayers> hands_{};
    std::array<std::uint64_t, kMaxPlayers> won_{};  // cards of tricks taken this round
    Knowledge knowledge_;                           // public facts: suits a seat has shown it lacks
    std::array<int, kMaxPlayers> bids_{};
    std::array<int, kMaxPlayers> tricks_{};
    std::array<int, kMaxPlayers> scores_{};
    std::uint64_t played_ = 0;   // cards played to tricks this round
    std::vector<CardId> stock_;  // undealt cards, top first
};

}  // namespace felt::jabberwocky
