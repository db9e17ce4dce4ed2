// Where Game > Open and Save As start: the Documents folder the first time,
// then the folder of the record last opened or saved, kept in the settings
// (records/folder). A remembered folder that is gone counts as none.
#pragma once

#include <QSettings>
#include <QString>

namespace felt::app {

QString recordFolder(const QSettings& settings);
// Keeps the folder of `file` (a record just opened or saved) for next time.
void rememberRecordFolder(QSettings& settings, const QString& file);
// The Documents folder (the home folder where there is none).
QString documentsFolder();

}  // namespace felt::app
