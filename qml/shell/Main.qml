// Root of the Qt Quick content: the session, the table and the new-game panel.
import QtQuick
import Felt

Item {
    id: root

    property alias session: session
    // The lesson being played at the table, if any ("Learn by playing").
    property alias lesson: lessonPlayer
    property var lastSetup: ({})
    // The game kept for next time (none with --no-settings or --autoplay).
    property Autosave autosave: null
    // Finished games (none with --no-settings or --autoplay).
    property Statistics statistics: null
    // The window's questions and messages (none in tests that ask nothing).
    property Prompt prompt: null
    // Network tables: hosting and joining (none in tests that need none).
    property var lobby: null
    // A network game on the table (set by the window when the host starts it).
    property TableSession netTable: null
    // What the table shows: a network game, else this Felt's own.
    // (Not `netTable ?? session`: in Qt 6.4 that gives null while netTable is.)
    readonly property TableSession playing: netTable ? netTable : session
    readonly property string setupGame: setupLoader.item?.game.id ?? ""
    // While frame times are logged (--log-frames) the window keeps drawing, so
    // that an idle table and a stalled one do not look alike.
    property bool keepDrawing: false
    // False from start-up until the window shows its first frame (set by the
    // main window): what the first frame does not show waits for it.
    property bool firstFrameShown: true

    function showGallery() {
        gallery.setSource(Qt.resolvedUrl("CardGallery.qml"), { theme: root.theme });
    }

    function showStatistics() {
        if (statistics)
            statsPanel.setSource(Qt.resolvedUrl("StatisticsPanel.qml"),
                                 { statistics: root.statistics, theme: root.theme });
    }

    // Game > Join a table…: made when first asked for.
    function showJoin() {
        if (!lobby)
            return;
        // Seated at a table that still hears us: its lobby. (Once the host
        // is gone, a new invitation, or the same one to take the seat back.)
        if (lobby.role !== "" && lobby.seated && lobby.connected) {
            showLobby();
            return;
        }
        if (joinLoader.item)
            root.openPopup(joinLoader.item);
        else
            joinLoader.setSource(Qt.resolvedUrl("JoinDialog.qml"), { lobby: root.lobby, theme: root.theme });
    }

    // The game began: the table takes over from the lobby.
    function closeLobby() {
        if (lobbyLoader.item)
            root.closePopup(lobbyLoader.item);
        table.forceActiveFocus();
    }

    // Game > Create a room on a server…: for `setup` (the game and seats to ask for).
    function showCreateRoom(setup) {
        if (!lobby)
            return;
        if (lobby.role !== "" && lobby.seated && lobby.connected) {
            showLobby();
            return;
        }
        if (createLoader.item) {
            createLoader.item.setup = setup;
            root.openPopup(createLoader.item);
        } else {
            createLoader.setSource(Qt.resolvedUrl("CreateRoomDialog.qml"),
                                   { lobby: root.lobby, theme: root.theme, setup: setup });
        }
    }

    // The lobby of the table this Felt hosts or joined.
    function showLobby() {
        if (!lobby)
            return;
        if (lobbyLoader.item)
            root.openPopup(lobbyLoader.item);
        else
            lobbyLoader.setSource(Qt.resolvedUrl("LobbyPanel.qml"), { lobby: root.lobby, theme: root.theme });
    }

    function showSetup() {
        if (!setupLoader.item)
            setupLoader.setSource(Qt.resolvedUrl("SetupPanel.qml"),
                                  { objectName: "setupPanel", session: root.session, catalog: gameCatalog,
                                    networkSeats: root.lobby !== null });
        setupShown = true;
        present(setupLoader.item, lastSetup);
    }

    // The setup the New game panel shows ({} while it is not shown): what
    // Host a table… and Create a room… offer to friends.
    function panelSetup() {
        return setupShown && setupLoader.item ? setupOf(setupLoader.item) : ({});
    }
    function setupOf(panel) {
        return panel.setup();
    }

    // Fills the panel and gives it the keyboard. It is made by address, so
    // its type is not known here.
    function present(panel, setup) {
        panel.load(setup);
        panel.takeKeyboard();
    }
    // The same for the network dialogs (popups).
    function openPopup(popup) {
        popup.open();
    }
    function closePopup(popup) {
        popup.close();
    }

    width: 1200
    height: 760

    // Every control below takes Felt's colours from the table's theme:
    // FeltButton, and the combo boxes, spin boxes and check boxes of the panels.
    readonly property var theme: session.view.theme
    palette.button: theme.button
    palette.buttonText: theme.buttonText
    palette.light: theme.buttonHover
    palette.mid: theme.buttonBorder
    palette.dark: theme.buttonBorder
    palette.highlight: theme.buttonDown
    palette.highlightedText: theme.buttonDownText
    // The dark edge of a button's focus ring (ButtonFace).
    palette.shadow: theme.focus

    GameSession {
        id: session
    }
    GameCatalog {
        id: gameCatalog
    }
    LessonPlayer {
        id: lessonPlayer
        session: session
    }

    Table {
        id: table
        objectName: "table"
        anchors.fill: parent
        // Room for the status line even before it shows: the table keeps one
        // height from the first game on (cards are not laid out twice).
        anchors.bottomMargin: reviewBar.item ? reviewBar.height : statusStrip.height
        session: root.playing
        focus: !root.setupShown
        // Behind the new-game panel the table takes neither Tab nor clicks.
        enabled: !root.setupShown
        startedUp: root.firstFrameShown
    }

    // A lesson's bubble, over the table and under the panels.
    LessonBubble {
        table: table
        lesson: lessonPlayer
        keysOn: !root.setupShown && !(root.prompt?.open ?? false)
        z: 5
    }

    // The panels below are made when they first show, and loaded by address,
    // not by type: the table's first frame then needs neither their QML nor
    // the Qt Quick Controls they are built on.

    // The new-game panel: a game started from the command line or continued
    // never pays for it.
    property bool setupShown: false
    Rectangle {
        anchors.fill: parent
        color: root.theme.shade
        visible: root.setupShown
        MouseArea { anchors.fill: parent }
    }
    Loader {
        id: setupLoader
        // The top stays put when the panel grows (more players, a game with
        // more options), so what was just clicked stays under the mouse.
        anchors.horizontalCenter: parent.horizontalCenter
        y: Math.max(8, parent.height * 0.04)
        visible: root.setupShown
        focus: root.setupShown
        z: 10
        onLoaded: {
            item.maxHeight = Qt.binding(() => root.height - setupLoader.y - 12);
            item.autosave = Qt.binding(() => root.autosave);
            item.lesson = lessonPlayer;
            item.lobby = Qt.binding(() => root.lobby);
            item.statistics = Qt.binding(() => root.statistics);
        }
    }
    Connections {
        target: setupLoader.item
        ignoreUnknownSignals: true
        function onStarted() {
            root.setupShown = false;
            table.forceActiveFocus();
        }
        // Friends over the network in some seats: this Felt hosts the table
        // (the person here takes their seat under the name the panel gives).
        function onHostRequested(setup) {
            const own = setup.seats.find(s => s.kind === "human");
            const name = own && own.name !== "" ? own.name : (root.lobby.playerName || qsTr("Host"));
            const problem = root.lobby.host(setup, name);
            if (problem !== "") {
                setupLoader.item.hostProblem = problem;
                return;
            }
            root.setupShown = false;
            root.showLobby();
        }
        // A kept network table is hosted again: its lobby until the game
        // (already begun, or once every seat is taken) takes the table.
        function onTableContinued() {
            root.setupShown = false;
            root.showLobby();
        }
        function onCancelled() {
            root.setupShown = false;
            table.forceActiveFocus();
        }
    }

    // A game begun elsewhere (opened, continued, a network game joined)
    // closes the panel.
    Connections {
        target: session
        function onGameChanged() {
            root.setupShown = false;
        }
    }
    onNetTableChanged: {
        if (netTable)
            setupShown = false;
    }

    StatusStrip {
        id: statusStrip
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        session: root.playing
    }

    // Below the table while replaying: the table makes room for it.
    Loader {
        id: reviewBar
        readonly property bool wanted: root.session.review.active
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        focus: wanted
        z: 12
        onLoaded: item.theme = Qt.binding(() => root.theme)
        onWantedChanged: {
            if (wanted) {
                setSource(Qt.resolvedUrl("ReviewBar.qml"), { review: root.session.review, theme: root.theme });
            } else {
                source = "";
                table.forceActiveFocus();
            }
        }
    }

    Loader {
        id: statsPanel
        objectName: "statsPanel"
        anchors.centerIn: parent
        // Larger in large print, for its larger texts.
        width: Math.min(root.width - 40, Math.round(900 * root.theme.textScale))
        height: Math.min(root.height - 40, Math.round(600 * root.theme.textScale))
        z: 15
        onLoaded: item.theme = Qt.binding(() => root.theme)
    }
    Connections {
        target: statsPanel.item
        ignoreUnknownSignals: true
        function onCloseRequested() {
            statsPanel.source = "";
        }
    }

    // Its 150 faces are drawn only while it shows.
    Loader {
        id: gallery
        anchors.centerIn: parent
        z: 20
        onLoaded: {
            item.fourColour = Qt.binding(() => root.session.view.fourColour);
            item.backs = Qt.binding(() => root.session.view.cardBacks);
            item.theme = Qt.binding(() => root.session.view.theme);
            item.maxWidth = Qt.binding(() => root.width - 40);
            item.maxHeight = Qt.binding(() => root.height - 40);
        }
    }
    Connections {
        target: gallery.item
        ignoreUnknownSignals: true
        function onCloseRequested() {
            gallery.source = "";
        }
    }

    // Join a table and the lobby: Felt's own dialogs, made when first shown.
    Loader {
        id: joinLoader
        objectName: "joinLoader"
        z: 25
        onLoaded: {
            item.theme = Qt.binding(() => root.theme);
            item.open();
        }
    }
    Connections {
        target: joinLoader.item
        ignoreUnknownSignals: true
        function onCloseRequested() {
            root.closePopup(joinLoader.item);
        }
    }
    Loader {
        id: createLoader
        objectName: "createLoader"
        z: 25
        onLoaded: {
            item.theme = Qt.binding(() => root.theme);
            item.open();
        }
    }
    Connections {
        target: createLoader.item
        ignoreUnknownSignals: true
        function onCloseRequested() {
            root.closePopup(createLoader.item);
        }
    }
    Loader {
        id: lobbyLoader
        z: 25
        onLoaded: {
            item.theme = Qt.binding(() => root.theme);
            item.open();
        }
    }
    Connections {
        target: lobbyLoader.item
        ignoreUnknownSignals: true
        function onCloseRequested() {
            root.closePopup(lobbyLoader.item);
            table.forceActiveFocus();
        }
    }
    // Seated at a joined table: the lobby takes over from Join.
    Connections {
        target: root.lobby
        function onChanged() {
            if (root.lobby.seated && joinLoader.item && joinLoader.item.opened) {
                root.closePopup(joinLoader.item);
                root.showLobby();
            }
            if (root.lobby.seated && createLoader.item && createLoader.item.opened) {
                root.closePopup(createLoader.item);
                root.showLobby();
            }
        }
    }

    // The window's questions, in Felt's own dialog over everything else: made
    // when the first is asked.
    Loader {
        id: promptLoader
        z: 30
        onLoaded: {
            item.theme = Qt.binding(() => root.theme);
            item.showCurrent();
        }
    }
    function showPrompt() {
        if (prompt && prompt.open && !promptLoader.item)
            promptLoader.setSource(Qt.resolvedUrl("PromptDialog.qml"), { prompt: root.prompt, theme: root.theme });
    }
    onPromptChanged: showPrompt()
    Connections {
        target: root.prompt
        function onChanged() {
            root.showPrompt();
        }
    }

    // A speck that turns while frames are logged: every frame is then drawn,
    // and every gap between two frames is a frame time.
    Rectangle {
        width: 1
        height: 1
        color: root.theme.feltBottom
        opacity: 0.01
        visible: root.keepDrawing
        RotationAnimation on rotation {
            running: root.keepDrawing
            from: 0
            to: 360
            duration: 1000
            loops: Animation.Infinite
        }
    }
}
