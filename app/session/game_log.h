// The table's running commentary: the last few things that happened, in the
// reader's language, written from the engine's events.
#pragma once

#include <QStringList>

#include "core/event.h"
#include "present/table_text.h"

namespace felt::app {

class GameLog {
public:
    static constexpr int kLines = 6;

    void clear() { lines_.clear(); }
    // Adds the line `e` is worth, if any; true when the log changed.
    bool onEvent(const Event& e, const TableText& text);
    void add(const QString& line);
    const QStringList& lines() const { return lines_; }
    QString last() const { return lines_.isEmpty() ? QString() : lines_.last(); }

private:
    QStringList lines_;
};

}  // namespace felt::app
