// Felt's own dialog: a question, a message or a line to type, on the table's
// paper in the middle of the window, modal (the table under it takes no click
// and no key). The default button (the first) has the keyboard focus, or the
// text field where a line is asked for; Enter presses the button with the
// focus (the default one from the field), Escape cancels, Tab goes from
// button to button. Used by the window's questions (PromptDialog.qml) and by
// the panels' confirmations (Remove a kept game, Reset statistics).
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Templates as T

Popup {
    id: dialog

    // The table's colours (ViewSettings.theme).
    required property var theme
    property string title
    property string text
    property string acceptText: qsTr("Yes")
    // No second button where this is "" (a message).
    property string rejectText: qsTr("No")
    // A line to type, below the text (the text is its label).
    property bool asksText: false
    property alias inputText: field.text
    // Something went wrong: the title takes the alert colour.
    property bool warning: false

    signal accepted()
    signal rejected()

    function accept() {
        close();
        accepted();
    }

    function reject() {
        close();
        rejected();
    }

    // The default button, or the field where a line is asked for.
    function focusDefault() {
        if (asksText)
            field.forceActiveFocus();
        else
            acceptButton.forceActiveFocus(Qt.TabFocusReason);  // its ring shows, the arrows move on
    }

    anchors.centerIn: T.Overlay.overlay
    modal: true
    focus: true
    // Escape is answered below (as No), a click beside the dialog not at all.
    closePolicy: Popup.NoAutoClose
    width: Math.min(520, (T.Overlay.overlay ? T.Overlay.overlay.width : 560) - 40)
    padding: 24
    onOpened: focusDefault()

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
    // (the shade is a component of its own; qmllint does not see the dialog's id in it)
    T.Overlay.modal: Rectangle {
        color: dialog.theme.shade
    }
    // qmllint enable unqualified

    background: Paper {
        theme: dialog.theme
    }

    // The one child: the dialog takes its size.
    FocusScope {
        implicitWidth: column.implicitWidth
        implicitHeight: column.implicitHeight
        width: parent.width
        Keys.onPressed: event => {
            if (event.key === Qt.Key_Escape) {
                event.accepted = true;
                if (dialog.rejectText.length > 0)
                    dialog.reject();
                else
                    dialog.accept();
            } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
                // From the field: a button in focus takes Enter itself (FeltButton).
                event.accepted = true;
                dialog.accept();
            }
        }

        Column {
            id: column
            width: parent.width
            spacing: 14

            Text {
                objectName: "dialogTitle"
                textFormat: Text.PlainText
                width: parent.width
                text: dialog.title
                wrapMode: Text.WordWrap
                font.pixelSize: Math.round(19 * dialog.theme.textScale)
                font.bold: true
                color: dialog.warning ? dialog.theme.paperAlert : dialog.theme.paperText
            }
            Text {
                objectName: "dialogText"
                textFormat: Text.PlainText
                width: parent.width
                text: dialog.text
                visible: text.length > 0
                wrapMode: Text.WordWrap
                font.pixelSize: Math.round(15 * dialog.theme.textScale)
                color: dialog.theme.paperText
            }
            TextField {
                id: field
                objectName: "dialogField"
                visible: dialog.asksText
                width: parent.width
                font.pixelSize: Math.round(15 * dialog.theme.textScale)
                Accessible.name: dialog.text
            }
            Row {
                anchors.right: parent.right
                spacing: 10
                FeltButton {
                    id: acceptButton
                    objectName: "dialogAccept"
                    text: dialog.acceptText
                    highlighted: true
                    font.pixelSize: Math.round(15 * dialog.theme.textScale)
                    onClicked: dialog.accept()
                }
                FeltButton {
                    objectName: "dialogReject"
                    visible: dialog.rejectText.length > 0
                    text: dialog.rejectText
                    font.pixelSize: Math.round(15 * dialog.theme.textScale)
                    onClicked: dialog.reject()
                }
            }
        }
    }
}
