// felt: the card table application.
#include <QApplication>
#include <QElapsedTimer>
#include <QQmlEngineExtensionPlugin>
#include <QQuickWindow>
#include <cstdio>

#include "present/translations.h"
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
    // The table is mostly still images: Qt Quick's software renderer, which
    // redraws only what changed, starts faster and needs far less memory than
    // OpenGL (measured under Xvfb: ~100 ms and ~70 MB against ~150 ms and
    // ~185 MB). --gpu or the usual Qt variables choose the GPU instead.
    if (!options.gpu && qEnvironmentVariableIsEmpty("QT_QUICK_BACKEND") &&
        qEnvironmentVariableIsEmpty("QSG_RHI_BACKEND"))
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Felt"));
    QApplication::setApplicationName(QStringLiteral("Felt"));
    QApplication::setApplicationVersion(QStringLiteral(FELT_VERSION));
    const QLocale language = felt::app::languageToUse(options.language, !options.fresh);
    QLocale::setDefault(language);
    felt::app::installTranslations(language);
    felt::app::MainWindow window(options, sinceMain);
    window.show();
    return QApplication::exec();
}
