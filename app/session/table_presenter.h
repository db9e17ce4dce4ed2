// What the table shows: turns a seat's view and the engine's events, as the
// reader (the person at the screen) saw them and played at the table's pace,
// into the models QML draws: the cards, the plates, the score sheet, the
// table's facts, the log and the status line (the last move told, until the
// session says what comes next). It decides nothing: the session says which
// position and whose view to show, and hears when the models have caught up.
#pragma once

#include <QObject>
#include <vector>

#include "core/seen_history.h"
#include "models/card_model.h"
#include "models/score_model.h"
#include "models/seat_model.h"
#include "present/table_text.h"
#include "session/event_player.h"
#include "session/game_log.h"
#include "session/table_facts.h"
#include "setup/setup_codec.h"

namespace felt::app {

class TablePresenter : public QObject {
    Q_OBJECT
public:
    explicit TablePresenter(QObject* parent = nullptr);
    ~TablePresenter() override;

    CardModel& cards() { return cards_; }
    SeatModel& seats() { return seats_; }
    // The seats' names or kinds changed (a network table): plates and words follow.
    void renameSeats(const std::vector<SeatInfo>& seats);
    ScoreModel& scores() { return scores_; }
    const ScoreModel& scores() const { return scores_; }
    const CardModel& cards() const { return cards_; }
    const TableText& text() const { return text_; }
    const TableFacts& facts() const { return facts_; }
    const GameLog& log() const { return log_; }
    const QVariantList& zones() const { return zoneList_; }
    const QString& status() const { return status_; }
    void setStatus(const QString& text);
    // What happened since `seat`'s last turn, as `seen` by that seat: the
    // newest lines of the log, naming only the cards everybody saw.
    QString storySince(int seat, const EventList& seen) const;
    // Events are being played (or the table settles after them).
    bool busy() const { return player_.busy(); }
    // A position is being laid out at once: cards take their places without
    // flying there, until the table has drawn it.
    bool placing() const { return placing_; }
    int eventsHandled() const { return eventsHandled_; }
    // Milliseconds a card takes to move; 0 = instant.
    void setMoveMs(int ms) { player_.setMoveMs(ms); }

    // A table comes: its deck, zones and stats, who sits where and `reader`
    // at the screen. Every model starts over and events still to play are
    // dropped. `deck` must outlive the table's game.
    void begin(const Deck& deck, std::vector<ZoneSpec> zones, std::vector<StatSpec> stats,
               const std::vector<SeatInfo>& seats, int reader);
    // A game of this Felt's own comes to the table: begin(), then the game's
    // history so far is replayed into the score sheet, `seen` and the log.
    // Returns who made each action of that history.
    std::vector<ActionSpan> reset(const GameInfo& game, const GameState& state,
                                  const std::vector<SeatInfo>& seats, SeenHistory& seen,
                                  int reader);
    // Then its cards come from the pack, card by card round the table, to
    // where they lie in `seen` (the reader's view), or (`atOnce`: a game
    // under way) are laid out there. `confirmed`: the reader's private cards
    // may show face up.
    void deal(const SeatView& seen, bool atOnce, bool confirmed, int settleMs);
    // `actor`'s action caused `events`: they are played, as the reader saw them.
    void play(int actor, EventList events);
    // A seat's view (`publicOnly`: only what everybody may see of it, the
    // screen being handed over); `all`: a view with every card face up.
    void show(SeatView seen, bool publicOnly, bool all);
    // How each seat's round ended, on the plates (until the next show()).
    void showRoundResult() { seats_.showRoundResult(scores_.lastRoundDetails()); }
    // Another person looks at the screen (hot-seat): the cards turn for them
    // and the log tells their story, `seen` being the game as they saw it.
    void setReader(int reader, const EventList& seen);

signals:
    void factsChanged();
    void logChanged();
    void statusChanged();
    void roundEnded();  // a round's end was played
    void caughtUp();    // the models show the last event played
    void placingChanged();

private:
    // begin() without telling that the log changed (reset() tells once, after its replay).
    void startOver(const Deck& deck, std::vector<ZoneSpec> zones, std::vector<StatSpec> stats,
                   const std::vector<SeatInfo>& seats, int reader);
    void onEvent(const Event& e);
    // `e` as the reader saw it: a card they did not see and did not know is kNoCard.
    Event asSeenByReader(const Event& e) const;
    void onDone();
    void setPlacing(bool on);

    QString status_;
    std::vector<ZoneSpec> zoneSpecs_;
    std::vector<StatSpec> statSpecs_;
    QVariantList zoneList_;
    TableText text_;
    CardModel cards_;
    SeatModel seats_;
    ScoreModel scores_;
    TableFacts facts_;
    GameLog log_;
    EventPlayer player_;
    int reader_ = 0;
    bool showsAll_ = false;  // the last view shown had every card face up
    int eventsHandled_ = 0;
    bool placing_ = false;
};

}  // namespace felt::app
