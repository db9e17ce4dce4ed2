#include "autosave.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QStandardPaths>

#include "present/table_text.h"
#include "session/game_session.h"
#include "session/record_files.h"

namespace felt::app {

namespace {

QString said(const char* text) {
    return QCoreApplication::translate("autosave", text);
}

}  // namespace

Autosave::Autosave(GameSession& session, QString folder, QObject* parent)
    : QObject(parent), session_(session), folder_(std::move(folder)) {
    connect(&session_, &GameSession::moved, this, &Autosave::save);
    connect(&session_, &GameSession::gameFinished, this, &Autosave::clear);
}

QString Autosave::defaultFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString Autosave::path() const {
    return QDir(folder_).filePath(QStringLiteral("autosave.felt"));
}

bool Autosave::available() const {
    return QFileInfo::exists(path());
}

void Autosave::save() {
    if (!session_.running() || session_.gameOver()) return;
    QString error;
    if (!QDir().mkpath(folder_))
        error = said(QT_TRANSLATE_NOOP("autosave", "the folder %1 cannot be made")).arg(folder_);
    else
        error = session_.saveRecord(path());
    const bool wasAvailable = available();
    if (!error.isEmpty() && writeError_.isEmpty())
        emit writeFailed(
            said(QT_TRANSLATE_NOOP("autosave", "The game could not be saved: %1.")).arg(error));
    writeError_ = error;
    if (available() != wasAvailable || error.isEmpty()) emit changed();
}

void Autosave::clear() {
    if (!available()) return;
    QFile::remove(path());
    emit changed();
}

QString Autosave::summary() const {
    if (!available()) return {};
    QString error;
    const LoadedGame loaded = loadRecordFile(path(), error);
    if (!loaded.state) return {};
    const GameInfo* game = findGame(loaded.record.game);
    const QString name = game ? engineWord(game->name.c_str()) : QString();
    const QString when = QLocale().toString(QFileInfo(path()).lastModified(), QLocale::ShortFormat);
    //: The saved game on the Continue button: game, players, round, when it was saved.
    return said(QT_TRANSLATE_NOOP("autosave", "%1 · %2 players · round %3 · saved %4"))
        .arg(name)
        .arg(loaded.state->players())
        .arg(loaded.state->roundIndex() + 1)
        .arg(when);
}

QString Autosave::keepAside() {
    const QString aside = QDir(folder_).filePath(
        QStringLiteral("autosave-unreadable-%1.felt")
            .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
    QFile::rename(path(), aside);
    emit changed();
    return aside;
}

QString Autosave::resume() {
    if (!available()) return said(QT_TRANSLATE_NOOP("autosave", "There is no saved game."));
    const QString error = session_.loadRecord(path());
    if (error.isEmpty()) return {};
    const QString aside = keepAside();
    return said(QT_TRANSLATE_NOOP("autosave",
                                  "The saved game could not be read (%1). The file was kept as "
                                  "%2."))
        .arg(error, aside);
}

}  // namespace felt::app
