// The table's running commentary: every move in the reader's language, as the
// reader's seat saw it (a card they did not see is not named), written from
// the engine's events. It knows which events make up each action, so it can
// be written anew for another reader (an undo, a resumed game, the screen
// handed to the next person) and tell one person what happened since their
// last turn.
#pragma once

#include <QStringList>
#include <deque>

#include "core/event.h"
#include "core/zone.h"
#include "present/table_text.h"

namespace felt::app {

// One applied action: who made it and how many events it gave.
struct ActionSpan {
    int actor = -1;
    int events = 0;
};

class GameLog {
public:
    static constexpr int kLines = 6;

    // A new game: its zones tell a play (hand to trick) from a draw, a
    // lay-down or a gift.
    void clear(std::vector<ZoneSpec> zones = {});
    // An action was applied; its `span.events` events reach onEvent next
    // (events before any action are the opening deal).
    void recordAction(ActionSpan span);
    // Adds the line(s) `e` is worth, `e` as the reader saw it; true when the
    // log changed.
    bool onEvent(const Event& e, const TableText& text);
    const QStringList& lines() const { return lines_; }
    QString last() const { return lines_.isEmpty() ? QString() : lines_.last(); }

    // Writes the log anew for a game set up part-way: `actions` made `seen`
    // (every event so far, as one seat saw them).
    void rebuild(std::vector<ActionSpan> actions, const EventList& seen, const TableText& text);
    // ... or for another reader of the same game.
    void rebuild(const EventList& seen, const TableText& text) { rebuild(actions_, seen, text); }
    // What happened after `seat`'s last action (the whole game if it has not
    // moved yet), naming only the cards everybody saw; the newest
    // `maxLines` lines.
    QStringList since(int seat, const EventList& seen, const TableText& text, int maxLines) const;

private:
    struct Told {  // the last line's move, so the next card of the same move joins it
        int from = -1;
        int to = -1;
        QStringList cards;
        int hidden = 0;
    };
    void add(const QString& line);
    bool tell(const Event& e, const TableText& text);
    bool onMove(const Event& e, const TableText& text);
    // The line for `told` (the cards of one move of one action so far).
    QString moveLine(const Told& told, const TableText& text) const;
    const ZoneSpec* zone(int z) const;
    void startAction(int actor);

    int keep_ = kLines;
    QStringList lines_;
    std::vector<ZoneSpec> zones_;
    std::vector<ActionSpan> actions_;  // every action of the game so far
    std::deque<ActionSpan> waiting_;   // recorded, their events not yet all told
    int left_ = 0;                     // events of the current action still to come
    // The current action: its maker (-1: the cards are being dealt), the
    // draws a message already told, and the move being told.
    int actor_ = -1;
    bool dealing_ = true;
    int drawsTold_ = 0;
    int drawsFor_ = -1;
    Told told_;
};

}  // namespace felt::app
