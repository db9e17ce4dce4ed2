// Replay and review of the session's game: step through it move by move or
// round by round (the score sheet and the log follow the position), and,
// where the game offers it, "could I have won?": the person's costly decisions
// marked with the better move, worked out on a thread of its own. Leaving puts
// the game back where it stood. A game still in progress is replayed as the
// seat whose screen it is saw it, so nothing it has not seen is shown (and
// nothing can be learnt for the game it goes back to); every card is face up
// only once the game is over.
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QThread>
#include <QVariantList>
#include <memory>
#include <stop_token>
#include <vector>

#include "catalog/review.h"

namespace felt::app {

class GameSession;

class ReviewMode : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameSession")
    Q_PROPERTY(bool active READ active NOTIFY changed)
    // Every card face up: the reviewed game is over.
    Q_PROPERTY(bool showsAll READ showsAll NOTIFY changed)
    // Actions played at the shown position, out of `length`.
    Q_PROPERTY(int position READ position NOTIFY changed)
    Q_PROPERTY(int length READ length NOTIFY changed)
    // Where the shown position lies, in words ("Round 2, after move 5 of 40").
    Q_PROPERTY(QString where READ where NOTIFY changed)
    // Positions where a round begins, for stepping and the slider's ticks.
    Q_PROPERTY(QVariantList roundStarts READ roundStarts NOTIFY changed)
    Q_PROPERTY(bool offersAnalysis READ offersAnalysis NOTIFY changed)
    Q_PROPERTY(bool analysing READ analysing NOTIFY marksChanged)
    Q_PROPERTY(QString progress READ progress NOTIFY marksChanged)
    // The person's costly decisions: [{position, cost}] (the decision is the
    // action played at `position`).
    Q_PROPERTY(QVariantList marks READ marks NOTIFY marksChanged)
    // What the shown position's mark says ("" where there is none).
    Q_PROPERTY(QString note READ note NOTIFY changed)

public:
    explicit ReviewMode(GameSession& session);
    ~ReviewMode() override;

    bool active() const { return full_ != nullptr; }
    bool showsAll() const { return showsAll_; }
    // Whose view a game in progress is replayed in (-1: only what everybody sees).
    int seat() const { return seat_; }
    int position() const { return position_; }
    int length() const;
    QString where() const;
    QVariantList roundStarts() const { return roundStarts_; }
    bool offersAnalysis() const;
    bool analysing() const { return thread_ != nullptr; }
    QString progress() const { return progress_; }
    QVariantList marks() const;
    QString note() const { return note_; }

    // Starts reviewing the game as it stands (at its last position).
    Q_INVOKABLE void start();
    Q_INVOKABLE void seek(int position);
    Q_INVOKABLE void step(int delta) { seek(position_ + delta); }
    // To the start of the next (+1) or this/previous (-1) round.
    Q_INVOKABLE void stepRound(int direction);
    Q_INVOKABLE void leave();
    // Another game begins: the review ends where it is.
    void abandon();
    // Looks for the costly decisions of the person's seat.
    Q_INVOKABLE void analyse();

signals:
    void changed();
    void marksChanged();

private:
    void stopAnalysis();
    void showMark();
    // The answer to "Could I have won?" once the marks are in.
    QString verdict() const;
    int reviewedSeat() const;

    GameSession& session_;
    std::unique_ptr<GameState> full_;  // the game being reviewed, as it stood
    bool showsAll_ = false;
    int seat_ = -1;
    int position_ = 0;
    QVariantList roundStarts_;
    std::vector<ReviewMark> marks_;
    QString note_;
    CardSet better_;  // the better move's cards at the shown position
    QString progress_;
    QThread* thread_ = nullptr;
    std::stop_source stop_;
};

}  // namespace felt::app
