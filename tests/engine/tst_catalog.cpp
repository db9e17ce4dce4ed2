// What every game in the catalog declares, checked over the whole list (the
// option machinery itself is tested in tst_core, without any game).
#include <QTest>

#include "catalog/registry.h"

using namespace felt;

class TstCatalog : public QObject {
    Q_OBJECT
private slots:
    void everyChoiceHasAWordForTheSetupPanel();
};

void TstCatalog::everyChoiceHasAWordForTheSetupPanel() {
    // The choices themselves are record keys; the panel shows these words.
    for (const GameInfo& g : allGames())
        for (const OptionSpec& o : g.options)
            if (o.type == OptionType::Choice) {
                QCOMPARE(o.choiceLabels.size(), o.choices.size());
                for (const std::string& label : o.choiceLabels) QVERIFY(!label.empty());
            }
}

QTEST_APPLESS_MAIN(TstCatalog)
#include "tst_catalog.moc"
