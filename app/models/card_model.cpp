#include "card_model.h"

#include <algorithm>

#include "present/table_text.h"

namespace felt::app {

CardModel::CardModel(QObject* parent) : QAbstractListModel(parent) {}

bool CardModel::shownFaceUp(const Row& r) const {
    // A zone the game lays face down (won tricks) hides faces the reader knows.
    const bool laidDown = r.zone >= 0 && zones_[static_cast<std::size_t>(r.zone)].look.faceDown;
    return r.faceUp && !laidDown;
}

int CardModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant CardModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& r = rows_[static_cast<std::size_t>(index.row())];
    const bool faceUp = shownFaceUp(r);
    switch (role) {
        case ZoneRole:
            return r.zone;
        case PositionRole:
            return r.pos;
        case ZoneCountRole:
            return r.zone >= 0 ? zoneCounts_[static_cast<std::size_t>(r.zone)] : 0;
        case FaceUpRole:
            return faceUp;
        // A face-down card has no face at all for QML: rank "", suit -1.
        case RankRole:
            return faceUp ? QString::fromStdString(rankText(r.face.rank)) : QString();
        case RankIndexRole:
            return faceUp && !r.face.isJoker() ? TableText::rank(r.face.rank) : QString();
        case SuitRole:
            return faceUp ? int(r.face.suit) : -1;
        case JokerRole:
            return faceUp && r.face.isJoker();
        case JankenRole:
            return deck_ && deck_->family() == SuitFamily::Janken;
        case PlayableRole:
            return r.playable;
        case SelectedRole:
            return r.selected;
        case HintedRole:
            return r.hinted;
        case FromSeatRole:
            return r.fromSeat;
        case GroupRole:
            return r.group;
        case GroupSlotRole:
            return r.slot;
        case StandsForRole:
            return r.standsFor > 0 ? TableText::rank(r.standsFor) : QString();
        default:
            return {};
    }
}

QHash<int, QByteArray> CardModel::roleNames() const {
    return {{ZoneRole, "zone"},          {PositionRole, "position"},   {ZoneCountRole, "zoneCount"},
            {FaceUpRole, "faceUp"},      {RankRole, "rank"},           {SuitRole, "suit"},
            {JokerRole, "joker"},        {JankenRole, "janken"},       {PlayableRole, "playable"},
            {SelectedRole, "selected"},  {HintedRole, "hinted"},       {FromSeatRole, "fromSeat"},
            {GroupRole, "group"},        {GroupSlotRole, "groupSlot"}, {StandsForRole, "standsFor"},
            {RankIndexRole, "rankIndex"}};
}

void CardModel::reset(const Deck& deck, std::vector<ZoneSpec> zones, int startZone) {
    beginResetModel();
    deck_ = &deck;
    const auto zoneCount = zones.size();
    zones_ = std::move(zones);
    const auto n = static_cast<std::size_t>(deck.size());
    rows_.assign(n, Row{});
    dirty_.assign(n, false);
    zoneCounts_.assign(zoneCount, 0);
    rowOfCard_.assign(kMaxCards, -1);
    // No row stands for any card yet: the model learns a card only when the
    // reader may know it (a move they saw, a card in their view).
    cardOfRow_.assign(n, kNoCard);
    for (std::size_t i = 0; i < n; ++i) {
        rows_[i].zone = startZone;
        rows_[i].pos = static_cast<int>(i);
    }
    if (startZone >= 0) zoneCounts_[static_cast<std::size_t>(startZone)] = static_cast<int>(n);
    groupCount_ = 0;
    endResetModel();
    recountFill();
    emit fillChanged();  // a new game: the zones themselves are new
}

void CardModel::setRowCard(int row, CardId card) {
    CardId& mine = cardOfRow_[static_cast<std::size_t>(row)];
    if (mine < rowOfCard_.size() && rowOfCard_[mine] == row) rowOfCard_[mine] = -1;
    mine = card;
    if (card < rowOfCard_.size()) rowOfCard_[card] = row;
}

int CardModel::rowOfCard(CardId card) const {
    return card < rowOfCard_.size() ? rowOfCard_[card] : -1;
}

int CardModel::topRow(int zone, bool faceDownOnly) const {
    int top = -1;
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        const Row& r = rows_[i];
        if (r.zone == zone && !(faceDownOnly && r.faceUp) &&
            (top < 0 || r.pos > rows_[static_cast<std::size_t>(top)].pos))
            top = static_cast<int>(i);
    }
    return top;
}

namespace {

QVariantList toList(const std::vector<int>& counts) {
    QVariantList out;
    out.reserve(static_cast<qsizetype>(counts.size()));
    for (int n : counts) out << n;
    return out;
}

}  // namespace

QVariantList CardModel::zoneFill() const {
    return toList(zoneCounts_);
}

QVariantList CardModel::groupFill() const {
    return toList(groupFill_);
}

int CardModel::groupSize(int group) const {
    return group >= 0 && group < static_cast<int>(groupFill_.size())
               ? groupFill_[static_cast<std::size_t>(group)]
               : 0;
}

bool CardModel::recountFill() {
    // Zones keep their counts as cards move (zoneCounts_); groups are counted
    // here, from the rows.
    std::vector<int> groups(static_cast<std::size_t>(groupCount_), 0);
    for (const Row& r : rows_)
        if (r.group >= 0 && r.group < groupCount_) ++groups[static_cast<std::size_t>(r.group)];
    if (zoneCounts_ == announcedZoneFill_ && groups == groupFill_) return false;
    announcedZoneFill_ = zoneCounts_;
    groupFill_ = std::move(groups);
    return true;
}

int CardModel::zoneSize(int zone) const {
    return zone >= 0 && zone < static_cast<int>(zoneCounts_.size())
               ? zoneCounts_[static_cast<std::size_t>(zone)]
               : 0;
}

void CardModel::markZone(int zone) {
    for (std::size_t i = 0; i < rows_.size(); ++i)
        if (rows_[i].zone == zone) dirty_[i] = true;
}

void CardModel::compactZone(int zone) {
    std::vector<int> members;
    for (std::size_t i = 0; i < rows_.size(); ++i)
        if (rows_[i].zone == zone) members.push_back(static_cast<int>(i));
    std::sort(members.begin(), members.end(), [this](int a, int b) {
        return rows_[static_cast<std::size_t>(a)].pos < rows_[static_cast<std::size_t>(b)].pos;
    });
    for (std::size_t k = 0; k < members.size(); ++k)
        rows_[static_cast<std::size_t>(members[k])].pos = static_cast<int>(k);
    if (zone >= 0) zoneCounts_[static_cast<std::size_t>(zone)] = static_cast<int>(members.size());
    markZone(zone);
}

void CardModel::flush() {
    const int n = static_cast<int>(rows_.size());
    int i = 0;
    while (i < n) {
        if (!dirty_[static_cast<std::size_t>(i)]) {
            ++i;
            continue;
        }
        int j = i;
        while (j + 1 < n && dirty_[static_cast<std::size_t>(j + 1)]) ++j;
        for (int k = i; k <= j; ++k) dirty_[static_cast<std::size_t>(k)] = false;
        emit dataChanged(index(i), index(j));
        i = j + 1;
    }
    if (recountFill()) emit fillChanged();
}

bool CardModel::showsFace(const Event& move, const ZoneSpec& to, int viewer) {
    if (viewer < 0 || (move.seenBy & (1u << viewer)) == 0) return false;
    switch (to.visibility) {
        case ZoneVisibility::Everyone:
            return true;
        case ZoneVisibility::Owner:
            return to.owner == viewer;
        case ZoneVisibility::Nobody:
            return false;
    }
    return false;
}

void CardModel::moveCard(CardId card, int fromZone, int toZone, bool faceUpForViewer,
                         int fromSeat) {
    int row = rowOfCard(card);
    if (row < 0) {
        // A card the model does not know (hidden from the reader, or seen for
        // the first time): the top face-down row of the zone it leaves, else
        // its top row (face-up cards gathered out of the reader's sight).
        row = topRow(fromZone, true);
        if (row < 0) row = topRow(fromZone);
        if (row < 0) return;
        setRowCard(row, card);
    }
    const int from = rows_[static_cast<std::size_t>(row)].zone;
    // A face-down card leaves its zone as the top face-down row there, so the
    // row that moves says nothing about which hidden card it was.
    if (!rows_[static_cast<std::size_t>(row)].faceUp) {
        const int top = topRow(from, true);
        if (top >= 0 && top != row) {
            const CardId other = cardOfRow_[static_cast<std::size_t>(top)];
            setRowCard(top, card);
            setRowCard(row, other);
            row = top;
        }
    }
    Row& r = rows_[static_cast<std::size_t>(row)];
    // A card that moves leaves its group; the next reconcile places it in one again.
    r.group = -1;
    r.slot = 0;
    r.standsFor = 0;
    r.zone = toZone;
    r.pos = zoneSize(toZone);
    r.faceUp = faceUpForViewer;
    r.face = faceUpForViewer ? deck_->face(card) : Face{};
    r.fromSeat = fromSeat;
    r.selected = false;
    r.playable = false;
    if (toZone >= 0) ++zoneCounts_[static_cast<std::size_t>(toZone)];
    dirty_[static_cast<std::size_t>(row)] = true;
    compactZone(from);
    markZone(toZone);
    flush();
}

void CardModel::onEvent(const Event& e) {
    const auto zoneCount = static_cast<int>(zones_.size());
    if (e.kind == EventKind::Shuffle) {
        shuffleZone(e.toZone);
    } else if (e.kind == EventKind::Move && e.toZone >= 0 && e.toZone < zoneCount) {
        const int owner = e.fromZone >= 0 && e.fromZone < zoneCount
                              ? zones_[static_cast<std::size_t>(e.fromZone)].owner
                              : -1;
        moveCard(e.card, e.fromZone, e.toZone,
                 showsFace(e, zones_[static_cast<std::size_t>(e.toZone)], viewer_), owner);
    }
}

void CardModel::shuffleZone(int zone) {
    // The zone's rows forget their cards: a viewer who followed a card into
    // the pile cannot follow it out again.
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        if (rows_[i].zone != zone) continue;
        setRowCard(static_cast<int>(i), kNoCard);
        rows_[i].faceUp = false;
        rows_[i].face = Face{};
    }
    markZone(zone);
    flush();
}

void CardModel::reconcile(const SeatView& seen) {
    const std::size_t n = rows_.size();
    std::vector<bool> claimed(n, false);
    std::vector<Row> target(n);
    std::vector<CardId> newCardOfRow(n, kNoCard);
    const auto take = [&](std::size_t row, int zone, int pos, const CardView& cv) {
        claimed[row] = true;
        target[row] = rows_[row];
        target[row].zone = zone;
        target[row].pos = pos;
        target[row].faceUp = cv.id != kNoCard;
        target[row].face = cv.id != kNoCard ? cv.face : Face{};
        newCardOfRow[row] = cv.id;
    };
    // Cards the model already knows keep their rows.
    for (const ZoneView& zv : seen.zones)
        for (std::size_t i = 0; i < zv.cards.size(); ++i)
            if (const int row = rowOfCard(zv.cards[i].id); row >= 0)
                take(static_cast<std::size_t>(row), zv.zone, static_cast<int>(i), zv.cards[i]);
    // Every other place (a hidden card, or one the reader now knows that no
    // row stands for yet) takes an unclaimed face-down row of its zone, in
    // their order, then any row left. A hidden place's row forgets its card.
    std::vector<std::pair<const ZoneView*, std::size_t>> leftovers;
    for (const ZoneView& zv : seen.zones) {
        std::vector<int> candidates;
        for (std::size_t r = 0; r < n; ++r)
            if (!claimed[r] && rows_[r].zone == zv.zone && !rows_[r].faceUp)
                candidates.push_back(static_cast<int>(r));
        std::sort(candidates.begin(), candidates.end(), [this](int a, int b) {
            return rows_[static_cast<std::size_t>(a)].pos < rows_[static_cast<std::size_t>(b)].pos;
        });
        std::size_t next = 0;
        for (std::size_t i = 0; i < zv.cards.size(); ++i) {
            const CardView& cv = zv.cards[i];
            if (cv.id != kNoCard && rowOfCard(cv.id) >= 0) continue;
            if (next < candidates.size())
                take(static_cast<std::size_t>(candidates[next++]), zv.zone, static_cast<int>(i),
                     cv);
            else
                leftovers.emplace_back(&zv, i);
        }
    }
    std::size_t free = 0;
    for (auto [zv, i] : leftovers) {
        while (free < n && claimed[free]) ++free;
        if (free == n) break;
        take(free, zv->zone, static_cast<int>(i), zv->cards[i]);
    }
    for (std::size_t r = 0; r < n; ++r) {
        if (!claimed[r]) {
            target[r] = rows_[r];
            target[r].faceUp = false;
            target[r].face = Face{};
        }
        const Row& old = rows_[r];
        if (old.zone != target[r].zone || old.pos != target[r].pos ||
            old.faceUp != target[r].faceUp || !(old.face == target[r].face))
            dirty_[r] = true;
    }
    rowOfCard_.assign(kMaxCards, -1);
    for (std::size_t r = 0; r < n; ++r) {
        cardOfRow_[r] = claimed[r] ? newCardOfRow[r] : kNoCard;
        if (cardOfRow_[r] != kNoCard) rowOfCard_[cardOfRow_[r]] = static_cast<int>(r);
    }
    assignGroups(seen.groups, target);
    for (const ZoneView& zv : seen.zones) {
        const auto z = static_cast<std::size_t>(zv.zone);
        if (z < zoneCounts_.size() && zoneCounts_[z] != static_cast<int>(zv.cards.size())) {
            zoneCounts_[z] = static_cast<int>(zv.cards.size());
            for (std::size_t r = 0; r < n; ++r)
                if (target[r].zone == zv.zone) dirty_[r] = true;
        }
    }
    rows_ = std::move(target);
    flush();
}

void CardModel::assignGroups(const std::vector<CardGroup>& groups, std::vector<Row>& target) {
    groupCount_ = static_cast<int>(groups.size());
    for (Row& r : target) {
        r.group = -1;
        r.slot = 0;
        r.standsFor = 0;
    }
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const CardGroup& group = groups[g];
        for (std::size_t k = 0; k < group.cards.size(); ++k) {
            const int row = rowOfCard(group.cards[k]);
            if (row < 0) continue;
            Row& r = target[static_cast<std::size_t>(row)];
            r.group = static_cast<int>(g);
            r.slot = static_cast<int>(k);
            r.standsFor = k < group.ranks.size() ? group.ranks[k] : 0;
        }
    }
    for (std::size_t r = 0; r < target.size(); ++r) {
        const Row& old = rows_[r];
        if (old.group != target[r].group || old.slot != target[r].slot ||
            old.standsFor != target[r].standsFor)
            dirty_[r] = true;
    }
}

void CardModel::markRows(const CardSet& cards, bool Row::*flag) {
    for (std::size_t r = 0; r < rows_.size(); ++r) {
        const bool on = cardOfRow_[r] != kNoCard && cards.contains(cardOfRow_[r]);
        if (rows_[r].*flag != on) {
            rows_[r].*flag = on;
            dirty_[r] = true;
        }
    }
    flush();
}

void CardModel::setPlayable(const CardSet& cards, const std::vector<int>& piles) {
    std::vector<int> tops;  // per pile: the position of its top card
    for (int zone : piles) tops.push_back(zoneSize(zone) - 1);
    for (std::size_t r = 0; r < rows_.size(); ++r) {
        Row& row = rows_[r];
        const auto pile = std::find(piles.begin(), piles.end(), row.zone);
        const bool pileTop = pile != piles.end() && row.pos == tops[pile - piles.begin()];
        const bool on = pileTop || (cardOfRow_[r] != kNoCard && cards.contains(cardOfRow_[r]));
        if (row.playable != on) {
            row.playable = on;
            dirty_[r] = true;
        }
    }
    flush();
}

void CardModel::setHinted(const CardSet& cards) {
    markRows(cards, &Row::hinted);
}

void CardModel::toggleSelected(int row) {
    Row& r = rows_.at(static_cast<std::size_t>(row));
    r.selected = !r.selected;
    dirty_[static_cast<std::size_t>(row)] = true;
    flush();
}

void CardModel::clearSelection() {
    for (std::size_t r = 0; r < rows_.size(); ++r) {
        if (rows_[r].selected) {
            rows_[r].selected = false;
            dirty_[r] = true;
        }
    }
    flush();
}

CardSet CardModel::selectedCards() const {
    CardSet s;
    for (std::size_t r = 0; r < rows_.size(); ++r)
        if (rows_[r].selected && cardOfRow_[r] != kNoCard) s.insert(cardOfRow_[r]);
    return s;
}

int CardModel::selectedCount() const {
    return static_cast<int>(
        std::count_if(rows_.begin(), rows_.end(), [](const Row& r) { return r.selected; }));
}

}  // namespace felt::app
