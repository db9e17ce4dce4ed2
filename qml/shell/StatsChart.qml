// qmllint disable unqualified
// (Qt 6.4's qmllint flags every use of an outer id inside a delegate; the
// pragma that declares delegates bound to their context arrived in Qt 6.5.)
// A player's recent games as bars: the final score of each (its value on the
// bar, the day it was played under it), a score axis with zero marked, and a
// legend that says what the colours mean. Oldest on the left.
import QtQuick

Item {
    id: chart

    // [{score, won, date}], oldest first (Statistics.recentGames).
    property var games: []
    // The paper's colours (ViewSettings.theme).
    property var theme

    readonly property int highest: games.reduce((m, g) => Math.max(m, g.score), 1)
    readonly property int lowest: games.reduce((m, g) => Math.min(m, g.score), 0)
    readonly property real axisWidth: Math.max(topLabel.implicitWidth, bottomLabel.implicitWidth, zeroLabel.implicitWidth) + 8
    readonly property real step: games.length > 0 ? plot.width / games.length : 0
    // Dates under every bar where they fit, else under every second, third...
    readonly property int dateEvery: Math.max(1, Math.ceil((dateProbe.implicitWidth + 6) / Math.max(1, step)))

    // Room above and below the bars for their values.
    readonly property real margin: dateProbe.implicitHeight + 2

    function yOf(score) {
        return margin + (plot.height - 2 * margin) * (highest - score) / (highest - lowest);
    }

    implicitHeight: legend.height + 8 + 170 + dateRow.height

    Text {
        id: dateProbe
        textFormat: Text.PlainText
        visible: false
        text: chart.games.length > 0 ? chart.games[chart.games.length - 1].date : ""
        font.pixelSize: Math.round(11 * chart.theme.textScale)
    }

    Row {
        id: legend
        objectName: "chartLegend"
        spacing: 14
        Repeater {
            model: [{ won: true, text: qsTr("Won") }, { won: false, text: qsTr("Not won") }]
            delegate: Row {
                required property var modelData
                spacing: 5
                Rectangle {
                    anchors.verticalCenter: parent.verticalCenter
                    width: 12
                    height: 12
                    color: modelData.won ? chart.theme.paperWin : chart.theme.paperMuted
                }
                Text {
                    textFormat: Text.PlainText
                    text: modelData.text
                    color: chart.theme.paperText
                    font.pixelSize: Math.round(12 * chart.theme.textScale)
                }
            }
        }
        Text {
            textFormat: Text.PlainText
            text: qsTr("Bars: final score of each game, oldest on the left.")
            color: chart.theme.paperNote
            font.pixelSize: Math.round(12 * chart.theme.textScale)
        }
    }

    // The score axis: the highest score, zero and the lowest (if below zero).
    Item {
        id: axis
        anchors.top: legend.bottom
        anchors.topMargin: 8
        width: chart.axisWidth
        height: 170
        Text {
            id: topLabel
            objectName: "axisTop"
            textFormat: Text.PlainText
            anchors.right: parent.right
            anchors.rightMargin: 6
            y: chart.yOf(chart.highest) - height / 2
            text: chart.highest
            font.pixelSize: Math.round(11 * chart.theme.textScale)
            color: chart.theme.paperText
        }
        Text {
            id: zeroLabel
            textFormat: Text.PlainText
            anchors.right: parent.right
            anchors.rightMargin: 6
            y: chart.yOf(0) - height / 2
            text: "0"
            font.pixelSize: Math.round(11 * chart.theme.textScale)
            color: chart.theme.paperText
        }
        Text {
            id: bottomLabel
            textFormat: Text.PlainText
            anchors.right: parent.right
            anchors.rightMargin: 6
            y: chart.yOf(chart.lowest) - height / 2
            visible: chart.lowest < 0
            text: chart.lowest
            font.pixelSize: Math.round(11 * chart.theme.textScale)
            color: chart.theme.paperText
        }
        Rectangle {
            anchors.right: parent.right
            width: 1
            height: parent.height
            color: chart.theme.paperBorder
        }
    }

    Item {
        id: plot
        objectName: "chartPlot"
        anchors.left: axis.right
        anchors.right: parent.right
        anchors.top: axis.top
        height: axis.height

        Rectangle {  // zero
            y: chart.yOf(0)
            width: parent.width
            height: 1
            color: chart.theme.paperBorder
        }
        Repeater {
            model: chart.games
            delegate: Item {
                id: bar
                required property var modelData
                required property int index
                objectName: "chartBar"
                x: index * chart.step
                width: chart.step
                height: plot.height
                readonly property real from: chart.yOf(Math.max(0, modelData.score))
                readonly property real to: chart.yOf(Math.min(0, modelData.score))
                Rectangle {
                    x: 2
                    y: bar.from
                    width: Math.max(1, bar.width - 4)
                    height: Math.max(1, bar.to - bar.from)
                    color: bar.modelData.won ? chart.theme.paperWin : chart.theme.paperMuted
                }
                Text {
                    objectName: "chartValue"
                    textFormat: Text.PlainText
                    anchors.horizontalCenter: parent.horizontalCenter
                    // Above a bar that rises, below one that falls.
                    y: bar.modelData.score >= 0 ? bar.from - height : bar.to
                    visible: implicitWidth <= bar.width + 4
                    text: bar.modelData.score
                    font.pixelSize: Math.round(11 * chart.theme.textScale)
                    color: chart.theme.paperText
                }
            }
        }
    }

    Item {
        id: dateRow
        anchors.left: plot.left
        anchors.right: plot.right
        anchors.top: plot.bottom
        anchors.topMargin: 4
        height: dateProbe.implicitHeight
        Repeater {
            model: chart.games
            delegate: Text {
                textFormat: Text.PlainText
                required property var modelData
                required property int index
                objectName: "chartDate"
                // Counted from the newest game, so the latest day always shows.
                visible: (chart.games.length - 1 - index) % chart.dateEvery === 0
                x: Math.max(0, Math.min(dateRow.width - implicitWidth, (index + 0.5) * chart.step - implicitWidth / 2))
                text: modelData.date
                font.pixelSize: Math.round(11 * chart.theme.textScale)
                color: chart.theme.paperText
            }
        }
    }
}
