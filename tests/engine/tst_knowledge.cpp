// The one knowledge model every game declares its facts to: a determinization
// deals the viewer's unseen cards anew, but a card whose place the viewer
// knows stays put, a class keeps its count in every place (and in every
// position of a pile), and a ruled-out card never reaches its seat.
#include <QTest>

#include "core/knowledge.h"

using namespace felt;

namespace {

// Three seats with three cards each (cards 0-8) and a stock of four (9-12).
struct Table {
    std::vector<CardSet> hands{CardSet{}, CardSet{}, CardSet{}};
    std::vector<CardId> stock;
    Table() {
        for (CardId c = 0; c < 9; ++c) hands[c / 3].insert(c);
        for (CardId c = 9; c < 13; ++c) stock.push_back(c);
    }
};

}  // namespace

class TstKnowledge : public QObject {
    Q_OBJECT
private slots:
    void unseenCardsAreDealtAnew();
    void aKnownPlaceStaysPutForThoseWhoKnowIt();
    void classesKeepTheirCounts();
    void ruledOutCardsStayAway();
};

void TstKnowledge::unseenCardsAreDealtAnew() {
    Knowledge k;
    Rng rng(1);
    bool moved = false;
    for (int i = 0; i < 50; ++i) {
        Table t;
        QVERIFY(k.redeal(0, t.hands, {&t.stock}, rng));
        QCOMPARE(t.hands[0], Table().hands[0]);  // the viewer's own hand
        QCOMPARE(t.hands[1].size(), 3);
        QCOMPARE(t.hands[2].size(), 3);
        QCOMPARE(t.stock.size(), std::size_t(4));
        CardSet all = t.hands[0] | t.hands[1] | t.hands[2];
        for (CardId c : t.stock) all.insert(c);
        QCOMPARE(all.size(), 13);
        moved = moved || t.hands[1] != Table().hands[1];
    }
    QVERIFY(moved);
}

void TstKnowledge::aKnownPlaceStaysPutForThoseWhoKnowIt() {
    Knowledge k;
    k.setKnownBy(4, 0b001);   // seat 0 knows card 4 lies in seat 1's hand
    k.setKnownBy(10, 0b111);  // everyone knows where card 10 lies in the stock
    Rng rng(2);
    bool movedForOthers = false;
    for (int i = 0; i < 50; ++i) {
        Table t;
        QVERIFY(k.redeal(0, t.hands, {&t.stock}, rng));
        QVERIFY(t.hands[1].contains(4));
        QCOMPARE(t.stock[1], CardId(10));
        Table u;
        QVERIFY(k.redeal(2, u.hands, {&u.stock}, rng));
        QCOMPARE(u.stock[1], CardId(10));
        movedForOthers = movedForOthers || !u.hands[1].contains(4);
    }
    QVERIFY(movedForOthers);  // seat 2 does not know where card 4 is
}

void TstKnowledge::classesKeepTheirCounts() {
    Knowledge k;
    // Class 1: cards 3 and 4 (seat 1), 8 (seat 2) and 11 (third in the stock).
    for (CardId c : {3, 4, 8, 11}) k.setClass(c, 1);
    Rng rng(3);
    const auto classOne = [](CardId c) { return c == 3 || c == 4 || c == 8 || c == 11; };
    bool moved = false;
    for (int i = 0; i < 50; ++i) {
        Table t;
        QVERIFY(k.redeal(0, t.hands, {&t.stock}, rng));
        int seat1 = 0, seat2 = 0;
        for (CardId c : t.hands[1]) seat1 += classOne(c);
        for (CardId c : t.hands[2]) seat2 += classOne(c);
        QCOMPARE(seat1, 2);
        QCOMPARE(seat2, 1);
        for (std::size_t p = 0; p < t.stock.size(); ++p) QCOMPARE(classOne(t.stock[p]), p == 2);
        moved = moved || t.stock[2] != 11;
    }
    QVERIFY(moved);
}

void TstKnowledge::ruledOutCardsStayAway() {
    Knowledge k;
    CardSet away;
    for (CardId c : {6, 7, 9}) away.insert(c);
    k.ruleOut(1, away);
    Rng rng(4);
    for (int i = 0; i < 50; ++i) {
        Table t;
        QVERIFY(k.redeal(0, t.hands, {&t.stock}, rng));
        QVERIFY((t.hands[1] & away).empty());
    }
}

QTEST_APPLESS_MAIN(TstKnowledge)
#include "tst_knowledge.moc"
