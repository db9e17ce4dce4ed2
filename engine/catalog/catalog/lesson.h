// Lessons ("Learn by playing", docs/lessons.md): a prepared game record plus
// the steps a teacher would say while one person plays it. Lessons are data
// (resources/lessons/<game id>.json); this file loads one strictly, checks it
// against the rules (so a lesson can never teach a wrong move) and walks it
// for a table: what happens next, an opponent's move, a bubble to show, or the
// one move the learner is asked for. Qt-free.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "catalog/record.h"
#include "core/presentation.h"

namespace felt {

inline constexpr int kLessonVersion = 1;

// What a step's bubble points at. A closed set, so the table can find each
// kind without knowing the game; checkLesson() makes sure the thing exists
// at the moment the step is shown.
struct LessonAnchor {
    enum class Kind {
        Table,  // nothing in particular: the bubble sits in the middle
        Zone,  // a zone by its key without the seat ("hand", "stock", "trick"), `seat` for per-seat
               // zones
        Card,  // a card by its face ("Qh"): in the learner's hand or face up
        Button,  // a move kind among the learner's legal moves ("draw", "bid", "end")
        Plate,   // a seat's name plate
        Stat,    // a stat by its key ("direction"), `seat` for a per-seat one
    };
    Kind kind = Kind::Table;
    std::string name;  // zone key, card text, move kind or stat key
    int seat = -1;     // Zone and Stat: the owner (-1: shared); Plate: the seat
};

struct LessonStep {
    enum class Kind {
        Continue,  // shows its text and waits for Continue
        Expect,    // asks the learner for exactly one move
        End,       // the last bubble: "Play a real game" / "Read the full rules"
    };
    Kind kind = Kind::Continue;
    std::string text;  // English source, translated in context "lessons"
    LessonAnchor anchor;
    std::string expect;  // Expect: the move in the game's notation
    // Expect: said when the learner tries another legal move; required when
    // the learner has another legal move there.
    std::string why;
    // Continue: shown at once after the step before it. Otherwise a step waits
    // until the opponents have moved and the learner is to act (or the record
    // is over), so it talks about the position the learner now sees.
    bool now = false;
};

struct Lesson {
    std::string game;  // the catalog id; the record's game
    std::string title;
    int learner = 0;    // the seat the person plays
    GameRecord record;  // the prepared game; its actions are every move of the lesson
    std::vector<LessonStep> steps;
};

// Parses a lesson: every problem (JSON, a missing or unknown key, a wrong type,
// a record that does not load) is one sentence; "" on success.
std::string parseLesson(std::string_view json, Lesson& out);

// Walks the lesson through the engine and returns its first problem, or "":
// the learner's every record move is asked by an Expect step with exactly
// that move (with a "why" where other moves are legal), steps and record
// stay in step, every anchor names something the
// table shows then, and the last step is the End step, after the record's
// last move.
std::string checkLesson(const Lesson& lesson);

// parseLesson, then checkLesson.
std::string loadLesson(std::string_view json, Lesson& out);

// Reads a lesson file (at most kMaxRecordBytes) and loads it; "" or the problem.
std::string loadLessonFile(const std::string& path, Lesson& out);

// A lesson being played: what the table does next. The table calls next(),
// then either shows the opponent's move and calls advance(), shows the step's
// bubble and calls advance() on Continue, or waits for the learner's move and
// passes it to answer().
class LessonWalk {
public:
    enum class BeatKind {
        Opponent,  // another seat's record move: play it (advance())
        Show,      // a Continue step: show it, advance() on Continue
        Expect,    // the learner must play `action`
        End,       // the End step: the lesson is over
        Broken,    // the lesson does not fit the rules here (`error`); checkLesson() finds it
    };
    struct Beat {
        BeatKind kind = BeatKind::Broken;
        int step = -1;      // the step shown or asked (Show, Expect, End)
        int action = -1;    // index into the record's actions (Opponent, Expect)
        std::string text;   // the move in notation (Opponent, Expect)
        std::string error;  // Broken
    };
    enum class Answer {
        Right,       // the asked move: played, the walk goes on
        OtherLegal,  // legal, but not the lesson's: not played; show the step's `why`
        Illegal,     // not legal: not played; show explainIllegal()
    };

    // Starts the lesson's game from its deal; null (and `error`) if the record does not load.
    static std::unique_ptr<LessonWalk> start(const Lesson& lesson, std::string& error);

    Beat next() const { return beat_; }
    // Plays the Opponent move or passes the Show step; false on any other beat.
    bool advance();
    // The learner's move while an Expect beat waits. On OtherLegal the table
    // shows the step's `why`, on Illegal state().explainIllegal(move).
    Answer answer(const Action& move);

    const GameState& state() const { return *state_; }
    const Lesson& lesson() const { return lesson_; }
    int actionsPlayed() const { return nextAction_; }
    int stepsDone() const { return nextStep_; }

private:
    LessonWalk(Lesson lesson, std::unique_ptr<GameState> state);
    void settle();  // works out beat_ from the position
    Beat broken(std::string error) const;

    Lesson lesson_;
    std::unique_ptr<GameState> state_;
    int nextAction_ = 0;
    int nextStep_ = 0;
    Beat beat_;
};

// Why `anchor` names nothing the learner's table shows in `state` ("" if it does).
std::string checkAnchor(const LessonAnchor& anchor, const GameState& state, int learner);

}  // namespace felt
