// Turns what a person does at the table (a card click, a selection confirmed,
// a move typed as text) into one legal action, a choice to make, or a refusal
// with the engine's reason. It is handed the seat's offer (the legal moves,
// described, and the engine's answers for what is no move) and decides; the
// session carries the decision out. It never sees the game itself, so a
// network table's input works alike.
#pragma once

#include <string>
#include <vector>

#include "catalog/move_offer.h"

namespace felt::app {

struct InputDecision {
    enum class Kind { Apply, Choose, Select, Refuse };
    Kind kind = Kind::Refuse;
    Action action;             // Apply
    std::vector<int> choices;  // Choose: indices into the offer's actions
    bool alsoSelect = false;   // Choose: the card also belongs to a combination
    Phrase reason;             // Refuse: the engine's words (empty = no reason given)
    bool notAMove = false;     // Refuse: the text names no move of this game
    bool elsewhere = false;    // Refuse: the card has moves, none of them there
};

class InputResolver {
public:
    // A person is to decide among `offer`'s moves; those of the `owned` kinds
    // are left to the game's own controls (no button, no card click).
    void offer(MoveOffer offer, const std::vector<std::string>& owned);
    void clear();

    const std::vector<Action>& actions() const { return legal_; }
    const std::vector<ActionInfo>& infos() const { return infos_; }
    const MoveOffer& current() const { return offer_; }
    bool owned(int index) const { return owned_.at(static_cast<std::size_t>(index)); }
    // Cards some table-handled action uses, and whether one uses several.
    CardSet playable() const;
    bool multiSelect() const;
    // Zones a table-handled move draws from (a click on them draws).
    std::vector<int> piles() const;
    // Table-handled card moves are of more than one kind (discard and meld...).
    bool mixedCardMoves() const;
    // Table-handled actions without cards: the buttons.
    std::vector<int> buttons() const;

    // A click on `card` (face up or not) lying in `zone`.
    InputDecision click(CardId card, int zone, bool faceUp, bool selecting) const;
    // The selection as one move; a single card whose move ends the turn is
    // offered in the chooser instead of played, so that the person confirms it.
    InputDecision confirm(CardSet selected) const;
    bool canConfirm(CardSet selected) const;
    // `card` dragged and dropped onto group `group` (a CardGroup::number, -1
    // for none) or else onto zone `zone`: the moves that put it
    // exactly there (one plays, several are asked, none is refused).
    InputDecision drop(CardId card, int zone, int group, bool faceUp) const;
    // The groups (CardGroup::number) some table-handled move puts `card` onto.
    std::vector<int> targetGroups(CardId card) const;
    InputDecision text(const std::string& text) const;

private:
    Phrase whyNotCard(CardId card) const;
    bool endsTurn(int index) const {
        return offer_.moves[static_cast<std::size_t>(index)].endsTurn;
    }

    MoveOffer offer_;
    std::vector<Action> legal_;
    std::vector<ActionInfo> infos_;
    std::vector<bool> owned_;
};

}  // namespace felt::app
