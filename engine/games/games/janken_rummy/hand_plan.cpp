#include "hand_plan.h"

namespace felt::janken_rummy {

namespace {

class Collector : public MeldSink {
public:
    explicit Collector(std::vector<FoundMeld>& out) : out_(out) {}
    void found(const FoundMeld& meld) override { out_.push_back(meld); }

private:
    std::vector<FoundMeld>& out_;
};

struct Search {
    explicit Search(const std::vector<FoundMeld>& melds) : all(melds) {}
    const std::vector<FoundMeld>& all;
    std::vector<int> chosen, best;
    int bestPips = -1, bestCards = -1;
    long long nodes = 0;
    static constexpr long long kNodeLimit = 200000;  // plenty for hands of up to 14 cards

    // Decides the melds of the cards in `open` lowest card first: it is either
    // left out or covered by one meld made only of open cards.
    void run(CardSet open, int pips, int cards) {
        if (++nodes > kNodeLimit) return;
        if (pips > bestPips || (pips == bestPips && cards > bestCards)) {
            bestPips = pips;
            bestCards = cards;
            best = chosen;
        }
        if (open.empty()) return;
        const CardId c = open.first();
        for (int i = 0; i < static_cast<int>(all.size()); ++i) {
            const CardSet m = all[i].cards;
            if (!m.contains(c) || !((m & open) == m)) continue;
            chosen.push_back(i);
            run(open - m, pips + pipTotal(m), cards + m.size());
            chosen.pop_back();
        }
        open.erase(c);
        run(open, pips, cards);
    }
};

}  // namespace

int pipTotal(CardSet cards) {
    int total = 0;
    for (CardId c : cards) total += pipValue(c);
    return total;
}

HandPlan bestPlan(CardSet hand) {
    std::vector<FoundMeld> all;
    Collector collector(all);
    findMelds(MeldPool::of(hand), collector);
    Search search(all);
    search.run(hand, 0, 0);
    HandPlan plan;
    for (int i : search.best) {
        plan.melds.push_back(all[i]);
        plan.melded |= all[i].cards;
    }
    plan.deadwood = pipTotal(hand - plan.melded);
    return plan;
}

}  // namespace felt::janken_rummy
