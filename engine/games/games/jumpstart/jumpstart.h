// Jump Start, a race to complete two goals, for 2-10 players.
//
// Everyone holds four cards. On a turn a player takes a card (the stock's top
// or the discard pile's top) and then either lays five cards down, if they
// match the current goal (then it is compulsory), or throws one card away.
// Goal one: a marker (J, Q or K) plus one number card (A..10) of each suit; the
// player then takes the next four stock cards as a second hand. Goal two: a
// marker plus four number cards that, suit by suit, lengthen the laid-down
// number card into one run of consecutive ranks (upwards, downwards or both,
// and round the corner 10-A). In the second stage a player may instead swap
// a laid-down number card for a hand card of the same suit, ending the turn.
// A Joker (not used with two players) may be thrown on the pile with five
// cards in hand: the player draws again and the turn order flips once the
// turn is over. Players may give up on their own turn. Short mode ends with
// the first player out; long mode ranks everyone (out in order first, giving
// up from last place upwards). Variants: calling dibs on the top discard,
// trading a marker for a number card, and two decks for 6-10 players.
#pragma once

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "core/deal_source.h"
#include "core/game_state.h"
#include "core/knowledge.h"

namespace felt::jumpstart {

inline constexpr int kMaxSeats = 10;
inline constexpr int kHandSize = 4;
// Offers name the wanted card as a suit (0..3) or as a marker.
inline constexpr int kWantMarker = 4;

enum ActionKind : std::uint8_t {
    kDrawStock = 1,
    kDrawDiscard,
    kDrawDibs,
    kDiscard,    // cards: the card
    kLayDown,    // the five hand cards meet the current goal
    kExchange,   // cards: {layout card, hand card}; value: the layout card
    kPlayJoker,  // cards: the Joker played
    kConcede,
    kClaim,    // dibs on the top discard
    kDecline,  // no dibs claim, or a trade offer refused
    kOffer,    // arg: target seat; value: wanted suit or kWantMarker; cards: the card given
    kAccept,   // cards: the card handed over in return
    kPass,     // nothing can be drawn
};

// Start: the active player begins a turn with four cards. Redraw: after a
// Joker, four cards and a card to draw. Discard: five cards, lay down or
// discard. Claims: other seats decide on dibs. TradeReply: the offered seat
// answers.
enum class Phase : std::uint8_t { Start, Redraw, Discard, Claims, TradeReply, Over };
enum class Stage : std::uint8_t { First, Second, Out, Conceded };

class JumpStartState : public GameState {
public:
    explicit JumpStartState(const GameConfig& config);

    const Deck& deck() const override { return *deck_; }
    std::vector<ZoneSpec> zones() const override;
    std::vector<StatSpec> statSpecs() const override;
    int toAct() const override;
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
    Phrase question() const override;
    // Short mode only: see jumpstart_win_chances.cpp.
    bool winChances(std::vector<double>& out) const override;

    // Read access for bots and tests.
    Phase phase() const { return phase_; }
    int active() const { return active_; }
    int dealer() const { return dealer_; }
    int direction() const { return direction_; }
    int jokersThisTurn() const { return jokersThisTurn_; }
    bool longMode() const { return longMode_; }
    bool dibsOn() const { return dibsOn_; }
    bool tradingOn() const { return tradingOn_; }
    Stage stage(int seat) const { return stages_[seat]; }
    bool stillPlaying(int seat) const { return stages_[seat] <= Stage::Second; }
    CardSet hand(int seat) const { return hands_[seat]; }
    CardSet layout(int seat) const { return layouts_[seat]; }
    CardSet runs(int seat) const { return runs_[seat]; }
    CardSet keptMarkers(int seat) const { return kept_[seat]; }
    CardId dibsCard(int seat) const { return dibs_[seat]; }
    int placement(int seat) const { return places_[seat]; }
    const std::vector<CardId>& stock() const { return stock_; }      // top last
    const std::vector<CardId>& discard() const { return discard_; }  // top last
    bool offerMade() const { return offerMade_; }
    int offerTarget() const { return offerTarget_; }
    int offerWant() const { return offerWant_; }
    // What the open offer gives, as announced: a suit (0..3) or kWantMarker; -1 if none.
    int offerGive() const;
    // Seats that know where `card` is (bit per seat); meaningful for cards in hands.
    std::uint16_t knownBy(CardId card) const { return knowledge_.knownBy(card); }

    // Whether `hand` would meet `seat`'s current goal.
    bool meetsGoal(int seat, CardSet hand) const;
    // The card `seat` shed to end its last turn, while its hand has not
    // changed since; kNoCard otherwise.
    CardId lastShed(int seat) const { return lastShed_[seat]; }
    bool canDrawStock() const;  // directly or after reshuffling the discard pile
    bool canDrawDiscard() const;
    // The direction of the next turn (this turn's Jokers taken into account).
    int nextDirection() const { return (jokersThisTurn_ & 1) ? -direction_ : direction_; }
    // The next still-playing seat after `from` going in `dir`, or -1.
    int nextPlaying(int from, int dir) const;

    // Zone ids (blocks of one zone per seat; optional blocks are -1 when absent).
    static constexpr int kStockZone = 0;
    static constexpr int kDiscardZone = 1;
    int handZone(int seat) const { return 2 + seat; }
    int layoutZone(int seat) const { return 2 + players() + seat; }
    int runsZone(int seat) const { return runsBase_ + seat; }
    int markersZone(int seat) const { return markersBase_ < 0 ? -1 : markersBase_ + seat; }
    int dibsZone(int seat) const { return dibsBase_ < 0 ? -1 : dibsBase_ + seat; }

protected:
    void doApply(const Action& action, EventList* events) override;

private:
    // Each seat's lay-downs as the table shows them: markers, then one run per suit.
    std::vector<CardGroup> layDownGroups() const;
    // An exchange's layout card (named by its value) and hand card; kNoCard for
    // either that is no card of the deck (any action may be handed in).
    std::pair<CardId, CardId> exchangeCards(const Action& a) const;
    void startActions(std::vector<Action>& out) const;
    void discardActions(std::vector<Action>& out) const;
    void offerActions(std::vector<Action>& out) const;
    // determinize(): deals the unseen cards with no Joker in the hands of
    // seats that have played theirs (mayHoldJoker_); false, changing
    // nothing, when no seat is narrowed or the deal cannot honour it.
    bool redealPlayedJokers(int seat, const Knowledge& facts, std::vector<CardSet>& hands,
                            std::vector<CardId>& stock, Rng& rng) const;
    // determinize(): whether `hands` gives a seat other than `seat` a hand
    // that would have met its goal with the card it last shed (lastShed_).
    bool shedCardWouldMeetGoal(int seat, const std::vector<CardSet>& hands) const;

    // Card movement (events only when `events` is set).
    CardId takeFromStock(int seat, EventList* events);  // reshuffles when empty
    void reshuffle(EventList* events);
    void moveToHand(CardId c, int seat, int fromZone, std::uint16_t knownBy, EventList* events);
    void putUnderDiscard(CardId c, int fromZone, EventList* events);

    void drawStock(EventList* events);
    void drawDiscard(EventList* events);
    void drawDibs(EventList* events);
    void discardCard(CardId c, EventList* events);
    void playJoker(CardId c, EventList* events);
    void layDown(EventList* events);
    void exchange(CardId layoutCard, CardId handCard, EventList* events);
    void concede(int seat, EventList* events);
    void offer(const Action& action, EventList* events);
    void acceptOffer(CardId given, EventList* events);
    void goOut(int seat, EventList* events);

    // After a draw that left the top discard to others: opens the dibs window if
    // anyone may claim, else continues with `afterClaims`.
    void openClaims(EventList* events);
    void nextClaimant(int after, EventList* events);
    void afterClaims(EventList* events);
    void endTurn(EventList* events);
    bool checkGameOver(EventList* events);
    void message(EventList* events, int seat, Phrase text) const;

    const Deck* deck_ = nullptr;
    DealSource deal_;
    bool longMode_ = false;
    bool dibsOn_ = false;
    bool tradingOn_ = false;
    int runsBase_ = -1;
    int markersBase_ = -1;
    int dibsBase_ = -1;

    Phase phase_ = Phase::Start;
    int dealer_ = 0;
    int active_ = 0;
    int direction_ = 1;  // +1 clockwise (to the left), -1 anticlockwise
    int jokersThisTurn_ = 0;
    bool offerMade_ = false;
    int offerTarget_ = -1;
    int offerWant_ = -1;
    CardId offerCard_ = kNoCard;  // the card offered (known to the offering seat only)
    int claimSeat_ = -1;          // the seat deciding on dibs now
    int nextWinPlace_ = 1;
    int nextLosePlace_ = 0;

    std::array<Stage, kMaxSeats> stages_{};
    std::array<CardSet, kMaxSeats> hands_{};
    std::array<CardSet, kMaxSeats> layouts_{};  // first lay-down
    std::array<CardSet, kMaxSeats> runs_{};     // second lay-down (stays in short mode)
    std::array<CardSet, kMaxSeats> kept_{};     // markers kept on going out (long mode)
    std::array<CardId, kMaxSeats> dibs_{};
    std::array<int, kMaxSeats> places_{};
    // Whether a seat may still hold a Joker, as players play them: one
    // who ended a turn by shedding a card had five cards and the chance to
    // play any Joker first, while a dealt hand or the second hand drawn after
    // the first lay-down may hold some (public: a model for samples, not a rule).
    std::array<bool, kMaxSeats> mayHoldJoker_{};
    // The card each seat shed to end its last turn, kNoCard once its hand
    // changes: laying down is compulsory (JS-2), so its hand with that card
    // did not meet its goal, and no sample may deal it one that would
    // (public: everyone saw the card shed and the hand unchanged since).
    std::array<CardId, kMaxSeats> lastShed_{};
    std::vector<CardId> stock_;    // top is the last element
    std::vector<CardId> discard_;  // top is the last element
    // Public and private knowledge of where cards lie: which seats know each
    // card's place (a trade, a card taken from the discard pile, a stock
    // everyone saw turned over); determinize() keeps them for those seats.
    // Each card's class is the reshuffle that last put it into the stock, so
    // that a sample leaves every hand as many cards of it as it drew.
    Knowledge knowledge_;
    std::uint16_t reshuffles_ = 0;
};

}  // namespace felt::jumpstart
