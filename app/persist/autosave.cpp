#include "autosave.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QUuid>
#include <algorithm>

#include "present/table_text.h"
#include "session/game_session.h"
#include "session/record_files.h"

namespace felt::app {

namespace {

QString said(const char* text) {
    return QCoreApplication::translate("autosave", text);
}

// A lock on a kept game's file. Stale only when its owner is gone: the
// default (30 s) would let a second Felt take the game of a first one that
// has simply been playing for a while.
std::unique_ptr<QLockFile> lockOf(const QString& file) {
    auto lock = std::make_unique<QLockFile>(file + QStringLiteral(".lock"));
    lock->setStaleLockTime(0);
    return lock;
}

// No running Felt holds `file` (a crashed one's lock is taken over).
bool isFree(const QString& file) {
    auto probe = lockOf(file);
    if (!probe->tryLock(0)) return false;
    probe->unlock();
    return true;
}

// The kept games' files that no running Felt plays, newest first.
QStringList freeFiles(const QString& folder, const QString& own) {
    QStringList out;
    const QFileInfoList files =
        QDir(folder).entryInfoList({QStringLiteral("*.felt")}, QDir::Files, QDir::Time);
    for (const QFileInfo& f : files)
        if (f.absoluteFilePath() != own && isFree(f.absoluteFilePath()))
            out << f.absoluteFilePath();
    return out;
}

QString summaryOf(const QString& file) {
    QString error;
    const LoadedGame loaded = loadRecordFile(file, error);
    if (!loaded.state)
        //: A kept game whose file is damaged; Continue says more and keeps the file aside.
        return said(QT_TRANSLATE_NOOP("autosave", "A kept game that cannot be read"));
    const GameInfo* game = findGame(loaded.record.game);
    const QString name = game ? engineWord(game->name.c_str()) : QString();
    // Today's games by the time alone, so the line fits beside its buttons.
    const QDateTime saved = QFileInfo(file).lastModified();
    const QString when = saved.date() == QDate::currentDate()
                             ? QLocale().toString(saved.time(), QLocale::ShortFormat)
                             : QLocale().toString(saved.date(), QLocale::ShortFormat);
    //: A kept game on its Continue button: game, players, round, when it was saved.
    return said(QT_TRANSLATE_NOOP("autosave", "%1 · %2 players · round %3 · saved %4"))
        .arg(name)
        .arg(loaded.state->players())
        .arg(loaded.state->roundIndex() + 1)
        .arg(when);
}

}  // namespace

Autosave::Autosave(GameSession& session, QString folder, QObject* parent)
    : QObject(parent), session_(session), folder_(std::move(folder)) {
    adoptOlderFile();
    connect(&session_, &GameSession::moved, this, &Autosave::save);
    connect(&session_, &GameSession::gameFinished, this, &Autosave::finished);
}

Autosave::~Autosave() {
    release(false);  // the game stays for next time
}

QString Autosave::defaultFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString Autosave::folderOfGames() const {
    return QDir(folder_).filePath(QStringLiteral("games"));
}

QString Autosave::fileOf(const QString& key) const {
    // A key read from a record is anybody's text: only a plain one names a file.
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_-]{1,64}$"));
    const QString name =
        plain.match(key).hasMatch()
            ? key
            : QString::fromLatin1(
                  QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha1).toHex());
    return QDir(folderOfGames()).absoluteFilePath(name + QStringLiteral(".felt"));
}

QString Autosave::path() const {
    return key_.isEmpty() ? QString() : fileOf(key_);
}

// Felt before 0.2 kept one game in autosave.felt: it becomes a kept game like the others.
void Autosave::adoptOlderFile() {
    const QString older = QDir(folder_).filePath(QStringLiteral("autosave.felt"));
    if (!QFileInfo::exists(older) || !QDir().mkpath(folderOfGames())) return;
    QFile::rename(older, fileOf(QUuid::createUuid().toString(QUuid::WithoutBraces)));
}

bool Autosave::claim(const QString& key) {
    release(false);
    key_ = key;
    if (!QDir().mkpath(folderOfGames())) return false;
    auto lock = lockOf(fileOf(key));
    if (!lock->tryLock(0)) return false;
    lock_ = std::move(lock);
    return true;
}

void Autosave::release(bool removeFile) {
    if (lock_) {
        if (removeFile) QFile::remove(fileOf(key_));
        lock_->unlock();
        lock_.reset();
    }
    key_.clear();
}

void Autosave::save() {
    QString key = session_.running() ? session_.gameKey() : QString();
    if (key != key_) {
        // This table's previous game was replaced (the person was asked) or is over.
        const bool hadOne = lock_ != nullptr;
        release(true);
        if (hadOne) emit changed();
        if (key.isEmpty() || session_.gameOver()) return;
        if (keptFurther(key)) key = session_.keepAsNewGame();
        if (!claim(key)) {
            writeError_ = said(
                QT_TRANSLATE_NOOP("autosave",
                                  "This game is open in another Felt window, which keeps it; the "
                                  "moves made here are not kept."));
            emit writeFailed(writeError_);
            return;
        }
    }
    if (!lock_ || session_.gameOver()) return;
    QString error;
    if (!QDir().mkpath(folderOfGames()))
        error = said(QT_TRANSLATE_NOOP("autosave", "the folder %1 cannot be made"))
                    .arg(folderOfGames());
    else
        error = session_.saveRecord(path());
    if (!error.isEmpty() && writeError_.isEmpty())
        emit writeFailed(
            said(QT_TRANSLATE_NOOP("autosave", "The game could not be saved: %1.")).arg(error));
    writeError_ = error;
}

// A record opened here may be an older copy of a game kept here (saved along
// the way, then played on): the kept game, further on or gone another way,
// must not be overwritten by it without a word.
bool Autosave::keptFurther(const QString& key) const {
    const QString file = fileOf(key);
    if (!QFileInfo::exists(file) || !session_.state()) return false;
    QString error;
    const LoadedGame kept = loadRecordFile(file, error);
    if (!kept.state) return true;  // unreadable: kept as it is all the same
    const std::vector<Action>& theirs = kept.state->history();
    const std::vector<Action>& ours = session_.state()->history();
    return theirs.size() > ours.size() || !std::equal(theirs.begin(), theirs.end(), ours.begin());
}

void Autosave::finished() {
    release(true);
    emit changed();
}

bool Autosave::available() const {
    // Without reading the files: keptGames() replays each one for its summary.
    return !freeFiles(folderOfGames(), path()).isEmpty();
}

QVariantList Autosave::keptGames() const {
    QVariantList out;
    for (const QString& file : freeFiles(folderOfGames(), path()))
        out << QVariantMap{{QStringLiteral("key"), QFileInfo(file).completeBaseName()},
                           {QStringLiteral("summary"), summaryOf(file)}};
    return out;
}

QString Autosave::keepAside(const QString& file) {
    const QString aside = QDir(folder_).filePath(
        QStringLiteral("autosave-unreadable-%1.felt")
            .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"))));
    QFile::rename(file, aside);
    emit changed();
    return aside;
}

QString Autosave::resume(const QString& key) {
    const QStringList free = freeFiles(folderOfGames(), path());
    QString file = key.isEmpty() ? free.value(0) : fileOf(key);
    if (file.isEmpty() || !QFileInfo::exists(file))
        return said(QT_TRANSLATE_NOOP("autosave", "There is no saved game."));
    if (!free.contains(file) || !claim(QFileInfo(file).completeBaseName())) {
        release(false);
        return said(
            QT_TRANSLATE_NOOP("autosave", "This game is being played in another Felt window."));
    }
    // Loading saves the game again under the key its record names (a file of
    // an older Felt gets one): save() then moves it from this file.
    const QString error = session_.loadRecord(file);
    if (error.isEmpty()) {
        emit changed();
        return {};
    }
    release(false);
    const QString aside = keepAside(file);
    return said(QT_TRANSLATE_NOOP("autosave",
                                  "The saved game could not be read (%1). The file was kept as "
                                  "%2."))
        .arg(error, aside);
}

void Autosave::forget(const QString& key) {
    const QString file = fileOf(key);
    if (file == path() || !isFree(file)) return;
    QFile::remove(file);
    emit changed();
}

}  // namespace felt::app
