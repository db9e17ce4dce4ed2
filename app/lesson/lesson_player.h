// A lesson at the real table ("Learn by playing", docs/lessons.md): loads
// :/lessons/<game id>.json and plays it in the GameSession. The engine's
// LessonWalk is the one truth of what comes next; the session only shows and
// applies: the other seats move from the record (this is their SeatDecider,
// so their moves animate at the table's pace like bots'), the person's moves
// are vetted against the step (SessionGuide), and the step on show is
// published for the bubble (qml/table/LessonBubble.qml). Finished lessons,
// games of which the person finished a real game and lessons the person
// said "Not now" to are remembered (QSettings, "lessons/...") when
// `remember` is on: the new-game panel invites only newcomers.
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QHash>
#include <QObject>
#include <QStringList>
#include <memory>
#include <optional>

#include "catalog/lesson.h"
#include "session/game_session.h"
#include "session/seat_decider.h"

namespace felt::app {

class LessonPlayer : public QObject, public SeatDecider {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(felt::app::GameSession* session READ session WRITE setSession NOTIFY changed)
    // Finished lessons are kept in the settings (off for --no-settings and tests).
    Q_PROPERTY(bool remember MEMBER remember_ NOTIFY changed)
    // A lesson is being played at the table.
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(QString gameId READ gameId NOTIFY changed)
    Q_PROPERTY(QString title READ title NOTIFY changed)
    // The step on show: "continue", "expect", "end", or "" while the others move.
    Q_PROPERTY(QString kind READ kind NOTIFY stepChanged)
    Q_PROPERTY(QString text READ text NOTIFY stepChanged)
    // Said after a move the step did not ask for (its `why`, or why the rules
    // refuse it); "" otherwise.
    Q_PROPERTY(QString reply READ reply NOTIFY stepChanged)
    Q_PROPERTY(int step READ step NOTIFY stepChanged)  // 1-based
    Q_PROPERTY(int steps READ steps NOTIFY changed)
    // What the bubble points at: {kind: table|zone|card|button|plate|stat,
    // name, seat, zone (index into session.zones, -1), row (card row, -1)}.
    Q_PROPERTY(QVariantMap anchor READ anchor NOTIFY stepChanged)
    // The game ids with a lesson, in catalog order, and those finished.
    Q_PROPERTY(QStringList lessons READ lessons CONSTANT)
    Q_PROPERTY(QStringList done READ done NOTIFY progressChanged)
    // The games of which the person finished a real game (not a lesson) here.
    Q_PROPERTY(QStringList played READ played NOTIFY progressChanged)
    // The games whose lesson the person declined ("Not now" in the new-game panel).
    Q_PROPERTY(QStringList declined READ declined NOTIFY progressChanged)

public:
    explicit LessonPlayer(QObject* parent = nullptr);
    ~LessonPlayer() override;

    // Starts the lesson of `gameId` at the table; "" or why not.
    Q_INVOKABLE QString start(const QString& gameId);
    // Continue on a Continue step.
    Q_INVOKABLE void proceed();
    // The End step's "Play a real game": the same game against Casual bots.
    Q_INVOKABLE QString playRealGame();
    Q_INVOKABLE bool isDone(const QString& gameId) const { return done().contains(gameId); }
    // "Not now": the panel stops inviting to this game's lesson, for good.
    Q_INVOKABLE void decline(const QString& gameId) { keep(kDeclined, gameId); }

    GameSession* session() const { return session_; }
    void setSession(GameSession* session);
    bool active() const { return walk_ != nullptr; }
    QString gameId() const;
    QString title() const;
    QString kind() const { return kind_; }
    QString text() const;
    QString reply() const { return reply_; }
    int step() const { return shown_ + 1; }
    int steps() const;
    QVariantMap anchor() const;
    QStringList lessons() const;
    QStringList done() const { return kept(kDone); }
    QStringList played() const { return kept(kPlayed); }
    QStringList declined() const { return kept(kDeclined); }

    // For tests: the lesson's walk (null when none is played).
    const LessonWalk* walk() const { return walk_.get(); }

    // SeatDecider: the record's next move for the seat to act, once the
    // steps before it were read.
    void decide(std::unique_ptr<GameState> truth, std::shared_ptr<const EventList> seen,
                Decided decided) override;

signals:
    void changed();
    void stepChanged();
    void progressChanged();
    // The End step's "Read the full rules" (the window shows Help > Rules).
    void rulesWanted();

private:
    bool vet(const Action& move);
    void show();      // publishes the walk's beat once the table settled
    void playNext();  // answers a waiting seat with the record's next move
    void stop();
    void finish();
    // The lists kept in the settings under `key` (in memory without `remember`).
    static constexpr const char* kDone = "lessons/done";
    static constexpr const char* kPlayed = "lessons/played";
    static constexpr const char* kDeclined = "lessons/declined";
    QStringList kept(const char* key) const;
    void keep(const char* key, const QString& gameId);
    std::optional<Action> actionOf(const std::string& text) const;

    GameSession* session_ = nullptr;
    std::unique_ptr<LessonWalk> walk_;
    QString gameKey_;  // the session's game that is this lesson
    Decided waiting_;  // a seat asked for its move, held while a step is read
    QString kind_;
    QString reply_;
    int shown_ = -1;
    bool remember_ = false;
    QHash<QString, QStringList> keptHere_;  // the lists without `remember`
};

}  // namespace felt::app
