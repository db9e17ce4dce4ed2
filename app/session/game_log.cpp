#include "game_log.h"

#include <QCoreApplication>

namespace felt::app {

namespace {

// A log sentence (marked where it is written) in the reader's language.
QString said(const char* text) {
    return QCoreApplication::translate("log", text);
}

}  // namespace

void GameLog::add(const QString& line) {
    lines_.append(line);
    while (lines_.size() > kLines) lines_.removeFirst();
}

bool GameLog::onEvent(const Event& e, const TableText& text) {
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
            add(said(QT_TRANSLATE_NOOP("log", "Round %1 is over.")).arg(e.value));
            return true;
        case EventKind::GameEnd:
            add(said(QT_TRANSLATE_NOOP("log", "The game is over.")));
            return true;
        case EventKind::Message:
            if (e.text.empty()) return false;
            add(text.phrase(e.text));  // the engine's sentence names the player itself
            return true;
        case EventKind::Move: {
            // A card a player puts on the trick, the pile they play onto or
            // the discard pile, face up for everyone: name it.
            const auto zone = [this](int z) {
                return z >= 0 && z < static_cast<int>(zones_.size())
                           ? &zones_[static_cast<std::size_t>(z)]
                           : nullptr;
            };
            const ZoneSpec* from = zone(e.fromZone);
            const ZoneSpec* to = zone(e.toZone);
            if (!from || !to || from->kind != ZoneKind::Hand || from->owner < 0 ||
                e.seenBy != everyone(static_cast<int>(text.seatCount())))
                return false;
            const QString player = text.seat(from->owner);
            const QString card = text.card(e.card);
            if (to->kind == ZoneKind::Trick || to->kind == ZoneKind::PlayPile)
                add(said(QT_TRANSLATE_NOOP("log", "%1 plays %2.")).arg(player, card));
            else if (to->kind == ZoneKind::Discard)
                add(said(QT_TRANSLATE_NOOP("log", "%1 discards %2.")).arg(player, card));
            else
                return false;
            return true;
        }
        case EventKind::RoundScore:
            return false;
    }
    return false;
}

}  // namespace felt::app
