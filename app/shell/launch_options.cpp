#include "launch_options.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <utility>

#include "catalog/registry.h"
#include "net/invitation.h"
#include "present/translations.h"

namespace felt::app {

namespace {

// --option key=value, checked against the game's options as the engine
// declares them; "" or what is wrong.
QString readGameOptions(const QStringList& assignments, LaunchOptions& out) {
    const GameInfo* info = findGame(out.game.toStdString());
    if (!info) return QStringLiteral("--option needs --game (the game it belongs to).");
    OptionValues given;
    for (const QString& a : assignments) {
        const std::string error = parseOptionAssignment(a.toStdString(), given);
        if (!error.empty()) return QString::fromStdString(error);
    }
    const int players =
        out.players > 0 ? out.players : std::max(info->minPlayers, std::min(4, info->maxPlayers));
    OptionValues checked = given;
    const std::string error = validateOptions(info->options, players, checked);
    if (!error.empty()) return QString::fromStdString(info->id + ": " + error);
    for (const auto& [key, value] : given.all())
        out.options.insert(QString::fromStdString(key), QString::fromStdString(checked.text(key)));
    return {};
}

}  // namespace

bool parseLaunchOptions(const QStringList& args, LaunchOptions& out, QString& message,
                        int& exitCode) {
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral("Felt: a card table for house-rule card games."));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show this help and exit."));
    const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")},
                                     QStringLiteral("Show the version and exit."));
    QStringList ids;
    for (const auto& g : allGames()) ids << QString::fromStdString(g.id);
    const QCommandLineOption game(
        QStringLiteral("game"),
        QStringLiteral("Start this game at once (%1).").arg(ids.join(QStringLiteral(", "))),
        QStringLiteral("id"));
    const QCommandLineOption players(QStringLiteral("players"),
                                     QStringLiteral("Number of players."), QStringLiteral("n"));
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  QStringLiteral("Seed of the deal (same seed, same game)."),
                                  QStringLiteral("s"));
    const QCommandLineOption option(
        QStringLiteral("option"),
        QStringLiteral(
            "Set an option of the --game, as felt-cli does (felt-cli games lists them)."),
        QStringLiteral("key=value"));
    const QCommandLineOption autoplay(QStringLiteral("autoplay"),
                                      QStringLiteral("Every seat is played by a bot."));
    const QCommandLineOption quit(QStringLiteral("quit-after-game"),
                                  QStringLiteral("Exit with status 0 when the game ends."));
    const QCommandLineOption speed(QStringLiteral("speed"),
                                   QStringLiteral("Animation speed 0 (slow) to 3 (instant)."),
                                   QStringLiteral("n"));
    const QCommandLineOption measure(
        QStringLiteral("measure-startup"),
        QStringLiteral("Log the time to the first frame of the table."));
    const QCommandLineOption frames(QStringLiteral("log-frames"),
                                    QStringLiteral("Write every frame time to this file."),
                                    QStringLiteral("file"));
    const QCommandLineOption fresh(QStringLiteral("no-settings"),
                                   QStringLiteral("Neither read nor write saved settings."));
    const QCommandLineOption gpu(
        QStringLiteral("gpu"),
        QStringLiteral("Draw the table with the GPU instead of the software renderer."));
    const QCommandLineOption resume(
        QStringLiteral("continue"),
        QStringLiteral("Continue the game saved when Felt last closed."));
    const QCommandLineOption language(
        QStringLiteral("language"),
        QStringLiteral("Speak this language (%1).").arg(availableLanguages().join(", ")),
        QStringLiteral("code"));
    const QCommandLineOption highContrast(
        QStringLiteral("high-contrast"),
        QStringLiteral("Use the high-contrast table (as View > High contrast)."));
    const QCommandLineOption largePrint(
        QStringLiteral("large-print"),
        QStringLiteral("Draw bigger cards and text (as View > Large print)."));
    const QCommandLineOption discovery(
        QStringLiteral("discovery-address"),
        QStringLiteral("Where a hosted table announces itself: an IP address[:port] (default: "
                       "$FELT_DISCOVERY_ADDRESS, else the local network's broadcast address, "
                       "port 47111)."),
        QStringLiteral("address"));
    const QCommandLineOption host(
        QStringLiteral("host"),
        QStringLiteral("Host the --game at once for friends over the network and print its "
                       "invitation."));
    const QCommandLineOption join(QStringLiteral("join"),
                                  QStringLiteral("Join a network table by its invitation code or "
                                                 "felt:// address (also given alone)."),
                                  QStringLiteral("invitation"));
    const QCommandLineOption lesson(
        QStringLiteral("lesson"),
        QStringLiteral("Start the lesson of this game (as Help > Learn to play)."),
        QStringLiteral("id"));
    p.addOptions({help,   version,      game,       players,   seed,  option, autoplay,
                  quit,   speed,        measure,    frames,    fresh, gpu,    language,
                  resume, highContrast, largePrint, discovery, host,  join,   lesson});
    p.addPositionalArgument(QStringLiteral("record"),
                            QStringLiteral("A saved game record (.felt) to open, or an "
                                           "invitation (code or felt:// address) to join."),
                            QStringLiteral("[record]"));
    if (!p.parse(args)) {
        message = p.errorText() + QLatin1Char('\n');
        exitCode = 2;
        return false;
    }
    if (p.isSet(help)) {
        message = p.helpText().replace(QStringLiteral("<executable_name>"), QStringLiteral("felt"));
        exitCode = 0;
        return false;
    }
    if (p.isSet(version)) {
        message = QStringLiteral("felt %1\n").arg(QStringLiteral(FELT_VERSION));
        exitCode = 0;
        return false;
    }
    if (p.positionalArguments().size() > 1) {
        message = QStringLiteral("Give at most one game record to open.\n");
        exitCode = 2;
        return false;
    }
    out.record = p.positionalArguments().value(0);
    out.join = p.value(join);
    // An invitation given alone: its felt:// address, or its code (which no
    // saved game is named like).
    net::Invitation invitation;
    if (out.record.startsWith(QStringLiteral("felt://")) ||
        (!out.record.isEmpty() && !QFileInfo::exists(out.record) &&
         net::decodeInvitation(out.record, invitation).isEmpty()))
        out.join = std::exchange(out.record, {});
    out.host = p.isSet(host);
    if (out.host && (p.value(game).isEmpty() || !out.join.isEmpty())) {
        message = QStringLiteral("--host needs a --game to host (and no table to join).\n");
        exitCode = 2;
        return false;
    }
    out.discoveryAddress = p.value(discovery);
    out.game = p.value(game);
    if (!out.game.isEmpty() && !findGame(out.game.toStdString())) {
        message = QStringLiteral("Unknown game \"%1\". Known: %2\n").arg(out.game, ids.join(", "));
        exitCode = 2;
        return false;
    }
    out.lesson = p.value(lesson);
    if (!out.lesson.isEmpty() && !findGame(out.lesson.toStdString())) {
        message =
            QStringLiteral("Unknown game \"%1\". Known: %2\n").arg(out.lesson, ids.join(", "));
        exitCode = 2;
        return false;
    }
    out.players = p.value(players).toInt();
    if (p.isSet(option)) {
        const QString error = readGameOptions(p.values(option), out);
        if (!error.isEmpty()) {
            message = error + QLatin1Char('\n');
            exitCode = 2;
            return false;
        }
    }
    out.seed = p.value(seed);
    out.autoplay = p.isSet(autoplay);
    out.quitAfterGame = p.isSet(quit);
    out.speed = p.isSet(speed) ? std::clamp(p.value(speed).toInt(), 0, 3) : -1;
    out.measureStartup = p.isSet(measure);
    out.frameLog = p.value(frames);
    out.fresh = p.isSet(fresh);
    out.highContrast = p.isSet(highContrast);
    out.largePrint = p.isSet(largePrint);
    out.gpu = p.isSet(gpu);
    out.language = p.value(language);
    out.resume = p.isSet(resume);
    if (!out.language.isEmpty() && !checkLanguage(out.language).isEmpty()) {
        message = checkLanguage(out.language) + QLatin1Char('\n');
        exitCode = 2;
        return false;
    }
    return true;
}

}  // namespace felt::app
