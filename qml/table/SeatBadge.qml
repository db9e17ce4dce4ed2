// A seat's name plate: name, human or bot, whose turn it is, and its numbers.
import QtQuick

Rectangle {
    id: badge

    property string seatName
    property bool isHuman
    // A friend over the network who is away ("away · a bot plays"), else "".
    property string presenceText
    property bool acting
    property string statsText
    property string scoreText
    // The table's colours by role and its text scale (ViewSettings.theme).
    required property var theme
    readonly property real textScale: theme.textScale
    // How much larger than its design size the table draws it (TableLayout.growth).
    property real sizeScale: 1
    readonly property real fontScale: textScale * sizeScale

    // Wide enough for the name; long stats wrap instead of widening the plate.
    width: Math.min(230 * sizeScale, Math.max(150 * sizeScale, nameRow.implicitWidth + 20 * sizeScale,
                                              statsMetrics.width + 20 * sizeScale))
    height: column.implicitHeight + 12 * sizeScale
    radius: 8 * sizeScale

    // Read as one line: "Bot 2, 15 points, bot · Bid 1 · Tricks 0, to act".
    Accessible.role: Accessible.StaticText
    Accessible.name: seatName + (scoreText.length > 0 ? ", " + qsTr("%1 points").arg(scoreText) : "")
                     + (statsText.text.length > 0 ? ", " + statsText.text : "")
                     + (acting ? ", " + qsTr("to act") : "")
    color: acting ? theme.plateActing : theme.plate
    border.color: acting ? theme.plateText : theme.plateBorder
    border.width: acting ? 2 : 1

    TextMetrics {
        id: statsMetrics
        font.pixelSize: Math.round(12 * badge.fontScale)
        text: statsText.text
    }

    Column {
        id: column
        anchors.centerIn: parent
        spacing: 1
        Row {
            id: nameRow
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: 6 * badge.sizeScale
            Text {
                textFormat: Text.PlainText
                text: badge.seatName
                font.pixelSize: Math.round(15 * badge.fontScale)
                font.bold: true
                color: badge.acting ? badge.theme.plateActingText : badge.theme.plateText
            }
            Text {
                textFormat: Text.PlainText
                visible: badge.scoreText.length > 0
                text: badge.scoreText
                font.pixelSize: Math.round(15 * badge.fontScale)
                font.bold: true
                color: badge.acting ? badge.theme.plateActingText : badge.theme.plateScore
            }
        }
        Text {
            id: statsText
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            width: badge.width - 16 * badge.sizeScale
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            readonly property string who: badge.presenceText.length > 0 ? badge.presenceText
                                          : badge.isHuman ? "" : qsTr("bot")
            visible: text.length > 0
            text: who.length > 0 && badge.statsText.length > 0 ? who + " · " + badge.statsText : who + badge.statsText
            font.pixelSize: Math.round(12 * badge.fontScale)
            color: badge.acting ? badge.theme.plateActingText : badge.theme.plateStats
        }
    }
}
