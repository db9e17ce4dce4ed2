// qmllint disable unqualified
// (Qt 6.4's qmllint flags every use of an outer id inside a delegate; the
// pragma that declares delegates bound to their context arrived in Qt 6.5.)
// Statistics of finished games, per game and player: played, won, places,
// best and average score, streaks (optionally split by variant), and a chart
// of the chosen player's recent games. Reset asks first.
import QtQuick
import QtQuick.Controls.Basic
import Felt

Paper {
    id: panel

    property Statistics statistics: null
    signal closeRequested()

    property var rows: []
    property var games: []
    property string game: games.length > 0 ? games[Math.min(gameBox.currentIndex, games.length - 1)] : ""
    property string player: ""
    // The table's columns: the player, six numbers, the places; wider in
    // large print and for a longer heading ("Durchschnitt"), the player's
    // column taking what the others leave.
    readonly property var columnWidths: {
        const rest = [70, 70, 70, 70, 70, 70, 150].map((w, i) => {
            const heading = headings.count > i + 1 ? headings.itemAt(i + 1).implicitWidth + 10 : 0;
            return Math.max(Math.round(w * theme.textScale), Math.ceil(heading));
        });
        const room = width - 32 - rest.reduce((a, b) => a + b, 0);
        return [Math.max(120, Math.min(Math.round(200 * theme.textScale), room))].concat(rest);
    }
    readonly property var shown: rows.filter(r => r.game === game && (splitBox.checked ? r.variant !== "" : r.variant === ""))

    function refresh() {
        if (!statistics)
            return;
        rows = statistics.summary();
        const ids = [];
        for (const r of rows)
            if (ids.indexOf(r.game) < 0)
                ids.push(r.game);
        games = ids;
        const people = rows.filter(r => r.game === game && r.kind === "human");
        player = people.length > 0 ? people[0].player : (shown.length > 0 ? shown[0].player : "");
    }

    onVisibleChanged: if (visible) refresh()
    Component.onCompleted: refresh()

    MouseArea { anchors.fill: parent }

    Column {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 8

        Text {
            textFormat: Text.PlainText
            text: qsTr("Statistics")
            font.pixelSize: Math.round(24 * panel.theme.textScale)
            font.bold: true
            color: panel.theme.paperText
        }
        Text {
            textFormat: Text.PlainText
            width: parent.width
            visible: text.length > 0
            text: panel.statistics ? panel.statistics.problem : ""
            color: panel.theme.paperAlert
            wrapMode: Text.WordWrap
            font.pixelSize: Math.round(12 * panel.theme.textScale)
        }
        Text {
            textFormat: Text.PlainText
            visible: panel.games.length === 0
            text: qsTr("No finished games yet.")
            font.pixelSize: Math.round(12 * panel.theme.textScale)
            color: panel.theme.paperText
        }
        Row {
            spacing: 10
            visible: panel.games.length > 0
            ComboBox {
                id: gameBox
                width: Math.round(240 * panel.theme.textScale)
                font.pixelSize: Math.round(12 * panel.theme.textScale)
                model: panel.games.map(id => panel.statistics.gameName(id))
                onActivated: panel.refresh()
            }
            CheckBox {
                id: splitBox
                text: qsTr("By variant")
                font.pixelSize: Math.round(12 * panel.theme.textScale)
            }
        }
        // Header and one row per player (and variant).
        Row {
            visible: panel.shown.length > 0
            Repeater {
                id: headings
                model: [qsTr("Player"), qsTr("Played"), qsTr("Won"), qsTr("Best"), qsTr("Average"),
                        qsTr("Streak"), qsTr("Longest"), qsTr("Places")]
                delegate: Text {
                    textFormat: Text.PlainText
                    required property string modelData
                    required property int index
                    width: panel.columnWidths[index]
                    text: modelData
                    font.bold: true
                    font.pixelSize: Math.round(12 * panel.theme.textScale)
                    color: panel.theme.paperText
                }
            }
        }
        ListView {
            width: parent.width
            height: Math.min(contentHeight, Math.round(160 * panel.theme.textScale))
            clip: true
            model: panel.shown
            delegate: Row {
                id: line
                required property var modelData
                Text {
                    textFormat: Text.PlainText
                    width: panel.columnWidths[0]
                    // A player with a level and a variant in words takes lines, not an ellipsis.
                    wrapMode: Text.Wrap
                    font.pixelSize: Math.round(12 * panel.theme.textScale)
                    text: line.modelData.shownName + (line.modelData.kindWord.length > 0 ? " (" + line.modelData.kindWord + ")" : "")
                          + (line.modelData.variant.length > 0 ? " · " + line.modelData.variantWords : "")
                    font.bold: line.modelData.player === panel.player
                    color: panel.theme.paperText
                    MouseArea {
                        anchors.fill: parent
                        onClicked: panel.player = line.modelData.player
                    }
                }
                Text { width: panel.columnWidths[1]; font.pixelSize: Math.round(12 * panel.theme.textScale); color: panel.theme.paperText; text: line.modelData.played }
                Text { width: panel.columnWidths[2]; font.pixelSize: Math.round(12 * panel.theme.textScale); color: panel.theme.paperText; text: line.modelData.won + " (" + Math.round(100 * line.modelData.won / line.modelData.played) + "%)" }
                Text { width: panel.columnWidths[3]; font.pixelSize: Math.round(12 * panel.theme.textScale); color: panel.theme.paperText; text: line.modelData.best }
                Text { width: panel.columnWidths[4]; font.pixelSize: Math.round(12 * panel.theme.textScale); color: panel.theme.paperText; text: line.modelData.average.toFixed(1) }
                Text { width: panel.columnWidths[5]; font.pixelSize: Math.round(12 * panel.theme.textScale); color: panel.theme.paperText; text: line.modelData.streak }
                Text { width: panel.columnWidths[6]; font.pixelSize: Math.round(12 * panel.theme.textScale); color: panel.theme.paperText; text: line.modelData.longestStreak }
                Text { width: panel.columnWidths[7]; font.pixelSize: Math.round(12 * panel.theme.textScale); color: panel.theme.paperText; text: line.modelData.places.join(" · ") }
            }
        }
        // What each column counts.
        Text {
            objectName: "statisticsKey"
            textFormat: Text.PlainText
            width: parent.width
            visible: panel.shown.length > 0
            wrapMode: Text.WordWrap
            font.pixelSize: Math.round(12 * panel.theme.textScale)
            color: panel.theme.paperNote
            text: qsTr("Played: games finished. Won: games won, and their share. Best and Average: final scores. Streak: games won in a row up to the last one. Longest: the most won in a row. Places: how often first · second · third…")
        }
        Text {
            textFormat: Text.PlainText
            visible: panel.player.length > 0
            text: qsTr("Recent games of %1").arg(panel.rows.find(r => r.player === panel.player)?.shownName ?? panel.player)
            font.bold: true
            font.pixelSize: Math.round(12 * panel.theme.textScale)
            color: panel.theme.paperText
        }
        StatsChart {
            id: chart
            objectName: "statisticsChart"
            width: parent.width
            visible: panel.player.length > 0
            theme: panel.theme
            games: panel.game.length > 0 && panel.player.length > 0 ? panel.statistics.recentGames(panel.game, panel.player, 20) : []
        }
        Row {
            spacing: 10
            FeltButton {
                text: qsTr("Reset statistics…")
                font.pixelSize: Math.round(12 * panel.theme.textScale)
                enabled: panel.games.length > 0
                onClicked: confirmReset.open()
            }
            FeltButton {
                text: qsTr("Close")
                font.pixelSize: Math.round(12 * panel.theme.textScale)
                onClicked: panel.closeRequested()
            }
        }
    }

    FeltDialog {
        id: confirmReset
        objectName: "confirmReset"
        theme: panel.theme
        title: qsTr("Reset statistics?")
        text: qsTr("Every game recorded so far will be forgotten.")
        onAccepted: {
            panel.statistics.reset();
            panel.refresh();
        }
    }
}
