// The application window: native menus, status line, and the Qt Quick table.
#pragma once

#include <QElapsedTimer>
#include <QMainWindow>
#include <QMenu>
#include <QVariantMap>
#include <functional>

#include "shell/launch_options.h"

class QActionGroup;

namespace felt::app {

class Autosave;
class Prompt;
class GameSession;
class FrameMonitor;
class TableBox;
class ViewSettings;
class NetLobby;
class NetSession;
class Statistics;
class TableSession;

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
    QMenu* lessonMenu();
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
    void startLessonFromOptions();
    QVariantMap setupFromOptions() const;
    void openRecordFromOptions();
    void onGameFinished();
    // Gives back memory a finished game no longer needs.
    void releaseCaches();
    void afterFirstFrame();
    void openStatistics();
    // Why Game > Statistics… has none to show (--no-settings, --autoplay).
    QString noStatisticsReason() const;
    void continueFromOptions();
    void playDealCode();
    void playDealCode(const QString& code);
    // Opens a lobby for the game on the table (or the last one set up).
    void hostTable();
    void hostTable(const QVariantMap& setup);
    void joinFromOptions();  // --join, or a felt:// invitation given alone
    // The host's game began: the table shows it from this Felt's seat.
    void startNetworkTable();
    // A game of this Felt's own takes the table back from a network game.
    void endNetworkTable();
    // Takes a network game off the table, leaving its lobby as it is.
    void dropNetworkTable();
    // The session the table shows: a network game's, else this Felt's own.
    TableSession* playing() const;
    void createRoom();
    // The game Host a table… and Create a room… offer to friends.
    QVariantMap setupForFriends() const;
    // A game with moves made is on the table (and no --autoplay runs it).
    bool gameUnderWay() const;
    // A network game is on the table and goes on (its host still there).
    bool networkGameUnderWay() const;
    // Runs `then` when no network game goes on, or once the person agrees to
    // leave it (a host closes it for everyone).
    void mayLeaveNetworkTable(const QString& title, std::function<void()> then);
    // Runs `then` when no game is under way, or once the person agrees to end it.
    void mayEndGame(const QString& title, const QString& question, std::function<void()> then);
    // Where Open and Save As start (see persist/record_folder.h).
    QString recordFolder() const;
    void rememberRecordFolder(const QString& file);
    QVariantMap rememberedSetup() const;

    LaunchOptions options_;
    TableBox* table_ = nullptr;  // the table's Qt Quick scene, under the menu bar
    GameSession* session_ = nullptr;
    FrameMonitor* frames_ = nullptr;
    bool afterFirstFrameDone_ = false;
    Autosave* autosave_ = nullptr;  // none with --no-settings or --autoplay
    QActionGroup* speedGroup_ = nullptr;
    Prompt* prompt_ = nullptr;
    NetLobby* lobby_ = nullptr;
    NetSession* netTable_ = nullptr;    // while a network game is on the table
    Statistics* statistics_ = nullptr;  // once the first frame is shown
    // Fades what the Game menu cannot do now (undo, redo, replay; all without a game).
    std::function<void()> updateGameActions_ = [] {};
    QString lastRecordFolder_;    // with --no-settings: remembered while Felt runs
    bool quitConfirmed_ = false;  // the person agreed to lose the game and quit
};

}  // namespace felt::app
