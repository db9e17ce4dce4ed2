// The match at the table: owns the engine state and its history and runs the
// turn loop: people decide through the table (TableInput), the other seats
// through AwaySeats; the TablePresenter shows each position and the events
// of each move in the models. The viewer policy, take-backs, setup
// conversion, wording and record files live in their own units.
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QVariantMap>
#include <memory>

#include "core/seen_history.h"
#include "review/review_mode.h"
#include "session/away_seats.h"
#include "session/record_files.h"
#include "session/table_session.h"
#include "session/undo_history.h"
#include "session/view_settings.h"
#include "session/viewer_policy.h"
#include "setup/setup_codec.h"

namespace felt::app {

// (The base named in full: Qt 6.4's type registrar finds a prototype only so.)
class GameSession : public felt::app::TableSession {
    Q_OBJECT
    QML_ELEMENT
    // Replay and review of this game (every card face up).
    Q_PROPERTY(felt::app::ReviewMode* review READ review CONSTANT)

public:
    explicit GameSession(QObject* parent = nullptr);

    // Setup: {game, players, seed?, seats: [{name, kind}], options: {key: value}}.
    // Returns "" or why the setup cannot be played.
    Q_INVOKABLE QString start(const QVariantMap& setup);
    // The same setup and deal again, when the event loop comes round (requests
    // made before then count once).
    Q_INVOKABLE void restart();
    void playAgain() override;  // same setup, a new seed
    QString saveRecord(const QString& path) const override {
        return state_ ? saveGameRecord(path, *state_, setup_, gameKey_) : tr("No game to save.");
    }
    Q_INVOKABLE QString loadRecord(const QString& path);
    // Plays a loaded record's game, guided by a lesson (or not: `{}`); a new
    // game or a restart ends the guidance. "" or why not.
    QString startGuided(LoadedGame loaded, SessionGuide guide);
    bool guided() const override { return guide_.seats != nullptr; }

    void confirmHandover() override;
    // Asks the Expert what the person deciding should do.
    void askHint() override;
    void continueAfterRound() override;
    // Back to the last decision of the person at the screen / that decision again.
    void undo() override;
    void redo() override;
    void replay() override { review_.start(); }
    bool isHuman(int seat) const override { return viewers_.isHuman(seat); }

    ReviewMode* review() { return &review_; }
    bool running() const override { return state_ != nullptr; }
    const GameInfo* game() const { return setup_.game; }
    QString gameId() const override {
        return setup_.game ? QString::fromStdString(setup_.game->id) : "";
    }
    int players() const override { return state_ ? state_->players() : 0; }
    QVariantMap setup() const override { return setup_.game ? writeSetup(setup_) : QVariantMap{}; }
    QString dealCode() const override { return setup_.game ? dealCodeOf(setup_) : QString(); }
    int viewer() const override { return viewers_.viewer(); }
    int handoverSeat() const override { return viewers_.handoverSeat(); }
    QString handoverStory() const override;
    int toAct() const override { return state_ ? state_->toAct() : -1; }
    bool gameOver() const override { return state_ && state_->isTerminal(); }
    QVariantList placements() const override {
        return gameOver() ? placementsOf(*state_) : QVariantList{};
    }
    // Who this game is (kept by undo, review, autosave and records): a new
    // deal, a restart or another game gets another key.
    QString gameKey() const { return gameKey_; }
    // From now on the game under way is kept and counted as a game of its
    // own (a new key): an older copy of a game kept here, opened and played
    // on, leaves the kept one as it is. Returns the new key.
    QString keepAsNewGame();
    // A run nobody watches (--autoplay, --quit-after-game) plays on at round
    // ends whatever View > Round summaries says, and leaves that setting be.
    void setUnattended(bool on) { unattended_ = on; }
    QString undoUnavailable() const override {
        if (guided()) return tr("A lesson cannot be undone: follow the bubbles.");
        return state_ ? undo_.whyNot(viewers_.viewer()) : tr("No game is under way.");
    }
    bool canRedo() const override { return state_ && input_.humanTurn() && undo_.next(*state_); }
    bool reviewing() const override { return review_.active(); }
    bool canReplay() const override { return gameOver(); }

    // Lays out a position of this game at once, as the table's (replay): the
    // setup stays, nobody is asked to move (see ReviewMode).
    void showPosition(std::unique_ptr<GameState> position) {
        begin(std::move(position), setup_, true);
    }
    // An action of the shown position in the reader's words.
    QString actionText(const Action& a) const { return table_.text().action(state_->describe(a)); }

    // For tests and tools.
    const GameState* state() const { return state_.get(); }
    const BotWorker& bots() const { return away_.bots(); }

    std::optional<FinishedGame> finishedGame() const override;

signals:
    // The game's record changed: a new game began or an action was applied.
    void moved();
    void botThought(qint64 microseconds);

protected:
    bool thinking() const override { return away_.pending(); }

private:
    // `rebuilt`: the same game set back by an undo (no deal animation, redo kept).
    void begin(std::unique_ptr<GameState> state, TableSetup setup, bool rebuilt = false);
    void apply(const Action& action);
    void afterEvents();
    // `seat`'s view, or every card in a replay of a finished game.
    void showView(int seat);

    TableSetup setup_;
    std::unique_ptr<GameState> state_;
    ViewerPolicy viewers_;
    AwaySeats away_;
    QString gameKey_;
    bool endedInPlay_ = false;  // the last move applied ended the game
    bool redoing_ = false;      // the move applied is a redo (made before)
    bool restartPending_ = false;
    bool unattended_ = false;
    UndoHistory undo_;
    ReviewMode review_{*this};
    SeenHistory seen_;  // the game's events as each seat saw them, for the bots
    SessionGuide guide_;
};

}  // namespace felt::app
