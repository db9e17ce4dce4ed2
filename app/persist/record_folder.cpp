#include "record_folder.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace felt::app {

namespace {

const QString kKey = QStringLiteral("records/folder");

}  // namespace

QString documentsFolder() {
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return !documents.isEmpty() && QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

QString recordFolder(const QSettings& settings) {
    const QString folder = settings.value(kKey).toString();
    return !folder.isEmpty() && QFileInfo(folder).isDir() ? folder : documentsFolder();
}

void rememberRecordFolder(QSettings& settings, const QString& file) {
    if (file.isEmpty()) return;
    settings.setValue(kKey, QFileInfo(file).absolutePath());
}

}  // namespace felt::app
