// One row per physical card for the whole game, as one viewer may see it.
//
// A row is a table card, not an engine card. The model is told only what its
// reader may know: the events as the reader saw them and the reader's view.
// A row stands for an engine card only while the reader knows which card it
// is; a hidden card's row stands for none (kNoCard), so nothing in the table
// can give a hidden card away. A face-down card leaves its zone as the top
// face-down row there, so the rows' order tells nothing either.
#pragma once

#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QVariantList>
#include <vector>

#include "core/event.h"
#include "core/game_state.h"
#include "core/zone.h"

namespace felt::app {

class CardModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by GameSession")
    // How many cards lie in each zone and in each of the view's card groups
    // right now, by index (a group's frame shows only once all its cards are
    // there: cards leave their groups as they move, and come in one by one).
    Q_PROPERTY(QVariantList zoneFill READ zoneFill NOTIFY fillChanged)
    Q_PROPERTY(QVariantList groupFill READ groupFill NOTIFY fillChanged)
public:
    enum Role {
        ZoneRole = Qt::UserRole + 1,
        PositionRole,
        ZoneCountRole,
        FaceUpRole,
        RankRole,
        SuitRole,
        JokerRole,
        JankenRole,
        PlayableRole,
        SelectedRole,
        FromSeatRole,
        GroupRole,      // index into the view's card groups, -1 for none
        GroupSlotRole,  // place inside the group
        StandsForRole,  // the rank a wild card stands for, as text ("" for none)
        HintedRole,     // the card is part of the move a hint suggests
        RankIndexRole,  // the corner index in the reader's language (German B, D, K)
    };
    Q_ENUM(Role)

    explicit CardModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Starts a game: every card face down in `startZone` (or -1: nowhere yet).
    void reset(const Deck& deck, std::vector<ZoneSpec> zones, int startZone);
    int viewer() const { return viewer_; }
    void setViewer(int seat) { viewer_ = seat; }

    // Whether `viewer` sees the face of the card a Move event put into zone `to`.
    // seenBy says who knows the card; the zone decides whether it is shown:
    // never in a Nobody zone or in another seat's Owner zone (as in the views).
    static bool showsFace(const Event& move, const ZoneSpec& to, int viewer);

    // Takes the events that move cards (Move, Shuffle), as the reader saw
    // them (a card they did not see is kNoCard); ignores the others.
    void onEvent(const Event& e);
    // Event steps. `fromSeat` is the owner of the zone the card left (-1 shared).
    void moveCard(CardId card, int fromZone, int toZone, bool faceUpForViewer, int fromSeat);
    void shuffleZone(int zone);
    // Makes every row agree with `seen`, the reader's view (or every card's,
    // in a replay that shows all).
    void reconcile(const SeatView& seen);

    // Input state.
    // Marks the cards some move uses, and the top card of each pile in
    // `piles` (zones a move draws from) as playable.
    void setPlayable(const CardSet& cards, const std::vector<int>& piles = {});
    void setHinted(const CardSet& cards);
    void toggleSelected(int row);
    void clearSelection();
    CardSet selectedCards() const;
    int selectedCount() const;
    // The card shows its face on the table (known to the reader, and not in a
    // zone laid face down).
    bool isFaceUp(int row) const { return shownFaceUp(rows_.at(static_cast<std::size_t>(row))); }
    bool isPlayable(int row) const { return rows_.at(static_cast<std::size_t>(row)).playable; }
    // The engine card a row stands for (kNoCard: one the reader does not
    // know), and the row of a card (-1: none known); for the session only.
    CardId cardOfRow(int row) const { return cardOfRow_.at(static_cast<std::size_t>(row)); }
    int rowOfCard(CardId card) const;
    int zoneOf(int row) const { return rows_.at(static_cast<std::size_t>(row)).zone; }
    int positionOf(int row) const { return rows_.at(static_cast<std::size_t>(row)).pos; }
    int zoneSize(int zone) const;
    QVariantList zoneFill() const;
    QVariantList groupFill() const;
    // The cards lying in group `group` (an index into the view's groups) now.
    int groupSize(int group) const;

signals:
    void fillChanged();

private:
    struct Row {
        int zone = -1;
        int pos = 0;
        bool faceUp = false;
        Face face;  // meaningful only when faceUp
        bool playable = false;
        bool selected = false;
        bool hinted = false;
        int fromSeat = -1;
        int group = -1;
        int slot = 0;
        int standsFor = 0;
    };
    bool shownFaceUp(const Row& r) const;
    // Marks the rows of the view's groups (face-up cards keep their rows).
    void assignGroups(const std::vector<CardGroup>& groups, std::vector<Row>& target);
    void setRowCard(int row, CardId card);
    // The row on top of `zone` (the highest position; of its face-down rows
    // only, with `faceDownOnly`), or -1.
    int topRow(int zone, bool faceDownOnly = false) const;
    // Sets `flag` on exactly the rows showing `cards`.
    void markRows(const CardSet& cards, bool Row::*flag);
    void compactZone(int zone);
    void markZone(int zone);
    // Emits dataChanged for rows changed since the last flush, in contiguous
    // runs, then fillChanged if the fill counts changed.
    void flush();
    // Recounts groupFill_ from the rows; true if it or the zone counts changed
    // since fillChanged was last emitted.
    bool recountFill();

    const Deck* deck_ = nullptr;
    std::vector<ZoneSpec> zones_;
    int viewer_ = 0;
    std::vector<Row> rows_;
    std::vector<bool> dirty_;
    std::vector<int> zoneCounts_;
    int groupCount_ = 0;                  // groups of the last reconciled view
    std::vector<int> announcedZoneFill_;  // zoneCounts_ as fillChanged last told
    std::vector<int> groupFill_;
    std::vector<CardId> cardOfRow_;
    std::vector<int> rowOfCard_;
};

}  // namespace felt::app
