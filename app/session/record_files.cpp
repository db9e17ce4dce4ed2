#include "record_files.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

namespace felt::app {

QString saveRecordFile(const QString& path, const GameRecord& record) {
    const std::string json = writeRecord(record);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return file.errorString();
    // Flushed before the commit: Qt 6.4's commit() replaces the old file even
    // when its own flush could write only part (a full disk: a good autosave
    // became a cut one). Checked here, the old file stays as it was.
    const auto size = static_cast<qint64>(json.size());
    if (file.write(json.data(), size) != size || !file.flush()) {
        file.cancelWriting();
        return QCoreApplication::translate("records",
                                           "%1 could not be written whole (is the disk full?)")
            .arg(path);
    }
    if (!file.commit()) return file.errorString();
    return {};
}

QString saveGameRecord(const QString& path, const GameState& state, const TableSetup& setup,
                       const QString& id) {
    std::vector<SeatSetup> seats;
    for (const SeatInfo& s : setup.seats)
        seats.push_back({s.name.toStdString(), s.kind.toStdString()});
    GameRecord record = recordOf(state, setup.game->id, seats);
    record.id = id.toStdString();
    return saveRecordFile(path, record);
}

LoadedGame loadRecordFile(const QString& path, QString& error) {
    LoadedGame loaded;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = file.errorString();
        return loaded;
    }
    if (file.size() > kMaxRecordBytes) {
        error = QCoreApplication::translate("records", "%1 is too large to be a game record.")
                    .arg(path);
        return loaded;
    }
    const QByteArray bytes = file.read(kMaxRecordBytes + 1);
    loaded =
        loadRecord(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!loaded.error.empty()) {
        error = QString::fromStdString(loaded.error);
        loaded.state.reset();
    }
    return loaded;
}

QString readRecordSetup(const LoadedGame& loaded, TableSetup& setup) {
    QVariantList seats;
    for (const SeatSetup& s : loaded.record.seats)
        seats.append(QVariantMap{{QStringLiteral("name"), QString::fromStdString(s.name)},
                                 {QStringLiteral("kind"), QString::fromStdString(s.kind)}});
    const QString error =
        readSetup({{QStringLiteral("game"), QString::fromStdString(loaded.record.game)},
                   {QStringLiteral("players"), loaded.record.config.players},
                   {QStringLiteral("seed"), QString::number(loaded.record.config.seed)},
                   {QStringLiteral("seats"), seats},
                   {QStringLiteral("options"), optionsToMap(loaded.record.config.options)}},
                  setup);
    if (error.isEmpty()) setup.config = loaded.state->config();
    return error;
}

}  // namespace felt::app
