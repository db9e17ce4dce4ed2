// The table's running commentary: the last few things that happened, in the
// reader's language, written from the engine's events.
#pragma once

#include <QStringList>

#include "core/event.h"
#include "core/zone.h"
#include "present/table_text.h"

namespace felt::app {

class GameLog {
public:
    static constexpr int kLines = 6;

    // A new game: its zones tell a play (hand to trick) from other moves.
    void clear(std::vector<ZoneSpec> zones = {}) {
        lines_.clear();
        zones_ = std::move(zones);
    }
    // Adds the line `e` is worth, if any; true when the log changed.
    bool onEvent(const Event& e, const TableText& text);
    void add(const QString& line);
    const QStringList& lines() const { return lines_; }
    QString last() const { return lines_.isEmpty() ? QString() : lines_.last(); }

private:
    QStringList lines_;
    std::vector<ZoneSpec> zones_;
};

}  // namespace felt::app
