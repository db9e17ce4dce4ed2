#include "table_session.h"

#include "catalog/registry.h"
#include "session/table_facts.h"
#include "stats/stats_words.h"

namespace felt::app {

TableSession::TableSession(ViewSettings* view, QObject* parent)
    : QObject(parent), view_(view ? *view : *new ViewSettings(this)) {
    const auto pace = [this] { table_.setMoveMs(view_.moveMs()); };
    pace();
    connect(&view_, &ViewSettings::changed, this, pace);
    connect(&table_, &TablePresenter::factsChanged, this, &TableSession::factsChanged);
    connect(&table_, &TablePresenter::logChanged, this, &TableSession::logChanged);
    connect(&table_, &TablePresenter::placingChanged, this, &TableSession::placingChanged);
    connect(&table_, &TablePresenter::statusChanged, this, &TableSession::statusChanged);
}

QString TableSession::cardName(int row) const {
    return running() ? cardNameOf(table_.cards(), table_.text(), row) : QString();
}

QString TableSession::gameName() const {
    const GameInfo* game = findGame(gameId().toStdString());
    return game ? engineWord(game->name.c_str()) : QString();
}

QString TableSession::controlsUrl() const {
    return running() ? controlsUrlOf(gameId()) : QString();
}

void TableSession::setStatus(const QString& text) {
    table_.setStatus(text);
    emit stateChanged();  // what comes next changed: the status line says so
}

QString TableSession::turnText(int seat) const {
    const QString asked = input_.question();  // a claim or an offer: say what is asked
    return asked.isEmpty() ? tr("Your turn, %1.").arg(seatName(seat)) : asked;
}

void TableSession::setResult(const std::vector<int>& winners) {
    QStringList names;
    for (int w : winners) names << seatName(w);
    resultText_ = names.size() == 1 ? tr("%1 wins!").arg(names.first())
                                    : tr("Shared win: %1").arg(names.join(", "));
}

FinishedGame TableSession::finishedGameOf(const QString& key, const QStringList& kinds,
                                          const std::vector<int>& scores) const {
    FinishedGame game;
    game.key = key;
    game.game = gameId();
    QStringList variant;
    const QVariantMap options = setup().value(QStringLiteral("options")).toMap();
    for (auto it = options.begin(); it != options.end(); ++it)
        variant << it.key() + QLatin1Char('=') + it.value().toString();
    game.variant = variant.join(QLatin1Char(','));
    const QVariantList places = placements();
    const ScoreModel& rounds = table_.scores();
    for (int s = 0; s < players(); ++s) {
        FinishedSeat seat;
        seat.name = storedSeatName(seatName(s), s);  // a default name in any language: one person
        seat.kind = kinds.value(s);
        seat.score = s < static_cast<int>(scores.size()) ? scores[static_cast<std::size_t>(s)] : 0;
        seat.place = places.value(s).toInt();
        for (int r = 0; r < rounds.rowCount(); ++r)
            seat.roundScores
                << rounds.data(rounds.index(r), ScoreModel::PointsRole).toList().value(s).toInt();
        game.seats << seat;
    }
    return game;
}

}  // namespace felt::app
