// The reader's language: which languages Felt speaks (its built-in
// translations), which one to use (command line, saved choice, system) and
// loading it together with Qt's own translations.
#pragma once

#include <QLocale>
#include <QStringList>

namespace felt::app {

// Codes of the languages Felt speaks ("en", "de"...), from the translations
// built in at :/i18n; English is always one.
QStringList availableLanguages();
// "" or why `code` is not a language Felt speaks.
QString checkLanguage(const QString& code);
// The saved choice ("" = the system's language).
QString savedLanguage();
void saveLanguage(const QString& code);
// The language to use: `forced` (--language) if given, else the saved choice
// when `readSettings`, else the system's.
QLocale languageToUse(const QString& forced, bool readSettings);

// Installs the translators for `locale` into the running application; English
// gets only its plural forms ("1 card", "2 cards"), the source text being
// English, and a language Felt does not speak falls back to English.
void installTranslations(const QLocale& locale);

}  // namespace felt::app
