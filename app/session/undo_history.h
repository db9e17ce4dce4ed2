// Take-backs at the table. Undo goes back to the last decision a person made;
// in hot-seat only that person may take it back (nobody undoes somebody
// else's move), so undo is offered when the table has one person or when the
// person at the screen made that decision. The undone actions are kept: redo
// plays them again exactly, and a bot facing a position it already decided
// decides the same again, so repeating your move replays the same game.
#pragma once

#include <QString>
#include <memory>
#include <vector>

#include "catalog/registry.h"
#include "core/game_state.h"
#include "session/game_log.h"

namespace felt::app {

class UndoHistory {
public:
    // A game begins (`human`: which seats are people; `actions`: who made each
    // action so far); an undo rebuilds it earlier and keeps what can be redone.
    void start(std::vector<bool> human, const std::vector<ActionSpan>& actions, bool keepRedo);
    // `actor` made `action`: a redo of the next undone action keeps the rest.
    void applied(int actor, const Action& action);

    // How many actions to keep to take back the last person's decision when
    // `atScreen` is the person at the screen; -1 with `why` when undo is not offered.
    int undoTarget(int atScreen, QString& why) const;
    // "" or why `atScreen` cannot undo now.
    QString whyNot(int atScreen) const;
    // The same deal set back to before the last decision of `atScreen`, with
    // the actions after it kept for redo; null with `why` when not allowed.
    std::unique_ptr<GameState> takeBack(const GameInfo& game, const GameState& state, int atScreen,
                                        QString& why);

    // The next undone action, if it can be played now in `state` (its turn
    // and legal), else null. `forPerson`: the redo the person asks for.
    const Action* next(const GameState& state) const;
    bool canRedo() const { return !redo_.empty(); }
    // The seat that made each action of the game so far.
    const std::vector<int>& actors() const { return actors_; }

private:
    std::vector<bool> human_;
    std::vector<int> actors_;
    std::vector<int> redoActors_;  // parallel to redo_
    std::vector<Action> redo_;     // the next action to redo last
};

}  // namespace felt::app
