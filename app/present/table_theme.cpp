#include "table_theme.h"

#include <cmath>

namespace felt::app {

namespace {

double channel(double c) {
    return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(const QColor& c) {
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

void put(QVariantMap& t, const char* role, const char* colour) {
    t.insert(QString::fromLatin1(role), QColor(QString::fromLatin1(colour)));
}

// The roles beyond the table's cloth and plates, alike on every felt: the
// light panels (new game, scores, statistics, choosers), the light chips in
// them, the signal colours of buttons and badges that warn, and the shades.
void panelRoles(QVariantMap& t, bool highContrast) {
    if (highContrast) {
        // Panels turn black like the plates; chips stay light, since what
        // they carry is a suit symbol printed in the cards' inks.
        put(t, "paper", "#000000");
        put(t, "paperBorder", "#ffffff");
        put(t, "paperText", "#ffffff");
        put(t, "paperMuted", "#e0e0e0");
        put(t, "paperAlert", "#ff8a80");
        put(t, "paperWin", "#00ff66");
        put(t, "paperNote", "#ffb74d");
        put(t, "chip", "#ffffff");
        put(t, "chipHover", "#fff59d");
        put(t, "chipDown", "#ffe600");
        put(t, "chipBorder", "#ffffff");
        put(t, "chipText", "#000000");
        put(t, "signalStop", "#8b0000");
        put(t, "signalCaution", "#7a3300");
        put(t, "signalGo", "#0b4d12");
        put(t, "signalIdle", "#000000");
        put(t, "signalText", "#ffffff");
        put(t, "plateNote", "#ffb74d");
        put(t, "playableText", "#000000");
        put(t, "groupFrame", "#ffffff");
        put(t, "targetFill", "#33ffe600");
        put(t, "shade", "#cc000000");
        put(t, "dim", "#47000000");
    } else {
        put(t, "paper", "#f7f5ee");
        put(t, "paperBorder", "#2e3b32");
        put(t, "paperText", "#1b3a26");
        put(t, "paperMuted", "#3e4f44");
        put(t, "paperAlert", "#b71c1c");
        put(t, "paperWin", "#1b5e20");
        put(t, "paperNote", "#a0520b");
        put(t, "chip", "#ffffff");
        put(t, "chipHover", "#fff8e1");
        put(t, "chipDown", "#ffe082");
        put(t, "chipBorder", "#b0bec5");
        put(t, "chipText", "#263238");
        put(t, "signalStop", "#c62828");
        put(t, "signalCaution", "#b45309");
        put(t, "signalGo", "#2e7d32");
        put(t, "signalIdle", "#455a64");
        put(t, "signalText", "#ffffff");
        put(t, "plateNote", "#ffcc80");
        put(t, "playableText", "#3e2723");
        put(t, "groupFrame", "#b3e5c5");
        put(t, "targetFill", "#33ffe082");
        put(t, "shade", "#99000000");
        put(t, "dim", "#47000000");
    }
    // Card faces keep their printed colours, but the corner indices of a
    // high-contrast table use the darker inks of CardArt.js (AAA on the card).
    t.insert(QStringLiteral("strongInk"), highContrast);
}

}  // namespace

QVariantMap tableTheme(bool highContrast, bool largePrint, const QString& felt) {
    QVariantMap t;
    auto set = [&t](const char* role, const char* colour) { put(t, role, colour); };
    panelRoles(t, highContrast);
    if (highContrast) {
        set("feltTop", "#06140c");
        set("feltBottom", "#000000");
        set("feltRing", "#8a8a8a");
        set("logText", "#ffffff");
        set("plate", "#000000");
        set("plateBorder", "#ffffff");
        set("plateText", "#ffffff");
        set("plateScore", "#ffe600");
        set("plateStats", "#ffffff");
        set("plateActing", "#ffe600");
        set("plateActingText", "#000000");
        set("toast", "#000000");
        set("toastText", "#ffffff");
        set("caption", "#000000");
        set("captionText", "#ffffff");
        set("playable", "#ffe600");
        set("selected", "#00e5ff");
        set("hinted", "#00ff66");
        set("focus", "#000000");
        set("focusHalo", "#ffffff");
        set("button", "#000000");
        set("buttonHover", "#262626");
        set("buttonBorder", "#ffffff");
        set("buttonText", "#ffffff");
        set("buttonDown", "#ffe600");
        set("buttonDownText", "#000000");
    } else {
        set("feltTop", "#236b41");
        set("feltBottom", "#154d2b");
        set("feltRing", "#3b8f5c");
        set("logText", "#e8f5e9");
        set("plate", "#0f2f1c");
        set("plateBorder", "#4c9a6a");
        set("plateText", "#ffffff");
        set("plateScore", "#ffe082");
        set("plateStats", "#c8e6c9");
        set("plateActing", "#f2c14e");
        set("plateActingText", "#3b2a00");
        set("toast", "#3a1f0f");
        set("toastText", "#fff3e0");
        set("caption", "#17432a");
        set("captionText", "#e8f5e9");
        set("playable", "#ffd54f");
        set("selected", "#4fc3f7");
        set("hinted", "#69f0ae");
        // The card in focus: a dark line for the white faces, in a light halo
        // for the felt.
        set("focus", "#0b1a2e");
        set("focusHalo", "#ffffff");
        // Buttons belong to the plates' family: the same dark cloth and round
        // corners, edged in the score's gold; pressed or first-choice buttons
        // take the colours of the plate whose turn it is.
        set("button", "#123a22");
        set("buttonHover", "#1d5233");
        set("buttonBorder", "#c9a64a");
        set("buttonText", "#fff6dc");
        set("buttonDown", "#f2c14e");
        set("buttonDownText", "#3b2a00");
        // The other felts: the cloth, its ring, and the plates, captions and
        // text that sit on it, in the same lightness as the green ones.
        if (felt == QLatin1String("blue")) {
            set("feltTop", "#22527f");
            set("feltBottom", "#143555");
            set("feltRing", "#4279ad");
            set("logText", "#e6f0fa");
            set("plate", "#0d2438");
            set("plateBorder", "#5088bd");
            set("plateStats", "#c9dcf0");
            set("caption", "#173d61");
            set("captionText", "#e6f0fa");
            set("groupFrame", "#b3cfe8");
            set("button", "#123452");
            set("buttonHover", "#1c4a72");
        } else if (felt == QLatin1String("burgundy")) {
            set("feltTop", "#722333");
            set("feltBottom", "#4a121e");
            set("feltRing", "#a04858");
            set("logText", "#fae8eb");
            set("plate", "#2f0c13");
            set("plateBorder", "#b05a69");
            set("plateStats", "#f0cdd3");
            set("caption", "#581a28");
            set("captionText", "#fae8eb");
            set("groupFrame", "#e8b8c0");
            set("button", "#3d111b");
            set("buttonHover", "#5a1b29");
        }
    }
    t.insert(QStringLiteral("textScale"), largePrint ? 1.3 : 1.0);
    return t;
}

std::vector<ReadablePair> readablePairs() {
    // Text on the felt is checked against its lighter end.
    return {{QStringLiteral("logText"), QStringLiteral("feltTop")},
            {QStringLiteral("plateText"), QStringLiteral("plate")},
            {QStringLiteral("plateScore"), QStringLiteral("plate")},
            {QStringLiteral("plateStats"), QStringLiteral("plate")},
            {QStringLiteral("plateActingText"), QStringLiteral("plateActing")},
            {QStringLiteral("toastText"), QStringLiteral("toast")},
            {QStringLiteral("captionText"), QStringLiteral("caption")},
            {QStringLiteral("buttonText"), QStringLiteral("button")},
            {QStringLiteral("buttonText"), QStringLiteral("buttonHover")},
            {QStringLiteral("buttonDownText"), QStringLiteral("buttonDown")},
            {QStringLiteral("plateActing"), QStringLiteral("plate")},
            {QStringLiteral("plateNote"), QStringLiteral("plate")},
            {QStringLiteral("playableText"), QStringLiteral("playable")},
            {QStringLiteral("paperText"), QStringLiteral("paper")},
            {QStringLiteral("paperMuted"), QStringLiteral("paper")},
            {QStringLiteral("paperAlert"), QStringLiteral("paper")},
            {QStringLiteral("paperWin"), QStringLiteral("paper")},
            {QStringLiteral("paperNote"), QStringLiteral("paper")},
            {QStringLiteral("chipText"), QStringLiteral("chip")},
            {QStringLiteral("chipText"), QStringLiteral("chipHover")},
            {QStringLiteral("chipText"), QStringLiteral("chipDown")},
            {QStringLiteral("signalText"), QStringLiteral("signalStop")},
            {QStringLiteral("signalText"), QStringLiteral("signalCaution")},
            {QStringLiteral("signalText"), QStringLiteral("signalGo")},
            {QStringLiteral("signalText"), QStringLiteral("signalIdle")}};
}

double contrastRatio(const QColor& a, const QColor& b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

}  // namespace felt::app
