// The tables this Felt hosts, kept on disk so that after Felt closes (or
// crashes) Continue reopens them and friends take their seats back: each is
// TableHost's autosave, one file per room ("hosted-<hash of the room
// secret>.json") in the app's data folder. While a Felt hosts a table it
// holds the file's lock, so a second Felt neither offers nor opens it.
#pragma once

#include <QLockFile>
#include <QString>
#include <QStringList>
#include <memory>
#include <string>

#include "net/table_host.h"

namespace felt::app {

QString hostedTableFile(const QString& folder, const QString& room);
// The kept tables' files no running Felt holds, newest first.
QStringList keptTableFiles(const QString& folder);
// Takes `file`'s lock for this Felt; null when another running Felt holds it.
std::unique_ptr<QLockFile> holdTable(const QString& file);
// The table kept in `file` (read strictly, its record replayed); null and
// `error` set when it cannot be read.
std::unique_ptr<net::TableHost> readKeptTable(const QString& file, std::string& error);

}  // namespace felt::app
