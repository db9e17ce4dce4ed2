// What the table shows about a view besides its cards: the stats by key (for
// the plates and a game's controls), the information line, and the card
// groups with their captions, all in the reader's words.
#pragma once

#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <vector>

#include "core/game_state.h"
#include "models/card_model.h"
#include "present/table_text.h"

namespace felt::app {

struct TableFacts {
    QVariantMap stats;  // "key" for table-wide stats, "key@seat" for a seat's
    QString info;       // the information line
    QVariantList groups;

    void read(const SeatView& view, const std::vector<StatSpec>& specs, const TableText& text);
    void clear();
};

// A game's own controls, by convention qml/games/<game id>/Controls.qml ("" if none).
QString controlsUrlOf(const QString& gameId);
// Every seat's place at the end (1 = first), from the engine's result.
QVariantList placementsOf(const GameState& state);
// The name of a face-up row's card ("" for a face-down one or no row).
QString cardNameOf(const CardModel& cards, const TableText& text, int row);
// The zones for QML: [{key, label, kind, owner}] and each zone's look (region,
// arrangement, slot, layer, faceDown), as lookOf filled it in.
QVariantList zoneList(const std::vector<ZoneSpec>& zones);

}  // namespace felt::app
