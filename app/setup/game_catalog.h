// The registered games as the settings panel needs them: names, player
// ranges, bot kinds and option specs, plus availability and validation
// answered by the engine (isAvailable, validateSetup).
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QVariantList>
#include <QVariantMap>

namespace felt::app {

class GameCatalog : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QVariantList games READ games CONSTANT)
public:
    explicit GameCatalog(QObject* parent = nullptr);

    // [{id, name, minPlayers, maxPlayers, picture (a URL, "" for none), botKinds (offered to
    // people), defaultBot, options: [{key, label, description, type: "bool"|"int"|"choice",
    // defaultValue, minValue, maxValue, choices}]}]
    QVariantList games() const;
    Q_INVOKABLE int indexOf(const QString& gameId) const;
    Q_INVOKABLE bool optionAvailable(const QString& gameId, const QString& key, int players,
                                     const QVariantMap& values) const;
    // "" when the game can be started with these players and options.
    Q_INVOKABLE QString validate(const QString& gameId, int players,
                                 const QVariantMap& values) const;
    // `values` if valid, else a nearby valid option set (see makeSetupValid);
    // `values` unchanged when nothing nearby is valid.
    Q_INVOKABLE QVariantMap validOptions(const QString& gameId, int players,
                                         const QVariantMap& values) const;
    // Every option of the game present and in its range, unavailable ones back
    // at their defaults, and the set made playable for `players` where one
    // or two options changed can do it (see makeSetupValid).
    Q_INVOKABLE QVariantMap normalizedOptions(const QString& gameId, int players,
                                              const QVariantMap& values) const;
};

}  // namespace felt::app
