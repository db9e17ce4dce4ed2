// The game in progress kept on disk after every move, so that closing Felt, a
// crash or a power cut loses nothing: a game record (.felt, the same format
// `felt-cli replay` reads) in the app's data folder, written whole or not at
// all. Continue in the new-game panel (or `felt --continue`) brings it back;
// a finished game removes it; a file that cannot be read is kept aside under
// another name, never deleted.
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>

namespace felt::app {

class GameSession;

class Autosave : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by the window")
    // A saved game is waiting to be continued.
    Q_PROPERTY(bool available READ available NOTIFY changed)

public:
    // Keeps `session`'s games in `folder` (created when first needed).
    Autosave(GameSession& session, QString folder, QObject* parent = nullptr);
    // The app's data folder (QStandardPaths: XDG_DATA_HOME/Felt on Linux).
    static QString defaultFolder();

    QString path() const;
    bool available() const;
    // One line for the Continue button: game, players, round, when saved; ""
    // when nothing is saved or the file cannot be read.
    Q_INVOKABLE QString summary() const;
    // Resumes the saved game at its exact position; "" or why not. A file that
    // cannot be read is renamed aside (the message names the new name).
    Q_INVOKABLE QString resume();
    // Why the last write failed ("" after a good one).
    QString writeError() const { return writeError_; }

signals:
    void changed();
    // Writing failed (full or read-only disk...): said once until a write works again.
    void writeFailed(const QString& why);

private:
    void save();
    void clear();
    QString keepAside();

    GameSession& session_;
    QString folder_;
    QString writeError_;
};

}  // namespace felt::app
