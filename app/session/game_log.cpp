#include "game_log.h"

#include <QCoreApplication>

namespace felt::app {

namespace {

// A log sentence (marked where it is written) in the reader's language.
QString said(const char* text) {
    return QCoreApplication::translate("log", text);
}

// A log sentence with a count (%n picks the plural form).
QString counted(const char* text, int count) {
    return QCoreApplication::translate("log", text, nullptr, count);
}

bool isHand(const ZoneSpec* z) {
    return z && z->kind == ZoneKind::Hand && z->owner >= 0;
}

bool isLaidOut(const ZoneSpec* z) {
    return z && (z->kind == ZoneKind::Layout || z->kind == ZoneKind::Meld);
}

}  // namespace

void GameLog::clear(std::vector<ZoneSpec> zones) {
    lines_.clear();
    zones_ = std::move(zones);
    actions_.clear();
    waiting_.clear();
    left_ = 0;
    actor_ = -1;
    dealing_ = true;  // what comes before the first action is the opening deal
    drawsTold_ = 0;
    drawsFor_ = -1;
    told_ = {};
}

void GameLog::recordAction(ActionSpan span) {
    actions_.push_back(span);
    waiting_.push_back(span);
}

void GameLog::add(const QString& line) {
    lines_.append(line);
    while (lines_.size() > keep_) lines_.removeFirst();
    told_ = {};
}

const ZoneSpec* GameLog::zone(int z) const {
    return z >= 0 && z < static_cast<int>(zones_.size()) ? &zones_[static_cast<std::size_t>(z)]
                                                         : nullptr;
}

void GameLog::startAction(int actor) {
    actor_ = actor;
    dealing_ = false;
    drawsTold_ = 0;
    drawsFor_ = -1;
    told_ = {};
}

void GameLog::rebuild(std::vector<ActionSpan> actions, const EventList& seen,
                      const TableText& text) {
    clear(std::move(zones_));
    actions_ = std::move(actions);
    std::size_t next = 0;
    for (const ActionSpan& span : actions_) {
        startAction(span.actor);
        for (int k = 0; k < span.events && next < seen.size(); ++k) tell(seen[next++], text);
    }
}

QStringList GameLog::since(int seat, const EventList& seen, const TableText& text,
                           int maxLines) const {
    std::size_t first = 0;  // the first action after the seat's last one
    std::size_t skipped = 0;
    for (std::size_t a = 0, events = 0; a < actions_.size(); ++a) {
        events += static_cast<std::size_t>(actions_[a].events);
        if (actions_[a].actor == seat) {
            first = a + 1;
            skipped = events;
        }
    }
    GameLog story;
    story.keep_ = maxLines;
    story.zones_ = zones_;
    const int players = text.seatCount();
    std::size_t next = skipped;
    for (std::size_t a = first; a < actions_.size(); ++a) {
        story.startAction(actions_[a].actor);
        for (int k = 0; k < actions_[a].events && next < seen.size(); ++k) {
            Event e = seen[next++];
            // The screen is between two people: only what everybody saw.
            if (e.kind == EventKind::Move && e.seenBy != everyone(players)) e.card = kNoCard;
            story.tell(e, text);
        }
    }
    return story.lines_;
}

bool GameLog::onEvent(const Event& e, const TableText& text) {
    while (left_ == 0 && !waiting_.empty()) {
        startAction(waiting_.front().actor);
        left_ = waiting_.front().events;
        waiting_.pop_front();
    }
    if (left_ > 0) --left_;
    return tell(e, text);
}

bool GameLog::tell(const Event& e, const TableText& text) {
    const QString who = text.seat(e.seat);
    switch (e.kind) {
        case EventKind::Shuffle:
            add(said(QT_TRANSLATE_NOOP("log", "The cards are shuffled.")));
            return true;
        case EventKind::Bid:
            add(said(QT_TRANSLATE_NOOP("log", "%1 bids %2.")).arg(who).arg(e.value));
            return true;
        case EventKind::Trump:
            add(said(QT_TRANSLATE_NOOP("log", "Trump is %1.")).arg(text.suit(e.value)));
            return true;
        case EventKind::TrickWon:
            add(said(QT_TRANSLATE_NOOP("log", "%1 takes the trick.")).arg(who));
            return true;
        case EventKind::Penalty:
            //: A penalty: %1 is the player, %n the points lost, %2 the engine's reason.
            add(QCoreApplication::translate("log", "%1 loses %n point(s): %2", nullptr, e.value)
                    .arg(who, text.phrase(e.text)));
            return true;
        case EventKind::RoundEnd:
            dealing_ = true;  // the cards are gathered and dealt again
            add(said(QT_TRANSLATE_NOOP("log", "Round %1 is over.")).arg(e.value));
            return true;
        case EventKind::GameEnd:
            dealing_ = true;
            add(said(QT_TRANSLATE_NOOP("log", "The game is over.")));
            return true;
        case EventKind::Message:
            // A sentence that tells of cards its seat draws next (a pick-up):
            // those draws are not told again.
            if (e.total > 0 && e.seat >= 0) {
                drawsFor_ = e.seat;
                drawsTold_ = e.total;
            }
            if (e.text.empty()) return false;
            add(text.phrase(e.text));  // the engine's sentence names the player itself
            return true;
        case EventKind::Move:
            return onMove(e, text);
        case EventKind::RoundScore:
            return false;
    }
    return false;
}

bool GameLog::onMove(const Event& e, const TableText& text) {
    if (dealing_) return false;  // the deal is shown, not told card by card
    const ZoneSpec* from = zone(e.fromZone);
    const ZoneSpec* to = zone(e.toZone);
    if (from && from->kind == ZoneKind::Stock && isHand(to) && to->owner == drawsFor_ &&
        drawsTold_ > 0) {
        --drawsTold_;
        return false;
    }
    // The next card of the same move in the same action joins its line.
    const bool joins = told_.from == e.fromZone && told_.to == e.toZone && !lines_.isEmpty();
    Told told = joins ? told_ : Told{e.fromZone, e.toZone, {}, 0};
    if (e.card == kNoCard)
        ++told.hidden;
    else
        told.cards << text.card(e.card);
    const QString line = moveLine(told, text);
    if (line.isEmpty()) return false;
    if (joins) lines_.removeLast();
    add(line);
    told_ = told;
    return true;
}

QString GameLog::moveLine(const Told& t, const TableText& text) const {
    const ZoneSpec* from = zone(t.from);
    const ZoneSpec* to = zone(t.to);
    if (!from || !to) return {};
    const int count = static_cast<int>(t.cards.size()) + t.hidden;
    const QString cards = t.cards.join(QStringLiteral(", "));
    const bool allSeen = t.hidden == 0;
    if (isHand(from)) {
        const QString player = text.seat(from->owner);
        if (!allSeen && !isHand(to)) return {};  // a card laid face down: not ours to tell
        if (to->kind == ZoneKind::Trick || to->kind == ZoneKind::PlayPile)
            return said(QT_TRANSLATE_NOOP("log", "%1 plays %2.")).arg(player, cards);
        if (to->kind == ZoneKind::Discard)
            return said(QT_TRANSLATE_NOOP("log", "%1 discards %2.")).arg(player, cards);
        if (isLaidOut(to) && to->owner == from->owner)
            return said(QT_TRANSLATE_NOOP("log", "%1 lays down %2.")).arg(player, cards);
        if (isLaidOut(to))
            //: A lay-off: %1 adds the cards %2 to a meld that %3 laid down.
            return said(QT_TRANSLATE_NOOP("log", "%1 lays off %2 on a meld of %3."))
                .arg(player, cards, text.seat(to->owner));
        if (isHand(to) && allSeen)
            return said(QT_TRANSLATE_NOOP("log", "%1 gives %2 to %3."))
                .arg(player, cards, text.seat(to->owner));
        if (isHand(to) && count == 1)
            return said(QT_TRANSLATE_NOOP("log", "%1 gives a card to %2."))
                .arg(player, text.seat(to->owner));
        if (isHand(to))
            //: %1 gives %n cards the reader did not see to %2.
            return counted(QT_TRANSLATE_N_NOOP("log", "%1 gives %n card(s) to %2."), count)
                .arg(player, text.seat(to->owner));
        return {};
    }
    if (!isHand(to)) return {};
    const QString player = text.seat(to->owner);
    switch (from->kind) {
        case ZoneKind::Stock:
            if (allSeen) return said(QT_TRANSLATE_NOOP("log", "%1 draws %2.")).arg(player, cards);
            if (count == 1) return said(QT_TRANSLATE_NOOP("log", "%1 draws a card.")).arg(player);
            //: %1 draws %n cards the reader did not see.
            return counted(QT_TRANSLATE_N_NOOP("log", "%1 draws %n card(s)."), count).arg(player);
        case ZoneKind::Discard:
            if (!allSeen) return {};
            return said(QT_TRANSLATE_NOOP("log", "%1 takes %2 from the discard pile."))
                .arg(player, cards);
        case ZoneKind::DibsSlot:
            if (!allSeen) return {};
            return said(QT_TRANSLATE_NOOP("log", "%1 takes the dibs card %2.")).arg(player, cards);
        case ZoneKind::Layout:
        case ZoneKind::Meld:
            if (!allSeen || from->owner != to->owner) return {};
            return said(QT_TRANSLATE_NOOP("log", "%1 takes back %2.")).arg(player, cards);
        default:
            return {};
    }
}

}  // namespace felt::app
