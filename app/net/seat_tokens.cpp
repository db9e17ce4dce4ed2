#include "seat_tokens.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QSettings>
#include <QStringList>
#include <algorithm>
#include <utility>
#include <vector>

namespace felt::app {
namespace {

constexpr int kKept = 20;
const QString kGroup = QStringLiteral("network/seats");

QString keyOf(const QString& room) {
    return QString::fromLatin1(
        QCryptographicHash::hash(room.toUtf8(), QCryptographicHash::Sha256).toHex().left(32));
}

}  // namespace

std::string rememberedToken(const QString& room) {
    QSettings settings;
    settings.beginGroup(kGroup);
    const QStringList entry = settings.value(keyOf(room)).toStringList();  // token, when
    return entry.isEmpty() ? std::string() : entry.constFirst().toStdString();
}

void rememberToken(const QString& room, const std::string& token) {
    QSettings settings;
    settings.beginGroup(kGroup);
    settings.setValue(keyOf(room),
                      QStringList{QString::fromStdString(token),
                                  QDateTime::currentDateTimeUtc().toString(Qt::ISODate)});
    // Only the newest few: old tables are long gone.
    std::vector<std::pair<QString, QString>> byTime;
    for (const QString& key : settings.childKeys())
        byTime.emplace_back(settings.value(key).toStringList().value(1), key);
    std::sort(byTime.begin(), byTime.end(), std::greater<>());
    for (std::size_t i = kKept; i < byTime.size(); ++i) settings.remove(byTime[i].second);
}

void forgetToken(const QString& room) {
    QSettings settings;
    settings.beginGroup(kGroup);
    settings.remove(keyOf(room));
}

}  // namespace felt::app
