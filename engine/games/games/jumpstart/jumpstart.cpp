#include "jumpstart.h"

#include <numeric>
#include <utility>

#include "jumpstart_goals.h"

namespace felt::jumpstart {

namespace {

const Deck& deckFor(const GameConfig& config) {
    static const Deck noJokers(DeckKind::French52);
    static const Deck oneDeck(DeckKind::French54);
    static const Deck twoDecks(DeckKind::FrenchDouble108);
    if (config.options.has("two_decks") && config.options.flag("two_decks")) return twoDecks;
    return config.players == 2 ? noJokers : oneDeck;  // ruling JS-1: no Jokers with two
}

bool optionOn(const GameConfig& config, const char* key) {
    return config.options.has(key) && config.options.flag(key);
}

}  // namespace

JumpStartState::JumpStartState(const GameConfig& config)
    : GameState(config), deck_(&deckFor(config)), deal_(config.seed, config.stackedDecks) {
    const int n = players();
    longMode_ = n > 2 && config.options.has("mode") && config.options.text("mode") == "long";
    dibsOn_ = n > 2 && optionOn(config, "dibs");
    tradingOn_ = n > 2 && optionOn(config, "marker_trading");
    int next = 2 + 2 * n;
    runsBase_ = std::exchange(next, next + n);
    if (longMode_) markersBase_ = std::exchange(next, next + n);
    if (dibsOn_) dibsBase_ = next;

    dealer_ = config.firstDealer >= 0 ? config.firstDealer : deal_.below(n);
    stages_.fill(Stage::First);
    dibs_.fill(kNoCard);
    places_.fill(0);
    mayHoldJoker_.fill(true);
    lastShed_.fill(kNoCard);
    nextLosePlace_ = n;

    std::vector<CardId> cards(static_cast<std::size_t>(deck_->size()));
    std::iota(cards.begin(), cards.end(), CardId{0});
    deal_.shuffle(cards);
    stock_.assign(cards.rbegin(), cards.rend());
    for (int round = 0; round < kHandSize; ++round) {
        for (int k = 1; k <= n; ++k) {
            const int seat = (dealer_ + k) % n;
            const CardId c = stock_.back();
            stock_.pop_back();
            hands_[seat].insert(c);
            knowledge_.setKnownBy(c, onlySeat(seat));
        }
    }
    const CardId first = stock_.back();  // turned up to start the discard pile
    stock_.pop_back();
    discard_.push_back(first);
    knowledge_.setKnownBy(first, everyone(n));
    active_ = (dealer_ + 1) % n;
}

std::vector<ZoneSpec> JumpStartState::zones() const {
    std::vector<ZoneSpec> z = {
        {kStockZone, "stock", QT_TRANSLATE_NOOP("engine", "Stock"), ZoneKind::Stock, -1,
         ZoneVisibility::Nobody},
        {kDiscardZone, "discard", QT_TRANSLATE_NOOP("engine", "Discard pile"), ZoneKind::Discard,
         -1, ZoneVisibility::Everyone},
    };
    const auto perSeat = [&](int base, const char* key, const char* label, ZoneKind kind,
                             ZoneVisibility vis) {
        if (base < 0) return;
        for (int s = 0; s < players(); ++s)
            z.push_back(
                {base + s, std::string(key) + "." + std::to_string(s), label, kind, s, vis});
    };
    perSeat(handZone(0), "hand", QT_TRANSLATE_NOOP("engine", "Hand"), ZoneKind::Hand,
            ZoneVisibility::Owner);
    perSeat(layoutZone(0), "layout", QT_TRANSLATE_NOOP("engine", "First lay-down"),
            ZoneKind::Layout, ZoneVisibility::Everyone);
    perSeat(runsZone(0), "runs", QT_TRANSLATE_NOOP("engine", "Second lay-down"), ZoneKind::Layout,
            ZoneVisibility::Everyone);
    perSeat(markersBase_, "markers", QT_TRANSLATE_NOOP("engine", "Kept markers"), ZoneKind::WonPile,
            ZoneVisibility::Everyone);
    perSeat(dibsBase_, "dibs", QT_TRANSLATE_NOOP("engine", "Dibs"), ZoneKind::DibsSlot,
            ZoneVisibility::Everyone);
    return z;
}

int JumpStartState::toAct() const {
    switch (phase_) {
        case Phase::Over:
            return kNobody;
        case Phase::Claims:
            return claimSeat_;
        case Phase::TradeReply:
            return offerTarget_;
        default:
            return active_;
    }
}

int JumpStartState::nextPlaying(int from, int dir) const {
    const int n = players();
    for (int k = 1; k <= n; ++k) {
        const int s = ((from + dir * k) % n + n) % n;
        if (stillPlaying(s)) return s;
    }
    return -1;
}

bool JumpStartState::meetsGoal(int seat, CardSet hand) const {
    if (stages_[seat] == Stage::First) return meetsFirstGoal(*deck_, hand);
    if (stages_[seat] == Stage::Second) return meetsSecondGoal(*deck_, layouts_[seat], hand);
    return false;
}

bool JumpStartState::canDrawStock() const {
    // With dibs the top discard stays behind when the pile is reshuffled (JS-9).
    return !stock_.empty() || discard_.size() > (dibsOn_ ? 1u : 0u);
}

bool JumpStartState::canDrawDiscard() const {
    return !discard_.empty();
}

Result JumpStartState::result() const {
    Result r;
    const int n = players();
    for (int s = 0; s < n; ++s) {
        const int place = places_[s];
        r.placements.push_back(place);
        if (longMode_)
            r.scores.push_back(place > 0 ? n - place : 0);
        else
            r.scores.push_back(place == 1 ? 1 : 0);
        if (place == 1) r.winners.push_back(s);
    }
    return r;
}

std::unique_ptr<GameState> JumpStartState::clone() const {
    return std::make_unique<JumpStartState>(*this);
}

}  // namespace felt::jumpstart
