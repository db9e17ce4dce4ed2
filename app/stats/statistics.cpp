#include "statistics.h"

#include <QDir>
#include <QStandardPaths>

#include "catalog/registry.h"
#include "present/table_text.h"
#include "session/table_session.h"
#include "stats_words.h"

namespace felt::app {

Statistics::Statistics(TableSession& session, const QString& path, QObject* parent)
    : QObject(parent), store_(std::make_unique<StatsStore>(path)) {
    problem_ = store_->open();
    watch(session);
}

void Statistics::watch(TableSession& session) {
    connect(&session, &TableSession::gameFinished, this,
            [this, &session] { recordFinished(session); });
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

QVariantList Statistics::summary() const {
    QVariantList rows = store_->summary();
    for (QVariant& row : rows) {
        QVariantMap r = row.toMap();
        const QString kind = r.value(QStringLiteral("kind")).toString();
        r.insert(QStringLiteral("shownName"),
                 shownSeatName(r.value(QStringLiteral("player")).toString()));
        r.insert(QStringLiteral("kindWord"),
                 kind == QLatin1String("human") ? QString() : botLevelWord(kind));
        const QString variant = r.value(QStringLiteral("variant")).toString();
        r.insert(QStringLiteral("variantWords"),
                 variant.isEmpty()
                     ? QString()
                     : variantWords(r.value(QStringLiteral("game")).toString(), variant));
        row = r;
    }
    return rows;
}

void Statistics::recordFinished(const TableSession& session) {
    const std::optional<FinishedGame> game = session.finishedGame();
    if (!game || !store_->isOpen()) return;
    problem_ = store_->record(*game);
    emit changed();
}

void Statistics::reset() {
    problem_ = store_->reset();
    emit changed();
}

}  // namespace felt::app
