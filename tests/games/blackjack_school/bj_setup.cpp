#include "bj_setup.h"

#include <set>

namespace felt::test::bj {

std::unique_ptr<GameState> makeDeal(const Deal& deal) {
    const Deck deck(DeckKind::French52);
    std::set<std::string> named;
    for (const auto& [seat, cards] : deal.hands)
        for (const auto& c : cards) named.insert(c);
    std::vector<std::string> filler;
    for (CardId id = 0; id < deck.size(); ++id)
        if (!named.count(deck.format(id))) filler.push_back(deck.format(id));
    std::size_t nextFiller = 0;
    std::map<int, std::size_t> dealtTo;
    std::vector<std::string> order;
    for (int i = 0; i < deck.size(); ++i) {
        const int seat = (deal.dealer + 1 + i) % deal.players;
        const auto it = deal.hands.find(seat);
        std::size_t& k = dealtTo[seat];
        if (it != deal.hands.end() && k < it->second.size())
            order.push_back(it->second[k]);
        else
            order.push_back(filler.at(nextFiller++));
        ++k;
    }
    Setup setup;
    setup.game = "blackjack-school";
    setup.players = deal.players;
    setup.firstDealer = deal.dealer;
    setup.options["pickup_debt"] = deal.debt ? "true" : "false";
    setup.decks.push_back(order);
    if (!deal.refill.empty()) setup.decks.push_back(deal.refill);
    return makeGame(setup);
}

const BlackjackSchoolState& bjState(const GameState& state) {
    return dynamic_cast<const BlackjackSchoolState&>(state);
}

int stat(const GameState& state, const std::string& key, int seat) {
    for (const Stat& s : state.view(kEveryone).stats)
        if (s.key == key && s.seat == seat) return s.value;
    QTest::qFail(("no stat " + key).c_str(), __FILE__, __LINE__);
    return -999;
}

std::vector<std::string> handText(const GameState& state, int seat) {
    std::vector<std::string> out;
    for (CardId c : bjState(state).hand(seat)) out.push_back(state.deck().format(c));
    return out;
}

bool holds(const GameState& state, int seat, const std::string& card) {
    const auto cards = handText(state, seat);
    return std::find(cards.begin(), cards.end(), card) != cards.end();
}

int handSize(const GameState& state, int seat) {
    return bjState(state).handSize(seat);
}

}  // namespace felt::test::bj
