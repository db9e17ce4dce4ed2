// The interface every game implements. One object holds a whole game (all its
// rounds); it is driven only through legal actions, and all chance (shuffles)
// comes from its own seeded Rng, so (config, actions) replays a game exactly.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "action.h"
#include "card.h"
#include "event.h"
#include "options.h"
#include "presentation.h"
#include "rng.h"
#include "zone.h"

namespace felt {

inline constexpr int kNobody = -1;    // toAct() when the game is over
inline constexpr int kEveryone = -1;  // view(kEveryone): the full truth, for tests and tools

struct GameConfig {
    int players = 0;
    OptionValues options;  // complete and validated (see GameInfo::validate)
    std::uint64_t seed = 0;
    // Stacked deals for tests and records: deck orders (top card first) used by
    // the first shuffles instead of random ones; later shuffles use the seed.
    std::vector<std::vector<CardId>> stackedDecks;
    int firstDealer = -1;  // -1: drawn from the seed (G-1)
};

struct Result {
    std::vector<int> scores;      // final score per seat
    std::vector<int> placements;  // 1 = first; equal placements share
    std::vector<int> winners;     // seats placed first
};

// Placements by score, highest first; equal scores share a place.
Result resultByScore(std::vector<int> scores);

struct CardView {
    CardId id = kNoCard;  // kNoCard when the viewer may not know which card it is
    Face face;            // meaningful only when id != kNoCard
    bool operator==(const CardView&) const = default;
};

struct ZoneView {
    int zone = 0;
    std::vector<CardView> cards;  // bottom/first to top/last
    bool operator==(const ZoneView&) const = default;
};

// A public or per-seat number for the table: bids, tricks, scores, trump suit...
struct Stat {
    std::string key;
    int seat = -1;  // -1: not about one seat
    int value = 0;
    bool operator==(const Stat&) const = default;
};

struct SeatView {
    int viewer = kEveryone;
    int toAct = kNobody;
    std::vector<ZoneView> zones;    // one entry per declared zone, in declaration order
    std::vector<Stat> stats;        // each described by one of the game's statSpecs()
    std::vector<CardGroup> groups;  // melds, runs...: how public cards are grouped
    bool operator==(const SeatView&) const = default;
};

class GameState {
public:
    explicit GameState(GameConfig config) : config_(std::move(config)) {}
    virtual ~GameState() = default;

    const GameConfig& config() const { return config_; }
    int players() const { return config_.players; }
    virtual const Deck& deck() const = 0;
    virtual std::vector<ZoneSpec> zones() const = 0;
    // How every stat key that view() may contain is shown (same for every seat).
    virtual std::vector<StatSpec> statSpecs() const = 0;

    // The seat that decides now (may differ from the turn owner); kNobody at the end.
    virtual int toAct() const = 0;
    virtual bool isTerminal() const = 0;
    // Appends nothing when terminal. `out` is cleared first and reused by callers
    // so that playouts do not allocate.
    virtual void legalActions(std::vector<Action>& out) const = 0;
    std::vector<Action> legalActions() const;
    bool isLegal(const Action& action) const;

    // Applies a legal action; returns "" or, leaving the state untouched, why not.
    std::string apply(const Action& action, EventList* events = nullptr);
    // Applies an action known to come from legalActions() (bots, playouts).
    void applyLegal(const Action& action, EventList* events = nullptr);

    virtual Result result() const = 0;
    // What `seat` may see; kEveryone gives the truth.
    virtual SeatView view(int seat) const = 0;
    virtual std::unique_ptr<GameState> clone() const = 0;
    // A full state that `seat` cannot tell from this one: its view is identical,
    // hidden cards are dealt at random respecting all public facts (revealed
    // voids included) and future shuffles are reseeded from `rng`.
    virtual std::unique_ptr<GameState> determinize(int seat, Rng& rng) const = 0;

    // Stable text notation (docs/notation.md). format, describe and
    // explainIllegal take any action, however crafted (a record, a client):
    // whatever they do not understand reads "?" or as an unknown move.
    virtual std::string format(const Action& action) const = 0;
    // The action written as `text`; it may be illegal now (then apply() says why).
    // The default finds the legal action with that text.
    virtual std::optional<Action> parse(std::string_view text) const;
    // What `action` is, for buttons and a game's own controls.
    virtual ActionInfo describe(const Action& action) const = 0;
    // Why `action` is not legal now, in words for a player (empty if it is legal).
    virtual Phrase explainIllegal(const Action& action) const;
    // Why clicking `card` does nothing now (empty if some legal action involves it);
    // any id, in the deck or not.
    virtual Phrase explainCard(CardId card) const;
    // Why the cards a person selected together make no move now, in words for
    // that person (the table asks when "Play selected" finds no move with
    // exactly these cards). The default says only that; games with moves of
    // several cards say what is wrong with these (not a meld: why).
    virtual Phrase explainSelection(CardSet cards) const;
    // What the seat to act is asked, in words addressed to it, when this
    // decision is not an ordinary turn of its own (a claim on a discarded
    // card, another player's trade offer); empty otherwise. It names only
    // what that seat may know.
    virtual Phrase question() const { return {}; }
    // Moves of this decision that the rules withhold now although a player
    // would look for them (the dealer's forbidden bid): the table shows them
    // disabled, with explainIllegal()'s reason, instead of leaving a gap.
    virtual std::vector<Action> withheldActions() const { return {}; }

    const std::vector<Action>& history() const { return history_; }

    // For search bots: a number that changes whenever a round (deal, hand) ends,
    // so a search may stop its playouts there and judge the position by
    // result(), which must then give the scores so far. The default 0 means the
    // game is searched to its end.
    virtual int roundIndex() const { return 0; }

    // For search bots that stop their playouts early
    // (SearchSettings::playoutHorizon): a quick estimate of each seat's chance
    // of winning the game from here, one per seat, summing to 1. False (the
    // default) when the game has none for this position.
    virtual bool winChances(std::vector<double>& /*out*/) const { return false; }

    // For search bots that read play: a round as it began and, in `since`,
    // the actions taken in it, read from `seen` (the events as one seat saw
    // them). `roundsBack` 0 is the current round, every hand of this state
    // holding again the cards it has played since (replaying `since` gives
    // this state again); 1 is the last round that ended, 2 the one before,
    // with every hand as its play showed it. Null (the default) when the game
    // cannot rebuild rounds, there is no such round, or `seen` does not fit.
    virtual std::unique_ptr<GameState> roundStart(const EventList& /*seen*/, int /*roundsBack*/,
                                                  std::vector<Action>& /*since*/) const {
        return nullptr;
    }

protected:
    virtual void doApply(const Action& action, EventList* events) = 0;

private:
    friend class InfoSet;
    // Drops what a bot must never learn from a determinized copy: the true seed,
    // the stacked deck orders and the action history.
    void forgetOrigin(std::uint64_t freshSeed) {
        config_.seed = freshSeed;
        config_.stackedDecks.clear();
        history_.clear();
        // A bot's sample never records actions: no history to leak, and none
        // to grow (an allocation per move in search playouts).
        keepHistory_ = false;
    }

private:
    GameConfig config_;
    std::vector<Action> history_;
    bool keepHistory_ = true;
};

// Normalises action text: trims, collapses spaces.
std::string normalizeActionText(std::string_view text);

}  // namespace felt
