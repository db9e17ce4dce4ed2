// The frame of the network dialogs (Join a table, the lobby): Felt's paper in
// the middle of the window, modal, in the table's colours, like FeltDialog.
// Escape asks the dialog to close (escapePressed); the dialog decides.
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Templates as T
import Felt

Popup {
    id: popup

    required property var theme

    anchors.centerIn: T.Overlay.overlay
    modal: true
    focus: true
    closePolicy: Popup.NoAutoClose
    width: Math.min(640, (T.Overlay.overlay ? T.Overlay.overlay.width : 680) - 40)
    padding: 24

    palette.window: theme.paper
    palette.windowText: theme.paperText
    palette.base: theme.chip
    palette.text: theme.chipText
    palette.button: theme.button
    palette.buttonText: theme.buttonText
    palette.light: theme.buttonHover
    palette.mid: theme.buttonBorder
    palette.dark: theme.buttonBorder
    palette.highlight: theme.buttonDown
    palette.highlightedText: theme.buttonDownText
    palette.shadow: theme.focus

    // qmllint disable unqualified
    // (the shade is a component of its own; qmllint does not see the popup's id in it)
    T.Overlay.modal: Rectangle {
        color: popup.theme.shade
    }
    // qmllint enable unqualified

    background: Paper {
        theme: popup.theme
    }
}
