// A table written as JSON and rebuilt from it, so that a host that restarts
// seats everyone again under their old tokens. The file holds the truth (the
// game's record with its seed) and every seat's token: it stays on the host's
// disk and is never sent to anyone.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <algorithm>

#include "catalog/record.h"
#include "games/game_info.h"
#include "json_fields.h"
#include "table_host.h"

namespace felt::net {

namespace {

constexpr int kSavedVersion = 1;
constexpr const char* kSavedMark = "felt network table";

const char* ruleName(StartRule rule) {
    switch (rule) {
        case StartRule::WhenReady:
            return "ready";
        case StartRule::ByHost:
            return "host";
        case StartRule::WhenSeated:
            break;
    }
    return "seated";
}

}  // namespace

std::string TableHost::recordText() const {
    if (!state_) return {};
    std::vector<SeatSetup> setups;
    for (const Seat& s : seats_)
        setups.push_back({s.name, s.kind == Kind::Bot ? s.level : "human"});
    return writeRecord(recordOf(*state_, setup_.game, setups));
}

std::string TableHost::sendableRecord() const {
    std::string record = recordText();
    return record.size() <= static_cast<std::size_t>(kMaxRecordChars) ? record : std::string();
}

QByteArray TableHost::saved() const {
    if (!state_) return {};
    QJsonArray seats;
    for (const Seat& s : seats_) {
        const char* kind = s.kind == Kind::Open     ? "open"
                           : s.kind == Kind::Person ? "person"
                                                    : "bot";
        seats.append(QJsonObject{{QStringLiteral("kind"), QLatin1String(kind)},
                                 {QStringLiteral("name"), QString::fromStdString(s.name)},
                                 {QStringLiteral("token"), QString::fromStdString(s.token)},
                                 {QStringLiteral("level"), QString::fromStdString(s.level)}});
    }
    // The record stays text: its 64-bit seed would not survive a JSON double.
    const std::string record = recordText();
    QJsonObject o{
        {QStringLiteral("felt"), QLatin1String(kSavedMark)},
        {QStringLiteral("version"), kSavedVersion},
        {QStringLiteral("record"), QString::fromStdString(record)},
        {QStringLiteral("room"), QString::fromStdString(setup_.room)},
        {QStringLiteral("started"), started_},
        {QStringLiteral("start"), QLatin1String(ruleName(setup_.start))},
        {QStringLiteral("awayWaitMs"), static_cast<double>(setup_.awayWaitMs)},
        {QStringLiteral("standInLevel"), QString::fromStdString(setup_.standInLevel)},
        {QStringLiteral("botSeed"), QString::number(botSeed_, 16)},
        {QStringLiteral("seats"), seats},
    };
    if (!setup_.listenAt.empty())
        o.insert(QStringLiteral("listenAt"), QString::fromStdString(setup_.listenAt));
    if (setup_.ownSeat >= 0) o.insert(QStringLiteral("ownSeat"), setup_.ownSeat);
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

std::string TableHost::saveTo(const QString& path) const {
    const QByteArray bytes = saved();
    if (bytes.isEmpty()) return "there is no table to save";
    QSaveFile file(path);
    // Its room secret and seat tokens let anyone who reads it take the seats.
    if (!file.open(QIODevice::WriteOnly) ||
        !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner))
        return "cannot write " + path.toStdString() + ": " + file.errorString().toStdString();
    if (file.write(bytes) != bytes.size() || !file.commit())
        return "cannot write " + path.toStdString() + ": " + file.errorString().toStdString();
    return {};
}

void TableHost::setAutosave(const QString& path) {
    autosavePath_ = path;
    autosave();
}

void TableHost::autosave() {
    if (autosavePath_.isEmpty() || shutDown_ || !state_) return;
    if (state_->isTerminal()) {
        QFile::remove(autosavePath_);
        return;
    }
    autosaveError_ = saveTo(autosavePath_);
}

std::unique_ptr<TableHost> TableHost::restore(QByteArrayView json, std::string& error,
                                              ClientLimits limits, Clock clock) {
    if (json.size() > static_cast<qsizetype>(kMaxRecordBytes)) {
        error = "the saved table is too large";
        return nullptr;
    }
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(json.toByteArray(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        error = "the saved table is not JSON: " + parseError.errorString().toStdString();
        return nullptr;
    }
    const QJsonObject o = doc.object();
    JsonFields f(o, "saved table", error);
    f.onlyKeys({"felt", "version", "record", "room", "started", "start", "awayWaitMs",
                "standInLevel", "botSeed", "seats", "listenAt", "ownSeat"});
    if (f.text("felt", 64) != kSavedMark && f.ok()) f.fail("this is not a saved network table");
    if (f.integer("version", 1, 1 << 30) != kSavedVersion && f.ok())
        f.fail("a saved table of another version");
    const std::string recordText = f.text("record", static_cast<int>(kMaxRecordBytes));
    HostSetup setup;
    setup.room = f.text("room", kMaxSecretChars);
    const bool started = f.flag("started");
    const std::string rule = f.text("start", 16);
    setup.start = rule == "ready"  ? StartRule::WhenReady
                  : rule == "host" ? StartRule::ByHost
                                   : StartRule::WhenSeated;
    setup.awayWaitMs = f.integer("awayWaitMs", 0, static_cast<int>(kMaxAwayWaitMs));
    setup.standInLevel = f.text("standInLevel", 32);
    const std::string botSeed = f.text("botSeed", 16);
    const QJsonArray seats = f.array("seats", kMaxSeats);
    setup.listenAt = f.text("listenAt", 80, false);
    setup.ownSeat = f.integer("ownSeat", -1, kMaxSeats - 1, false, -1);
    if (!f.ok()) return nullptr;
    if (setup.room.empty()) {
        error = "the saved table has no room secret";
        return nullptr;
    }

    const LoadedGame loaded = loadRecord(recordText);
    if (!loaded.error.empty()) {
        error = "the saved game cannot be replayed: " + loaded.error;
        return nullptr;
    }
    const GameRecord& record = loaded.record;
    setup.game = record.game;
    setup.players = record.config.players;
    setup.options = record.config.options.all();
    setup.seed = record.config.seed;
    if (static_cast<int>(seats.size()) != setup.players) {
        error = "the saved table's seats do not match its game";
        return nullptr;
    }
    auto host = std::make_unique<TableHost>(setup, limits, std::move(clock));
    if (!host->error_.empty()) {
        error = host->error_;
        return nullptr;
    }
    bool seedOk = false;
    host->botSeed_ = QString::fromStdString(botSeed).toULongLong(&seedOk, 16);
    if (!seedOk) {
        error = "the saved table's bot seed is not a number";
        return nullptr;
    }
    // Replayed here rather than taken from the loaded game: the seats' seen
    // events come only from applying every action again.
    for (const std::string& text : record.actions) {
        const std::optional<Action> action = host->state_->parse(text);
        EventList events;
        if (!action || !host->state_->isLegal(*action) ||
            !host->state_->apply(*action, &events).empty()) {
            error = "the saved game cannot be replayed at \"" + text + "\"";
            return nullptr;
        }
        host->seen_.record(events);
    }
    const std::vector<std::string> levels = playerLevels();
    for (int i = 0; i < setup.players; ++i) {
        if (!seats[i].isObject()) {
            error = "the saved table's seats must be objects";
            return nullptr;
        }
        const QJsonObject so = seats[i].toObject();
        JsonFields sf(so, "seats[" + std::to_string(i) + "]", error);
        sf.onlyKeys({"kind", "name", "token", "level"});
        Seat& s = host->seats_[static_cast<std::size_t>(i)];
        const std::string kind = sf.text("kind", 16);
        s.name = sf.text("name", kMaxNameChars);
        s.token = sf.text("token", kMaxSecretChars);
        s.level = sf.text("level", 32);
        if (!sf.ok()) return nullptr;
        if (s.token.size() < 16) {
            error = "seat " + std::to_string(i) + " has no token";
            return nullptr;
        }
        if (kind == "person") {
            s.kind = Kind::Person;
            s.awaySince = host->now();  // away until they rejoin; the wait starts now
        } else if (kind == "bot" &&
                   std::find(levels.begin(), levels.end(), s.level) != levels.end()) {
            s.kind = Kind::Bot;
        } else if (kind == "open") {
            s.kind = Kind::Open;
        } else {
            error = "seat " + std::to_string(i) + " is of no known kind";
            return nullptr;
        }
    }
    // Bots resume at the first setThinker() or poll(), where the caller wants them.
    host->started_ = started;
    return host;
}

}  // namespace felt::net
