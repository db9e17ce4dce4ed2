#include "to_wire.h"

namespace felt::net {

const char* argKindName(PhraseArg::Kind kind) {
    switch (kind) {
        case PhraseArg::Kind::Number:
            return "number";
        case PhraseArg::Kind::Seat:
            return "seat";
        case PhraseArg::Kind::Suit:
            return "suit";
        case PhraseArg::Kind::Rank:
            return "rank";
        case PhraseArg::Kind::Cards:
            return "cards";
        case PhraseArg::Kind::Word:
            return "word";
        case PhraseArg::Kind::Count:
            return "count";
    }
    return "number";
}

const char* statKindName(StatKind kind) {
    switch (kind) {
        case StatKind::Number:
            return "number";
        case StatKind::Seat:
            return "seat";
        case StatKind::Suit:
            return "suit";
        case StatKind::Flag:
            return "flag";
        case StatKind::Words:
            return "words";
        case StatKind::Card:
            return "card";
        case StatKind::Hidden:
            return "hidden";
    }
    return "number";
}

const char* visibilityName(ZoneVisibility v) {
    switch (v) {
        case ZoneVisibility::Nobody:
            return "nobody";
        case ZoneVisibility::Owner:
            return "owner";
        case ZoneVisibility::Everyone:
            return "everyone";
    }
    return "nobody";
}

namespace {

std::vector<int> ids(CardSet cards) {
    std::vector<int> out;
    for (CardId c : cards) out.push_back(c);
    return out;
}

}  // namespace

const char* eventKindName(EventKind kind) {
    switch (kind) {
        case EventKind::Shuffle:
            return "shuffle";
        case EventKind::Move:
            return "move";
        case EventKind::Bid:
            return "bid";
        case EventKind::Trump:
            return "trump";
        case EventKind::TrickWon:
            return "trickWon";
        case EventKind::Penalty:
            return "penalty";
        case EventKind::RoundScore:
            return "roundScore";
        case EventKind::RoundEnd:
            return "roundEnd";
        case EventKind::GameEnd:
            return "gameEnd";
        case EventKind::Message:
            return "message";
    }
    return "message";
}

WirePhrase toWire(const Phrase& phrase) {
    WirePhrase p;
    if (phrase.empty()) return p;
    p.text = phrase.text;
    for (const PhraseArg& a : phrase.args) {
        WireArg w;
        w.kind = argKindName(a.kind);
        if (a.kind == PhraseArg::Kind::Cards)
            w.cards = ids(a.cards);
        else if (a.kind == PhraseArg::Kind::Word)
            w.word = a.word ? a.word : "";
        else
            w.value = a.value;
        p.args.push_back(std::move(w));
    }
    return p;
}

WireState toWire(const SeatView& view) {
    WireState s;
    s.viewer = view.viewer;
    s.toAct = view.toAct;
    for (const ZoneView& z : view.zones) {
        WireZone wz;
        wz.zone = z.zone;
        for (const CardView& c : z.cards) wz.cards.push_back(c.id);
        s.zones.push_back(std::move(wz));
    }
    for (const Stat& st : view.stats) s.stats.push_back({st.key, st.seat, st.value});
    for (const CardGroup& g : view.groups) {
        WireGroup wg;
        wg.seat = g.seat;
        wg.number = g.number;
        wg.cards.assign(g.cards.begin(), g.cards.end());
        wg.ranks = g.ranks;
        wg.caption = toWire(g.caption);
        s.groups.push_back(std::move(wg));
    }
    return s;
}

WireEvent toWire(const Event& e) {
    WireEvent w;
    w.kind = eventKindName(e.kind);
    w.seat = e.seat;
    w.card = e.card;
    w.from = e.fromZone;
    w.to = e.toZone;
    w.seenBy = e.seenBy;
    w.value = e.value;
    w.total = e.total;
    w.text = toWire(e.text);
    return w;
}

WireResult toWire(const Result& result) {
    return {result.scores, result.placements, result.winners, {}};
}

WireWelcome welcomeOf(const GameState& state, const std::string& gameId, int seat,
                      const std::string& token) {
    WireWelcome w;
    w.seat = seat;
    w.token = token;
    w.game = gameId;
    w.players = state.players();
    w.options = state.config().options.all();  // the setup's public options only
    for (const Face& f : state.deck().faces()) w.deck.emplace_back(f.suit, f.rank);
    for (const ZoneSpec& z : withLooks(state.zones()))
        w.zones.push_back({z.id, z.key, z.label, zoneKindName(z.kind), visibilityName(z.visibility),
                           z.owner, zoneRegionName(z.look.region), z.look.faceDown,
                           zoneArrangementName(z.look.arrangement), zoneSlotName(z.look.slot),
                           zoneLayerName(z.look.layer), z.look.pauseBeforeLeaving});
    for (const StatSpec& s : state.statSpecs()) {
        WireStatSpec ws;
        ws.key = s.key;
        ws.kind = statKindName(s.kind);
        ws.label = s.label ? s.label : "";
        ws.places = s.places;
        ws.shownFrom = s.shownFrom;
        for (Label word : s.words) ws.words.emplace_back(word ? word : "");
        w.stats.push_back(std::move(ws));
    }
    return w;
}

}  // namespace felt::net
