// Cards, notation, the generator, shuffles, options, constrained dealing and
// zone looks: felt_core alone (tst_catalog checks what the games declare).
#include <QTest>

#include "core/card.h"
#include "core/card_set.h"
#include "core/deal_source.h"
#include "core/deck_layout.h"
#include "core/determinize.h"
#include "core/options.h"
#include "core/rng.h"
#include "core/zone.h"

using namespace felt;

class TstCore : public QObject {
    Q_OBJECT
private slots:
    void pcg32MatchesReferenceOutputs();
    void boundedDrawsStayInRangeAndCoverIt();
    void shuffleIsAPermutationAndReproducible();
    void deckSizesAndIdentity();
    void jankenDeckHasFiveSuits();
    void layoutFunctionsAgreeWithDeckFaces();
    void cardNotationRoundTrips();
    void cardNotationRejectsNonsense();
    void cardSetOperations();
    void stackedDealComesFirst();
    void dealHiddenRespectsForbiddenCards();
    void dealHiddenReportsImpossibleDeals();
    void optionsFillDefaultsAndRejectBadValues();
    void optionAvailabilityByPlayersAndOtherOption();
    void zoneLooksComeFromTheKindUnlessDeclared();
};

void TstCore::pcg32MatchesReferenceOutputs() {
    // Reference values of the PCG32 demo program (seed 42, stream 54): the same
    // numbers on every platform are what makes a seed portable.
    Rng rng(42, 54);
    const std::uint32_t expected[] = {0xa15c02b7, 0x7b47f409, 0xba1d3330,
                                      0x83d2f293, 0xbfa4784b, 0xcbed606e};
    for (std::uint32_t e : expected) QCOMPARE(rng.next(), e);
}

void TstCore::boundedDrawsStayInRangeAndCoverIt() {
    Rng rng(7);
    std::vector<int> hits(10, 0);
    for (int i = 0; i < 10000; ++i) {
        const auto v = rng.below(10);
        QVERIFY(v < 10);
        ++hits[v];
    }
    for (int h : hits) QVERIFY2(h > 850 && h < 1150, "draws below 10 should be close to uniform");
    QCOMPARE(rng.below(1), 0u);
}

void TstCore::shuffleIsAPermutationAndReproducible() {
    std::vector<int> a(52), b(52);
    for (int i = 0; i < 52; ++i) a[i] = b[i] = i;
    Rng r1(99), r2(99);
    r1.shuffle(a);
    r2.shuffle(b);
    QCOMPARE(a, b);
    std::vector<int> sorted = a;
    std::sort(sorted.begin(), sorted.end());
    for (int i = 0; i < 52; ++i) QCOMPARE(sorted[i], i);
    // A fixed seed gives a fixed order: these values pin the algorithm down.
    Rng r3(2024);
    std::vector<int> c = {0, 1, 2, 3, 4, 5, 6, 7};
    r3.shuffle(c);
    Rng r4(2024);
    std::vector<int> d = {0, 1, 2, 3, 4, 5, 6, 7};
    for (std::size_t i = d.size(); i > 1; --i)
        std::swap(d[i - 1], d[r4.below(static_cast<std::uint32_t>(i))]);
    QCOMPARE(c, d);
}

void TstCore::deckSizesAndIdentity() {
    QCOMPARE(Deck(DeckKind::French52).size(), 52);
    QCOMPARE(Deck(DeckKind::French54).size(), 54);
    QCOMPARE(Deck(DeckKind::MadJack24).size(), 24);
    QCOMPARE(Deck(DeckKind::Janken65).size(), 65);
    QCOMPARE(Deck(DeckKind::Janken70).size(), 70);
    const Deck twoDecks(DeckKind::FrenchDouble108);
    QCOMPARE(twoDecks.size(), 108);
    // Two physical cards per face: identity is distinct from the face.
    const auto nines = twoDecks.idsOf(*twoDecks.parseFace("9h"));
    QCOMPARE(nines.size(), std::size_t{2});
    QVERIFY(nines[0] != nines[1]);
    QCOMPARE(twoDecks.idsOf(*twoDecks.parseFace("*")).size(), std::size_t{4});
    const Deck mj(DeckKind::MadJack24);
    for (const Face& f : mj.faces()) QVERIFY(f.rank == kAce || f.rank >= 9);
}

void TstCore::jankenDeckHasFiveSuits() {
    const Deck d(DeckKind::Janken70);
    int jokers = 0;
    std::vector<int> perSuit(5, 0);
    for (const Face& f : d.faces()) {
        if (f.isJoker())
            ++jokers;
        else
            ++perSuit[f.suit];
    }
    QCOMPARE(jokers, 5);
    for (int n : perSuit) QCOMPARE(n, 13);
    QCOMPARE(d.format(d.idsOf(Face{kScissors, 4})[0]), std::string("4S"));
    QCOMPARE(d.format(d.idsOf(Face{kLizard, kJoker})[0]), std::string("*L"));
}

// A game reads suits and ranks through deck_layout.h; a layout function that
// drifted from the faces Deck builds would make a game misread its own cards.
void TstCore::layoutFunctionsAgreeWithDeckFaces() {
    for (DeckKind kind : {DeckKind::French52, DeckKind::French54, DeckKind::FrenchDouble108}) {
        const Deck deck(kind);
        for (int i = 0; i < deck.size(); ++i) {
            const auto c = static_cast<CardId>(i);
            QCOMPARE(french_layout::isJoker(c, kind), deck.face(c).isJoker());
            if (deck.face(c).isJoker()) continue;
            QCOMPARE(french_layout::suitOf(c), int(deck.face(c).suit));
            QCOMPARE(french_layout::rankOf(c), int(deck.face(c).rank));
        }
    }
    const Deck madJack(DeckKind::MadJack24);
    for (int i = 0; i < madJack.size(); ++i) {
        const auto c = static_cast<CardId>(i);
        QCOMPARE(madjack_layout::suitOf(c), int(madJack.face(c).suit));
        QCOMPARE(madjack_layout::rankOf(c), int(madJack.face(c).rank));
    }
    const Deck janken(DeckKind::Janken70);
    for (int i = 0; i < janken.size(); ++i) {
        const auto c = static_cast<CardId>(i);
        QCOMPARE(janken_layout::isJoker(c), janken.face(c).isJoker());
        QCOMPARE(janken_layout::suitOf(c), int(janken.face(c).suit));
        QCOMPARE(janken_layout::rankOf(c), int(janken.face(c).rank));
    }
}

void TstCore::cardNotationRoundTrips() {
    for (DeckKind kind :
         {DeckKind::French54, DeckKind::MadJack24, DeckKind::Janken70, DeckKind::FrenchDouble108}) {
        const Deck d(kind);
        for (int id = 0; id < d.size(); ++id) {
            const std::string text = d.format(static_cast<CardId>(id));
            const auto face = d.parseFace(text);
            QVERIFY2(face.has_value(), text.c_str());
            QCOMPARE(d.formatFace(*face), text);
        }
    }
    const Deck f(DeckKind::French52);
    QCOMPARE(f.parseFace("10s")->rank, std::int8_t{10});
    QCOMPARE(f.parseFace("Jc")->suit, std::int8_t{kClubs});
    QCOMPARE(f.parseFace("Ad")->rank, std::int8_t{kAce});
    QCOMPARE(f.format(f.idsOf(Face{kHearts, 9})[0]), std::string("9h"));
}

void TstCore::cardNotationRejectsNonsense() {
    const Deck f(DeckKind::French52);
    for (const char* bad : {"", "1h", "11s", "Zh", "9x", "*", "h9", "10"})
        QVERIFY2(!f.parseFace(bad), bad);
    const Deck mj(DeckKind::MadJack24);
    QVERIFY(!mj.parseFace("8h"));  // not in the 24-card deck
    const Deck j(DeckKind::Janken65);
    QVERIFY(!j.parseFace("*R"));  // no Jokers without the variant
    QVERIFY(!j.parseFace("4h"));
}

void TstCore::cardSetOperations() {
    CardSet s;
    QVERIFY(s.empty());
    s.insert(3);
    s.insert(70);
    s.insert(127);
    QCOMPARE(s.size(), 3);
    QCOMPARE(s.first(), CardId{3});
    QCOMPARE(s.last(), CardId{127});
    QCOMPARE(s.nth(1), CardId{70});
    std::vector<CardId> seen;
    for (CardId c : s) seen.push_back(c);
    QCOMPARE(seen, (std::vector<CardId>{3, 70, 127}));
    s.erase(70);
    QVERIFY(!s.contains(70));
    QCOMPARE((s & CardSet::single(3)).size(), 1);
    QCOMPARE((s - CardSet::single(3)).first(), CardId{127});
}

void TstCore::stackedDealComesFirst() {
    DealSource source(5, {{7, 3, 9}});
    std::vector<CardId> cards = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    source.shuffle(cards);
    QCOMPARE(cards[0], CardId{7});
    QCOMPARE(cards[1], CardId{3});
    QCOMPARE(cards[2], CardId{9});
    QCOMPARE(cards.size(), std::size_t{9});
    // Later shuffles are random again, but still the same for the same seed.
    std::vector<CardId> again = cards, again2 = cards;
    DealSource a(5, {}), b(5, {});
    a.shuffle(again);
    b.shuffle(again2);
    QCOMPARE(again, again2);
}

void TstCore::dealHiddenRespectsForbiddenCards() {
    Rng rng(11);
    const CardSet pool = CardSet::firstN(12);
    CardSet low = CardSet::firstN(6);
    for (int round = 0; round < 200; ++round) {
        // Place 0 may hold none of cards 0..5, so it must get exactly 6..11.
        const auto dealt = dealHidden(pool, {{6, low}, {3, {}}, {3, {}}}, rng);
        QCOMPARE(dealt.size(), std::size_t{3});
        for (CardId c : dealt[0]) QVERIFY(c >= 6);
        QCOMPARE(dealt[1].size() + dealt[2].size(), std::size_t{6});
    }
}

void TstCore::dealHiddenReportsImpossibleDeals() {
    Rng rng(1);
    const CardSet pool = CardSet::firstN(4);
    QVERIFY(dealHidden(pool, {{3, CardSet::firstN(2)}, {1, {}}}, rng).empty());
    QVERIFY(dealHidden(pool, {{3, {}}}, rng).empty());  // counts do not add up
}

void TstCore::optionsFillDefaultsAndRejectBadValues() {
    std::vector<OptionSpec> specs = {
        {"target", "Target", "", OptionType::Int, "10", 1, 50, {}, {}},
        {"mode", "Mode", "", OptionType::Choice, "short", 0, 0, {"short", "long"}, {}},
        {"wild", "Wild", "", OptionType::Bool, "false", 0, 0, {}, {}},
    };
    OptionValues v;
    QCOMPARE(validateOptions(specs, 3, v), std::string());
    QCOMPARE(v.number("target"), 10);
    QCOMPARE(v.text("mode"), std::string("short"));
    QVERIFY(!v.flag("wild"));

    OptionValues bad(std::map<std::string, std::string>{{"target", "99"}});
    QVERIFY(validateOptions(specs, 3, bad).find("1 to 50") != std::string::npos);
    OptionValues unknown(std::map<std::string, std::string>{{"colour", "red"}});
    QVERIFY(validateOptions(specs, 3, unknown).find("unknown option 'colour'") !=
            std::string::npos);
    OptionValues choice(std::map<std::string, std::string>{{"mode", "medium"}});
    QVERIFY(!validateOptions(specs, 3, choice).empty());
    OptionValues yes(std::map<std::string, std::string>{{"wild", "on"}});
    QCOMPARE(validateOptions(specs, 3, yes), std::string());
    QVERIFY(yes.flag("wild"));
    OptionValues parsed;
    QVERIFY(!parseOptionAssignment("novalue", parsed).empty());
    QCOMPARE(parseOptionAssignment("target=12", parsed), std::string());
    QCOMPARE(parsed.text("target"), std::string("12"));
}

void TstCore::optionAvailabilityByPlayersAndOtherOption() {
    std::vector<OptionSpec> specs = {
        {"mode", "Mode", "", OptionType::Choice, "short", 0, 0, {"short", "long"}, {3, 99, "", ""}},
        {"dibs", "Dibs", "", OptionType::Bool, "false", 0, 0, {}, {3, 99, "mode", "long"}},
    };
    OptionValues twoPlayers(std::map<std::string, std::string>{{"mode", "long"}});
    QVERIFY(validateOptions(specs, 2, twoPlayers).find("fewer than 3") != std::string::npos);
    OptionValues needsLong(std::map<std::string, std::string>{{"dibs", "true"}});
    QVERIFY(validateOptions(specs, 4, needsLong).find("unless 'mode' is long") !=
            std::string::npos);
    OptionValues fine(std::map<std::string, std::string>{{"dibs", "true"}, {"mode", "long"}});
    QCOMPARE(validateOptions(specs, 4, fine), std::string());
}

// Every zone the games declare without a look lies where its kind always put
// it (the table follows the look alone); a declared field overrides only itself.
void TstCore::zoneLooksComeFromTheKindUnlessDeclared() {
    const auto look = [](ZoneKind kind, int owner, ZoneLook declared = {}) {
        return lookOf(ZoneSpec{0, "z", "Z", kind, owner, ZoneVisibility::Everyone, declared});
    };
    for (int k = 0; k <= static_cast<int>(ZoneKind::Kitty); ++k)
        for (int owner : {-1, 1}) {
            const ZoneLook l = look(static_cast<ZoneKind>(k), owner);
            QVERIFY(l.region != ZoneRegion::ByKind && l.arrangement != ZoneArrangement::ByKind &&
                    l.slot != ZoneSlot::ByKind && l.layer != ZoneLayer::ByKind);
            QVERIFY(!l.faceDown);
        }
    const ZoneLook hand = look(ZoneKind::Hand, 0);
    QCOMPARE(hand.region, ZoneRegion::OwnersEdge);
    QCOMPARE(hand.arrangement, ZoneArrangement::Fan);
    const ZoneLook stock = look(ZoneKind::Stock, -1);
    QCOMPARE(stock.region, ZoneRegion::CentreSlot);
    QCOMPARE(stock.slot, ZoneSlot::Left);
    QCOMPARE(stock.arrangement, ZoneArrangement::Squared);
    QCOMPARE(stock.layer, ZoneLayer::Under);
    QCOMPARE(look(ZoneKind::Discard, -1).slot, ZoneSlot::Right);
    QCOMPARE(look(ZoneKind::Trump, -1).slot, ZoneSlot::InnerLeft);
    QCOMPARE(look(ZoneKind::Dummy, -1).slot, ZoneSlot::Left);
    const ZoneLook trick = look(ZoneKind::Trick, -1);
    QCOMPARE(trick.region, ZoneRegion::Centre);
    QCOMPARE(trick.arrangement, ZoneArrangement::Trick);
    QCOMPARE(trick.layer, ZoneLayer::Over);
    QVERIFY(trick.pauseBeforeLeaving);
    QVERIFY(!look(ZoneKind::PlayPile, -1).pauseBeforeLeaving);
    QCOMPARE(look(ZoneKind::PlayPile, -1).arrangement, ZoneArrangement::FannedTop);
    QCOMPARE(look(ZoneKind::OutOfPlay, -1).region, ZoneRegion::Aside);
    QCOMPARE(look(ZoneKind::Meld, 2).region, ZoneRegion::BeforeOwner);
    QCOMPARE(look(ZoneKind::Meld, 2).arrangement, ZoneArrangement::Row);
    QCOMPARE(look(ZoneKind::WonPile, 2).region, ZoneRegion::OwnersCorner);
    QCOMPARE(look(ZoneKind::DibsSlot, 2).region, ZoneRegion::OwnersLeft);
    // Won tricks declared to lie by the plate, face down; the rest from the kind.
    const ZoneLook won = look(ZoneKind::WonPile, 2, kWonTricksLook);
    QCOMPARE(won.region, ZoneRegion::OwnersPlate);
    QVERIFY(won.faceDown);
    QCOMPARE(won.layer, ZoneLayer::Under);
    // A declared region brings its own arrangement unless that is declared too.
    ZoneLook row;
    row.region = ZoneRegion::Centre;
    QCOMPARE(look(ZoneKind::Kitty, -1, row).arrangement, ZoneArrangement::Row);
    row.arrangement = ZoneArrangement::Squared;
    row.pauseBeforeLeaving = true;
    QCOMPARE(look(ZoneKind::Kitty, -1, row).arrangement, ZoneArrangement::Squared);
    QVERIFY(look(ZoneKind::Kitty, -1, row).pauseBeforeLeaving);
}

QTEST_APPLESS_MAIN(TstCore)
#include "tst_core.moc"
