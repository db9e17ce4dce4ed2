// What every game in the catalog declares, checked over the whole list (the
// option machinery itself is tested in tst_core, without any game).
#include <QTest>
#include <algorithm>

#include "catalog/registry.h"

using namespace felt;

class TstCatalog : public QObject {
    Q_OBJECT
private slots:
    void everyChoiceHasAWordForTheSetupPanel();
    void cardsInHandAreCountedOnThePlates();
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

// Where a game puts the cards in hand on the plates (Blackjack, Janken
// Rummy: hands are hidden and their size is what the others count), every
// seat's count is the size of its hand, after every move of a game.
void TstCatalog::cardsInHandAreCountedOnThePlates() {
    int counted = 0;
    for (const GameInfo& g : allGames()) {
        GameConfig config;
        config.players = g.minPlayers;
        config.seed = 3;
        std::string error;
        auto state = createGame(g, config, error);
        QVERIFY2(state, error.c_str());
        const auto specs = state->statSpecs();
        if (std::none_of(specs.begin(), specs.end(),
                         [](const StatSpec& s) { return s.key == "in_hand"; }))
            continue;
        ++counted;
        const auto zones = state->zones();
        for (int step = 0; step < 60 && !state->isTerminal(); ++step) {
            const SeatView truth = state->view(kEveryone);
            for (const Stat& st : state->view(0).stats) {
                if (st.key != "in_hand") continue;
                int held = 0;
                for (const ZoneView& zv : truth.zones)
                    if (zones[static_cast<std::size_t>(zv.zone)].kind == ZoneKind::Hand &&
                        zones[static_cast<std::size_t>(zv.zone)].owner == st.seat)
                        held += static_cast<int>(zv.cards.size());
                QCOMPARE(st.value, held);
            }
            state->applyLegal(state->legalActions().front());
        }
    }
    QCOMPARE(counted, 2);
}

QTEST_APPLESS_MAIN(TstCatalog)
#include "tst_catalog.moc"
