#include "main_window.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QIcon>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenuBar>
#include <QMessageBox>
#include <QPixmapCache>
#include <QQmlEngine>
#include <QQmlError>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>
#include <cstdio>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "catalog/deal_code.h"
#include "catalog/registry.h"
#include "lesson/lesson_player.h"
#include "net/net_client.h"
#include "net/net_lobby.h"
#include "net/net_session.h"
#include "persist/autosave.h"
#include "persist/record_folder.h"
#include "present/keyboard_help.h"
#include "present/prompt.h"
#include "present/rules_text.h"
#include "present/table_text.h"
#include "present/translations.h"
#include "session/game_session.h"
#include "setup/setup_codec.h"
#include "setup/valid_setup.h"
#include "shell/frame_monitor.h"
#include "shell/table_box.h"
#include "shell/widget_print.h"
#include "stats/statistics.h"

namespace felt::app {

MainWindow::MainWindow(const LaunchOptions& options, const QElapsedTimer& sinceMain)
    : options_(options) {
    setWindowTitle(QStringLiteral("Felt"));
    // Ties the window to the installed desktop entry (Wayland shows its icon and name).
    QGuiApplication::setDesktopFileName(QStringLiteral(FELT_APP_ID));
    table_ = new TableBox(TableBox::kindForPlatform(), this);
    table_->engine()->addImportPath(QStringLiteral("qrc:/qt/qml"));
    table_->setColor(QColor(0x1f, 0x5e, 0x3a));
    frames_ = new FrameMonitor(table_->quickWindow(), table_->offscreenView(), sinceMain,
                               options.measureStartup, options.frameLog, this);
    connect(frames_, &FrameMonitor::firstFrameShown, this, &MainWindow::afterFirstFrame);
    // A window that is never shown (started minimized, say) draws no frame:
    // what waits for the first one is done after two seconds all the same.
    QTimer::singleShot(2000, this, &MainWindow::afterFirstFrame);
    QList<QQmlError> errors;
    if (!table_->load(QUrl(QStringLiteral("qrc:/qt/qml/Felt/shell/Main.qml")), &errors)) {
        for (const auto& e : errors) std::fprintf(stderr, "%s\n", qPrintable(e.toString()));
        qFatal("The table could not be loaded.");
    }
    session_ = table_->rootObject()->property("session").value<GameSession*>();
    // Questions and messages show as Felt's own dialogs over the table; while
    // one shows, the menus wait too (as under a modal dialog).
    prompt_ = new Prompt(this);
    table_->rootObject()->setProperty("prompt", QVariant::fromValue(prompt_));
    connect(prompt_, &Prompt::changed, this, [this] {
        menuBar()->setEnabled(!prompt_->isOpen());
        if (prompt_->isOpen()) table_->focusTable();
    });
    // What the first frame does not show waits for it (afterFirstFrame).
    table_->rootObject()->setProperty("firstFrameShown", false);
    // Logged frame times need a window that draws all the time (Main.qml).
    table_->rootObject()->setProperty("keepDrawing", !options.frameLog.isEmpty());
    setCentralWidget(table_->widget());
    setMinimumSize(1024, 700);  // the smallest window every layout is checked at
    table_->focusTable();

    QSettings settings;
    bool placed = false;
    if (!options_.fresh) {
        placed = restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
        session_->view()->restore(settings);
    } else {
        session_->view()->setRoundSummaries(true);  // as for a new player
    }
    session_->setUnattended(options_.autoplay || options_.quitAfterGame);
    if (options_.speed >= 0) session_->view()->setAnimationSpeed(options_.speed);
    if (options_.highContrast) session_->view()->setHighContrast(true);
    if (options_.largePrint) session_->view()->setLargePrint(true);
    if (!options_.fresh) session_->view()->storeOnChange();
    // What shows before the table's first frame: the chosen felt.
    const auto clearToFelt = [this] {
        table_->setColor(
            session_->view()->theme().value(QStringLiteral("feltBottom")).value<QColor>());
    };
    clearToFelt();
    connect(session_->view(), &ViewSettings::changed, this, clearToFelt);
    if (!placed) resize(1200, 780);

    if (!options_.fresh && !options_.autoplay) {
        autosave_ = new Autosave(*session_, Autosave::defaultFolder(), this);
        connect(autosave_, &Autosave::writeFailed, this,
                [this](const QString& why) { prompt_->tell(tr("Autosave"), why); });
        table_->rootObject()->setProperty("autosave", QVariant::fromValue(autosave_));
    }
    // Hosting and joining network tables (Game > Host a table…, Join a table…).
    lobby_ = new NetLobby(this);
    lobby_->setDiscoveryAddress(options_.discoveryAddress);
    if (!options_.fresh)
        lobby_->setPlayerName(QSettings().value(QStringLiteral("network/name")).toString());
    // Until a name is given, the one this computer knows its person by.
    if (lobby_->playerName().isEmpty()) lobby_->setPlayerName(qEnvironmentVariable("USER"));
    if (!options_.fresh) {
        connect(lobby_, &NetLobby::playerNameChanged, this, [this] {
            QSettings().setValue(QStringLiteral("network/name"), lobby_->playerName());
        });
        lobby_->setLastServer(QSettings().value(QStringLiteral("network/server")).toString());
        connect(lobby_, &NetLobby::lastServerChanged, this, [this] {
            QSettings().setValue(QStringLiteral("network/server"), lobby_->lastServer());
        });
    }
    if (!options_.fresh && !options_.autoplay) {
        // A hosted table is kept for Continue, a joined seat for rejoining.
        lobby_->setSaveFolder(Autosave::defaultFolder());
        lobby_->setRememberSeats(true);
    }
    table_->rootObject()->setProperty("lobby", QVariant::fromValue(lobby_));
    connect(lobby_, &NetLobby::started, this, &MainWindow::startNetworkTable);
    buildMenus();
    followLargePrint(session_->view(), this);
    connect(session_, &GameSession::gameChanged, this, [this] {
        endNetworkTable();
        setWindowTitle(QStringLiteral("%1 — Felt").arg(session_->gameName()));
        if (!options_.fresh && !options_.autoplay) {
            QSettings s;
            s.setValue(
                QStringLiteral("setup/last"),
                QString::fromUtf8(QJsonDocument(QJsonObject::fromVariantMap(session_->setup()))
                                      .toJson(QJsonDocument::Compact)));
        }
    });
    connect(session_, &GameSession::gameFinished, this, &MainWindow::onGameFinished);
    connect(session_, &GameSession::botThought, frames_, &FrameMonitor::noteBotThink);
    table_->rootObject()->setProperty("lastSetup", rememberedSetup());
    // The table takes the size it will have in the window before a game is
    // laid out on it; else every card is placed again when the window shows.
    // (The menu bar's height is known once the menus are built.)
    table_->rootObject()->setSize(QSizeF(width(), height() - menuBar()->sizeHint().height()));

    if (options_.resume)
        continueFromOptions();
    else if (!options_.record.isEmpty())
        openRecordFromOptions();
    else if (!options_.lesson.isEmpty())
        startLessonFromOptions();
    else if (!options_.game.isEmpty())
        startFromOptions();
    else if (options_.join.isEmpty())
        showSetup();
    if (!options_.join.isEmpty()) joinFromOptions();
    frames_->tableReady();
}

MainWindow::~MainWindow() {
    // Qt deletes the children after this destructor, when this object is
    // only a QWidget: nothing they say as they go (the session ending, the
    // lobby closing its connection, which a network table would still hear)
    // may reach the slots of the window that is gone.
    if (netTable_) netTable_->detach();
    const std::initializer_list<QObject*> senders = {
        session_, session_->view(), table_->rootObject()->property("lesson").value<QObject*>(),
        lobby_,   netTable_,        prompt_,
        frames_,  autosave_};
    for (QObject* sender : senders)
        if (sender) sender->disconnect(this);
}

QVariantMap MainWindow::rememberedSetup() const {
    if (options_.fresh) return {};
    const QString json = QSettings().value(QStringLiteral("setup/last")).toString();
    return QJsonDocument::fromJson(json.toUtf8()).object().toVariantMap();
}

void MainWindow::startFromOptions() {
    const QVariantMap setup = setupFromOptions();
    if (options_.host) {  // the game is for friends over the network, not this Felt's own
        hostTable(setup);
        return;
    }
    const QString error = session_->start(setup);
    if (error.isEmpty()) return;
    std::fprintf(stderr, "felt: %s\n", qPrintable(error));
    if (options_.quitAfterGame)
        QTimer::singleShot(0, qApp, [] { QApplication::exit(2); });
    else
        showSetup();
}

// --lesson ID: as Help > Learn to play, with no game to lose yet.
void MainWindow::startLessonFromOptions() {
    auto* lesson = table_->rootObject()->property("lesson").value<LessonPlayer*>();
    const QString problem = lesson->start(options_.lesson);
    if (problem.isEmpty()) return;
    std::fprintf(stderr, "felt: %s\n", qPrintable(problem));
    showSetup();
}

QVariantMap MainWindow::setupFromOptions() const {
    const GameInfo* info = findGame(options_.game.toStdString());
    QVariantMap setup = rememberedSetup();
    if (setup.value(QStringLiteral("game")).toString() != options_.game) setup.clear();
    setup.remove(QStringLiteral("seed"));  // a new deal unless --seed asks for one
    setup.insert(QStringLiteral("game"), options_.game);
    int players =
        options_.players > 0 ? options_.players : setup.value(QStringLiteral("players"), 0).toInt();
    if (players <= 0) players = std::max(info->minPlayers, std::min(4, info->maxPlayers));
    setup.insert(QStringLiteral("players"), players);
    if (!options_.seed.isEmpty()) setup.insert(QStringLiteral("seed"), options_.seed);
    QVariantMap chosen = setup.value(QStringLiteral("options")).toMap();
    chosen.insert(options_.options);  // --option wins over the remembered setup
    // Some player counts need an option changed (e.g. a second deck): pick a valid set.
    OptionValues values = optionsFromMap(chosen);
    setup.insert(QStringLiteral("options"),
                 makeSetupValid(*info, players, values).empty() ? optionsToMap(values) : chosen);
    if (options_.autoplay) {
        const QString kind = defaultBot(*info);
        QVariantList seats;
        for (int s = 0; s < players; ++s)
            seats.append(QVariantMap{{QStringLiteral("name"), tr("Bot %1").arg(s + 1)},
                                     {QStringLiteral("kind"), kind}});
        setup.insert(QStringLiteral("seats"), seats);
    }
    return setup;
}

void MainWindow::openRecordFromOptions() {
    const QString error = session_->loadRecord(options_.record);
    if (error.isEmpty()) return;
    std::fprintf(stderr, "felt: %s: %s\n", qPrintable(options_.record), qPrintable(error));
    if (options_.quitAfterGame) {
        QTimer::singleShot(0, qApp, [] { QApplication::exit(2); });
        return;
    }
    showSetup();
    prompt_->tell(tr("Open game record"),
                  tr("%1 could not be opened: %2").arg(options_.record, error));
}

void MainWindow::continueFromOptions() {
    const QString error =
        autosave_ ? autosave_->resume()
                  : tr("Nothing is kept with --no-settings or --autoplay, so there is no game "
                       "to continue.");
    if (error.isEmpty()) {
        // For scripts and tests: where the game stands now.
        std::printf("continued: %s after %zu actions, viewer %d\n", qPrintable(session_->gameId()),
                    session_->state()->history().size(), session_->viewer());
        std::fflush(stdout);
        return;
    }
    std::fprintf(stderr, "felt: %s\n", qPrintable(error));
    showSetup();
    prompt_->tell(tr("Continue"), error);
}

void MainWindow::playDealCode() {
    prompt_->askText(tr("Play a deal code"), tr("Deal code (as shown after a game):"), tr("Play"),
                     [this](const QString& code) { playDealCode(code); });
}

void MainWindow::playDealCode(const QString& code) {
    if (code.trimmed().isEmpty()) return;
    DealSetup deal;
    const std::string error = decodeDealCode(code.toStdString(), deal);
    if (!error.empty()) {
        prompt_->tell(tr("Play a deal code"),
                      tr("This code cannot be played: %1.").arg(QString::fromStdString(error)));
        return;
    }
    mayEndGame(tr("Play a deal code"), tr("Start this deal? The game in progress will be lost."),
               [this, deal] {
                   // The remembered seats when they fit the code's game, else the usual ones.
                   QVariantMap setup = rememberedSetup();
                   if (setup.value(QStringLiteral("game")).toString() !=
                       QString::fromStdString(deal.game->id))
                       setup.remove(QStringLiteral("seats"));
                   setup.insert(QStringLiteral("game"), QString::fromStdString(deal.game->id));
                   setup.insert(QStringLiteral("players"), deal.players);
                   setup.insert(QStringLiteral("seed"), QString::number(deal.seed));
                   setup.insert(QStringLiteral("options"), optionsToMap(deal.options));
                   const QString problem = session_->start(setup);
                   if (!problem.isEmpty()) prompt_->tell(tr("Play a deal code"), problem);
               });
}

QVariantMap MainWindow::setupForFriends() const {
    // The game the New game panel shows, else the one on the table, else the
    // one last set up: a new deal of it.
    QVariant shown;
    QMetaObject::invokeMethod(table_->rootObject(), "panelSetup", Q_RETURN_ARG(QVariant, shown));
    QVariantMap setup = shown.toMap();
    if (setup.value(QStringLiteral("game")).toString().isEmpty())
        setup = session_->running() ? session_->setup() : rememberedSetup();
    setup.remove(QStringLiteral("seed"));
    return setup;
}

void MainWindow::hostTable() {
    const QVariantMap setup = setupForFriends();
    if (setup.value(QStringLiteral("game")).toString().isEmpty()) {
        showSetup();
        return;
    }
    hostTable(setup);
}

void MainWindow::hostTable(const QVariantMap& setup) {
    QString name = lobby_->playerName();
    if (name.isEmpty()) name = qEnvironmentVariable("USER", tr("Host"));
    const QString problem = lobby_->host(setup, name);
    if (!problem.isEmpty()) {
        prompt_->tell(tr("Host a table"), problem);
        return;
    }
    if (options_.host) {  // hosted from the command line: the invitation for friends' Felts
        // The address for scripts and links, and the short code to read out.
        std::printf("invitation: %s\ninvitation code: %s\n", qPrintable(lobby_->invitationUrl()),
                    qPrintable(lobby_->invitation()));
        std::fflush(stdout);
    }
    QMetaObject::invokeMethod(table_->rootObject(), "showLobby");
}

TableSession* MainWindow::playing() const {
    return netTable_ ? static_cast<TableSession*>(netTable_) : session_;
}

void MainWindow::startNetworkTable() {
    if (!lobby_->client()) return;
    // A network game still on show (its host left) gives way to the new one,
    // whose lobby stays: leaving it would take the new game's client.
    dropNetworkTable();
    netTable_ = new NetSession(session_->view(), this);
    netTable_->attach(lobby_->client());
    if (statistics_) statistics_->watch(*netTable_);
    connect(netTable_, &TableSession::stateChanged, this, updateGameActions_);
    connect(netTable_, &TableSession::gameChanged, this, updateGameActions_);
    connect(netTable_, &TableSession::gameChanged, this, [this] {
        setWindowTitle(tr("%1 at a network table — Felt").arg(netTable_->gameName()));
    });
    // The lobby lets its client go when it is left: the table keeps what it shows.
    connect(lobby_->client(), &QObject::destroyed, netTable_, &NetSession::detach);
    // The finished game's record replays at this Felt's own table (the host's
    // game ended, so nothing is hidden any more).
    connect(netTable_, &NetSession::replayWanted, this, [this] {
        LoadedGame loaded = loadRecord(netTable_->recordText());
        if (!loaded.state) return;
        endNetworkTable();
        if (session_->startGuided(std::move(loaded), {}).isEmpty()) session_->review()->start();
    });
    table_->rootObject()->setProperty("netTable", QVariant::fromValue(netTable_));
    QMetaObject::invokeMethod(table_->rootObject(), "closeLobby");
    setWindowTitle(tr("%1 at a network table — Felt").arg(netTable_->gameName()));
    updateGameActions_();
}

void MainWindow::endNetworkTable() {
    if (!netTable_) return;
    dropNetworkTable();
    lobby_->leave();
}

void MainWindow::dropNetworkTable() {
    if (!netTable_) return;
    netTable_->detach();
    table_->rootObject()->setProperty("netTable", QVariant::fromValue<QObject*>(nullptr));
    netTable_->deleteLater();
    netTable_ = nullptr;
    updateGameActions_();
}

void MainWindow::createRoom() {
    // As for hosting: its bot seats as bots, its other people's seats open for friends.
    const QVariantMap setup = setupForFriends();
    if (setup.value(QStringLiteral("game")).toString().isEmpty()) {
        showSetup();
        return;
    }
    QMetaObject::invokeMethod(table_->rootObject(), "showCreateRoom", Q_ARG(QVariant, setup));
}

void MainWindow::joinFromOptions() {
    QString name = lobby_->playerName();
    if (name.isEmpty()) name = qEnvironmentVariable("USER", tr("Guest"));
    const QString problem = lobby_->join(options_.join, name);
    if (!problem.isEmpty()) {
        prompt_->tell(tr("Join a table"), problem);
        return;
    }
    QMetaObject::invokeMethod(table_->rootObject(), "showLobby");
}

void MainWindow::afterFirstFrame() {
    if (afterFirstFrameDone_) return;
    afterFirstFrameDone_ = true;
    // What the first frame does not show waits for it: the window's icon (an
    // SVG, drawn when set), the statistics (SQLite and its plug-in) and the
    // score sheet made in the background (with it the Qt Quick Controls).
    setWindowIcon(QIcon(QStringLiteral(":/icons/felt.svg")));
    // The window system has the icon now; the sizes Qt drew it at for it
    // would stay in the pixmap cache (0.08 MiB) for nothing.
    QPixmapCache::clear();
    if (!options_.fresh && !options_.autoplay) openStatistics();
    table_->rootObject()->setProperty("firstFrameShown", true);
}

QString MainWindow::noStatisticsReason() const {
    if (options_.fresh)
        return tr(
            "This window keeps no statistics: Felt was started with --no-settings, "
            "which neither reads nor saves anything. Start Felt without it to see "
            "and keep your statistics.");
    return tr(
        "This window keeps no statistics: Felt was started with --autoplay, where "
        "bots play every seat. Start Felt without it to see and keep your statistics.");
}

void MainWindow::openStatistics() {
    statistics_ = new Statistics(*session_, Statistics::defaultPath(), this);
    if (netTable_) statistics_->watch(*netTable_);
    if (!statistics_->problem().isEmpty()) prompt_->tell(tr("Statistics"), statistics_->problem());
    table_->rootObject()->setProperty("statistics", QVariant::fromValue(statistics_));
}

void MainWindow::releaseCaches() {
    // A finished game leaves garbage in the JavaScript heap, images nobody
    // shows and freed pages the C library keeps; the next game makes what it
    // needs again. (Measured: 5-6 MB less resident memory after a game.)
    table_->engine()->collectGarbage();
    table_->engine()->trimComponentCache();
    table_->quickWindow()->releaseResources();
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

bool MainWindow::gameUnderWay() const {
    // A lesson left halfway is no loss: it asks nothing.
    const bool underWay = session_->running() && !session_->gameOver() && !session_->guided() &&
                          !session_->state()->history().empty();
    return underWay && !options_.autoplay;
}

bool MainWindow::networkGameUnderWay() const {
    return netTable_ && netTable_->running() && !netTable_->gameOver() &&
           netTable_->farewell().isEmpty();
}

void MainWindow::mayLeaveNetworkTable(const QString& title, std::function<void()> then) {
    if (!networkGameUnderWay()) {
        then();
        return;
    }
    const QString question =
        lobby_->role() == QLatin1String("hosting")
            ? tr("Close your network table? The game ends for everyone at it.")
            : tr("Leave the network table? After a while a bot plays your seat.");
    prompt_->ask(title, question, [this, then = std::move(then)] {
        endNetworkTable();
        then();
    });
}

void MainWindow::mayEndGame(const QString& title, const QString& question,
                            std::function<void()> then) {
    if (networkGameUnderWay()) {
        mayLeaveNetworkTable(title, std::move(then));
        return;
    }
    if (gameUnderWay())
        prompt_->ask(title, question, std::move(then));
    else
        then();
}

void MainWindow::onGameFinished() {
    releaseCaches();
    if (!options_.quitAfterGame) return;
    const GameState* s = session_->state();
    QStringList scores;
    for (int v : s->result().scores) scores << QString::number(v);
    std::printf("result: %s scores %s\n", qPrintable(session_->resultText()),
                qPrintable(scores.join(QLatin1Char(' '))));
    std::printf("memory: VmRSS %ld kB RssAnon %ld kB after the game\n", statusKb("VmRSS"),
                statusKb("RssAnon"));
    if (!options_.frameLog.isEmpty()) std::printf("frames: %s\n", qPrintable(frames_->summary()));
    std::fflush(stdout);
    // Closed like any window, so what closing keeps (the settings) is kept.
    QTimer::singleShot(0, this, [this] { close(); });
}

void MainWindow::buildMenus() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addAction(tr("&New…"), QKeySequence::New, this, &MainWindow::showSetup);
    QAction* restart =
        game->addAction(tr("&Restart"), QKeySequence(Qt::CTRL | Qt::Key_R), this, [this] {
            mayEndGame(
                tr("Restart"),
                tr("Deal this game again from the start? The moves made so far will be lost."),
                [this] { session_->restart(); });
        });
    game->addAction(tr("Play a deal &code…"), this, qOverload<>(&MainWindow::playDealCode));
    game->addAction(tr("Host &a table…"), this, qOverload<>(&MainWindow::hostTable));
    game->addAction(tr("Create a room on a &server…"), this, &MainWindow::createRoom);
    game->addAction(tr("&Join a table…"), this,
                    [this] { QMetaObject::invokeMethod(table_->rootObject(), "showJoin"); });
    QAction* replay = game->addAction(tr("Re&play and review"), this, [this] {
        if (netTable_)
            netTable_->replay();
        else
            session_->review()->start();
    });
    game->addAction(tr("S&tatistics…"), this, [this] {
        if (statistics_)
            QMetaObject::invokeMethod(table_->rootObject(), "showStatistics");
        else if (options_.fresh || options_.autoplay)
            prompt_->tell(tr("Statistics"), noStatisticsReason(), false);
        // Else they open with the first frame, a moment from now.
    });
    game->addSeparator();
    // Undo, redo and hint go to the game on the table: this Felt's own or a network game's.
    QAction* undo =
        game->addAction(tr("&Undo"), QKeySequence::Undo, this, [this] { playing()->undo(); });
    QAction* redo = game->addAction(tr("Re&do"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z),
                                    this, [this] { playing()->redo(); });
    QAction* hint = game->addAction(tr("&Hint"), QKeySequence(Qt::CTRL | Qt::Key_H), this,
                                    [this] { playing()->askHint(); });
    game->addSeparator();
    game->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::openGame);
    QAction* save =
        game->addAction(tr("&Save As…"), QKeySequence::Save, this, &MainWindow::saveGame);
    // What needs a game is faded while none is on the table (the first New game panel).
    updateGameActions_ = [this, restart, undo, redo, hint, save, replay] {
        const bool game = playing()->running();
        restart->setEnabled(session_->running());
        undo->setEnabled(playing()->canUndo());
        undo->setStatusTip(playing()->undoUnavailable());
        redo->setEnabled(playing()->canRedo());
        hint->setEnabled(game);
        save->setEnabled(game);
        // A network game's record comes from its host at the end.
        replay->setEnabled(netTable_ ? netTable_->canReplay() : game);
    };
    updateGameActions_();
    connect(session_, &GameSession::stateChanged, this, updateGameActions_);
    connect(session_, &GameSession::gameChanged, this, updateGameActions_);
    game->addSeparator();
    QAction* quit = game->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    // Says so while the game will be there next time (a lesson is not kept).
    const auto nameQuit = [this, quit] {
        quit->setText(autosave_ && !session_->guided()
                          ? tr("&Quit (the game is kept for next time)")
                          : tr("&Quit"));
    };
    nameQuit();
    connect(session_, &GameSession::stateChanged, this, nameQuit);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QMenu* speed = view->addMenu(tr("Animation &speed"));
    speedGroup_ = new QActionGroup(this);
    const QStringList names = {tr("Slow"), tr("Normal"), tr("Fast"), tr("Instant")};
    for (int i = 0; i < names.size(); ++i) {
        QAction* a = speed->addAction(names[i]);
        a->setCheckable(true);
        a->setChecked(session_->view()->animationSpeed() == i);
        a->setData(i);
        speedGroup_->addAction(a);
        connect(a, &QAction::triggered, this,
                [this, i] { session_->view()->setAnimationSpeed(i); });
    }
    connect(session_->view(), &ViewSettings::changed, this, [this] {
        for (QAction* a : speedGroup_->actions())
            a->setChecked(a->data().toInt() == session_->view()->animationSpeed());
    });
    QAction* summaries = view->addAction(tr("&Round summaries"));
    summaries->setCheckable(true);
    summaries->setChecked(session_->view()->roundSummaries());
    connect(summaries, &QAction::toggled, session_->view(), &ViewSettings::setRoundSummaries);
    QAction* four = view->addAction(tr("&Four-colour suits"));
    four->setCheckable(true);
    four->setChecked(session_->view()->fourColour());
    connect(four, &QAction::toggled, session_->view(), &ViewSettings::setFourColour);
    view->addMenu(choiceMenu(tr("Card &back"), ViewSettings::cardBacks(),
                             &ViewSettings::cardBackLabel, &ViewSettings::cardBack,
                             &ViewSettings::setCardBack));
    view->addMenu(choiceMenu(tr("F&elt"), ViewSettings::felts(), &ViewSettings::feltLabel,
                             &ViewSettings::felt, &ViewSettings::setFelt));
    QAction* contrast = view->addAction(tr("&High contrast"));
    contrast->setCheckable(true);
    contrast->setChecked(session_->view()->highContrast());
    connect(contrast, &QAction::toggled, session_->view(), &ViewSettings::setHighContrast);
    QAction* large = view->addAction(tr("&Large print (bigger cards and text)"));
    large->setCheckable(true);
    large->setChecked(session_->view()->largePrint());
    connect(large, &QAction::toggled, session_->view(), &ViewSettings::setLargePrint);
    view->addAction(tr("Card &gallery"), this,
                    [this] { QMetaObject::invokeMethod(table_->rootObject(), "showGallery"); });
    view->addMenu(languageMenu());
    QAction* full = view->addAction(tr("&Full screen"));
    full->setCheckable(true);
    full->setShortcut(fullScreenKey());
    connect(full, &QAction::toggled, this,
            [this](bool on) { on ? showFullScreen() : showNormal(); });

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Rules of this game"), QKeySequence::HelpContents, this,
                    &MainWindow::showRules);
    help->addMenu(lessonMenu());
    help->addAction(tr("&Keyboard"), this, [this] {
        QMessageBox box(QMessageBox::NoIcon, tr("Keyboard"), keyboardHelpText(), QMessageBox::Ok,
                        this);
        box.setTextFormat(Qt::RichText);
        box.exec();
    });
    help->addAction(tr("&About Felt"), this, &MainWindow::showAbout);
}

QMenu* MainWindow::choiceMenu(const QString& title, const QStringList& names,
                              QString (*label)(const QString&),
                              QString (ViewSettings::*current)() const,
                              void (ViewSettings::*choose)(const QString&)) {
    auto* menu = new QMenu(title, this);
    auto* group = new QActionGroup(menu);
    ViewSettings* view = session_->view();
    for (const QString& name : names) {
        QAction* a = menu->addAction(label(name));
        a->setCheckable(true);
        a->setChecked((view->*current)() == name);
        a->setData(name);
        group->addAction(a);
        connect(a, &QAction::triggered, view, [view, choose, name] { (view->*choose)(name); });
    }
    connect(view, &ViewSettings::changed, menu, [group, view, current] {
        for (QAction* a : group->actions())
            a->setChecked(a->data().toString() == (view->*current)());
    });
    return menu;
}

// Help > Learn to play: a guided first game of each game with a lesson.
QMenu* MainWindow::lessonMenu() {
    auto* menu = new QMenu(tr("&Learn to play"), this);
    auto* lesson = table_->rootObject()->property("lesson").value<LessonPlayer*>();
    lesson->setProperty("remember", !options_.fresh);
    connect(lesson, &LessonPlayer::rulesWanted, this, &MainWindow::showRules);
    for (const QString& id : lesson->lessons()) {
        const GameInfo* game = findGame(id.toStdString());
        menu->addAction(engineWord(game->name.c_str()), this, [this, lesson, id] {
            mayEndGame(tr("Learn to play"),
                       tr("Start the lesson? The game in progress will be lost."),
                       [this, lesson, id] {
                           const QString problem = lesson->start(id);
                           if (!problem.isEmpty()) prompt_->tell(tr("Learn to play"), problem);
                       });
        });
    }
    return menu;
}

QMenu* MainWindow::languageMenu() {
    auto* menu = new QMenu(tr("&Language"), this);
    auto* group = new QActionGroup(menu);
    const QString saved = options_.fresh ? QString() : savedLanguage();
    QStringList codes = availableLanguages();
    codes.prepend(QString());  // the system's language
    for (const QString& code : codes) {
        //: The language menu's first entry: follow the computer's language.
        const QString name =
            code.isEmpty() ? tr("System language") : QLocale(code).nativeLanguageName();
        QAction* a = menu->addAction(name);
        a->setCheckable(true);
        a->setChecked(code == saved);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, code, name] {
            if (!options_.fresh) saveLanguage(code);
            prompt_->tell(tr("Language"),
                          code.isEmpty()
                              ? tr("Felt will follow the system's language from its next start.")
                              : tr("Felt will speak %1 from its next start.").arg(name),
                          false);
        });
    }
    return menu;
}

void MainWindow::showSetup() {
    if (networkGameUnderWay()) {  // a new game here leaves the network table: asked first
        mayLeaveNetworkTable(tr("New game"), [this] { showSetup(); });
        return;
    }
    QVariantMap last = session_->running() ? session_->setup() : rememberedSetup();
    table_->rootObject()->setProperty("lastSetup", last);
    QMetaObject::invokeMethod(table_->rootObject(), "showSetup");
}

void MainWindow::showRules() {
    const QString id = session_->running() ? session_->gameId()
                                           : table_->rootObject()->property("setupGame").toString();
    const GameInfo* info = findGame(id.toStdString());
    const QString name = info ? engineWord(info->name.c_str()) : id;
    QString text = rulesText(id);
    if (text.isEmpty())
        text = tr("# %1\n\nThe rules of %1 are not written up in Felt yet. The table still "
                  "knows them: playable cards are highlighted, and clicking any other card "
                  "tells you why it cannot be played.")
                   .arg(name.isEmpty() ? tr("this game") : name);
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Rules of %1").arg(name));
    auto* layout = new QVBoxLayout(&dialog);
    auto* browser = new QTextBrowser(&dialog);
    browser->setMarkdown(text);
    browser->setOpenExternalLinks(true);
    layout->addWidget(browser);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(620, 640);
    dialog.exec();
}

void MainWindow::showAbout() {
    QStringList names;
    for (const GameInfo& g : allGames()) names << QString::fromStdString(g.name);
    QMessageBox::about(
        this, tr("About Felt"),
        tr("<h3>Felt %1</h3><p>A card table for house-rule card games.</p>"
           "<p>Games: %2.</p>"
           "<p>Written by the Felt developers. Card art and the icon are our own drawings. "
           "Built with Qt %3 (LGPL-3.0) and nlohmann/json (MIT).</p>"
           "<p>Felt is free software under the GNU General Public License, version 3 or any "
           "later version (GPL-3.0-or-later). It comes with no warranty.</p>")
            .arg(QStringLiteral(FELT_VERSION), names.join(QStringLiteral(", ")),
                 QString::fromLatin1(qVersion())));
}

QString MainWindow::recordFolder() const {
    return options_.fresh ? (lastRecordFolder_.isEmpty() ? documentsFolder() : lastRecordFolder_)
                          : app::recordFolder(QSettings());
}

void MainWindow::rememberRecordFolder(const QString& file) {
    lastRecordFolder_ = QFileInfo(file).absolutePath();
    if (options_.fresh) return;
    QSettings settings;
    app::rememberRecordFolder(settings, file);
}

void MainWindow::saveGame() {
    if (!playing()->running()) return;
    if (netTable_ && !netTable_->hasRecord()) {  // says why there is none yet
        prompt_->tell(tr("Save game record"), netTable_->saveRecord(QString()));
        return;
    }
    // A dialog object rather than getSaveFileName: it adds .felt to a bare name
    // before asking whether to overwrite, so no file is replaced unasked.
    QFileDialog dialog(this, tr("Save game record"), recordFolder(), tr("Felt records (*.felt)"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(QStringLiteral("felt"));
    // A name to keep or change, so that the mouse alone can save: the game
    // and when (no colon, which some systems refuse in a file name).
    dialog.selectFile(QStringLiteral("%1 %2.felt")
                          .arg(playing()->gameName(), QDateTime::currentDateTime().toString(
                                                          QStringLiteral("yyyy-MM-dd HH-mm"))));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) return;
    const QString path = dialog.selectedFiles().constFirst();
    rememberRecordFolder(path);
    const QString error = playing()->saveRecord(path);
    if (!error.isEmpty()) prompt_->tell(tr("Save game record"), error);
}

void MainWindow::openGame() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open game record"), recordFolder(),
                                                      tr("Felt records (*.felt *.json)"));
    if (path.isEmpty()) return;
    rememberRecordFolder(path);
    mayEndGame(tr("Open game record"), tr("Open another game? The game in progress will be lost."),
               [this, path] {
                   const QString error = session_->loadRecord(path);
                   if (!error.isEmpty()) prompt_->tell(tr("Open game record"), error);
               });
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // An autosaved game is there to continue next time; otherwise ask first
    // (and close again on Yes).
    if (!autosave_ && !quitConfirmed_ && gameUnderWay()) {
        event->ignore();
        prompt_->ask(tr("Quit Felt"), tr("Quit Felt? The game in progress will be lost."), [this] {
            quitConfirmed_ = true;
            close();
        });
        return;
    }
    // A hosted table is kept for next time when Felt keeps games; the
    // players hear which (and, ended, get the record so far).
    if (lobby_->role() == QLatin1String("hosting")) {
        if (autosave_)
            lobby_->leaveForNow();
        else
            lobby_->leave();
    }
    if (!options_.fresh) {
        QSettings s;
        s.setValue(QStringLiteral("window/geometry"), saveGeometry());
        session_->view()->store(s);
        // Only preferences are at stake, and Qt keeps the old file whole: a
        // line on the console is enough, no dialog on the way out.
        s.sync();
        if (s.status() != QSettings::NoError)
            std::fprintf(
                stderr, "%s\n",
                qPrintable(tr("Felt: the settings could not be saved in %1.").arg(s.fileName())));
    }
    event->accept();
}

}  // namespace felt::app
