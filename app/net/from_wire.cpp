#include "from_wire.h"

#include <mutex>
#include <unordered_set>

#include "catalog/deck_lookup.h"
#include "to_wire.h"

namespace felt::net {
namespace {

// The value of `all` whose wire name is `name`, else `fallback`.
template <class E, std::size_t N>
E named(const std::string& name, const E (&all)[N], const char* (*nameOf)(E), E fallback) {
    for (E e : all)
        if (name == nameOf(e)) return e;
    return fallback;
}

constexpr EventKind kEventKinds[] = {EventKind::Shuffle,    EventKind::Move,     EventKind::Bid,
                                     EventKind::Trump,      EventKind::TrickWon, EventKind::Penalty,
                                     EventKind::RoundScore, EventKind::RoundEnd, EventKind::GameEnd,
                                     EventKind::Message};
constexpr PhraseArg::Kind kArgKinds[] = {
    PhraseArg::Kind::Number, PhraseArg::Kind::Seat, PhraseArg::Kind::Suit, PhraseArg::Kind::Rank,
    PhraseArg::Kind::Cards,  PhraseArg::Kind::Word, PhraseArg::Kind::Count};
constexpr StatKind kStatKinds[] = {StatKind::Number, StatKind::Seat,  StatKind::Suit,
                                   StatKind::Flag,   StatKind::Words, StatKind::Card,
                                   StatKind::Hidden};
constexpr ZoneVisibility kVisibilities[] = {ZoneVisibility::Nobody, ZoneVisibility::Owner,
                                            ZoneVisibility::Everyone};
constexpr ZoneKind kZoneKinds[] = {
    ZoneKind::Hand,      ZoneKind::Stock,    ZoneKind::Discard, ZoneKind::Trick, ZoneKind::Layout,
    ZoneKind::Meld,      ZoneKind::DibsSlot, ZoneKind::WonPile, ZoneKind::Trump, ZoneKind::Dummy,
    ZoneKind::OutOfPlay, ZoneKind::PlayPile, ZoneKind::Kitty};
constexpr ZoneRegion kRegions[] = {ZoneRegion::ByKind,      ZoneRegion::OwnersEdge,
                                   ZoneRegion::BeforeOwner, ZoneRegion::OwnersLeft,
                                   ZoneRegion::OwnersRight, ZoneRegion::OwnersCorner,
                                   ZoneRegion::OwnersPlate, ZoneRegion::Centre,
                                   ZoneRegion::CentreSlot,  ZoneRegion::Aside};
constexpr ZoneArrangement kArrangements[] = {ZoneArrangement::ByKind,  ZoneArrangement::Fan,
                                             ZoneArrangement::Squared, ZoneArrangement::Row,
                                             ZoneArrangement::Trick,   ZoneArrangement::FannedTop};
constexpr ZoneSlot kSlots[] = {ZoneSlot::ByKind,    ZoneSlot::Free,       ZoneSlot::Left,
                               ZoneSlot::Right,     ZoneSlot::InnerLeft,  ZoneSlot::InnerRight,
                               ZoneSlot::UpperLeft, ZoneSlot::UpperRight, ZoneSlot::LowerLeft,
                               ZoneSlot::LowerRight};
constexpr ZoneLayer kLayers[] = {ZoneLayer::ByKind, ZoneLayer::Under, ZoneLayer::Level,
                                 ZoneLayer::Over};

// A card id the deck has, else kNoCard (a hidden card, or nonsense).
CardId cardOf(int id, int deckSize) {
    return id >= 0 && id < deckSize ? static_cast<CardId>(id) : kNoCard;
}

CardSet cardsOf(const std::vector<int>& ids, int deckSize) {
    CardSet set;
    for (int id : ids)
        if (const CardId c = cardOf(id, deckSize); c != kNoCard) set.insert(c);
    return set;
}

}  // namespace

Label internedLabel(const std::string& text) {
    // Node-based: an element's text never moves once stored.
    static std::mutex guard;
    static std::unordered_set<std::string> texts;
    constexpr std::size_t kMaxTexts = 4096;
    if (text.empty()) return "";
    const std::lock_guard<std::mutex> lock(guard);
    if (const auto it = texts.find(text); it != texts.end()) return it->c_str();
    if (texts.size() >= kMaxTexts) return "";
    return texts.insert(text).first->c_str();
}

WireTable tableOf(const WireWelcome& w, std::string& error) {
    WireTable t;
    t.players = w.players;
    std::vector<Face> faces;
    for (auto [suit, rank] : w.deck)
        faces.push_back({static_cast<std::int8_t>(suit), static_cast<std::int8_t>(rank)});
    t.deck = deckWithFaces(faces);
    if (!t.deck) {
        error = "the table's deck is none that Felt knows";
        return t;
    }
    for (const WireZoneSpec& z : w.zones) {
        ZoneSpec spec;
        spec.id = z.id;
        spec.key = z.key;
        spec.label = z.label;
        spec.kind = named(z.kind, kZoneKinds, zoneKindName, ZoneKind::OutOfPlay);
        spec.owner = z.owner;
        spec.visibility =
            named(z.visibility, kVisibilities, visibilityName, ZoneVisibility::Nobody);
        spec.look.region = named(z.region, kRegions, zoneRegionName, ZoneRegion::ByKind);
        spec.look.arrangement =
            named(z.arrangement, kArrangements, zoneArrangementName, ZoneArrangement::ByKind);
        spec.look.slot = named(z.slot, kSlots, zoneSlotName, ZoneSlot::ByKind);
        spec.look.layer = named(z.layer, kLayers, zoneLayerName, ZoneLayer::ByKind);
        spec.look.faceDown = z.faceDown;
        spec.look.pauseBeforeLeaving = z.pauseBeforeLeaving;
        t.zones.push_back(std::move(spec));
    }
    for (const WireStatSpec& s : w.stats) {
        StatSpec spec;
        spec.key = s.key;
        spec.kind = named(s.kind, kStatKinds, statKindName, StatKind::Hidden);
        spec.label = internedLabel(s.label);
        spec.places = static_cast<std::uint8_t>(s.places);
        spec.shownFrom = s.shownFrom;
        for (const std::string& word : s.words) spec.words.push_back(internedLabel(word));
        t.stats.push_back(std::move(spec));
    }
    return t;
}

Phrase fromWire(const WirePhrase& w, int deckSize) {
    Phrase p;
    p.text = internedLabel(w.text);
    for (const WireArg& a : w.args) {
        PhraseArg arg;
        arg.kind = named(a.kind, kArgKinds, argKindName, PhraseArg::Kind::Number);
        arg.value = a.value;
        arg.cards = cardsOf(a.cards, deckSize);
        arg.word = internedLabel(a.word);
        p.args.push_back(std::move(arg));
    }
    return p;
}

SeatView fromWire(const WireState& w, const Deck& deck) {
    const int deckSize = deck.size();
    SeatView v;
    v.viewer = w.viewer;
    v.toAct = w.toAct;
    for (const WireZone& z : w.zones) {
        ZoneView zv;
        zv.zone = z.zone;
        for (int id : z.cards) {
            CardView c;
            c.id = cardOf(id, deckSize);
            if (c.id != kNoCard) c.face = deck.face(c.id);
            zv.cards.push_back(c);
        }
        v.zones.push_back(std::move(zv));
    }
    for (const WireStat& s : w.stats) v.stats.push_back({s.key, s.seat, s.value});
    for (const WireGroup& g : w.groups) {
        CardGroup group;
        group.seat = g.seat;
        group.number = g.number;
        for (int id : g.cards)
            if (const CardId c = cardOf(id, deckSize); c != kNoCard) group.cards.push_back(c);
        group.ranks = g.ranks;
        group.ranks.resize(group.cards.size());
        group.caption = fromWire(g.caption, deckSize);
        v.groups.push_back(std::move(group));
    }
    return v;
}

Event fromWire(const WireEvent& w, int deckSize) {
    Event e;
    e.kind = named(w.kind, kEventKinds, eventKindName, EventKind::Message);
    e.seat = static_cast<std::int8_t>(w.seat);
    e.card = cardOf(w.card, deckSize);
    e.fromZone = static_cast<std::int16_t>(w.from);
    e.toZone = static_cast<std::int16_t>(w.to);
    e.seenBy = static_cast<std::uint16_t>(w.seenBy);
    e.value = w.value;
    e.total = w.total;
    e.text = fromWire(w.text, deckSize);
    return e;
}

MoveOffer offerOf(const WireMoves& w, int deckSize) {
    MoveOffer offer;
    offer.seat = w.toAct;
    offer.question = fromWire(w.question, deckSize);
    for (const WireMove& m : w.moves) {
        OfferedMove move;
        move.action.value = static_cast<std::int16_t>(offer.moves.size() + offer.withheld.size());
        move.action.cards = cardsOf(m.cards, deckSize);
        move.info.kind = m.kind;
        move.info.label = fromWire(m.label, deckSize);
        move.info.value = m.value;
        move.info.targetSeat = m.targetSeat;
        move.info.targetGroup = m.targetGroup;
        move.info.suit = m.suit;
        move.info.sourceZone = m.sourceZone;
        for (auto [card, rank] : m.standsFor)
            if (const CardId c = cardOf(card, deckSize); c != kNoCard)
                move.info.standsFor.emplace_back(c, rank);
        move.text = m.text;
        move.endsTurn = m.endsTurn;
        for (auto [card, zone] : m.lands)
            if (const CardId c = cardOf(card, deckSize); c != kNoCard)
                move.lands.emplace_back(c, zone);
        move.withheld = fromWire(m.withheldBecause, deckSize);
        (move.withheld.empty() ? offer.moves : offer.withheld).push_back(std::move(move));
    }
    std::vector<std::pair<CardSet, Phrase>> reasons;
    for (const WireCardReason& r : w.cardReasons)
        reasons.emplace_back(cardsOf(r.cards, deckSize), fromWire(r.reason, deckSize));
    offer.whyNotCard = [reasons = std::move(reasons)](CardId card) {
        for (const auto& [cards, reason] : reasons)
            if (cards.contains(card)) return reason;
        return Phrase{};
    };
    return offer;
}

}  // namespace felt::net
