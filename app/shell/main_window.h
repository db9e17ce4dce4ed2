// The application window: native menus, status line, and the Qt Quick table.
#pragma once

#include <QElapsedTimer>
#include <QMainWindow>
#include <QMenu>
#include <QVariantMap>

#include "shell/launch_options.h"

class QQuickWidget;
class QActionGroup;

namespace felt::app {

class Autosave;
class GameSession;
class FrameMonitor;
class ViewSettings;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    MainWindow(const LaunchOptions& options, const QElapsedTimer& sinceMain);
    ~MainWindow() override;

    GameSession* session() const { return session_; }

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildMenus();
    QMenu* languageMenu();
    // A submenu offering `names` (one checked: the current choice), kept in
    // step with the view settings.
    QMenu* choiceMenu(const QString& title, const QStringList& names,
                      QString (*label)(const QString&), QString (ViewSettings::*current)() const,
                      void (ViewSettings::*choose)(const QString&));
    void showSetup();
    void showRules();
    void showAbout();
    void saveGame();
    void openGame();
    void startFromOptions();
    void openRecordFromOptions();
    void onGameFinished();
    // Gives back memory a finished game no longer needs.
    void releaseCaches();
    void continueFromOptions();
    void playDealCode();
    // True when no game is under way, or the person agrees to end it.
    bool mayEndGame(const QString& title, const QString& question);
    QVariantMap rememberedSetup() const;

    LaunchOptions options_;
    QQuickWidget* table_ = nullptr;
    GameSession* session_ = nullptr;
    FrameMonitor* frames_ = nullptr;
    Autosave* autosave_ = nullptr;  // none with --no-settings or --autoplay
    QActionGroup* speedGroup_ = nullptr;
};

}  // namespace felt::app
