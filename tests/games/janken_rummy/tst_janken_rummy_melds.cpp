// Janken Rummy meld checks: the suit-strength cycle, sets, runs, strong runs,
// Aces, Jokers, lay-off ends, and the meld search the legal actions use.
#include <QTest>
#include <bit>
#include <set>

#include "core/rng.h"

#include "core/card.h"
#include "games/janken_rummy/meld_search.h"
#include "games/janken_rummy/melds.h"

using namespace felt;
using namespace felt::janken_rummy;

namespace {

const Deck& jankenDeck() {
    static const Deck deck(DeckKind::Janken70);
    return deck;
}

// "9R", or a Joker with its rank: "*R=5".
Piece pieceOf(const std::string& text) {
    const auto eq = text.find('=');
    const auto face = jankenDeck().parseFace(text.substr(0, eq));
    if (!face) qFatal("bad card %s", text.c_str());
    const CardId id = jankenDeck().idsOf(*face).front();
    if (eq == std::string::npos) return naturalPiece(id);
    const std::string r = text.substr(eq + 1);
    const int rank = r == "A" ? 1 : r == "J" ? 11 : r == "Q" ? 12 : r == "K" ? 13 : std::stoi(r);
    return jokerPiece(id, rank);
}

// "" and the meld in `out`, or why the cards are no meld.
std::string check(const std::vector<std::string>& cards, Meld* out = nullptr) {
    std::vector<Piece> pieces;
    for (const auto& c : cards) pieces.push_back(pieceOf(c));
    Meld m;
    const std::string why(arrangeMeld(pieces.data(), static_cast<int>(pieces.size()), m));
    if (out) *out = m;
    return why;
}

Meld meldOf(const std::vector<std::string>& cards) {
    Meld m;
    const std::string why = check(cards, &m);
    if (!why.empty()) qFatal("not a meld: %s", why.c_str());
    return m;
}

std::string orderText(const Meld& m) {
    std::string out;
    for (int i = 0; i < m.size; ++i) {
        if (i) out += ' ';
        out += jankenDeck().format(m.cards[i]);
    }
    return out;
}

class Collect : public MeldSink {
public:
    void found(const FoundMeld& m) override { all.push_back(m); }
    std::vector<FoundMeld> all;
};

CardSet cardsOf(const std::vector<std::string>& texts) {
    CardSet s;
    for (const auto& t : texts) s.insert(pieceOf(t).card);
    return s;
}

}  // namespace

class TstJankenRummyMelds : public QObject {
    Q_OBJECT
private slots:
    void jr2_suitStrengthCycle();
    void jr3_seedStrongRunsAreMelds();
    void jr3_threeCardStrongRunIsNotAMeld();
    void jr3_kingAceTwoIsNotAMeld();
    void jr3_setsAndRuns();
    void jr9_jokersInMelds();
    void layoffAtBothEndsOfEachMeldKind();
    void aceLayoffNeverWraps();
    void removingKeepsMeldsValid();
    void searchFindsEveryMeldOnce();
    void searchWithJokersAndRequiredCard();
    void searchMatchesBruteForceOnRandomHands();
    void layOffFitMatchesMeldCheck();
};

void TstJankenRummyMelds::jr2_suitStrengthCycle() {
    // ruling JR-2
    enum { R, P, S, W, L };
    const std::vector<std::pair<int, int>> wins = {{R, S}, {R, L}, {P, R}, {P, W}, {S, P},
                                                   {S, L}, {W, R}, {W, S}, {L, P}, {L, W}};
    for (int a = 0; a < kSuits; ++a) {
        int beaten = 0, beatenBy = 0;
        for (int b = 0; b < kSuits; ++b) {
            const bool expected =
                std::find(wins.begin(), wins.end(), std::pair(a, b)) != wins.end();
            QCOMPARE(beats(a, b), expected);
            beaten += beats(a, b);
            beatenBy += beats(b, a);
        }
        QCOMPARE(beaten, 2);
        QCOMPARE(beatenBy, 2);
        QVERIFY(!beats(a, a));
    }
}

void TstJankenRummyMelds::jr3_seedStrongRunsAreMelds() {
    // ruling JR-3: the seed's two examples of strong runs.
    Meld m;
    QCOMPARE(check({"2R", "3P", "4S", "5R"}, &m), std::string());
    QCOMPARE(m.kind, MeldKind::StrongRun);
    QCOMPARE(check({"JR", "9W", "8S", "10L"}, &m), std::string());
    QCOMPARE(m.kind, MeldKind::StrongRun);
    QCOMPARE(orderText(m), std::string("8S 9W 10L JR"));
    // Suits in the wrong direction: Rock does not beat Paper.
    QVERIFY(!check({"2P", "3R", "4S", "5R"}).empty());
}

void TstJankenRummyMelds::jr3_threeCardStrongRunIsNotAMeld() {
    // ruling JR-3
    QCOMPARE(check({"2R", "3P", "4S"}), std::string("A strong run needs at least 4 cards."));
}

void TstJankenRummyMelds::jr3_kingAceTwoIsNotAMeld() {
    // ruling JR-3
    QCOMPARE(check({"KR", "AR", "2R"}),
             std::string("An Ace is low (A-2-3) or high (Q-K-A), never both (no K-A-2)."));
    Meld m;
    QCOMPARE(check({"AR", "2R", "3R"}, &m), std::string());
    QCOMPARE(int(m.ranks[0]), 1);
    QCOMPARE(check({"QR", "KR", "AR"}, &m), std::string());
    QCOMPARE(int(m.ranks[2]), 14);
    QCOMPARE(orderText(m), std::string("QR KR AR"));
}

void TstJankenRummyMelds::jr3_setsAndRuns() {
    // ruling JR-3
    Meld m;
    QCOMPARE(check({"9R", "9P", "9S"}, &m), std::string());
    QCOMPARE(m.kind, MeldKind::Set);
    QCOMPARE(check({"4R", "2R", "3R"}, &m), std::string());
    QCOMPARE(m.kind, MeldKind::Run);
    QCOMPARE(orderText(m), std::string("2R 3R 4R"));
    QCOMPARE(check({"9R", "9P"}), std::string("A meld needs at least 3 cards."));
    QVERIFY(!check({"2R", "3R", "5R"}).empty());
    QVERIFY(!check({"2R", "3R", "4P"}).empty());  // mixed suits, not a strong run either
}

void TstJankenRummyMelds::jr9_jokersInMelds() {
    // ruling JR-9: a Joker keeps its suit, stands for the rank it is given.
    Meld m;
    QCOMPARE(check({"3R", "*R=4", "5R"}, &m), std::string());
    QCOMPARE(m.kind, MeldKind::Run);
    QCOMPARE(int(m.ranks[1]), 4);
    QVERIFY(!check({"3R", "*P=4", "5R"}).empty());  // a Paper Joker is no Rock card
    // The seed: a Rock Joker as the Jack of Rock ending 8S 9W 10L.
    QCOMPARE(check({"8S", "9W", "10L", "*R=J"}, &m), std::string());
    QCOMPARE(m.kind, MeldKind::StrongRun);
    // In a set a Joker may repeat a card already there.
    QCOMPARE(check({"9R", "9P", "*P=9"}, &m), std::string());
    QCOMPARE(m.kind, MeldKind::Set);
    // Every meld needs a card that is not a Joker.
    QCOMPARE(check({"*R=4", "*P=4", "*S=4"}),
             std::string("A meld needs at least one card that is not a Joker."));
    // A Joker as a high Ace.
    QCOMPARE(check({"QR", "KR", "*R=A"}, &m), std::string());
    QCOMPARE(int(m.ranks[2]), 14);
}

void TstJankenRummyMelds::layoffAtBothEndsOfEachMeldKind() {
    const Meld run = meldOf({"3R", "4R", "5R"});
    Fit f = fitOnMeld(run, pieceOf("2R"));
    QVERIFY(f.ok && f.low);
    f = fitOnMeld(run, pieceOf("6R"));
    QVERIFY(f.ok && !f.low);
    QVERIFY(!fitOnMeld(run, pieceOf("6P")).ok);
    QVERIFY(!fitOnMeld(run, pieceOf("7R")).ok);

    const Meld strong = meldOf({"6S", "7W", "8L", "9R"});
    // Low end: Scissors must beat the new card's suit (Paper or Lizard).
    f = fitOnMeld(strong, pieceOf("5P"));
    QVERIFY(f.ok && f.low);
    QVERIFY(fitOnMeld(strong, pieceOf("5L")).ok);
    QVERIFY(!fitOnMeld(strong, pieceOf("5R")).ok);
    // High end: the new card must beat Rock (Paper or Water).
    f = fitOnMeld(strong, pieceOf("10W"));
    QVERIFY(f.ok && !f.low);
    QVERIFY(!fitOnMeld(strong, pieceOf("10S")).ok);

    const Meld set = meldOf({"9P", "9S", "9W"});
    QVERIFY(fitOnMeld(set, pieceOf("9L")).ok);
    QVERIFY(!fitOnMeld(set, pieceOf("10L")).ok);
    QVERIFY(fitOnMeld(set, pieceOf("*S=9")).ok);

    Meld grown = run;
    addToMeld(grown, pieceOf("2R"), fitOnMeld(grown, pieceOf("2R")));
    addToMeld(grown, pieceOf("*R=6"), fitOnMeld(grown, pieceOf("*R=6")));
    QCOMPARE(orderText(grown), std::string("2R 3R 4R 5R *R"));
}

void TstJankenRummyMelds::aceLayoffNeverWraps() {
    // ruling JR-3: an Ace joins 2-3-4 below or Q-K above, never both ends.
    QVERIFY(fitOnMeld(meldOf({"2R", "3R", "4R"}), pieceOf("AR")).low);
    const Fit high = fitOnMeld(meldOf({"JR", "QR", "KR"}), pieceOf("AR"));
    QVERIFY(high.ok && !high.low);
    QCOMPARE(int(high.rank), 14);
    QVERIFY(!fitOnMeld(meldOf({"QR", "KR", "AR"}), pieceOf("2R")).ok);
    QVERIFY(!fitOnMeld(meldOf({"AR", "2R", "3R"}), pieceOf("KR")).ok);
}

void TstJankenRummyMelds::removingKeepsMeldsValid() {
    // ruling JR-8: what may leave a meld.
    const Meld set4 = meldOf({"9R", "9P", "9S", "9W"});
    QVERIFY(canRemove(set4, 0));
    QVERIFY(!canRemove(meldOf({"9R", "9P", "9S"}), 0));
    const Meld run4 = meldOf({"2R", "3R", "4R", "5R"});
    QVERIFY(canRemove(run4, 0));
    QVERIFY(canRemove(run4, 3));
    QVERIFY(!canRemove(run4, 1));                              // the run would break in two
    QVERIFY(!canRemove(meldOf({"2R", "3P", "4S", "5R"}), 0));  // strong runs keep 4
    QVERIFY(canRemove(meldOf({"2R", "3P", "4S", "5R", "6P"}), 4));
    // The only natural card of a set may not leave it to the Jokers.
    QVERIFY(!canRemove(meldOf({"9R", "*P=9", "*S=9", "*W=9"}), 0));
}

void TstJankenRummyMelds::searchFindsEveryMeldOnce() {
    Collect c;
    findMelds(MeldPool::of(cardsOf({"2R", "3R", "4R", "5R", "9P", "9S", "9W", "9R"})), c);
    // Runs 2-4, 3-5, 2-5; sets: 4 of three 9s plus all four.
    QCOMPARE(int(c.all.size()), 8);
    for (std::size_t i = 0; i < c.all.size(); ++i)
        for (std::size_t j = i + 1; j < c.all.size(); ++j)
            QVERIFY(
                !(c.all[i].cards == c.all[j].cards && c.all[i].jokerRanks == c.all[j].jokerRanks));
    // All thirteen Rock cards: A..K is one run, and 2..A is the same cards, listed once.
    Collect rock;
    std::vector<std::string> all;
    for (const char* r : {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"})
        all.push_back(std::string(r) + "R");
    findMelds(MeldPool::of(cardsOf(all)), rock);
    int full = 0;
    for (const auto& m : rock.all) full += m.cards.size() == 13;
    QCOMPARE(full, 1);
    // Strong runs found: the seed's first example.
    Collect strong;
    findMelds(MeldPool::of(cardsOf({"2R", "3P", "4S", "5R"})), strong);
    QCOMPARE(int(strong.all.size()), 1);
    QCOMPARE(strong.all[0].kind, MeldKind::StrongRun);
}

void TstJankenRummyMelds::searchWithJokersAndRequiredCard() {
    // A Joker fills a gap or an end of a run, with its rank reported.
    Collect c;
    findMelds(MeldPool::of(cardsOf({"3R", "5R", "*R"})), c);
    QCOMPARE(int(c.all.size()), 1);
    QCOMPARE(jokerRankIn(c.all[0].jokerRanks, kRock), 4);
    // Holding the natural 4R, the Joker is not offered in its place (only at the ends).
    Collect natural;
    findMelds(MeldPool::of(cardsOf({"3R", "4R", "5R", "*R"})), natural);
    for (const auto& m : natural.all)
        if (m.cards.contains(pieceOf("*R").card)) QVERIFY(jokerRankIn(m.jokerRanks, kRock) != 4);
    QCOMPARE(int(natural.all.size()), 1 + 2 + 2);  // 3-5; *-3-4-5, 3-4-5-*; *-3-4, 4-5-*
    // With a required table card and only the smallest melds.
    MeldPool pool = MeldPool::of(cardsOf({"10R", "JR", "QR", "9P"}));
    pool.hasRequired = true;
    pool.required = pieceOf("9R");
    pool.addNatural(pool.required.card);
    pool.minimalOnly = true;
    Collect req;
    findMelds(pool, req);
    QCOMPARE(int(req.all.size()), 1);  // 9R 10R JR (9R 9P is too short for a set)
    QVERIFY(req.all[0].cards == cardsOf({"9R", "10R", "JR"}));
}

void TstJankenRummyMelds::searchMatchesBruteForceOnRandomHands() {
    // Every subset of a random hand, with every rank for its Jokers, checked by
    // arrangeMeld: the search must list exactly the valid ones (less those
    // where a Joker takes the place of a natural card held in the hand).
    Rng rng(31337);
    int total = 0;
    for (int round = 0; round < 60; ++round) {
        std::vector<CardId> deck;
        for (int c = 0; c < 70; ++c) deck.push_back(static_cast<CardId>(c));
        rng.shuffle(deck);
        std::vector<CardId> hand;
        int jokers = 0;
        // Every other hand comes from five neighbouring ranks (wrapping K-A-2),
        // where melds are plentiful.
        const int window = static_cast<int>(rng.below(13));
        const auto nearby = [&](CardId c) {
            return round % 2 == 0 || isJoker(c) || (rankOf(c) - 1 - window + 13) % 13 < 5;
        };
        for (CardId c : deck) {
            if ((isJoker(c) && jokers == 2) || !nearby(c)) continue;
            jokers += isJoker(c);
            hand.push_back(c);
            if (hand.size() == 10) break;
        }
        CardSet handSet;
        for (CardId c : hand) handSet.insert(c);
        std::set<std::pair<std::pair<std::uint64_t, std::uint64_t>, std::uint32_t>> expected, found;
        for (unsigned mask = 1; mask < (1u << hand.size()); ++mask) {
            if (std::popcount(mask) < 3) continue;
            std::vector<CardId> cards;
            std::vector<int> jokerAt;
            for (std::size_t i = 0; i < hand.size(); ++i)
                if ((mask >> i) & 1) {
                    if (isJoker(hand[i])) jokerAt.push_back(static_cast<int>(cards.size()));
                    cards.push_back(hand[i]);
                }
            const int combos = jokerAt.empty() ? 1 : jokerAt.size() == 1 ? 13 : 169;
            for (int k = 0; k < combos; ++k) {
                std::vector<Piece> pieces;
                std::uint32_t ranks = 0;
                int code = k;
                for (CardId c : cards) {
                    if (!isJoker(c)) {
                        pieces.push_back(naturalPiece(c));
                        continue;
                    }
                    const int r = code % 13 + 1;
                    code /= 13;
                    pieces.push_back(jokerPiece(c, r));
                    ranks = withJokerRank(ranks, suitOf(c), r);
                }
                Meld m;
                if (!arrangeMeld(pieces.data(), static_cast<int>(pieces.size()), m).empty())
                    continue;
                bool replacesNatural = false;
                for (int i = 0; i < m.size && m.kind != MeldKind::Set; ++i)
                    if (isJoker(m.cards[i]) &&
                        handSet.contains(naturalId(suitOf(m.cards[i]), m.ranks[i])))
                        replacesNatural = true;
                if (replacesNatural) continue;
                CardSet set;
                for (CardId c : cards) set.insert(c);
                expected.insert({{set.low(), set.high()}, ranks});
            }
        }
        Collect c;
        findMelds(MeldPool::of(handSet), c);
        for (const auto& m : c.all) {
            const auto key =
                std::make_pair(std::make_pair(m.cards.low(), m.cards.high()), m.jokerRanks);
            QVERIFY2(found.insert(key).second, "a meld was listed twice");
        }
        QCOMPARE(found, expected);
        total += static_cast<int>(expected.size());
    }
    QVERIFY2(total > 500, std::to_string(total).c_str());
}

void TstJankenRummyMelds::layOffFitMatchesMeldCheck() {
    // For melds found in random hands and every card (Jokers with every rank):
    // a card fits exactly when the meld plus the card is still a meld, and
    // it then sits where that meld puts it.
    Rng rng(4711);
    int fits = 0;
    for (int round = 0; round < 40; ++round) {
        std::vector<CardId> deck;
        for (int c = 0; c < 70; ++c) deck.push_back(static_cast<CardId>(c));
        rng.shuffle(deck);
        CardSet hand;
        for (int i = 0; i < 14; ++i) hand.insert(deck[i]);
        Collect c;
        findMelds(MeldPool::of(hand), c);
        for (const FoundMeld& found : c.all) {
            std::vector<Piece> pieces;
            for (CardId id : found.cards)
                pieces.push_back(isJoker(id)
                                     ? jokerPiece(id, jokerRankIn(found.jokerRanks, suitOf(id)))
                                     : naturalPiece(id));
            Meld m;
            QVERIFY(arrangeMeld(pieces.data(), static_cast<int>(pieces.size()), m).empty());
            for (int id = 0; id < 70; ++id) {
                if (found.cards.contains(static_cast<CardId>(id))) continue;
                for (int r = isJoker(static_cast<CardId>(id)) ? 1 : 0;
                     r <= (isJoker(static_cast<CardId>(id)) ? 13 : 0); ++r) {
                    const Piece p = r ? jokerPiece(static_cast<CardId>(id), r)
                                      : naturalPiece(static_cast<CardId>(id));
                    std::vector<Piece> more = pieces;
                    more.push_back(p);
                    Meld bigger;
                    const bool valid =
                        arrangeMeld(more.data(), static_cast<int>(more.size()), bigger).empty();
                    const Fit fit = fitOnMeld(m, p);
                    QCOMPARE(fit.ok, valid);
                    if (!valid) continue;
                    ++fits;
                    Meld grown = m;
                    addToMeld(grown, p, fit);
                    QCOMPARE(grown.kind, bigger.kind);
                    if (grown.kind != MeldKind::Set) QCOMPARE(grown.ranks, bigger.ranks);
                }
            }
        }
    }
    QVERIFY2(fits > 100, std::to_string(fits).c_str());
}

QTEST_APPLESS_MAIN(TstJankenRummyMelds)
#include "tst_janken_rummy_melds.moc"
