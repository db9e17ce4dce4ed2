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
#include "session/table_input.h"
#include "session/table_presenter.h"
#include "session/undo_history.h"
#include "session/view_settings.h"
#include "session/viewer_policy.h"
#include "setup/setup_codec.h"

namespace felt::app {

class GameSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(felt::app::CardModel* cards READ cards CONSTANT)
    Q_PROPERTY(felt::app::SeatModel* seats READ seats CONSTANT)
    Q_PROPERTY(felt::app::ScoreModel* scores READ scores CONSTANT)
    Q_PROPERTY(felt::app::ViewSettings* view READ view CONSTANT)
    // The person's side: moves, selection, chooser, explanations.
    Q_PROPERTY(felt::app::TableInput* input READ input CONSTANT)
    // Replay and review of this game (every card face up).
    Q_PROPERTY(felt::app::ReviewMode* review READ review CONSTANT)
    Q_PROPERTY(bool running READ running NOTIFY gameChanged)
    Q_PROPERTY(QString gameId READ gameId NOTIFY gameChanged)
    Q_PROPERTY(QString gameName READ gameName NOTIFY gameChanged)
    // The game's own table controls (qml/games/<id>/Controls.qml), or "" for none.
    Q_PROPERTY(QString controlsUrl READ controlsUrl NOTIFY gameChanged)
    Q_PROPERTY(int players READ players NOTIFY gameChanged)
    Q_PROPERTY(QVariantList zones READ zones NOTIFY gameChanged)
    Q_PROPERTY(QVariantMap setup READ setup NOTIFY gameChanged)
    // The deal code of this game's setup and deal ("" for a stacked deal).
    Q_PROPERTY(QString dealCode READ dealCode NOTIFY gameChanged)
    Q_PROPERTY(int viewer READ viewer NOTIFY viewerChanged)
    Q_PROPERTY(int handoverSeat READ handoverSeat NOTIFY stateChanged)
    // Hot-seat: what happened since the next person's last turn, a line a
    // move, naming only the cards everybody saw (the screen is between two
    // people).
    Q_PROPERTY(QString handoverStory READ handoverStory NOTIFY stateChanged)
    // The seat that decides now, -1 when the game is over.
    Q_PROPERTY(int toAct READ toAct NOTIFY stateChanged)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY stateChanged)
    Q_PROPERTY(QString resultText READ resultText NOTIFY stateChanged)
    // Places of every seat at the end (1 = first), from the engine's result.
    Q_PROPERTY(QVariantList placements READ placements NOTIFY stateChanged)
    // The table's facts about the shown view (every time a view is shown, a
    // replayed position too): the information line, the stats ("key" for
    // table-wide ones, "key@seat" for a seat's) and the card groups
    // [{seat, number, size, caption}] (cards carry their group).
    Q_PROPERTY(QString tableInfo READ tableInfo NOTIFY factsChanged)
    Q_PROPERTY(QVariantMap stats READ stats NOTIFY factsChanged)
    Q_PROPERTY(QVariantList groups READ groups NOTIFY factsChanged)
    Q_PROPERTY(QString statusText READ statusText NOTIFY statusChanged)
    // Take-backs: whether undo/redo can be used now, and why undo cannot.
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY stateChanged)
    Q_PROPERTY(QString undoUnavailable READ undoUnavailable NOTIFY stateChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY stateChanged)
    // A round just ended and the table waits for Continue (round summaries on).
    Q_PROPERTY(bool roundOver READ roundOver NOTIFY stateChanged)
    Q_PROPERTY(QStringList log READ log NOTIFY logChanged)
    // A position is being laid out at once (undo, a replayed position): cards
    // take their places without flying there.
    Q_PROPERTY(bool placing READ placing NOTIFY placingChanged)
    // A lesson guides this game (SessionGuide): nothing is kept, no Undo or Hint.
    Q_PROPERTY(bool guided READ guided NOTIFY gameChanged)

public:
    explicit GameSession(QObject* parent = nullptr);

    // Setup: {game, players, seed?, seats: [{name, kind}], options: {key: value}}.
    // Returns "" or why the setup cannot be played.
    Q_INVOKABLE QString start(const QVariantMap& setup);
    // The same setup and deal again, when the event loop comes round (requests
    // made before then count once).
    Q_INVOKABLE void restart();
    Q_INVOKABLE void playAgain();  // same setup, a new seed
    Q_INVOKABLE void confirmHandover();
    // Asks the Expert what the person deciding should do; the answer shows
    // through the input (highlighted move and reason), never blocking the table.
    Q_INVOKABLE void askHint();
    // Back to the last decision of the person at the screen / that decision again.
    Q_INVOKABLE void continueAfterRound();
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();
    Q_INVOKABLE QString seatName(int seat) const { return table_.text().seat(seat); }
    Q_INVOKABLE bool isHuman(int seat) const { return viewers_.isHuman(seat); }
    // The name of a face-up row's card ("" for a face-down one).
    Q_INVOKABLE QString cardName(int row) const {
        return state_ ? cardNameOf(table_.cards(), table_.text(), row) : QString();
    }
    Q_INVOKABLE QString saveRecord(const QString& path) const {
        return state_ ? saveGameRecord(path, *state_, setup_, gameKey_) : tr("No game to save.");
    }
    Q_INVOKABLE QString loadRecord(const QString& path);
    // Plays a loaded record's game, guided by a lesson (or not: `{}`); a new
    // game or a restart ends the guidance. "" or why not.
    QString startGuided(LoadedGame loaded, SessionGuide guide);
    bool guided() const { return guide_.seats != nullptr; }

    CardModel* cards() { return &table_.cards(); }
    SeatModel* seats() { return &table_.seats(); }
    ScoreModel* scores() { return &table_.scores(); }
    ViewSettings* view() { return &view_; }
    TableInput* input() { return &input_; }
    ReviewMode* review() { return &review_; }
    bool running() const { return state_ != nullptr; }
    const GameInfo* game() const { return setup_.game; }
    QString gameId() const { return setup_.game ? QString::fromStdString(setup_.game->id) : ""; }
    QString gameName() const { return setup_.game ? engineWord(setup_.game->name.c_str()) : ""; }
    QString controlsUrl() const { return setup_.game ? controlsUrlOf(gameId()) : QString(); }
    int players() const { return state_ ? state_->players() : 0; }
    QVariantList zones() const { return table_.zones(); }
    QVariantMap setup() const { return setup_.game ? writeSetup(setup_) : QVariantMap{}; }
    QString dealCode() const { return setup_.game ? dealCodeOf(setup_) : QString(); }
    int viewer() const { return viewers_.viewer(); }
    int handoverSeat() const { return viewers_.handoverSeat(); }
    QString handoverStory() const;
    int toAct() const { return state_ ? state_->toAct() : -1; }
    bool gameOver() const { return state_ && state_->isTerminal(); }
    QString resultText() const { return resultText_; }
    QVariantList placements() const { return gameOver() ? placementsOf(*state_) : QVariantList{}; }
    QString tableInfo() const { return table_.facts().info; }
    QVariantMap stats() const { return table_.facts().stats; }
    QVariantList groups() const { return table_.facts().groups; }
    QString statusText() const { return table_.status(); }
    // Who this game is (kept by undo, review, autosave and records): a new
    // deal, a restart or another game gets another key.
    QString gameKey() const { return gameKey_; }
    bool roundOver() const { return roundOver_; }
    // A run nobody watches (--autoplay, --quit-after-game) plays on at round
    // ends whatever View > Round summaries says, and leaves that setting be.
    void setUnattended(bool on) { unattended_ = on; }
    bool canUndo() const { return undoUnavailable().isEmpty(); }
    QString undoUnavailable() const {
        if (guided()) return tr("A lesson cannot be undone: follow the bubbles.");
        return state_ ? undo_.whyNot(viewers_.viewer()) : tr("No game is under way.");
    }
    bool canRedo() const { return state_ && input_.humanTurn() && undo_.next(*state_); }
    QStringList log() const { return table_.log().lines(); }
    bool placing() const { return table_.placing(); }

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
    bool busy() const { return table_.busy() || away_.pending(); }
    int eventsHandled() const { return table_.eventsHandled(); }

signals:
    void gameChanged();
    void viewerChanged();
    void stateChanged();
    void factsChanged();
    void logChanged();
    void placingChanged();
    void statusChanged();
    // The game ended by a move made at this table. Opening a finished game,
    // leaving its replay or redoing its last move after an undo does not
    // finish it again.
    void gameFinished();
    // The game's record changed: a new game began or an action was applied.
    void moved();
    // After the models caught up with an action's events (tests check here).
    void settled();
    void botThought(qint64 microseconds);

private:
    // `rebuilt`: the same game set back by an undo (no deal animation, redo kept).
    void begin(std::unique_ptr<GameState> state, TableSetup setup, bool rebuilt = false);
    void apply(const Action& action);
    void afterEvents();
    // `seat`'s view, or every card in a replay of a finished game.
    void showView(int seat) { table_.show(*state_, seat, review_.active() && review_.showsAll()); }
    void setStatus(const QString& text);
    // The status line when `seat`, a person, decides.
    QString turnText(int seat) const;

    TableSetup setup_;
    std::unique_ptr<GameState> state_;
    TablePresenter table_;
    ViewSettings view_;
    TableInput input_{table_.cards(), table_.text()};
    ViewerPolicy viewers_;
    AwaySeats away_;
    QString gameKey_;
    bool endedInPlay_ = false;  // the last move applied ended the game
    bool restartPending_ = false;
    bool roundOver_ = false;
    bool unattended_ = false;
    QString resultText_;
    UndoHistory undo_;
    ReviewMode review_{*this};
    SeenHistory seen_;  // the game's events as each seat saw them, for the bots
    SessionGuide guide_;
};

}  // namespace felt::app
