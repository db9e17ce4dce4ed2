// The window's questions and messages (Prompt: Restart, the deal code, a file
// that cannot be read) in Felt's own dialog. Made when the first one is asked
// (Main.qml); shows whatever the prompt asks now, and hands back the answer.
import QtQuick
import Felt

Item {
    id: holder

    required property Prompt prompt
    required property var theme
    readonly property alias dialog: dialog

    // Each question afresh (called by Main.qml once the holder is in the window): an empty field, the focus on the default button.
    function showCurrent() {
        if (!prompt.open) {
            dialog.close();
            return;
        }
        dialog.inputText = "";
        if (dialog.opened)
            dialog.focusDefault();
        else
            dialog.open();
    }


    FeltDialog {
        id: dialog
        objectName: "promptDialog"
        theme: holder.theme
        title: holder.prompt.title
        text: holder.prompt.text
        acceptText: holder.prompt.acceptText
        rejectText: holder.prompt.rejectText
        asksText: holder.prompt.asksText
        warning: holder.prompt.warning
        onAccepted: holder.prompt.answer(true, inputText.trim())
        onRejected: holder.prompt.answer(false, "")
    }

    Connections {
        target: holder.prompt
        function onChanged() {
            holder.showCurrent();
        }
    }
}
