#include "undo_history.h"

#include <QCoreApplication>
#include <algorithm>

namespace felt::app {

void UndoHistory::start(std::vector<bool> human, const std::vector<ActionSpan>& actions,
                        bool keepRedo) {
    human_ = std::move(human);
    actors_.clear();
    for (const ActionSpan& a : actions) actors_.push_back(a.actor);
    if (!keepRedo) {
        redo_.clear();
        redoActors_.clear();
    }
}

void UndoHistory::applied(int actor, const Action& action) {
    actors_.push_back(actor);
    if (!redo_.empty() && redo_.back() == action && redoActors_.back() == actor) {
        redo_.pop_back();
        redoActors_.pop_back();
    } else {
        redo_.clear();
        redoActors_.clear();
    }
}

int UndoHistory::undoTarget(int atScreen, QString& why) const {
    const auto people = std::count(human_.begin(), human_.end(), true);
    int last = -1;
    for (int i = static_cast<int>(actors_.size()) - 1; i >= 0 && last < 0; --i) {
        const int seat = actors_[static_cast<std::size_t>(i)];
        if (seat >= 0 && seat < static_cast<int>(human_.size()) &&
            human_[static_cast<std::size_t>(seat)])
            last = i;
    }
    if (people == 0) {
        why = QCoreApplication::translate("undo", "Only people's moves can be taken back.");
        return -1;
    }
    if (last < 0) {
        why = QCoreApplication::translate("undo", "There is no move of yours to take back yet.");
        return -1;
    }
    if (people > 1 && actors_[static_cast<std::size_t>(last)] != atScreen) {
        why = QCoreApplication::translate(
            "undo", "Only the player who made the last move may take it back.");
        return -1;
    }
    why.clear();
    return last;
}

QString UndoHistory::whyNot(int atScreen) const {
    QString why;
    undoTarget(atScreen, why);
    return why;
}

std::unique_ptr<GameState> UndoHistory::takeBack(const GameInfo& game, const GameState& state,
                                                 int atScreen, QString& why) {
    const int keep = undoTarget(atScreen, why);
    if (keep < 0) return nullptr;
    // The same deal replayed up to the decision; the hidden cards stay hidden.
    std::string error;
    auto earlier = createGame(game, state.config(), error);
    if (!earlier) {
        why = QString::fromStdString(error);
        return nullptr;
    }
    const std::vector<Action>& history = state.history();
    for (int i = 0; i < keep; ++i)
        earlier->applyLegal(history[static_cast<std::size_t>(i)], nullptr);
    for (std::size_t i = history.size(); i-- > static_cast<std::size_t>(keep);) {
        redo_.push_back(history[i]);
        redoActors_.push_back(i < actors_.size() ? actors_[i] : -1);
    }
    actors_.resize(std::min(actors_.size(), static_cast<std::size_t>(keep)));
    return earlier;
}

const Action* UndoHistory::next(const GameState& state) const {
    if (redo_.empty() || state.isTerminal() || state.toAct() != redoActors_.back() ||
        !state.isLegal(redo_.back()))
        return nullptr;
    return &redo_.back();
}

}  // namespace felt::app
