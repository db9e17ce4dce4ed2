// felt: the card table application.
#include <QApplication>
#include <QElapsedTimer>
#include <QQmlEngineExtensionPlugin>
#include <cstdio>

#include "shell/launch_options.h"
#include "shell/main_window.h"

Q_IMPORT_QML_PLUGIN(FeltPlugin)

int main(int argc, char** argv) {
    QElapsedTimer sinceMain;
    sinceMain.start();
    QStringList args;
    for (int i = 0; i < argc; ++i) args << QString::fromLocal8Bit(argv[i]);
    felt::app::LaunchOptions options;
    QString message;
    int exitCode = 0;
    // --help and --version answer before any window system is touched.
    if (!felt::app::parseLaunchOptions(args, options, message, exitCode)) {
        std::fputs(qPrintable(message), exitCode == 0 ? stdout : stderr);
        return exitCode;
    }
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Felt"));
    QApplication::setApplicationName(QStringLiteral("Felt"));
    QApplication::setApplicationVersion(QStringLiteral(FELT_VERSION));
    felt::app::MainWindow window(options, sinceMain);
    window.show();
    return QApplication::exec();
}
