// Blackjack (school rules): an Uno-like shedding game for 2-8 players, not the
// casino game.
//
// The whole pack is dealt. On a turn a player lays single cards on the play
// pile: the first must match the top card by suit or rank, then they may stop
// or repeat its rank, and after repeating must "cap" with another matching card
// before stopping; stopping uncapped costs a card from the deck. Playing
// nothing also costs a card. Power cards: an Ace goes on anything and names a
// suit; 2s and Jacks, when they end a turn, make the next player pick up 2
// (red Jack 3, black Jack 5) unless they cancel with an Ace or add their own;
// a 3 must be matched at once; anything may follow a Queen; each 8 skips a
// player; a King reverses the direction. The first player to empty their hand
// with a capped turn ending on a non-power card wins. The deck is refilled from
// the play pile; variant "pick-up debt" remembers cards that could not be drawn.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/deal_source.h"
#include "core/game_state.h"
#include "core/knowledge.h"
#include "games/blackjack_school/turn_rules.h"

namespace felt::blackjack_school {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 8;

enum ActionKind : std::uint8_t { kPlay = 1, kEnd = 2, kPickup = 3 };

// Zone ids: the deck, the play pile, then one hand per seat.
enum ZoneId : int { kDeckZone = 0, kPileZone = 1, kFirstHandZone = 2 };

class BlackjackSchoolState : public GameState {
public:
    explicit BlackjackSchoolState(const GameConfig& config);

    const Deck& deck() const override;
    std::vector<ZoneSpec> zones() const override;
    std::vector<StatSpec> statSpecs() const override;
    int toAct() const override { return over_ ? kNobody : seat_; }
    bool isTerminal() const override { return over_; }
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

    // Read access for bots, tests and the table. All of it is public except
    // the hands of other seats and the order of the deck.
    const Turn& turn() const { return turn_; }
    int turnSeat() const { return seat_; }
    int turnNumber() const { return turnNumber_; }
    int dealer() const { return dealer_; }
    int winner() const { return winner_; }
    bool debtEnabled() const { return debtOn_; }
    // Every game hands out a seat's hand as a CardSet; the bit mask is the
    // representation the rules and the bot compute with.
    CardSet hand(int seat) const { return CardSet::fromBits(hands_[seat]); }
    std::uint64_t handMask(int seat) const { return hands_[seat]; }
    int handSize(int seat) const;
    int debt(int seat) const { return debt_[seat]; }
    int deckSize() const { return static_cast<int>(deck_.size()); }
    const std::vector<CardId>& pile() const { return pile_; }
    // Cards `end` would cost now (0 or 1), or -1 while `end` is not allowed.
    int endCostNow() const;
    // Cards `pickup` takes now (if they exist), or -1 while it is not allowed.
    int pickupCostNow() const;
    // The seat that plays next if the turn ends now.
    int nextSeatNow() const;

    static std::uint64_t bitOf(CardId c) { return std::uint64_t{1} << c; }

protected:
    void doApply(const Action& action, EventList* events) override;

private:
    int handZone(int seat) const { return kFirstHandZone + seat; }
    void dealAll(EventList* events);
    void playFromHand(CardId card, int namedSuit, EventList* events);
    void endTurn(EventList* events);
    void pickUp(EventList* events);
    // Ends the turn of seat_: collects debts and hands the turn to `next`.
    void passTurn(int next, int pickup, EventList* events);
    // Draws `count` cards for `seat`, refilling the deck from the pile as needed;
    // what cannot be drawn becomes debt when the variant is on.
    void draw(int seat, int count, EventList* events);
    bool refillDeck(EventList* events);
    void collectDebts(int from, EventList* events);

    DealSource deal_;
    bool debtOn_ = false;
    bool over_ = false;
    int dealer_ = 0;
    int seat_ = 0;  // whose turn it is
    int turnNumber_ = 1;
    int winner_ = -1;
    Turn turn_;
    std::array<std::uint64_t, kMaxPlayers> hands_{};
    std::array<int, kMaxPlayers> debt_{};
    // How many cards a pick-up can draw now (deck and refill).
    int drawable() const;
    std::vector<CardId> deck_;  // bottom first, top (next drawn) last
    std::vector<CardId> pile_;  // bottom first, top last
    // Public knowledge: each card's class is the refill that last put it into
    // the deck (0: dealt, never there). Who drew how many cards of which
    // refill tells others where the unseen cards can be, and determinize()
    // deals within it.
    Knowledge knowledge_;
    std::uint16_t refills_ = 0;
};

}  // namespace felt::blackjack_school
