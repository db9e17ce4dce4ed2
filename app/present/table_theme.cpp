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

}  // namespace

QVariantMap tableTheme(bool highContrast, bool largePrint, const QString& felt) {
    QVariantMap t;
    auto set = [&t](const char* role, const char* colour) {
        t.insert(QString::fromLatin1(role), QColor(QString::fromLatin1(colour)));
    };
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
        set("focus", "#ffffff");
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
        set("focus", "#ffffff");
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
            {QStringLiteral("buttonDownText"), QStringLiteral("buttonDown")}};
}

double contrastRatio(const QColor& a, const QColor& b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

}  // namespace felt::app
