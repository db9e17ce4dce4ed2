// What the table and its panels show and ask of a game, whoever runs it:
// this Felt's own engine (GameSession) or a host over the network
// (NetSession). It owns the table's side that both share — the presenter
// that turns views and events into models, and the person's input — and
// declares what QML reads; each kind of session says how its game goes on.
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <optional>
#include <vector>

#include "session/table_input.h"
#include "session/table_presenter.h"
#include "session/view_settings.h"
#include "stats/finished_game.h"

namespace felt::app {

class TableSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A GameSession or a network table")
    Q_PROPERTY(felt::app::CardModel* cards READ cards CONSTANT)
    Q_PROPERTY(felt::app::SeatModel* seats READ seats CONSTANT)
    Q_PROPERTY(felt::app::ScoreModel* scores READ scores CONSTANT)
    Q_PROPERTY(felt::app::ViewSettings* view READ view CONSTANT)
    // The person's side: moves, selection, chooser, explanations.
    Q_PROPERTY(felt::app::TableInput* input READ input CONSTANT)
    // A game played at another Felt: the host decides, this table only asks.
    Q_PROPERTY(bool networked READ networked CONSTANT)
    Q_PROPERTY(bool running READ running NOTIFY gameChanged)
    Q_PROPERTY(QString gameId READ gameId NOTIFY gameChanged)
    Q_PROPERTY(QString gameName READ gameName NOTIFY gameChanged)
    // The game's own table controls (qml/games/<id>/Controls.qml), or "" for none.
    Q_PROPERTY(QString controlsUrl READ controlsUrl NOTIFY gameChanged)
    Q_PROPERTY(int players READ players NOTIFY gameChanged)
    Q_PROPERTY(QVariantList zones READ zones NOTIFY gameChanged)
    // The game's setup as GameSession::start takes it: {game, players,
    // options, ...} (a network table: what its host told).
    Q_PROPERTY(QVariantMap setup READ setup NOTIFY gameChanged)
    // The deal code of this game's setup and deal ("" for none: a stacked
    // deal, or a network game not over yet).
    Q_PROPERTY(QString dealCode READ dealCode NOTIFY stateChanged)
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
    // The table's facts about the shown view: the information line, the stats
    // ("key" for table-wide ones, "key@seat" for a seat's) and the card groups
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
    // A lesson guides this game: nothing is kept, no Undo or Hint.
    Q_PROPERTY(bool guided READ guided NOTIFY gameChanged)
    // A replay or review of this game is shown (nobody plays meanwhile).
    Q_PROPERTY(bool reviewing READ reviewing NOTIFY stateChanged)
    // The finished game can be replayed here (its whole record is known).
    Q_PROPERTY(bool canReplay READ canReplay NOTIFY stateChanged)
    Q_PROPERTY(QStringList log READ log NOTIFY logChanged)
    // A position is being laid out at once (undo, a replayed position): cards
    // take their places without flying there.
    Q_PROPERTY(bool placing READ placing NOTIFY placingChanged)

public:
    // `view`: the window's view settings, shared with another session; null:
    // this session keeps its own.
    explicit TableSession(ViewSettings* view, QObject* parent = nullptr);

    Q_INVOKABLE virtual void confirmHandover() {}
    // Asks what the person deciding should do; the answer shows through the
    // input (highlighted move and reason), never blocking the table.
    Q_INVOKABLE virtual void askHint() = 0;
    Q_INVOKABLE virtual void continueAfterRound() = 0;
    Q_INVOKABLE virtual void undo() = 0;
    Q_INVOKABLE virtual void redo() = 0;
    // Shows the finished game's replay (when canReplay).
    Q_INVOKABLE virtual void replay() {}
    // The same setup again with a new deal (not at a network table).
    Q_INVOKABLE virtual void playAgain() {}
    // Writes the game's record to `path` (a .felt file): "" or why not.
    Q_INVOKABLE virtual QString saveRecord(const QString& path) const = 0;
    Q_INVOKABLE QString seatName(int seat) const { return table_.text().seat(seat); }
    Q_INVOKABLE virtual bool isHuman(int seat) const = 0;
    // The name of a face-up row's card ("" for a face-down one).
    Q_INVOKABLE QString cardName(int row) const;

    CardModel* cards() { return &table_.cards(); }
    SeatModel* seats() { return &table_.seats(); }
    ScoreModel* scores() { return &table_.scores(); }
    ViewSettings* view() { return &view_; }
    TableInput* input() { return &input_; }
    virtual bool networked() const { return false; }
    virtual bool running() const = 0;
    virtual QString gameId() const = 0;
    QString gameName() const;
    QString controlsUrl() const;
    virtual int players() const = 0;
    QVariantList zones() const { return table_.zones(); }
    virtual QVariantMap setup() const = 0;
    virtual QString dealCode() const = 0;
    virtual int viewer() const = 0;
    virtual int handoverSeat() const { return -1; }
    virtual QString handoverStory() const { return {}; }
    virtual int toAct() const = 0;
    virtual bool gameOver() const = 0;
    QString resultText() const { return resultText_; }
    virtual QVariantList placements() const = 0;
    QString tableInfo() const { return table_.facts().info; }
    QVariantMap stats() const { return table_.facts().stats; }
    QVariantList groups() const { return table_.facts().groups; }
    QString statusText() const { return table_.status(); }
    bool canUndo() const { return undoUnavailable().isEmpty(); }
    virtual QString undoUnavailable() const = 0;
    virtual bool canRedo() const { return false; }
    bool roundOver() const { return roundOver_; }
    virtual bool guided() const { return false; }
    virtual bool reviewing() const { return false; }
    virtual bool canReplay() const { return false; }
    QStringList log() const { return table_.log().lines(); }
    bool placing() const { return table_.placing(); }

    // The game as the statistics keep it, once it ended while being played
    // here (gameFinished); nothing before.
    virtual std::optional<FinishedGame> finishedGame() const = 0;

    // For tests and tools.
    bool busy() const { return table_.busy() || thinking(); }
    int eventsHandled() const { return table_.eventsHandled(); }

signals:
    void gameChanged();
    void viewerChanged();
    void stateChanged();
    void factsChanged();
    void logChanged();
    void placingChanged();
    void statusChanged();
    // The game ended by a move made at this table (here or at its network
    // host). Opening a finished game, leaving its replay or redoing its last
    // move after an undo does not finish it again.
    void gameFinished();
    // After the models caught up with an action's events (tests check here).
    void settled();

protected:
    // Another seat is working out its move here (a bot of this Felt's).
    virtual bool thinking() const { return false; }
    // The status line says what comes next (stateChanged: it changed).
    void setStatus(const QString& text);
    // The status line when `seat`, the person at the screen, decides.
    QString turnText(int seat) const;
    // The result line, from the seats placed first.
    void setResult(const std::vector<int>& winners);
    // The finished game shown, given what only each kind of session knows:
    // its identity, each seat's kind and final score.
    FinishedGame finishedGameOf(const QString& key, const QStringList& kinds,
                                const std::vector<int>& scores) const;

    ViewSettings& view_;
    TablePresenter table_;
    TableInput input_{table_.cards(), table_.text()};
    QString resultText_;
    bool roundOver_ = false;
};

}  // namespace felt::app
