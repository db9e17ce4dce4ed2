// The match at the table: owns the engine state and its history, runs the
// turn loop (people decide through the table, bots on the worker thread) and
// feeds the engine's events through the EventPlayer to the models, which each
// take the events they show. Input resolution, the viewer policy, setup
// conversion, wording and record files live in their own units.
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QVariantMap>
#include <memory>

#include "models/action_model.h"
#include "models/card_model.h"
#include "models/score_model.h"
#include "models/seat_model.h"
#include "present/table_text.h"
#include "session/bot_worker.h"
#include "session/event_player.h"
#include "session/game_log.h"
#include "session/input_resolver.h"
#include "session/view_settings.h"
#include "session/viewer_policy.h"
#include "setup/setup_codec.h"

namespace felt::app {

class GameSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(felt::app::CardModel* cards READ cards CONSTANT)
    Q_PROPERTY(felt::app::SeatModel* seats READ seats CONSTANT)
    Q_PROPERTY(felt::app::ActionModel* actions READ actions CONSTANT)
    Q_PROPERTY(felt::app::ActionModel* chooser READ chooser CONSTANT)
    Q_PROPERTY(felt::app::ScoreModel* scores READ scores CONSTANT)
    Q_PROPERTY(felt::app::ViewSettings* view READ view CONSTANT)
    Q_PROPERTY(bool running READ running NOTIFY gameChanged)
    Q_PROPERTY(QString gameId READ gameId NOTIFY gameChanged)
    Q_PROPERTY(QString gameName READ gameName NOTIFY gameChanged)
    // The game's own table controls (qml/games/<id>/Controls.qml), or "" for none.
    Q_PROPERTY(QString controlsUrl READ controlsUrl NOTIFY gameChanged)
    Q_PROPERTY(int players READ players NOTIFY gameChanged)
    Q_PROPERTY(QVariantList zones READ zones NOTIFY gameChanged)
    Q_PROPERTY(QVariantMap setup READ setup NOTIFY gameChanged)
    Q_PROPERTY(int viewer READ viewer NOTIFY viewerChanged)
    Q_PROPERTY(int handoverSeat READ handoverSeat NOTIFY stateChanged)
    // The seat that decides now, -1 when the game is over.
    Q_PROPERTY(int toAct READ toAct NOTIFY stateChanged)
    Q_PROPERTY(bool humanTurn READ humanTurn NOTIFY stateChanged)
    Q_PROPERTY(bool multiSelect READ multiSelect NOTIFY stateChanged)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY stateChanged)
    Q_PROPERTY(QString resultText READ resultText NOTIFY stateChanged)
    // Places of every seat at the end (1 = first), from the engine's result.
    Q_PROPERTY(QVariantList placements READ placements NOTIFY stateChanged)
    Q_PROPERTY(QString tableInfo READ tableInfo NOTIFY stateChanged)
    // The shown view's stats: "key" for table-wide ones, "key@seat" for a seat's.
    Q_PROPERTY(QVariantMap stats READ stats NOTIFY stateChanged)
    // The shown view's card groups: [{seat, number, size, caption}] (cards carry their group).
    Q_PROPERTY(QVariantList groups READ groups NOTIFY stateChanged)
    Q_PROPERTY(QString statusText READ statusText NOTIFY stateChanged)
    // The moves of the person deciding: [{index, kind, label, rows, value,
    // targetSeat, targetGroup, suit, owned}]; `owned`: left to the game's controls.
    Q_PROPERTY(QVariantList moves READ moves NOTIFY stateChanged)
    // Move kinds the game's controls present themselves (no button, no card click).
    Q_PROPERTY(QStringList ownedKinds READ ownedKinds WRITE setOwnedKinds NOTIFY stateChanged)
    // The moves' notation, for typed input and tests.
    Q_PROPERTY(QStringList humanActionTexts READ humanActionTexts NOTIFY stateChanged)
    Q_PROPERTY(QStringList log READ log NOTIFY logChanged)
    Q_PROPERTY(QString explanation READ explanation NOTIFY explanationChanged)
    Q_PROPERTY(int selectionCount READ selectionCount NOTIFY selectionChanged)
    Q_PROPERTY(bool canConfirm READ canConfirm NOTIFY selectionChanged)
    Q_PROPERTY(bool chooserOffersSelect READ chooserOffersSelect NOTIFY selectionChanged)
    // The row whose chooser is open (a clicked card with several moves), or -1.
    Q_PROPERTY(int pendingRow READ pendingRow NOTIFY selectionChanged)

public:
    explicit GameSession(QObject* parent = nullptr);
    ~GameSession() override;

    // Setup: {game, players, seed?, seats: [{name, kind}], options: {key: value}}.
    // Returns "" or why the setup cannot be played.
    Q_INVOKABLE QString start(const QVariantMap& setup);
    Q_INVOKABLE void restart();    // same setup and deal: the same game again
    Q_INVOKABLE void playAgain();  // same setup, a new seed
    Q_INVOKABLE void clickCard(int row);
    Q_INVOKABLE void chooseAction(int index);  // a button (actions model)
    Q_INVOKABLE void chooseFromChooser(int index);
    Q_INVOKABLE void playMove(int index);  // an entry of `moves`
    Q_INVOKABLE void selectPendingCard();  // the chooser's "select for a combination"
    Q_INVOKABLE void confirmSelection();
    Q_INVOKABLE void cancel();
    Q_INVOKABLE void confirmHandover();
    Q_INVOKABLE QString seatName(int seat) const { return text_.seat(seat); }
    Q_INVOKABLE bool isHuman(int seat) const { return viewers_.isHuman(seat); }
    // The name of a face-up row's card ("" for a face-down one).
    Q_INVOKABLE QString cardName(int row) const;
    Q_INVOKABLE QString saveRecord(const QString& path) const;
    Q_INVOKABLE QString loadRecord(const QString& path);
    // Applies the legal move with this notation for the person deciding;
    // returns "" or why not (also shown as the explanation).
    Q_INVOKABLE QString applyActionText(const QString& text);

    CardModel* cards() { return &cards_; }
    SeatModel* seats() { return &seats_; }
    ActionModel* actions() { return &actions_; }
    ActionModel* chooser() { return &chooser_; }
    ScoreModel* scores() { return &scores_; }
    ViewSettings* view() { return &view_; }
    bool running() const { return state_ != nullptr; }
    QString gameId() const;
    QString gameName() const;
    QString controlsUrl() const;
    int players() const { return state_ ? state_->players() : 0; }
    QVariantList zones() const { return zoneList_; }
    QVariantMap setup() const { return setup_.game ? writeSetup(setup_) : QVariantMap{}; }
    int viewer() const { return viewers_.viewer(); }
    int handoverSeat() const { return viewers_.handoverSeat(); }
    int toAct() const { return state_ ? state_->toAct() : -1; }
    bool humanTurn() const { return humanTurn_; }
    bool multiSelect() const { return humanTurn_ && input_.multiSelect(); }
    bool gameOver() const { return state_ && state_->isTerminal(); }
    QString resultText() const { return resultText_; }
    QVariantList placements() const;
    QString tableInfo() const { return tableInfo_; }
    QVariantMap stats() const { return stats_; }
    QVariantList groups() const { return groups_; }
    QString statusText() const { return statusText_; }
    QVariantList moves() const;
    QStringList ownedKinds() const { return ownedKinds_; }
    void setOwnedKinds(const QStringList& kinds);
    QStringList humanActionTexts() const;
    QStringList log() const { return log_.lines(); }
    QString explanation() const { return explanation_; }
    int selectionCount() const { return cards_.selectedCount(); }
    bool canConfirm() const { return humanTurn_ && input_.canConfirm(cards_.selectedCards()); }
    bool chooserOffersSelect() const { return chooserOffersSelect_; }
    int pendingRow() const { return pendingRow_; }

    // For tests and tools.
    const GameState* state() const { return state_.get(); }
    const BotWorker& bots() const { return bots_; }
    bool busy() const { return player_.busy() || botPending_; }
    int eventsHandled() const { return eventsHandled_; }

signals:
    void gameChanged();
    void viewerChanged();
    void stateChanged();
    void logChanged();
    void explanationChanged();
    void selectionChanged();
    void gameFinished();
    // After the models caught up with an action's events (tests check here).
    void settled();
    void botThought(qint64 microseconds);

private:
    void begin(std::unique_ptr<GameState> state, TableSetup setup);
    EventList openingDeal(int packZone) const;
    void apply(const Action& action);
    void carryOut(const InputDecision& decision, int row);
    void handleEvent(const Event& e);
    void afterEvents();
    void showView(int seat);
    void offerInputs();
    // Fills a button or chooser model with the offered actions at `indices`.
    void setActions(ActionModel& model, const std::vector<int>& indices);
    void clearInputs();
    void setExplanation(const QString& text);
    void setStatus(const QString& text);
    void askBot();
    void refreshTable(const SeatView& view);

    TableSetup setup_;
    std::unique_ptr<GameState> state_;
    std::vector<ZoneSpec> zoneSpecs_;
    std::vector<StatSpec> statSpecs_;
    QVariantList zoneList_;
    TableText text_;
    CardModel cards_;
    SeatModel seats_;
    ActionModel actions_;
    ActionModel chooser_;
    ScoreModel scores_;
    ViewSettings view_;
    GameLog log_;
    InputResolver input_;
    ViewerPolicy viewers_;
    EventPlayer player_;
    BotWorker bots_;
    quint64 gameNumber_ = 0;  // bumped by every new game
    bool botPending_ = false;
    bool humanTurn_ = false;
    bool chooserOffersSelect_ = false;
    int pendingRow_ = -1;
    QStringList ownedKinds_;
    QString resultText_;
    QString tableInfo_;
    QVariantMap stats_;
    QVariantList groups_;
    QString statusText_;
    QString explanation_;
    int eventsHandled_ = 0;
};

}  // namespace felt::app
