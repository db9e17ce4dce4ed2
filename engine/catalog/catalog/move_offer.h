// What the seat to act may do now, described for a table: every legal move
// with its notation, its wording and what it does to the table (does it end
// the turn, where do its cards go), the moves the rules withhold with why,
// the question asked, and answers for a click on a card or a selection that
// makes no move. A local table builds it from its GameState (offerMoves); a
// network client builds the same from what the host sent, so the table's
// input is one code path for both and never needs the game itself.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/game_state.h"

namespace felt {

struct OfferedMove {
    Action action;
    ActionInfo info;
    std::string text;       // the move in the game's notation
    bool endsTurn = false;  // the turn passes on (or the game ends) after it
    // Where each of its cards goes: (card, zone), as playing it shows.
    std::vector<std::pair<CardId, int>> lands;
    Phrase withheld;  // a move the rules withhold now: why (shown disabled)

    // The move puts `card` into `zone`.
    bool putsInto(CardId card, int zone) const {
        for (const auto& [c, z] : lands)
            if (c == card && z == zone) return true;
        return false;
    }
};

// What typed text means: a move, or why it is none.
struct TextVerdict {
    std::optional<Action> action;  // set: one of the offered moves
    bool notAMove = false;         // the text names no move of this game
    Phrase reason;                 // why the move it names is not allowed now
};

struct MoveOffer {
    int seat = -1;
    Phrase question;                    // what the seat is asked (a claim, an offer), or empty
    std::vector<OfferedMove> moves;     // legal, in the engine's order
    std::vector<OfferedMove> withheld;  // shown disabled, each with its reason
    // Why a face-up `card` the seat sees has no move now (empty: no reason known).
    std::function<Phrase(CardId)> whyNotCard;
    // Why `cards` together make no move now (empty: no reason known).
    std::function<Phrase(CardSet)> whyNotSelection;
    // Reads typed text; unset: only the moves' own notation is understood.
    std::function<TextVerdict(const std::string&)> readText;

    // The offered move that is `action`, or null.
    const OfferedMove* find(const Action& action) const;
    const OfferedMove* findText(const std::string& text) const;
};

// The offer of `state`'s seat to act (empty when the game is over). Its
// answers read `state`, which must outlive the offer unchanged.
MoveOffer offerMoves(const GameState& state);

}  // namespace felt
