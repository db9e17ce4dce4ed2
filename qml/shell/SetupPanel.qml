// qmllint disable unqualified
// (Qt 6.4's qmllint flags every use of an outer id inside a delegate; the
// pragma that declares delegates bound to their context arrived in Qt 6.5.)
// New game: the game, the number of players, each seat (person or bot, and a
// name), the game's own options as the engine declares them (shown only while
// available) and the animation speed. Invalid setups cannot be started.
import QtQuick
import QtQuick.Controls.Basic
import Felt

Paper {
    id: panel

    required property GameSession session
    required property GameCatalog catalog
    property var lastSetup: ({})
    property Autosave autosave: null
    // Learn by playing: a newcomer to the game (its lesson not finished, no
    // game of it finished, here or in the statistics, the invitation not
    // declined) is invited; the others see the tick or a quiet link, so the
    // lesson stays one click away.
    property LessonPlayer lesson: null
    property Statistics statistics: null
    readonly property bool hasLesson: !!lesson && lesson.lessons.includes(game.id)
    readonly property bool lessonDone: hasLesson && lesson.done.includes(game.id)
    // The games a person finished before, as the statistics know them (read when the panel opens).
    property var playedBefore: []
    readonly property bool newToGame: hasLesson && !lessonDone && !lesson.played.includes(game.id)
                                      && !lesson.declined.includes(game.id) && !playedBefore.includes(game.id)
    function readPlayed() {
        const rows = statistics ? statistics.summary() : [];
        playedBefore = rows.filter(r => r.kind === "human" && r.played > 0).map(r => r.game);
    }
    onStatisticsChanged: readPlayed()
    function startLesson() {
        if (lesson.start(game.id) === "")
            started();
    }
    // The kept games ([{key, summary}], newest first), read when the panel opens.
    // Games kept to continue: this Felt's own (autosave) and the network
    // tables it hosted (the lobby's; {key, summary, table: true}).
    property var keptGames: []
    property var lobby: null
    // A kept network table is hosted again: the window shows its lobby.
    signal tableContinued()
    property string continueError: ""
    property bool endConfirmed: false  // the person agreed to end the game under way

    property int gameIndex: 0
    property int players: 3
    property var seats: []
    property var options: ({})
    readonly property var game: catalog.games[gameIndex] ?? ({ id: "", name: "", summary: "", minPlayers: 2,
                                                              maxPlayers: 2, botKinds: [], options: [] })
    readonly property var normalized: catalog.normalizedOptions(game.id, players, options)
    readonly property string optionsError: catalog.validate(game.id, players, normalized)
    readonly property string error: hostsFriends && seats.slice(0, players).filter(s => s.kind === "human").length !== 1
                                    ? qsTr("At a network table one person plays at this screen; the others join from their own Felt.")
                                    : optionsError
    // Some seat is a friend over the network: Start hosts the table.
    readonly property bool hostsFriends: seats.slice(0, players).some(s => s.kind === "network")

    signal started()
    // Seats may be friends over the network (the window can host a table).
    property bool networkSeats: false
    // Start with network seats: the window hosts this setup's table (and
    // says here why it could not).
    signal hostRequested(var setup)
    property string hostProblem: ""
    signal cancelled()

    // Keyboard: the panel takes the keyboard with the games in focus (the
    // window calls takeKeyboard as it shows the panel, and leaves the table
    // behind it out of Tab's way); the control in focus scrolls into sight;
    // Esc is Cancel.
    function takeKeyboard() {
        scroller.contentY = 0;
        chooser.forceActiveFocus(Qt.TabFocusReason);
    }
    function holds(item) {
        for (let p = item; p; p = p.parent) {
            if (p === panel)
                return true;
        }
        return false;
    }
    Keys.onEscapePressed: event => {
        if (session.running)
            cancelled();
        event.accepted = session.running;
    }
    readonly property Item inFocus: Window.activeFocusItem
    onInFocusChanged: {
        if (!inFocus || !holds(inFocus) || !visible)
            return;
        const top = inFocus.mapToItem(content, 0, 0).y - 8;
        const bottom = top + inFocus.height + 16;
        if (top < scroller.contentY)
            scroller.contentY = Math.max(0, top);
        else if (bottom > scroller.contentY + scroller.height)
            scroller.contentY = Math.max(0, Math.min(scroller.contentHeight - scroller.height,
                                                     bottom - scroller.height));
    }

    // A bot kind for people: the four levels by name, other kinds as they are.
    function botName(kind) {
        const levels = { beginner: qsTr("Bot: Beginner"), casual: qsTr("Bot: Casual"),
                         strong: qsTr("Bot: Strong"), expert: qsTr("Bot: Expert") };
        return levels[kind] ?? qsTr("Bot: %1").arg(kind);
    }

    function seatKinds() {
        return ["human"].concat(networkSeats ? ["network"] : [], Array.from(game.botKinds));
    }

    // Fills the panel from a remembered setup (or defaults for the first game).
    function load(setup) {
        let gi = catalog.indexOf(setup.game ?? "");
        gameIndex = gi >= 0 ? gi : 0;
        const g = catalog.games[gameIndex];
        const p = setup.players ?? Math.min(4, g.maxPlayers);
        players = Math.max(g.minPlayers, Math.min(g.maxPlayers, p));
        options = setup.options ?? {};
        const s = [];
        const given = setup.seats ?? [];
        for (let i = 0; i < 10; ++i) {
            const k = given[i]?.kind ?? (i === 0 ? "human" : g.defaultBot);
            const kind = seatKinds().indexOf(k) >= 0 ? k : "human";
            const name = given[i]?.name ?? "";
            s.push({ name: name === "" || isDefaultName(i, name) ? defaultName(i, kind) : name,
                     kind: kind });
        }
        seats = s;
        continueError = "";
        refreshKept();
        readPlayed();
    }

    function refreshKept() {
        const tables = lobby ? lobby.keptTables.map(t => ({ key: t.key, summary: t.summary, table: true })) : [];
        keptGames = tables.concat(autosave && !session.running ? autosave.keptGames() : []);
    }

    function resumeSaved(entry) {
        continueError = entry.table ? lobby.continueTable(entry.key) : autosave.resume(entry.key);
        if (continueError.length > 0)
            refreshKept();
        else if (entry.table)
            tableContinued();
        else
            started();
    }

    function forgetSaved(entry) {
        if (entry.table)
            lobby.forgetTable(entry.key);
        else
            autosave.forget(entry.key);
        refreshKept();
    }

    // A seat's name until someone types one: "Player 2" for a person, "Bot 2"
    // for a bot (never "You": in hot-seat every person reads the same screen,
    // and "You bids 0" is no sentence).
    function defaultName(i, kind) {
        // A friend over the network brings their own name.
        return kind === "human" || kind === "network" ? qsTr("Player %1").arg(i + 1)
                                                      : qsTr("Bot %1").arg(i + 1);
    }

    function isDefaultName(i, name) {
        // Setups saved by earlier versions kept the default names in the
        // language of the day ("Spieler 2", "You", "Du"); they are defaults
        // still, and follow today's language.
        const legacy = /^(Player|Spieler|Joueur|Jugador|Bot) [0-9]+$|^(You|Du|Vous|Tú)$/;
        return name === defaultName(i, "human") || name === defaultName(i, "bot")
                || legacy.test(name);
    }

    function setSeat(i, field, value) {
        const s = seats.slice();
        s[i] = Object.assign({}, s[i]);
        // A default name follows the seat's kind: Bot 2 taken over by a person is Player 2.
        if (field === "kind" && isDefaultName(i, s[i].name))
            s[i].name = defaultName(i, value);
        s[i][field] = value;
        seats = s;
    }

    function setOption(key, value) {
        const o = Object.assign({}, options);
        o[key] = String(value);
        options = o;
    }

    function setup() {
        // A default name goes as "": the table fills it in the language of the day.
        const chosen = seats.slice(0, players).map((s, i) => ({
            name: isDefaultName(i, s.name) ? "" : s.name, kind: s.kind }));
        return { game: game.id, players: players, options: normalized, seats: chosen };
    }

    function start() {
        if (error.length > 0)
            return;
        if (session.running && !session.gameOver && !endConfirmed) {
            confirmEnd.open();
            return;
        }
        if (hostsFriends) {
            hostProblem = "";
            hostRequested(setup());
            return;
        }
        const problem = session.start(setup());
        if (problem.length === 0)
            started();
    }

    theme: session.view.theme
    // The most height the window leaves it; longer content scrolls.
    property real maxHeight: 700
    // The labels before the seats' and options' controls.
    readonly property real labelWidth: Math.round(130 * theme.textScale)
    // Wider in large print, for its larger texts.
    width: Math.round(620 * theme.textScale)
    height: Math.min(maxHeight, content.implicitHeight + 40)

    onGameIndexChanged: {
        const g = catalog.games[gameIndex];
        players = Math.max(g.minPlayers, Math.min(g.maxPlayers, players));
    }

    MouseArea { anchors.fill: parent }

    // Starting anew ends the game under way: ask first.
    FeltDialog {
        id: confirmEnd
        objectName: "confirmEnd"
        theme: panel.theme
        title: qsTr("End the game in progress?")
        text: qsTr("A new game replaces the one under way; it cannot be continued later.")
        onAccepted: {
            panel.endConfirmed = true;
            panel.start();
            panel.endConfirmed = false;
        }
    }

    // Removing a kept game cannot be taken back: ask first.
    FeltDialog {
        id: confirmForget
        objectName: "confirmForget"
        property var entry: ({ key: "", summary: "" })
        theme: panel.theme
        title: qsTr("Remove this kept game?")
        text: qsTr("%1\n\nIt will no longer be offered to continue.").arg(confirmForget.entry.summary)
        onAccepted: panel.forgetSaved(entry)
    }

    // Content taller than the panel (a small window, many players, a long
    // language) scrolls, and shows it: a scroll bar always drawn in the
    // panel's right margin, and the last lines fading into the paper while
    // more lies below.
    Flickable {
        id: scroller
        objectName: "setupScroller"
        readonly property bool scrolls: contentHeight > height + 1
        anchors.fill: parent
        anchors.margins: 20
        contentHeight: content.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {
            objectName: "setupScrollBar"
            parent: panel
            x: panel.width - width - 5
            y: scroller.y
            height: scroller.height
            policy: scroller.scrolls ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            // In the paper's own ink: the toolkit's pale grey hardly shows on it.
            contentItem: Rectangle {
                implicitWidth: 8
                implicitHeight: 8
                radius: 4
                color: panel.theme.paperMuted
            }
        }

        Column {
            id: content
            width: parent.width
            spacing: 10

            // The games kept when Felt last closed (a new game keeps them too).
            Repeater {
                model: panel.keptGames
                delegate: Row {
                    required property var modelData
                    required property int index
                    spacing: 10
                    FeltButton {
                        objectName: "continueButton" + (index > 0 ? index : "")
                        text: qsTr("Continue")
                        font.pixelSize: Math.round(12 * panel.theme.textScale)
                        highlighted: index === 0
                        onClicked: panel.resumeSaved(modelData)
                    }
                    Label {
                        textFormat: Text.PlainText
                        anchors.verticalCenter: parent.verticalCenter
                        width: content.width - Math.round(260 * panel.theme.textScale)
                        text: modelData.summary
                        font.pixelSize: Math.round(12 * panel.theme.textScale)
                        elide: Text.ElideRight
                        color: panel.theme.paperText
                    }
                    FeltButton {
                        objectName: "forgetButton" + (index > 0 ? index : "")
                        text: qsTr("Remove…")
                        font.pixelSize: Math.round(12 * panel.theme.textScale)
                        onClicked: {
                            confirmForget.entry = modelData;
                            confirmForget.open();
                        }
                    }
                }
            }
            Text {
                textFormat: Text.PlainText
                width: parent.width
                visible: panel.continueError.length > 0
                text: panel.continueError
                font.pixelSize: Math.round(12 * panel.theme.textScale)
                color: panel.theme.paperAlert
                wrapMode: Text.WordWrap
            }
            Text {
                textFormat: Text.PlainText
                text: qsTr("New game")
                font.pixelSize: Math.round(24 * panel.theme.textScale)
                font.bold: true
                color: panel.theme.paperText
            }
            // The games as pictures of their tables, with their names and
            // player counts, as the catalog gives them. The arrow keys move
            // between the tiles, Enter or Space chooses one, Tab leaves them.
            FocusScope {
                id: chooser
                objectName: "gameTiles"
                // The tile with the keyboard focus (the chosen one until the arrows move it).
                property int cursor: panel.gameIndex
                readonly property int columns: Math.max(1, Math.min(5, tiles.count))
                // Room around the tiles for the focus ring and the tick.
                readonly property real inset: 6
                readonly property real tileWidth: (width - 2 * inset - (columns - 1) * tileGrid.spacing) / columns
                // Every tile as tall as the tallest (a name on two lines).
                readonly property real tileHeight: {
                    let h = 0;
                    for (let i = 0; i < tileGrid.children.length; ++i)
                        h = Math.max(h, tileGrid.children[i].contentHeight ?? 0);
                    return h;
                }

                function moveTo(i) {
                    cursor = Math.max(0, Math.min(tiles.count - 1, i));
                    tiles.itemAt(cursor)?.forceActiveFocus();
                }

                width: parent.width
                height: tileGrid.height + 2 * inset
                activeFocusOnTab: true
                Accessible.role: Accessible.Grouping
                Accessible.name: qsTr("Game")
                onActiveFocusChanged: {
                    if (activeFocus)
                        moveTo(cursor);
                }
                Keys.onPressed: event => {
                    const step = { [Qt.Key_Left]: -1, [Qt.Key_Right]: 1, [Qt.Key_Up]: -columns,
                                   [Qt.Key_Down]: columns }[event.key];
                    if (step !== undefined) {
                        const next = cursor + step;
                        if (next >= 0 && next < tiles.count)
                            moveTo(next);
                        event.accepted = true;
                    } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter
                               || event.key === Qt.Key_Space) {
                        panel.gameIndex = cursor;
                        event.accepted = true;
                    }
                }

                Grid {
                    id: tileGrid
                    x: chooser.inset
                    y: chooser.inset
                    columns: chooser.columns
                    spacing: 8
                    Repeater {
                        id: tiles
                        model: panel.catalog.games
                        delegate: GameTile {
                            required property var modelData
                            required property int index
                            objectName: "gameTile_" + modelData.id
                            theme: panel.theme
                            width: chooser.tileWidth
                            height: chooser.tileHeight
                            name: modelData.name
                            players: modelData.minPlayers === modelData.maxPlayers
                                     ? qsTr("%1 players").arg(modelData.minPlayers)
                                     : qsTr("%1–%2 players").arg(modelData.minPlayers).arg(modelData.maxPlayers)
                            picture: modelData.picture
                            chosen: index === panel.gameIndex
                            onChoose: {
                                chooser.cursor = index;
                                panel.gameIndex = index;
                                forceActiveFocus();
                            }
                        }
                    }
                }
            }
            // What the game is, in two lines, and who plays it.
            Text {
                objectName: "gameSummary"
                textFormat: Text.PlainText
                width: parent.width
                wrapMode: Text.WordWrap
                color: panel.theme.paperMuted
                font.italic: true
                font.pixelSize: Math.round(12 * panel.theme.textScale)
                text: (panel.game.summary ?? "") + "  "
                      + (panel.game.minPlayers === panel.game.maxPlayers
                         ? qsTr("%1 players.").arg(panel.game.minPlayers)
                         : qsTr("%1 to %2 players.").arg(panel.game.minPlayers).arg(panel.game.maxPlayers))
            }
            // New to the game: the invitation to a guided first game, which
            // "Not now" declines for good; a finished lesson is ticked; else
            // a quiet link.
            Item {
                objectName: "lessonOffer"
                visible: panel.hasLesson
                width: parent.width
                height: Math.max(offerText.implicitHeight, lessonButtons.implicitHeight)
                Label {
                    id: offerText
                    objectName: "lessonOfferText"
                    textFormat: Text.PlainText
                    visible: panel.newToGame || panel.lessonDone
                    width: parent.width - lessonButtons.width - 10
                    anchors.verticalCenter: parent.verticalCenter
                    font.pixelSize: Math.round(12 * panel.theme.textScale)
                    wrapMode: Text.WordWrap
                    text: panel.lessonDone ? qsTr("✓ Lesson finished") : qsTr("New to %1? Learn it in three minutes.").arg(panel.game.name)
                }
                Label {
                    objectName: "lessonLink"
                    visible: !offerText.visible
                    anchors.verticalCenter: parent.verticalCenter
                    font.pixelSize: Math.round(12 * panel.theme.textScale)
                    color: panel.theme.paperMuted
                    linkColor: panel.theme.paperMuted
                    textFormat: Text.StyledText
                    text: "<a href=\"lesson\">" + qsTr("Learn to play %1").arg(panel.game.name) + "</a>"
                    onLinkActivated: panel.startLesson()
                    HoverHandler {
                        cursorShape: Qt.PointingHandCursor
                    }
                }
                Row {
                    id: lessonButtons
                    visible: offerText.visible
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    spacing: 6
                    FeltButton {
                        objectName: "lessonNotNow"
                        visible: panel.newToGame
                        font.pixelSize: Math.round(12 * panel.theme.textScale)
                        text: qsTr("Not now")
                        onClicked: panel.lesson.decline(panel.game.id)
                    }
                    FeltButton {
                        id: lessonButton
                        objectName: "lessonButton"
                        font.pixelSize: Math.round(12 * panel.theme.textScale)
                        text: panel.lessonDone ? qsTr("Take the lesson again") : qsTr("Learn to play")
                        onClicked: panel.startLesson()
                    }
                }
            }
            Row {
                spacing: 10
                Label { width: panel.labelWidth; text: qsTr("Players"); font.pixelSize: Math.round(12 * panel.theme.textScale); anchors.verticalCenter: parent.verticalCenter }
                SpinBox {
                    objectName: "playersBox"
                    font.pixelSize: Math.round(12 * panel.theme.textScale)
                    from: panel.game.minPlayers
                    to: panel.game.maxPlayers
                    editable: true  // numbers can be typed as well as stepped
                    value: panel.players
                    onValueModified: panel.players = value
                }
            }
            Repeater {
                model: panel.players
                delegate: Row {
                    id: seatRow
                    required property int index
                    spacing: 10
                    Label {
                        textFormat: Text.PlainText
                        width: panel.labelWidth
                        text: qsTr("Seat %1").arg(seatRow.index + 1)
                        font.pixelSize: Math.round(12 * panel.theme.textScale)
                        anchors.verticalCenter: parent.verticalCenter
                    }
                    TextField {
                        width: Math.round(200 * panel.theme.textScale)
                        text: panel.seats[seatRow.index]?.name ?? ""
                        font.pixelSize: Math.round(12 * panel.theme.textScale)
                        onEditingFinished: panel.setSeat(seatRow.index, "name", text)
                    }
                    ComboBox {
                        // As wide as the longest level's name in the language in use.
                        width: Math.max(Math.round(160 * panel.theme.textScale), implicitWidth)
                        implicitContentWidthPolicy: ComboBox.WidestText
                        font.pixelSize: Math.round(12 * panel.theme.textScale)
                        // Qt 6.4 measures the widest text once: again at a new
                        // font (large print turned on while the panel is open).
                        onFontChanged: {
                            implicitContentWidthPolicy = ComboBox.ContentItemImplicitWidth;
                            implicitContentWidthPolicy = ComboBox.WidestText;
                        }
                        model: panel.seatKinds().map(k => k === "human" ? qsTr("Person")
                                                    : k === "network" ? qsTr("Friend over the network")
                                                    : panel.botName(k))
                        currentIndex: Math.max(0, panel.seatKinds().indexOf(panel.seats[seatRow.index]?.kind ?? "human"))
                        onActivated: index => panel.setSeat(seatRow.index, "kind", panel.seatKinds()[index])
                    }
                }
            }
            Repeater {
                model: panel.game.options
                // Label, control and description in a line; where a long
                // language leaves no room, the description goes below.
                delegate: Flow {
                    id: optionRow
                    required property var modelData
                    objectName: "option_" + modelData.key
                    readonly property string value: panel.normalized[modelData.key] ?? modelData.defaultValue
                    // The person's choice cannot be played with these players
                    // (one deck for ten): the control shows what the game
                    // will use, and the line beside it says why.
                    readonly property bool overruled: panel.options[modelData.key] !== undefined
                                                      && String(panel.options[modelData.key]) !== value
                    width: parent.width
                    spacing: 10
                    visible: panel.catalog.optionAvailable(panel.game.id, modelData.key, panel.players,
                                                           panel.options)
                    height: visible ? implicitHeight : 0
                    Label {
                        textFormat: Text.PlainText
                        width: panel.labelWidth
                        height: Math.max(40, implicitHeight)
                        verticalAlignment: Text.AlignVCenter
                        text: optionRow.modelData.label
                        font.pixelSize: Math.round(12 * panel.theme.textScale)
                        wrapMode: Text.WordWrap
                    }
                    // The control's width, so the description takes the rest of the line.
                    readonly property real controlWidth: choiceBox.visible ? choiceBox.width
                                                         : numberBox.visible ? numberBox.width : flagBox.width
                    CheckBox {
                        id: flagBox
                        objectName: "flagBox"
                        font.pixelSize: Math.round(12 * panel.theme.textScale)
                        visible: optionRow.modelData.type === "bool"
                        checked: optionRow.value === "true"
                        onToggled: {
                            panel.setOption(optionRow.modelData.key, checked ? "true" : "false");
                            checked = Qt.binding(() => optionRow.value === "true");
                        }
                    }
                    SpinBox {
                        id: numberBox
                        visible: optionRow.modelData.type === "int"
                        from: optionRow.modelData.minValue
                        to: optionRow.modelData.maxValue
                        editable: true
                        width: Math.round(130 * panel.theme.textScale)
                        font.pixelSize: Math.round(12 * panel.theme.textScale)
                        value: Number(optionRow.value)
                        onValueModified: {
                            panel.setOption(optionRow.modelData.key, value);
                            value = Qt.binding(() => Number(optionRow.value));
                        }
                    }
                    ComboBox {
                        id: choiceBox
                        visible: optionRow.modelData.type === "choice"
                        width: Math.max(Math.round(160 * panel.theme.textScale), implicitWidth)
                        implicitContentWidthPolicy: ComboBox.WidestText
                        font.pixelSize: Math.round(12 * panel.theme.textScale)
                        // Qt 6.4 measures the widest text once: again at a new
                        // font (large print turned on while the panel is open).
                        onFontChanged: {
                            implicitContentWidthPolicy = ComboBox.ContentItemImplicitWidth;
                            implicitContentWidthPolicy = ComboBox.WidestText;
                        }
                        // The words for the choices; the choices themselves are record keys.
                        model: optionRow.modelData.choiceLabels
                        currentIndex: Math.max(0, optionRow.modelData.choices.indexOf(optionRow.value))
                        onActivated: index => {
                            panel.setOption(optionRow.modelData.key, optionRow.modelData.choices[index]);
                            currentIndex = Qt.binding(
                                () => Math.max(0, optionRow.modelData.choices.indexOf(optionRow.value)));
                        }
                    }
                    Text {
                        textFormat: Text.PlainText
                        width: Math.min(260 * panel.theme.textScale, Math.max(180 * panel.theme.textScale, optionRow.width - panel.labelWidth - 20 - optionRow.controlWidth))
                        height: Math.max(40, implicitHeight)
                        verticalAlignment: Text.AlignVCenter
                        objectName: "note"
                        text: optionRow.overruled
                              ? panel.catalog.validate(panel.game.id, panel.players, panel.options)
                                || optionRow.modelData.description
                              : optionRow.modelData.description
                        wrapMode: Text.WordWrap
                        font.pixelSize: Math.round(11 * panel.theme.textScale)
                        color: optionRow.overruled ? panel.theme.paperAlert : panel.theme.paperMuted
                    }
                }
            }
            Row {
                spacing: 10
                Label { width: panel.labelWidth; text: qsTr("Animation"); font.pixelSize: Math.round(12 * panel.theme.textScale); anchors.verticalCenter: parent.verticalCenter }
                ComboBox {
                    width: Math.round(160 * panel.theme.textScale)
                    font.pixelSize: Math.round(12 * panel.theme.textScale)
                    model: [qsTr("Slow"), qsTr("Normal"), qsTr("Fast"), qsTr("Instant")]
                    currentIndex: panel.session.view.animationSpeed
                    onActivated: index => panel.session.view.animationSpeed = index
                }
            }
            Text {
                textFormat: Text.PlainText
                width: parent.width
                visible: panel.error.length > 0 || panel.hostProblem.length > 0
                text: panel.error.length > 0 ? panel.error : panel.hostProblem
                font.pixelSize: Math.round(12 * panel.theme.textScale)
                color: panel.theme.paperAlert
                wrapMode: Text.WordWrap
            }
            FeltButton {
                objectName: "fixButton"
                visible: panel.optionsError.length > 0
                text: qsTr("Adjust the options for %1 players").arg(panel.players)
                font.pixelSize: Math.round(12 * panel.theme.textScale)
                onClicked: panel.options = panel.catalog.validOptions(panel.game.id, panel.players,
                                                                      panel.normalized)
            }
            Row {
                spacing: 10
                FeltButton {
                    objectName: "startButton"
                    // With friends over the network the table opens for them first.
                    text: panel.hostsFriends ? qsTr("Host the table") : qsTr("Start")
                    font.pixelSize: Math.round(12 * panel.theme.textScale)
                    enabled: panel.error.length === 0
                    highlighted: true
                    onClicked: panel.start()
                }
                FeltButton {
                    visible: panel.session.running
                    text: qsTr("Cancel")
                    font.pixelSize: Math.round(12 * panel.theme.textScale)
                    onClicked: panel.cancelled()
                }
            }
        }
    }

    Rectangle {
        objectName: "setupFade"
        x: scroller.x
        width: scroller.width
        height: 36
        y: scroller.y + scroller.height - height
        visible: scroller.scrolls && !scroller.atYEnd
        // (Gradients blend premultiplied: clear to paper, no grey between.)
        gradient: Gradient {
            GradientStop { position: 0.0; color: "transparent" }
            GradientStop { position: 1.0; color: panel.theme.paper }
        }
    }
}
