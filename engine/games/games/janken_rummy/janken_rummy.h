// Janken Rummy: rummy for 2-6 players with the five-suit Janken deck.
//
// Everyone gets 10 cards (7 with 5 or 6 players); the rest is the stock. On a
// turn a player takes the top card of the stock or of the discard pile, may
// lay down melds from the hand and add single cards to the ends of any meld on
// the table, and then throws one card onto the discard pile. The very first
// turn of a hand draws from the stock, since the discard pile starts empty.
// Melds are sets (3+ of a rank), runs (3+ in sequence in one suit) and strong
// runs (4+ in sequence where each card's suit beats the one before it; Rock
// beats Scissors and Lizard, Paper beats Rock and Water, Scissors beats Paper
// and Lizard, Water beats Rock and Scissors, Lizard beats Paper and Water).
// Whoever gets rid of every card ends the hand and scores the pips left in the
// other hands, twice that for a "Rummy": going out in one turn after laying
// nothing earlier. An empty stock is refilled by turning the discard pile
// (without its top card) over as it lies; a hand that can no longer end is
// called off without points. Hands go on until someone reaches the target
// score (500).
// Variants: wild Jokers, one per suit (JR-9); changing melds, moving a card
// from one table meld to another or into a new meld (JR-8); the card taken
// from the discard pile may not be thrown back in the same turn (on by default).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/card_set.h"
#include "core/deal_source.h"
#include "core/game_state.h"
#include "core/knowledge.h"
#include "games/janken_rummy/melds.h"

namespace felt::janken_rummy {

inline constexpr int kMaxPlayers = 6;
inline constexpr int kMaxMelds = 24;  // 70 cards make at most 23 melds of 3

enum ActionKind : std::uint8_t {
    kDrawStock = 1,
    kDrawDiscard = 2,
    kMeld = 3,        // cards: the meld; extra: Joker ranks
    kLayoff = 4,      // cards: one hand card; value: meld index; extra: Joker rank
    kMoveToMeld = 5,  // cards: one table card; arg: its meld; value: the meld it joins
    kMoveToNew =
        6,  // cards: a table card + hand cards; arg: the table card's meld; extra: Joker ranks
    kDiscard = 7,  // cards: one hand card
};
enum class Phase : std::uint8_t { Draw, Play, Over };

// Zone ids: stock, discard pile, then a hand per seat, then a meld area per seat.
enum ZoneId : int { kStockZone = 0, kDiscardZone = 1, kFirstHandZone = 2 };

int cardsDealt(int players);

// Everything a Janken Rummy game holds besides the config and history kept
// by GameState.
struct JankenRummyData {
    explicit JankenRummyData(const GameConfig& config) : deal_(config.seed, config.stackedDecks) {}

    DealSource deal_;
    bool wildJokers_ = false;
    bool changingMelds_ = false;
    bool noDiscardTaken_ = true;
    int target_ = 500;
    Phase phase_ = Phase::Draw;
    int handNumber_ = 0;
    int dealer_ = 0;
    int turn_ = 0;
    int turnovers_ = 0;
    int turnsDone_ = 0;               // turns finished in the whole game
    bool laidSinceTurnover_ = false;  // a card reached the table since the last turn-over
    bool laidThisTurn_ = false;
    int quietTurns_ = 0;  // turns in a row in which no card reached the table
    int lastWinner_ = -1;
    bool laidBeforeTurn_ = false;
    CardId taken_ = kNoCard;  // the card taken from the discard pile this turn
    CardSet movedThisTurn_;   // table cards moved this turn (each may move once per turn)
    std::array<CardSet, kMaxPlayers> hands_{};
    // Public facts for determinizations: cards everyone knows the place of
    // (taken from the discard pile, or lying in a turned-over stock).
    Knowledge knowledge_;
    std::array<bool, kMaxPlayers> laid_{};
    std::array<int, kMaxPlayers> scores_{};
    std::array<int, kMaxPlayers> lastPoints_{};
    std::vector<CardId> stock_;    // top last
    std::vector<CardId> discard_;  // top last
    std::array<Meld, kMaxMelds> melds_{};
    int meldCount_ = 0;
};

class JankenRummyState : public GameState, private JankenRummyData {
public:
    explicit JankenRummyState(const GameConfig& config);

    const Deck& deck() const override;
    std::vector<ZoneSpec> zones() const override;
    std::vector<StatSpec> statSpecs() const override;
    int toAct() const override { return phase_ == Phase::Over ? kNobody : turn_; }
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
    Phrase explainSelection(CardSet cards) const override;

    // Read access for bots and tests.
    Phase phase() const { return phase_; }
    int handNumber() const { return handNumber_; }
    int roundIndex() const override { return handNumber_; }
    int dealer() const { return dealer_; }
    CardSet hand(int seat) const { return hands_[seat]; }
    // Cards of `seat`'s hand everyone knows about (taken from the discard pile
    // or drawn from a turned-over stock).
    CardSet knownInHand(int seat) const {
        CardSet known;
        for (CardId c : hands_[seat])
            if (knowledge_.knownBy(c)) known.insert(c);
        return known;
    }
    int meldCount() const { return meldCount_; }
    const Meld& meld(int index) const { return melds_[index]; }
    const std::vector<CardId>& discardPile() const { return discard_; }  // top last
    const std::vector<CardId>& stock() const { return stock_; }          // top last
    int score(int seat) const { return scores_[seat]; }
    bool hasLaid(int seat) const { return laid_[seat]; }
    CardId takenFromDiscard() const { return taken_; }
    bool wildJokers() const { return wildJokers_; }
    bool changingMelds() const { return changingMelds_; }
    bool noDiscardTaken() const { return noDiscardTaken_; }
    int targetScore() const { return target_; }
    int lastHandPoints(int seat) const { return lastPoints_[seat]; }
    int stockTurnovers() const { return turnovers_; }
    int lastHandWinner() const { return lastWinner_; }  // -1: none yet, or the hand was blocked
    // The meld holding `card`, or -1.
    int meldOf(CardId card) const;

protected:
    void doApply(const Action& action, EventList* events) override;

private:
    // The melds as the table shows them: one captioned group per meld, by seat.
    std::vector<CardGroup> meldGroups() const;
    friend class LegalActionBuilder;
    int handZone(int seat) const { return kFirstHandZone + seat; }
    int meldZone(int seat) const { return kFirstHandZone + players() + seat; }
    bool canDrawStock() const { return !stock_.empty() || discard_.size() >= 2; }
    // Whether removing `used` from the hand would leave only the card that
    // may not be discarded this turn, so the turn could not end.
    bool strands(CardSet used) const;
    void startHand(EventList* events);
    void drawStock(EventList* events);
    void drawDiscard(EventList* events);
    void layMeld(const Action& action, EventList* events);
    void layOff(const Action& action, EventList* events);
    void moveToMeld(const Action& action, EventList* events);
    void moveToNew(const Action& action, EventList* events);
    void discard(CardId card, EventList* events);
    void takeFromHand(CardSet cards);
    void afterPlay(EventList* events);  // ends the hand if the hand is empty
    void endTurn(EventList* events);
    // Ends the hand; `winner` -1 for a blocked hand, which scores nothing.
    void finishHand(int winner, EventList* events);
    bool handBlocked() const;

    // A determinization copies only the game's own data, not the action
    // history of the base class, which grows long over a game of many hands.
    JankenRummyState(const GameConfig& config, const JankenRummyData& data)
        : GameState(config), JankenRummyData(data) {}
};

}  // namespace felt::janken_rummy
