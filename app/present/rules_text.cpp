#include "rules_text.h"

#include <QFile>

namespace felt::app {

namespace {

QString readText(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return {};
    return QString::fromUtf8(file.readAll());
}

}  // namespace

QString rulesText(const QString& gameId, const QLocale& locale) {
    // "de_DE" -> "de": the rules are written per language, not per country.
    const QString language = locale.name().section(QLatin1Char('_'), 0, 0);
    const QString translated = readText(QStringLiteral(":/rules/%1/%2.md").arg(language, gameId));
    return translated.isEmpty() ? readText(QStringLiteral(":/rules/%1.md").arg(gameId))
                                : translated;
}

}  // namespace felt::app
