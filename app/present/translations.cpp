#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace felt::app {

void installTranslations(const QLocale& locale) {
    auto* app = QCoreApplication::instance();
    // Felt's messages, built in at :/i18n (translations/felt_<lang>.ts).
    // A language Felt does not speak falls back to English, whose plural forms
    // ("1 card", "2 cards") come from its own file.
    auto* own = new QTranslator(app);
    const QString dir = QStringLiteral(":/i18n");
    if (own->load(locale, QStringLiteral("felt"), QStringLiteral("_"), dir) ||
        own->load(QStringLiteral("felt_en"), dir))
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
