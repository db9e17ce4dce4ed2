#include "stats_words.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include "catalog/registry.h"
#include "present/table_text.h"

namespace felt::app {

namespace {

// A seat's default names, as the setup gives them (in its translation context).
constexpr const char* kDefaultNames[] = {QT_TRANSLATE_NOOP("setup", "Player %1"),
                                         QT_TRANSLATE_NOOP("setup", "Bot %1")};

}  // namespace

QString storedSeatName(const QString& shown, int seat) {
    for (const char* english : kDefaultNames)
        if (shown == QCoreApplication::translate("setup", english).arg(seat + 1))
            return QString::fromLatin1(english).arg(seat + 1);
    return shown;
}

QString shownSeatName(const QString& stored) {
    for (const char* english : kDefaultNames) {
        const QStringList around = QString::fromLatin1(english).split(QStringLiteral("%1"));
        const QString pattern = QRegularExpression::escape(around.value(0)) +
                                QStringLiteral("(\\d+)") +
                                QRegularExpression::escape(around.value(1));
        const QRegularExpressionMatch m =
            QRegularExpression(QLatin1Char('^') + pattern + QLatin1Char('$')).match(stored);
        if (m.hasMatch()) return QCoreApplication::translate("setup", english).arg(m.captured(1));
    }
    return stored;
}

QString botLevelWord(const QString& kind) {
    if (kind == QLatin1String("beginner")) return QCoreApplication::translate("stats", "Beginner");
    if (kind == QLatin1String("casual")) return QCoreApplication::translate("stats", "Casual");
    if (kind == QLatin1String("strong")) return QCoreApplication::translate("stats", "Strong");
    if (kind == QLatin1String("expert")) return QCoreApplication::translate("stats", "Expert");
    return kind;
}

QString variantWords(const QString& gameId, const QString& variant) {
    const GameInfo* game = findGame(gameId.toStdString());
    QStringList words;
    for (const QString& pair : variant.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString key = pair.section(QLatin1Char('='), 0, 0);
        const QString value = pair.section(QLatin1Char('='), 1);
        const OptionSpec* spec = nullptr;
        for (std::size_t i = 0; game && i < game->options.size(); ++i)
            if (QString::fromStdString(game->options[i].key) == key) spec = &game->options[i];
        if (!spec) {
            words << pair;  // an option of an older Felt: as it was kept
            continue;
        }
        if (value.toStdString() == spec->defaultValue) continue;
        QString shown = value;
        if (spec->type == OptionType::Bool)
            shown = value == QLatin1String("true") ? QCoreApplication::translate("stats", "on")
                                                   : QCoreApplication::translate("stats", "off");
        for (std::size_t i = 0; i < spec->choices.size() && i < spec->choiceLabels.size(); ++i)
            if (QString::fromStdString(spec->choices[i]) == value)
                shown = engineWord(spec->choiceLabels[i].c_str());
        words << QCoreApplication::translate("stats", "%1: %2")
                     .arg(engineWord(spec->label.c_str()), shown);
    }
    return words.isEmpty() ? QCoreApplication::translate("stats", "Standard rules")
                           : words.join(QStringLiteral(", "));
}

}  // namespace felt::app
