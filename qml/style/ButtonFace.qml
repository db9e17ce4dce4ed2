// What every Felt button looks like, behind its text: round corners and the
// plates' dark cloth, edged in gold; a first choice (`highlighted`) or a
// pressed button takes the colours of the plate whose turn it is. Colours come
// from the palette Main.qml sets from the table's theme. Shared by FeltButton
// (on Qt Quick Controls, for panels and dialogs) and TableButton (plain Qt
// Quick, for the table, which then starts without loading the Controls).
import QtQuick

Rectangle {
    id: face

    property bool down: false
    property bool highlighted: false
    property bool hovered: false
    property bool active: true
    // A ring around the button (a hint's suggestion), and the keyboard focus:
    // the pressed colour's ring (palette.highlight) edged in the theme's dark
    // focus line (palette.shadow, set from the theme with the others), so
    // that one of the two shows on the felt, on the light panels and in high
    // contrast (tst_theme).
    property color ringColour: "transparent"
    property bool focusShown: false

    implicitWidth: 92
    implicitHeight: 38
    radius: 8
    color: down || highlighted ? palette.highlight : hovered && active ? palette.light : palette.button
    border.color: palette.mid
    border.width: 1
    opacity: active ? 1 : 0.5

    // Drawn outside the button, so that they show on the felt and on the
    // light panels alike; made only while one shows (most buttons have
    // neither, and idle rings in every button held 0.4 MiB).
    // qmllint disable unqualified
    // (Qt 6.4's qmllint flags the face's id inside a Loader's component,
    // which lives in the face's context.)
    Loader {
        anchors.fill: parent
        active: face.ringColour.a > 0 || face.focusShown
        sourceComponent: Item {
            Rectangle {
                objectName: "ring"
                anchors.fill: parent
                anchors.margins: -4
                radius: 11
                color: "transparent"
                border.width: 3
                border.color: face.ringColour
                visible: face.ringColour.a > 0
            }
            Rectangle {
                objectName: "focusRing"
                anchors.fill: parent
                anchors.margins: -5
                radius: 12
                color: "transparent"
                border.width: 2
                border.color: face.palette.shadow
                visible: face.focusShown
                Rectangle {
                    anchors.fill: parent
                    anchors.margins: 2
                    radius: 10
                    color: "transparent"
                    border.width: 2
                    border.color: face.palette.highlight
                }
            }
        }
    }
    // qmllint enable unqualified
}
