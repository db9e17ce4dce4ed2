#include "translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

namespace felt::app {

namespace {

const QString kDir = QStringLiteral(":/i18n");
const QString kSettingsKey = QStringLiteral("view/language");

}  // namespace

QStringList availableLanguages() {
    QStringList codes{QStringLiteral("en")};
    const QStringList files =
        QDir(kDir).entryList({QStringLiteral("felt_*.qm")}, QDir::Files, QDir::Name);
    for (const QString& f : files) {
        const QString code = f.mid(5, f.size() - 8);  // felt_<code>.qm
        if (!codes.contains(code)) codes << code;
    }
    return codes;
}

QString checkLanguage(const QString& code) {
    if (availableLanguages().contains(code)) return {};
    return QCoreApplication::translate("language", "Felt does not speak \"%1\" (it speaks %2).")
        .arg(code, availableLanguages().join(QStringLiteral(", ")));
}

QString savedLanguage() {
    const QString code = QSettings().value(kSettingsKey).toString();
    return availableLanguages().contains(code) ? code : QString();
}

void saveLanguage(const QString& code) {
    QSettings().setValue(kSettingsKey, code);
}

QLocale languageToUse(const QString& forced, bool readSettings) {
    if (!forced.isEmpty()) return QLocale(forced);
    const QString saved = readSettings ? savedLanguage() : QString();
    return saved.isEmpty() ? QLocale::system() : QLocale(saved);
}

void installTranslations(const QLocale& locale) {
    auto* app = QCoreApplication::instance();
    auto* own = new QTranslator(app);
    if (own->load(locale, QStringLiteral("felt"), QStringLiteral("_"), kDir) ||
        own->load(QStringLiteral("felt_en"), kDir))
        QCoreApplication::installTranslator(own);
    else
        delete own;
    // Qt's own (standard dialogs and buttons), where the system has them.
    auto* qt = new QTranslator(app);
    if (qt->load(locale, QStringLiteral("qt"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
}

}  // namespace felt::app
