#include "kept_tables.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "catalog/record.h"

namespace felt::app {

QString hostedTableFile(const QString& folder, const QString& room) {
    // The secret itself stays out of the name: a folder listing must not
    // be an invitation.
    const QByteArray hash = QCryptographicHash::hash(room.toUtf8(), QCryptographicHash::Sha256);
    return QDir(folder).filePath(
        QStringLiteral("hosted-%1.json").arg(QString::fromLatin1(hash.toHex().left(16))));
}

QStringList keptTableFiles(const QString& folder) {
    QStringList out;
    const QFileInfoList files =
        QDir(folder).entryInfoList({QStringLiteral("hosted-*.json")}, QDir::Files, QDir::Time);
    for (const QFileInfo& f : files) {
        if (!holdTable(f.absoluteFilePath())) continue;  // another Felt hosts it now
        out << f.absoluteFilePath();
    }
    return out;
}

std::unique_ptr<QLockFile> holdTable(const QString& file) {
    auto lock = std::make_unique<QLockFile>(file + QStringLiteral(".lock"));
    // Stale only when its Felt is gone: the default (30 s) would hand a long
    // game's table to a second Felt.
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0)) return nullptr;
    return lock;
}

std::unique_ptr<net::TableHost> readKeptTable(const QString& file, std::string& error) {
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        error = f.errorString().toStdString();
        return nullptr;
    }
    return net::TableHost::restore(f.read(static_cast<qint64>(kMaxRecordBytes) + 1), error);
}

}  // namespace felt::app
