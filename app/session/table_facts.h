// What the table shows about a view besides its cards: the stats by key (for
// the plates and a game's controls), the information line, and the card
// groups with their captions, all in the reader's words.
#pragma once

#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <vector>

#include "core/game_state.h"
#include "present/table_text.h"

namespace felt::app {

struct TableFacts {
    QVariantMap stats;  // "key" for table-wide stats, "key@seat" for a seat's
    QString info;       // the information line
    QVariantList groups;

    void read(const SeatView& view, const std::vector<StatSpec>& specs, const TableText& text);
    void clear();
};

// The zones for QML: [{key, label, kind, owner}].
QVariantList zoneList(const std::vector<ZoneSpec>& zones);

}  // namespace felt::app
