#include "trick_game.h"

#include <algorithm>

#include "core/deal_source.h"
#include "core/determinize.h"

namespace felt::test {

namespace {

constexpr int kHandSize = 6;
constexpr int kKittySize = 2;
enum Zone : int { kStock = 0, kTrick = 1, kHand0 = 2, kWon0 = 4, kKitty = 6 };
constexpr std::uint8_t kPlay = 1;

// The kitty: squared up face down (its faces are known: visibility alone would
// show them) in the pile slot at the upper right of the centre, over the
// cards that fly past it.
constexpr ZoneLook kKittyLook{ZoneRegion::CentreSlot, ZoneArrangement::Squared, true,
                              ZoneSlot::UpperRight, ZoneLayer::Over};

class HighTrick : public GameState {
public:
    explicit HighTrick(const GameConfig& config) : GameState(config), deck_(DeckKind::MadJack24) {
        DealSource deal(config.seed, config.stackedDecks);
        std::vector<CardId> cards(static_cast<std::size_t>(deck_.size()));
        for (std::size_t i = 0; i < cards.size(); ++i) cards[i] = static_cast<CardId>(i);
        deal.shuffle(cards);
        for (int i = 0; i < 2 * kHandSize; ++i)
            hands_[i % 2].insert(cards[static_cast<std::size_t>(i)]);
        for (std::size_t i = 2 * kHandSize; i < 2 * kHandSize + kKittySize; ++i)
            kitty_.push_back(cards[i]);
        for (std::size_t i = 2 * kHandSize + kKittySize; i < cards.size(); ++i)
            stock_.push_back(cards[i]);
    }

    const Deck& deck() const override { return deck_; }
    std::vector<ZoneSpec> zones() const override {
        return {
            {kStock, "stock", "Stock", ZoneKind::Stock, -1, ZoneVisibility::Nobody},
            {kTrick, "trick", "Trick", ZoneKind::Trick, -1, ZoneVisibility::Everyone},
            {kHand0, "hand.0", "Hand", ZoneKind::Hand, 0, ZoneVisibility::Owner},
            {kHand0 + 1, "hand.1", "Hand", ZoneKind::Hand, 1, ZoneVisibility::Owner},
            {kWon0, "won.0", "Tricks taken", ZoneKind::WonPile, 0, ZoneVisibility::Everyone},
            {kWon0 + 1, "won.1", "Tricks taken", ZoneKind::WonPile, 1, ZoneVisibility::Everyone},
            {kKitty, "kitty", "Kitty", ZoneKind::Kitty, -1, ZoneVisibility::Everyone, kKittyLook}};
    }
    std::vector<StatSpec> statSpecs() const override {
        return {{"leader", StatKind::Seat, "Leads", kOnInfoLine, {}, 0},
                {"tricks", StatKind::Number, "Tricks", kOnPlate | kAsScore, {}, 0}};
    }
    int toAct() const override { return isTerminal() ? kNobody : toAct_; }
    bool isTerminal() const override {
        return hands_[0].empty() && hands_[1].empty() && trick_.empty();
    }
    void legalActions(std::vector<Action>& out) const override {
        out.clear();
        if (isTerminal()) return;
        const CardSet hand = hands_[toAct_];
        CardSet allowed = hand;
        if (!trick_.empty()) {
            const CardSet follow = ofSuit(hand, suit(trick_.front()));
            if (!follow.empty()) allowed = follow;
        }
        for (CardId c : allowed) out.push_back(Action{kPlay, -1, -1, 0, CardSet::single(c)});
    }
    Result result() const override { return resultByScore({tricks_[0], tricks_[1]}); }
    SeatView view(int seat) const override {
        SeatView v;
        v.viewer = seat;
        v.toAct = toAct();
        const auto known = [this](CardId c) { return CardView{c, deck_.face(c)}; };
        ZoneView stock{kStock, {}};
        for (CardId c : stock_) stock.cards.push_back(seat == kEveryone ? known(c) : CardView{});
        ZoneView trick{kTrick, {}};
        for (CardId c : trick_) trick.cards.push_back(known(c));
        ZoneView kitty{kKitty, {}};
        for (CardId c : kitty_) kitty.cards.push_back(known(c));
        v.zones = {stock, trick};
        for (int s = 0; s < 2; ++s) {
            ZoneView hand{kHand0 + s, {}};
            for (CardId c : hands_[s])
                hand.cards.push_back(seat == kEveryone || seat == s ? known(c) : CardView{});
            v.zones.push_back(hand);
        }
        for (int s = 0; s < 2; ++s) {
            ZoneView won{kWon0 + s, {}};
            for (CardId c : won_[s]) won.cards.push_back(known(c));
            v.zones.push_back(won);
        }
        v.zones.push_back(kitty);
        v.stats = {{"leader", -1, isTerminal() ? -1 : leader_},
                   {"tricks", 0, tricks_[0]},
                   {"tricks", 1, tricks_[1]}};
        return v;
    }
    std::unique_ptr<GameState> clone() const override { return std::make_unique<HighTrick>(*this); }
    std::unique_ptr<GameState> determinize(int seat, Rng& rng) const override {
        auto copy = std::make_unique<HighTrick>(*this);
        const int other = 1 - seat;
        CardSet pool = hands_[other];
        for (CardId c : stock_) pool.insert(c);
        const auto dealt = dealHidden(
            pool, {{hands_[other].size(), {}}, {static_cast<int>(stock_.size()), {}}}, rng);
        copy->hands_[other].clear();
        for (CardId c : dealt[0]) copy->hands_[other].insert(c);
        copy->stock_ = dealt[1];
        return copy;
    }
    ActionInfo describe(const Action& a) const override {
        return {"play", {QT_TRANSLATE_NOOP("engine", "Play %1"), {cardsArg(a.cards)}}};
    }
    std::string format(const Action& a) const override {
        return a.cards.empty() ? "?" : "play " + deck_.format(a.cards.first());
    }
    Phrase explainCard(CardId card) const override {
        if (isTerminal()) return say(QT_TRANSLATE_NOOP("engine", "The game is over."));
        if (!hands_[toAct_].contains(card))
            return say(QT_TRANSLATE_NOOP("engine", "That card is not in your hand."));
        return say(QT_TRANSLATE_NOOP("engine", "Follow the suit that was led."));
    }

protected:
    void doApply(const Action& a, EventList* events) override {
        const CardId card = a.cards.first();
        hands_[toAct_].erase(card);
        trick_.push_back(card);
        emitMove(events, card, kHand0 + toAct_, kTrick, everyone(2));
        if (trick_.size() < 2) {
            toAct_ = 1 - toAct_;
            return;
        }
        // The higher card of the led suit takes the trick.
        const bool secondWins =
            suit(trick_[1]) == suit(trick_[0]) && strength(trick_[1]) > strength(trick_[0]);
        const int winner = secondWins ? 1 - leader_ : leader_;
        ++tricks_[winner];
        emitEvent(events, EventKind::TrickWon, winner, tricks_[0] + tricks_[1]);
        for (CardId c : trick_) {
            won_[winner].push_back(c);
            emitMove(events, c, kTrick, kWon0 + winner, everyone(2));
        }
        trick_.clear();
        leader_ = toAct_ = winner;
        if (isTerminal()) {
            for (int s = 0; s < 2; ++s)
                emitEvent(events, EventKind::RoundScore, s, tricks_[s], tricks_[s]);
            emitEvent(events, EventKind::GameEnd, -1);
        }
    }

private:
    int suit(CardId c) const { return deck_.face(c).suit; }
    int strength(CardId c) const { return deck_.face(c).rank == kAce ? 14 : deck_.face(c).rank; }
    CardSet ofSuit(CardSet cards, int s) const {
        CardSet out;
        for (CardId c : cards)
            if (suit(c) == s) out.insert(c);
        return out;
    }

    Deck deck_;
    CardSet hands_[2];
    std::vector<CardId> stock_, trick_, won_[2], kitty_;
    int tricks_[2] = {0, 0};
    int leader_ = 0;
    int toAct_ = 0;
};

}  // namespace

GameInfo highTrickInfo() {
    GameInfo g;
    g.id = kTrickGameId;
    g.name = "High Trick (test game)";
    g.minPlayers = 2;
    g.maxPlayers = 2;
    g.botKinds = {"random"};
    g.create = [](const GameConfig& c) { return std::make_unique<HighTrick>(c); };
    return g;
}

}  // namespace felt::test
