// Command line of the felt executable.
#pragma once

#include <QString>
#include <QStringList>
#include <QVariantMap>

namespace felt::app {

struct LaunchOptions {
    QString game;                // --game: start this game at once
    int players = 0;             // --players (0: the game's minimum or the remembered setup)
    QString seed;                // --seed
    QVariantMap options;         // --option key=value (with --game): the game's options
    bool autoplay = false;       // every seat a bot
    bool quitAfterGame = false;  // exit 0 when the game ends
    int speed = -1;              // --speed 0..3 (3 = instant); -1: remembered
    bool measureStartup = false;
    QString frameLog;           // --log-frames FILE
    bool fresh = false;         // --no-settings: ignore and keep the saved settings
    bool gpu = false;           // --gpu: draw the table with the GPU (default: software renderer)
    QString record;             // a saved game given on the command line (e.g. by the file manager)
    bool resume = false;        // --continue: resume the autosaved game
    QString language;           // --language CODE: speak this language (default: saved or system)
    bool highContrast = false;  // --high-contrast
    bool largePrint = false;    // --large-print
    QString discoveryAddress;   // --discovery-address ADDRESS[:PORT] (net/discovery.h)
    bool host = false;          // --host: host the --game over the network at once
    QString join;               // --join CODE, or a felt:// address: join that network table
    QString lesson;             // --lesson ID: start this game's lesson (docs/lessons.md)
};

// Parses `args` (argv as strings). Returns false and fills `message` with help,
// version or an error; `exitCode` says which (0 for help and version).
bool parseLaunchOptions(const QStringList& args, LaunchOptions& out, QString& message,
                        int& exitCode);

}  // namespace felt::app
