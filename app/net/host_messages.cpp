#include "host_messages.h"

#include <QJsonArray>
#include <QJsonObject>

#include "json_fields.h"
#include "json_writer.h"
#include "protocol.h"

namespace felt::net {
namespace {

// Limits a client holds a host to (generous: real tables are far smaller).
constexpr int kMaxCardsPerList = 128;
constexpr int kMaxDeck = 128;
constexpr int kMaxZones = 256;
constexpr int kMaxStats = 512;
constexpr int kMaxGroups = 256;
constexpr int kMaxMoves = 10000;
constexpr int kMaxCardReasons = 128;
constexpr int kMaxArgs = 16;
constexpr int kMaxWords = 64;
constexpr int kMaxText = 400;
constexpr int kMaxKey = 64;
constexpr int kNoCardWire = 255;
constexpr int kBig = 1 << 30;

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

QJsonArray intArray(const std::vector<int>& v) {
    QJsonArray a;
    for (int x : v) a.append(x);
    return a;
}

QJsonArray pairArray(const std::vector<std::pair<int, int>>& v) {
    QJsonArray a;
    for (auto [x, y] : v) a.append(QJsonArray{x, y});
    return a;
}

QJsonObject phraseObject(const WirePhrase& p) {
    QJsonArray args;
    for (const WireArg& a : p.args) {
        QJsonObject o{{QStringLiteral("kind"), qs(a.kind)}};
        if (a.kind == "cards")
            o.insert(QStringLiteral("cards"), intArray(a.cards));
        else if (a.kind == "word")
            o.insert(QStringLiteral("word"), qs(a.word));
        else
            o.insert(QStringLiteral("value"), a.value);
        args.append(o);
    }
    return {{QStringLiteral("text"), qs(p.text)}, {QStringLiteral("args"), args}};
}

// Adds `p` under `key` unless it is empty (an absent phrase reads as empty).
void putPhrase(QJsonObject& o, const char* key, const WirePhrase& p) {
    if (!p.empty()) o.insert(QLatin1String(key), phraseObject(p));
}

// The same, written directly.
void writePhrase(JsonWriter& w, const char* key, const WirePhrase& p) {
    if (p.empty()) return;
    w.key(key).beginObject().key("text").value(p.text).key("args").beginArray();
    for (const WireArg& a : p.args) {
        w.beginObject().key("kind").value(a.kind);
        if (a.kind == "cards")
            w.key("cards").ints(a.cards);
        else if (a.kind == "word")
            w.key("word").value(a.word);
        else
            w.key("value").value(a.value);
        w.endObject();
    }
    w.endArray().endObject();
}

// ---- reading ----

bool readInts(JsonFields& f, const QJsonArray& a, int min, int max, std::vector<int>& out,
              const char* what) {
    out.clear();
    for (const QJsonValue& v : a) {
        int x = 0;
        if (!wholeNumber(v, min, max, x)) {
            f.fail(std::string(what) + " holds something other than a whole number from " +
                   std::to_string(min) + " to " + std::to_string(max));
            return false;
        }
        out.push_back(x);
    }
    return true;
}

bool readCards(JsonFields& f, const QJsonArray& a, std::vector<int>& out, const char* what) {
    if (!readInts(f, a, 0, kNoCardWire, out, what)) return false;
    for (int c : out)
        if (c >= kMaxCardsPerList && c != kNoCardWire) {
            f.fail(std::string(what) + " holds an impossible card id " + std::to_string(c));
            return false;
        }
    return true;
}

bool readPairs(JsonFields& f, const QJsonArray& a, std::vector<std::pair<int, int>>& out,
               const char* what) {
    out.clear();
    for (const QJsonValue& v : a) {
        std::vector<int> two;
        if (!v.isArray() || v.toArray().size() != 2 ||
            !readInts(f, v.toArray(), -kBig, kBig, two, what)) {
            f.fail(std::string(what) + " must hold pairs of whole numbers");
            return false;
        }
        out.emplace_back(two[0], two[1]);
    }
    return true;
}

std::string at(const std::string& where, const char* key, int i) {
    return where + "." + key + "[" + std::to_string(i) + "]";
}

WirePhrase readPhrase(JsonFields& parent, const char* key, std::string& error) {
    WirePhrase p;
    if (!parent.has(key)) return p;
    const QJsonObject o = parent.object(key);
    if (!parent.ok()) return p;
    JsonFields f(o, parent.where() + "." + key, error);
    f.onlyKeys({"text", "args"});
    p.text = f.text("text", kMaxText);
    if (f.ok() && p.text.empty()) f.fail("a phrase needs a text");  // an empty one is left out
    const QJsonArray args = f.array("args", kMaxArgs);
    for (int i = 0; f.ok() && i < args.size(); ++i) {
        if (!args[i].isObject()) {
            f.fail("args must hold objects");
            break;
        }
        const QJsonObject ao = args[i].toObject();
        JsonFields af(ao, at(f.where(), "args", i), error);
        af.onlyKeys({"kind", "value", "cards", "word"});
        WireArg a;
        a.kind = af.text("kind", 16);
        if (!af.ok()) break;
        if (a.kind == "cards") {
            readCards(af, af.array("cards", kMaxCardsPerList), a.cards, "cards");
        } else if (a.kind == "word") {
            a.word = af.text("word", kMaxText);
        } else if (a.kind == "number" || a.kind == "seat" || a.kind == "suit" || a.kind == "rank" ||
                   a.kind == "count") {
            a.value = af.integer("value", -kBig, kBig);
        } else {
            af.fail("unknown argument kind \"" + a.kind + "\"");
        }
        p.args.push_back(std::move(a));
    }
    return p;
}

template <class Each>
void readObjects(JsonFields& f, const char* key, int maxItems, std::string& error, Each each) {
    const QJsonArray a = f.array(key, maxItems);
    for (int i = 0; f.ok() && i < a.size(); ++i) {
        if (!a[i].isObject()) {
            f.fail(std::string(key) + " must hold objects");
            return;
        }
        const QJsonObject o = a[i].toObject();
        JsonFields item(o, at(f.where(), key, i), error);
        each(item);
    }
}

std::string readWelcome(const QJsonObject& o, HostMessage& out) {
    std::string error;
    JsonFields f(o, "welcome", error);
    f.onlyKeys({"seat", "token", "game", "players", "options", "deck", "zones", "stats"});
    WireWelcome m;
    m.seat = f.integer("seat", 0, kMaxSeats - 1);
    m.token = f.text("token", kMaxSecretChars);
    m.game = f.text("game", kMaxKey);
    m.players = f.integer("players", 1, kMaxSeats);
    const QJsonObject options = f.object("options");
    if (f.ok() && options.size() > kMaxWords) f.fail("too many options");
    for (auto it = options.begin(); f.ok() && it != options.end(); ++it) {
        if (!it.value().isString() || it.key().size() > kMaxKey ||
            it.value().toString().size() > kMaxKey)
            f.fail("options must map short names to short strings");
        else
            m.options[it.key().toStdString()] = it.value().toString().toStdString();
    }
    if (f.ok()) readPairs(f, f.array("deck", kMaxDeck), m.deck, "deck");
    readObjects(f, "zones", kMaxZones, error, [&](JsonFields& z) {
        z.onlyKeys({"id", "key", "label", "kind", "owner", "visibility", "region", "faceDown",
                    "arrangement", "slot", "layer", "pauseBeforeLeaving"});
        WireZoneSpec s;
        s.id = z.integer("id", 0, kBig);
        s.key = z.text("key", kMaxKey);
        s.label = z.text("label", kMaxText);
        s.kind = z.text("kind", kMaxKey);
        s.owner = z.integer("owner", -1, kMaxSeats - 1);
        s.visibility = z.text("visibility", kMaxKey);
        s.region = z.text("region", kMaxKey);
        s.faceDown = z.flag("faceDown");
        s.arrangement = z.text("arrangement", kMaxKey);
        s.slot = z.text("slot", kMaxKey);
        s.layer = z.text("layer", kMaxKey);
        s.pauseBeforeLeaving = z.flag("pauseBeforeLeaving");
        m.zones.push_back(std::move(s));
    });
    readObjects(f, "stats", kMaxStats, error, [&](JsonFields& s) {
        s.onlyKeys({"key", "kind", "label", "places", "shownFrom", "words"});
        WireStatSpec spec;
        spec.key = s.text("key", kMaxKey);
        spec.kind = s.text("kind", kMaxKey);
        spec.label = s.text("label", kMaxText);
        spec.places = s.integer("places", 0, 255);
        spec.shownFrom = s.integer("shownFrom", -kBig, kBig);
        const QJsonArray words = s.array("words", kMaxWords);
        for (const QJsonValue& w : words) {
            if (!w.isString() || w.toString().size() > kMaxText) {
                s.fail("words must be short strings");
                break;
            }
            spec.words.push_back(w.toString().toStdString());
        }
        m.stats.push_back(std::move(spec));
    });
    if (!f.ok()) return error;
    if (m.seat >= m.players)
        return "welcome: seat " + std::to_string(m.seat) + " is not at the table";
    out = std::move(m);
    return {};
}

std::string readSeats(const QJsonObject& o, HostMessage& out) {
    std::string error;
    JsonFields f(o, "seats", error);
    f.onlyKeys({"seats", "started"});
    WireSeats m;
    m.started = f.flag("started");
    readObjects(f, "seats", kMaxSeats, error, [&](JsonFields& s) {
        s.onlyKeys({"name", "taken", "connected", "kind", "ready", "level", "away", "standIn"});
        WireSeat seat;
        seat.name = s.text("name", kMaxNameChars);
        seat.taken = s.flag("taken");
        seat.connected = s.flag("connected");
        // The lobby's facts came later and are optional ("" kind: not said).
        seat.kind = s.text("kind", kMaxKey, false);
        if (s.ok() && s.has("kind") && seat.kind != "open" && seat.kind != "person" &&
            seat.kind != "bot")
            s.fail("unknown seat kind \"" + seat.kind + "\"");
        seat.ready = s.flag("ready", false);
        seat.level = s.text("level", kMaxKey, false);
        seat.away = s.flag("away", false);
        seat.standIn = s.flag("standIn", false);
        m.seats.push_back(std::move(seat));
    });
    if (!f.ok()) return error;
    out = std::move(m);
    return {};
}

std::string readState(const QJsonObject& o, HostMessage& out) {
    std::string error;
    JsonFields f(o, "state", error);
    f.onlyKeys({"viewer", "toAct", "zones", "stats", "groups"});
    WireState m;
    m.viewer = f.integer("viewer", 0, kMaxSeats - 1);
    m.toAct = f.integer("toAct", -1, kMaxSeats - 1);
    readObjects(f, "zones", kMaxZones, error, [&](JsonFields& z) {
        z.onlyKeys({"zone", "cards"});
        WireZone zone;
        zone.zone = z.integer("zone", 0, kBig);
        if (z.ok()) readCards(z, z.array("cards", kMaxCardsPerList), zone.cards, "cards");
        m.zones.push_back(std::move(zone));
    });
    readObjects(f, "stats", kMaxStats, error, [&](JsonFields& s) {
        s.onlyKeys({"key", "seat", "value"});
        WireStat stat;
        stat.key = s.text("key", kMaxKey);
        stat.seat = s.integer("seat", -1, kMaxSeats - 1);
        stat.value = s.integer("value", -kBig, kBig);
        m.stats.push_back(std::move(stat));
    });
    readObjects(f, "groups", kMaxGroups, error, [&](JsonFields& g) {
        g.onlyKeys({"seat", "number", "cards", "ranks", "caption"});
        WireGroup group;
        group.seat = g.integer("seat", -1, kMaxSeats - 1);
        group.number = g.integer("number", -kBig, kBig);
        if (g.ok()) readCards(g, g.array("cards", kMaxCardsPerList), group.cards, "cards");
        if (g.ok()) readInts(g, g.array("ranks", kMaxCardsPerList), 0, 255, group.ranks, "ranks");
        group.caption = readPhrase(g, "caption", error);
        m.groups.push_back(std::move(group));
    });
    if (!f.ok()) return error;
    out = std::move(m);
    return {};
}

std::string readEvents(const QJsonObject& o, HostMessage& out) {
    std::string error;
    JsonFields f(o, "events", error);
    f.onlyKeys({"from", "events"});
    WireEvents m;
    m.from = f.integer("from", 0, kBig);
    readObjects(f, "events", kEventBatch, error, [&](JsonFields& e) {
        e.onlyKeys({"kind", "seat", "card", "from", "to", "seenBy", "value", "total", "text"});
        WireEvent ev;
        ev.kind = e.text("kind", kMaxKey);
        ev.seat = e.integer("seat", -1, kMaxSeats - 1, false, -1);
        ev.card = e.integer("card", 0, kNoCardWire, false, kNoCardWire);
        if (ev.card >= kMaxCardsPerList && ev.card != kNoCardWire)
            e.fail("impossible card id " + std::to_string(ev.card));
        ev.from = e.integer("from", -1, kBig, false, -1);
        ev.to = e.integer("to", -1, kBig, false, -1);
        ev.seenBy = e.integer("seenBy", 0, 0xFFFF, false, 0);
        ev.value = e.integer("value", -kBig, kBig, false, 0);
        ev.total = e.integer("total", -kBig, kBig, false, 0);
        ev.text = readPhrase(e, "text", error);
        m.events.push_back(std::move(ev));
    });
    if (!f.ok()) return error;
    out = std::move(m);
    return {};
}

std::string readMoves(const QJsonObject& o, HostMessage& out) {
    std::string error;
    JsonFields f(o, "moves", error);
    f.onlyKeys({"toAct", "question", "moves", "cardReasons"});
    WireMoves m;
    m.toAct = f.integer("toAct", -1, kMaxSeats - 1);
    m.question = readPhrase(f, "question", error);
    readObjects(f, "moves", kMaxMoves, error, [&](JsonFields& mv) {
        mv.onlyKeys({"text", "kind", "label", "value", "targetSeat", "targetGroup", "suit",
                     "sourceZone", "standsFor", "withheld", "cards", "endsTurn", "lands"});
        WireMove move;
        move.text = mv.text("text", kMaxActionChars);
        move.kind = mv.text("kind", kMaxKey);
        move.label = readPhrase(mv, "label", error);
        move.value = mv.integer("value", -kBig, kBig, false, -1);
        move.targetSeat = mv.integer("targetSeat", -1, kMaxSeats - 1, false, -1);
        move.targetGroup = mv.integer("targetGroup", -kBig, kBig, false, -1);
        move.suit = mv.integer("suit", -1, 255, false, -1);
        move.sourceZone = mv.integer("sourceZone", -1, kBig, false, -1);
        if (mv.ok())
            readPairs(mv, mv.array("standsFor", kMaxCardsPerList, false), move.standsFor,
                      "standsFor");
        move.withheldBecause = readPhrase(mv, "withheld", error);
        if (mv.ok()) readCards(mv, mv.array("cards", kMaxCardsPerList, false), move.cards, "cards");
        move.endsTurn = mv.flag("endsTurn", false);
        if (mv.ok()) readPairs(mv, mv.array("lands", kMaxCardsPerList, false), move.lands, "lands");
        m.moves.push_back(std::move(move));
    });
    if (f.has("cardReasons"))
        readObjects(f, "cardReasons", kMaxCardReasons, error, [&](JsonFields& r) {
            r.onlyKeys({"reason", "cards"});
            WireCardReason reason;
            reason.reason = readPhrase(r, "reason", error);
            if (r.ok()) readCards(r, r.array("cards", kMaxCardsPerList), reason.cards, "cards");
            m.cardReasons.push_back(std::move(reason));
        });
    if (!f.ok()) return error;
    out = std::move(m);
    return {};
}

std::string readRefused(const QJsonObject& o, HostMessage& out) {
    std::string error;
    JsonFields f(o, "refused", error);
    f.onlyKeys({"action", "reason", "phrase"});
    WireRefused m;
    m.action = f.text("action", kMaxActionChars);
    m.reason = f.text("reason", kMaxText);
    m.phrase = readPhrase(f, "phrase", error);
    if (!f.ok()) return error;
    out = std::move(m);
    return {};
}

std::string readError(const QJsonObject& o, HostMessage& out) {
    std::string error;
    JsonFields f(o, "error", error);
    f.onlyKeys({"code", "message"});
    WireError m;
    m.code = f.text("code", kMaxKey);
    m.message = f.text("message", kMaxText);
    if (!f.ok()) return error;
    out = std::move(m);
    return {};
}

std::string readResult(const QJsonObject& o, HostMessage& out) {
    std::string error;
    JsonFields f(o, "result", error);
    f.onlyKeys({"scores", "placements", "winners", "record"});
    WireResult m;
    m.record = f.text("record", kMaxRecordChars, false);
    if (f.ok()) readInts(f, f.array("scores", kMaxSeats), -kBig, kBig, m.scores, "scores");
    if (f.ok())
        readInts(f, f.array("placements", kMaxSeats), 1, kMaxSeats, m.placements, "placements");
    if (f.ok()) readInts(f, f.array("winners", kMaxSeats), 0, kMaxSeats - 1, m.winners, "winners");
    if (!f.ok()) return error;
    out = std::move(m);
    return {};
}

std::string readHint(const QJsonObject& o, HostMessage& out) {
    std::string error;
    JsonFields f(o, "hint", error);
    f.onlyKeys({"text", "label", "reason"});
    WireHint m;
    m.text = f.text("text", kMaxActionChars);
    if (f.ok() && m.text.empty()) f.fail("a hint names a move");
    m.label = readPhrase(f, "label", error);
    m.reason = readPhrase(f, "reason", error);
    if (!f.ok()) return error;
    out = std::move(m);
    return {};
}

std::string readClosing(const QJsonObject& o, HostMessage& out) {
    std::string error;
    JsonFields f(o, "closing", error);
    f.onlyKeys({"reason", "why", "record"});
    WireClosing m;
    m.reason = f.text("reason", kMaxText);
    m.why = f.text("why", kMaxKey, false);
    m.record = f.text("record", kMaxRecordChars, false);
    if (!f.ok()) return error;
    out = std::move(m);
    return {};
}

}  // namespace

QByteArray encode(const WireWelcome& m) {
    QJsonObject options;
    for (const auto& [k, v] : m.options) options.insert(qs(k), qs(v));
    QJsonArray zones;
    for (const WireZoneSpec& z : m.zones)
        zones.append(QJsonObject{{QStringLiteral("id"), z.id},
                                 {QStringLiteral("key"), qs(z.key)},
                                 {QStringLiteral("label"), qs(z.label)},
                                 {QStringLiteral("kind"), qs(z.kind)},
                                 {QStringLiteral("owner"), z.owner},
                                 {QStringLiteral("visibility"), qs(z.visibility)},
                                 {QStringLiteral("region"), qs(z.region)},
                                 {QStringLiteral("faceDown"), z.faceDown},
                                 {QStringLiteral("arrangement"), qs(z.arrangement)},
                                 {QStringLiteral("slot"), qs(z.slot)},
                                 {QStringLiteral("layer"), qs(z.layer)},
                                 {QStringLiteral("pauseBeforeLeaving"), z.pauseBeforeLeaving}});
    QJsonArray stats;
    for (const WireStatSpec& s : m.stats) {
        QJsonArray words;
        for (const std::string& w : s.words) words.append(qs(w));
        stats.append(QJsonObject{{QStringLiteral("key"), qs(s.key)},
                                 {QStringLiteral("kind"), qs(s.kind)},
                                 {QStringLiteral("label"), qs(s.label)},
                                 {QStringLiteral("places"), s.places},
                                 {QStringLiteral("shownFrom"), s.shownFrom},
                                 {QStringLiteral("words"), words}});
    }
    return seal("welcome", {{QStringLiteral("seat"), m.seat},
                            {QStringLiteral("token"), qs(m.token)},
                            {QStringLiteral("game"), qs(m.game)},
                            {QStringLiteral("players"), m.players},
                            {QStringLiteral("options"), options},
                            {QStringLiteral("deck"), pairArray(m.deck)},
                            {QStringLiteral("zones"), zones},
                            {QStringLiteral("stats"), stats}});
}

QByteArray encode(const WireSeats& m) {
    QJsonArray seats;
    for (const WireSeat& s : m.seats) {
        QJsonObject o{
            {QStringLiteral("name"), qs(s.name)},       {QStringLiteral("taken"), s.taken},
            {QStringLiteral("connected"), s.connected}, {QStringLiteral("ready"), s.ready},
            {QStringLiteral("level"), qs(s.level)},     {QStringLiteral("away"), s.away},
            {QStringLiteral("standIn"), s.standIn}};
        if (!s.kind.empty()) o.insert(QStringLiteral("kind"), qs(s.kind));
        seats.append(o);
    }
    return seal("seats",
                {{QStringLiteral("seats"), seats}, {QStringLiteral("started"), m.started}});
}

// The three messages every move sends to every seat are written directly
// (json_writer.h); the rarer ones build QJsonObjects.

QByteArray encode(const WireState& m) {
    JsonWriter w("state");
    w.key("viewer").value(m.viewer).key("toAct").value(m.toAct);
    w.key("zones").beginArray();
    for (const WireZone& z : m.zones)
        w.beginObject().key("zone").value(z.zone).key("cards").ints(z.cards).endObject();
    w.endArray().key("stats").beginArray();
    for (const WireStat& st : m.stats)
        w.beginObject()
            .key("key")
            .value(st.key)
            .key("seat")
            .value(st.seat)
            .key("value")
            .value(st.value)
            .endObject();
    w.endArray().key("groups").beginArray();
    for (const WireGroup& g : m.groups) {
        w.beginObject().key("seat").value(g.seat).key("number").value(g.number);
        w.key("cards").ints(g.cards).key("ranks").ints(g.ranks);
        writePhrase(w, "caption", g.caption);
        w.endObject();
    }
    w.endArray();
    return w.finish();
}

QByteArray encode(const WireEvents& m) {
    JsonWriter w("events");
    w.key("from").value(m.from).key("events").beginArray();
    for (const WireEvent& e : m.events) {
        // Fields at their defaults are left out: most events name little.
        w.beginObject().key("kind").value(e.kind);
        if (e.seat != -1) w.key("seat").value(e.seat);
        if (e.card != kNoCardWire) w.key("card").value(e.card);
        if (e.from != -1) w.key("from").value(e.from);
        if (e.to != -1) w.key("to").value(e.to);
        if (e.seenBy != 0) w.key("seenBy").value(e.seenBy);
        if (e.value != 0) w.key("value").value(e.value);
        if (e.total != 0) w.key("total").value(e.total);
        writePhrase(w, "text", e.text);
        w.endObject();
    }
    w.endArray();
    return w.finish();
}

QByteArray encode(const WireMoves& m) {
    JsonWriter w("moves");
    w.key("toAct").value(m.toAct).key("moves").beginArray();
    for (const WireMove& mv : m.moves) {
        w.beginObject().key("text").value(mv.text).key("kind").value(mv.kind);
        writePhrase(w, "label", mv.label);
        if (mv.value != -1) w.key("value").value(mv.value);
        if (mv.targetSeat != -1) w.key("targetSeat").value(mv.targetSeat);
        if (mv.targetGroup != -1) w.key("targetGroup").value(mv.targetGroup);
        if (mv.suit != -1) w.key("suit").value(mv.suit);
        if (mv.sourceZone != -1) w.key("sourceZone").value(mv.sourceZone);
        if (!mv.standsFor.empty()) w.key("standsFor").pairs(mv.standsFor);
        writePhrase(w, "withheld", mv.withheldBecause);
        if (!mv.cards.empty()) w.key("cards").ints(mv.cards);
        if (mv.endsTurn) w.key("endsTurn").value(true);
        if (!mv.lands.empty()) w.key("lands").pairs(mv.lands);
        w.endObject();
    }
    w.endArray();
    writePhrase(w, "question", m.question);
    if (!m.cardReasons.empty()) {
        w.key("cardReasons").beginArray();
        for (const WireCardReason& r : m.cardReasons) {
            w.beginObject().key("cards").ints(r.cards);
            writePhrase(w, "reason", r.reason);
            w.endObject();
        }
        w.endArray();
    }
    return w.finish();
}

QByteArray encode(const WireRefused& m) {
    QJsonObject o{{QStringLiteral("action"), qs(m.action)},
                  {QStringLiteral("reason"), qs(m.reason)}};
    putPhrase(o, "phrase", m.phrase);
    return seal("refused", o);
}

QByteArray encode(const WireError& m) {
    return seal("error",
                {{QStringLiteral("code"), qs(m.code)}, {QStringLiteral("message"), qs(m.message)}});
}

QByteArray encode(const WireResult& m) {
    QJsonObject o{{QStringLiteral("scores"), intArray(m.scores)},
                  {QStringLiteral("placements"), intArray(m.placements)},
                  {QStringLiteral("winners"), intArray(m.winners)}};
    if (!m.record.empty()) o.insert(QStringLiteral("record"), qs(m.record));
    return seal("result", o);
}

QByteArray encode(const WireHint& m) {
    QJsonObject o{{QStringLiteral("text"), qs(m.text)}};
    putPhrase(o, "label", m.label);
    putPhrase(o, "reason", m.reason);
    return seal("hint", o);
}

QByteArray encode(const WireClosing& m) {
    QJsonObject o{{QStringLiteral("reason"), qs(m.reason)}};
    if (!m.why.empty()) o.insert(QStringLiteral("why"), qs(m.why));
    if (!m.record.empty()) o.insert(QStringLiteral("record"), qs(m.record));
    return seal("closing", o);
}

std::string readHostMessage(QByteArrayView bytes, HostMessage& out) {
    std::string kind;
    QJsonObject o;
    if (std::string why = readEnvelope(bytes, kMaxHostMessageBytes, kind, o); !why.empty())
        return why;
    if (kind == "welcome") return readWelcome(o, out);
    if (kind == "seats") return readSeats(o, out);
    if (kind == "state") return readState(o, out);
    if (kind == "events") return readEvents(o, out);
    if (kind == "moves") return readMoves(o, out);
    if (kind == "refused") return readRefused(o, out);
    if (kind == "error") return readError(o, out);
    if (kind == "result") return readResult(o, out);
    if (kind == "hint") return readHint(o, out);
    if (kind == "closing") return readClosing(o, out);
    return "unknown message kind \"" + kind + "\"";
}

}  // namespace felt::net
