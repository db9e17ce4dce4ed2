// Action notation (docs/games/janken_rummy.md) and the reasons given for
// refused actions.
#include <algorithm>
#include <sstream>

#include "games/janken_rummy/janken_rummy.h"

namespace felt::janken_rummy {

namespace {

std::vector<std::string> tokens(std::string_view text) {
    std::vector<std::string> out;
    std::istringstream in{std::string(text)};
    for (std::string t; in >> t;) out.push_back(t);
    return out;
}

int parseRankText(std::string r) {
    std::transform(r.begin(), r.end(), r.begin(),
                   [](unsigned char ch) { return std::toupper(ch); });
    if (r == "A") return 1;
    if (r == "J") return kJack;
    if (r == "Q") return kQueen;
    if (r == "K") return kKing;
    if (r == "T") return 10;
    if (r.size() == 1 && r[0] >= '2' && r[0] <= '9') return r[0] - '0';
    if (r == "10") return 10;
    return 0;
}

int parseNumber(const std::string& t) {
    if (t.empty() || t.size() > 3 || !std::all_of(t.begin(), t.end(), ::isdigit)) return -1;
    return std::stoi(t);
}

// A card token: "9R", or a Joker with its rank, "*R=5". Adds to `cards`/`extra`.
bool readCard(const Deck& deck, const std::string& token, CardSet& cards, std::uint32_t& extra,
              bool rankAllowed = true) {
    const auto eq = token.find('=');
    const auto face = deck.parseFace(token.substr(0, eq));
    if (!face) return false;
    const CardId c = face->isJoker() ? jokerId(face->suit) : naturalId(face->suit, face->rank);
    if (cards.contains(c)) return false;
    cards.insert(c);
    if (eq == std::string::npos) return true;
    const int r = parseRankText(token.substr(eq + 1));
    if (!face->isJoker() || !rankAllowed || r == 0) return false;
    extra = withJokerRank(extra, face->suit, r);
    return true;
}

// Pieces of a meld being laid: hand cards with their Joker ranks, plus an
// optional table card keeping its own rank.
int piecesOf(CardSet cards, std::uint32_t extra, CardId tableCard, const Piece& tablePiece,
             std::array<Piece, kMaxMeldCards>& out) {
    int n = 0;
    for (CardId c : cards) {
        if (n == kMaxMeldCards) break;
        if (c == tableCard)
            out[n++] = tablePiece;
        else
            out[n++] = isJoker(c) ? jokerPiece(c, jokerRankIn(extra, suitOf(c))) : naturalPiece(c);
    }
    return n;
}

}  // namespace

std::string JankenRummyState::format(const Action& a) const {
    const Deck& d = deck();
    const auto cardText = [&](CardId c, int rank) {
        std::string t = c < d.size() ? d.format(c) : "?";
        if (isJoker(c) && rank > 0) {
            t += '=';
            t += rankText(rank == kAceHigh ? 1 : rank);
        }
        return t;
    };
    // Lists cards in meld order when they form a meld, else by card id.
    const auto listCards = [&](CardSet cards, CardId skip, const Piece& tablePiece) {
        std::array<Piece, kMaxMeldCards> pieces{};
        const int n = piecesOf(cards, a.extra, skip, tablePiece, pieces);
        Meld m;
        std::string out;
        if (arrangeMeld(pieces.data(), n, m).empty()) {
            for (int i = 0; i < m.size; ++i)
                if (m.cards[i] != skip) out.append(" ").append(cardText(m.cards[i], m.ranks[i]));
        } else {
            for (int i = 0; i < n; ++i)
                if (pieces[i].card != skip)
                    out.append(" ").append(cardText(pieces[i].card, pieces[i].rank));
        }
        return out;
    };
    // A card outside the deck has no name, and its "suit" would shift past
    // the Joker ranks packed in `extra` (any action may be handed in).
    if (!a.cards.empty() && a.cards.last() >= d.size()) return "?";
    const CardId first = a.cards.first();
    const bool jokerFirst = first < d.size() && isJoker(first);
    switch (a.kind) {
        case kDrawStock:
            return "draw stock";
        case kDrawDiscard:
            return "draw discard";
        case kDiscard:
            return "discard " + cardText(first, 0);
        case kMeld:
            return "meld" + listCards(a.cards, kNoCard, {});
        case kLayoff:
            return "layoff " +
                   cardText(first, jokerFirst ? jokerRankIn(a.extra, suitOf(first)) : 0) + " " +
                   std::to_string(a.value + 1);
        case kMoveToMeld:
            return "move " + cardText(first, 0) + " from " + std::to_string(a.arg + 1) + " to " +
                   std::to_string(a.value + 1);
        case kMoveToNew: {
            CardId moved = first;
            Piece p = first < d.size() && !isJoker(first) ? naturalPiece(first) : Piece{};
            if (a.arg >= 0 && a.arg < meldCount_) {
                const Meld& from = melds_[a.arg];
                for (CardId c : a.cards)
                    if (from.indexOf(c) >= 0) {
                        moved = c;
                        p = from.piece(from.indexOf(c));
                    }
            }
            return "move " + cardText(moved, 0) + " from " + std::to_string(a.arg + 1) + " new" +
                   listCards(a.cards, moved, p);
        }
        default:
            return "?";
    }
}

std::optional<Action> JankenRummyState::parse(std::string_view text) const {
    const auto t = tokens(text);
    if (t.empty()) return std::nullopt;
    const Deck& d = deck();
    Action a;
    if (t[0] == "draw" && t.size() == 2) {
        if (t[1] == "stock") return Action{kDrawStock, -1, -1, 0, {}};
        if (t[1] == "discard")
            return Action{kDrawDiscard, -1, -1, 0,
                          discard_.empty() ? CardSet{} : CardSet::single(discard_.back())};
        return std::nullopt;
    }
    if (t[0] == "discard" && t.size() == 2) {
        a.kind = kDiscard;
        return readCard(d, t[1], a.cards, a.extra, false) ? std::optional(a) : std::nullopt;
    }
    if (t[0] == "meld" && t.size() >= 2) {
        a.kind = kMeld;
        for (std::size_t i = 1; i < t.size(); ++i)
            if (!readCard(d, t[i], a.cards, a.extra)) return std::nullopt;
        return a;
    }
    if (t[0] == "layoff" && t.size() == 3) {
        a.kind = kLayoff;
        const int n = parseNumber(t[2]);
        if (n < 1 || !readCard(d, t[1], a.cards, a.extra)) return std::nullopt;
        a.value = static_cast<std::int16_t>(n - 1);
        return a;
    }
    if (t[0] == "move" && t.size() >= 5 && t[2] == "from") {
        const int from = parseNumber(t[3]);
        if (from < 1 || from > 100 || !readCard(d, t[1], a.cards, a.extra)) return std::nullopt;
        a.arg = static_cast<std::int8_t>(from - 1);
        // A moved Joker keeps its rank, so the legal move names none; written
        // with the rank it has (as meld and layoff write Jokers) it is that
        // move. Another rank stays, for explainIllegal to refuse.
        const CardId moved = a.cards.first();
        const int index = a.arg < meldCount_ ? melds_[a.arg].indexOf(moved) : -1;
        if (isJoker(moved) && index >= 0 &&
            jokerRankIn(a.extra, suitOf(moved)) == melds_[a.arg].piece(index).rank)
            a.extra = withJokerRank(a.extra, suitOf(moved), 0);
        if (t[4] == "to" && t.size() == 6) {
            const int to = parseNumber(t[5]);
            if (to < 1) return std::nullopt;
            a.kind = kMoveToMeld;
            a.value = static_cast<std::int16_t>(to - 1);
            return a;
        }
        if (t[4] == "new" && t.size() >= 6) {
            a.kind = kMoveToNew;
            for (std::size_t i = 5; i < t.size(); ++i)
                if (!readCard(d, t[i], a.cards, a.extra)) return std::nullopt;
            return a;
        }
    }
    return std::nullopt;
}

Phrase JankenRummyState::explainIllegal(const Action& a) const {
    if (phase_ == Phase::Over) return say(QT_TRANSLATE_NOOP("engine", "The game is over."));
    const Deck& d = deck();
    const CardSet hand = hands_[turn_];
    for (CardId c : a.cards)
        if (c >= d.size())
            return say(QT_TRANSLATE_NOOP("engine", "That card is not in this game's deck."));
    const bool draw = a.kind == kDrawStock || a.kind == kDrawDiscard;
    const Phrase drawFirst = say(QT_TRANSLATE_NOOP(
        "engine", "Draw first: take the top card of the stock or of the discard pile."));
    if (phase_ == Phase::Draw && !draw) return drawFirst;
    if (phase_ == Phase::Play && draw)
        return say(QT_TRANSLATE_NOOP("engine", "You have already drawn this turn."));
    if (a.kind == kDrawStock)
        return say(QT_TRANSLATE_NOOP(
            "engine", "The stock is empty and there is no discard pile to turn over."));
    if (a.kind == kDrawDiscard)
        return discard_.empty()
                   ? say(QT_TRANSLATE_NOOP("engine",
                                           "The discard pile is empty: draw from the stock."))
                   : say(QT_TRANSLATE_NOOP("engine",
                                           "Only the top card of the discard pile may be drawn."));
    const bool move = a.kind == kMoveToMeld || a.kind == kMoveToNew;
    if (move && !changingMelds_)
        return say(
            QT_TRANSLATE_NOOP("engine", "Moving table cards needs the Changing melds variant."));
    const Phrase keepTaken = say(QT_TRANSLATE_NOOP(
        "engine", "The card taken from the discard pile may not be discarded in the same turn."));
    // The cards the action takes from the hand (a move's table card is not one).
    CardSet fromHand = a.kind == kMoveToMeld ? CardSet{} : a.cards;
    if (a.kind == kMoveToNew && a.arg >= 0 && a.arg < meldCount_)
        for (CardId c : a.cards)
            if (melds_[a.arg].indexOf(c) >= 0) fromHand.erase(c);
    for (CardId c : fromHand)
        if (!hand.contains(c))
            return say(QT_TRANSLATE_NOOP("engine", "You do not hold %1."),
                       cardsArg(CardSet::single(c)));
    if (a.kind == kDiscard) {
        if (a.cards.size() != 1)
            return say(QT_TRANSLATE_NOOP("engine", "Discard exactly one card."));
        if (noDiscardTaken_ && a.cards.first() == taken_) return keepTaken;
    }
    for (CardId c : fromHand)
        if (isJoker(c) && a.kind != kDiscard && jokerRankIn(a.extra, suitOf(c)) == 0)
            return say(QT_TRANSLATE_NOOP("engine", "Say which rank %1 stands for."),
                       cardsArg(CardSet::single(c)));
    if (a.kind != kDiscard && a.kind != kMoveToMeld && strands(a.cards))
        return say(QT_TRANSLATE_NOOP("engine",
                                     "That would leave only the card taken from the discard "
                                     "pile, which may not be discarded this turn."));
    if (a.kind == kMeld) {
        std::array<Piece, kMaxMeldCards> pieces{};
        Meld m;
        const std::string_view why =
            arrangeMeld(pieces.data(), piecesOf(a.cards, a.extra, kNoCard, {}, pieces), m);
        if (!why.empty()) return say(why.data());  // a string literal (melds.cpp)
        return say(QT_TRANSLATE_NOOP("engine",
                                     "A Joker may not take the place of a natural card you hold: "
                                     "lay the natural card."));
    }
    const auto noMeld = [](int index) {
        return say(QT_TRANSLATE_NOOP("engine", "There is no meld %1 on the table."),
                   numberArg(index + 1));
    };
    const auto doesNotFit = [](CardId card, int meld) {
        return say(QT_TRANSLATE_NOOP("engine", "%1 does not fit at an end of meld %2."),
                   cardsArg(CardSet::single(card)), numberArg(meld + 1));
    };
    const bool meldTarget = a.kind == kLayoff || a.kind == kMoveToMeld;
    if (meldTarget && (a.value < 0 || a.value >= meldCount_)) return noMeld(a.value);
    if (a.kind == kLayoff) {
        if (a.cards.size() != 1)
            return say(QT_TRANSLATE_NOOP("engine", "Lay off one card at a time."));
        return doesNotFit(a.cards.first(), a.value);
    }
    if (move) {
        if (a.arg < 0 || a.arg >= meldCount_) return noMeld(a.arg);
        const Meld& from = melds_[a.arg];
        CardId moved = kNoCard;
        for (CardId c : a.cards)
            if (from.indexOf(c) >= 0) moved = c;
        if (moved == kNoCard)
            return say(QT_TRANSLATE_NOOP("engine", "That card is not in meld %1."),
                       numberArg(a.arg + 1));
        if (movedThisTurn_.contains(moved))
            return say(QT_TRANSLATE_NOOP("engine", "A card moves at most once per turn."));
        if (!canRemove(from, from.indexOf(moved)))
            return say(QT_TRANSLATE_NOOP("engine",
                                         "Meld %1 must keep at least 3 cards (4 for a strong "
                                         "run), stay in sequence and keep a natural card."),
                       numberArg(a.arg + 1));
        const Piece piece = from.piece(from.indexOf(moved));
        const Phrase keepsRank =
            say(QT_TRANSLATE_NOOP("engine", "A moved Joker keeps its rank: %1 stands for %2."),
                cardsArg(CardSet::single(moved)), rankArg(piece.rank));
        const int written = piece.joker ? jokerRankIn(a.extra, piece.suit) : 0;
        if (written != 0 && written != piece.rank) return keepsRank;
        if (a.kind == kMoveToMeld) return doesNotFit(moved, a.value);
        // The new meld as the cards make it, the moved card as it stands now.
        const auto arranged = [&](const Piece& p) {
            std::array<Piece, kMaxMeldCards> pieces{};
            Meld m;
            return arrangeMeld(pieces.data(), piecesOf(a.cards, a.extra, moved, p, pieces), m);
        };
        if (const std::string_view why = arranged(piece); !why.empty()) {
            // Perhaps a meld with the Joker at another rank was meant.
            for (int r = 1; piece.joker && r <= kRanks; ++r)
                if (arranged(jokerPiece(moved, r)).empty()) return keepsRank;
            return say(why.data());  // a string literal (melds.cpp)
        }
        return say(QT_TRANSLATE_NOOP("engine",
                                     "A new meld takes the moved card and the fewest hand cards "
                                     "(2, or 3 for a strong run) that make it valid; lay further "
                                     "cards off afterwards."));
    }
    return say(QT_TRANSLATE_NOOP("engine", "That is not a legal move now."));
}

Phrase JankenRummyState::explainSelection(CardSet cards) const {
    // Cards selected together are meant as a meld: the rules of the turn
    // first (draw first, cards not held), then what keeps them from melding.
    const Action meld{kMeld, -1, -1, 0, cards};
    const Phrase why = explainIllegal(meld);
    if (why.empty() || phase_ != Phase::Play) return why;
    bool joker = false;
    for (CardId c : cards) joker = joker || isJoker(c);
    if (joker)
        return say(QT_TRANSLATE_NOOP("engine",
                                     "These cards make no meld, whatever the Joker stands for."));
    if (cards.size() > kMaxMeldCards)
        return say(QT_TRANSLATE_NOOP("engine", "These cards are not a meld: %1"),
                   wordArg(QT_TRANSLATE_NOOP("engine", "Too many cards for one meld.")));
    std::array<Piece, kMaxMeldCards> pieces{};
    Meld m;
    const std::string_view broken =
        arrangeMeld(pieces.data(), piecesOf(cards, 0, kNoCard, {}, pieces), m);
    if (broken.empty()) return why;  // a meld, refused for another reason
    return say(QT_TRANSLATE_NOOP("engine", "These cards are not a meld: %1"),
               wordArg(broken.data()));  // a string literal (melds.cpp)
}

Phrase JankenRummyState::explainCard(CardId card) const {
    if (phase_ == Phase::Over) return say(QT_TRANSLATE_NOOP("engine", "The game is over."));
    if (card >= deck().size())
        return say(QT_TRANSLATE_NOOP("engine", "That card is not in this game's deck."));
    if (GameState::explainCard(card).empty()) return {};
    if (phase_ == Phase::Draw)
        return say(QT_TRANSLATE_NOOP(
            "engine", "Draw first: take the top card of the stock or of the discard pile."));
    if (hands_[turn_].contains(card))
        return say(QT_TRANSLATE_NOOP(
            "engine",
            "The card taken from the discard pile may not be discarded in the same turn."));
    if (meldOf(card) >= 0)
        return changingMelds_
                   ? say(QT_TRANSLATE_NOOP("engine", "That card cannot leave its meld now."))
                   : say(QT_TRANSLATE_NOOP("engine", "Cards on the table stay in their melds."));
    return say(QT_TRANSLATE_NOOP("engine", "That card is not in your hand."));
}

}  // namespace felt::janken_rummy
