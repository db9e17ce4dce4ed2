#include "game_catalog.h"

#include <QFile>

#include "catalog/registry.h"
#include "present/table_text.h"
#include "setup/setup_codec.h"
#include "setup/valid_setup.h"

namespace felt::app {

namespace {

QString typeName(OptionType t) {
    switch (t) {
        case OptionType::Bool:
            return QStringLiteral("bool");
        case OptionType::Int:
            return QStringLiteral("int");
        case OptionType::Choice:
            return QStringLiteral("choice");
    }
    return {};
}

// A picture of the game's table (scripts/game-pictures.sh), "" for a game
// that has none yet: the new-game panel then shows a plain tile.
QString pictureOf(const std::string& id) {
    const QString path = QStringLiteral(":/tables/%1.png").arg(QString::fromStdString(id));
    return QFile::exists(path) ? QStringLiteral("qrc") + path : QString();
}

}  // namespace

GameCatalog::GameCatalog(QObject* parent) : QObject(parent) {}

QVariantList GameCatalog::games() const {
    QVariantList list;
    for (const GameInfo& g : allGames()) {
        QVariantList options;
        for (const OptionSpec& o : g.options) {
            QStringList choices, choiceLabels;
            for (const std::string& c : o.choices) choices << QString::fromStdString(c);
            for (const std::string& l : o.choiceLabels) choiceLabels << engineWord(l.c_str());
            options.append(QVariantMap{
                {QStringLiteral("key"), QString::fromStdString(o.key)},
                {QStringLiteral("label"), engineWord(o.label.c_str())},
                {QStringLiteral("description"), engineWord(o.description.c_str())},
                {QStringLiteral("type"), typeName(o.type)},
                {QStringLiteral("defaultValue"), QString::fromStdString(o.defaultValue)},
                {QStringLiteral("minValue"), o.minValue},
                {QStringLiteral("maxValue"), o.maxValue},
                {QStringLiteral("choices"), choices},
                {QStringLiteral("choiceLabels"), choiceLabels}});
        }
        list.append(QVariantMap{{QStringLiteral("id"), QString::fromStdString(g.id)},
                                {QStringLiteral("name"), engineWord(g.name.c_str())},
                                {QStringLiteral("summary"), engineWord(g.summary)},
                                {QStringLiteral("minPlayers"), g.minPlayers},
                                {QStringLiteral("maxPlayers"), g.maxPlayers},
                                {QStringLiteral("picture"), pictureOf(g.id)},
                                {QStringLiteral("botKinds"), offeredBots(g)},
                                {QStringLiteral("defaultBot"), defaultBot(g)},
                                {QStringLiteral("options"), options}});
    }
    return list;
}

int GameCatalog::indexOf(const QString& gameId) const {
    const auto& games = allGames();
    for (std::size_t i = 0; i < games.size(); ++i)
        if (QString::fromStdString(games[i].id) == gameId) return static_cast<int>(i);
    return -1;
}

bool GameCatalog::optionAvailable(const QString& gameId, const QString& key, int players,
                                  const QVariantMap& values) const {
    const GameInfo* g = findGame(gameId.toStdString());
    if (!g) return false;
    const OptionValues v = optionsFromMap(normalizedOptions(gameId, players, values));
    for (const OptionSpec& o : g->options)
        if (QString::fromStdString(o.key) == key) return isAvailable(o, players, v);
    return false;
}

QVariantMap GameCatalog::normalizedOptions(const QString& gameId, int players,
                                           const QVariantMap& values) const {
    const GameInfo* g = findGame(gameId.toStdString());
    if (!g) return {};
    OptionValues v;
    for (const OptionSpec& o : g->options) {
        const QString key = QString::fromStdString(o.key);
        v.set(o.key, values.contains(key) ? inRange(o, values.value(key).toString().toStdString())
                                          : o.defaultValue);
    }
    // Options whose condition fails fall back to their defaults, in
    // declaration order so that chains of conditions settle.
    for (const OptionSpec& o : g->options)
        if (!isAvailable(o, players, v)) v.set(o.key, o.defaultValue);
    // A player count that needs an option changed (a second deck for many
    // players) changes it, as a person would have to.
    OptionValues valid = v;
    if (makeSetupValid(*g, players, valid).empty()) v = valid;
    return optionsToMap(v);
}

QVariantMap GameCatalog::validOptions(const QString& gameId, int players,
                                      const QVariantMap& values) const {
    const GameInfo* g = findGame(gameId.toStdString());
    if (!g) return values;
    OptionValues v = optionsFromMap(values);
    if (!makeSetupValid(*g, players, v).empty()) return values;
    return optionsToMap(v);
}

QString GameCatalog::validate(const QString& gameId, int players, const QVariantMap& values) const {
    const GameInfo* g = findGame(gameId.toStdString());
    if (!g) return tr("Unknown game.");
    OptionValues v = optionsFromMap(values);
    const std::string error = validateSetup(*g, players, v);
    if (error.empty()) return {};
    // The game's own complaint reads in the reader's language; what the panel
    // cannot produce (unknown options, counts out of range) stays the engine's.
    const bool countOk = players >= g->minPlayers && players <= g->maxPlayers;
    const Phrase problem =
        countOk && g->checkSetup && validateOptions(g->options, players, v).empty()
            ? g->checkSetup(players, v)
            : Phrase{};
    return problem.empty() ? QString::fromStdString(error) : TableText().phrase(problem);
}

}  // namespace felt::app
