// The new-game panel's game chooser as a layout test sees it: one tile per
// game of the catalog, inside the chooser and the panel, none on another,
// each tile's name and player count inside it, whole (not cut off).
#pragma once

#include <QQuickItem>
#include <QStringList>
#include <functional>

namespace felt::test {

inline QList<QQuickItem*> itemsNamed(QQuickItem* root,
                                     const std::function<bool(const QString&)>& wanted) {
    QList<QQuickItem*> out;
    const auto children = root->childItems();
    for (QQuickItem* child : children) {
        if (!child->isVisible()) continue;
        if (wanted(child->objectName())) out << child;
        out << itemsNamed(child, wanted);
    }
    return out;
}

inline QRectF boxIn(QQuickItem* item, QQuickItem* frame) {
    return item->mapRectToItem(frame, QRectF(0, 0, item->width(), item->height()));
}

inline QStringList chooserProblems(QQuickItem* panel, int games) {
    QStringList problems;
    const auto choosers =
        itemsNamed(panel, [](const QString& n) { return n == QLatin1String("gameTiles"); });
    if (choosers.size() != 1) return {QStringLiteral("no game chooser in the panel")};
    QQuickItem* chooser = choosers.constFirst();
    const QRectF panelBox(0, 0, panel->width(), panel->height());
    const QRectF chooserBox = boxIn(chooser, panel);
    if (!panelBox.contains(chooserBox)) problems << QStringLiteral("the chooser leaves the panel");
    const auto tiles = itemsNamed(
        chooser, [](const QString& n) { return n.startsWith(QLatin1String("gameTile_")); });
    if (tiles.size() != games)
        problems << QStringLiteral("%1 tiles for %2 games").arg(tiles.size()).arg(games);
    for (int i = 0; i < tiles.size(); ++i) {
        QQuickItem* tile = tiles[i];
        const QString name = tile->objectName();
        const QRectF box = boxIn(tile, panel);
        if (box.width() < 40 || box.height() < 40)
            problems << name + QStringLiteral(" is too small");
        if (!chooserBox.contains(box)) problems << name + QStringLiteral(" leaves the chooser");
        for (int j = i + 1; j < tiles.size(); ++j)
            if (box.intersects(boxIn(tiles[j], panel)))
                problems << name + QStringLiteral(" lies on ") + tiles[j]->objectName();
        const auto texts = itemsNamed(tile, [](const QString& n) {
            return n == QLatin1String("tileName") || n == QLatin1String("tilePlayers");
        });
        if (texts.size() != 2) problems << name + QStringLiteral(" lacks its name or players");
        for (QQuickItem* text : texts) {
            const QString what = name + QLatin1Char(' ') + text->property("text").toString();
            if (text->property("text").toString().isEmpty())
                problems << name + QStringLiteral(" has an empty ") + text->objectName();
            if (text->property("truncated").toBool())
                problems << what + QStringLiteral(" is cut off");
            if (text->property("contentWidth").toReal() > text->width() + 1 ||
                text->property("contentHeight").toReal() > text->height() + 1)
                problems << what + QStringLiteral(" is larger than its box");
            if (!box.contains(boxIn(text, panel)))
                problems << what + QStringLiteral(" runs out of its tile");
        }
    }
    return problems;
}

}  // namespace felt::test
