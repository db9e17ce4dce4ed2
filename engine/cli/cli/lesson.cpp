// felt-cli lesson check|walk|state: checks lesson files (catalog/lesson.h) and
// helps to write them: walk prints what a table would do, beat by beat; state
// prints the whole table after the record, with the moves of the seat to act.
#include <iostream>

#include "catalog/lesson.h"
#include "cli/cli.h"
#include "core/phrase_english.h"

namespace felt::cli {

namespace {

// Every zone with its cards (the truth), whose turn it is and the legal moves.
void printTable(const GameState& state) {
    const Deck& deck = state.deck();
    const SeatView view = state.view(kEveryone);
    const auto zones = state.zones();
    for (const ZoneView& zone : view.zones) {
        std::string key = "?";
        for (const ZoneSpec& z : zones)
            if (z.id == zone.zone) key = z.key;
        std::cout << "  " << key << ":";
        for (const CardView& c : zone.cards)
            std::cout << " " << (c.id == kNoCard ? std::string("??") : deck.format(c.id));
        std::cout << "\n";
    }
    for (const Stat& s : view.stats) {
        std::cout << "  stat " << s.key;
        if (s.seat >= 0) std::cout << "." << s.seat;
        std::cout << " = " << s.value << "\n";
    }
    if (state.isTerminal()) {
        std::cout << "  the game is over\n";
        return;
    }
    std::cout << "  to act: seat " << state.toAct() << "; legal moves:";
    for (const Action& a : state.legalActions())
        std::cout << " [" << state.format(a) << " (" << state.describe(a).kind << ")]";
    std::cout << "\n";
}

int check(const Args& args) {
    if (args.positional.size() < 2) return usageError("lesson check takes lesson files");
    int failures = 0;
    for (std::size_t i = 1; i < args.positional.size(); ++i) {
        const std::string& path = args.positional[i];
        Lesson lesson;
        const std::string error = loadLessonFile(path, lesson);
        if (error.empty()) {
            std::cout << path << ": ok (" << lesson.steps.size() << " steps, "
                      << lesson.record.actions.size() << " moves)\n";
        } else {
            std::cout << path << ": " << error << "\n";
            ++failures;
        }
    }
    return failures == 0 ? 0 : 1;
}

int walk(const Args& args) {
    if (args.positional.size() != 2) return usageError("lesson walk takes one lesson file");
    std::string text;
    std::string error = readRecordFile(args.positional[1], text);
    Lesson lesson;
    if (error.empty()) error = parseLesson(text, lesson);
    if (!error.empty()) return usageError(error);
    auto walker = LessonWalk::start(lesson, error);
    if (!walker) return usageError(error);
    for (;;) {
        const LessonWalk::Beat beat = walker->next();
        const auto stepText = [&] { return lesson.steps[beat.step].text; };
        switch (beat.kind) {
            case LessonWalk::BeatKind::Opponent:
                std::cout << "   seat " << walker->state().toAct() << ": " << beat.text << "\n";
                walker->advance();
                break;
            case LessonWalk::BeatKind::Show:
                std::cout << "step " << beat.step << " [continue] " << stepText() << "\n";
                walker->advance();
                break;
            case LessonWalk::BeatKind::Expect: {
                std::cout << "step " << beat.step << " [asks " << beat.text << "] " << stepText()
                          << "\n";
                const auto move = walker->state().parse(beat.text);
                if (!move || walker->answer(*move) != LessonWalk::Answer::Right) {
                    std::cout << "the asked move is refused\n";
                    printTable(walker->state());
                    return 1;
                }
                break;
            }
            case LessonWalk::BeatKind::End:
                std::cout << "step " << beat.step << " [end] " << stepText() << "\n";
                printTable(walker->state());
                return 0;
            case LessonWalk::BeatKind::Broken:
                std::cout << "stopped: " << beat.error << "\n";
                printTable(walker->state());
                return 1;
        }
    }
}

int state(const Args& args) {
    if (args.positional.size() != 2) return usageError("lesson state takes one lesson file");
    std::string text;
    std::string error = readRecordFile(args.positional[1], text);
    Lesson lesson;
    if (error.empty()) error = parseLesson(text, lesson);
    if (!error.empty()) return usageError(error);
    LoadedGame loaded = loadRecord(writeRecord(lesson.record));
    if (!loaded.state) return usageError(loaded.error);
    printTable(*loaded.state);
    return 0;
}

}  // namespace

int runLesson(const Args& args) {
    const std::string what = args.positional.empty() ? "" : args.positional[0];
    if (what == "check") return check(args);
    if (what == "walk") return walk(args);
    if (what == "state") return state(args);
    return usageError("lesson takes check, walk or state");
}

}  // namespace felt::cli
