// Loads the reader's language: Felt's own messages (engine words and phrases,
// table and panels) and Qt's, from the translations built into the app.
#pragma once

#include <QLocale>

namespace felt::app {

// Installs the translators for `locale` into the running application; English
// gets only its plural forms ("1 card", "2 cards"), the source text being English.
void installTranslations(const QLocale& locale);

}  // namespace felt::app
