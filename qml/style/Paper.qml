// The light sheet a panel is drawn on over the table (new game, scores,
// statistics, choosers): the theme's paper, edged, with the palette its Qt
// Quick Controls read, so that labels, check boxes, fields and dialogs take
// the paper's colours as the buttons take the plates' (Main.qml). In high
// contrast the paper is black with white text.
import QtQuick

Rectangle {
    // The table's colours (ViewSettings.theme).
    property var theme

    radius: 12
    color: theme.paper
    border.color: theme.paperBorder
    border.width: 2
    palette.window: theme.paper
    palette.windowText: theme.paperText
    palette.base: theme.chip
    palette.text: theme.chipText
}
