// The table's colours in one place: the standard look and a high-contrast one
// (near-black felt, white text, a bright yellow for what can be used). QML
// reads them by role through ViewSettings::theme; every pair of text and the
// ground it is drawn on is listed, so a test holds them to WCAG AA (4.5:1) and
// the high-contrast theme to AAA (7:1).
#pragma once

#include <QColor>
#include <QString>
#include <QVariantMap>
#include <vector>

namespace felt::app {

// Colours by role: feltTop, feltBottom, feltRing, logText, plate,
// plateBorder, plateText, plateScore, plateStats, plateActing, plateActingText,
// toast, toastText, caption, captionText, playable, selected, hinted, focus
// and focusHalo (the line round the card in focus and the halo round it),
// button, buttonHover, buttonBorder, buttonText, buttonDown, buttonDownText;
// the light panels' paper, paperBorder, paperText, paperMuted, paperAlert
// (errors, losses), paperWin, paperNote; the light chips in them (suit
// buttons and badges, text fields) chip, chipHover, chipDown, chipBorder,
// chipText; the grounds of buttons and badges that warn or urge, signalStop,
// signalCaution, signalGo, signalIdle, with signalText on them; plateNote,
// playableText (on playable), groupFrame and targetFill (a group of cards and
// one a card can be played onto), shade (behind a panel), dim (over a card
// that cannot be used); strongInk (whether card indices take their darker
// inks); and textScale (1 normally, larger for large print). `felt` picks the
// standard theme's felt and the colours that go with it ("green", "blue",
// "burgundy"; others give green); the high-contrast theme has one felt.
QVariantMap tableTheme(bool highContrast, bool largePrint = false,
                       const QString& felt = QStringLiteral("green"));

// A text role drawn on a ground role; `ground` may be a felt colour (the text
// lies on the felt) or a plate, toast or caption.
struct ReadablePair {
    QString text;
    QString ground;
};
std::vector<ReadablePair> readablePairs();

// WCAG 2 contrast ratio of two opaque colours (1 to 21).
double contrastRatio(const QColor& a, const QColor& b);

}  // namespace felt::app
