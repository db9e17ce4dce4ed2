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
        case EventKind::Move:
        case EventKind::RoundScore:
            return false;
    }
    return false;
}

}  // namespace felt::app
