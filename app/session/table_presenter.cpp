#include "table_presenter.h"

#include <QTimer>
#include <algorithm>

#include "session/opening_deal.h"
#include "session/score_history.h"

namespace felt::app {

TablePresenter::TablePresenter(QObject* parent)
    : QObject(parent), player_([this](const Event& e) { onEvent(e); }, [this] { onDone(); }) {}

TablePresenter::~TablePresenter() {
    player_.clear();
}

void TablePresenter::begin(const Deck& deck, std::vector<ZoneSpec> zones,
                           std::vector<StatSpec> stats, const std::vector<SeatInfo>& seats,
                           int reader) {
    startOver(deck, std::move(zones), std::move(stats), seats, reader);
    emit logChanged();
}

void TablePresenter::startOver(const Deck& deck, std::vector<ZoneSpec> zones,
                               std::vector<StatSpec> stats, const std::vector<SeatInfo>& seats,
                               int reader) {
    player_.clear();
    reader_ = reader;
    showsAll_ = false;
    zoneSpecs_ = withLooks(std::move(zones));  // the table follows each zone's look
    player_.setZones(zoneSpecs_);
    statSpecs_ = std::move(stats);
    zoneList_ = zoneList(zoneSpecs_);
    QStringList names;
    for (const SeatInfo& s : seats) names << s.name;
    text_ = TableText(&deck, names);
    seats_.reset(seats);
    scores_.reset(static_cast<int>(seats.size()));
    facts_.clear();
    emit factsChanged();
    log_.clear(zoneSpecs_);
    eventsHandled_ = 0;
    cards_.setViewer(reader_);
    cards_.reset(deck, zoneSpecs_, firstStockZone(zoneSpecs_));
}

void TablePresenter::renameSeats(const std::vector<SeatInfo>& seats) {
    QStringList names;
    for (const SeatInfo& s : seats) names << s.name;
    text_.setSeatNames(names);
    seats_.rename(seats);
}

std::vector<ActionSpan> TablePresenter::reset(const GameInfo& game, const GameState& state,
                                              const std::vector<SeatInfo>& seats, SeenHistory& seen,
                                              int reader) {
    startOver(state.deck(), state.zones(), state.statSpecs(), seats, reader);
    // One replay of a resumed game rebuilds its score sheet and who made each move.
    std::vector<ActionSpan> actions = replayHistory(game, state, scores_, text_, seen);
    // The log up to this position, as the reader saw it.
    log_.rebuild(actions, *seen.seenBy(std::max(0, reader_)), text_);
    emit logChanged();
    return actions;
}

void TablePresenter::deal(const SeatView& seen, bool atOnce, bool confirmed, int settleMs) {
    // The opening deal happened inside the engine; it is replayed from the
    // pack once QML has created the cards there.
    if (atOnce) {
        setPlacing(true);
        player_.play({}, 0);
    } else {
        player_.play(openingDeal(seen, firstStockZone(zoneSpecs_), reader_, confirmed), settleMs);
    }
}

void TablePresenter::play(int actor, EventList events) {
    log_.recordAction({actor, static_cast<int>(events.size())});
    player_.play(std::move(events));
}

void TablePresenter::onEvent(const Event& e) {
    ++eventsHandled_;
    // The cards learn only what the reader saw (or, in a replay that shows
    // every card, everything).
    cards_.onEvent(showsAll_ ? e : asSeenByReader(e));
    scores_.onEvent(e, text_);
    if (e.kind == EventKind::RoundEnd) emit roundEnded();
    if (log_.onEvent(SeenHistory::asSeenBy(e, std::max(0, reader_)), text_)) {
        status_ = log_.last();
        emit logChanged();
        emit statusChanged();
    }
}

Event TablePresenter::asSeenByReader(const Event& e) const {
    Event seen = e;
    if (e.kind != EventKind::Move) return seen;
    // The reader learns a card they see after the move, and keeps one they
    // knew before it (a face-up card taken into a hidden hand).
    const bool seesAfter = reader_ >= 0 && (e.seenBy & onlySeat(reader_)) != 0;
    if (!seesAfter && cards_.rowOfCard(e.card) < 0) seen.card = kNoCard;
    return seen;
}

void TablePresenter::onDone() {
    // Cards laid out at once have taken their places once the table has drawn
    // this position: moves from here on fly again.
    if (placing_) QTimer::singleShot(0, this, [this] { setPlacing(false); });
    emit caughtUp();
}

void TablePresenter::show(SeatView seen, bool publicOnly, bool all) {
    // The screen handed over: only what everybody may see.
    showsAll_ = all;
    if (publicOnly && !all)
        for (ZoneView& zv : seen.zones)
            if (zoneSpecs_[static_cast<std::size_t>(zv.zone)].visibility !=
                ZoneVisibility::Everyone)
                for (CardView& c : zv.cards) c = CardView{};
    cards_.reconcile(seen);
    seats_.update(seen, statSpecs_, text_);
    facts_.read(seen, statSpecs_, text_);
    emit factsChanged();
}

void TablePresenter::setReader(int reader, const EventList& seen) {
    reader_ = reader;
    cards_.setViewer(reader_);
    log_.rebuild(seen, text_);
    emit logChanged();
}

void TablePresenter::setStatus(const QString& text) {
    status_ = text;
    emit statusChanged();
}

QString TablePresenter::storySince(int seat, const EventList& seen) const {
    constexpr int kStoryLines = 8;
    return log_.since(seat, seen, text_, kStoryLines).join(QLatin1Char('\n'));
}

void TablePresenter::setPlacing(bool on) {
    if (placing_ == on) return;
    placing_ = on;
    emit placingChanged();
}

}  // namespace felt::app
