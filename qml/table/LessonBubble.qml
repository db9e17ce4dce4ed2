// A lesson's bubble ("Learn by playing", docs/lessons.md): the step's text
// beside what it talks about (a card, a zone, a button, a plate, a stat;
// Table.lessonTarget finds it), with a pointer to it, or in the middle of the
// table. A Continue step waits for Continue; the End step offers a real game
// and the rules; after a move the step did not ask for, its answer shows
// under the text; Enter or Space continues too. Over the table, in its
// coordinates (same origin).
import QtQuick
import Felt

Item {
    id: bubble
    objectName: "lessonBubble"

    required property Item table
    required property LessonPlayer lesson
    readonly property var theme: lesson.session.view.theme
    readonly property real ui: (table as Table)?.ui ?? 1
    readonly property real fontScale: theme.textScale * ui
    // What it points at ({item, x, y, w, h}) or null; a binding, so it
    // follows the cards as they move.
    readonly property var target: shown ? (table as Table).lessonTarget(lesson.anchor) : null
    readonly property bool shown: lesson.active && lesson.kind !== ""
    readonly property real gap: 14 * ui
    readonly property real margin: 8
    // Above its target when there is room, else below, else beside it.
    readonly property string side: {
        if (!target)
            return "none";
        if (target.y - gap - card.height >= margin)
            return "above";
        if (target.y + target.h + gap + card.height <= table.height - margin)
            return "below";
        return target.x + target.w / 2 > table.width / 2 ? "left" : "right";
    }
    // The keyboard reaches the table (no panel or dialog over it): Enter or
    // Space then stands for Continue, while no move may be made anyway.
    property bool keysOn: true

    visible: shown
    x: 0
    y: 0
    width: table.width
    height: table.height

    Shortcut {
        sequences: ["Return", "Enter", "Space"]
        enabled: bubble.keysOn && bubble.shown && bubble.lesson.kind === "continue"
        onActivated: bubble.lesson.proceed()
    }

    function clamp(v, lo, hi) {
        return Math.max(lo, Math.min(hi, v));
    }

    Rectangle {
        id: card
        objectName: "lessonCard"
        width: Math.min(bubble.width * 0.42, 400 * bubble.ui * bubble.theme.textScale)
        height: column.implicitHeight + 24 * bubble.ui
        radius: 10
        color: bubble.theme.paper
        border.color: bubble.theme.plateBorder
        border.width: 2
        readonly property var t: bubble.target
        x: {
            if (!t)
                return (bubble.width - width) / 2;
            if (bubble.side === "left")
                return bubble.clamp(t.x - bubble.gap - width, bubble.margin, bubble.width - width - bubble.margin);
            if (bubble.side === "right")
                return bubble.clamp(t.x + t.w + bubble.gap, bubble.margin, bubble.width - width - bubble.margin);
            return bubble.clamp(t.x + t.w / 2 - width / 2, bubble.margin, bubble.width - width - bubble.margin);
        }
        y: {
            if (!t)
                return (bubble.height - height) / 2;
            if (bubble.side === "above")
                return t.y - bubble.gap - height;
            if (bubble.side === "below")
                return t.y + t.h + bubble.gap;
            return bubble.clamp(t.y + t.h / 2 - height / 2, bubble.margin, bubble.height - height - bubble.margin);
        }

        // The pointer: a turned square half under the card's edge facing the target.
        Rectangle {
            readonly property var t: bubble.target
            visible: !!t
            width: 16 * bubble.ui
            height: width
            rotation: 45
            color: card.color
            border.color: card.border.color
            border.width: 2
            z: -1
            x: !t ? 0
                  : bubble.side === "left" ? card.width - width / 2
                  : bubble.side === "right" ? -width / 2
                  : bubble.clamp(t.x + t.w / 2 - card.x - width / 2, 12, card.width - width - 12)
            y: !t ? 0
                  : bubble.side === "above" ? card.height - height / 2
                  : bubble.side === "below" ? -height / 2
                  : bubble.clamp(t.y + t.h / 2 - card.y - height / 2, 12, card.height - height - 12)
        }
        // The pointer's inner half is covered again, so the border stays an outline.
        Rectangle {
            anchors.fill: parent
            anchors.margins: 2
            radius: card.radius - 2
            color: card.color
        }

        Column {
            id: column
            x: 14 * bubble.ui
            y: 12 * bubble.ui
            width: card.width - 28 * bubble.ui
            spacing: 8 * bubble.ui
            Text {
                objectName: "lessonProgress"
                width: parent.width
                text: qsTr("%1 · step %2 of %3").arg(bubble.lesson.title).arg(bubble.lesson.step).arg(bubble.lesson.steps)
                color: bubble.theme.paperMuted
                font.pixelSize: Math.round(12 * bubble.fontScale)
                elide: Text.ElideRight
            }
            Text {
                objectName: "lessonText"
                width: parent.width
                text: bubble.lesson.text
                color: bubble.theme.paperText
                font.pixelSize: Math.round(15 * bubble.fontScale)
                wrapMode: Text.Wrap
            }
            Text {
                objectName: "lessonReply"
                width: parent.width
                visible: text.length > 0
                text: bubble.lesson.reply
                color: bubble.theme.paperAlert
                font.pixelSize: Math.round(14 * bubble.fontScale)
                wrapMode: Text.Wrap
            }
            Flow {
                width: parent.width
                spacing: 8 * bubble.ui
                layoutDirection: Qt.RightToLeft
                TableButton {
                    objectName: "lessonContinue"
                    visible: bubble.lesson.kind === "continue"
                    text: qsTr("Continue")
                    sizeScale: bubble.ui
                    font.pixelSize: Math.round(14 * bubble.fontScale)
                    onClicked: bubble.lesson.proceed()
                }
                TableButton {
                    objectName: "lessonPlay"
                    visible: bubble.lesson.kind === "end"
                    text: qsTr("Play a real game")
                    sizeScale: bubble.ui
                    font.pixelSize: Math.round(14 * bubble.fontScale)
                    onClicked: bubble.lesson.playRealGame()
                }
                TableButton {
                    objectName: "lessonRules"
                    visible: bubble.lesson.kind === "end"
                    text: qsTr("Read the full rules")
                    sizeScale: bubble.ui
                    font.pixelSize: Math.round(14 * bubble.fontScale)
                    onClicked: bubble.lesson.rulesWanted()
                }
            }
        }
    }
}
