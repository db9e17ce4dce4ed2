#include "statistics.h"

#include <QDir>
#include <QStandardPaths>

#include "catalog/registry.h"
#include "present/table_text.h"
#include "session/game_session.h"

namespace felt::app {

Statistics::Statistics(GameSession& session, const QString& path, QObject* parent)
    : QObject(parent), session_(session), store_(std::make_unique<StatsStore>(path)) {
    problem_ = store_->open();
    connect(&session_, &GameSession::gameFinished, this, &Statistics::recordFinished);
}

Statistics::~Statistics() = default;

QString Statistics::defaultPath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("statistics.sqlite"));
}

QString Statistics::gameName(const QString& id) const {
    const GameInfo* g = findGame(id.toStdString());
    return g ? engineWord(g->name.c_str()) : id;
}

void Statistics::recordFinished() {
    const GameState* state = session_.state();
    if (!state || !state->isTerminal() || !store_->isOpen()) return;
    const QVariantMap setup = session_.setup();
    FinishedGame game;
    game.key = session_.gameKey();
    game.game = session_.gameId();
    QStringList variant;
    const QVariantMap options = setup.value(QStringLiteral("options")).toMap();
    for (auto it = options.begin(); it != options.end(); ++it)
        variant << it.key() + QLatin1Char('=') + it.value().toString();
    game.variant = variant.join(QLatin1Char(','));
    const Result result = state->result();
    const QVariantList seats = setup.value(QStringLiteral("seats")).toList();
    const ScoreModel& rounds = *session_.scores();
    for (int s = 0; s < state->players(); ++s) {
        FinishedSeat seat;
        seat.name = session_.seatName(s);  // as shown (a default name is not in the setup)
        seat.kind = seats.value(s).toMap().value(QStringLiteral("kind")).toString();
        seat.score = result.scores.at(static_cast<std::size_t>(s));
        seat.place = result.placements.at(static_cast<std::size_t>(s));
        for (int r = 0; r < rounds.rowCount(); ++r)
            seat.roundScores
                << rounds.data(rounds.index(r), ScoreModel::PointsRole).toList().value(s).toInt();
        game.seats << seat;
    }
    const QString error = store_->record(game);
    problem_ = error;
    emit changed();
}

void Statistics::reset() {
    problem_ = store_->reset();
    emit changed();
}

}  // namespace felt::app
