// Positions where the right move is clear to any player who knows the rules,
// made by hand for every game: the Hint, Strong and Expert must each choose
// it. Each position is a stacked deal, the actions leading to the decision
// (in the game's notation) and the moves accepted as right; a comment says
// why the move is obvious. Every position has a legal move that is wrong, so
// each row fails when the level no longer finds the right one.
//
// The levels get only the seat's information set (with the events the seat
// saw), as at the table. Strong and Expert search with their real settings
// but an iteration budget and no time cap, so their answers do not depend on
// the machine's load; the hint is asked exactly as the table asks it.
#include <QTest>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "bots/search_bot.h"
#include "catalog/bot_levels.h"
#include "catalog/hint.h"
#include "catalog/registry.h"
#include "core/card.h"
#include "core/info_set.h"
#include "core/seen_history.h"
#include "games/jabberwocky/jabberwocky_deals.h"
#include "support/test_support.h"

using namespace felt;

namespace {

std::vector<std::string> words(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

struct Position {
    std::string name;
    test::Setup setup;
    std::vector<std::string> actions;  // from the deal to the decision
    // The right moves (any one of them will do); a text ending in '*' accepts
    // every move it begins ("play As *": the Ace, naming any suit). When empty,
    // every move but those in `wrong` is right.
    std::vector<std::string> right;
    std::vector<std::string> wrong;
};

bool matches(const std::string& move, const std::string& pattern) {
    if (!pattern.empty() && pattern.back() == '*')
        return move.rfind(pattern.substr(0, pattern.size() - 1), 0) == 0;
    return move == pattern;
}

bool isRight(const Position& p, const std::string& move) {
    if (p.right.empty()) {
        for (const auto& w : p.wrong)
            if (matches(move, w)) return false;
        return true;
    }
    for (const auto& r : p.right)
        if (matches(move, r)) return true;
    return false;
}

// ---- Blackjack (school rules) ----------------------------------------------
// Hands are dealt one card at a time from seat 0 (the last seat deals); a
// seat's hand is written whole or in part, the cards not named fill the hands
// in card order. Non-power cards: 4 5 6 7 9 10.
test::Setup blackjack(int players, const std::vector<std::string>& hands) {
    const Deck deck(DeckKind::French52);
    std::vector<std::vector<std::string>> given(static_cast<std::size_t>(players));
    for (std::size_t s = 0; s < hands.size(); ++s) given[s] = words(hands[s]);
    std::vector<std::string> filler;
    for (CardId id = 0; id < deck.size(); ++id) {
        bool used = false;
        for (const auto& h : given)
            for (const auto& c : h) used = used || c == deck.format(id);
        if (!used) filler.push_back(deck.format(id));
    }
    std::size_t nextFiller = 0;
    std::vector<std::size_t> dealt(static_cast<std::size_t>(players));
    std::vector<std::string> order;
    for (int i = 0; i < deck.size(); ++i) {
        const auto seat = static_cast<std::size_t>(i % players);
        std::size_t& k = dealt[seat];
        order.push_back(k < given[seat].size() ? given[seat][k] : filler.at(nextFiller++));
        ++k;
    }
    test::Setup setup;
    setup.game = "blackjack-school";
    setup.players = players;
    setup.firstDealer = players - 1;
    setup.decks = {order};
    return setup;
}

// Four players; every seat sheds three of a kind so the pile holds cards to
// pick up (12 cards, the 7s on top), then seat 0 lays the black Jack.
const char* const kBjPileSeat0 = "4h 4c 4d Js 9c 9d 10c 10d Kc Kd Qc Qd 3c";
const char* const kBjPileSeat2 = "6h 6c 6d";
const char* const kBjPileSeat3 = "7d 7c 7s";
const std::vector<std::string> kBjPileTurns = {
    "play 4h", "play 4c", "play 4d", "end",  // seat 0
    "play 5d", "play 5c", "play 5h", "end",  // seat 1
    "play 6h", "play 6c", "play 6d", "end",  // seat 2
    "play 7d", "play 7c", "play 7s", "end",  // seat 3
};

std::vector<std::string> then(std::vector<std::string> a, const std::vector<std::string>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

// Plays each text of `turns` (space-separated cards after "play", then
// "end"): {"4h 4c 4d"} is play 4h, play 4c, play 4d, end.
std::vector<std::string> bjTurns(const std::vector<std::string>& turns) {
    std::vector<std::string> out;
    for (const auto& t : turns) {
        for (std::size_t i = 0, j; i < t.size(); i = j + 1) {
            j = t.find(',', i);
            if (j == std::string::npos) j = t.size();
            const std::string card = t.substr(i, j - i);
            out.push_back(card == "end" || card == "pickup" ? card : "play " + card);
        }
        if (t != "pickup") out.push_back("end");
    }
    return out;
}

// add(name, setup, actions, right[, wrong]) appends a position to `out`.
auto adder(std::vector<Position>& out) {
    return [&out](std::string name, test::Setup setup, std::vector<std::string> actions,
                  std::vector<std::string> right, std::vector<std::string> wrong = {}) {
        out.push_back({std::move(name), std::move(setup), std::move(actions), std::move(right),
                       std::move(wrong)});
    };
}

std::vector<Position> blackjackPositions() {
    std::vector<Position> out;
    const auto add = adder(out);
    // Seat 0 of four sheds twelve number cards in its first turn (a chain of
    // pairs, capped by the 10s) and keeps one: 9h. Seats 1-3 play a 10 and
    // a 9 each; on the 9d, playing the 9h goes out. Picking up does not.
    const char* const chain12 = "4h 4c 4d 5d 5s 6s 6h 7h 7c 9c 9s 10s";
    add("bj-out-last-card", blackjack(4, {std::string(chain12) + " 9h", "10h", "10d", "9d"}),
        bjTurns({"4h,4c,4d,5d,5s,6s,6h,7h,7c,9c,9s,10s", "10h", "10d", "9d"}), {"play 9h"});
    // The same 9h on an Ace named hearts.
    add("bj-out-last-card-on-named-suit",
        blackjack(4, {std::string(chain12) + " 9h", "10h", "10d", "Ad"}),
        bjTurns({"4h,4c,4d,5d,5s,6s,6h,7h,7c,9c,9s,10s", "10h", "10d", "Ad h"}), {"play 9h"});
    // Seat 0 keeps 3h 9h; seat 3 lays an Ace naming hearts. The 3 must be
    // answered at once, and the 9h answers it and caps the turn: 3h then 9h
    // goes out, while 9h first leaves the 3h in hand.
    const char* const chain11 = "4h 4c 4d 4s 5s 5d 6d 6h 7h 7c 9c";
    const auto threeNine = blackjack(4, {std::string(chain11) + " 3h 9h", "9s", "9d", "Ad"});
    const auto threeNineTurns = bjTurns({"4h,4c,4d,4s,5s,5d,6d,6h,7h,7c,9c", "9s", "9d", "Ad h"});
    add("bj-out-three-first", threeNine, threeNineTurns, {"play 3h"});
    // ... and after the 3h, the 9h goes out; ending on the 3 costs a card.
    add("bj-out-three-then", threeNine, then(threeNineTurns, {"play 3h"}), {"play 9h"});
    // Seat 0 keeps Qh 5h on a heart: the card laid on a Queen caps the turn,
    // so Qh then 5h goes out (the 5h is then forced); 5h first leaves the Queen.
    const auto queenFive = blackjack(4, {std::string(chain11) + " Qh 5h", "9s", "9h", "10h"});
    const auto queenFiveTurns = bjTurns({"4h,4c,4d,4s,5s,5d,6d,6h,7h,7c,9c", "9s", "9h", "10h"});
    add("bj-out-queen-first", queenFive, queenFiveTurns, {"play Qh"});
    // Seat 0 keeps three 9s (a chain of ten before): 9, 9, 9 is capped and
    // goes out; stopping after one or two 9s does not.
    const char* const chain10 = "4h 4c 4d 5d 5s 6s 6h 7h 7c 10c";
    const auto nines = blackjack(4, {std::string(chain10) + " 9h 9c 9d", "10h", "10s", "9s"});
    const auto ninesTurns = bjTurns({"4h,4c,4d,5d,5s,6s,6h,7h,7c,10c", "10h", "10s", "9s"});
    add("bj-out-nines-first", nines, ninesTurns, {"play 9h", "play 9c", "play 9d"});
    add("bj-out-nines-second", nines, then(ninesTurns, {"play 9h"}), {"play 9c", "play 9d"});
    add("bj-out-nines-third", nines, then(ninesTurns, {"play 9h", "play 9c"}), {"play 9d"});
    // Seat 0 keeps As Ah 9h and faces a pick-up of 5 (seat 3's Js): an Ace
    // cancels it, the second Ace naming hearts follows as a step-2 card and
    // the 9h caps the turn and goes out. Picking up takes five cards.
    const auto aces = blackjack(4, {std::string(chain10) + " As Ah 9h", "10h", "10s", "Js"});
    const auto acesTurns = bjTurns({"4h,4c,4d,5d,5s,6s,6h,7h,7c,10c", "10h", "10s", "Js"});
    add("bj-ace-cancels-and-out-first", aces, acesTurns, {"play A*"});
    add("bj-ace-cancels-and-out-second", aces, then(acesTurns, {"play As s"}), {"play Ah h"});
    add("bj-ace-cancels-and-out-third", aces, then(acesTurns, {"play As s", "play Ah h"}),
        {"play 9h"});
    // Seat 0 keeps ten cards, the Ace of spades among them, and faces a
    // pick-up of 21 (three Jacks and four 2s): the Ace cancels it.
    const auto twentyOne = blackjack(
        4, {"4h 4c 4d As 5h 6c 7d 9s Kd Qc 10d 6d 5c", "5d", "5s", "Js Jc Jh 2h 2d 2c 2s"});
    add("bj-ace-cancels-twenty-one", twentyOne,
        bjTurns({"4h,4c,4d", "5d", "5s", "Js,Jc,Jh,2h,2d,2c,2s"}), {"play As*"});
    return out;
}

// ---- Jump Start ----------------------------------------------------------
// Two players (no Jokers), short mode: seat 0 plays first. Hands are dealt
// one card at a time; then the card turned up, then the stock from the top.
test::Setup jumpStart(const std::string& hand0, const std::string& hand1, const std::string& upcard,
                      const std::string& stock) {
    const auto h0 = words(hand0);
    const auto h1 = words(hand1);
    std::vector<std::string> order;
    for (std::size_t i = 0; i < h0.size(); ++i) {
        order.push_back(h0[i]);
        order.push_back(h1[i]);
    }
    order.push_back(upcard);
    for (const auto& c : words(stock)) order.push_back(c);
    test::Setup setup;
    setup.game = "jumpstart";
    setup.players = 2;
    setup.firstDealer = 1;
    setup.decks = {order};
    return setup;
}

std::vector<Position> jumpStartPositions() {
    std::vector<Position> out;
    const auto add = adder(out);
    const char* const other = "2c 2d 2h 2s";  // seat 1: four 2s, no marker
    // The top discard completes the first goal (a marker and a number card
    // of each suit): take it and lay down; the stock card is unknown.
    add("js-discard-completes-spade", jumpStart("Kc 3c 5d 7h", other, "9s", "Qs 4h 6d 8c"), {},
        {"draw discard"});
    add("js-discard-completes-heart", jumpStart("Qd 4c 6d 8s", other, "10h", "Ks 4h 6s 8c"), {},
        {"draw discard"});
    add("js-discard-completes-marker", jumpStart("3c 5d 7h 9s", other, "Jd", "Qs 4h 6d 8c"), {},
        {"draw discard"});
    add("js-discard-completes-club", jumpStart("Kd 5d 7h 9s", other, "3c", "Qs 4h 6d 8c"), {},
        {"draw discard"});
    // Holding two markers and three suits: throw a marker away (one is
    // enough), not one of the number cards the goal needs.
    add("js-two-markers-discard-one", jumpStart("Kc Qd 3c 5d", other, "4s", "7h 4h 6d 8c"),
        {"draw stock"}, {"discard Kc", "discard Qd"});
    // Two clubs among the numbers: one of them goes, never the marker or the
    // only diamond or heart.
    add("js-two-clubs-discard-one", jumpStart("Kc 3c 5d 7h", other, "4s", "9c 4h 6d 8c"),
        {"draw stock"}, {"discard 3c", "discard 9c"});
    // The top discard repeats a suit already held; only the stock can bring
    // the missing spade.
    add("js-useless-discard-take-stock", jumpStart("Kc 3c 5d 7h", other, "9h", "Qs 4h 6d 8c"), {},
        {"draw stock"});
    // Second goal. Seat 0 takes the 9s, lays Kc 3c 5d 7h 9s down and draws
    // Qh 4c 6d 8h as its new hand (each extends a laid card); seat 1 draws
    // 10s and throws it away: it extends the 9s and completes the goal.
    const auto second = jumpStart("Kc 3c 5d 7h", other, "9s", "Qh 4c 6d 8h 10s 10c Kd 4h");
    const std::vector<std::string> secondTurns = {"draw discard", "lay down", "draw stock",
                                                  "discard 10s"};
    add("js-second-goal-take-discard", second, secondTurns, {"draw discard"});
    // Seat 1 throws away the 2d; seat 0 draws a second marker, Kd: one of
    // the two markers goes, never a card that extends a run.
    add("js-second-goal-two-markers",
        jumpStart("Kc 3c 5d 7h", other, "9s", "Qh 4c 6d 8h 10s Kd 10c 4h"),
        {"draw discard", "lay down", "draw stock", "discard 2d", "draw stock"},
        {"discard Qh", "discard Kd"});
    // Seat 1 throws away the 2d instead; seat 0 draws the 10c from the
    // stock, which extends nothing (clubs: 3c laid, 4c held): it goes.
    add("js-second-goal-discard-useless",
        jumpStart("Kc 3c 5d 7h", other, "9s", "Qh 4c 6d 8h 10s 10c Kd 4h"),
        {"draw discard", "lay down", "draw stock", "discard 2d", "draw stock"}, {"discard 10c"});
    return out;
}

// A two-player deal as seat 1 deals it: the hands one card at a time from
// seat 0, then `rest` (the stock or the dummy) in order.
test::Setup twoPlayerDeal(const std::string& game, const std::string& hand0,
                          const std::string& hand1, const std::string& rest) {
    const auto h0 = words(hand0);
    const auto h1 = words(hand1);
    std::vector<std::string> order;
    for (std::size_t i = 0; i < h0.size(); ++i) {
        order.push_back(h0[i]);
        order.push_back(h1[i]);
    }
    for (const auto& c : words(rest)) order.push_back(c);
    test::Setup setup;
    setup.game = game;
    setup.players = 2;
    setup.firstDealer = 1;
    setup.decks = {order};
    return setup;
}

// ---- Janken Rummy ----------------------------------------------------------
// Two players, ten cards each dealt one at a time from seat 0 (seat 1
// deals); then the stock from the top.
test::Setup jankenRummy(const std::string& hand0, const std::string& hand1,
                        const std::string& stock) {
    return twoPlayerDeal("janken-rummy", hand0, hand1, stock);
}

std::vector<Position> jankenRummyPositions() {
    std::vector<Position> out;
    const auto add = adder(out);
    // Seat 0's ten cards are three melds and a 10th card that fits: after
    // the draw it goes out in one turn (Rummy, double points). Every meld is
    // a step there; discarding ends the turn with nine cards in hand.
    const auto rummy =
        jankenRummy("2R 3R 4R 7W 7P 7L 9S 10S JS QS", "AP 3P 5P 8P 10P QP 2L 4L 6L 9L", "KL 6W 8W");
    add("jr-rummy-first-meld", rummy, {"draw stock"}, {"meld *"});
    add("jr-rummy-last-meld", rummy, {"draw stock", "meld 2R 3R 4R", "meld 7W 7P 7L"}, {"meld *"});
    // Seat 1 holds three melds and a loose 2S; seat 0 throws away the 8P,
    // which makes 5P-6P-7P a run of four: taking it goes out at once (Rummy).
    const auto rummyDiscard =
        jankenRummy("2R 4R 6R 8R 10R QR AL 3L 5L 8P", "5P 6P 7P 9L 9W 9R JW QW KW 2S", "KS 6W 8W");
    add("jr-rummy-take-discard", rummyDiscard, {"draw stock", "discard 8P"}, {"draw discard"});
    add("jr-rummy-take-discard-then-meld", rummyDiscard,
        {"draw stock", "discard 8P", "draw discard"}, {"meld *"});
    // Seat 0 lays three melds in its first turn (1: 2R-4R, 2: the 7s,
    // 3: 9S-JS) and keeps one card; seat 1 draws and discards one. Then one
    // card that fits a meld, and the one in hand thrown away, go out.
    const std::vector<std::string> layThree = {"draw stock",     "meld 2R 3R 4R", "meld 7W 7P 7L",
                                               "meld 9S 10S JS", "discard AW",    "draw stock"};
    const char* const seat0 = "2R 3R 4R 7W 7P 7L 9S 10S JS KL";
    const char* const seat1 = "AP 2P 3P 2L QS 7R 6L 9L JL 4W";
    // Seat 1 throws away the QS, which fits 9S-JS: take it, lay it off,
    // throw the KL away.
    add("jr-out-take-discard-for-run", jankenRummy(seat0, seat1, "AW 6W 8S 4P"),
        then(layThree, {"discard QS"}), {"draw discard"});
    add("jr-out-lay-off-the-card-taken", jankenRummy(seat0, seat1, "AW 6W 8S 4P"),
        then(layThree, {"discard QS", "draw discard"}), {"layoff QS 3"});
    // The 7R fits the set of 7s.
    add("jr-out-take-discard-for-set", jankenRummy(seat0, seat1, "AW 6W 8S 4P"),
        then(layThree, {"discard 7R"}), {"draw discard"});
    // The 2L is no use; seat 0 draws the 8S, which fits 9S-JS below.
    add("jr-out-lay-off-the-card-drawn", jankenRummy(seat0, seat1, "AW 6W 8S 4P"),
        then(layThree, {"discard 2L", "draw stock"}), {"layoff 8S 3"});
    // Seat 0 kept the 5R (it fits 2R-4R) and draws the 7S (it fits the 7s):
    // two lay-offs empty the hand.
    add("jr-out-two-lay-offs", jankenRummy("2R 3R 4R 7W 7P 7L 9S 10S JS 5R", seat1, "AW 6W 7S 4P"),
        then(layThree, {"discard 2L", "draw stock"}), {"layoff 5R 1", "layoff 7S 2"});
    // Seat 1 lays AP-2P-3P (meld 4); the 4P seat 0 draws fits it.
    add("jr-out-lay-off-on-their-meld", jankenRummy(seat0, seat1, "AW 6W 4P 8S"),
        then(layThree, {"meld AP 2P 3P", "discard 2L", "draw stock"}), {"layoff 4P 4"});
    return out;
}

// ---- Jabberwocky -------------------------------------------------------------
// The first round (three cards each), dealt by the last seat, so seat 0
// bids first and leads; clubs are trumps unless said otherwise.
test::Setup jabberwocky(const std::vector<std::string>& hands, const std::string& trump = "2c") {
    std::vector<std::vector<std::string>> cards;
    for (const auto& h : hands) cards.push_back(words(h));
    const int dealer = static_cast<int>(hands.size()) - 1;
    test::Setup setup;
    setup.game = "jabberwocky";
    setup.players = static_cast<int>(hands.size());
    setup.firstDealer = dealer;
    setup.decks = {test::jabberwockyDeal(dealer, cards, trump)};
    return setup;
}

std::vector<Position> jabberwockyPositions() {
    std::vector<Position> out;
    const auto add = adder(out);
    // The three highest trumps take all three tricks, whatever the others hold.
    add("jw-bid-three-top-trumps", jabberwocky({"Ac Kc Qc", "4h 5h 6h", "4d 5d 6d", "4s 5s 6s"}),
        {}, {"bid 3"});
    add("jw-dealer-bids-three-top-trumps",
        jabberwocky({"4h 5h 6h", "4d 5d 6d", "4s 5s 6s", "Ac Kc Qc"}), {"bid 1", "bid 0", "bid 0"},
        {"bid 3"});
    add("jw-bid-three-top-trumps-five-players",
        jabberwocky({"Ah Kh Qh", "4c 5c 6c", "4d 5d 6d", "4s 5s 6s", "7c 7d 7s"}, "2h"), {},
        {"bid 3"});
    // The lowest card of three suits and no trump: no trick to expect.
    add("jw-bid-zero-twos", jabberwocky({"2d 2h 2s", "4h 5h 6h", "4d 5d 6d", "4s 5s 6c"}), {},
        {"bid 0"});
    add("jw-bid-zero-twos-five-players",
        jabberwocky({"2d 3d 2s", "4c 5c 6c", "4d 5d 6d", "4s 5s 6s", "7c 7d 7s"}, "2h"), {},
        {"bid 0"});
    // Bid 0, hearts led with the King: the 3h cannot win the trick, the Ace
    // would.
    const auto duck = jabberwocky({"Kh 9d 5s", "Ah 3h 5d", "4h 6d 7s", "5h 8d 8s"});
    add("jw-bid-zero-duck-under-king", duck, {"bid 1", "bid 0", "bid 1", "bid 0", "play Kh"},
        {"play 3h"});
    // Bid 0 and no diamond: a trump might win the trick, a heart or a spade
    // cannot.
    add("jw-bid-zero-discard-not-trump",
        jabberwocky({"Kd 9d 5s", "5c 9h 4s", "4d 6d 7s", "5d 8d 8s"}),
        {"bid 1", "bid 0", "bid 1", "bid 0", "play Kd"}, {"play 9h", "play 4s"});
    // Bid 0, the Ace of hearts led: the King cannot win this trick, and it
    // is the card that could win a later one: throw it now.
    add("jw-bid-zero-unload-king-under-ace",
        jabberwocky({"Ah 9d 5s", "Kh 2h 5d", "4h 6d 7s", "5h 8d 8s"}),
        {"bid 1", "bid 0", "bid 1", "bid 0", "play Ah"}, {"play Kh"});
    // Seat 3 bid 1 and has no trick; last to play to 9d 10d Jd with the Ad
    // and the 2d: the Ace takes the trick for sure, the 2d leaves it to
    // luck in the last trick.
    add("jw-bid-one-take-with-ace-last",
        jabberwocky({"Kh 9d 5d", "4h 10d 6d", "5h Jd 7d", "3h Ad 2d"}),
        {"bid 1", "bid 0", "bid 0", "bid 1", "play Kh", "play 4h", "play 5h", "play 3h", "play 9d",
         "play 10d", "play Jd"},
        {"play Ad"});
    // Seat 2 bid 1 and took the first trick with the As; leading again it
    // needs no more: the 2h, not the King.
    add("jw-bid-made-lead-low", jabberwocky({"4s 9d 8h", "5s 10d 6d", "As Kh 2h", "6s 8d 7d"}),
        {"bid 0", "bid 0", "bid 1", "bid 0", "play 4s", "play 5s", "play As", "play 6s"},
        {"play 2h"});
    return out;
}

// ---- MadJack -----------------------------------------------------------------
// Seat 1 deals: seat 0 leads the first trick. Cards are dealt one at a time
// from seat 0; the last four are the dummy, turned in that order.
test::Setup madJack(const std::string& hand0, const std::string& hand1, const std::string& dummy) {
    return twoPlayerDeal("madjack", hand0, hand1, dummy);
}

std::vector<Position> madJackPositions() {
    std::vector<Position> out;
    const auto add = adder(out);
    // The dummy turns 9h, 9d, 9s, 9c; seat 0 leads the Jack of each trick's
    // trump, which nothing beats. Seat 1 must play a trump and cannot win:
    // it keeps its Ace and plays a lower trump.
    const auto jacks = madJack("Jh Jd Js Jc Qc Kc Qs Ks Qh Kd", "Ah 10h Ad 10d As 10s Ac 10c Kh Qd",
                               "9h 9d 9s 9c");
    add("mj-under-the-jack-hearts", jacks, {"play Jh"}, {"play 10h", "play Kh"});
    add("mj-under-the-jack-diamonds", jacks, {"play Jh", "play 10h", "play Jd"},
        {"play 10d", "play Qd"});
    add("mj-under-the-jack-spades", jacks,
        {"play Jh", "play 10h", "play Jd", "play 10d", "play Js"}, {"play 10s"});
    add("mj-under-the-jack-clubs", jacks,
        {"play Jh", "play 10h", "play Jd", "play 10d", "play Js", "play 10s", "play Jc"},
        {"play 10c"});
    // The same with four spades to choose from: anything but the Ace.
    const auto spades = madJack("Jh Jd Js Jc Ah Ad Ac Kh Kd Kc",
                                "10h Qh 10d Qd 10s As Qs Ks 10c Qc", "9h 9d 9s 9c");
    // ... and with two trumps of different rank, the lower one goes.
    add("mj-under-the-jack-keep-the-queen-hearts", spades, {"play Jh"}, {"play 10h"});
    add("mj-under-the-jack-keep-the-queen-diamonds", spades, {"play Jh", "play 10h", "play Jd"},
        {"play 10d"});
    add("mj-under-the-jack-keep-the-queen-clubs", spades,
        {"play Jh", "play 10h", "play Jd", "play 10d", "play Js", "play 10s", "play Jc"},
        {"play 10c"});
    add("mj-under-the-jack-keep-the-ace", spades,
        {"play Jh", "play 10h", "play Jd", "play 10d", "play Js"}, {}, {"play As"});
    // Free play: seat 0 leads the Ah, which nothing left can beat (both red
    // Jacks are gone): seat 1 throws anything but its Ace, a sure trick
    // when it leads it later.
    add("mj-free-play-cannot-win-keep-the-ace", spades,
        {"play Jh", "play 10h", "play Jd", "play 10d", "play Js", "play 10s", "play Jc", "play 10c",
         "play Ah"},
        {}, {"play As"});
    // Seat 0 leads a spade while hearts are trump: seat 1 must trump and
    // wins with either trump, taking the 9h too: the 10h does it as well as
    // the Ace, which stays in hand.
    const auto cheapTrump = madJack("Ks Qs Js Jc Ad Ac Kd Kc Qd 10d",
                                    "Ah 10h Kh As 10s 9s Qc 10c 9d 9c", "9h Jh Jd Qh");
    add("mj-trump-cheaply", cheapTrump, {"play Ks"}, {"play 10h", "play Kh"});
    return out;
}

std::vector<Position> allPositions() {
    std::vector<Position> out;
    for (auto&& p : blackjackPositions()) out.push_back(std::move(p));
    for (auto&& p : jumpStartPositions()) out.push_back(std::move(p));
    for (auto&& p : jankenRummyPositions()) out.push_back(std::move(p));
    for (auto&& p : jabberwockyPositions()) out.push_back(std::move(p));
    for (auto&& p : madJackPositions()) out.push_back(std::move(p));
    return out;
}

constexpr int kPositionsPerGame = 10;

// Rows known to fail, with the reason (QEXPECT_FAIL): an XPASS fails the
// test, so a row that starts to pass is noticed and moved out of this list.
// None today.
const std::map<std::string, std::string> kExpectedFailures = {};

struct Decision {
    std::string move;
    std::string detail;  // the search's figures, for a failure message
};

Decision ask(const GameInfo& game, const GameState& state, const SeenHistory& seen,
             const std::string& level) {
    const int seat = state.toAct();
    Rng rng(1234);
    const InfoSet info = InfoSet::observe(state, seat, rng, seen.seenBy(seat));
    SearchSettings settings = searchSettings(game, level == "hint" ? "expert" : level);
    const ThinkBudget iterationsOnly{settings.budget.iterations, {}};
    const std::uint64_t seed = level == "hint" ? 21 : level == "strong" ? 31 : 41;
    std::string move;
    if (level == "hint") {
        // The Expert's iterations without its time cap: the same hint on a busy machine.
        move = expertHint(game, info, seed, {}, iterationsOnly).text;
    }
    settings.budget.time = std::chrono::milliseconds(0);  // iterations only: reproducible
    // The same search as the hint's (same seed and settings), for its figures.
    SearchBot bot(seed, settings);
    const SearchOutcome outcome = bot.search(info, {}, {});
    if (level != "hint") move = info.format(outcome.best);
    std::string detail = std::to_string(outcome.iterations) + " iterations:";
    for (const auto& c : outcome.choices) {
        char buf[160];
        std::snprintf(buf, sizeof buf, " [%s %d %.3f]", info.format(c.action).c_str(), c.visits,
                      c.meanReward);
        detail += buf;
    }
    return {move, detail};
}

}  // namespace

class TstObviousMoves : public QObject {
    Q_OBJECT
private slots:
    void positionsAreSoundAndHaveAWrongMove();
    void levelsChooseTheObviousMove_data();
    void levelsChooseTheObviousMove();
};

// The actions lead to a decision, every move named right is legal there and
// at least one legal move is wrong (else the row could not fail).
void TstObviousMoves::positionsAreSoundAndHaveAWrongMove() {
    std::map<std::string, int> counts;
    for (const Position& p : allPositions()) {
        auto state = test::makeGame(p.setup);
        QVERIFY2(state, p.name.c_str());
        const std::string why = test::playAll(*state, p.actions);
        QVERIFY2(why.empty(), (p.name + ": " + why).c_str());
        QVERIFY2(!state->isTerminal(), p.name.c_str());
        const auto legal = test::legalTexts(*state);
        int right = 0;
        int wrong = 0;
        for (const auto& m : legal) (isRight(p, m) ? right : wrong) += 1;
        QVERIFY2(right > 0, (p.name + ": no right move is legal").c_str());
        QVERIFY2(wrong > 0, (p.name + ": every legal move is right").c_str());
        for (const auto& r : p.right) {
            if (r.back() == '*') continue;
            QVERIFY2(std::find(legal.begin(), legal.end(), r) != legal.end(),
                     (p.name + ": '" + r + "' is not legal").c_str());
        }
        ++counts[p.setup.game];
    }
    for (const GameInfo& game : allGames())
        QVERIFY2(counts[game.id] >= kPositionsPerGame,
                 (game.id + ": " + std::to_string(counts[game.id]) + " positions").c_str());
}

void TstObviousMoves::levelsChooseTheObviousMove_data() {
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("level");
    const auto positions = allPositions();
    for (std::size_t i = 0; i < positions.size(); ++i)
        for (const char* level : {"hint", "strong", "expert"})
            QTest::addRow("%s/%s", positions[i].name.c_str(), level)
                << static_cast<int>(i) << QString(level);
}

void TstObviousMoves::levelsChooseTheObviousMove() {
    QFETCH(int, index);
    QFETCH(QString, level);
    const Position p = allPositions()[static_cast<std::size_t>(index)];
    auto state = test::makeGame(p.setup);
    QVERIFY(state);
    SeenHistory seen;
    seen.reset(p.setup.players);
    EventList events;
    for (const auto& text : p.actions) {
        events.clear();
        QCOMPARE(QString::fromStdString(test::play(*state, text, &events)), QString());
        seen.record(events);
    }
    const Decision d = ask(*findGame(p.setup.game), *state, seen, level.toStdString());
    const std::string message =
        p.name + " (" + level.toStdString() + "): chose '" + d.move + "'; " + d.detail;
    const auto expected = kExpectedFailures.find(p.name + "/" + level.toStdString());
    if (expected != kExpectedFailures.end()) QEXPECT_FAIL("", expected->second.c_str(), Continue);
    QVERIFY2(isRight(p, d.move), message.c_str());
}

QTEST_GUILESS_MAIN(TstObviousMoves)
#include "tst_obvious_moves.moc"
