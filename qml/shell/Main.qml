// Root of the Qt Quick content: the session, the table and the new-game panel.
import QtQuick
import Felt

Item {
    id: root

    property alias session: session
    property var lastSetup: ({})
    // The game kept for next time (none with --no-settings or --autoplay).
    property Autosave autosave: null
    // Finished games (none with --no-settings or --autoplay).
    property Statistics statistics: null
    readonly property string setupGame: (setupLoader.item as SetupPanel)?.game.id ?? ""
    // While frame times are logged (--log-frames) the window keeps drawing, so
    // that an idle table and a stalled one do not look alike.
    property bool keepDrawing: false

    function showGallery() {
        gallery.active = true;
    }

    function showStatistics() {
        if (statistics)
            statsPanel.active = true;
    }

    function showSetup() {
        setupLoader.active = true;
        (setupLoader.item as SetupPanel).load(lastSetup);
        setupShown = true;
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

    GameSession {
        id: session
    }
    GameCatalog {
        id: gameCatalog
    }

    Table {
        id: table
        anchors.fill: parent
        anchors.bottomMargin: reviewBar.visible ? reviewBar.height : statusStrip.visible ? statusStrip.height : 0
        session: session
        focus: !root.setupShown
    }

    // The new-game panel is made the first time it shows: a game started
    // from the command line or continued never pays for it.
    property bool setupShown: false
    Rectangle {
        anchors.fill: parent
        color: "#99000000"
        visible: root.setupShown
        MouseArea { anchors.fill: parent }
    }
    // qmllint disable unqualified
    Loader {
        id: setupLoader
        // The top stays put when the panel grows (more players, a game with
        // more options), so what was just clicked stays under the mouse.
        anchors.horizontalCenter: parent.horizontalCenter
        y: Math.max(8, parent.height * 0.04)
        active: false
        visible: root.setupShown
        focus: root.setupShown
        z: 10
        sourceComponent: SetupPanel {
            objectName: "setupPanel"
            maxHeight: root.height - setupLoader.y - 12
            session: root.session
            catalog: gameCatalog
            autosave: root.autosave
            onStarted: {
                root.setupShown = false;
                table.forceActiveFocus();
            }
            onCancelled: root.setupShown = false
        }
    }
    // qmllint enable unqualified

    // A game begun elsewhere (opened, continued) closes the panel.
    Connections {
        target: session
        function onGameChanged() {
            root.setupShown = false;
        }
    }

    StatusStrip {
        id: statusStrip
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        session: session
    }

    // Below the table while replaying: the table makes room for it.
    ReviewBar {
        id: reviewBar
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        review: session.review
        z: 12
    }

    // Made only while shown, like the gallery below.
    // qmllint disable unqualified
    Loader {
        id: statsPanel
        anchors.centerIn: parent
        width: Math.min(root.width - 40, 900)
        height: Math.min(root.height - 40, 600)
        active: false
        z: 15
        sourceComponent: StatisticsPanel {
            statistics: root.statistics
            onCloseRequested: statsPanel.active = false
        }
    }
    // qmllint enable unqualified

    // Made only while shown: its 150 faces are not drawn for a game.
    // qmllint disable unqualified
    // (Qt 6.4's qmllint flags outer ids inside a Component, as in delegates.)
    Loader {
        id: gallery
        anchors.centerIn: parent
        active: false
        z: 20
        sourceComponent: CardGallery {
            fourColour: root.session.view.fourColour
            backs: root.session.view.cardBacks
            theme: root.session.view.theme
            maxWidth: root.width - 40
            maxHeight: root.height - 40
            onCloseRequested: gallery.active = false
        }
    }
    // qmllint enable unqualified

    // A speck that turns while frames are logged: every frame is then drawn,
    // and every gap between two frames is a frame time.
    Rectangle {
        width: 1
        height: 1
        color: "#010101"
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
