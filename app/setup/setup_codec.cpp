#include "setup_codec.h"

#include <QCoreApplication>
#include <QRandomGenerator>
#include <QVariantList>
#include <algorithm>

#include "catalog/deal_code.h"

namespace felt::app {

namespace {

std::vector<SeatInfo> readSeats(const GameInfo& game, int players, const QVariantList& given) {
    std::vector<SeatInfo> seats;
    const QString fallback = defaultBot(game);
    for (int s = 0; s < players; ++s) {
        const QVariantMap m = s < given.size() ? given[s].toMap() : QVariantMap{};
        SeatInfo seat;
        seat.name = m.value(QStringLiteral("name")).toString().trimmed();
        seat.chosen = !seat.name.isEmpty();
        seat.kind =
            m.value(QStringLiteral("kind"), s == 0 ? QStringLiteral("human") : fallback).toString();
        const bool known = std::find(game.botKinds.begin(), game.botKinds.end(),
                                     seat.kind.toStdString()) != game.botKinds.end();
        if (seat.kind != QLatin1String("human") && !known) seat.kind = fallback;
        if (seat.name.isEmpty())
            seat.name = seat.kind == QLatin1String("human")
                            ? QCoreApplication::translate("setup", "Player %1").arg(s + 1)
                            : QCoreApplication::translate("setup", "Bot %1").arg(s + 1);
        seats.push_back(seat);
    }
    return seats;
}

}  // namespace

QVariantMap optionsToMap(const OptionValues& values) {
    QVariantMap map;
    for (const auto& [k, v] : values.all())
        map.insert(QString::fromStdString(k), QString::fromStdString(v));
    return map;
}

OptionValues optionsFromMap(const QVariantMap& map) {
    OptionValues values;
    for (auto it = map.begin(); it != map.end(); ++it)
        values.set(it.key().toStdString(), it.value().toString().toStdString());
    return values;
}

QStringList offeredBots(const GameInfo& game) {
    QStringList offered, all;
    for (const std::string& kind : game.botKinds) {
        all << QString::fromStdString(kind);
        for (const std::string& level : playerLevels())
            if (kind == level) offered << all.last();
    }
    return offered.isEmpty() ? all : offered;
}

QString defaultBot(const GameInfo& game) {
    const QStringList offered = offeredBots(game);
    const QString level = QString::fromLatin1(kDefaultLevel);
    return offered.contains(level) ? level : offered.last();
}

QString readSetup(const QVariantMap& map, TableSetup& out) {
    const QString id = map.value(QStringLiteral("game")).toString();
    const GameInfo* game = findGame(id.toStdString());
    if (!game) return QCoreApplication::translate("setup", "Unknown game \"%1\".").arg(id);
    TableSetup setup;
    setup.game = game;
    setup.config.players = map.value(QStringLiteral("players"), game->minPlayers).toInt();
    setup.config.options = optionsFromMap(map.value(QStringLiteral("options")).toMap());
    bool seeded = false;
    setup.config.seed = map.value(QStringLiteral("seed")).toString().toULongLong(&seeded);
    // 32 bits are plenty of deals and keep the deal code short enough to read out.
    if (!seeded) setup.config.seed = QRandomGenerator::global()->generate();
    const std::string error = validateSetup(*game, setup.config.players, setup.config.options);
    if (!error.empty()) return QString::fromStdString(error);
    setup.seats =
        readSeats(*game, setup.config.players, map.value(QStringLiteral("seats")).toList());
    out = std::move(setup);
    return {};
}

QString dealCodeOf(const TableSetup& setup) {
    if (!setup.config.stackedDecks.empty()) return {};
    std::string error;
    return QString::fromStdString(encodeDealCode(
        {setup.game, setup.config.players, setup.config.seed, setup.config.options}, error));
}

QVariantMap writeSetup(const TableSetup& setup) {
    QVariantList seats;
    for (const SeatInfo& s : setup.seats)
        seats.append(QVariantMap{{QStringLiteral("name"), s.chosen ? s.name : QString()},
                                 {QStringLiteral("kind"), s.kind}});
    return {{QStringLiteral("game"), QString::fromStdString(setup.game->id)},
            {QStringLiteral("players"), setup.config.players},
            {QStringLiteral("seed"), QString::number(setup.config.seed)},
            {QStringLiteral("seats"), seats},
            {QStringLiteral("options"), optionsToMap(setup.config.options)}};
}

}  // namespace felt::app
