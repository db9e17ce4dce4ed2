// The game being played at the table: owns the engine state, applies the
// actions chosen by people (clicks) and bots (worker thread), and feeds the
// engine's events through the EventPlayer into the models QML draws.
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QHash>
#include <QObject>
#include <QVariantMap>
#include <memory>

#include "catalog/registry.h"
#include "models/action_model.h"
#include "models/card_model.h"
#include "models/score_model.h"
#include "models/seat_model.h"
#include "session/bot_worker.h"
#include "session/event_player.h"

namespace felt::app {

class GameSession : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(felt::app::CardModel* cards READ cards CONSTANT)
    Q_PROPERTY(felt::app::SeatModel* seats READ seats CONSTANT)
    Q_PROPERTY(felt::app::ActionModel* actions READ actions CONSTANT)
    Q_PROPERTY(felt::app::ActionModel* chooser READ chooser CONSTANT)
    Q_PROPERTY(felt::app::ScoreModel* scores READ scores CONSTANT)
    Q_PROPERTY(bool running READ running NOTIFY gameChanged)
    Q_PROPERTY(QString gameId READ gameId NOTIFY gameChanged)
    Q_PROPERTY(QString gameName READ gameName NOTIFY gameChanged)
    Q_PROPERTY(int players READ players NOTIFY gameChanged)
    Q_PROPERTY(QVariantList zones READ zones NOTIFY gameChanged)
    Q_PROPERTY(QVariantMap setup READ setup NOTIFY gameChanged)
    Q_PROPERTY(int viewer READ viewer NOTIFY viewerChanged)
    Q_PROPERTY(int handoverSeat READ handoverSeat NOTIFY stateChanged)
    Q_PROPERTY(bool humanTurn READ humanTurn NOTIFY stateChanged)
    Q_PROPERTY(bool multiSelect READ multiSelect NOTIFY stateChanged)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY stateChanged)
    Q_PROPERTY(QString resultText READ resultText NOTIFY stateChanged)
    Q_PROPERTY(QString tableInfo READ tableInfo NOTIFY stateChanged)
    // The viewer's SeatView stats for game-specific controls: "key" for table-wide
    // numbers, "key@seat" for a seat's (e.g. stats["pending_pickup"], stats["bid@2"]).
    Q_PROPERTY(QVariantMap stats READ stats NOTIFY stateChanged)
    Q_PROPERTY(QString statusText READ statusText NOTIFY stateChanged)
    // The format() texts of the legal actions while a person decides (empty
    // otherwise), for game controls that build their own dialogs from them.
    Q_PROPERTY(QStringList humanActionTexts READ humanActionTexts NOTIFY stateChanged)
    Q_PROPERTY(QStringList log READ log NOTIFY logChanged)
    Q_PROPERTY(QString explanation READ explanation NOTIFY explanationChanged)
    Q_PROPERTY(int selectionCount READ selectionCount NOTIFY selectionChanged)
    Q_PROPERTY(bool canConfirm READ canConfirm NOTIFY selectionChanged)
    Q_PROPERTY(bool chooserOffersSelect READ chooserOffersSelect NOTIFY selectionChanged)
    // The row whose chooser is open (a clicked card with several moves), or -1.
    Q_PROPERTY(int pendingRow READ pendingRow NOTIFY selectionChanged)
    Q_PROPERTY(
        int animationSpeed READ animationSpeed WRITE setAnimationSpeed NOTIFY animationSpeedChanged)
    Q_PROPERTY(int moveMs READ moveMs NOTIFY animationSpeedChanged)
    Q_PROPERTY(bool fourColour READ fourColour WRITE setFourColour NOTIFY fourColourChanged)

public:
    static constexpr int kMaxSpeed = 3;

    explicit GameSession(QObject* parent = nullptr);
    ~GameSession() override;

    // Setup: {game, players, seed?, seats: [{name, kind}], options: {key: value}}.
    // Returns "" or why the setup cannot be played.
    Q_INVOKABLE QString start(const QVariantMap& setup);
    Q_INVOKABLE void restart();    // same setup and seed: the same deal again
    Q_INVOKABLE void playAgain();  // same setup, a new seed
    Q_INVOKABLE void clickCard(int row);
    Q_INVOKABLE void chooseAction(int index);  // a button (actions model)
    Q_INVOKABLE void chooseFromChooser(int index);
    Q_INVOKABLE void selectPendingCard();  // the chooser's "select for a combination"
    Q_INVOKABLE void confirmSelection();
    Q_INVOKABLE void cancel();
    Q_INVOKABLE void confirmHandover();
    Q_INVOKABLE QString seatName(int seat) const;
    // For a game's own controls: the face of a row in the engine's notation
    // ("" for a face-down card).
    Q_INVOKABLE QString cardText(int row) const;
    // The cards of a zone in position order, each as cardText ("" face down).
    Q_INVOKABLE QStringList zoneCardTexts(int zone) const;
    Q_INVOKABLE QString saveRecord(const QString& path) const;
    Q_INVOKABLE QString loadRecord(const QString& path);
    // Applies the legal action with this format() text for the person deciding;
    // returns "" or why not (also shown as the explanation).
    Q_INVOKABLE QString applyActionText(const QString& text);
    // Legal actions of game `gameId` whose text starts with one of `prefixes`
    // are left to that game's own controls: no button, no card click.
    Q_INVOKABLE void setControlledActions(const QString& gameId, const QStringList& prefixes);
    // How game `gameId`'s stats read on the seat plates and the info line:
    // {key: false} hides a stat, {key: ["word for 0", "word for 1", ...]} shows
    // the word for the value instead of "Label value" ("" hides that value).
    Q_INVOKABLE void setStatDisplay(const QString& gameId, const QVariantMap& display);

    CardModel* cards() { return &cards_; }
    SeatModel* seats() { return &seats_; }
    ActionModel* actions() { return &actions_; }
    ActionModel* chooser() { return &chooser_; }
    ScoreModel* scores() { return &scores_; }
    bool running() const { return state_ != nullptr; }
    QString gameId() const;
    QString gameName() const;
    int players() const { return state_ ? state_->players() : 0; }
    QVariantList zones() const { return zoneList_; }
    QVariantMap setup() const { return setup_; }
    int viewer() const { return viewer_; }
    int handoverSeat() const { return handoverSeat_; }
    bool humanTurn() const { return humanTurn_; }
    bool multiSelect() const { return multiSelect_; }
    bool gameOver() const { return state_ && state_->isTerminal(); }
    QString resultText() const { return resultText_; }
    QString tableInfo() const { return tableInfo_; }
    QVariantMap stats() const { return stats_; }
    QString statusText() const { return statusText_; }
    QStringList humanActionTexts() const { return humanActionTexts_; }
    QStringList log() const { return log_; }
    QString explanation() const { return explanation_; }
    int selectionCount() const { return cards_.selectedCount(); }
    bool canConfirm() const;
    bool chooserOffersSelect() const { return chooserOffersSelect_; }
    int pendingRow() const { return pendingRow_; }
    int animationSpeed() const { return speed_; }
    void setAnimationSpeed(int speed);
    int moveMs() const;
    bool fourColour() const { return fourColour_; }
    void setFourColour(bool on);

    // For tests and tools.
    const GameState* state() const { return state_.get(); }
    bool busy() const { return player_.busy() || botPending_; }
    int eventsHandled() const { return eventsHandled_; }

signals:
    void gameChanged();
    void viewerChanged();
    void stateChanged();
    void logChanged();
    void explanationChanged();
    void selectionChanged();
    void animationSpeedChanged();
    void fourColourChanged();
    void gameFinished();
    // After the models caught up with an action's events (tests check here).
    void settled();
    void botThought(qint64 microseconds);

private:
    QString begin(std::unique_ptr<GameState> state, const GameInfo* info, QVariantMap setup);
    EventList openingDeal(int packZone) const;
    void apply(const Action& action);
    void handleEvent(const Event& e);
    void afterEvents();
    void reconcileFor(int viewer);
    SeatView publicView() const;
    void offerInputs();
    void clearInputs();
    void setExplanation(const QString& text);
    void addLog(const QString& line);
    void askBot();
    void refreshTableInfo(const SeatView& view);
    bool isHuman(int seat) const;
    int humanCount() const;
    QString actionText(const Action& a) const;
    bool controlledByGame(const Action& a) const;
    // The stat's text under the current game's stat display ("" = hidden).
    QString statText(const Stat& st, const QString& usual) const;

    const GameInfo* info_ = nullptr;
    std::unique_ptr<GameState> state_;
    QVariantMap setup_;
    QVariantList zoneList_;
    std::vector<ZoneSpec> zoneSpecs_;
    CardModel cards_;
    SeatModel seats_;
    ActionModel actions_;
    ActionModel chooser_;
    ScoreModel scores_;
    EventPlayer player_;
    BotWorker bots_;
    quint64 botGeneration_ = 0;
    bool botPending_ = false;
    int viewer_ = 0;
    bool viewerConfirmed_ = false;
    int handoverSeat_ = -1;
    bool humanTurn_ = false;
    bool multiSelect_ = false;
    bool chooserOffersSelect_ = false;
    int pendingRow_ = -1;
    QString resultText_;
    QString tableInfo_;
    QVariantMap stats_;
    QString statusText_;
    QStringList humanActionTexts_;
    QHash<QString, QStringList> controlledActions_;
    QHash<QString, QVariantMap> statDisplay_;
    QStringList log_;
    QString explanation_;
    int speed_ = 1;
    bool fourColour_ = false;
    int eventsHandled_ = 0;
};

}  // namespace felt::app
