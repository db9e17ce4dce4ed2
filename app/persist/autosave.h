// The games in progress kept on disk after every move, so that closing Felt, a
// crash or a power cut loses nothing: game records (.felt, the same format
// `felt-cli replay` reads) in the app's data folder, one file per game, each
// written whole or not at all. Every running table keeps its own game in its
// own file and holds a lock on it, so two Felt windows never overwrite each
// other's game, and Continue offers only the kept games no running Felt is
// playing (a crashed one's lock is stale and does not count). Starting a new
// game keeps the others; a finished game, or one the person agreed to end
// (New, Restart, Open at the same table), is removed. A file that cannot be
// read is kept aside under another name, never deleted.
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QLockFile>
#include <QObject>
#include <QString>
#include <QVariantList>
#include <memory>

namespace felt::app {

class GameSession;

class Autosave : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by the window")
    // Some kept game is waiting to be continued here.
    Q_PROPERTY(bool available READ available NOTIFY changed)

public:
    // Keeps `session`'s games in `folder` (created when first needed).
    Autosave(GameSession& session, QString folder, QObject* parent = nullptr);
    ~Autosave() override;
    // The app's data folder (QStandardPaths: XDG_DATA_HOME/Felt on Linux).
    static QString defaultFolder();

    // The file of the game this table plays ("" before its first move is kept).
    QString path() const;
    bool available() const;
    // The games that can be continued here, newest first: [{key, summary}],
    // the summary one line (game, players, round, when saved).
    Q_INVOKABLE QVariantList keptGames() const;
    // Resumes the kept game `key` (the newest when empty) at its exact
    // position; "" or why not. A file that cannot be read is renamed aside
    // (the message names the new name).
    Q_INVOKABLE QString resume(const QString& key = {});
    // Removes a kept game that no table is playing (the person asked to).
    Q_INVOKABLE void forget(const QString& key);
    // Why the last write failed ("" after a good one).
    QString writeError() const { return writeError_; }

signals:
    void changed();
    // Writing failed (full or read-only disk...): said once until a write works again.
    void writeFailed(const QString& why);

private:
    QString folderOfGames() const;
    QString fileOf(const QString& key) const;
    // Takes this table's lock on `key`'s file; false when another Felt holds it.
    bool claim(const QString& key);
    // Whether the game kept under `key` went further than the game played
    // here, or another way (or cannot be read).
    bool keptFurther(const QString& key) const;
    void release(bool removeFile);
    void save();
    void finished();
    QString keepAside(const QString& file);
    void adoptOlderFile();

    GameSession& session_;
    QString folder_;
    QString key_;  // the game this table keeps (and holds the lock of)
    std::unique_ptr<QLockFile> lock_;
    QString writeError_;
};

}  // namespace felt::app
