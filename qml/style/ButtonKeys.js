// The keys every Felt button answers, shared by FeltButton (Qt Quick
// Controls) and TableButton (plain Qt Quick), so that a summary, a dialog, a
// chooser and the table's bar all behave alike:
// - Space, Return and Enter press the button in focus (Qt's own buttons take
//   only Space); the button is clicked when the key comes up, once.
// - The arrow keys move the focus along the button's row: the buttons that
//   share its parent (a chooser's moves, a dialog's answers, the suits, a bar
//   of bids), in the order Tab takes them. Left and Up go back, Right and Down
//   on; at either end the focus stays, as on the new-game panel's tiles and
//   the hand's cards. A button takes every arrow, so an arrow never reaches
//   what lies behind it (the hand's cards under a chooser); only a FeltButton
//   the mouse gave the focus leaves them to its panel (the replay's steps).
.pragma library

function presses(event) {
    return event.key === Qt.Key_Space || event.key === Qt.Key_Return || event.key === Qt.Key_Enter;
}

// -1, 1, or 0 for a key that is no arrow.
function arrowStep(event) {
    if (event.key === Qt.Key_Left || event.key === Qt.Key_Up)
        return -1;
    if (event.key === Qt.Key_Right || event.key === Qt.Key_Down)
        return 1;
    return 0;
}

// The buttons of `button`'s row that can take the focus now.
function row(button) {
    const out = [];
    const siblings = button.parent ? button.parent.children : [];
    for (let i = 0; i < siblings.length; ++i) {
        const s = siblings[i];
        if (s === button || (s.visible && s.enabled && s.activeFocusOnTab))
            out.push(s);
    }
    return out;
}

// Moves the focus for an arrow key; true when the key was an arrow.
function moveAlongRow(button, event) {
    const step = arrowStep(event);
    if (step === 0)
        return false;
    const buttons = row(button);
    const next = buttons[buttons.indexOf(button) + step];
    if (next)
        next.forceActiveFocus(Qt.TabFocusReason);
    return true;
}
