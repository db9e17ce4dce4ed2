// The new-game panel's scrolling as a layout test sees it: content taller
// than the panel shows that it scrolls (a scroll bar drawn, the last lines
// fading), and scrolled to its end, Start lies in sight.
#pragma once

#include <QQuickItem>
#include <QStringList>

#include "chooser_check.h"

namespace felt::test {

inline QQuickItem* childNamed(QQuickItem* root, const QString& name) {
    const auto found = itemsNamed(root, [&](const QString& n) { return n == name; });
    return found.isEmpty() ? nullptr : found.constFirst();
}

// Whether a scroll bar is drawn now: shown, and its handle not faded out
// (the toolkit's own fades out while nothing moves).
inline bool drawn(QQuickItem* bar) {
    if (!bar || !bar->isVisible()) return false;
    auto* handle = bar->property("contentItem").value<QQuickItem*>();
    return handle && handle->isVisible() && handle->opacity() > 0.3;
}

// Scrolls the panel to its end (it stays there) and lists what is wrong;
// `frames` draws the window (the panel lays out anew after a scroll).
template <typename Frames>
QStringList setupScrollProblems(QQuickItem* panel, Frames frames) {
    QQuickItem* scroller = childNamed(panel, QStringLiteral("setupScroller"));
    QQuickItem* start = childNamed(panel, QStringLiteral("startButton"));
    if (!scroller || !start) return {QStringLiteral("no scroller or no Start in the panel")};
    QStringList problems;
    const double contentH = scroller->property("contentHeight").toDouble();
    if (contentH > scroller->height() + 1) {
        if (!drawn(childNamed(panel, QStringLiteral("setupScrollBar"))))
            problems << QStringLiteral("%1 px of content in %2 px, no scroll bar")
                            .arg(contentH)
                            .arg(scroller->height());
        if (!childNamed(panel, QStringLiteral("setupFade")))
            problems << QStringLiteral("no fade at the bottom while more lies below");
        scroller->setProperty("contentY", contentH - scroller->height());
        if (!frames()) return problems << QStringLiteral("no frame drawn");
        if (childNamed(panel, QStringLiteral("setupFade")))
            problems << QStringLiteral("the fade stays at the end");
    }
    if (!boxIn(scroller, panel).contains(boxIn(start, panel)))
        problems << QStringLiteral("Start out of sight at the end");
    return problems;
}

}  // namespace felt::test
