#include "table_facts.h"

#include <QFile>

namespace felt::app {

void TableFacts::read(const SeatView& view, const std::vector<StatSpec>& specs,
                      const TableText& text) {
    stats.clear();
    QStringList parts;
    for (const Stat& st : view.stats) {
        const QString key = QString::fromStdString(st.key);
        stats.insert(st.seat < 0 ? key : key + QLatin1Char('@') + QString::number(st.seat),
                     st.value);
        const StatSpec* spec = findSpec(specs, st.key);
        if (st.seat < 0 && spec && (spec->places & kOnInfoLine)) {
            const QString part = text.stat(*spec, st);
            if (!part.isEmpty()) parts << part;
        }
    }
    info = parts.join(QStringLiteral("   "));
    groups.clear();
    for (const CardGroup& g : view.groups)
        groups.append(QVariantMap{{QStringLiteral("seat"), g.seat},
                                  {QStringLiteral("number"), g.number},
                                  {QStringLiteral("size"), static_cast<int>(g.cards.size())},
                                  {QStringLiteral("caption"), text.phrase(g.caption)}});
}

void TableFacts::clear() {
    stats.clear();
    info.clear();
    groups.clear();
}

QString controlsUrlOf(const QString& gameId) {
    const QString path = QStringLiteral("/qt/qml/Felt/games/%1/Controls.qml").arg(gameId);
    return QFile::exists(QLatin1Char(':') + path) ? QStringLiteral("qrc:") + path : QString();
}

QVariantList placementsOf(const GameState& state) {
    QVariantList out;
    for (int p : state.result().placements) out << p;
    return out;
}

QString cardNameOf(const CardModel& cards, const TableText& text, int row) {
    if (row < 0 || row >= cards.rowCount() || !cards.isFaceUp(row)) return {};
    return text.card(cards.cardOfRow(row));
}

QVariantList zoneList(const std::vector<ZoneSpec>& zones) {
    QVariantList list;
    for (const ZoneSpec& z : zones)
        list.append(QVariantMap{
            {QStringLiteral("key"), QString::fromStdString(z.key)},
            {QStringLiteral("label"), engineWord(z.label.c_str())},
            {QStringLiteral("kind"), QString::fromLatin1(zoneKindName(z.kind))},
            {QStringLiteral("owner"), z.owner},
            {QStringLiteral("region"), QString::fromLatin1(zoneRegionName(z.look.region))},
            {QStringLiteral("arrangement"),
             QString::fromLatin1(zoneArrangementName(z.look.arrangement))},
            {QStringLiteral("slot"), QString::fromLatin1(zoneSlotName(z.look.slot))},
            {QStringLiteral("layer"), QString::fromLatin1(zoneLayerName(z.look.layer))},
            {QStringLiteral("faceDown"), z.look.faceDown}});
    return list;
}

}  // namespace felt::app
