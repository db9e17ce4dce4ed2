#include "keyboard_help.h"

#include <QCoreApplication>
#include <QKeySequence>
#include <utility>
#include <vector>

namespace felt::app {

namespace {

QString said(const char* text) {
    return QCoreApplication::translate("keyboard", text);
}

QString keys(QKeySequence::StandardKey key) {
    return QKeySequence(key).toString(QKeySequence::NativeText);
}

QString keys(const QKeySequence& sequence) {
    return sequence.toString(QKeySequence::NativeText);
}

}  // namespace

QKeySequence fullScreenKey() {
    const QKeySequence platform(QKeySequence::FullScreen);
    return platform.isEmpty() ? QKeySequence(Qt::Key_F11) : platform;
}

QString keyboardHelpText() {
    const std::vector<std::pair<QString, QString>> rows = {
        {said(QT_TRANSLATE_NOOP("keyboard", "Arrow keys")),
         said(QT_TRANSLATE_NOOP("keyboard",
                                "Move between the cards you can use now, or between the buttons "
                                "of a chooser or a row"))},
        {said(QT_TRANSLATE_NOOP("keyboard", "Enter or Space")),
         said(QT_TRANSLATE_NOOP("keyboard",
                                "Use the card in focus (play it, or open its moves), or press "
                                "the button in focus"))},
        {said(QT_TRANSLATE_NOOP("keyboard", "Tab / Shift+Tab")),
         said(QT_TRANSLATE_NOOP("keyboard",
                                "Go on to the game's buttons (bids, draws, Play selected, its own "
                                "controls), then Undo, Hint and Scores, and back to the cards"))},
        {said(QT_TRANSLATE_NOOP("keyboard", "Esc")),
         said(
             QT_TRANSLATE_NOOP("keyboard", "Close a chooser, clear a selection, hide the scores"))},
        {said(QT_TRANSLATE_NOOP("keyboard", "Page Up / Page Down, Home / End")),
         said(QT_TRANSLATE_NOOP("keyboard",
                                "Scroll the score sheet's rounds, or go to its first and last; "
                                "in a replay, step by rounds, or go to the start and the end"))},
        {keys(QKeySequence::Undo), said(QT_TRANSLATE_NOOP("keyboard", "Undo"))},
        {keys(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)),
         said(QT_TRANSLATE_NOOP("keyboard", "Redo"))},
        {keys(QKeySequence(Qt::CTRL | Qt::Key_H)), said(QT_TRANSLATE_NOOP("keyboard", "Hint"))},
        {keys(QKeySequence::New), said(QT_TRANSLATE_NOOP("keyboard", "New game"))},
        {keys(QKeySequence(Qt::CTRL | Qt::Key_R)),
         said(QT_TRANSLATE_NOOP("keyboard", "Restart the same deal"))},
        {keys(QKeySequence::Open), said(QT_TRANSLATE_NOOP("keyboard", "Open a game record"))},
        {keys(QKeySequence::Save), said(QT_TRANSLATE_NOOP("keyboard", "Save the game"))},
        {keys(QKeySequence::HelpContents),
         said(QT_TRANSLATE_NOOP("keyboard", "Rules of this game"))},
        {keys(fullScreenKey()), said(QT_TRANSLATE_NOOP("keyboard", "Full screen"))},
        {keys(QKeySequence::Quit), said(QT_TRANSLATE_NOOP("keyboard", "Quit"))},
    };
    QString html = QStringLiteral("<p>%1</p><table cellpadding='4'>")
                       .arg(said(QT_TRANSLATE_NOOP(
                           "keyboard",
                           "Every move can be made with the keyboard. The card or button in "
                           "focus has a frame; choosers open with their first move in focus, "
                           "the round summary with Continue.")));
    for (const auto& [key, what] : rows)
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(key.toHtmlEscaped(), what.toHtmlEscaped());
    return html + QStringLiteral("</table>");
}

}  // namespace felt::app
