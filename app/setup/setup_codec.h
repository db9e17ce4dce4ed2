// A table setup as QML and QSettings hold it ({game, players, seed, seats,
// options}) and as the engine needs it (GameInfo, GameConfig, seats): the one
// place that converts between the two.
#pragma once

#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <vector>

#include "catalog/registry.h"

namespace felt::app {

struct SeatInfo {
    QString name;
    QString kind;  // "human" or a bot kind
    // Someone gave this name; else it is the seat's default ("Player 2"),
    // written as "" so that it follows the language it is next shown in.
    bool chosen = false;
    // How a friend over the network is there now, in words: "" while
    // connected; "away" (the seat waits), "away · a bot plays" (a stand-in has it).
    QString presence = {};
};

struct TableSetup {
    const GameInfo* game = nullptr;
    GameConfig config;  // options complete after readSetup
    std::vector<SeatInfo> seats;
};

QVariantMap optionsToMap(const OptionValues& values);
OptionValues optionsFromMap(const QVariantMap& map);

// The bots a person picks from for a seat, weakest first: the game's player
// levels (or every bot kind of a game without levels).
QStringList offeredBots(const GameInfo& game);
// The bot a seat gets unless someone chooses another: the default level.
QString defaultBot(const GameInfo& game);

// Reads a setup map. A missing seed draws a new one; a missing or unknown seat
// kind gets the default bot (seat 0: a person); missing names are filled in.
// Returns "" or why the setup cannot be played (unknown game, bad options...).
QString readSetup(const QVariantMap& map, TableSetup& out);
// The deal code of a setup ("" for a stacked deal, which no code names).
QString dealCodeOf(const TableSetup& setup);
// The map of a setup, complete (seed, seats, every option); a default seat
// name is written as "".
QVariantMap writeSetup(const TableSetup& setup);

}  // namespace felt::app
