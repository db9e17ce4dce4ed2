// The person's side of the table: what they may do now (buttons, playable
// cards, typed moves for a game's controls), their selection and chooser, and
// why a click did nothing. Every input is resolved to one legal action by the
// InputResolver; the action leaves as the `decided` signal for the session.
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QStringList>
#include <QVariantList>

#include "models/action_model.h"
#include "models/card_model.h"
#include "present/table_text.h"
#include "session/input_resolver.h"

namespace felt::app {

class TableInput : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameSession")
    Q_PROPERTY(felt::app::ActionModel* actions READ actions CONSTANT)
    Q_PROPERTY(felt::app::ActionModel* chooser READ chooser CONSTANT)
    Q_PROPERTY(bool humanTurn READ humanTurn NOTIFY changed)
    Q_PROPERTY(bool multiSelect READ multiSelect NOTIFY changed)
    // The moves of the person deciding: [{index, kind, label, rows, value,
    // targetSeat, targetGroup, suit, owned}]; `owned`: left to the game's controls.
    Q_PROPERTY(QVariantList moves READ moves NOTIFY changed)
    // Move kinds the game's controls present themselves (no button, no card click).
    Q_PROPERTY(QStringList ownedKinds READ ownedKinds WRITE setOwnedKinds NOTIFY changed)
    // The moves' notation, for typed input and tests.
    Q_PROPERTY(QStringList humanActionTexts READ humanActionTexts NOTIFY changed)
    // What the person deciding is asked when it is not their own turn's play
    // (a claim, a trade offer), in words addressed to them; "" otherwise.
    Q_PROPERTY(QString question READ question NOTIFY changed)
    Q_PROPERTY(QString explanation READ explanation NOTIFY explanationChanged)
    Q_PROPERTY(int selectionCount READ selectionCount NOTIFY selectionChanged)
    Q_PROPERTY(bool canConfirm READ canConfirm NOTIFY selectionChanged)
    Q_PROPERTY(bool chooserOffersSelect READ chooserOffersSelect NOTIFY selectionChanged)
    // The row whose chooser is open (a clicked card with several moves), or -1.
    Q_PROPERTY(int pendingRow READ pendingRow NOTIFY selectionChanged)
    // The groups (CardGroup::number) the pending row can be played onto now:
    // they glow, and a click on one plays the card there (dropOn).
    Q_PROPERTY(QVariantList heldTargetGroups READ heldTargetGroups NOTIFY selectionChanged)
    // The entry of `moves` a hint suggests, or -1 (its cards and button glow too).
    Q_PROPERTY(int hintMove READ hintMove NOTIFY hintChanged)

public:
    TableInput(CardModel& cards, const TableText& text, QObject* parent = nullptr);

    // A person decides now among `offer`'s moves.
    void offer(MoveOffer offer);
    // Nobody at the screen decides; a click is answered with `whyWaiting`.
    void clear(const QString& whyWaiting = {});
    void setExplanation(const QString& text);
    // Shows the hint's move (if it is still one of the offered moves) with its reason.
    void showHint(const Action& action, const QString& reason);

    Q_INVOKABLE void clickCard(int row);
    // Row `row` dragged onto group `group` (CardGroup::number, or -1), else
    // onto zone `zone` (-1: nothing there): the move that puts it there is
    // played, several are offered, none is refused with why. Dropped back
    // where it lay, it is only put back; dropped on no place (the open felt),
    // it counts as a click (a card with one move plays it).
    Q_INVOKABLE void dropOn(int row, int zone, int group);
    // The groups (CardGroup::number) some move plays row `row` onto.
    Q_INVOKABLE QVariantList targetGroups(int row) const;
    Q_INVOKABLE void chooseAction(int index);  // a button (actions model)
    Q_INVOKABLE void chooseFromChooser(int index);
    Q_INVOKABLE void playMove(int index);  // an entry of `moves`
    Q_INVOKABLE void selectPendingCard();  // the chooser's "select for a combination"
    Q_INVOKABLE void confirmSelection();
    Q_INVOKABLE void cancel();
    // Plays the legal move with this notation; returns "" or why not (also
    // shown as the explanation).
    Q_INVOKABLE QString applyActionText(const QString& text);

    ActionModel* actions() { return &actions_; }
    ActionModel* chooser() { return &chooser_; }
    bool humanTurn() const { return active_; }
    bool multiSelect() const { return active_ && resolver_.multiSelect(); }
    QVariantList moves() const;
    QStringList ownedKinds() const { return ownedKinds_; }
    void setOwnedKinds(const QStringList& kinds);
    QStringList humanActionTexts() const;
    QString question() const {
        return active_ ? text_.phrase(resolver_.current().question) : QString();
    }
    QString explanation() const { return explanation_; }
    int selectionCount() const { return cards_.selectedCount(); }
    bool canConfirm() const { return active_ && resolver_.canConfirm(cards_.selectedCards()); }
    bool chooserOffersSelect() const { return chooserOffersSelect_; }
    int pendingRow() const { return pendingRow_; }
    QVariantList heldTargetGroups() const { return targetGroups(pendingRow_); }
    int hintMove() const { return hintMove_; }

signals:
    void decided(const felt::Action& action);
    void changed();
    void selectionChanged();
    void explanationChanged();
    void hintChanged();

private:
    // A click or drop is answered anew: the chooser closes; false (and why)
    // while nothing may be played.
    bool startAnswer();
    void decide(Action action);  // by value: it may come from a model that cancel() clears
    void carryOut(const InputDecision& decision, int row);
    // Fills a button or chooser model with the offered actions at `indices`.
    void setActions(ActionModel& model, const std::vector<int>& indices);
    void setButtons();

    CardModel& cards_;
    const TableText& text_;
    bool active_ = false;  // a person decides now
    InputResolver resolver_;
    ActionModel actions_;
    ActionModel chooser_;
    QStringList ownedKinds_;
    QString whyWaiting_;
    QString explanation_;
    bool chooserOffersSelect_ = false;
    int pendingRow_ = -1;
    int hintMove_ = -1;
    void clearHint();
};

}  // namespace felt::app
