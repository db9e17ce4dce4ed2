// What one seat may know when it has to decide, and nothing more. The engine
// builds it from the true game; a bot receives only this, so hidden cards are
// out of its reach by construction, not by good manners.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "event.h"
#include "game_state.h"
#include "rng.h"

namespace felt {

class InfoSet {
public:
    // The information set of `seat` in `truth`. `rng` must be the caller's own
    // generator, independent of the game's seed: it deals the unseen cards of
    // the stored sample and seeds its future shuffles. `seen` is the game's
    // events as the seat saw them (SeenHistory::seenBy), when the caller
    // keeps them.
    static InfoSet observe(const GameState& truth, int seat, Rng& rng,
                           std::shared_ptr<const EventList> seen = {});

    int seat() const { return seat_; }
    int players() const { return sample_->players(); }
    // Exactly what the seat sees at the table.
    const SeatView& view() const { return view_; }
    // The seat's legal actions: the same in every state it cannot tell apart.
    const std::vector<Action>& legalActions() const { return legal_; }
    std::string format(const Action& action) const { return sample_->format(action); }

    // The game's events so far as the seat saw them (a moved card it did not
    // see is kNoCard); empty when the caller keeps no history.
    const EventList& history() const { return seen_ ? *seen_ : kNoEvents; }

    // One full state the seat cannot tell from the truth, drawn when the
    // information set was made. Its seed is fresh, it has no stacked decks and
    // an empty history, and its unseen cards were dealt at random.
    const GameState& sample() const { return *sample_; }
    // Another such state: the unseen cards dealt anew with `rng`.
    std::unique_ptr<GameState> redeal(Rng& rng) const;

private:
    InfoSet() = default;
    int seat_ = kNobody;
    SeatView view_;
    std::vector<Action> legal_;
    std::shared_ptr<const GameState> sample_;
    std::shared_ptr<const EventList> seen_;
    static inline const EventList kNoEvents{};
};

}  // namespace felt
